/**
 * The one permission table: every row of both spec permission tables and the menu groups.
 * The server enforces it on every operation; `me` sends it to the client so both read the same table.
 * Pure data, shared with the web client.
 */
export const ACADEMY_ROLES = [
  'admin', 'superUser', 'general', 'councilMember', 'principal', 'education', 'hostelManager',
  'generalTeacher', 'admitExaminer', 'accountant', 'boardingSuper', 'managerAcademicLibrary',
  'volunteer', 'guardian',
] as const;
export type Role = (typeof ACADEMY_ROLES)[number];

/** Every academy user except a guardian. */
const STAFF = ACADEMY_ROLES.filter((r) => r !== 'guardian');

const ADMINISTRATION: Role[] = ['principal', 'admin', 'councilMember', 'superUser'];

export const MENU_GROUPS = {
  dashboard: STAFF,
  administration: ADMINISTRATION,
  education: ['education', ...ADMINISTRATION],
  hostelManager: STAFF,
  accounts: ['accountant', ...ADMINISTRATION],
  boarding: ['accountant', 'boardingSuper', ...ADMINISTRATION],
  donation: ['accountant', 'education', ...ADMINISTRATION],
  messageService: ['education', 'principal', 'admin', 'councilMember', 'superUser', 'hostelManager'],
  buyAndSell: ['education', 'principal', 'admin', 'councilMember', 'superUser', 'hostelManager'],
  library: STAFF,
  attendance: STAFF,
  admission: STAFF,
  website: STAFF,
  settings: STAFF,
} satisfies Record<string, readonly Role[]>;
export type MenuGroup = keyof typeof MENU_GROUPS;

/** Actions and who may do them (spec document 1 §6 and document 2 §6). */
export const PERMISSIONS = {
  // document 1 (result.write also covers the grading settings and the exam routine: the exam office)
  'result.write': ['education', 'superUser'],
  'staff.write': ['principal', 'superUser'],
  'leave.write': ['principal', 'education', 'superUser'],
  'staffReport.write': ['principal', 'superUser'],
  'furniture.write': ['principal', 'superUser'],
  'class.write': ['education', 'superUser'],
  'student.manage': ['education', 'principal', 'superUser'],
  'student.edit': STAFF,
  'academy.update': ['admin', 'superUser'],
  'user.chooseType': ['admin', 'superUser'],
  // document 2
  'donor.write': ['principal', 'superUser'],
  'donation.delete': ['principal', 'superUser'],
  'receiptBook.write': ['councilMember', 'superUser'],
  'givenFurniture.write': ['principal', 'superUser'],
  'count.write': ['accountant', 'superUser'],
  'regarding.write': ['accountant', 'superUser'],
  'receipt.write': ['accountant', 'boardingSuper', 'superUser'],
  'voucher.write': ['accountant', 'boardingSuper', 'superUser'],
  'academy.images': ['admin', 'superUser'],
  'book.write': ['managerAcademicLibrary', 'superUser'],
  // providing and receiving books are open to the academy's staff (spec doc 2 §6)
  'book.provide': STAFF,
  'hostelReport.write': STAFF,
  'product.write': STAFF,
  'attendance.delete': STAFF,
  // attendance entries: the attendance menu group has no type check (spec doc 2 §6)
  'attendance.write': STAFF,
  // attendance devices: add, edit, delete and "pull now" (issue 22: the server connects to a device's
  // address). The spec gives devices no row of their own; they are the academy's equipment, managed by
  // the administration menu group (principal, admin, councilMember, superUser) like its furniture, and,
  // in the controller area, by super_admin. Teachers, volunteers and the other staff only read them.
  'attendanceDevice.write': ADMINISTRATION,
  // the academy's shift times (issue 12, beyond the spec): the superUser, in Settings
  'attendanceShift.write': ['superUser'],
  // "send absence messages now" (issue 12): the office's education user and the superUser
  'absenceSms.send': ['education', 'superUser'],
  'article.write': STAFF,
  // fee rules (no spec row: kept with the other accounts writes)
  'feeRule.write': ['accountant', 'superUser'],
  // settings have no type check (spec §6)
  'settings.write': STAFF,
  // the SMS outbox: the message service group
  'sms.read': ['education', 'principal', 'admin', 'councilMember', 'superUser', 'hostelManager'],
  // sending SMS (issue 12): the message service group too
  'sms.send': ['education', 'principal', 'admin', 'councilMember', 'superUser', 'hostelManager'],
  // homework: the education menu group
  'homework.write': ['education', ...ADMINISTRATION],
  // the guardian pages (result, homework by admit number): any user of the academy, guardians included
  'guardian.read': ACADEMY_ROLES,
  // reading the academy area at all
  'academy.read': STAFF,
  // the academy's data to take away (issue 26): every table and file of the academy, its superUser only
  'academy.export': ['superUser'],
  // users: anyone on staff sees the list; registering, editing others and deleting are for admin or superUser
  'user.read': STAFF,
  'user.manage': ['admin', 'superUser'],
  // the academy's history of changes (issue 26): the principal and the superUser
  'audit.read': ['principal', 'superUser'],
} satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: string, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

// Both tables are constant, so each role's lists are worked out once (every `me` asks for them).
const permissionsByRole = new Map<string, readonly Permission[]>();
const menuGroupsByRole = new Map<string, readonly MenuGroup[]>();

export function permissionsOf(role: string): Permission[] {
  let list = permissionsByRole.get(role);
  // Stryker disable next-line ConditionalExpression: equivalent: always recomputing the cached list gives the same list
  if (!list) permissionsByRole.set(role, (list = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p))));
  return [...list];
}

export function menuGroupsOf(role: string): MenuGroup[] {
  let list = menuGroupsByRole.get(role);
  // Stryker disable next-line ConditionalExpression: equivalent: always recomputing the cached list gives the same list
  if (!list) menuGroupsByRole.set(role, (list = (Object.keys(MENU_GROUPS) as MenuGroup[]).filter((g) => (MENU_GROUPS[g] as readonly string[]).includes(role))));
  return [...list];
}

/**
 * The controller area (spec doc 2 §6: "super_admin only"; issue 13: "moderators read"). super_admin
 * reads and writes everything; a moderator may read the lists (academies, users, operators, the
 * audit log) but changes nothing; an admin operator sees nothing beyond the dashboard shell.
 */
export const CONTROLLER_PERMISSIONS = {
  'controller.read': ['super_admin', 'moderator'],
  'controller.write': ['super_admin'],
} satisfies Record<string, readonly string[]>;
export type ControllerPermission = keyof typeof CONTROLLER_PERMISSIONS;

export function controllerCan(type: string, permission: ControllerPermission): boolean {
  return (CONTROLLER_PERMISSIONS[permission] as readonly string[]).includes(type);
}
