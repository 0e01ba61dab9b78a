import { takaToPaisa, VOUCHER_LINES, voucherTotal } from '@rules/salary';
import type { VoucherFieldsFragment, VoucherInput } from '@/gql/graphql';

export type Department = 'accounts' | 'boarding';
export type Fund = 'generalFund' | 'charityFund';
export const FUNDS: Fund[] = ['generalFund', 'charityFund'];
export const LINE_NUMBERS = Array.from({ length: VOUCHER_LINES }, (_, i) => i + 1);

/**
 * The voucher form's values: flat, as the spec's payload (regarding1..10, amount1..10), so a
 * server error naming `amount3` lands on that field.
 */
export interface VoucherValues {
  fund: Fund;
  voucherNo: number | null;
  name: string;
  description: string;
  date: string;
  principalSign: string;
  [line: `regarding${number}`]: string;
  [amount: `amount${number}`]: number | null;
}

/** The next numbers of the list (last + 1 per fund). */
export interface NextNumbers { generalFundVoucherNo: number; charityFundVoucherNo: number }

export const nextNumberOf = (fund: Fund, next: NextNumbers | null | undefined): number | null =>
  next ? (fund === 'charityFund' ? next.charityFundVoucherNo : next.generalFundVoucherNo) : null;

function blankLines(): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const n of LINE_NUMBERS) {
    out[`regarding${n}`] = '';
    out[`amount${n}`] = null;
  }
  return out;
}

/** A new voucher: general fund, its next number, today. */
export function emptyVoucher(today: string, next: NextNumbers | null | undefined): VoucherValues {
  return { fund: 'generalFund', voucherNo: nextNumberOf('generalFund', next), name: '', description: '', date: today, principalSign: '', ...blankLines() } as VoucherValues;
}

export function fromVoucher(v: VoucherFieldsFragment): VoucherValues {
  const values = { fund: v.fund as Fund, voucherNo: v.voucherNo, name: v.name, description: v.description, date: v.date, principalSign: '', ...blankLines() } as VoucherValues;
  v.lines.forEach((l, i) => {
    values[`regarding${i + 1}`] = l.regarding;
    values[`amount${i + 1}`] = l.amount;
  });
  return values;
}

const amountOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v !== 0 ? v : null);
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The live total in paisa (the same rule the server applies on save). */
export function liveTotalPaisa(values: Partial<VoucherValues>): number {
  return voucherTotal(LINE_NUMBERS.map((n) => {
    const a = amountOf(values[`amount${n}`]);
    return a === null ? 0 : takaToPaisa(a);
  }));
}

/**
 * Fields to mark before asking the server (spec §5): the first regarding and amount, and the
 * missing half of any other line that is half filled; on an edit, the principal's code.
 */
export function missingVoucherFields(values: Partial<VoucherValues>, editing: boolean): string[] {
  const out: string[] = [];
  for (const n of LINE_NUMBERS) {
    const regarding = textOf(values[`regarding${n}`]);
    const amount = amountOf(values[`amount${n}`]);
    if (n > 1 && !regarding && amount === null) continue;
    if (!regarding) out.push(`regarding${n}`);
    if (amount === null) out.push(`amount${n}`);
  }
  if (!values.fund) out.push('fund');
  if (editing && !textOf(values.principalSign)) out.push('principalSign');
  return out;
}

/** The mutation's input: filled lines only, in order (empty lines dropped before sending, spec §5). */
export function toVoucherInput(values: VoucherValues, department: Department, id?: number | null): VoucherInput {
  const lines = LINE_NUMBERS
    .map((n) => ({ regarding: textOf(values[`regarding${n}`]), amount: amountOf(values[`amount${n}`]) }))
    .filter((l, i) => i === 0 || l.regarding || l.amount !== null);
  const code = textOf(values.principalSign);
  return {
    ...(id ? { id } : {}),
    department,
    fund: values.fund,
    voucherNo: values.voucherNo || null,
    name: textOf(values.name),
    description: textOf(values.description),
    lines,
    date: values.date || '',
    principalSign: code || null,
  };
}

/** The field names the server may name (for its message on the field). */
export const VOUCHER_FIELDS: string[] = ['fund', 'voucherNo', 'name', 'description', 'date', 'principalSign', ...LINE_NUMBERS.flatMap((n) => [`regarding${n}`, `amount${n}`])];

/** Expense heads of a fund (the regardings lists: mge for the general fund, mce for the charity fund). */
export function headsOf(fund: Fund, regardings: { mce: string[]; mge: string[] } | null | undefined, used: string[]): string[] {
  const list = fund === 'charityFund' ? regardings?.mce : regardings?.mge;
  return [...new Set([...(list ?? []), ...used].map((s) => s.trim()).filter(Boolean))];
}
