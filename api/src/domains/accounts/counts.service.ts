import { Between, type EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import {
  countableFrom, expenseCount, headsOfGroups, incomeCount, isCountDepartment, isPeriod, periodRange, previousBalance, reportFigures, typeOf, typeParts,
  type CountDepartment, type ExpenseSource, type Head, type IncomeSource, type TypeParts,
} from '../../rules/counts';
import { MENU_GROUPS } from '../../rules/permissions';
import { closeMonth, openMonth } from './counted-months';
import { SavedCount, SavedCountRow, SavedReport } from './counts.entities';
import type { CountHeadView, CountView, ReportView } from './counts.types';
import { Receipt } from './receipts.entities';
import { Voucher } from './vouchers.entities';
import { voucherLines } from './vouchers.service';

/**
 * Monthly and yearly counts and counting reports (spec doc 2 §3–§6) of a department: accounts
 * (receipts of /receipt, vouchers of /voucher; the default) or boarding (/boardingreceipt,
 * /boardingvoucher). Each department has its own saved counts, reports, carried balances and
 * closed months (counted-months.ts).
 *
 * A monthly count's save marks that month's receipts (income types) or vouchers (expense types)
 * of its fund 'saved', so they refuse edit and delete; deleting the saved count marks them
 * 'unsaved' again, in the same transaction. Yearly counts are summaries of the year and change no
 * receipt or voucher. Reads: the department's menu group (accounts or boarding); save and delete:
 * 'count.write' (accountant, superUser — spec §6 "Monthly/yearly counts save and delete", for both).
 */
const taka = (paisa: number) => paisa / 100;
const headsView = (heads: Head[]): CountHeadView[] => heads.map((h) => ({ regarding: h.regarding, amount: taka(h.paisa) }));

/**
 * Reads of a department's figures (counts, reports; the dashboard's summary reads accounts): its
 * menu group (accounts, or boarding: accountant, boardingSuper and the administration), else authorRequired.
 */
export function authorizeRead(ctx: Ctx, department: CountDepartment = 'accounts'): void {
  authorize(ctx, { permission: 'academy.read' });
  if (!(MENU_GROUPS[department] as readonly string[]).includes(ctx.actor!.user.type)) throw new AppError('authorRequired');
}

/** accounts or boarding, else invalidValue on department. */
function departmentOf(department: string): CountDepartment {
  if (!isCountDepartment(department)) throw new AppError(department ? 'invalidValue' : 'requiredField', { field: 'department' });
  return department;
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

/** A period is saved only once it has ended in Asia/Dhaka (periodNotEnded with the first day it can be, else). */
function refuseRunningPeriod(ctx: Ctx, parts: TypeParts, date: string): void {
  const from = countableFrom(parts.period, date);
  if (ctx.clock.today() < from) throw new AppError('periodNotEnded', { field: 'date', from });
}

const inPeriod = (parts: TypeParts, date: string) => {
  const { from, to } = periodRange(parts.period, date);
  return Between(from, to);
};

const LINE_COLUMNS = Array.from({ length: 10 }, (_, i) => [`regarding${i + 1}`, `amount${i + 1}Paisa`]).flat();

/**
 * The period's rows of the fund as plain rows: only the columns a count reads, no entity hydration
 * (a year is tens of thousands of receipts; scripts/bench-counts.js measures it).
 */
function periodRows(em: EntityManager, entity: typeof Receipt | typeof Voucher, book: Book, parts: TypeParts, date: string, columns: string[]) {
  const { from, to } = periodRange(parts.period, date);
  const qb = em.createQueryBuilder(entity, 'x').select(`x.${columns[0]}`, columns[0]);
  for (const c of columns.slice(1)) qb.addSelect(`x.${c}`, c);
  return qb
    .where('x.code = :code AND x.department = :department AND x.fund = :fund AND x.date BETWEEN :from AND :to', { ...book, fund: parts.fund, from, to })
    .getRawMany<Record<string, string | number>>();
}

async function receiptsOf(em: EntityManager, book: Book, parts: TypeParts, date: string): Promise<IncomeSource[]> {
  const rows = await periodRows(em, Receipt, book, parts, date, ['bookNo', 'receiptNoFrom', 'receiptNoTill', 'name', 'regarding', 'amountPaisa', 'date']);
  return rows.map((r) => ({
    bookNo: Number(r.bookNo), receiptNoFrom: Number(r.receiptNoFrom), receiptNoTill: Number(r.receiptNoTill), name: String(r.name),
    regarding: String(r.regarding), amountPaisa: Number(r.amountPaisa), date: String(r.date),
  }));
}

async function vouchersOf(em: EntityManager, book: Book, parts: TypeParts, date: string): Promise<ExpenseSource[]> {
  const rows = await periodRows(em, Voucher, book, parts, date, ['voucherNo', 'name', 'date', 'totalPaisa', ...LINE_COLUMNS]);
  return rows.map((v) => {
    const voucher = Object.fromEntries(LINE_COLUMNS.map((c) => [c, c.startsWith('amount') ? Number(v[c]) : String(v[c])])) as unknown as Voucher;
    return { voucherNo: Number(v.voucherNo), name: String(v.name), date: String(v.date), totalPaisa: Number(v.totalPaisa), lines: voucherLines(voucher) };
  });
}

/** Whose books a count reads: the academy and the department. */
interface Book { code: string; department: CountDepartment }

interface Computed { parts: TypeParts; rows: (IncomeSource | ExpenseSource)[]; heads: Head[]; totalPaisa: number }

/** A count from its rows; without them (`withRows` false: nobody asked for them) its heads and total summed by the database. */
async function compute(em: EntityManager, book: Book, parts: TypeParts, date: string, withRows = true): Promise<Computed> {
  if (!withRows) return { parts, rows: [], ...(await (parts.kind === 'income' ? incomeSums : expenseSums)(em, book, parts, date)) };
  if (parts.kind === 'income') return { parts, ...incomeCount(await receiptsOf(em, book, parts, date)) };
  return { parts, ...expenseCount(await vouchersOf(em, book, parts, date)) };
}

function countView(department: CountDepartment, type: string, date: string, c: Computed, saved: SavedCount | null): CountView {
  const income = c.parts.kind === 'income' ? (c.rows as IncomeSource[]) : [];
  const expense = c.parts.kind === 'expense' ? (c.rows as ExpenseSource[]) : [];
  return {
    department, type, fund: c.parts.fund, period: c.parts.period, kind: c.parts.kind, date, saved: !!saved, savedAt: saved?.createdAt ?? null,
    incomeRows: income.map((r) => ({ bookNo: r.bookNo, receiptNoFrom: r.receiptNoFrom, receiptNoTill: r.receiptNoTill, name: r.name, regarding: r.regarding, amount: taka(r.amountPaisa), date: r.date })),
    expenseRows: expense.map((r) => ({ voucherNo: r.voucherNo, name: r.name, date: r.date, total: taka(r.totalPaisa), lines: headsView(r.lines) })),
    heads: headsView(c.heads), total: taka(c.totalPaisa),
  };
}

/** Marks the month's receipts or vouchers of the fund saved or unsaved (monthly income and expense types only). */
async function markCondition(em: EntityManager, book: Book, parts: TypeParts, date: string, condition: 'saved' | 'unsaved'): Promise<void> {
  if (parts.period !== 'monthly') return;
  const where = { ...book, fund: parts.fund, date: inPeriod(parts, date) };
  if (parts.kind === 'income') await em.update(Receipt, where, { condition });
  else await em.update(Voucher, where, { condition });
}

/** SQL of the driver: a zero-padded integer, a concatenation, a quoted name, a binary (exact) grouping of a text column. */
function dialect(em: EntityManager) {
  const mysql = em.connection.options.type !== 'better-sqlite3';
  return {
    pad: (e: string) => (mysql ? `LPAD(${e}, 10, '0')` : `printf('%010d', ${e})`),
    concat: (es: string[]) => (mysql ? `CONCAT(${es.join(', ')})` : es.join(' || ')),
    name: (n: string) => (mysql ? `\`${n}\`` : `"${n}"`),
    exact: (e: string) => (mysql ? `BINARY ${e}` : e),
  };
}

type SumRow = { regarding: string; paisa: string | number; first: string };
const groupsOf = (rows: SumRow[]) => rows.map((g) => ({ regarding: g.regarding, paisa: Number(g.paisa), first: g.first }));

/** The filter of a period's rows of the fund in raw SQL, and its parameters. */
function periodWhere(em: EntityManager, book: Book, parts: TypeParts, date: string) {
  const { name: n } = dialect(em);
  const { from, to } = periodRange(parts.period, date);
  return { where: `${n('code')} = ? AND ${n('department')} = ? AND ${n('fund')} = ? AND ${n('date')} BETWEEN ? AND ?`, params: [book.code, book.department, parts.fund, from, to] };
}

/**
 * Heads and totals summed by the database, for a report and a count asked without its rows: the
 * same heads and totals as the counts (rules/counts.ts headsOfGroups). Receipts are grouped by their
 * exact regarding; each group's first row (date, book, page) is its key.
 */
async function incomeSums(em: EntityManager, book: Book, parts: TypeParts, date: string): Promise<{ heads: Head[]; totalPaisa: number }> {
  const { pad, concat, name: n, exact } = dialect(em);
  const { where, params } = periodWhere(em, book, parts, date);
  const key = concat([n('date'), pad(n('bookNo')), pad(n('receiptNoFrom'))]);
  const rows: SumRow[] = await em.query(
    `SELECT MIN(${n('regarding')}) AS regarding, SUM(${n('amountPaisa')}) AS paisa, MIN(${key}) AS first FROM ${n('receipts')} WHERE ${where} GROUP BY ${exact(n('regarding'))}`,
    params,
  );
  const heads = headsOfGroups(groupsOf(rows));
  return { heads, totalPaisa: heads.reduce((a, h) => a + h.paisa, 0) };
}

/** Every filled voucher line grouped by its exact regarding (first row: date, voucher number, line); the total of the voucher totals. */
async function expenseSums(em: EntityManager, book: Book, parts: TypeParts, date: string): Promise<{ heads: Head[]; totalPaisa: number }> {
  const { pad, concat, name: n, exact } = dialect(em);
  const { where, params } = periodWhere(em, book, parts, date);
  const lines = Array.from({ length: 10 }, (_, i) => {
    const [r, a] = [n(`regarding${i + 1}`), n(`amount${i + 1}Paisa`)];
    return `SELECT ${r} AS regarding, ${a} AS paisa, ${concat([n('date'), pad(n('voucherNo')), `'${String(i + 1).padStart(2, '0')}'`])} AS k FROM ${n('vouchers')} WHERE ${where} AND (${r} <> '' OR ${a} <> 0)`;
  });
  const rows: SumRow[] = await em.query(
    `SELECT MIN(l.regarding) AS regarding, SUM(l.paisa) AS paisa, MIN(l.k) AS first FROM (${lines.join(' UNION ALL ')}) l GROUP BY ${exact('l.regarding')}`,
    lines.flatMap(() => params),
  );
  const [totals]: { paisa: string | number | null }[] = await em.query(`SELECT SUM(${n('totalPaisa')}) AS paisa FROM ${n('vouchers')} WHERE ${where}`, params);
  return { heads: headsOfGroups(groupsOf(rows)), totalPaisa: Number(totals?.paisa ?? 0) };
}

async function reportOf(em: EntityManager, book: Book, parts: TypeParts, date: string) {
  const income = await incomeSums(em, book, parts, date);
  const expense = await expenseSums(em, book, parts, date);
  const earlier = await em.getRepository(SavedReport).find({ where: { ...book, type: typeOf(parts) }, select: { date: true, balancePaisa: true } });
  return { figures: reportFigures(previousBalance(earlier, date), income.totalPaisa, expense.totalPaisa), incomeHeads: income.heads, expenseHeads: expense.heads };
}

function reportView(department: CountDepartment, type: string, date: string, parts: TypeParts, r: Awaited<ReturnType<typeof reportOf>>, saved: SavedReport | null): ReportView {
  return {
    department, type, fund: parts.fund, period: parts.period, date, saved: !!saved, savedAt: saved?.createdAt ?? null,
    preBalance: taka(r.figures.preBalancePaisa), income: taka(r.figures.incomePaisa), expense: taka(r.figures.expensePaisa), balance: taka(r.figures.balancePaisa),
    incomeHeads: headsView(r.incomeHeads), expenseHeads: headsView(r.expenseHeads),
  };
}

function savedReportView(r: SavedReport): ReportView {
  const parts = typeParts(r.type)!;
  return reportView(departmentOf(r.department), r.type, r.date, parts, {
    figures: { preBalancePaisa: r.preBalancePaisa, incomePaisa: r.incomePaisa, expensePaisa: r.expensePaisa, balancePaisa: r.balancePaisa },
    incomeHeads: r.incomeHeads, expenseHeads: r.expenseHeads,
  }, r);
}

const ROW_CHUNK = 500;

/** The department (checked), whose books are read, and the reader's right to them. */
function readScope(ctx: Ctx, department: string): Book {
  authorize(ctx, { permission: 'academy.read' });
  const d = departmentOf(department);
  authorizeRead(ctx, d);
  return { code: tenant(ctx), department: d };
}

function writeScope(ctx: Ctx, department: string): Book {
  authorizeWrite(ctx);
  return { code: tenant(ctx), department: departmentOf(department) };
}

/** What the history records of a saved count: its period, department, fund, rows and total (the heads are the rows' summary). */
const countFields = (c: SavedCount) => ({ department: c.department, type: c.type, fund: c.fund, date: c.date, rowCount: c.rowCount, totalPaisa: c.totalPaisa });

export const countsService = {
  /** The computed (unsaved) view of a count from today's receipts or vouchers (withRows false: heads and total only, rows empty). */
  async computed(ctx: Ctx, type: string, date: string, opts: { withRows?: boolean; department?: string } = {}): Promise<CountView> {
    const book = readScope(ctx, opts.department ?? 'accounts');
    const parts = partsOf(type, date, false);
    return countView(book.department, type, date, await compute(ctx.db.manager, book, parts, date, opts.withRows ?? true), null);
  },

  /** The saved count of that department, type and period, else sorryNotFound. */
  async saved(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<CountView> {
    const book = readScope(ctx, department);
    const parts = partsOf(type, date, false);
    const count = await owned(ctx, SavedCount).getBy({ department: book.department, type, date });
    const rows = await owned(ctx, SavedCountRow).list({ countId: count.id }, { position: 'ASC' });
    return countView(book.department, type, date, { parts, rows: rows.map((r) => r.row as IncomeSource | ExpenseSource), heads: count.heads, totalPaisa: count.totalPaisa }, count);
  },

  /** The saved periods of a count or report type of the department, newest first. */
  async dates(ctx: Ctx, type: string, department = 'accounts'): Promise<string[]> {
    const book = readScope(ctx, department);
    const parts = typeParts(type);
    if (!parts) throw new AppError(type ? 'invalidValue' : 'requiredField', { field: 'type' });
    const where = { ...book, type };
    const rows = parts.kind === 'report'
      ? await ctx.db.getRepository(SavedReport).find({ where, select: { date: true }, order: { date: 'DESC' } })
      : await ctx.db.getRepository(SavedCount).find({ where, select: { date: true }, order: { date: 'DESC' } });
    return rows.map((r) => r.date);
  },

  /**
   * Saves the computed count (recomputed here; nothing the client computed is trusted). The same
   * department, type and period saved already: duplicateNotPossible. A monthly save marks the
   * month's receipts or vouchers of the department and fund saved, in the same transaction.
   */
  async save(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<CountView> {
    const book = writeScope(ctx, department);
    const parts = partsOf(type, date, false);
    refuseRunningPeriod(ctx, parts, date);
    await writeTransaction(ctx, async (em) => {
      // The month's row first, before anything is read (counted-months.ts): the writes already in the
      // month commit before this count reads them, and every later one is refused.
      if (parts.period === 'monthly' && !(await closeMonth(em, book.code, book.department, type, date))) {
        throw new AppError('duplicateNotPossible', { field: 'date' });
      }
      if (await em.getRepository(SavedCount).existsBy({ ...book, type, date })) throw new AppError('duplicateNotPossible', { field: 'date' });
      const c = await compute(em, book, parts, date);
      const count = await em.getRepository(SavedCount).save(em.getRepository(SavedCount).create({
        ...book, type, fund: parts.fund, date, heads: c.heads, rowCount: c.rows.length, totalPaisa: c.totalPaisa,
      }));
      const rows = c.rows.map((row, i) => ({ code: book.code, countId: count.id, position: i + 1, row }));
      for (let i = 0; i < rows.length; i += ROW_CHUNK) await em.getRepository(SavedCountRow).insert(rows.slice(i, i + ROW_CHUNK));
      await markCondition(em, book, parts, date, 'saved');
      await recordChange(em, ctx, { entity: 'count', key: count.id, after: countFields(count) });
    });
    return this.saved(ctx, type, date, book.department);
  },

  /** Deletes the saved count (sorryNotFound when none); a monthly one's receipts or vouchers become unsaved again. */
  async remove(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<void> {
    const book = writeScope(ctx, department);
    const parts = partsOf(type, date, false);
    await writeTransaction(ctx, async (em) => {
      if (parts.period === 'monthly') await openMonth(em, book.code, book.department, type, date);
      const count = await owned(ctx, SavedCount, em).getBy({ department: book.department, type, date }, { lock: true });
      await em.delete(SavedCountRow, { code: book.code, countId: count.id });
      await em.delete(SavedCount, { code: book.code, id: count.id });
      await recordChange(em, ctx, { entity: 'count', key: count.id, before: countFields(count) });
      // A monthly income and expense count of the same month and fund are separate: only this kind's rows change.
      await markCondition(em, book, parts, date, 'unsaved');
    });
  },

  /** The computed report: income and expense of the period, the balance carried from the latest earlier saved report, the new balance. */
  async report(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<ReportView> {
    const book = readScope(ctx, department);
    const parts = partsOf(type, date, true);
    return reportView(book.department, type, date, parts, await reportOf(ctx.db.manager, book, parts, date), null);
  },

  async savedReport(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<ReportView> {
    const book = readScope(ctx, department);
    partsOf(type, date, true);
    return savedReportView(await owned(ctx, SavedReport).getBy({ department: book.department, type, date }));
  },

  /** The saved reports of a type of the department (oldest first), for the balance list. */
  async savedReports(ctx: Ctx, type: string, department = 'accounts'): Promise<ReportView[]> {
    const book = readScope(ctx, department);
    if (!typeParts(type) || typeParts(type)!.kind !== 'report') throw new AppError(type ? 'invalidValue' : 'requiredField', { field: 'type' });
    return (await owned(ctx, SavedReport).list({ department: book.department, type }, { date: 'ASC' })).map(savedReportView);
  },

  /** Saves the computed report (figures recomputed here); the same department, type and period twice: duplicateNotPossible. */
  async saveReport(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<ReportView> {
    const book = writeScope(ctx, department);
    const parts = partsOf(type, date, true);
    refuseRunningPeriod(ctx, parts, date);
    const row = await writeTransaction(ctx, async (em) => {
      const repo = em.getRepository(SavedReport);
      if (await repo.existsBy({ ...book, type, date })) throw new AppError('duplicateNotPossible', { field: 'date' });
      const r = await reportOf(em, book, parts, date);
      const saved = await repo.save(repo.create({ ...book, type, fund: parts.fund, date, ...r.figures, incomeHeads: r.incomeHeads, expenseHeads: r.expenseHeads }));
      await recordChange(em, ctx, { entity: 'report', key: saved.id, after: saved });
      return saved;
    });
    return savedReportView(row);
  },

  async removeReport(ctx: Ctx, type: string, date: string, department = 'accounts'): Promise<void> {
    const book = writeScope(ctx, department);
    partsOf(type, date, true);
    await writeTransaction(ctx, async (em) => {
      const row = await owned(ctx, SavedReport, em).getBy({ department: book.department, type, date });
      await em.delete(SavedReport, { code: row.code, id: row.id });
      await recordChange(em, ctx, { entity: 'report', key: row.id, before: row });
    });
  },
};
