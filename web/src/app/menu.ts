import {
  AppstoreOutlined, BankOutlined, BookOutlined, CalendarOutlined, DashboardOutlined, GlobalOutlined, HeartOutlined,
  HomeOutlined, MessageOutlined, ReadOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TeamOutlined,
  UserAddOutlined, WalletOutlined, IdcardOutlined, CarryOutOutlined, FileTextOutlined, FileDoneOutlined, InboxOutlined, TrophyOutlined, EditOutlined, ScheduleOutlined, TableOutlined, OrderedListOutlined, ProfileOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { can, type MenuGroup, type Permission } from '@rules/permissions';

/** A drawer entry: a route, or an action the academy layout handles (a dialog). */
export interface MenuEntry {
  key: string;
  labelId: string;
  path?: string;
  action?: 'academyInfo';
  /** Shown only to the user types with this permission (beyond the section's menu group). */
  permission?: Permission;
}

export interface MenuSection {
  group: MenuGroup;
  labelId: string;
  icon: ComponentType;
  /** A section with a path is a single entry (dashboard); others list their entries. */
  path?: string;
  entries: MenuEntry[];
}

/**
 * The academy drawer (spec document 2 §2 "Academy drawer groups"), filtered by me.menuGroups.
 * An entry is listed only once its screen exists: a new screen adds one line to its group.
 * Sections without entries stay hidden.
 */
export const MENU: MenuSection[] = [
  { group: 'dashboard', labelId: 'menu.dashboard', icon: DashboardOutlined, path: '/dashboard', entries: [] },
  {
    group: 'administration', labelId: 'menu.administration', icon: BankOutlined,
    entries: [
      { key: 'officiants', labelId: 'menu.officiants', path: '/officiants' },
      { key: 'leavesManage', labelId: 'menu.leavesManage', path: '/leavesManage' },
      { key: 'officiantsReport', labelId: 'menu.officiantsReport', path: '/officiantsReport' },
      { key: 'store', labelId: 'menu.store', path: '/store' },
      { key: 'history', labelId: 'menu.history', path: '/history', permission: 'audit.read' },
    ],
  },
  {
    group: 'education', labelId: 'menu.education', icon: ReadOutlined,
    entries: [
      { key: 'classPanel', labelId: 'menu.classPanel', path: '/classPanel' },
      { key: 'homeWork', labelId: 'menu.homeWork', path: '/homeWork' },
      { key: 'leavesManageStudent', labelId: 'menu.leavesManageStudent', path: '/leavesManageStudent' },
      { key: 'papers', labelId: 'menu.papers', path: '/papers' },
      { key: 'result', labelId: 'menu.result', path: '/result' },
      { key: 'seatPlane', labelId: 'menu.seatPlane', path: '/seatPlane' },
      { key: 'gradings', labelId: 'menu.gradings', path: '/gradings' },
      { key: 'yearRollover', labelId: 'menu.yearRollover', path: '/yearRollover' },
    ],
  },
  {
    group: 'hostelManager', labelId: 'menu.hostelManager', icon: HomeOutlined,
    entries: [
      { key: 'studentReport', labelId: 'menu.studentReport', path: '/studentReport' },
      { key: 'registers', labelId: 'menu.registers', path: '/registers' },
    ],
  },
  {
    group: 'accounts', labelId: 'menu.accounts', icon: WalletOutlined,
    entries: [
      { key: 'receipt', labelId: 'menu.receipt', path: '/receipt' },
      { key: 'voucher', labelId: 'menu.voucher', path: '/voucher' },
      { key: 'salaryGiving', labelId: 'menu.salaryGiving', path: '/salaryGiving' },
      { key: 'approvedReceiptBooks', labelId: 'menu.approvedReceiptBooks', path: '/approvedReceiptBooks' },
      { key: 'regardingChanging', labelId: 'menu.regardingChanging', path: '/regardingChanging' },
      { key: 'countIncome', labelId: 'menu.countIncome', path: '/mgi' },
      { key: 'countExpense', labelId: 'menu.countExpense', path: '/mge' },
      { key: 'countReport', labelId: 'menu.countReport', path: '/mgr' },
      { key: 'feeRules', labelId: 'menu.feeRules', path: '/feeRules' },
      { key: 'studentFees', labelId: 'menu.studentFees', path: '/studentFees' },
    ],
  },
  {
    group: 'boarding', labelId: 'menu.boarding', icon: AppstoreOutlined,
    entries: [
      { key: 'boardingreceipt', labelId: 'menu.boardingreceipt', path: '/boardingreceipt' },
      { key: 'boardingvoucher', labelId: 'menu.boardingvoucher', path: '/boardingvoucher' },
      { key: 'boardingacceptMoney', labelId: 'menu.boardingacceptMoney', path: '/boardingacceptMoney' },
      { key: 'boardingfeeManagement', labelId: 'menu.boardingfeeManagement', path: '/boardingfeeManagement' },
      { key: 'boardingCountIncome', labelId: 'menu.countIncome', path: '/boardingmgi' },
      { key: 'boardingCountExpense', labelId: 'menu.countExpense', path: '/boardingmge' },
      { key: 'boardingCountReport', labelId: 'menu.countReport', path: '/boardingmgr' },
    ],
  },
  {
    group: 'library', labelId: 'menu.library', icon: BookOutlined,
    entries: [
      { key: 'bookList', labelId: 'menu.bookList', path: '/bookList' },
      { key: 'givingBook', labelId: 'menu.givingBook', path: '/givingBook' },
      { key: 'receivingBook', labelId: 'menu.receivingBook', path: '/receivingBook' },
    ],
  },
  {
    group: 'attendance', labelId: 'menu.attendance', icon: CalendarOutlined,
    entries: [
      { key: 'all_attendance', labelId: 'menu.allAttendance', path: '/all_attendance' },
      { key: 'attendanceRegister', labelId: 'menu.attendanceRegister', path: '/attendanceRegister' },
    ],
  },
  {
    group: 'donation', labelId: 'menu.donation', icon: HeartOutlined,
    entries: [
      { key: 'donorList', labelId: 'menu.donorList', path: '/donorList' },
      { key: 'donationRecord1', labelId: 'menu.donationRecord1', path: '/donationRecord1' },
    ],
  },
  {
    group: 'messageService', labelId: 'menu.messageService', icon: MessageOutlined,
    entries: [
      { key: 'messaging', labelId: 'menu.messaging', path: '/messaging' },
      { key: 'balanceInquery', labelId: 'menu.balanceInquery', path: '/balanceInquery' },
    ],
  },
  { group: 'admission', labelId: 'menu.admission', icon: UserAddOutlined, entries: [{ key: 'studentList', labelId: 'menu.studentList', path: '/studentList' }] },
  {
    group: 'buyAndSell', labelId: 'menu.buyAndSell', icon: ShopOutlined,
    entries: [
      { key: 'buyAndSell', labelId: 'menu.products', path: '/buyAndSell' },
      { key: 'soldProductList', labelId: 'menu.soldProductList', path: '/soldProductList' },
    ],
  },
  { group: 'website', labelId: 'menu.website', icon: GlobalOutlined, entries: [{ key: 'articles', labelId: 'menu.articles', path: '/articles' }] },
  {
    group: 'settings', labelId: 'menu.settings', icon: SettingOutlined,
    entries: [
      { key: 'settings', labelId: 'menu.academySettings', path: '/settings' },
      { key: 'users', labelId: 'menu.users', path: '/users' },
      { key: 'academyInfo', labelId: 'menu.academyInfo', action: 'academyInfo' },
    ],
  },
];

/** Icons for quick links on the dashboard, by entry key. */
export const ENTRY_ICONS: Record<string, ComponentType> = {
  classPanel: TeamOutlined,
  users: SolutionOutlined,
  academyInfo: BankOutlined,
  studentList: UserAddOutlined,
  settings: SettingOutlined,
  messaging: MessageOutlined,
  result: TrophyOutlined,
  homeWork: EditOutlined,
  papers: ScheduleOutlined,
  seatPlane: TableOutlined,
  gradings: OrderedListOutlined,
  registers: ProfileOutlined,
  officiants: IdcardOutlined,
  leavesManage: CarryOutOutlined,
  leavesManageStudent: CarryOutOutlined,
  officiantsReport: FileDoneOutlined,
  store: InboxOutlined,
  receipt: FileTextOutlined,
  voucher: FileTextOutlined,
  salaryGiving: WalletOutlined,
  approvedReceiptBooks: BookOutlined,
  regardingChanging: OrderedListOutlined,
  countIncome: FileTextOutlined,
  countExpense: FileTextOutlined,
  countReport: FileDoneOutlined,
  boardingreceipt: FileTextOutlined,
  boardingvoucher: FileTextOutlined,
  studentFees: WalletOutlined,
  boardingacceptMoney: WalletOutlined,
  boardingfeeManagement: OrderedListOutlined,
  boardingCountIncome: FileTextOutlined,
  boardingCountExpense: FileTextOutlined,
  boardingCountReport: FileDoneOutlined,
  studentReport: FileDoneOutlined,
  buyAndSell: ShopOutlined,
  soldProductList: FileTextOutlined,
  bookList: BookOutlined,
  givingBook: ReadOutlined,
  receivingBook: InboxOutlined,
  donorList: HeartOutlined,
  donationRecord1: FileTextOutlined,
  articles: FileTextOutlined,
  all_attendance: CalendarOutlined,
  attendanceRegister: ProfileOutlined,
  balanceInquery: WalletOutlined,
};

/** The sections a user sees: allowed by their menu groups and with something to open. */
export function visibleMenu(menuGroups: readonly string[], userType?: string): MenuSection[] {
  return MENU
    .map((s) => (s.entries.some((e) => e.permission) ? { ...s, entries: s.entries.filter((e) => !e.permission || (!!userType && can(userType, e.permission))) } : s))
    .filter((s) => menuGroups.includes(s.group) && (s.path || s.entries.length > 0));
}

/**
 * The dashboard's quick links (issue 25): the few everyday tasks of each role, by menu entry key,
 * instead of the whole menu again. Entries the user's menu groups do not show are left out.
 */
export const ROLE_TASKS: Record<string, readonly string[]> = {
  superUser: ['studentList', 'receipt', 'studentFees', 'classPanel', 'result', 'messaging'],
  admin: ['users', 'settings', 'officiants', 'academyInfo'],
  councilMember: ['approvedReceiptBooks', 'countReport', 'officiants', 'studentList'],
  principal: ['studentList', 'officiants', 'leavesManage', 'officiantsReport', 'salaryGiving'],
  education: ['studentList', 'classPanel', 'result', 'homeWork', 'messaging'],
  accountant: ['receipt', 'studentFees', 'voucher', 'countIncome', 'countReport'],
  boardingSuper: ['boardingacceptMoney', 'boardingreceipt', 'boardingvoucher'],
  hostelManager: ['studentReport', 'registers', 'messaging'],
  managerAcademicLibrary: ['bookList', 'givingBook', 'receivingBook'],
  generalTeacher: ['all_attendance', 'studentList', 'bookList'],
  admitExaminer: ['studentList'],
  volunteer: ['all_attendance', 'studentList'],
  general: ['studentList', 'all_attendance'],
};

/** The quick links of a role: its tasks the menu shows it, in the task order. */
export function roleTasks(role: string, menuGroups: readonly string[]): MenuEntry[] {
  const entries = new Map(visibleMenu(menuGroups).flatMap((s) => s.entries).map((e) => [e.key, e]));
  return (ROLE_TASKS[role] ?? []).flatMap((k) => (entries.has(k) ? [entries.get(k)!] : []));
}

/** Whether the menu groups open a path of the drawer (a screen of a group the user lacks is refused). */
export function canOpen(menuGroups: readonly string[], path: string): boolean {
  return MENU.some((s) => menuGroups.includes(s.group) && (s.path === path || s.entries.some((e) => e.path === path)));
}
