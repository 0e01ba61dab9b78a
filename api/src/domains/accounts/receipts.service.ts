import { LessThanOrEqual, MoreThanOrEqual, Not, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned, searchWhere, type Page } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { sendSms } from '../../platform/sms';
import { recordChange } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import { toPaisa } from '../../rules/fees';
import { amountInWords, type WordsLang } from '../../rules/in-words';
import { cleanName } from '../../rules/stock';
import { fillSmsText } from '../../rules/sms';
import { signerByCode } from '../auth/approval-code';
import type { User } from '../auth/user.entity';
import { settingsOf } from '../others/settings.service';
import { bookTill, nextPage, pagesWrite, recountBook } from './receipt-books.service';
import { enterMonths, type MonthOf } from './counted-months';
import { donorByMemberNo, removeReceiptDonation, writeReceiptDonation } from '../donor/donor.service';
import { ApprovedReceiptBook, Receipt } from './receipts.entities';
import { MAX_RECEIPT_PAGES, type ReceiptInput, type ReceiptsArgs, type ReceiptView } from './receipts.types';
import { INCOME_KIND, regardingKey, regardingLists } from './regardings.service';
import { latinDigits } from '../../rules/numbers';

export function receiptView(r: Receipt): ReceiptView {
  return {
    id: r.id, department: r.department, type: r.type, memberNo: r.memberNo, donationAmount: r.donationAmountPaisa === null ? null : r.donationAmountPaisa / 100, bookNo: r.bookNo, receiptNoFrom: r.receiptNoFrom, receiptNoTill: r.receiptNoTill,
    name: r.name, address: r.address, mobile: r.mobile, fund: r.fund, regarding: r.regarding, amount: r.amountPaisa / 100, amountPaisa: r.amountPaisa,
    inWords: r.inWords, date: r.date, receiverSign: r.receiverSign, receiverName: r.receiverName, principalSign: r.principalSign,
    principalName: r.principalName, condition: r.condition, createdAt: r.createdAt,
  };
}

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => cleanName(`${u.firstName} ${u.lastName}`).slice(0, 120);

/** The academy's language for the stored in-words (the screens show it again in the reader's language). */
export function wordsLang(ctx: Ctx): WordsLang {
  const lang = ctx.actor?.academy.language;
  return lang === 'en' || lang === 'ar' ? lang : 'bn';
}

/** The receipt's own fields from the form: trimmed, the amount in paisa and in words, the regarding from the fund's income list. */
async function formFields(ctx: Ctx, input: ReceiptInput, current?: Receipt): Promise<Partial<Receipt>> {
  const fund = input.fund;
  const regarding = cleanName(input.regarding);
  const unchanged = current && current.fund === fund && regardingKey(current.regarding) === regardingKey(regarding);
  let head = unchanged ? current.regarding : null;
  if (!head) {
    const lists = await regardingLists(ctx.db, tenant(ctx));
    head = lists[INCOME_KIND[fund]].find((r) => regardingKey(r) === regardingKey(regarding)) ?? null;
  }
  if (!head) throw new AppError('invalidValue', { field: 'regarding' });
  const amountPaisa = toPaisa(input.amount);
  return {
    name: cleanName(input.donorName), address: cleanName(input.address), mobile: (input.mobile ?? '').trim(), fund, regarding: head,
    amountPaisa, inWords: amountInWords(amountPaisa, wordsLang(ctx)), date: input.date.trim(),
  };
}

/** Manual mode's book and pages (the first page when no last page is given). */
function manualPages(input: ReceiptInput): { bookNo: number; from: number; till: number } {
  if (!input.bookNo) throw new AppError('requiredField', { field: 'bookNo' });
  if (!input.receiptFrom) throw new AppError('requiredField', { field: 'receiptFrom' });
  const till = input.receiptTill ?? input.receiptFrom;
  if (till < input.receiptFrom || till - input.receiptFrom + 1 > MAX_RECEIPT_PAGES) throw new AppError('invalidValue', { field: 'receiptTill' });
  return { bookNo: input.bookNo, from: input.receiptFrom, till };
}

/**
 * Manual pages fall inside an approved book (spec doc 2 §5) of the receipt's department (or of all
 * departments): an unknown book number, or one approved for another department, is sorryNotFound
 * on bookNo; a page outside the book's pages is invalidValue on receiptFrom or receiptTill.
 */
async function refuseUnapprovedPages(em: EntityManager, code: string, department: string, pages: { bookNo: number; from: number; till: number }): Promise<void> {
  const book = await em.getRepository(ApprovedReceiptBook).findOne({ where: { code, bookNo: pages.bookNo } });
  if (!book || (book.department !== department && book.department !== 'allDepartments')) throw new AppError('sorryNotFound', { field: 'bookNo', bookNo: pages.bookNo });
  const params = { bookNo: book.bookNo, receiptFrom: book.receiptFrom, receiptTill: bookTill(book) };
  if (pages.from < book.receiptFrom || pages.from > bookTill(book)) throw new AppError('invalidValue', { field: 'receiptFrom', ...params });
  if (pages.till > bookTill(book)) throw new AppError('invalidValue', { field: 'receiptTill', ...params });
}

