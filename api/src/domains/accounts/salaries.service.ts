import { In, IsNull, type EntityManager } from 'typeorm';
import { inTransaction, type Ctx } from '../../platform/context';
import { owned, type Page, type PageArgs } from '../../platform/crud';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { isIsoDate } from '../../rules/dates';
import { amountInWords } from '../../rules/in-words';
import {
  MAX_VOUCHER_PAISA, percentToBp, SALARY_MONEY_KEYS, salaryRegarding, salaryRowTotals, salarySheetTotals, takaToPaisa,
  type SalaryAmounts, type SalaryMoneyKey,
} from '../../rules/salary';
import { Staff } from '../administration/staff.entity';
import { signerByCode } from '../auth/approval-code';
import { SalarySheet, SalarySheetRow, Voucher } from './vouchers.entities';
import type { PaySalaryInput, SalaryRowInput, SalaryRowView, SalarySheetInput, SalarySheetView, SalaryTotalsView } from './salaries.types';
import { authorizeDepartment, insertVoucher, wordsLang } from './vouchers.service';

type PaisaColumn = `${SalaryMoneyKey}Paisa`;
const col = (k: SalaryMoneyKey) => `${k}Paisa` as PaisaColumn;

/** A stored row's amounts as the rule takes them (paisa, increment in basis points). */
export function rowAmounts(r: SalarySheetRow): SalaryAmounts {
  const out = { incrementBp: r.incrementBp } as SalaryAmounts;
  for (const k of SALARY_MONEY_KEYS) out[k] = r[col(k)];
  return out;
}

const taka = (paisa: number) => paisa / 100;

function amountsView(a: SalaryAmounts): Record<SalaryMoneyKey, number> & { incrementPercent: number } {
  const out = { incrementPercent: a.incrementBp / 100 } as Record<SalaryMoneyKey, number> & { incrementPercent: number };
  for (const k of SALARY_MONEY_KEYS) out[k] = taka(a[k]);
  return out;
}

export function salaryRowView(r: SalarySheetRow): SalaryRowView {
  const a = rowAmounts(r);
  const t = salaryRowTotals(a);
  return {
    id: r.id, staffRowId: r.staffRowId, staffId: r.staffId, name: r.name, designation: r.designation, workdays: r.workdays, attendance: r.attendance,
    ...amountsView(a), increment: taka(t.increment), total: taka(t.total), deductions: taka(t.deductions), net: taka(t.net),
  };
}

export interface SheetWithRows { sheet: SalarySheet; rows: SalarySheetRow[]; voucher: Voucher | null }

export function salarySheetView({ sheet, rows, voucher }: SheetWithRows): SalarySheetView {
  const sums = salarySheetTotals(rows.map(rowAmounts));
  const totals = { incrementPercent: 0 } as SalaryTotalsView;
  for (const k of SALARY_MONEY_KEYS) totals[k] = taka(sums[k]);
  Object.assign(totals, { increment: taka(sums.increment), total: taka(sums.total), deductions: taka(sums.deductions), net: taka(sums.net) });
  return {
    id: sheet.id, month: sheet.month, department: sheet.department, note: sheet.note, rows: rows.map(salaryRowView), totals,
    paidVoucherId: sheet.paidVoucherId, paidVoucherNo: voucher?.voucherNo ?? null, paidFund: voucher?.fund ?? null,
  };
}

/** REST: the sheet in snake_case, rows with their computed columns, and the column sums. */
export function salarySheetRest(s: SheetWithRows) {
  const v = salarySheetView(s);
  const snake = (o: object) => Object.fromEntries(Object.entries(o).map(([k, val]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), val]));
  return {
    id: v.id, month: v.month, department: v.department, note: v.note, rows: v.rows.map(snake), totals: snake(v.totals),
    paid_voucher_id: v.paidVoucherId, paid_voucher_no: v.paidVoucherNo, paid_fund: v.paidFund,
  };
}

/** The stored columns of an entered row; attendance above workdays is invalidValue (rows.N.attendance). */
function rowColumns(input: SalaryRowInput, index: number): Partial<SalarySheetRow> {
  if (input.attendance > input.workdays) throw new AppError('invalidValue', { field: `rows.${index}.attendance` });
  const out: Partial<SalarySheetRow> = {
    staffRowId: input.staffRowId ?? null, staffId: input.staffId.trim(), name: input.name.trim(), designation: input.designation.trim(),
    workdays: input.workdays, attendance: input.attendance, incrementBp: percentToBp(input.incrementPercent), position: index + 1,
  };
  for (const k of SALARY_MONEY_KEYS) out[col(k)] = takaToPaisa(input[k]);
  const t = salaryRowTotals(rowAmounts(out as SalarySheetRow));
  if (t.net < 0) throw new AppError('invalidValue', { field: `rows.${index}.deductions` });
  return out;
}

