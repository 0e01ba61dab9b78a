import { takaToPaisa } from '@rules/salary';
import type { ControllerAcademyFieldsFragment, ControllerAcademyInput, ControllerAcademyUpdateInput, ControllerBalanceInput } from '@/gql/graphql';

/** The controller's terms of an academy, as the form holds them (bill in taka). */
export interface TermsValues {
  activation: boolean;
  expiryDate: string;
  billTaka: number | null;
}

export interface TopUpValues {
  amountTaka: number | null;
  balanceExpiry: string;
}

export interface NewAcademyValues extends TermsValues {
  name: string;
  address: string;
  englishName: string;
  englishAddress: string;
  country: string;
  mobile: string;
  academyType: string;
  language: string;
  numberOfStudents: number | null;
  email: string;
  password: string;
  cpassword: string;
}

export const TERMS_FIELDS = ['activation', 'expiryDate', 'bill', 'billTaka'] as const;
export const TOP_UP_FIELDS = ['amount', 'amountTaka', 'balanceExpiry'] as const;
export const NEW_ACADEMY_FIELDS = [
  'name', 'address', 'englishName', 'englishAddress', 'country', 'mobile', 'academyType', 'language',
  'numberOfStudents', 'email', 'password', 'cpassword', ...TERMS_FIELDS,
] as const;

/** A YYYY-MM-DD date moved by whole months (the last day of a shorter month when the day does not exist). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The expiry an extension starts from: the current expiry while it is still ahead, else today
 * (an academy whose trial ended gets its months from today, not from the past).
 */
export function extendFrom(expiryDate: string, today: string): string {
  return expiryDate && expiryDate > today ? expiryDate : today;
}

export function termsOf(a: ControllerAcademyFieldsFragment): TermsValues {
  return { activation: a.activation, expiryDate: a.expiryDate, billTaka: a.bill / 100 };
}

export function termsInput(code: string, v: TermsValues): ControllerAcademyUpdateInput {
  return { code, activation: v.activation, expiryDate: v.expiryDate ?? '', bill: takaToPaisa(v.billTaka ?? 0) };
}

/** The top-up in taka, to the paisa (the API takes and gives the SMS balance in taka). */
export function topUpInput(code: string, v: TopUpValues): ControllerBalanceInput {
  return { code, amount: takaToPaisa(v.amountTaka ?? 0) / 100, balanceExpiry: v.balanceExpiry };
}

export function newAcademyInput(v: NewAcademyValues): ControllerAcademyInput {
  return {
    name: v.name.trim(), address: v.address.trim(), englishName: v.englishName.trim(), englishAddress: v.englishAddress.trim(),
    country: v.country, mobile: v.mobile.trim(), academyType: v.academyType, language: v.language,
    numberOfStudents: v.numberOfStudents ?? 0, email: v.email.trim(), password: v.password, cpassword: v.cpassword,
    activation: v.activation, expiryDate: v.expiryDate ?? '', bill: takaToPaisa(v.billTaka ?? 0),
  };
}

/** An audit row's JSON side as a list of [field, value] pairs (empty for null). */
export function auditSide(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The fields an audit row changed: those whose before and after differ (all of them for a create or delete). */
export function changedFields(before: string | null | undefined, after: string | null | undefined): { field: string; from: unknown; to: unknown }[] {
  const b = auditSide(before);
  const a = auditSide(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) => ({ field, from: b[field], to: a[field] }));
}