/** The principal's code signs receipts (spec doc 2 §5): a principal's password, else authorRequired; a superUser signs as themselves. */
const principal = (ctx: Ctx, code: string) => signerByCode(ctx, code, { types: ['principal'], field: 'principalCode', wrong: 'authorRequired', superUserSigns: true });

/** The receipt SMS (spec doc 2 §7): to the given mobile after a new receipt, when receipt_sms is on. */
async function receiptSms(ctx: Ctx, r: Receipt): Promise<void> {
  if (!r.mobile) return;
  const settings = await settingsOf(ctx.db, r.code);
  if (!settings.receiptSms) return;
  const amount = r.amountPaisa % 100 ? (r.amountPaisa / 100).toFixed(2) : String(r.amountPaisa / 100);
  const body = fillSmsText(settings.receiptSmsText.trim() || 'Received {amount} taka from {name}. Thank you.', { name: r.name, amount });
  await sendSms(ctx, { code: r.code, kind: 'receipt', receiver: r.mobile, body });
}

/**
 * A donation receipt's member check (spec doc 2 §4–§5: "a donation receipt needs a successful
 * member check first"): the member number is required and must be a donor of the academy
 * (sorryNotFound on memberNo). Other departments carry no member.
 */
async function memberFields(ctx: Ctx, department: string, input: ReceiptInput): Promise<Pick<Receipt, 'memberNo' | 'donationAmountPaisa'>> {
  if (department !== 'donation') return { memberNo: null, donationAmountPaisa: null };
  if (!input.memberNo) throw new AppError('requiredField', { field: 'memberNo' });
  const donor = await donorByMemberNo(ctx, input.memberNo);
  const pledge = input.donationAmount;
  return { memberNo: donor.memberNo, donationAmountPaisa: pledge === null || pledge === undefined ? donor.donationAmountPaisa : toPaisa(pledge) };
}

/** The donation a donation receipt records, written in the receipt's transaction (the donor locked; gone meanwhile: sorryNotFound). */
async function recordDonation(ctx: Ctx, em: EntityManager, r: Receipt): Promise<void> {
  if (r.department !== 'donation' || r.memberNo === null) return;
  const donor = await donorByMemberNo(ctx, r.memberNo, em, true);
  await writeReceiptDonation(ctx, em, r, donor, r.donationAmountPaisa);
}

/** Where a receipt stands in the monthly counts (counted-months.ts). */
const monthOf = (r: Receipt): MonthOf => ({ kind: 'income', department: r.department, fund: r.fund, date: r.date });

/** A saved receipt cannot change (spec doc 2 §4). */
function unsavedOnly(r: Receipt): void {
  if (r.condition === 'saved') throw new AppError('sorryMonthlyCountDone', { bookNo: r.bookNo, receiptNo: r.receiptNoTill });
}