/** A new sheet's rows from the staff list (staff number order): basic = salary, food = boarding fee. */
async function staffRows(em: EntityManager, code: string, department: string): Promise<Partial<SalarySheetRow>[]> {
  const staff = await em.getRepository(Staff).find({ where: { code, ...(department ? { department } : {}) }, order: { staffId: 'ASC', id: 'ASC' } });
  return staff.map((s, i) => {
    const out: Partial<SalarySheetRow> = {
      staffRowId: s.id, staffId: s.staffId, name: s.name, designation: s.designation, workdays: 0, attendance: 0, incrementBp: 0, position: i + 1,
    };
    for (const k of SALARY_MONEY_KEYS) out[col(k)] = 0;
    out.basicPaisa = s.salaryPaisa;
    out.foodPaisa = s.boardingFeePaisa;
    return out;
  });
}

async function load(em: EntityManager, sheet: SalarySheet): Promise<SheetWithRows> {
  const rows = await em.getRepository(SalarySheetRow).find({ where: { code: sheet.code, sheetId: sheet.id }, order: { position: 'ASC', id: 'ASC' } });
  const voucher = sheet.paidVoucherId ? await em.getRepository(Voucher).findOneBy({ id: sheet.paidVoucherId, code: sheet.code }) : null;
  return { sheet, rows, voucher };
}

function refusePaid(sheet: SalarySheet): void {
  if (sheet.paidVoucherId) throw new AppError('notWorked', { field: 'paid' });
}

/** Salary sheets read and written by the accounts menu group's writers ('voucher.write' within accounts: accountant, superUser). */
const authorizeSalary = (ctx: Ctx, write: boolean) => authorizeDepartment(ctx, 'accounts', write);

const duplicate = (e: unknown) => (isUniqueViolation(e) ? new AppError('duplicateNotPossible', { field: 'month' }) : e);

/** Salary sheets (/salaryGiving; spec doc 2 §3 salary sheet columns, §7 salary calls). */
/** What the history records of a salary sheet: its own fields, how many rows and their net total. */
function sheetFields(s: SheetWithRows) {
  return { ...s.sheet, rows: s.rows.length, net: salarySheetTotals(s.rows.map(rowAmounts)).net };
}

