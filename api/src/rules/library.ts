/**
 * The library's rules (spec doc 2 §4, §5, §9), shared by the API and the web: barcode scans,
 * the provide form's defaults, the late fee and the total-books grouping. Pure: no I/O.
 */
import { isIsoDate } from './dates';
import { leaveDays } from './leaves';

/** A book's condition: 'in' on the shelf, 'out' while provided (spec doc 2 §3). */
export const BOOK_CONDITIONS = ['in', 'out'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];

/** Who a provide is for: a student (admit number) or a staff member (staff id). */
export const RECEIVER_KINDS = ['student', 'staff'] as const;
export type ReceiverKind = (typeof RECEIVER_KINDS)[number];
export const isReceiverKind = (v: unknown): v is ReceiverKind => (RECEIVER_KINDS as readonly unknown[]).includes(v);

/** The provide form's manual mode has 20 rows (spec §9). */
export const PROVIDE_FORM_ROWS = 20;
/** A barcode scan is read 1 second after typing stops (spec §9). */
export const SCAN_WAIT_MS = 1000;
/** The largest book number and part (an int column). */
export const MAX_BOOK_NO = 999_999_999;

/** A book's barcode and label text: bookNo-part ("12-1"). */
export function bookCode(bookNo: number, part: number): string {
  return `${bookNo}-${part}`;
}

/** What a barcode scan names: a student (0.0-<admit number>), a book (bookNo-part), or nothing. */
export type Scan = { kind: 'student'; admitNo: string } | { kind: 'book'; bookNo: number; part: number } | null;

const STUDENT_SCAN = /^0\.0-(\d{1,9})$/;
const BOOK_SCAN = /^(\d{1,9})-(\d{1,9})$/;

/**
 * Reads a scanned or typed text (spec §9): "0.0-1023" is the student with admit number 1023 (the
 * student ID card's barcode); "12-1" is book 12, part 1; anything else (blank, letters, a lone
 * number, a part or number of 0) is null. Spaces around the text are ignored.
 */
export function parseScan(text: string): Scan {
  const t = text.trim();
  const student = STUDENT_SCAN.exec(t);
  if (student) return Number(student[1]) > 0 ? { kind: 'student', admitNo: String(Number(student[1])) } : null;
  const book = BOOK_SCAN.exec(t);
  if (!book) return null;
  const bookNo = Number(book[1]);
  const part = Number(book[2]);
  return bookNo >= 1 && part >= 1 ? { kind: 'book', bookNo, part } : null;
}

/**
 * The receiving date a provide starts with: one year after the giving date (spec §9), the same
 * day and month; 29 February gives 28 February of the next year.
 */
export function defaultReceivingDate(givingDate: string): string {
  if (!isIsoDate(givingDate)) throw new Error(`not a date: ${givingDate}`);
  const next = `${Number(givingDate.slice(0, 4)) + 1}${givingDate.slice(4)}`;
  return isIsoDate(next) ? next : `${next.slice(0, 8)}28`;
}

/** Whole days a return on `returnDate` is past `receivingDate` (0 when on time or early). */
export function daysLate(receivingDate: string, returnDate: string): number {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent: leaveDays gives null (so 0) for a bad date or an end before the start, and 1 − 1 = 0 on the day itself
  if (!isIsoDate(receivingDate) || !isIsoDate(returnDate) || returnDate <= receivingDate) return 0;
  return (leaveDays(receivingDate, returnDate) ?? 1) - 1;
}

/**
 * The late fee of a return, in paisa: the per-day rate (paisa, the library setting; 0 by
 * default, spec §9) times the days past the receiving date. Dates are Asia/Dhaka calendar days.
 * A record's fee never goes down: the service keeps the larger of what it holds and this.
 */
export function lateFee(ratePerDayPaisa: number, receivingDate: string, returnDate: string): number {
  // Stryker disable next-line EqualityOperator: equivalent: a rate of 0 times the days late is 0
  if (!Number.isInteger(ratePerDayPaisa) || ratePerDayPaisa <= 0) return 0;
  return ratePerDayPaisa * daysLate(receivingDate, returnDate);
}

/** A book as the totals read it. */
export interface BookLike { bookName: string; writer: string; part: number; condition: string }
/** One line of "total books": a name, writer and part, and how many copies (in and out). */
export interface BookTotal { bookName: string; writer: string; part: number; total: number; in: number; out: number }

// Stryker disable next-line MethodExpression: equivalent for grouping: upper or lower case, letter case is ignored either way
const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Total books (spec doc 2 §2): the books grouped by name, writer and part (letter case and
 * spacing aside), with how many copies each has, how many are in and how many out; sorted by
 * name, writer, then part.
 */
export function bookTotals(books: readonly BookLike[]): BookTotal[] {
  const groups = new Map<string, BookTotal>();
  for (const b of books) {
    const k = `${key(b.bookName)}\u0000${key(b.writer)}\u0000${b.part}`;
    const g = groups.get(k) ?? { bookName: b.bookName.trim(), writer: b.writer.trim(), part: b.part, total: 0, in: 0, out: 0 };
    g.total += 1;
    if (b.condition === 'out') g.out += 1;
    else g.in += 1;
    groups.set(k, g);
  }
  return [...groups.values()].sort((a, b) => a.bookName.localeCompare(b.bookName) || a.writer.localeCompare(b.writer) || a.part - b.part);
}
