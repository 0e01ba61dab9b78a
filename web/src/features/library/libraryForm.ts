import { bookCode, PROVIDE_FORM_ROWS } from '@rules/library';
import type { IntlShape } from 'react-intl';
import type { BookFieldsFragment, ProvidedBookFieldsFragment } from '@/gql/graphql';
import { errorMessageId, errorText } from '@/lib/errors';

/** A book named in the provide dialog: its number, part and (when known) name. */
export interface PickedBook { bookNo: number; part: number; bookName: string }
/** One of the manual mode's rows (blank until typed). */
export interface ManualRow { bookNo: number | null; part: number | null }

/** The manual mode's 20 empty rows (spec §9). */
export const emptyRows = (): ManualRow[] => Array.from({ length: PROVIDE_FORM_ROWS }, () => ({ bookNo: null, part: null }));

export const codeOf = (b: { bookNo: number; part: number }) => bookCode(b.bookNo, b.part);

/** The book of the library with that number and part, if any. */
export function findBook(books: readonly BookFieldsFragment[], bookNo: number, part: number): BookFieldsFragment | undefined {
  return books.find((b) => b.bookNo === bookNo && b.part === part);
}

/**
 * The books a save sends: the scanned list, then the complete manual rows (a number and a part),
 * each book once (spec: duplicate book numbers in rows are dropped), without the ones in `skip`.
 */
export function bookRefs(picked: readonly PickedBook[], rows: readonly ManualRow[], skip: readonly { bookNo: number; part: number }[] = []): { bookNo: number; part: number }[] {
  const seen = new Set(skip.map(codeOf));
  const out: { bookNo: number; part: number }[] = [];
  const add = (bookNo: number, part: number) => {
    const code = bookCode(bookNo, part);
    if (seen.has(code)) return;
    seen.add(code);
    out.push({ bookNo, part });
  };
  for (const p of picked) add(p.bookNo, p.part);
  for (const r of rows) if (r.bookNo && r.part) add(r.bookNo, r.part);
  return out;
}

/** The books of a record as one text ("12-1, 13-2"): those still out, then those back (issue 25: a returned record keeps its list). */
export const bookCodes = (p: ProvidedBookFieldsFragment) => [...p.books, ...p.returnedBooks].map(codeOf).join(', ');

/** Whether an open record is past its receiving date (Asia/Dhaka today). */
export const isOverdue = (p: ProvidedBookFieldsFragment, today: string) => !p.returnedDate && p.receivingDate < today;

/** The library's reasons for notWorked (bookOut, fullDelete, closed) have their own messages. */
export const LIBRARY_REASONS = ['bookOut', 'fullDelete', 'closed'] as const;

/** A failed library call's text: notWorked with a library reason says which ("book 3-1 is out"); anything else as usual. */
export function libraryErrorText(intl: IntlShape, error: unknown): string | null {
  const m = errorMessageId(error);
  const reason = m.values.reason;
  if (m.id === 'error.notWorked' && (LIBRARY_REASONS as readonly unknown[]).includes(reason)) return intl.formatMessage({ id: `library.reason.${String(reason)}` }, m.values);
  return null;
}

/** libraryErrorText, or the catalogue's text. */
export const libraryError = (intl: IntlShape, error: unknown) => libraryErrorText(intl, error) ?? errorText(intl, error);
