import { ACADEMY_ROLES, type Role } from '@rules/permissions';
import type { UserFieldsFragment, UserRegisterInput, UserUpdateInput } from '@/gql/graphql';

/** Spec §9: minimum password length. */
export const MIN_PASSWORD = 5;

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  cpassword?: string;
  type: string;
  sign?: File | null;
  avatar?: File | null;
  /** A guardian's children by admit number (admin or superUser set them). */
  admitNos?: string[];
}

/** The admit numbers typed in the children field, as numbers; null when one is not a whole number. */
export function admitNosOf(values: UserFormValues): number[] | null {
  const out: number[] = [];
  for (const text of values.admitNos ?? []) {
    const t = String(text).trim();
    if (!/^\d{1,9}$/.test(t) || Number(t) < 1) return null;
    out.push(Number(t));
  }
  return [...new Set(out)];
}

/** The children field shows for a guardian, to admin or superUser only. */
export function maySetChildren(actor: Actor, type: string | undefined): boolean {
  return actor.canManage && type === 'guardian';
}

/** Catalogue key of what is wrong with a password pair, or null. Editing: empty keeps the password. */
export function passwordProblem(password: string | undefined, cpassword: string | undefined, editing: boolean): string | null {
  const pw = password ?? '';
  if (editing && !pw && !cpassword) return null;
  if (pw.length < MIN_PASSWORD) return 'requireText';
  if (pw !== (cpassword ?? '')) return 'notConfirmedPassword';
  return null;
}

/** The types a user may give: every academy type; superUser only by a superUser. */
export function typeOptions(myType: string | undefined): Role[] {
  return ACADEMY_ROLES.filter((r) => r !== 'superUser' || myType === 'superUser');
}

export interface Actor {
  id?: number;
  type?: string;
  canManage: boolean;
  canChooseType: boolean;
}

/** Own profile always; others with user.manage, and a superUser's only by a superUser. */
export function mayEdit(actor: Actor, user: UserFieldsFragment): boolean {
  if (actor.id === user.id) return true;
  return actor.canManage && (user.type !== 'superUser' || actor.type === 'superUser');
}

/** Nobody deletes themselves; a superUser is deleted only by a superUser. */
export function mayDelete(actor: Actor, user: UserFieldsFragment): boolean {
  return actor.id !== user.id && mayEdit(actor, user);
}

/** The type select is enabled for admin and superUser, never on one's own profile. */
export function mayChooseType(actor: Actor, editing: UserFieldsFragment | null): boolean {
  return actor.canChooseType && (!editing || editing.id !== actor.id);
}

export const emptyUserForm = (): UserFormValues => ({
  firstName: '', lastName: '', email: '', password: '', cpassword: '', type: 'general', sign: null, avatar: null, admitNos: [],
});

export function formFromUser(user: UserFieldsFragment): UserFormValues {
  return { ...emptyUserForm(), firstName: user.firstName, lastName: user.lastName, email: user.email, type: user.type, admitNos: (user.admitNos ?? []).map(String) };
}

/** Register input (no id); the type only when the actor may choose it; children only for a guardian, by admin or superUser. */
export function registerInput(values: UserFormValues, chooseType: boolean, setChildren = false): UserRegisterInput {
  return {
    firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(),
    password: values.password ?? '', cpassword: values.cpassword ?? '',
    ...(chooseType && { type: values.type }),
    ...(setChildren && { admitNos: admitNosOf(values) ?? [] }),
  };
}

/** Update input; the password only when typed, the type only when the actor may choose it. */
export function updateInput(id: number, values: UserFormValues, chooseType: boolean, setChildren = false): UserUpdateInput {
  return {
    id, firstName: values.firstName.trim(), lastName: values.lastName.trim(),
    ...(values.password ? { password: values.password, cpassword: values.cpassword ?? '' } : {}),
    ...(chooseType && { type: values.type }),
    ...(setChildren && { admitNos: admitNosOf(values) ?? [] }),
  };
}

/** Only chosen files travel; anything else (a saved URL, null) is left out. */
export function fileOrUndefined(value: unknown): File | undefined {
  return typeof File !== 'undefined' && value instanceof File ? value : undefined;
}