/** Receipts (/receipt, /boardingreceipt; spec doc 2 §3–§7). */
export const receiptsService = {
  /** A department's receipts, newest first, with a quick search over the text fields, the book and the pages. */
  async list(ctx: Ctx, args: ReceiptsArgs): Promise<Page<Receipt>> {
    authorize(ctx, { permission: 'academy.read' });
    const department = args.department;
    // Digits of any script search as Latin ones (MariaDB's collation would match them, SQLite's not).
    const n = latinDigits((args.search ?? '').trim());
    const words = searchWhere<Receipt>(['name', 'address', 'mobile', 'regarding', 'date'], n);
    if (!words) return owned(ctx, Receipt).page(args, { department });
    const conditions: FindOptionsWhere<Receipt>[] = words.map((w) => ({ ...w, department }));
    if (/^\d{1,9}$/.test(n)) {
      conditions.push({ department, bookNo: Number(n) }, { department, receiptNoFrom: LessThanOrEqual(Number(n)), receiptNoTill: MoreThanOrEqual(Number(n)) });
      if (department === 'donation') conditions.push({ department, memberNo: Number(n) });
    }
    return owned(ctx, Receipt).page(args, conditions);
  },

  async get(ctx: Ctx, id: number): Promise<Receipt> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, Receipt).get(id);
  },

  /**
   * A new receipt: auto mode takes the next unused page of an approved book of the department
   * (none: sorryNotFound on bookNo), manual mode the typed book and pages (a page already used:
   * duplicateNotPossible). Pages are chosen under the academy's page counter, so two receipts
   * never get the same page. Signed by the principal's code.
   */
  async add(ctx: Ctx, input: ReceiptInput): Promise<Receipt> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    if (input.id) return receiptsService.update(ctx, input);
    const fields = await formFields(ctx, input);
    const member = await memberFields(ctx, input.department, input);
    const manual = input.type === 'menualReceipt' ? manualPages(input) : null;
    const signer = await principal(ctx, input.principalCode);
    const actor = ctx.actor!.user;
    const saved = await pagesWrite(ctx, async (em) => {
      const mine = owned(ctx, Receipt, em);
      await enterMonths(em, mine.code, { kind: 'income', department: input.department, fund: String(fields.fund), date: String(fields.date) });
      let pages = manual;
      if (pages) {
        await refuseUnapprovedPages(em, mine.code, input.department, pages);
        const used = await mine.repo.findOne({
          where: mine.where({ bookNo: pages.bookNo, receiptNoFrom: LessThanOrEqual(pages.till), receiptNoTill: MoreThanOrEqual(pages.from) }),
        });
        if (used) throw new AppError('duplicateNotPossible', { field: 'receiptFrom', bookNo: used.bookNo, receiptNo: Math.max(used.receiptNoFrom, pages.from) });
      } else {
        const found = await nextPage(em, mine.code, input.department);
        if (!found) throw new AppError('sorryNotFound', { field: 'bookNo' });
        pages = { bookNo: found.book.bookNo, from: found.page, till: found.page };
      }
      const row = await mine.repo.save(mine.create({
        ...fields, ...member, department: input.department, type: input.type, bookNo: pages.bookNo, receiptNoFrom: pages.from, receiptNoTill: pages.till,
        receiverSign: actor.signUrl, receiverName: fullName(actor), receiverId: actor.id,
        principalSign: signer.signUrl, principalName: fullName(signer), principalSignerId: signer.id, condition: 'unsaved',
      }));
      await recountBook(em, mine.code, row.bookNo);
      await recordDonation(ctx, em, row);
      await recordChange(em, ctx, { entity: 'receipt', key: row.id, after: row });
      return row;
    });
    await receiptSms(ctx, saved).catch((err: unknown) => ctx.log.error({ err }, 'receipt SMS not recorded'));
    return saved;
  },

  /**
   * An edit (spec doc 2 §4–§5): not once the monthly count saved it (sorryMonthlyCountDone);
   * the department, type, book and pages stay; the principal's code signs it again.
   */
  async update(ctx: Ctx, input: ReceiptInput): Promise<Receipt> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    const mine = owned(ctx, Receipt);
    const current = await mine.get(input.id ?? 0);
    unsavedOnly(current);
    const fields = { ...(await formFields(ctx, input, current)), ...(await memberFields(ctx, current.department, input)) };
    const signer = await principal(ctx, input.principalCode);
    return writeTransaction(ctx, async (em) => {
      const rows = owned(ctx, Receipt, em);
      // The month it leaves and the month it goes to (counted-months.ts), before the receipt is read again.
      await enterMonths(em, rows.code, monthOf(current), { ...monthOf(current), fund: String(fields.fund ?? current.fund), date: String(fields.date ?? current.date) });
      const now = await rows.get(current.id);
      if (now.fund !== current.fund || now.date !== current.date) await enterMonths(em, rows.code, monthOf(now));
      const done = await em.update(Receipt, { id: current.id, code: rows.code, condition: Not('saved') }, {
        ...fields, principalSign: signer.signUrl, principalName: fullName(signer), principalSignerId: signer.id,
      });
      if (!done.affected) unsavedOnly(await rows.get(current.id));
      const row = await rows.get(current.id);
      await recordDonation(ctx, em, row);
      await recordChange(em, ctx, { entity: 'receipt', key: row.id, before: now, after: row });
      return row;
    });
  },

  /** Deletes an unsaved receipt with the principal's code; its pages become unused again. */
  async remove(ctx: Ctx, id: number, principalCode: string): Promise<void> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    unsavedOnly(await owned(ctx, Receipt).get(id));
    await principal(ctx, principalCode);
    await pagesWrite(ctx, async (em) => {
      const rows = owned(ctx, Receipt, em);
      const r = await rows.get(id);
      await enterMonths(em, rows.code, monthOf(r));
      const done = await em.delete(Receipt, { id: r.id, code: rows.code, condition: Not('saved') });
      if (!done.affected) unsavedOnly(await rows.get(id));
      await removeReceiptDonation(ctx, em, r.id);
      await recountBook(em, rows.code, r.bookNo);
      await recordChange(em, ctx, { entity: 'receipt', key: r.id, before: r });
    });
  },

  /** The receipt of a book whose last page is receiptTill (DELETE /receipt/delete?bookNo&receiptTill). */
  async idByNumber(ctx: Ctx, bookNo: number, receiptTill: number): Promise<number> {
    authorize(ctx, { permission: 'academy.read' });
    return (await owned(ctx, Receipt).getBy({ bookNo, receiptNoTill: receiptTill })).id;
  },
};
