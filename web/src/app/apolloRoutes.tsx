import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { MenuGroup } from '@rules/permissions';
import { PageSpinner } from './PageSpinner';
import { page } from './routes';

// Guards read the session, so they load with Apollo, never on the public pages.
const guard = (name: 'RequireAcademyUser' | 'RequireController') =>
  lazy(() => import('./guards').then((m) => ({ default: m[name] })));
const RequireAcademyUser = guard('RequireAcademyUser');
const RequireController = guard('RequireController');
const RequireGroup = lazy(() => import('./guards').then((m) => ({ default: m.RequireGroup })));
const inGroup = (group: MenuGroup, Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSpinner />}>
    <RequireGroup group={group}>{page(Screen)}</RequireGroup>
  </Suspense>
);

const ApolloSession = lazy(() => import('./ApolloSession'));
const NewAcademy = lazy(() => import('@/features/auth/NewAcademyScreen'));
const ControllerLogin = lazy(() => import('@/features/controller/ControllerLoginScreen'));
const ControllerLayout = lazy(() => import('@/features/controller/ControllerLayout'));
const ControllerDashboard = lazy(() => import('@/features/controller/ControllerDashboard'));
const AcademyLayout = lazy(() => import('./AcademyLayout'));
const Dashboard = lazy(() => import('@/features/dashboard/DashboardScreen'));
const ClassPanel = lazy(() => import('@/features/education/classPanel/ClassPanelScreen'));
const Users = lazy(() => import('@/features/users/UsersScreen'));
const FeeRules = lazy(() => import('@/features/accounts/feeRules/FeeRulesScreen'));
const StudentList = lazy(() => import('@/features/admission/studentList/StudentListScreen'));
const Settings = lazy(() => import('@/features/settings/SettingsScreen'));
const SlugSettings = lazy(() => import('@/features/settings/SlugSettings'));
const Messaging = lazy(() => import('@/features/messaging/MessagingScreen'));
const Gradings = lazy(() => import('@/features/education/gradings/GradingsScreen'));
const Result = lazy(() => import('@/features/education/result/ResultScreen'));
const YearRollover = lazy(() => import('@/features/education/rollover/RolloverScreen'));
const Papers = lazy(() => import('@/features/education/papers/PapersScreen'));
const Homework = lazy(() => import('@/features/education/homework/HomeworkScreen'));
const SeatPlan = lazy(() => import('@/features/education/seatPlan/SeatPlanScreen'));
const Registers = lazy(() => import('@/features/education/registers/RegistersScreen'));
const PublicResult = lazy(() => import('@/features/public/PublicResultScreen'));
const NotFound = lazy(() => import('./NotFound'));
const AcademyPublicHome = lazy(() => import('@/features/public/AcademyPublicHome'));

/**
 * The addresses that talk to the API over Apollo (the new academy form, the controller, the office
 * and the academies' public pages), and not found: reached through routes.tsx's `*` (which ranks
 * below every address of its own), so loaded with the first such page and never by the guardian's,
 * sign-in or landing pages, whose first download it made 5 KB (gzip) larger. An office page opened
 * cold waits for this small chunk before its screen's (one round trip more); importing it from
 * main.tsx to start it sooner put 2 KB of chunk names into every page instead.
 */
