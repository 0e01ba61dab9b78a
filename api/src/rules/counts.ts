/**
 * Monthly and yearly counts and counting reports (spec doc 2 §3–§5; DESIGN §12). Pure: no I/O.
 * Money is integer paisa; every sum is exact.
 *
 * Types: m/y = monthly/yearly, c/g = charity/general fund, i/e/r = income/expense/report
 * (mci = monthly charity income, ygr = yearly general report). A monthly period is 'YYYY-MM',
 * a yearly one 'YYYY'.
 */

export const COUNT_TYPES = ['mci', 'mgi', 'mce', 'mge', 'yci', 'ygi', 'yce', 'yge'] as const;
export const REPORT_TYPES = ['mcr', 'mgr', 'ycr', 'ygr'] as const;
export const ALL_COUNT_TYPES = [...COUNT_TYPES, ...REPORT_TYPES] as const;
export type CountType = (typeof COUNT_TYPES)[number];
export type ReportType = (typeof REPORT_TYPES)[number];
export type AnyCountType = CountType | ReportType;

/**
 * The departments that keep their own counted books: accounts (/receipt, /voucher) and boarding
 * (/boardingreceipt, /boardingvoucher). Each has its own counts, reports, carried balances and
 * closed months; 'accounts' is the default of every counting call.
 */
export const COUNT_DEPARTMENTS = ['accounts', 'boarding'] as const;
export type CountDepartment = (typeof COUNT_DEPARTMENTS)[number];
export const isCountDepartment = (value: string): value is CountDepartment => (COUNT_DEPARTMENTS as readonly string[]).includes(value);

export type Period = 'monthly' | 'yearly';
export type CountFund = 'charityFund' | 'generalFund';
export type CountKind = 'income' | 'expense' | 'report';

export interface TypeParts { period: Period; fund: CountFund; kind: CountKind }

/** What a type stands for; null for anything that is not one of the twelve types. */
export function typeParts(type: string): TypeParts | null {
  if (!(ALL_COUNT_TYPES as readonly string[]).includes(type)) return null;
  return {
    period: type[0] === 'm' ? 'monthly' : 'yearly',
    fund: type[1] === 'c' ? 'charityFund' : 'generalFund',
    kind: type[2] === 'i' ? 'income' : type[2] === 'e' ? 'expense' : 'report',
  };
}

/** The type of the given parts (typeOf({ period: 'monthly', fund: 'generalFund', kind: 'report' }) = 'mgr'). */
export function typeOf(parts: TypeParts): AnyCountType {
  return `${parts.period[0]}${parts.fund === 'charityFund' ? 'c' : 'g'}${parts.kind[0] === 'i' ? 'i' : parts.kind[0] === 'e' ? 'e' : 'r'}` as AnyCountType;
}

/** Whether `date` is a period of that kind: 'YYYY-MM' (month 01–12) for monthly, 'YYYY' for yearly. */
export function isPeriod(period: Period, date: string): boolean {
  return period === 'monthly' ? /^\d{4}-(0[1-9]|1[0-2])$/.test(date) : /^\d{4}$/.test(date);
}

/** The first and last calendar date (YYYY-MM-DD) of a period; string comparison of dates then selects it. */
export function periodRange(period: Period, date: string): { from: string; to: string } {
  return period === 'monthly' ? { from: `${date}-01`, to: `${date}-31` } : { from: `${date}-01-01`, to: `${date}-12-31` };
}

/**
 * The first day (YYYY-MM-DD) a period may be saved as a count or report: the day after it ends,
 * so that no receipt or voucher of it is still to come (issue 22: a count saved on 28 November
 * closed the rest of November). A month: the 1st of the next month; a year: 1 January of the next.
 */
