import {
  ALLOWANCE_KEYS, DEDUCTION_KEYS, EXTRA_KEYS, percentToBp, SALARY_MONEY_KEYS, salaryRowTotals, salarySheetTotals, takaToPaisa,
  type SalaryAmounts, type SalaryMoneyKey,
} from '@rules/salary';
import type { SalaryRowFieldsFragment, SalaryRowInput, SalarySheetInput } from '@/gql/graphql';

/** The money columns of the sheet in the spec's order (increment percent after the other allowances). */
export type SalaryColumn = SalaryMoneyKey | 'incrementPercent';
export const ADDITION_COLUMNS: SalaryColumn[] = [...ALLOWANCE_KEYS, 'incrementPercent', ...EXTRA_KEYS];
export const DEDUCTION_COLUMNS: SalaryColumn[] = [...DEDUCTION_KEYS];

/** One editable row of the sheet editor (amounts in taka, as typed). */
export type EditRow = {
  key: string;
  staffRowId: number | null;
  staffId: string;
  name: string;
  designation: string;
  workdays: number;
  attendance: number;
  incrementPercent: number;
} & Record<SalaryMoneyKey, number>;

let seq = 0;
const newKey = () => `row-${++seq}`;

export function blankRow(): EditRow {
  const money = Object.fromEntries(SALARY_MONEY_KEYS.map((k) => [k, 0])) as Record<SalaryMoneyKey, number>;
  return { key: newKey(), staffRowId: null, staffId: '', name: '', designation: '', workdays: 0, attendance: 0, incrementPercent: 0, ...money };
}

export function rowFromSheet(r: SalaryRowFieldsFragment): EditRow {
  const row = blankRow();
  for (const k of SALARY_MONEY_KEYS) row[k] = r[k];
  return {
    ...row, staffRowId: r.staffRowId ?? null, staffId: r.staffId, name: r.name, designation: r.designation,
    workdays: r.workdays, attendance: r.attendance, incrementPercent: r.incrementPercent,
  };
}

const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A row's amounts in paisa, as the rule takes them. */
export function paisaOf(r: EditRow): SalaryAmounts {
  const out = { incrementBp: percentToBp(n(r.incrementPercent)) } as SalaryAmounts;
  for (const k of SALARY_MONEY_KEYS) out[k] = takaToPaisa(n(r[k]));
  return out;
}

/** A row's increment, total, deductions and net in taka (the server's rule, exact to the paisa). */
export function rowTotals(r: EditRow): { increment: number; total: number; deductions: number; net: number } {
  const t = salaryRowTotals(paisaOf(r));
  return { increment: t.increment / 100, total: t.total / 100, deductions: t.deductions / 100, net: t.net / 100 };
}

/** The sheet's column sums in taka. */
export function sheetTotals(rows: EditRow[]): Record<SalaryMoneyKey | 'increment' | 'total' | 'deductions' | 'net', number> {
  const t = salarySheetTotals(rows.map(paisaOf));
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v / 100])) as Record<SalaryMoneyKey | 'increment' | 'total' | 'deductions' | 'net', number>;
}

/** What the editor refuses before asking the server: a row without a name, attendance above workdays, a net below 0. */
export function rowProblem(r: EditRow): 'name' | 'attendance' | 'net' | null {
  if (!r.name.trim()) return 'name';
  if (n(r.attendance) > n(r.workdays)) return 'attendance';
  if (rowTotals(r).net < 0) return 'net';
  return null;
}

export function toRowInput(r: EditRow): SalaryRowInput {
  const out = {
    staffRowId: r.staffRowId, staffId: r.staffId.trim(), name: r.name.trim(), designation: r.designation.trim(),
    workdays: n(r.workdays), attendance: n(r.attendance), incrementPercent: n(r.incrementPercent),
  } as SalaryRowInput;
  for (const k of SALARY_MONEY_KEYS) (out as Record<string, unknown>)[k] = n(r[k]);
  return out;
}

export function toSheetInput(sheet: { id?: number | null; month: string; department: string; note: string }, rows: EditRow[]): SalarySheetInput {
  return { ...(sheet.id ? { id: sheet.id } : {}), month: sheet.month, department: sheet.department, note: sheet.note, rows: rows.map(toRowInput) };
}

/** The month after the latest sheet's, or this month (YYYY-MM). */
export function suggestedMonth(today: string, months: string[]): string {
  const latest = [...months].sort().pop();
  if (!latest) return today.slice(0, 7);
  const [y, m] = latest.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return next;
}
