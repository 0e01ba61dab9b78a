import type { ApproveReceiptBooksInput, ReceiptBookRowInput } from '@/gql/graphql';

/** The approving form has ten rows (spec doc 2 §9). */
export const BOOK_FORM_ROWS = 10;
export const BOOK_DEPARTMENTS = ['accounts', 'boarding', 'donation', 'allDepartments'] as const;

/** The form's values: flat names as the server names its fields (rows.3.bookNo), so its errors land on them. */
export type BookFormValues = Record<string, number | string | null | undefined>;

export const rowField = (row: number, name: 'bookNo' | 'receiptFrom' | 'receiptTill' | 'department') => `rows.${row}.${name}`;

/** Every field name of the form (the dialog's `fields`: the server may name any of them). */
export const BOOK_FORM_FIELDS: string[] = [
  ...Array.from({ length: BOOK_FORM_ROWS }, (_, i) => (['bookNo', 'receiptFrom', 'receiptTill', 'department'] as const).map((n) => rowField(i, n))).flat(),
  'councilCode',
];

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Pages of a row: till − from + 1 (from is 1 when left out), or null while incomplete or reversed. */
export function rowPages(values: BookFormValues, row: number): number | null {
  const till = num(values[rowField(row, 'receiptTill')]);
  const from = num(values[rowField(row, 'receiptFrom')]) ?? 1;
  if (till === null || till < from) return null;
  return till - from + 1;
}

/** The rows that hold anything, as the server's input (blank rows are left out; the server collapses repeats). */
export function toApproveInput(values: BookFormValues): ApproveReceiptBooksInput {
  const rows: ReceiptBookRowInput[] = [];
  for (let i = 0; i < BOOK_FORM_ROWS; i++) {
    const bookNo = num(values[rowField(i, 'bookNo')]);
    const receiptFrom = num(values[rowField(i, 'receiptFrom')]);
    const receiptTill = num(values[rowField(i, 'receiptTill')]);
    const department = String(values[rowField(i, 'department')] ?? '');
    // Kept in place (blank rows too), so the server's row numbers are the form's.
    rows.push({ bookNo, receiptFrom, receiptTill, department: department || null });
  }
  return { rows, councilCode: String(values.councilCode ?? '').trim() };
}

/** Whether every row is blank (the server answers requireText; the form says so first). */
export function allRowsBlank(values: BookFormValues): boolean {
  return toApproveInput(values).rows.every((r) => r.bookNo === null && r.receiptTill === null && !r.department);
}

/** Spec §5: repeated book numbers in one submission collapse to one; the form shows which rows repeat. */
export function repeatedRows(values: BookFormValues): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  toApproveInput(values).rows.forEach((r, i) => {
    if (r.bookNo === null || r.bookNo === undefined) return;
    if (seen.has(r.bookNo)) out.push(i);
    seen.add(r.bookNo);
  });
  return out;
}
