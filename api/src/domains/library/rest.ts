import type { Request, Router } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, restTable, snakeView, type Plain } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { parseScan } from '../../rules/library';
import type { Book } from './entities';
import { bookView, libraryService, providedView, type ProvidedWithBooks } from './service';
import {
  AcceptBooksInput, BookInput, BookRefInput, LibrarySettingsInput, ProvideInput, ProvidedBooksArgs, ProvidedUpdateInput,
} from './types';

/** book_no, book_name, writer, subject, part, price, storage_location, publisher, condition (spec doc 2 §3), plus id and created_at. */
const bookRest = (b: Book) => snakeView(bookView(b));
/** id_no, name, class_or_level, giving_date, receiving_date, late_fee, books_provided (book_name, book_no, part), … */
function providedRest(p: ProvidedWithBooks): Plain {
  const { books, returnedBooks, ...rest } = providedView(p);
  return { ...snakeView(rest), books_provided: books.map(snakeView), books_returned: returnedBooks.map(snakeView) };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A number from JSON or a form ("5" is 5, "12.50" is 12.5); anything else as it came, for the input's rules to refuse. */
const num = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/**
 * Book rows of a payload: a list of {bookNo, part} (or "bookNo-part" texts, the barcode), or the
 * spec's indexed object (bookNo0, part0, bookName0, bookNo1 …, or {"0": {…}}). Rows without a
 * number are the form's empty rows and are skipped; a row with a number and no part is refused.
 */
function bookRefs(value: unknown): BookRefInput[] {
  let rows: unknown[] = [];
  if (Array.isArray(value)) rows = value;
  else if (value && typeof value === 'object') {
    const o = value as Plain;
    const indexed = Object.keys(o).map((k) => /^book_?no_?(\d+)$/i.exec(k)?.[1]).filter((i): i is string => i !== undefined);
    rows = indexed.length
      ? indexed.map((i) => ({ bookNo: o[`bookNo${i}`] ?? o[`book_no${i}`], part: o[`part${i}`] }))
      : Object.values(o);
  }
  return rows.flatMap((r) => {
    if (typeof r === 'string' || typeof r === 'number') {
      if (blank(r)) return [];
      const scan = parseScan(String(r));
      if (scan?.kind !== 'book') throw new AppError('invalidValue', { field: 'bookNo' });
      return [fromPlain(BookRefInput, { bookNo: scan.bookNo, part: scan.part })];
    }
    const row = camelBody(r && typeof r === 'object' ? (r as Plain) : {});
    if (blank(row.bookNo) && blank(row.part)) return [];
    return [fromPlain(BookRefInput, { bookNo: num(row.bookNo), part: blank(row.part) ? 0 : num(row.part) })];
  });
}

function bookInput(req: Request): Promise<BookInput> {
  const b = camelBody(req);
  return check(fromPlain(BookInput, {
    bookNo: blank(b.bookNo) ? 0 : num(b.bookNo), part: blank(b.part) ? 0 : num(b.part), bookName: b.bookName ?? '', writer: b.writer ?? '',
    subject: b.subject ?? '', publisher: b.publisher ?? '', price: blank(b.price) ? 0 : num(b.price), storageLocation: b.storageLocation ?? '',
  }));
}

/** /api/library: the library calls (spec doc 2 §7), plus the receiver check and the late fee setting (README). */
export function libraryRoutes(): Router {
  return restTable({
    'POST /book/new/:code': async (ctx, req) => ({ book: bookRest(await libraryService.addBook(ctx, await bookInput(req))) }),

    /** Body (optional): search. */
    'POST /books/:code': async (ctx, req) => {
      const search = camelBody(req).search;
      return { books: (await libraryService.books(ctx, typeof search === 'string' ? search : null)).map(bookRest) };
    },

    /** Body: the book form; bookNo and part name the book (they are not changed). */
    'PUT /book/update/:code': async (ctx, req) => ({ book: bookRest(await libraryService.updateBook(ctx, await bookInput(req))) }),

    /** :bookNo is "12-1" (number and part) or a number with ?part= (or the only part of that number). */
    'DELETE /book/delete/:code/:bookNo': async (ctx, req) => {
      const raw = String(req.params.bookNo);
      const scan = parseScan(raw);
      let ref: { bookNo: number; part: number };
      if (scan?.kind === 'book') ref = scan;
      else if (/^\d{1,9}$/.test(raw) && Number(raw) > 0) {
        const part = req.query.part;
        if (typeof part === 'string' && /^\d{1,9}$/.test(part)) ref = { bookNo: Number(raw), part: Number(part) };
        else {
          const all = await libraryService.booksOfNumber(ctx, Number(raw));
          if (all.length > 1) throw new AppError('requiredField', { field: 'part' });
          if (!all.length) throw new AppError('sorryNotFound');
          ref = all[0];
        }
      } else throw new AppError('sorryNotFound');
      await libraryService.deleteBook(ctx, ref.bookNo, ref.part);
    },

    /** Body: idNo, kind (student by default), givingDate, receivingDate, lateFee, providedBooks. */
    'POST /book/provide/:code': async (ctx, req) => {
      const b = camelBody(req);
      const input = await check(fromPlain(ProvideInput, {
        kind: b.kind ?? 'student', idNo: b.idNo == null ? '' : String(b.idNo), givingDate: b.givingDate ?? '', receivingDate: b.receivingDate ?? '',
        lateFee: blank(b.lateFee) ? 0 : num(b.lateFee), books: bookRefs(b.providedBooks ?? b.books),
      }));
      return { provided_book: providedRest(await libraryService.provide(ctx, input)) };
    },

    /** Body (optional): search, all (closed records too), page/limit or offset. */
    'POST /book/provided_books/:code': async (ctx, req) => {
      const b = camelBody(req);
      const args = Object.assign(new ProvidedBooksArgs(), pageFromQuery({ ...(req.query as Plain), ...b }), {
        search: typeof b.search === 'string' ? b.search : null, all: truthy(b.all),
      });
      const page = await libraryService.provided(ctx, await check(args));
      return { provided_books: page.items.map(providedRest), total: page.total };
    },

    /** Body: id, receivingDate, lateFee, providedBooks (books added), missingBookNos (books taken off the list). */
    'PUT /book/provided/update/:code': async (ctx, req) => {
      const b = camelBody(req);
      const input = await check(fromPlain(ProvidedUpdateInput, {
        id: num(b.id), receivingDate: blank(b.receivingDate) ? null : b.receivingDate, lateFee: blank(b.lateFee) ? null : num(b.lateFee),
        addBooks: bookRefs(b.providedBooks ?? b.addBooks), missingBooks: bookRefs(b.missingBookNos ?? b.missingBooks),
      }));
      return { provided_book: providedRest(await libraryService.updateProvided(ctx, input)) };
    },

    /** Body: id, providedBooks or bookNos (the scanned books), allAccept. */
    'POST /book/accept/:code': async (ctx, req) => {
      const b = camelBody(req);
      const input = await check(fromPlain(AcceptBooksInput, { id: num(b.id), books: bookRefs(b.providedBooks ?? b.bookNos ?? b.books), all: truthy(b.allAccept ?? b.all) }));
      const done = await libraryService.accept(ctx, input);
      return { provided_book: providedRest(done), returned: done.returned, late_fee: done.fee / 100 };
    },

    /** Query: kind (student or staff), idNo. */
    'GET /receiver/:code': async (ctx, req) => {
      const q = camelBody(req.query as Plain);
      return { receiver: snakeView(await libraryService.receiver(ctx, typeof q.kind === 'string' ? q.kind : 'student', typeof q.idNo === 'string' ? q.idNo : '')) };
    },

    'GET /settings/:code': async (ctx) => ({ settings: snakeView(await libraryService.settings(ctx)) }),

    /** Body: lateFeePerDay (taka; 0 for none). Left out or blank: requiredField, nothing written. */
    'PUT /settings/:code': async (ctx, req) => {
      const b = camelBody(req);
      const input = await check(fromPlain(LibrarySettingsInput, { lateFeePerDay: blank(b.lateFeePerDay) ? undefined : num(b.lateFeePerDay) }));
      return { settings: snakeView(await libraryService.saveSettings(ctx, input)) };
    },
  });
}
