import { academyStatus } from '../../rules/academy-status';
import { menuGroupsOf, permissionsOf } from '../../rules/permissions';
import type { Academy } from './academy.entity';
import type { AcademyView, MeView, UserFieldsView, UserView } from './auth.types';
import type { User } from './user.entity';

/**
 * The SMS balance as every answer gives it: taka (spec doc 2 §9: messages = balance × 100 / 40),
 * the unit the dashboard and the screens show; the academy row keeps exact paisa.
 */
export const smsTaka = (a: Pick<Academy, 'smsBalance'>): number => a.smsBalance / 100;

/** Entity → GraphQL shapes (camelCase) and → the spec's REST shapes (snake_case). Never a password hash. */
export function academyView(a: Academy, today: string): AcademyView {
  return {
    code: a.code, slug: a.slug, name: a.name, address: a.address, englishName: a.englishName,
    englishAddress: a.englishAddress, country: a.country, mobile: a.mobile, academyType: a.academyType,
    numberOfStudents: a.numberOfStudents, email: a.email, language: a.language, logoUrl: a.logoUrl,
    calligraphyUrl: a.calligraphyUrl, academyPhotoUrl: a.academyPhotoUrl,
    studentDefaultPhotoUrl: a.studentDefaultPhotoUrl, bill: a.bill, smsBalance: smsTaka(a),
    activation: a.activation, expiryDate: a.expiryDate, balanceExpiry: a.balanceExpiry,
    status: academyStatus(a, today),
  };
}

function userFields(u: User): UserFieldsView {
  return {
    id: u.id, code: u.code, email: u.email, type: u.type, firstName: u.firstName,
    lastName: u.lastName, signUrl: u.signUrl, avatarUrl: u.avatarUrl,
  };
}

/** A user of the office's list; `admitNos`: a guardian's linked children (guardian-children.service). */
export function userView(u: User, admitNos: number[] = []): UserView {
  return Object.assign(userFields(u), { admitNos });
}

/**
 * The signed-in user (GraphQL `Me`). The academy, permissions and menu groups are worked out only
 * when read: graphql-js reads only the fields a query asks for, and `{ me { email type } }` needs
 * none of them (building all of it took about 6 µs of each call, 1 % of a small signed-in call).
 * A class with its getters on the prototype: an object literal with getters, or a spread, itself
 * takes about a microsecond to build.
 */
class SignedInView implements MeView {
  declare id: number;
  declare code: string;
  declare email: string;
  declare type: string;
  declare firstName: string;
  declare lastName: string;
  declare signUrl: string;
  declare avatarUrl: string;

  constructor(u: User, private readonly ofAcademy: Academy, private readonly today: string) {
    Object.assign(this, userFields(u));
  }

  get academy(): AcademyView { return academyView(this.ofAcademy, this.today); }
  get permissions(): string[] { return permissionsOf(this.type); }
  get menuGroups(): string[] { return menuGroupsOf(this.type); }
}

export function meView(u: User, a: Academy, today: string): MeView {
  return new SignedInView(u, a, today);
}

/** REST: a user row as the spec names its fields. */
export function userRest(u: User, admitNos?: number[]) {
  return {
    id: u.id, code: u.code, email: u.email, type: u.type, first_name: u.firstName,
    last_name: u.lastName, sign_url: u.signUrl, avatar_url: u.avatarUrl, ...(admitNos ? { admit_nos: admitNos } : {}),
  };
}

/** REST: an academy as the spec's academy list names its fields. */
export function academyRest(a: Academy, today: string) {
  return {
    code: a.code, slug: a.slug, name: a.name, address: a.address, english_name: a.englishName,
    english_address: a.englishAddress, country: a.country, mobile: a.mobile, academy_type: a.academyType,
    number_of_students: a.numberOfStudents, email: a.email, language: a.language, logo_url: a.logoUrl,
    calligraphy_url: a.calligraphyUrl, academy_photo_url: a.academyPhotoUrl, student_default_photo: a.studentDefaultPhotoUrl,
    bill: a.bill, sms_balance: smsTaka(a), activation: a.activation, expiry_date: a.expiryDate,
    balance_expiry: a.balanceExpiry, academy_status: academyStatus(a, today),
  };
}

/** REST: the logged-in user as spec §3 lists it (user fields plus the academy's). */
export function meRest(u: User, a: Academy, today: string) {
  return {
    ...userRest(u),
    name: a.name, address: a.address, english_name: a.englishName, english_address: a.englishAddress,
    mobile: a.mobile, academy_type: a.academyType, number_of_students: a.numberOfStudents,
    country: a.country, bill: a.bill, logo_url: a.logoUrl, calligraphy_url: a.calligraphyUrl,
    academy_photo_url: a.academyPhotoUrl, sms_balance: smsTaka(a), activation: a.activation,
    expiry_date: a.expiryDate, balance_expiry: a.balanceExpiry, student_default_photo: a.studentDefaultPhotoUrl,
    slug: a.slug, academy_status: academyStatus(a, today),
    permissions: permissionsOf(u.type), menu_groups: menuGroupsOf(u.type),
  };
}
