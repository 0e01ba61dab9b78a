/**
 * What a student owes (spec doc 2 §3 "Fee"): the fee titles that apply to the student (from the fee
 * rules of their class and group, rules/fees.ts) for the chosen months, minus what was paid.
 * Pure: no I/O; shared by the API (the sheet, the card, the dues) and the web (the collection form).
 *
 * Money is integer paisa. A payment names months (YYYY-MM); a monthly title is owed once per month,
 * a yearly title (admission and development fees) once per year: its payments are kept against the
 * year (YYYY), whatever month was picked. A month is a period of a title: paid (paid at least the
 * amount), partial (paid less), due (nothing paid, not in the future), upcoming (a later month) or
 * none (nothing is owed: before the student's admission, or an amount of 0).
 */

/** The months by name (the spec's payloads may name months instead of numbering them). */
export const MONTH_NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
] as const;

/** Titles owed once a year, not every month. */
export const YEARLY_TITLES: readonly string[] = ['admission_fee', 'development_fee'];

/** The years a fee may be recorded for. */
export const FEE_YEAR_MIN = 2000;
export const FEE_YEAR_MAX = 2100;

export type PeriodStatus = 'paid' | 'partial' | 'due' | 'upcoming' | 'none';

const MONTH = /^(\d{4})-(\d{2})$/;

export function isYearly(title: string): boolean {
  return YEARLY_TITLES.includes(title);
}

export function isMonth(value: string): boolean {
  const m = MONTH.exec(value);
  return !!m && +m[2] >= 1 && +m[2] <= 12 && +m[1] >= FEE_YEAR_MIN && +m[1] <= FEE_YEAR_MAX;
}

/** YYYY-MM of a year and a month number 1–12. */
export function monthOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The twelve months of a year, YYYY-MM. */
export function monthsOfYear(year: number): string[] {
  return MONTH_NAMES.map((_, i) => monthOf(year, i + 1));
}

/**
 * A picked month as YYYY-MM in the given year: 'YYYY-MM' (of that year), a month name ('March',
 * 'march'), or a month number 1–12 ('3', '03', 3). Anything else (another year's month, 13, text): null.
 */
export function parseMonth(value: unknown, year: number): string | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 12 ? monthOf(year, value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (MONTH.test(text)) return isMonth(text) && text.startsWith(`${year}-`) ? text : null;
  if (/^\d{1,2}$/.test(text)) return parseMonth(Number(text), year);
  const i = MONTH_NAMES.indexOf(text.toLowerCase() as (typeof MONTH_NAMES)[number]);
  return i >= 0 ? monthOf(year, i + 1) : null;
}

/** The period a month's payment of a title is kept against: YYYY for a yearly title, else YYYY-MM. */
export function periodOf(title: string, month: string): string {
  return isYearly(title) ? month.slice(0, 4) : month;
}

/**
 * A total split over n periods, exact to the paisa: equal shares, the paisa left over go one each
 * to the first periods (1000 over 3 → 334, 333, 333).
 */
export function splitPaisa(total: number, n: number): number[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent: Array.from of length 0 or below is [] anyway
  if (n <= 0) return [];
  const share = Math.floor(total / n);
  const rest = total - share * n;
  return Array.from({ length: n }, (_, i) => share + (i < rest ? 1 : 0));
}

export interface PaidPeriod { subject: string; period: string; amountPaisa: number }

/**
 * A total split in proportion to weights, exact to the paisa: each takes the floor of its share, the
 * paisa left over go one each to the largest remainders (earliest first on a tie). All weights 0:
 * equal shares (splitPaisa). 2001 taka over what two months still owe, 500.50 and 1500.50 → 500.50
 * and 1500.50; 1000 over 200 and 100 → 666.67 and 333.33.
 */
export function splitByWeights(total: number, weights: number[]): number[] {
  const sum = weights.reduce((n, w) => n + Math.max(0, w), 0);
  if (sum <= 0) return splitPaisa(total, weights.length);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const shares = exact.map(Math.floor);
  let rest = total - shares.reduce((n, x) => n + x, 0);
  // Stryker disable next-line ArithmeticOperator: equivalent: the pairs are in index order and sort is stable, so the index tie-break never reorders
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    shares[i] += 1;
    rest -= 1;
  }
  return shares;
}

/**
 * One item of a payment (a title and its months) as the periods it pays, its total split over them:
 * in proportion to what each period still owes when `owed` is given (a part-paid month takes only
 * its remainder), else in equal shares.
 */
