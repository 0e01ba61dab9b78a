import { In, LessThanOrEqual, MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { Counter } from '../../platform/counter.entity';
import { ensureCounter } from '../../platform/counters';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import { INT_MAX } from '../../rules/numbers';
import { cleanName } from '../../rules/stock';
import { signerByCode } from '../auth/approval-code';
import { ApprovedReceiptBook, BOOK_DEPARTMENTS, RECEIPT_DEPARTMENTS, Receipt } from './receipts.entities';
import { MAX_BOOK_PAGES, type ApproveReceiptBooksInput, type ApprovedReceiptBookView, type ReceiptBookInfoView } from './receipts.types';

/** The per-academy counter row every change of receipt pages and books queues on (platform/counters.ts). */
export const PAGES_COUNTER = 'receiptPages';

/**
 * A write of receipt pages or books: one transaction (a refusal writes nothing; a deadlock or a
 * unique-key clash is tried again, a clash that stays is duplicateNotPossible) that first writes
 * the academy's page counter row, which locks it until the transaction ends: no two writes choose
 * pages at the same time (SQLite runs transactions one at a time anyway). `value` counts the writes.
 */
export async function pagesWrite<T>(ctx: Ctx, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const code = tenant(ctx);
  await ensureCounter(ctx.db.manager, code, PAGES_COUNTER);
  return writeTransaction(ctx, async (em) => {
    await em.increment(Counter, { code, name: PAGES_COUNTER }, 'value', 1);
    return work(em);
  });
}

export const bookTill = (b: Pick<ApprovedReceiptBook, 'receiptFrom' | 'pages'>) => b.receiptFrom + b.pages - 1;

/** The page ranges receipts use within from … till of a book number, in page order. */
async function usedRanges(em: EntityManager | DataSource, code: string, bookNo: number, from: number, till: number): Promise<{ from: number; till: number }[]> {
  const rows = await em.getRepository(Receipt).find({
    where: { code, bookNo, receiptNoFrom: LessThanOrEqual(till), receiptNoTill: MoreThanOrEqual(from) },
    select: { receiptNoFrom: true, receiptNoTill: true },
    order: { receiptNoFrom: 'ASC' },
  });
  return rows.map((r) => ({ from: r.receiptNoFrom, till: r.receiptNoTill }));
}

/** The first page of from … till no range covers, or null (ranges in page order, not overlapping). */
export function firstFreePage(ranges: { from: number; till: number }[], from: number, till: number): number | null {
  let page = from;
  for (const r of ranges) {
    if (r.from > page) break;
    page = Math.max(page, r.till + 1);
  }
  return page <= till ? page : null;
}

/** How many pages of from … till the ranges cover. */
export function coveredPages(ranges: { from: number; till: number }[], from: number, till: number): number {
  return ranges.reduce((n, r) => n + Math.max(0, Math.min(r.till, till) - Math.max(r.from, from) + 1), 0);
}

/** Recounts the used pages of the approved book of that number (if there is one): cutted and condition. */
export async function recountBook(em: EntityManager, code: string, bookNo: number): Promise<void> {
  const book = await em.getRepository(ApprovedReceiptBook).findOne({ where: { code, bookNo } });
  if (!book) return;
  const cutted = coveredPages(await usedRanges(em, code, bookNo, book.receiptFrom, bookTill(book)), book.receiptFrom, bookTill(book));
  const condition = cutted >= book.pages ? 'finished' : 'unfinished';
  if (cutted !== book.cutted || condition !== book.condition) await em.update(ApprovedReceiptBook, { id: book.id, code }, { cutted, condition });
}

/** Books a department's auto receipts use: its own first, then allDepartments, oldest first. */
async function candidateBooks(em: EntityManager | DataSource, code: string, department: string): Promise<ApprovedReceiptBook[]> {
  const books = await em.getRepository(ApprovedReceiptBook).find({
    where: { code, condition: 'unfinished', department: In([department, 'allDepartments']) }, order: { id: 'ASC' },
  });
  return [...books.filter((b) => b.department === department), ...books.filter((b) => b.department !== department)];
}

/** The next unused page of an unfinished approved book of the department, or null. */
export async function nextPage(em: EntityManager | DataSource, code: string, department: string): Promise<{ book: ApprovedReceiptBook; page: number } | null> {
  for (const book of await candidateBooks(em, code, department)) {
    const ranges = await usedRanges(em, code, book.bookNo, book.receiptFrom, bookTill(book));
    const page = firstFreePage(ranges, book.receiptFrom, bookTill(book));
    if (page !== null) return { book, page };
  }
  return null;
}

export function bookView(b: ApprovedReceiptBook): ApprovedReceiptBookView {
  return {
    id: b.id, bookNo: b.bookNo, receiptFrom: b.receiptFrom, receiptTill: bookTill(b), pages: b.pages, cutted: b.cutted, remain: b.pages - b.cutted,
    department: b.department, aporverSign: b.aporverSign, aporverName: b.aporverName, aporver1Sign: b.aporver1Sign, aporver1Name: b.aporver1Name,
    date: b.date, condition: b.condition,
  };
}

const fullName = (u: { firstName: string; lastName: string }) => cleanName(`${u.firstName} ${u.lastName}`).slice(0, 120);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

interface CleanBook { row: number; bookNo: number; receiptFrom: number; pages: number; department: string }

/** The approving form's rows checked (spec doc 2 §5): empty rows skipped, a book number twice kept once. */
function cleanRows(input: ApproveReceiptBooksInput): CleanBook[] {
  const out: CleanBook[] = [];
  input.rows.forEach((r, i) => {
    const department = (r.department ?? '').trim();
    if (blank(r.bookNo) && blank(r.receiptTill) && !department) return;
    const at = (name: string) => `rows.${i}.${name}`;
    if (blank(r.bookNo)) throw new AppError('requiredField', { field: at('bookNo') });
    if (blank(r.receiptTill)) throw new AppError('requiredField', { field: at('receiptTill') });
    if (!department) throw new AppError('requiredField', { field: at('department') });
    const receiptFrom = r.receiptFrom ?? 1;
    const pages = r.receiptTill! - receiptFrom + 1;
    if (pages < 1 || pages > MAX_BOOK_PAGES) throw new AppError('invalidValue', { field: at('receiptTill') });
    if (!out.some((b) => b.bookNo === r.bookNo)) out.push({ row: i, bookNo: r.bookNo!, receiptFrom, pages, department });
  });
  return out;
}

/** Approved receipt books (/approvedReceiptBooks; spec doc 2 §3–§7). */
export const receiptBooksService = {
  async list(ctx: Ctx): Promise<ApprovedReceiptBook[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, ApprovedReceiptBook).list({}, { id: 'DESC' });
  },

  /** The next unused page for an auto receipt of the department (GET receipt_books, next_receipt_no). */
  async next(ctx: Ctx, department: string): Promise<ReceiptBookInfoView | null> {
    authorize(ctx, { permission: 'academy.read' });
    if (![...RECEIPT_DEPARTMENTS, ...BOOK_DEPARTMENTS].includes(department as never)) throw new AppError('invalidValue', { field: 'department' });
    const found = await nextPage(ctx.db, tenant(ctx), department);
    return found ? { bookNo: found.book.bookNo, nextReceiptNo: found.page, department: found.book.department, remain: found.book.pages - found.book.cutted } : null;
  },

  /**
   * Approves up to ten books with a council member's code (authorRequired when wrong): all rows
   * empty is requireText; a book number already approved is duplicateNotPossible; all or none.
   */
  async approve(ctx: Ctx, input: ApproveReceiptBooksInput): Promise<ApprovedReceiptBook[]> {
    authorize(ctx, { permission: 'receiptBook.write', write: true });
    const rows = cleanRows(input);
    if (!rows.length) throw new AppError('requireText', { field: 'rows' });
    const signer = await signerByCode(ctx, input.councilCode, { types: ['councilMember'], field: 'councilCode', wrong: 'authorRequired', superUserSigns: true });
    const actor = ctx.actor!.user;
    const date = ctx.clock.today();
    return pagesWrite(ctx, async (em) => {
      const mine = owned(ctx, ApprovedReceiptBook, em);
      const taken = await mine.repo.find({ where: mine.where({ bookNo: In(rows.map((r) => r.bookNo)) }), select: { bookNo: true } });
      const clash = rows.find((r) => taken.some((t) => t.bookNo === r.bookNo));
      if (clash) throw new AppError('duplicateNotPossible', { field: `rows.${clash.row}.bookNo`, bookNo: clash.bookNo });
      const saved: ApprovedReceiptBook[] = [];
      for (const r of rows) {
        const book = await mine.repo.save(mine.create({
          bookNo: r.bookNo, receiptFrom: r.receiptFrom, pages: r.pages, cutted: 0, department: r.department, date, condition: 'unfinished',
          aporverSign: signer.signUrl, aporverName: fullName(signer), aporver1Sign: actor.signUrl, aporver1Name: fullName(actor),
        }));
        // Manual receipts may already use pages of this number.
        await recountBook(em, mine.code, book.bookNo);
        saved.push(await mine.get(book.id));
      }
      return saved;
    });
  },

  /** Pages of a book: only raised, never below what is used (else notWorked). */
  async updatePages(ctx: Ctx, id: number, pages: number): Promise<ApprovedReceiptBook> {
    authorize(ctx, { permission: 'receiptBook.write', write: true });
    if (typeof pages !== 'number' || !Number.isInteger(pages)) throw new AppError('invalidValue', { field: 'amount' });
    if (pages < 1) throw new AppError('notWorked', { field: 'amount' });
    if (pages > MAX_BOOK_PAGES) throw new AppError('invalidValue', { field: 'amount' });
    return pagesWrite(ctx, async (em) => {
      const mine = owned(ctx, ApprovedReceiptBook, em);
      const book = await mine.get(id, { lock: true });
      if (pages < book.pages || pages < book.cutted) throw new AppError('notWorked', { field: 'amount', bookNo: book.bookNo });
      if (book.receiptFrom + pages - 1 > INT_MAX) throw new AppError('invalidValue', { field: 'amount' });
      await em.update(ApprovedReceiptBook, { id: book.id, code: book.code }, { pages });
      await recountBook(em, book.code, book.bookNo);
      return mine.get(book.id);
    });
  },

  /** Deletes a book while some page is unused (remain 0: notWorked). */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'receiptBook.write', write: true });
    await pagesWrite(ctx, async (em) => {
      const mine = owned(ctx, ApprovedReceiptBook, em);
      const book = await mine.get(id, { lock: true });
      if (book.pages - book.cutted <= 0) throw new AppError('notWorked', { bookNo: book.bookNo });
      await mine.remove(book.id);
    });
  },
};
