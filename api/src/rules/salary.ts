/**
 * Salary sheets and payment vouchers (spec doc 2 §3 "Salary sheet columns", §5 Voucher): pure,
 * exact money rules shared by the API (which recomputes on every save) and the web (live totals).
 * Every amount is integer paisa; a sum of paisa is exact.
 *
 * Salary row (one staff member, one month), in the spec's column order:
 *   total      = basic + daily + responsibility + supervision + house rent + travel + medical
 *                + snacks + other allowances + increment + overtime + bonus
 *   increment  = basic × increment percent, rounded to the paisa half-up. The percent has at most
 *                two decimals and is held as hundredths of a percent (basis points), so the
 *                product is an exact integer: increment = floor((basic × bp + 5000) / 10000).
 *   deductions = loan + electricity + food + gas + cleaning + government tax + mobile + internet + others
 *   net        = total − deductions
 * Workdays and attendance are day counts kept on the sheet; they do not change an amount (the
 * office enters the amounts it pays for the month).
 *
 * Worked example (tests/api/rules-salary.test.ts): basic 12,000.00, daily 500.00, house rent
 * 3,000.00, medical 250.50, increment 5.5 % (660.00 on the basic), overtime 300.00, bonus 0 →
 * total 16,710.50; loan 1,000.00, food 1,200.00, mobile 99.99 → deductions 2,299.99; net 14,410.51.
 *
 * Voucher: total = the sum of its ten line amounts (blank lines count 0).
 */

/** Allowance columns, in the spec's order (increment, overtime and bonus follow them). */
export const ALLOWANCE_KEYS = ['basic', 'daily', 'responsibility', 'supervision', 'houseRent', 'travel', 'medical', 'snacks', 'otherAllowances'] as const;
/** Columns after the increment that add to the total. */
export const EXTRA_KEYS = ['overtime', 'bonus'] as const;
/** Deduction columns, in the spec's order. */
export const DEDUCTION_KEYS = ['loan', 'electricity', 'food', 'gas', 'cleaning', 'governmentTax', 'mobile', 'internet', 'others'] as const;
/** Every money column a row is entered with. */
export const SALARY_MONEY_KEYS = [...ALLOWANCE_KEYS, ...EXTRA_KEYS, ...DEDUCTION_KEYS] as const;

export type SalaryMoneyKey = (typeof SALARY_MONEY_KEYS)[number];

/** One row's entered amounts in paisa, and its increment in hundredths of a percent. */
export type SalaryAmounts = Record<SalaryMoneyKey, number> & { incrementBp: number };

export interface SalaryRowTotals {
  increment: number;
  /** The spec's "total" after bonus: every allowance, the increment, overtime and bonus. */
  total: number;
  deductions: number;
  net: number;
}

/** The largest amount of one salary column, in taka (the paisa fit a 32-bit column with room). */
export const MAX_SALARY_TAKA = 10_000_000;
/** The largest increment percent. */
export const MAX_INCREMENT_PERCENT = 100;
/** The largest day count of workdays and attendance. */
export const MAX_DAYS = 31;
/** The most staff rows one sheet holds. */
export const MAX_SALARY_ROWS = 500;

/** Ten regarding/amount lines on a voucher (spec §9). */
export const VOUCHER_LINES = 10;
/** The largest voucher total, in paisa (two crore taka; fits a 32-bit column). */
export const MAX_VOUCHER_PAISA = 2_000_000_000;

/** Taka with at most two decimals to exact paisa. */
export function takaToPaisa(taka: number): number {
  return Math.round(taka * 100);
}

/** A percent with at most two decimals to hundredths of a percent (5.5 → 550). */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** Whether a number is a whole amount of paisa: finite, from 0 to `max` taka, at most two decimals. */
export function isTakaAmount(value: unknown, maxTaka = MAX_SALARY_TAKA): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maxTaka) return false;
  // Stryker disable next-line EqualityOperator: equivalent: a difference of exactly 1e-6 paisa is not a float any input gives
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The increment of a basic pay (paisa) at `bp` hundredths of a percent, rounded to the paisa half-up. */
export function incrementPaisa(basicPaisa: number, bp: number): number {
  // Stryker disable next-line EqualityOperator: equivalent: a basic or percent of exactly 0 gives floor(5000 / 10000) = 0 anyway
  if (basicPaisa <= 0 || bp <= 0) return 0;
  return Math.floor((basicPaisa * bp + 5000) / 10000);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const amount = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A salary row's increment, total, deductions and net, in paisa. */
export function salaryRowTotals(row: SalaryAmounts): SalaryRowTotals {
  const increment = incrementPaisa(amount(row.basic), amount(row.incrementBp));
  const total = sum(ALLOWANCE_KEYS.map((k) => amount(row[k]))) + increment + sum(EXTRA_KEYS.map((k) => amount(row[k])));
  const deductions = sum(DEDUCTION_KEYS.map((k) => amount(row[k])));
  return { increment, total, deductions, net: total - deductions };
}

export type SalarySheetTotals = Record<SalaryMoneyKey, number> & SalaryRowTotals;

/** A sheet's column sums (every money column, increment, total, deductions, net), in paisa. */
export function salarySheetTotals(rows: readonly SalaryAmounts[]): SalarySheetTotals {
  const out = Object.fromEntries([...SALARY_MONEY_KEYS, 'increment', 'total', 'deductions', 'net'].map((k) => [k, 0])) as unknown as SalarySheetTotals;
  for (const row of rows) {
    for (const k of SALARY_MONEY_KEYS) out[k] += amount(row[k]);
    const t = salaryRowTotals(row);
    out.increment += t.increment;
    out.total += t.total;
    out.deductions += t.deductions;
    out.net += t.net;
  }
  return out;
}

/** A voucher's total: the sum of its line amounts in paisa (a blank line counts 0). */
export function voucherTotal(amounts: readonly (number | null | undefined)[]): number {
  return sum(amounts.map(amount));
}

/** A month as YYYY-MM (a real month). */
export function isMonth(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  // Stryker disable next-line ConditionalExpression,UnaryOperator: equivalent: four digits are never above 9999 (nor is their negative)
  return !!m && +m[1] >= 1900 && +m[1] <= 9999 && +m[2] >= 1 && +m[2] <= 12;
}

/** The word "salary" in the academy's language: the paid sheet's voucher line is "<word> YYYY-MM". */
const SALARY_WORD: Record<string, string> = { bn: 'বেতন', en: 'Salary', ar: 'رواتب' };

/** The regarding of the voucher that pays a month's salary sheet ("Salary 2026-03", "বেতন 2026-03"). */
export function salaryRegarding(month: string, lang: string): string {
  return `${SALARY_WORD[lang] ?? SALARY_WORD.en} ${month}`;
}