export const salariesService = {
  async list(ctx: Ctx, args: PageArgs & { month?: string | null }): Promise<Page<SheetWithRows>> {
    authorizeSalary(ctx, false);
    const mine = owned(ctx, SalarySheet);
    const page = await mine.page(args, args.month ? { month: args.month } : {}, { month: 'DESC', department: 'ASC', id: 'DESC' });
    const ids = page.items.map((s) => s.id);
    const rows = ids.length ? await ctx.db.getRepository(SalarySheetRow).find({ where: { code: mine.code, sheetId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }) : [];
    const voucherIds = page.items.map((s) => s.paidVoucherId).filter((id): id is number => id !== null);
    const vouchers = voucherIds.length ? await ctx.db.getRepository(Voucher).findBy({ code: mine.code, id: In(voucherIds) }) : [];
    return {
      total: page.total,
      items: page.items.map((sheet) => ({
        sheet, rows: rows.filter((r) => r.sheetId === sheet.id), voucher: vouchers.find((v) => v.id === sheet.paidVoucherId) ?? null,
      })),
    };
  },

  async get(ctx: Ctx, id: number): Promise<SheetWithRows> {
    authorizeSalary(ctx, false);
    return load(ctx.db.manager, await owned(ctx, SalarySheet).get(id));
  },

  /** A new sheet; without rows, one row per staff member of the department. */
  async create(ctx: Ctx, input: SalarySheetInput): Promise<SheetWithRows> {
    authorizeSalary(ctx, true);
    const given = input.rows ? input.rows.map(rowColumns) : null;
    try {
      return await inTransaction(ctx, async (em) => {
        const sheets = owned(ctx, SalarySheet, em);
        const department = input.department.trim();
        const sheet = await sheets.repo.save(sheets.create({ month: input.month, department, note: input.note.trim(), paidVoucherId: null }));
        const rows = given ?? (await staffRows(em, sheets.code, department));
        const repo = em.getRepository(SalarySheetRow);
        if (rows.length) await repo.insert(rows.map((r) => ({ ...r, code: sheets.code, sheetId: sheet.id })));
        const after = await load(em, sheet);
        await recordChange(em, ctx, { entity: 'salarySheet', key: sheet.id, after: sheetFields(after) });
        return after;
      });
    } catch (e) {
      throw duplicate(e);
    }
  },

  /** Replaces a sheet's month, department, note and (when given) rows; a paid sheet: notWorked. */
  async update(ctx: Ctx, input: SalarySheetInput): Promise<SheetWithRows> {
    authorizeSalary(ctx, true);
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    const given = input.rows ? input.rows.map(rowColumns) : null;
    try {
      return await inTransaction(ctx, async (em) => {
        const sheets = owned(ctx, SalarySheet, em);
        const sheet = await sheets.get(input.id!, { lock: true });
        refusePaid(sheet);
        const was = sheetFields(await load(em, sheet));
        const saved = await sheets.repo.save({ ...sheet, month: input.month, department: input.department.trim(), note: input.note.trim() });
        if (given) {
          const repo = em.getRepository(SalarySheetRow);
          await repo.delete({ code: sheet.code, sheetId: sheet.id });
          if (given.length) await repo.insert(given.map((r) => ({ ...r, code: sheet.code, sheetId: sheet.id })));
        }
        const after = await load(em, saved);
        await recordChange(em, ctx, { entity: 'salarySheet', key: sheet.id, before: was, after: sheetFields(after) });
        return after;
      });
    } catch (e) {
      throw duplicate(e);
    }
  },

  /** Deletes an unpaid sheet and its rows (a paid one: notWorked; delete its voucher first). */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorizeSalary(ctx, true);
    await inTransaction(ctx, async (em) => {
      const sheets = owned(ctx, SalarySheet, em);
      const sheet = await sheets.get(id, { lock: true });
      refusePaid(sheet);
      const was = sheetFields(await load(em, sheet));
      await em.getRepository(SalarySheetRow).delete({ code: sheet.code, sheetId: sheet.id });
      await sheets.remove(id);
      await recordChange(em, ctx, { entity: 'salarySheet', key: sheet.id, before: was });
    });
  },

  /**
   * Pays a sheet: one accounts expense voucher on the fund (general by default) with the line
   * "salary YYYY-MM" (in the academy's language) for the sheet's net total, numbered with the
   * fund's next number, and the sheet marked paid, in one transaction. Already paid:
   * duplicateNotPossible; a net total of 0: notWorked.
   */
  async pay(ctx: Ctx, input: PaySalaryInput): Promise<{ sheet: SheetWithRows; voucher: Voucher }> {
    authorizeSalary(ctx, true);
    const current = await load(ctx.db.manager, await owned(ctx, SalarySheet).get(input.id));
    if (current.sheet.paidVoucherId) throw new AppError('duplicateNotPossible', { field: 'paid' });
    const date = input.date || ctx.clock.today();
    if (!isIsoDate(date)) throw new AppError('invalidValue', { field: 'date' });
    const net = salarySheetTotals(current.rows.map(rowAmounts)).net;
    if (net <= 0) throw new AppError('notWorked', { field: 'net' });
    if (net > MAX_VOUCHER_PAISA) throw new AppError('invalidValue', { field: 'total' });
    const signer = input.principalSign && input.principalSign.trim()
      ? await signerByCode(ctx, input.principalSign, { types: ['principal'], field: 'principalSign', wrong: 'authorRequired' })
      : null;
    const lang = wordsLang(ctx);
    const regarding = salaryRegarding(current.sheet.month, lang);
    const user = ctx.actor!.user;
    const voucher = await insertVoucher(ctx, {
      department: 'accounts', fund: input.fund, name: regarding, description: current.sheet.department, regarding1: regarding, amount1Paisa: net,
      totalPaisa: net, inWords: amountInWords(net, lang).slice(0, 500), date, receiverSign: user.signUrl, receiverId: user.id,
      principalSign: signer?.signUrl ?? '', principalSignerId: signer?.id ?? null, condition: 'unsaved', salarySheetId: current.sheet.id,
    }, null, async (em, saved) => {
      // The sheet is paid once: a second payment racing this one finds paidVoucherId set and rolls back.
      const done = await em.update(SalarySheet, { id: current.sheet.id, code: current.sheet.code, paidVoucherId: IsNull() }, { paidVoucherId: saved.id });
      if (!done.affected) throw new AppError('duplicateNotPossible', { field: 'paid' });
      // The rows must be those the net was computed from.
      const now = salarySheetTotals((await em.getRepository(SalarySheetRow).findBy({ code: current.sheet.code, sheetId: current.sheet.id })).map(rowAmounts)).net;
      if (now !== net) throw new AppError('notWorked', { field: 'net' });
      await recordChange(em, ctx, { entity: 'salarySheet', key: current.sheet.id, action: 'pay', before: { paidVoucherId: null }, after: { paidVoucherId: saved.id } });
    });
    return { sheet: await load(ctx.db.manager, await owned(ctx, SalarySheet).get(input.id)), voucher };
  },
};
