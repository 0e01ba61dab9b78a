import type { Request, RequestHandler } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { bookView, receiptBooksService } from './receipt-books.service';
import type { ApprovedReceiptBook, Receipt } from './receipts.entities';
import { receiptsService, receiptView } from './receipts.service';
import { ApproveReceiptBooksInput, ReceiptBookRowInput, ReceiptInput, ReceiptsArgs, RegardingsInput, type RegardingsView } from './receipts.types';
import { regardingsService } from './regardings.service';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A whole number from JSON or a form ("5" is 5); blank is null; anything else as it came, for the input's rules to refuse. */
const num = (v: unknown) => (blank(v) ? null : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
/** Taka from JSON or a form ("12.50" is 12.5); blank is null; anything else as it came, for the input's rules to refuse. */
const money = (v: unknown) => (blank(v) ? null : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const text = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null) ?? '';
/** The first value that is not blank, else the first one given (blank, for the rules to refuse). */
const firstFilled = (...values: unknown[]) => values.find((v) => !blank(v)) ?? text(...values);
/**
 * The principal's code: principalCode (the product's name), else the spec's principalSign (the
 * code the principal-code dialog signs with, as vouchers take it), secretCode or securityCode; the
 * first one filled. A principalSign beside a principalCode is the client's copy of a signature
 * image, which the server never takes (it signs with the principal's own image).
 */
const principalCodeOf = (b: Plain) => {
  const v = firstFilled(b.principalCode, b.principalSign, b.secretCode, b.securityCode);
  return typeof v === 'number' ? String(v) : v;
};

/** The spec's answer: { mci_regardings, mce_regardings, mgi_regardings, mge_regardings }. */
const regardingsRest = (v: RegardingsView) => ({ mci_regardings: v.mci, mce_regardings: v.mce, mgi_regardings: v.mgi, mge_regardings: v.mge });

/** A list of heads: strings, or entries with a regarding (or name, title) field. */
function heads(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((e) => (e && typeof e === 'object' ? ((e as Plain).regarding ?? (e as Plain).name ?? (e as Plain).title ?? '') : e));
}

/**
 * POST /regarding/new: the lists as mci_regardings … mge_regardings (or mci … mge), or one list
 * as { fund: 'mci', regardings: [...] } (the spec's save payload: id, code, fund, regardings).
 */
function regardingsInput(req: Request): Promise<RegardingsInput> {
  const b = camelBody(req);
  const plain: Plain = {};
  for (const kind of ['mci', 'mce', 'mgi', 'mge'] as const) {
    const list = b[`${kind}Regardings`] ?? b[kind];
    if (list !== undefined) plain[kind] = heads(list);
  }
  const kind = typeof b.fund === 'string' ? b.fund.trim() : typeof b.type === 'string' ? b.type.trim() : '';
  if (b.regardings !== undefined) {
    if (!['mci', 'mce', 'mgi', 'mge'].includes(kind)) throw new AppError('invalidValue', { field: 'fund' });
    plain[kind] = heads(b.regardings);
  }
  return check(fromPlain(RegardingsInput, plain));
}

const bookRest = (b: ApprovedReceiptBook) => snakeView(bookView(b));
/** A receipt as the spec reads it (snake_case), with `code`: the academy's institute code. */
const receiptAnswer = (r: Receipt) => ({ ...snakeView(receiptView(r)), code: r.code });

/** A book's last page: receiptTill, else from its pages (the spec's book field: receiptFrom, 1 when left out, + pages − 1). */
function tillOf(r: Plain): unknown {
  const till = num(r.receiptTill ?? r.receiptNoTill);
  if (till !== null || blank(r.pages)) return till;
  const pages = num(r.pages);
  if (typeof pages !== 'number') return pages;
  const from = num(r.receiptFrom);
  return (typeof from === 'number' ? from : 1) + pages - 1;
}

/**
 * POST /receipt_book/new: rows as data, rows or books, or the spec's one book as the body itself
 * (id, bookNo or book_no, receiptFrom, receiptTill or pages, department, approver_sign,
 * approver1_sign, condition). The approver's code is councilCode or the spec's approver_sign (the
 * council member's code signs, as principalSign does for receipts and vouchers). The server keeps
 * its own part: ids are given by it, the second approver (approver1_sign) is the signed-in user,
 * a new book starts unfinished (condition) and is dated today.
 */
async function approveInput(req: Request): Promise<ApproveReceiptBooksInput> {
  const b = camelBody(req);
  const list = b.data ?? b.rows ?? b.books;
  const rows = (Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [b]).map((raw) => {
    const r = camelBody(raw && typeof raw === 'object' ? (raw as Plain) : {});
    return fromPlain(ReceiptBookRowInput, {
      bookNo: num(r.bookNo), receiptFrom: num(r.receiptFrom ?? r.receiptNoFrom), receiptTill: tillOf(r), department: blank(r.department) ? null : r.department,
    });
  });
  const code = firstFilled(b.councilCode, b.approverSign, b.aporverSign, b.approverCode, b.secretCode, b.password);
  return check(fromPlain(ApproveReceiptBooksInput, { rows, councilCode: typeof code === 'number' ? String(code) : code }));
}

/**
 * The receipt payload (spec doc 2 §3): donorName (or name), the pages and the principal's code
 * (the spec's principalSign, or principalCode), and a donation receipt's memberNo and
 * donationAmount; inWords and receiverSign are the server's (computed, the signed-in user's).
 */
function receiptInput(req: Request): Promise<ReceiptInput> {
  const b = camelBody(req);
  return check(fromPlain(ReceiptInput, {
    id: num(b.id), department: text(b.department), type: text(b.type), bookNo: num(b.bookNo),
    receiptFrom: num(b.receiptFrom ?? b.receiptNoFrom), receiptTill: num(b.receiptTill ?? b.receiptNoTill),
    donorName: text(b.donorName, b.name), address: text(b.address), mobile: text(b.mobile), fund: text(b.fund), regarding: text(b.regarding),
    amount: b.amount === '' || b.amount === null ? undefined : b.amount, date: text(b.date), principalCode: principalCodeOf(b),
    memberNo: num(b.memberNo), donationAmount: money(b.donationAmount),
  }));
}

/** The next page as the auto switch reads it: book, next page, and the receipt's from and till. */
async function nextRest(ctx: Parameters<RestRoutes[keyof RestRoutes]>[0], req: Request) {
  const department = String(camelBody(req.query as Plain).department ?? '');
  const next = await receiptBooksService.next(ctx, department);
  return {
    bookNo: next?.bookNo ?? null, nextReceiptNo: next?.nextReceiptNo ?? null, receiptFrom: next?.nextReceiptNo ?? null,
    receiptTill: next?.nextReceiptNo ?? null, department: next?.department ?? null, remain: next?.remain ?? null,
  };
}

/** /api/account: regardings, approved receipt books and receipts (spec doc 2 §7 Account). */
export const receiptRest: RestRoutes = {
  'GET /regardings/:code': async (ctx) => ({ regardings: regardingsRest(await regardingsService.get(ctx)) }),
  'POST /regarding/new/:code': async (ctx, req) => ({ regardings: regardingsRest(await regardingsService.save(ctx, await regardingsInput(req))) }),

  'GET /all_receipt_books/:code': async (ctx) => ({ all_approved_books: (await receiptBooksService.list(ctx)).map(bookRest) }),
  'POST /receipt_book/new/:code': async (ctx, req) => ({ approved_books: (await receiptBooksService.approve(ctx, await approveInput(req))).map(bookRest) }),
  /** Body: id and amount (the book's new pages). */
  'PUT /update_receipt_book/:code': async (ctx, req) => {
    const b = camelBody(req);
    const id = num(b.id);
    if (typeof id !== 'number') throw new AppError('sorryNotFound');
    const pages = num(b.amount ?? b.pages);
    return { approved_book: bookRest(await receiptBooksService.updatePages(ctx, id, typeof pages === 'number' ? pages : Number.NaN)) };
  },
  'DELETE /receipt_book/delete/:code/:id': async (ctx, req) => {
    await receiptBooksService.remove(ctx, intParam(req, 'id'));
  },
  /** ?department=: { bookNo, nextReceiptNo } of the next unused page (nulls when no approved book has one). */
  'GET /receipt_books/:code': nextRest,
  'GET /next_receipt_no/:code': nextRest,

  /** ?department, page (from 1), limit (default 100), search: { receipts, total }, newest first. */
  'GET /receipts/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const args = await check(Object.assign(new ReceiptsArgs(), pageFromQuery(q), {
      department: String(q.department ?? ''), search: typeof q.search === 'string' ? q.search : null,
    }));
    const page = await receiptsService.list(ctx, args);
    return { receipts: page.items.map(receiptAnswer), total: page.total };
  },
  'POST /receipt/new/:code': async (ctx, req) => {
    const input = await receiptInput(req);
    input.id = null;
    return { receipt: receiptAnswer(await receiptsService.add(ctx, input)) };
  },
  'PUT /receipt/update/:code': async (ctx, req) => {
    const input = await receiptInput(req);
    if (!input.id) throw new AppError('sorryNotFound');
    return { receipt: receiptAnswer(await receiptsService.update(ctx, input)) };
  },
  /** Query or body: id, or bookNo and receiptTill; and the principal's code. */
  'DELETE /receipt/delete/:code': async (ctx, req) => {
    const q = { ...camelBody(req.query as Plain), ...camelBody(req) };
    const principalCode = String(principalCodeOf(q));
    let id = num(q.id);
    if (typeof id !== 'number') {
      const bookNo = num(q.bookNo);
      const till = num(q.receiptTill ?? q.receiptNoTill);
      if (typeof bookNo !== 'number' || typeof till !== 'number') throw new AppError('sorryNotFound');
      id = await receiptsService.idByNumber(ctx, bookNo, till);
    }
    await receiptsService.remove(ctx, id as number, principalCode);
  },
};

/** Extra middleware by route key. */
export const receiptRestBefore: Record<string, RequestHandler[]> = {};
