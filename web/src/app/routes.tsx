import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAcademyUser, RequireController, RequireGroup, RequireGuardian } from './guards';
import { PageSpinner } from './PageSpinner';

/** One lazily loaded screen per route (code splitting by route). */
function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

const Landing = lazy(() => import('@/features/public/LandingPage'));
const Terms = lazy(() => import('@/features/public/TermsPage'));
const Login = lazy(() => import('@/features/auth/LoginScreen'));
const NewAcademy = lazy(() => import('@/features/auth/NewAcademyScreen'));
const ControllerLogin = lazy(() => import('@/features/controller/ControllerLoginScreen'));
const ControllerLayout = lazy(() => import('@/features/controller/ControllerLayout'));
const ControllerDashboard = lazy(() => import('@/features/controller/ControllerDashboard'));
const AcademyLayout = lazy(() => import('./AcademyLayout'));
const Dashboard = lazy(() => import('@/features/dashboard/DashboardScreen'));
const ClassPanel = lazy(() => import('@/features/education/classPanel/ClassPanelScreen'));
const Users = lazy(() => import('@/features/users/UsersScreen'));
const GuardianLayout = lazy(() => import('./GuardianLayout'));
const GuardianHome = lazy(() => import('@/features/guardian/GuardianHome'));
const NotFound = lazy(() => import('./NotFound'));

export const routes: RouteObject[] = [
  { path: '/', element: page(Landing) },
  { path: '/terms', element: page(Terms) },
  { path: '/new_academy', element: page(NewAcademy) },
  { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: page(Login) }] },
  { path: '/controller_login', element: page(ControllerLogin) },
  { path: '/super_admin', element: page(ControllerLogin) },
  {
    element: <RequireController />,
    children: [{ path: '/controller', element: page(ControllerLayout), children: [{ path: 'dashboard', element: page(ControllerDashboard) }] }],
  },
  {
    element: <RequireAcademyUser />,
    children: [
      {
        element: page(AcademyLayout),
        children: [
          { path: '/dashboard', element: page(Dashboard) },
          { path: '/classPanel', element: <RequireGroup group="education">{page(ClassPanel)}</RequireGroup> },
          { path: '/users', element: page(Users) },
        ],
      },
    ],
  },
  {
    element: <RequireGuardian />,
    children: [{ element: page(GuardianLayout), children: [{ path: '/guardian', element: page(GuardianHome) }] }],
  },
  { path: '*', element: page(NotFound) },
];
