import { amountToPay, isYearly, monthOf, monthsOfYear, periodOf, type PaidPeriod, type PeriodStatus } from '@rules/fee-dues';
import { toPaisa } from '@rules/fees';
import type { FeeFieldsFragment, FeeInput, StudentFeesFieldsFragment } from '@/gql/graphql';

export type FeeDepartment = 'accounts' | 'boarding';
export type FeeLine = StudentFeesFieldsFragment['lines'][number];

/** One title's choice in the collection form: the months picked and the amount (taka) to take. */
export interface ItemDraft { subject: string; months: string[]; amount: number | null }

/** The form's values (antd Form): the student, the year, the day, a note and a draft per title. */
export interface FeeValues {
  /** The admit number found (the field holds what was typed). */
  admitNo: number | null;
  year: number;
  date: string;
  note: string;
  items: ItemDraft[];
  /** A new payment may also issue its receipt (the keys are the server's field names, for its errors). */
  issueReceipt?: boolean;
  'receipt.fund'?: string;
  'receipt.regarding'?: string;
  'receipt.principalCode'?: string;
}

/** A month of a title as the picker shows it: taken by another payment, or free to pick. */
export interface MonthChoice { month: string; period: string; status: PeriodStatus | 'mine'; selectable: boolean }

/** The periods an edited payment itself paid (they are free again in its own form). */
export function ownPeriods(editing: Pick<FeeFieldsFragment, 'items'> | null): Set<string> {
  const own = new Set<string>();
  for (const item of editing?.items ?? []) for (const m of item.selectedMonths) own.add(`${item.subject}|${periodOf(item.subject, m)}`);
  return own;
}

/**
 * The twelve months of a title (a yearly title: its one period, shown by its first month): a
 * period another payment paid in full cannot be picked again, nor one that asks nothing (before
 * the admission month); a part-paid one can (its remainder is suggested), and the edited payment's own.
 */
export function monthChoices(line: FeeLine, year: number, own: Set<string>): MonthChoice[] {
  const byPeriod = new Map(line.periods.map((p) => [p.period, p]));
  const months = line.yearly ? [monthOf(year, 1)] : monthsOfYear(year);
  return months.map((month) => {
    const period = periodOf(line.title, month);
    if (own.has(`${line.title}|${period}`)) return { month, period, status: 'mine', selectable: true };
    const status = (byPeriod.get(period)?.status ?? 'due') as PeriodStatus;
    // Paid in full by another payment, or asking nothing (before admission): not to pick.
    return { month, period, status, selectable: status !== 'paid' && status !== 'none' };
  });
}

/** What other payments paid, by title and period (the edited payment's own periods left out). */
export function paidByOthers(lines: FeeLine[], own: Set<string>): PaidPeriod[] {
  return lines.flatMap((l) => l.periods
    .filter((p) => p.paid > 0 && !own.has(`${l.title}|${p.period}`))
    .map((p) => ({ subject: l.title, period: p.period, amountPaisa: toPaisa(p.paid) })));
}

/** The amount a title's picked months ask (taka): what remains of each, upcoming ones too (rules/fee-dues). */
export function suggestedAmount(line: FeeLine, paid: PaidPeriod[], months: string[], fromMonth: string): number {
  return amountToPay({ title: line.title, amountPaisa: toPaisa(line.amount) }, paid, months, fromMonth) / 100;
}

/** The form's drafts: one per title of the department; an edited payment's items picked again. */
export function draftsFor(lines: FeeLine[], editing: Pick<FeeFieldsFragment, 'items'> | null): ItemDraft[] {
  return lines.map((l) => {
    const item = editing?.items.find((i) => i.subject === l.title);
    return { subject: l.title, months: item ? [...item.selectedMonths] : [], amount: item ? item.totalAmount : null };
  });
}

/**
 * The picked drafts as the save call's items; drafts without months are left out. A receipt asked
 * for follows the fee rule (issue 25): no fund is sent, and the head is the first item's title as
 * `head` words it (the translated title), so the office is not asked again.
 */
export function toFeeInput(values: FeeValues, department: FeeDepartment, id?: number, head?: (title: string) => string): FeeInput {
  return {
    ...(id ? { id } : {}),
    department,
    admitNo: values.admitNo,
    year: values.year,
    date: values.date || null,
    note: values.note.trim() || null,
    items: values.items
      .filter((i) => i.months.length > 0)
      .map((i) => ({ subject: i.subject, selectedMonths: [...i.months].sort(), totalAmount: i.amount ?? 0 })),
    ...(!id && values.issueReceipt
      ? { receipt: receiptOf(values, head) }
      : {}),
  };
}

function receiptOf(values: FeeValues, head?: (title: string) => string): NonNullable<FeeInput['receipt']> {
  const fund = values['receipt.fund'];
  if (fund) return { fund, regarding: values['receipt.regarding'] ?? '', principalCode: values['receipt.principalCode'] ?? '' };
  const first = values.items.find((i) => i.months.length > 0)?.subject;
  return { regarding: first && head ? head(first) : null, principalCode: values['receipt.principalCode'] ?? '' };
}

/** Why the form cannot be saved yet, as a message id (null: it can). */
export function formProblem(items: ItemDraft[]): string | null {
  const picked = items.filter((i) => i.months.length > 0);
  if (!picked.length) return 'fees.pickMonths';
  if (picked.some((i) => !(i.amount !== null && i.amount > 0))) return 'fees.amountNeeded';
  return null;
}

/** The sum of the picked items (taka, exact to the paisa). */
export function draftTotal(items: ItemDraft[]): number {
  return items.filter((i) => i.months.length > 0).reduce((n, i) => n + toPaisa(i.amount ?? 0), 0) / 100;
}

/**
 * Months as runs of consecutive months, for a short text: ['2026-01', '2026-02', '2026-03', '2026-05']
 * → [['2026-01', '2026-03'], ['2026-05', '2026-05']].
 */
export function monthRuns(months: string[]): [string, string][] {
  const sorted = [...new Set(months)].sort();
  const runs: [string, string][] = [];
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  for (const m of sorted) {
    const last = runs[runs.length - 1];
    if (last && index(m) === index(last[1]) + 1) last[1] = m;
    else runs.push([m, m]);
  }
  return runs;
}

export { isYearly };