export function itemPeriods(subject: string, months: string[], totalPaisa: number, owed?: (period: string) => number): PaidPeriod[] {
  const periods = [...new Set(months.map((m) => periodOf(subject, m)))].sort();
  const shares = owed ? splitByWeights(totalPaisa, periods.map(owed)) : splitPaisa(totalPaisa, periods.length);
  return periods.map((period, i) => ({ subject, period, amountPaisa: shares[i] }));
}

/** A title that applies to the student and its amount per period (a month, or the year). */
export interface DueLine { title: string; amountPaisa: number }

export interface PeriodDue {
  period: string;
  /** What the period asks (0 before admission). */
  duePaisa: number;
  paidPaisa: number;
  /** What remains of a period that is due now (0 for an upcoming or paid period). */
  owedPaisa: number;
  status: PeriodStatus;
}

export interface LineDues extends DueLine {
  yearly: boolean;
  periods: PeriodDue[];
  duePaisa: number;
  paidPaisa: number;
  owedPaisa: number;
}

export interface DuesOptions {
  /** The month the student was admitted (YYYY-MM): nothing is owed before it. */
  from?: string;
  /** This month (YYYY-MM): later months are upcoming, not owed yet. */
  now: string;
}

function periodStatus(duePaisa: number, paidPaisa: number, upcoming: boolean): PeriodStatus {
  if (duePaisa === 0) return paidPaisa > 0 ? 'paid' : 'none';
  if (paidPaisa >= duePaisa) return 'paid';
  if (paidPaisa > 0) return 'partial';
  return upcoming ? 'upcoming' : 'due';
}

/** A period's last month: a yearly period (YYYY) is owed from its January. */
// Stryker disable next-line ConditionalExpression: equivalent: 'YYYY' and 'YYYY-01' order the same against any 'YYYY-MM' (this month)
const startOf = (period: string) => (period.length === 4 ? `${period}-01` : period);
// Stryker disable next-line ConditionalExpression: equivalent: 'YYYY-MM-12' orders against any 'YYYY-MM' admission month as 'YYYY-MM' does
const endOf = (period: string) => (period.length === 4 ? `${period}-12` : period);

/**
 * Dues of the chosen months for each line: per period what it asks, what was paid and what is
 * still owed now. A yearly line has one period per year of the months. Paid amounts of other
 * titles or periods are ignored.
 */
export function duesFor(lines: DueLine[], paid: PaidPeriod[], months: string[], opts: DuesOptions): LineDues[] {
  const paidBy = new Map<string, number>();
  for (const p of paid) paidBy.set(`${p.subject}|${p.period}`, (paidBy.get(`${p.subject}|${p.period}`) ?? 0) + p.amountPaisa);
  const chosen = [...new Set(months)].sort();
  return lines.map((line) => {
    const yearly = isYearly(line.title);
    const periods = [...new Set(chosen.map((m) => periodOf(line.title, m)))].map((period): PeriodDue => {
      // A yearly fee is owed from the admission year; a monthly fee from the admission month.
      const before = opts.from !== undefined && endOf(period) < opts.from;
      const duePaisa = before ? 0 : line.amountPaisa;
      const paidPaisa = paidBy.get(`${line.title}|${period}`) ?? 0;
      const upcoming = startOf(period) > opts.now;
      const status = periodStatus(duePaisa, paidPaisa, upcoming);
      return { period, duePaisa, paidPaisa, owedPaisa: upcoming ? 0 : Math.max(0, duePaisa - paidPaisa), status };
    });
    const sum = (k: 'duePaisa' | 'paidPaisa' | 'owedPaisa') => periods.reduce((n, p) => n + p[k], 0);
    return { ...line, yearly, periods, duePaisa: sum('duePaisa'), paidPaisa: sum('paidPaisa'), owedPaisa: sum('owedPaisa') };
  });
}

/**
 * What a payment of these months should be by default: for each period not yet paid in full, what
 * remains of it (the upcoming months too: paying ahead is allowed).
 */
export function amountToPay(line: DueLine, paid: PaidPeriod[], months: string[], from?: string): number {
  // Stryker disable next-line StringLiteral: equivalent: what remains to pay does not depend on which months are upcoming
  const [dues] = duesFor([line], paid, months, { from, now: '9999-12' });
  return dues.periods.reduce((n, p) => n + Math.max(0, p.duePaisa - p.paidPaisa), 0);
}

/** The totals of lines (what the chosen months ask, what was paid, what is owed now). */
export function duesTotal(lines: LineDues[]): { duePaisa: number; paidPaisa: number; owedPaisa: number } {
  return lines.reduce((t, l) => ({ duePaisa: t.duePaisa + l.duePaisa, paidPaisa: t.paidPaisa + l.paidPaisa, owedPaisa: t.owedPaisa + l.owedPaisa }), { duePaisa: 0, paidPaisa: 0, owedPaisa: 0 });
}
