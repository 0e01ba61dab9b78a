import { Between, type EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import {
  expenseCount, incomeCount, isPeriod, periodRange, previousBalance, reportFigures, typeOf, typeParts,
  type ExpenseSource, type Head, type IncomeSource, type TypeParts,
} from '../../rules/counts';
import { MENU_GROUPS } from '../../rules/permissions';
import { SavedCount, SavedCountRow, SavedReport } from './counts.entities';
import type { CountHeadView, CountView, ReportView } from './counts.types';
import { Receipt } from './receipts.entities';
import { Voucher } from './vouchers.entities';
import { voucherLines } from './vouchers.service';

/**
 * Monthly and yearly counts and counting reports (spec doc 2 §3–§6) of the accounts department
 * (receipts of /receipt and vouchers of /voucher; boarding keeps its own books).
 *
 * A monthly count's save marks that month's receipts (income types) or vouchers (expense types)
 * of its fund 'saved', so they refuse edit and delete; deleting the saved count marks them
 * 'unsaved' again, in the same transaction. Yearly counts are summaries of the year and change no
 * receipt or voucher. Reads: the accounts menu group; save and delete: 'count.write'.
 */

const DEPARTMENT = 'accounts';
const taka = (paisa: number) => paisa / 100;
const headsView = (heads: Head[]): CountHeadView[] => heads.map((h) => ({ regarding: h.regarding, amount: taka(h.paisa) }));

function authorizeRead(ctx: Ctx): void {
  authorize(ctx, { permission: 'academy.read' });
  if (!(MENU_GROUPS.accounts as readonly string[]).includes(ctx.actor!.user.type)) throw new AppError('authorRequired');
}

function authorizeWrite(ctx: Ctx): void {
  authorize(ctx, { permission: 'count.write', write: true });
}

/** The parts of a type of the wanted kinds, and a period of its kind; else invalidValue on type or date. */
function partsOf(type: string, date: string, report: boolean): TypeParts {
  const parts = typeParts(type);
  if (!parts || (parts.kind === 'report') !== report) throw new AppError(type ? 'invalidValue' : 'requiredField', { field: 'type' });
  if (!date) throw new AppError('requiredField', { field: 'date' });
  if (!isPeriod(parts.period, date)) throw new AppError('invalidValue', { field: 'date' });
  return parts;
}

const inPeriod = (parts: TypeParts, date: string) => {
  const { from, to } = periodRange(parts.period, date);
  return Between(from, to);
};

async function receiptsOf(em: EntityManager, code: string, parts: TypeParts, date: string): Promise<IncomeSource[]> {
  const rows = await em.getRepository(Receipt).find({
    where: { code, department: DEPARTMENT, fund: parts.fund, date: inPeriod(parts, date) },
    select: { bookNo: true, receiptNoFrom: true, receiptNoTill: true, name: true, regarding: true, amountPaisa: true, date: true },
  });
  return rows.map((r) => ({ bookNo: r.bookNo, receiptNoFrom: r.receiptNoFrom, receiptNoTill: r.receiptNoTill, name: r.name, regarding: r.regarding, amountPaisa: r.amountPaisa, date: r.date }));
}

async function vouchersOf(em: EntityManager, code: string, parts: TypeParts, date: string): Promise<ExpenseSource[]> {
  const rows = await em.getRepository(Voucher).find({ where: { code, department: DEPARTMENT, fund: parts.fund, date: inPeriod(parts, date) } });
  return rows.map((v) => ({ voucherNo: v.voucherNo, name: v.name, date: v.date, totalPaisa: v.totalPaisa, lines: voucherLines(v).map((l) => ({ regarding: l.regarding, paisa: l.paisa })) }));
}

interface Computed { parts: TypeParts; rows: (IncomeSource | ExpenseSource)[]; heads: Head[]; totalPaisa: number }

async function compute(em: EntityManager, code: string, parts: TypeParts, date: string): Promise<Computed> {
  if (parts.kind === 'income') return { parts, ...incomeCount(await receiptsOf(em, code, parts, date)) };
  return { parts, ...expenseCount(await vouchersOf(em, code, parts, date)) };
}

function countView(type: string, date: string, c: Computed, saved: SavedCount | null): CountView {
  const income = c.parts.kind === 'income' ? (c.rows as IncomeSource[]) : [];
  const expense = c.parts.kind === 'expense' ? (c.rows as ExpenseSource[]) : [];
  return {
    type, fund: c.parts.fund, period: c.parts.period, kind: c.parts.kind, date, saved: !!saved, savedAt: saved?.createdAt ?? null,
    incomeRows: income.map((r) => ({ bookNo: r.bookNo, receiptNoFrom: r.receiptNoFrom, receiptNoTill: r.receiptNoTill, name: r.name, regarding: r.regarding, amount: taka(r.amountPaisa), date: r.date })),
    expenseRows: expense.map((r) => ({ voucherNo: r.voucherNo, name: r.name, date: r.date, total: taka(r.totalPaisa), lines: headsView(r.lines) })),
    heads: headsView(c.heads), total: taka(c.totalPaisa),
  };
}

/** Marks the month's receipts or vouchers of the fund saved or unsaved (monthly income and expense types only). */
async function markCondition(em: EntityManager, code: string, parts: TypeParts, date: string, condition: 'saved' | 'unsaved'): Promise<void> {
  if (parts.period !== 'monthly') return;
  const where = { code, department: DEPARTMENT, fund: parts.fund, date: inPeriod(parts, date) };
  if (parts.kind === 'income') await em.update(Receipt, where, { condition });
  else await em.update(Voucher, where, { condition });
}

async function reportOf(em: EntityManager, code: string, parts: TypeParts, date: string) {
  const income = incomeCount(await receiptsOf(em, code, parts, date));
  const expense = expenseCount(await vouchersOf(em, code, parts, date));
  const earlier = await em.getRepository(SavedReport).find({ where: { code, type: typeOf(parts) }, select: { date: true, balancePaisa: true } });
  return { figures: reportFigures(previousBalance(earlier, date), income.totalPaisa, expense.totalPaisa), incomeHeads: income.heads, expenseHeads: expense.heads };
}

function reportView(type: string, date: string, parts: TypeParts, r: Awaited<ReturnType<typeof reportOf>>, saved: SavedReport | null): ReportView {
  return {
    type, fund: parts.fund, period: parts.period, date, saved: !!saved, savedAt: saved?.createdAt ?? null,
    preBalance: taka(r.figures.preBalancePaisa), income: taka(r.figures.incomePaisa), expense: taka(r.figures.expensePaisa), balance: taka(r.figures.balancePaisa),
    incomeHeads: headsView(r.incomeHeads), expenseHeads: headsView(r.expenseHeads),
  };
}

function savedReportView(r: SavedReport): ReportView {
  const parts = typeParts(r.type)!;
  return reportView(r.type, r.date, parts, {
    figures: { preBalancePaisa: r.preBalancePaisa, incomePaisa: r.incomePaisa, expensePaisa: r.expensePaisa, balancePaisa: r.balancePaisa },
    incomeHeads: r.incomeHeads, expenseHeads: r.expenseHeads,
  }, r);
}

const ROW_CHUNK = 500;

export const countsService = {
  /** The computed (unsaved) view of a count from today's receipts or vouchers. */
  async computed(ctx: Ctx, type: string, date: string): Promise<CountView> {
    authorizeRead(ctx);
    const parts = partsOf(type, date, false);
    return countView(type, date, await compute(ctx.db.manager, tenant(ctx), parts, date), null);
  },

  /** The saved count of that type and period, else sorryNotFound. */
  async saved(ctx: Ctx, type: string, date: string): Promise<CountView> {
    authorizeRead(ctx);
    const parts = partsOf(type, date, false);
    const count = await owned(ctx, SavedCount).getBy({ type, date });
    const rows = await owned(ctx, SavedCountRow).list({ countId: count.id }, { position: 'ASC' });
    return countView(type, date, { parts, rows: rows.map((r) => r.row as IncomeSource | ExpenseSource), heads: count.heads, totalPaisa: count.totalPaisa }, count);
  },

  /** The saved periods of a count or report type, newest first. */
  async dates(ctx: Ctx, type: string): Promise<string[]> {
    authorizeRead(ctx);
    const parts = typeParts(type);
    if (!parts) throw new AppError(type ? 'invalidValue' : 'requiredField', { field: 'type' });
    const where = { code: tenant(ctx), type };
    const rows = parts.kind === 'report'
      ? await ctx.db.getRepository(SavedReport).find({ where, select: { date: true }, order: { date: 'DESC' } })
      : await ctx.db.getRepository(SavedCount).find({ where, select: { date: true }, order: { date: 'DESC' } });
    return rows.map((r) => r.date);
  },

  /**
   * Saves the computed count (recomputed here; nothing the client computed is trusted). The same
   * type and period saved already: duplicateNotPossible. A monthly save marks the month's receipts
   * or vouchers of the fund saved, in the same transaction.
   */
  async save(ctx: Ctx, type: string, date: string): Promise<CountView> {
    authorizeWrite(ctx);
    const parts = partsOf(type, date, false);
    const code = tenant(ctx);
    await writeTransaction(ctx, async (em) => {
      if (await em.getRepository(SavedCount).existsBy({ code, type, date })) throw new AppError('duplicateNotPossible', { field: 'date' });
      const c = await compute(em, code, parts, date);
      const count = await em.getRepository(SavedCount).save(em.getRepository(SavedCount).create({
        code, type, fund: parts.fund, date, heads: c.heads, rowCount: c.rows.length, totalPaisa: c.totalPaisa,
      }));
      const rows = c.rows.map((row, i) => ({ code, countId: count.id, position: i + 1, row }));
      for (let i = 0; i < rows.length; i += ROW_CHUNK) await em.getRepository(SavedCountRow).insert(rows.slice(i, i + ROW_CHUNK));
      await markCondition(em, code, parts, date, 'saved');
    });
    return this.saved(ctx, type, date);
  },

  /** Deletes the saved count (sorryNotFound when none); a monthly one's receipts or vouchers become unsaved again. */
  async remove(ctx: Ctx, type: string, date: string): Promise<void> {
    authorizeWrite(ctx);
    const parts = partsOf(type, date, false);
    const code = tenant(ctx);
    await writeTransaction(ctx, async (em) => {
      const count = await owned(ctx, SavedCount, em).getBy({ type, date }, { lock: true });
      await em.delete(SavedCountRow, { code, countId: count.id });
      await em.delete(SavedCount, { code, id: count.id });
      // A monthly income and expense count of the same month and fund are separate: only this kind's rows change.
      await markCondition(em, code, parts, date, 'unsaved');
    });
  },

  /** The computed report: income and expense of the period, the balance carried from the latest earlier saved report, the new balance. */
  async report(ctx: Ctx, type: string, date: string): Promise<ReportView> {
    authorizeRead(ctx);
    const parts = partsOf(type, date, true);
    return reportView(type, date, parts, await reportOf(ctx.db.manager, tenant(ctx), parts, date), null);
  },

  async savedReport(ctx: Ctx, type: string, date: string): Promise<ReportView> {
    authorizeRead(ctx);
    partsOf(type, date, true);
    return savedReportView(await owned(ctx, SavedReport).getBy({ type, date }));
  },

  /** The saved reports of a type (oldest first), for the balance list. */
  async savedReports(ctx: Ctx, type: string): Promise<ReportView[]> {
    authorizeRead(ctx);
    if (!typeParts(type) || typeParts(type)!.kind !== 'report') throw new AppError(type ? 'invalidValue' : 'requiredField', { field: 'type' });
    return (await owned(ctx, SavedReport).list({ type }, { date: 'ASC' })).map(savedReportView);
  },

  /** Saves the computed report (figures recomputed here); the same type and period twice: duplicateNotPossible. */
  async saveReport(ctx: Ctx, type: string, date: string): Promise<ReportView> {
    authorizeWrite(ctx);
    const parts = partsOf(type, date, true);
    const code = tenant(ctx);
    const row = await writeTransaction(ctx, async (em) => {
      const repo = em.getRepository(SavedReport);
      if (await repo.existsBy({ code, type, date })) throw new AppError('duplicateNotPossible', { field: 'date' });
      const r = await reportOf(em, code, parts, date);
      return repo.save(repo.create({ code, type, fund: parts.fund, date, ...r.figures, incomeHeads: r.incomeHeads, expenseHeads: r.expenseHeads }));
    });
    return savedReportView(row);
  },

  async removeReport(ctx: Ctx, type: string, date: string): Promise<void> {
    authorizeWrite(ctx);
    partsOf(type, date, true);
    await writeTransaction(ctx, async (em) => {
      const row = await owned(ctx, SavedReport, em).getBy({ type, date });
      await em.delete(SavedReport, { code: row.code, id: row.id });
    });
  },
};
