import { In, IsNull, Not, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned, searchWhere, type Page } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import { isIsoDate } from '../../rules/dates';
import { toPaisa } from '../../rules/fees';
import { bookCode, defaultReceivingDate, isReceiverKind, lateFee } from '../../rules/library';
import { cleanName } from '../../rules/stock';
import { leavesService } from '../administration/leaves.service';
import { Book, LibrarySettings, ProvidedBook, ProvidedBookItem } from './entities';
import type {
  AcceptBooksInput, BookInput, BookRefInput, BookView, LibraryReceiverView, LibrarySettingsInput, ProvideInput, ProvidedBookItemView,
  ProvidedBooksArgs, ProvidedBookView, ProvidedUpdateInput,
} from './types';

export function bookView(b: Book): BookView {
  return {
    id: b.id, bookNo: b.bookNo, part: b.part, bookName: b.bookName, writer: b.writer, subject: b.subject, publisher: b.publisher,
    price: b.pricePaisa / 100, storageLocation: b.storageLocation, condition: b.condition, createdAt: b.createdAt,
  };
}

const itemView = (i: ProvidedBookItem): ProvidedBookItemView => ({ bookId: i.bookId, bookNo: i.bookNo, part: i.part, bookName: i.bookName, returnedDate: i.returnedDate });

/** A record with its books (the ones out, then the ones back). */
export interface ProvidedWithBooks { record: ProvidedBook; items: ProvidedBookItem[] }

export function providedView({ record: p, items }: ProvidedWithBooks): ProvidedBookView {
  return {
    id: p.id, kind: p.kind, idNo: p.idNo, name: p.name, classOrLevel: p.classOrLevel, givingDate: p.givingDate, receivingDate: p.receivingDate,
    lateFee: p.lateFeePaisa / 100, returnedDate: p.returnedDate, provider: p.provider,
    books: items.filter((i) => !i.returnedDate).map(itemView), returnedBooks: items.filter((i) => i.returnedDate).map(itemView),
  };
}

const refKey = (r: { bookNo: number; part: number }) => bookCode(r.bookNo, r.part);
/** Rows naming the same book collapse to one (spec: duplicate book numbers in rows are dropped). */
const uniqueRefs = (refs: BookRefInput[]) => [...new Map(refs.map((r) => [refKey(r), r])).values()].sort((a, b) => a.bookNo - b.bookNo || a.part - b.part);
const openKeyOf = (kind: string, idNo: string) => `${kind}:${idNo}`;
const actorName = (ctx: Ctx) => cleanName(`${ctx.actor!.user.firstName} ${ctx.actor!.user.lastName}`).slice(0, 120);
const col = (em: EntityManager, name: string) => em.connection.driver.escape(name);
/** A book that is out cannot be edited, deleted or provided: notWorked with the reason the screens show. */
const bookOut = (b: { bookNo: number; part: number }) => new AppError('notWorked', { reason: 'bookOut', book: refKey(b) });