export function countableFrom(period: Period, date: string): string {
  if (period === 'yearly') return `${Number(date) + 1}-01-01`;
  const [y, m] = date.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** One account head's sum. */
export interface Head { regarding: string; paisa: number }

/** A receipt as a count reads it. */
export interface IncomeSource { bookNo: number; receiptNoFrom: number; receiptNoTill: number; name: string; regarding: string; amountPaisa: number; date: string }
/** A voucher as a count reads it: its filled lines. */
export interface ExpenseSource { voucherNo: number; name: string; date: string; totalPaisa: number; lines: Head[] }

export interface IncomeCount { rows: IncomeSource[]; heads: Head[]; totalPaisa: number }
export interface ExpenseCount { rows: ExpenseSource[]; heads: Head[]; totalPaisa: number }

/** Heads in the order they first appear, sums exact; the same regarding (trimmed, letter case aside) is one head, named as first written. */
export function groupByRegarding(lines: Head[]): Head[] {
  const byKey = new Map<string, Head>();
  for (const line of lines) {
    const name = line.regarding.trim();
    // Stryker disable next-line MethodExpression: equivalent: upper or lower case, letter case is ignored either way
    const key = name.toLowerCase();
    const head = byKey.get(key);
    if (head) head.paisa += line.paisa;
    else byKey.set(key, { regarding: name, paisa: line.paisa });
  }
  return [...byKey.values()];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The income count of a period's receipts: rows by date, book and page; heads by regarding; the total. */
export function incomeCount(receipts: IncomeSource[]): IncomeCount {
  const rows = [...receipts].sort((a, b) => a.date.localeCompare(b.date) || a.bookNo - b.bookNo || a.receiptNoFrom - b.receiptNoFrom);
  const heads = groupByRegarding(rows.map((r) => ({ regarding: r.regarding, paisa: r.amountPaisa })));
  return { rows, heads, totalPaisa: sum(rows.map((r) => r.amountPaisa)) };
}

/** The expense count of a period's vouchers: rows by date and number; every line's regarding a head; the total of the voucher totals. */
export function expenseCount(vouchers: ExpenseSource[]): ExpenseCount {
  const rows = [...vouchers].sort((a, b) => a.date.localeCompare(b.date) || a.voucherNo - b.voucherNo);
  const heads = groupByRegarding(rows.flatMap((r) => r.lines));
  return { rows, heads, totalPaisa: sum(rows.map((r) => r.totalPaisa)) };
}

/** A saved report as the carried balance reads it. */
export interface SavedBalance { date: string; balancePaisa: number }

/**
 * The balance carried into a period: the balance of the latest saved report before it (same type,
 * so the same fund and period kind), else 0.
 */
export function previousBalance(saved: SavedBalance[], date: string): number {
  let best: SavedBalance | null = null;
  // Stryker disable next-line EqualityOperator: equivalent: a type has one saved report per period, so two dates are never equal
  for (const r of saved) if (r.date < date && (!best || r.date > best.date)) best = r;
  return best ? best.balancePaisa : 0;
}

export interface ReportFigures { preBalancePaisa: number; incomePaisa: number; expensePaisa: number; balancePaisa: number }

/** previous balance + income − expense = balance (may be negative). */
export function reportFigures(preBalancePaisa: number, incomePaisa: number, expensePaisa: number): ReportFigures {
  return { preBalancePaisa, incomePaisa, expensePaisa, balancePaisa: preBalancePaisa + incomePaisa - expensePaisa };
}

/** A regarding's sum as the database groups it: its exact text, its sum, and a key of its first row (sortable as text). */
export interface HeadGroup { regarding: string; paisa: number; first: string }

/**
 * The heads from grouped sums: the same heads, in the same order and under the same names as
 * groupByRegarding over the rows (groups taken in order of their first row, then merged trimmed and
 * letter case aside, named as the earliest one).
 */
export function headsOfGroups(groups: HeadGroup[]): Head[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent under Node's (V8) stable sort, which only needs 'less' told apart (300 shuffled groups in rules-counts-examples); not by the language spec
  const ordered = [...groups].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  return groupByRegarding(ordered.map((g) => ({ regarding: g.regarding, paisa: g.paisa })));
}