const apolloRoutes: RouteObject[] = [
  {
    element: page(ApolloSession),
    children: [
      { path: '/new_academy', element: page(NewAcademy) },
      { path: '/controller_login', element: page(ControllerLogin) },
      { path: '/super_admin', element: page(ControllerLogin) },
      {
        element: page(RequireController),
        children: [{ path: '/controller', element: page(ControllerLayout), children: [
          { path: 'dashboard', element: page(ControllerDashboard) },
          { path: 'academies', element: page(lazy(() => import('@/features/controller/ControllerAcademiesScreen'))) },
          { path: 'users', element: page(lazy(() => import('@/features/controller/ControllerUsersScreen'))) },
          { path: 'attendacneDevice', element: page(lazy(() => import('@/features/controller/ControllerDevicesScreen'))) },
          { path: 'dataEntry', element: page(lazy(() => import('@/features/dataEntry/DataEntryScreen'))) },
          { path: 'controllers', element: page(lazy(() => import('@/features/controller/ControllerControllersScreen'))) },
        ] }],
      },
      {
        element: page(RequireAcademyUser),
        children: [
          {
            element: page(AcademyLayout),
            children: [
              { path: '/dashboard', element: page(Dashboard) },
              { path: '/classPanel', element: inGroup('education', ClassPanel) },
              { path: '/users', element: page(Users) },
              { path: '/feeRules', element: inGroup('accounts', FeeRules) },
              { path: '/studentFees', element: inGroup('accounts', lazy(() => import('@/features/accounts/fees/StudentFeesScreen'))) },
              { path: '/boardingfeeManagement', element: inGroup('boarding', lazy(() => import('@/features/accounts/fees/BoardingFeeRulesScreen'))) },
              { path: '/boardingacceptMoney', element: inGroup('boarding', lazy(() => import('@/features/accounts/fees/BoardingAcceptMoneyScreen'))) },
              { path: '/voucher', element: inGroup('accounts', lazy(() => import('@/features/accounts/vouchers/VouchersScreen'))) },
              { path: '/boardingvoucher', element: inGroup('boarding', lazy(() => import('@/features/accounts/vouchers/BoardingVouchersScreen'))) },
              { path: '/salaryGiving', element: inGroup('accounts', lazy(() => import('@/features/accounts/salaries/SalarySheetsScreen'))) },
              ...((Counts) => ['mci', 'mgi', 'yci', 'ygi', 'mce', 'mge', 'yce', 'yge', 'mcr', 'mgr', 'ycr', 'ygr'].flatMap((p) => [{ path: `/${p}`, element: inGroup('accounts', Counts) }, { path: `/boarding${p}`, element: inGroup('boarding', Counts) }]))(lazy(() => import('@/features/accounts/counts/CountsScreen'))),
              { path: '/studentList', element: page(StudentList) },
              { path: '/settings', element: inGroup('settings', Settings) },
              { path: '/:slug/settings', element: page(SlugSettings) },
              { path: '/messaging', element: inGroup('messageService', Messaging) },
              { path: '/gradings', element: inGroup('education', Gradings) },
              { path: '/result', element: inGroup('education', Result) },
              { path: '/yearRollover', element: inGroup('education', YearRollover) },
              { path: '/papers', element: inGroup('education', Papers) },
              { path: '/homeWork', element: inGroup('education', Homework) },
              { path: '/officiants', element: inGroup('administration', lazy(() => import('@/features/administration/staff/StaffScreen'))) },
              { path: '/leavesManage', element: inGroup('administration', lazy(() => import('@/features/administration/leaves/StaffLeavesScreen'))) },
              { path: '/leavesManageStudent', element: inGroup('education', lazy(() => import('@/features/administration/leaves/StudentLeavesScreen'))) },
              { path: '/officiantsReport', element: inGroup('administration', lazy(() => import('@/features/administration/staffReports/StaffReportsScreen'))) },
              { path: '/store', element: inGroup('administration', lazy(() => import('@/features/administration/furniture/StoreScreen'))) },
              { path: '/history', element: inGroup('administration', lazy(() => import('@/features/history/AuditScreen'))) },
              { path: '/givenFurnitureWindow', element: inGroup('administration', lazy(() => import('@/features/administration/furniture/GivenFurnitureScreen'))) },
              { path: '/receipt', element: inGroup('accounts', lazy(() => import('@/features/accounts/receipts/ReceiptsScreen'))) },
              { path: '/boardingreceipt', element: inGroup('boarding', lazy(() => import('@/features/accounts/receipts/BoardingReceiptsScreen'))) },
              { path: '/approvedReceiptBooks', element: inGroup('accounts', lazy(() => import('@/features/accounts/receiptBooks/ReceiptBooksScreen'))) },
              { path: '/regardingChanging', element: inGroup('accounts', lazy(() => import('@/features/accounts/regardings/RegardingsScreen'))) },
              { path: '/seatPlane', element: inGroup('education', SeatPlan) },
              { path: '/registers', element: inGroup('hostelManager', Registers) },
              { path: '/studentReport', element: inGroup('hostelManager', lazy(() => import('@/features/hostel/StudentReportsScreen'))) },
              { path: '/buyAndSell', element: inGroup('buyAndSell', lazy(() => import('@/features/store/ProductsScreen'))) },
              { path: '/soldProductList', element: inGroup('buyAndSell', lazy(() => import('@/features/store/SoldProductsScreen'))) },
              { path: '/bookList', element: inGroup('library', lazy(() => import('@/features/library/BooksScreen'))) },
              { path: '/givingBook', element: inGroup('library', lazy(() => import('@/features/library/GivingBookScreen'))) },
              { path: '/receivingBook', element: inGroup('library', lazy(() => import('@/features/library/ReceivingBookScreen'))) },
              { path: '/donorList', element: inGroup('donation', lazy(() => import('@/features/donors/DonorsScreen'))) },
              { path: '/all_attendance', element: inGroup('attendance', lazy(() => import('@/features/attendance/AttendanceScreen'))) },
              { path: '/attendanceRegister', element: inGroup('attendance', lazy(() => import('@/features/attendance/AttendanceRegisterScreen'))) },
              { path: '/balanceInquery', element: inGroup('messageService', lazy(() => import('@/features/messaging/BalanceScreen'))) },
              { path: '/articles', element: inGroup('website', lazy(() => import('@/features/website/ArticlesScreen'))) },
              { path: '/donationRecord1', element: inGroup('donation', lazy(() => import('@/features/donors/DonationsScreen'))) },
            ],
          },
        ],
      },
      { path: '/website/officiant/:id', element: page(lazy(() => import('@/features/public/OfficiantProfile'))) },
      { path: '/:slug', element: page(AcademyPublicHome) },
      { path: '/:slug/result', element: page(PublicResult) },
      { path: '/:slug/articles/:id', element: page(lazy(() => import('@/features/public/ArticlePage'))) },
    ],
  },
  { path: '*', element: page(NotFound) },
];

export default function ApolloRoutes() {
  return useRoutes(apolloRoutes);
}