async function itemsOf(em: EntityManager, code: string, ids: number[]): Promise<Map<number, ProvidedBookItem[]>> {
  const out = new Map<number, ProvidedBookItem[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await em.getRepository(ProvidedBookItem).find({ where: { code, providedId: In(ids) }, order: { id: 'ASC' } });
  for (const r of rows) out.get(r.providedId)?.push(r);
  return out;
}

async function withBooks(em: EntityManager, record: ProvidedBook): Promise<ProvidedWithBooks> {
  return { record, items: (await itemsOf(em, record.code, [record.id])).get(record.id) ?? [] };
}

async function ratePaisa(ctx: Ctx, em: EntityManager): Promise<number> {
  const row = await em.getRepository(LibrarySettings).findOne({ where: { code: owned(ctx, LibrarySettings, em).code } });
  return row?.lateFeePerDayPaisa ?? 0;
}

/** Sends books out for a record: each one conditional UPDATE (… WHERE condition = 'in'), so a book is never lent twice. */
async function lend(ctx: Ctx, em: EntityManager, record: ProvidedBook, refs: BookRefInput[]): Promise<void> {
  const books = owned(ctx, Book, em);
  const items = em.getRepository(ProvidedBookItem);
  for (const ref of refs) {
    const book = await books.repo.findOne({ where: books.where({ bookNo: ref.bookNo, part: ref.part }) });
    if (!book) throw new AppError('sorryNotFound', { book: refKey(ref) });
    const done = await em.createQueryBuilder().update(Book).set({ condition: 'out' })
      .where(`id = :id AND code = :code AND ${col(em, 'condition')} = 'in'`, { id: book.id, code: books.code })
      .updateEntity(false).execute();
    if (!done.affected) throw bookOut(book);
    await items.save(items.create({ code: books.code, providedId: record.id, bookId: book.id, bookNo: book.bookNo, part: book.part, bookName: book.bookName, returnedDate: null }));
  }
}

/**
 * Brings books of a record back in (accept, accept-all, or taken off the list on edit): the books
 * become 'in', the items get today's date, the late fee is counted (rate × days past the
 * receiving date, never lowering the fee held) and a record with nothing out is closed.
 */
async function bringBack(ctx: Ctx, em: EntityManager, record: ProvidedBook, items: ProvidedBookItem[], back: ProvidedBookItem[]): Promise<{ record: ProvidedBook; fee: number }> {
  const today = ctx.clock.today();
  for (const item of back) {
    await em.createQueryBuilder().update(Book).set({ condition: 'in' })
      .where(`id = :id AND code = :code AND ${col(em, 'condition')} = 'out'`, { id: item.bookId, code: record.code })
      .updateEntity(false).execute();
    await em.update(ProvidedBookItem, { id: item.id, code: record.code }, { returnedDate: today });
    item.returnedDate = today;
  }
  const fee = back.length ? lateFee(await ratePaisa(ctx, em), record.receivingDate, today) : 0;
  const stillOut = items.filter((i) => !i.returnedDate).length;
  const next: ProvidedBook = {
    ...record, lateFeePaisa: Math.max(record.lateFeePaisa, fee), openKey: stillOut ? record.openKey : null, returnedDate: stillOut ? null : today,
  };
  await em.update(ProvidedBook, { id: record.id, code: record.code }, { lateFeePaisa: next.lateFeePaisa, openKey: next.openKey, returnedDate: next.returnedDate });
  return { record: next, fee };
}

/** The out items of a record that the refs name; a ref not out on this record is sorryNotFound. */
function pick(items: ProvidedBookItem[], refs: BookRefInput[]): ProvidedBookItem[] {
  return uniqueRefs(refs).map((ref) => {
    const hit = items.find((i) => !i.returnedDate && i.bookNo === ref.bookNo && i.part === ref.part);
    if (!hit) throw new AppError('sorryNotFound', { book: refKey(ref) });
    return hit;
  });
}

/** An open record of this academy, locked; a closed one is notWorked (nothing is out to change). */
/** What the history records of a lending: the record, the books out and the books back (number/part). */
function lendingFields(p: ProvidedWithBooks) {
  const ref = (i: ProvidedBookItem) => `${i.bookNo}/${i.part}`;
  return { ...p.record, booksOut: p.items.filter((i) => !i.returnedDate).map(ref), booksBack: p.items.filter((i) => i.returnedDate).map(ref) };
}

async function openRecord(ctx: Ctx, em: EntityManager, id: number): Promise<ProvidedWithBooks> {
  const record = await owned(ctx, ProvidedBook, em).get(id, { lock: true });
  if (!record.openKey) throw new AppError('notWorked', { reason: 'closed' });
  return withBooks(em, record);
}

/** The library (spec doc 2 §2–§7 Library): books, provides, returns and the late fee rate. */
export const libraryService = {
  /** The books of the academy by number and part; search matches name, writer, subject, publisher or place. */
  async books(ctx: Ctx, search?: string | null): Promise<Book[]> {
    authorize(ctx, { permission: 'academy.read' });
    const mine = owned(ctx, Book);
    const words = searchWhere<Book>(['bookName', 'writer', 'subject', 'publisher', 'storageLocation'], search);
    const where = words ? words.map((w) => mine.where(w)) : mine.where();
    return mine.repo.find({ where, order: { bookNo: 'ASC', part: 'ASC' } });
  },

  /** A new book: (bookNo, part) unique in the academy (duplicateNotPossible); it starts 'in'. */
  async addBook(ctx: Ctx, input: BookInput): Promise<Book> {
    authorize(ctx, { permission: 'book.write', write: true });
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Book, em);
      if (await mine.repo.exists({ where: mine.where({ bookNo: input.bookNo, part: input.part }) })) throw new AppError('duplicateNotPossible', { field: 'bookNo' });
      return mine.repo.save(mine.create({ ...fieldsOf(input), bookNo: input.bookNo, part: input.part, condition: 'in', createdAt: ctx.clock.today() }));
    });
  },

  /** Edits the book (bookNo, part): they name it and are never changed; a book that is out cannot be edited. */
  async updateBook(ctx: Ctx, input: BookInput): Promise<Book> {
    authorize(ctx, { permission: 'book.write', write: true });
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Book, em);
      const book = await mine.getBy({ bookNo: input.bookNo, part: input.part }, { lock: true });
      if (book.condition === 'out') throw bookOut(book);
      const done = await em.update(Book, { id: book.id, code: book.code, condition: 'in' }, fieldsOf(input));
      if (!done.affected) throw bookOut(book);
      return { ...book, ...fieldsOf(input) };
    });
  },

  /** Deletes a book that is in (one that is out is notWorked). */
  async deleteBook(ctx: Ctx, bookNo: number, part: number): Promise<void> {
    authorize(ctx, { permission: 'book.write', write: true });
    await writeTransaction(ctx, async (em) => {
      const book = await owned(ctx, Book, em).getBy({ bookNo, part }, { lock: true });
      const done = await em.delete(Book, { id: book.id, code: book.code, condition: 'in' });
      if (!done.affected) throw bookOut(book);
    });
  },

  /** The books of one number (REST delete by number alone). */
  async booksOfNumber(ctx: Ctx, bookNo: number): Promise<Book[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, Book).list({ bookNo });
  },

  /** The receiver check: the student (admit number) or staff member (staff id), and their open record if any. */
  async receiver(ctx: Ctx, kind: string, idNo: string): Promise<LibraryReceiverView> {
    authorize(ctx, { permission: 'academy.read' });
    if (!isReceiverKind(kind)) throw new AppError('invalidValue', { field: 'kind' });
    const person = await leavesService.person(ctx, kind, idNo);
    const mine = owned(ctx, ProvidedBook);
    const open = await mine.repo.findOne({ where: mine.where({ openKey: openKeyOf(kind, person.idNo) }), select: { id: true } });
    return { kind, idNo: person.idNo, name: person.name, classOrLevel: person.classOrDesignation, openId: open?.id ?? null };
  },

  /**
   * A new provide (spec doc 2 §4–§5): at least one book (requiredField providedBooks); a receiver
   * the academy has (sorryNotFound); one open record per receiver (duplicateNotPossible); every
   * book 'in' (notWorked bookOut), all or none.
   */
  async provide(ctx: Ctx, input: ProvideInput): Promise<ProvidedWithBooks> {
    authorize(ctx, { permission: 'book.provide', write: true });
    const refs = uniqueRefs(input.books);
    if (!refs.length) throw new AppError('requiredField', { field: 'providedBooks' });
    const givingDate = input.givingDate || ctx.clock.today();
    if (!isIsoDate(givingDate)) throw new AppError('invalidValue', { field: 'givingDate' });
    const receivingDate = input.receivingDate || defaultReceivingDate(givingDate);
    if (!isIsoDate(receivingDate) || receivingDate < givingDate) throw new AppError('invalidValue', { field: 'receivingDate' });
    const person = await libraryService.receiver(ctx, input.kind, input.idNo);
    if (person.openId) throw new AppError('duplicateNotPossible', { field: 'idNo' });
    return writeTransaction(ctx, async (em) => {
      const records = owned(ctx, ProvidedBook, em);
      const openKey = openKeyOf(person.kind, person.idNo);
      if (await records.repo.exists({ where: records.where({ openKey }) })) throw new AppError('duplicateNotPossible', { field: 'idNo' });
      const record = await records.repo.save(records.create({
        kind: person.kind, idNo: person.idNo, name: person.name.slice(0, 120), classOrLevel: person.classOrLevel.slice(0, 120), givingDate, receivingDate,
        lateFeePaisa: toPaisa(input.lateFee), openKey, returnedDate: null, provider: actorName(ctx),
      }));
      await lend(ctx, em, record, refs);
      const out = await withBooks(em, record);
      await recordChange(em, ctx, { entity: 'bookLending', key: record.id, after: lendingFields(out) });
      return out;
    });
  },

  /** The provided-books list, newest first: the open records, or all with `all`. */
  async provided(ctx: Ctx, args: ProvidedBooksArgs): Promise<Page<ProvidedWithBooks>> {
    authorize(ctx, { permission: 'academy.read' });
    const base: FindOptionsWhere<ProvidedBook> = args.all ? {} : { openKey: Not(IsNull()) };
    const words = searchWhere<ProvidedBook>(['idNo', 'name', 'classOrLevel'], args.search);
    const mine = owned(ctx, ProvidedBook);
    const page = await mine.page(args, words ? words.map((w) => ({ ...w, ...base })) : base, { id: 'DESC' });
    const items = await itemsOf(ctx.db.manager, mine.code, page.items.map((p) => p.id));
    return { total: page.total, items: page.items.map((record) => ({ record, items: items.get(record.id) ?? [] })) };
  },

  /**
   * Edits an open record: the receiving date, the late fee, books added (they go out) and books
   * taken off the list (they come back in). Taking every book off is notWorked (fullDelete:
   * accept them instead); the receiver and the books' details are not edited here.
   */
  async updateProvided(ctx: Ctx, input: ProvidedUpdateInput): Promise<ProvidedWithBooks> {
    authorize(ctx, { permission: 'book.provide', write: true });
    return writeTransaction(ctx, async (em) => {
      const { record, items } = await openRecord(ctx, em, input.id);
      const receivingDate = input.receivingDate || record.receivingDate;
      if (!isIsoDate(receivingDate) || receivingDate < record.givingDate) throw new AppError('invalidValue', { field: 'receivingDate' });
      const back = pick(items, input.missingBooks);
      const outNow = new Set(items.filter((i) => !i.returnedDate).map(refKey));
      const added = uniqueRefs(input.addBooks).filter((r) => !outNow.has(refKey(r)));
      if (back.length >= outNow.size && !added.length) throw new AppError('notWorked', { reason: 'fullDelete' });
      const lateFeePaisa = input.lateFee === undefined || input.lateFee === null ? record.lateFeePaisa : toPaisa(input.lateFee);
      await em.update(ProvidedBook, { id: record.id, code: record.code }, { receivingDate, lateFeePaisa });
      await lend(ctx, em, record, added);
      const fresh = await withBooks(em, { ...record, receivingDate, lateFeePaisa });
      const returned = await bringBack(ctx, em, fresh.record, fresh.items, fresh.items.filter((i) => back.some((b) => b.id === i.id)));
      await recordChange(em, ctx, { entity: 'bookLending', key: record.id, before: lendingFields({ record, items }), after: lendingFields(await withBooks(em, returned.record)) });
      return { record: returned.record, items: fresh.items };
    });
  },

  /** Accept mode: the scanned books come back (none: pleaseSelect), or every book with `all`; the late fee is counted. */
  async accept(ctx: Ctx, input: AcceptBooksInput): Promise<ProvidedWithBooks & { returned: number; fee: number }> {
    authorize(ctx, { permission: 'book.provide', write: true });
    return writeTransaction(ctx, async (em) => {
      const { record, items } = await openRecord(ctx, em, input.id);
      const back = input.all ? items.filter((i) => !i.returnedDate) : pick(items, input.books);
      if (!back.length) throw new AppError('pleaseSelect');
      const done = await bringBack(ctx, em, record, items, back);
      await recordChange(em, ctx, { entity: 'bookLending', key: record.id, action: 'accept', before: lendingFields({ record, items }), after: lendingFields(await withBooks(em, done.record)) });
      return { record: done.record, items, returned: back.length, fee: done.fee };
    });
  },

  async settings(ctx: Ctx): Promise<{ lateFeePerDay: number }> {
    authorize(ctx, { permission: 'academy.read' });
    return { lateFeePerDay: (await ratePaisa(ctx, ctx.db.manager)) / 100 };
  },

  /** The late fee per day (the library manager or superUser). */
  async saveSettings(ctx: Ctx, input: LibrarySettingsInput): Promise<{ lateFeePerDay: number }> {
    authorize(ctx, { permission: 'book.write', write: true });
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, LibrarySettings, em);
      const row = await mine.repo.findOne({ where: mine.where() });
      const lateFeePerDayPaisa = toPaisa(input.lateFeePerDay);
      await mine.repo.save(row ? { ...row, lateFeePerDayPaisa } : mine.create({ lateFeePerDayPaisa }));
      return { lateFeePerDay: lateFeePerDayPaisa / 100 };
    });
  },
};

/** The editable fields of the book form, cleaned. */
function fieldsOf(input: BookInput) {
  return {
    bookName: cleanName(input.bookName), writer: cleanName(input.writer), subject: cleanName(input.subject), publisher: cleanName(input.publisher),
    pricePaisa: toPaisa(input.price), storageLocation: cleanName(input.storageLocation),
  };
}
