import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { ensureCounter, takeNumber } from '../../platform/counters';
import { owned, searchWhere } from '../../platform/crud';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { retrying, writeTransaction } from '../../platform/transactions';
import { isIsoDate } from '../../rules/dates';
import { amountInWords, type WordsLang } from '../../rules/in-words';
import { MENU_GROUPS } from '../../rules/permissions';
import { isTakaAmount, MAX_VOUCHER_PAISA, takaToPaisa, VOUCHER_LINES, voucherTotal } from '../../rules/salary';
import { signerByCode } from '../auth/approval-code';
import type { User } from '../auth/user.entity';
import { enterMonths, type MonthOf } from './counted-months';
import { SalarySheet, Voucher, type VoucherDepartment } from './vouchers.entities';
import type { VoucherInput, VoucherLineInput, VoucherListArgs, VoucherView } from './vouchers.types';

const LINE_NUMBERS = Array.from({ length: VOUCHER_LINES }, (_, i) => i + 1);
type LineNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
const regardingKey = (n: number) => `regarding${n as LineNo}` as const;
const amountKey = (n: number) => `amount${n as LineNo}Paisa` as const;

/** A voucher's filled lines, in order. */
export function voucherLines(v: Voucher): { regarding: string; paisa: number }[] {
  return LINE_NUMBERS.map((n) => ({ regarding: v[regardingKey(n)], paisa: v[amountKey(n)] })).filter((l) => l.regarding !== '' || l.paisa !== 0);
}

export function voucherView(v: Voucher): VoucherView {
  return {
    id: v.id, department: v.department, fund: v.fund, voucherNo: v.voucherNo, name: v.name, description: v.description,
    lines: voucherLines(v).map((l) => ({ regarding: l.regarding, amount: l.paisa / 100 })), total: v.totalPaisa / 100, inWords: v.inWords,
    date: v.date, receiverSign: v.receiverSign, principalSign: v.principalSign, condition: v.condition, salarySheetId: v.salarySheetId,
  };
}

/** REST: the spec's fields (id, fund, voucher_no, name, in_words, total, description, regarding1..10, amount1..10, date, department, receiver_sign, principal_sign, condition). */
export function voucherRestView(v: Voucher) {
  const lines: Record<string, string | number> = {};
  for (const n of LINE_NUMBERS) {
    lines[`regarding${n}`] = v[regardingKey(n)];
    lines[`amount${n}`] = v[amountKey(n)] / 100;
  }
  return {
    id: v.id, fund: v.fund, voucher_no: v.voucherNo, name: v.name, in_words: v.inWords, total: v.totalPaisa / 100, description: v.description,
    ...lines, date: v.date, department: v.department, receiver_sign: v.receiverSign, principal_sign: v.principalSign, condition: v.condition,
    salary_sheet_id: v.salarySheetId,
  };
}

const GROUP: Record<VoucherDepartment, 'accounts' | 'boarding'> = { accounts: 'accounts', boarding: 'boarding' };

/**
 * Who may see or write a department's vouchers: the spec's menu group of the page (/voucher:
 * accounts, /boardingvoucher: boarding), and for writes also 'voucher.write' (accountant,
 * boardingSuper, superUser). So accounts vouchers are written by accountant and superUser,
 * boarding vouchers also by boardingSuper.
 */
export function authorizeDepartment(ctx: Ctx, department: string, write: boolean): void {
  authorize(ctx, write ? { permission: 'voucher.write', write: true } : { permission: 'academy.read' });
  const group = GROUP[department as VoucherDepartment];
  if (!group || !(MENU_GROUPS[group] as readonly string[]).includes(ctx.actor!.user.type)) throw new AppError('authorRequired');
}

/** The academy's language for the stored words (bn unless en or ar). */
export function wordsLang(ctx: Ctx): WordsLang {
  const lang = ctx.actor?.academy.language;
  return lang === 'en' || lang === 'ar' ? lang : 'bn';
}

interface CleanLine { regarding: string; paisa: number }

/**
 * The lines as stored (spec §5): a line with neither regarding nor amount is dropped, the rest
 * keep their order; the first line needs both (requiredField regarding1 / amount1), and so does
 * every other kept line (regardingN / amountN, N the line's number on the form).
 */
export function cleanLines(lines: VoucherLineInput[]): CleanLine[] {
  const out: CleanLine[] = [];
  const list = lines.length ? lines : [{ regarding: '', amount: null }];
  list.forEach((line, i) => {
    const n = i + 1;
    const regarding = typeof line.regarding === 'string' ? line.regarding.trim() : '';
    const raw = line.amount;
    if (typeof line.regarding !== 'string' && line.regarding !== undefined && line.regarding !== null) throw new AppError('invalidValue', { field: `regarding${n}` });
    if (regarding.length > 120) throw new AppError('invalidValue', { field: `regarding${n}` });
    const blankAmount = raw === null || raw === undefined || raw === 0;
    if (!blankAmount && !isTakaAmount(raw, MAX_VOUCHER_PAISA / 100)) throw new AppError('invalidValue', { field: `amount${n}` });
    if (n > 1 && !regarding && blankAmount) return;
    if (!regarding) throw new AppError('requiredField', { field: `regarding${n}` });
    if (blankAmount) throw new AppError('requiredField', { field: `amount${n}` });
    out.push({ regarding, paisa: takaToPaisa(raw as number) });
  });
  return out;
}

/** The stored line columns of cleaned lines (the rest blank). */
function lineColumns(lines: CleanLine[]): Partial<Voucher> {
  const out: Record<string, string | number> = {};
  for (const n of LINE_NUMBERS) {
    out[regardingKey(n)] = lines[n - 1]?.regarding ?? '';
    out[amountKey(n)] = lines[n - 1]?.paisa ?? 0;
  }
  return out as Partial<Voucher>;
}

/** Total and in words of the lines; a total above the cap is invalidValue (field total). */
function totals(ctx: Ctx, lines: CleanLine[]): { totalPaisa: number; inWords: string } {
  const totalPaisa = voucherTotal(lines.map((l) => l.paisa));
  if (totalPaisa > MAX_VOUCHER_PAISA) throw new AppError('invalidValue', { field: 'total' });
  return { totalPaisa, inWords: amountInWords(totalPaisa, wordsLang(ctx)).slice(0, 500) };
}

/** The highest number of a department's fund, plus one. */
export async function nextVoucherNo(em: EntityManager, code: string, department: string, fund: string): Promise<number> {
  const row = await em.getRepository(Voucher).createQueryBuilder('v')
    .select('MAX(v.voucherNo)', 'max').where('v.code = :code AND v.department = :department AND v.fund = :fund', { code, department, fund })
    .getRawOne<{ max: number | string | null }>();
  return Number(row?.max ?? 0) + 1;
}

/** The next number of each fund of a department (last + 1). */
async function nextNumbers(em: EntityManager, code: string, department: string): Promise<{ generalFundVoucherNo: number; charityFundVoucherNo: number }> {
  const rows = await em.getRepository(Voucher).createQueryBuilder('v')
    .select('v.fund', 'fund').addSelect('MAX(v.voucherNo)', 'max')
    .where('v.code = :code AND v.department = :department', { code, department }).groupBy('v.fund')
    .getRawMany<{ fund: string; max: number | string | null }>();
  const last = (fund: string) => Number(rows.find((r) => r.fund === fund)?.max ?? 0);
  return { generalFundVoucherNo: last('generalFund') + 1, charityFundVoucherNo: last('charityFund') + 1 };
}

/**
 * Inserts a voucher in the caller's transaction. With `voucherNo` (a number the user chose) it is
 * inserted as it is (a clash is the unique key's duplicateNotPossible); without one the fund's next
 * number is taken under the academy's counter row, so concurrent takers queue. `then` runs in the
 * same transaction after the insert (the salary sheet marks itself paid).
 */
export async function insertVoucher(
  ctx: Ctx, row: Partial<Voucher> & { department: string; fund: string }, voucherNo: number | null,
  then?: (em: EntityManager, saved: Voucher) => Promise<void>,
): Promise<Voucher> {
  const code = tenant(ctx);
  const counter = `voucher:${row.department}:${row.fund}`;
  if (!voucherNo) await ensureCounter(ctx.db.manager, code, counter);
  try {
    // A number the caller chose that is taken stays taken: no retry for a unique clash then.
    return await retrying(() => ctx.db.transaction(async (em) => {
      // The number first: on MySQL its counter row's lock must come before this transaction's first read.
      const no = voucherNo || (await takeNumber(em, code, counter, () => nextVoucherNo(em, code, row.department, row.fund)));
      await enterMonths(em, code, { kind: 'expense', department: row.department, fund: row.fund, date: String(row.date ?? '') });
      const repo = em.getRepository(Voucher);
      const saved = await repo.save(repo.create({ ...row, code, voucherNo: no }));
      await recordChange(em, ctx, { entity: 'voucher', key: saved.id, after: saved });
      if (then) await then(em, saved);
      return saved;
    }), (e) => isUniqueViolation(e) && !!voucherNo);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('duplicateNotPossible', { field: 'voucherNo' });
    throw e;
  }
}

/** The principal who signs by code (spec §4: the code is a principal's password; wrong: authorRequired). */
function principal(ctx: Ctx, code: string | null | undefined): Promise<User> {
  return signerByCode(ctx, code, { types: ['principal'], field: 'principalSign', wrong: 'authorRequired' });
}

/** Where a voucher stands in the monthly counts (counted-months.ts). */
const monthOf = (v: Voucher): MonthOf => ({ kind: 'expense', department: v.department, fund: v.fund, date: v.date });

function refuseSaved(v: Voucher): void {
  if (v.condition === 'saved') throw new AppError('sorryMonthlyVoucherCountDone');
}

function dateOf(ctx: Ctx, date: string): string {
  const d = date || ctx.clock.today();
  if (!isIsoDate(d)) throw new AppError('invalidValue', { field: 'date' });
  return d;
}

/** Payment vouchers of the accounts (/voucher) and boarding (/boardingvoucher) departments (spec doc 2 §3–§7). */
export const vouchersService = {
  /** A page of a department's vouchers (newest date first) with the next number of each fund. */
  async list(ctx: Ctx, args: VoucherListArgs): Promise<{ items: Voucher[]; total: number; generalFundVoucherNo: number; charityFundVoucherNo: number }> {
    authorizeDepartment(ctx, args.department, false);
    const mine = owned(ctx, Voucher);
    const fields = ['name', 'description', 'date', 'voucherNo', ...LINE_NUMBERS.map(regardingKey)] as const;
    const search = searchWhere<Voucher>(fields, args.search);
    const where: FindOptionsWhere<Voucher>[] = search ? search.map((w) => ({ ...w, department: args.department })) : [{ department: args.department }];
    const page = await mine.page(args, where, { date: 'DESC', id: 'DESC' });
    return { ...page, ...(await nextNumbers(ctx.db.manager, mine.code, args.department)) };
  },

  /** One voucher (its department's readers). */
  async get(ctx: Ctx, id: number): Promise<Voucher> {
    authorize(ctx, { permission: 'academy.read' });
    const v = await owned(ctx, Voucher).get(id);
    authorizeDepartment(ctx, v.department, false);
    return v;
  },

  /** A new voucher: the signed-in user is the receiver; the principal's code, when given, signs it. */
  async create(ctx: Ctx, input: VoucherInput): Promise<Voucher> {
    authorizeDepartment(ctx, input.department, true);
    const lines = cleanLines(input.lines);
    const sums = totals(ctx, lines);
    const date = dateOf(ctx, input.date);
    const signer = input.principalSign && input.principalSign.trim() ? await principal(ctx, input.principalSign) : null;
    const user = ctx.actor!.user;
    return insertVoucher(ctx, {
      department: input.department, fund: input.fund, name: input.name.trim(), description: input.description.trim(), ...lineColumns(lines), ...sums, date,
      receiverSign: user.signUrl, receiverId: user.id, principalSign: signer?.signUrl ?? '', principalSignerId: signer?.id ?? null, condition: 'unsaved',
    }, input.voucherNo || null);
  },

  /**
   * An edit (spec §4): not once saved by the monthly count (sorryMonthlyVoucherCountDone), and
   * signed again by the principal's code (required). A voucher that pays a salary sheet cannot
   * be edited (notWorked): delete it (the sheet becomes unpaid), then pay the sheet again.
   */
  async update(ctx: Ctx, input: VoucherInput): Promise<Voucher> {
    authorize(ctx, { permission: 'voucher.write', write: true });
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    const current = await owned(ctx, Voucher).get(input.id);
    authorizeDepartment(ctx, current.department, true);
    refuseSaved(current);
    if (current.salarySheetId) throw new AppError('notWorked', { field: 'salarySheetId' });
    const lines = cleanLines(input.lines);
    const sums = totals(ctx, lines);
    const date = dateOf(ctx, input.date);
    const signer = await principal(ctx, input.principalSign);
    return writeTransaction(ctx, async (em) => {
      // The month it leaves and the month it goes to first (counted-months.ts), then the voucher itself.
      await enterMonths(em, current.code, monthOf(current), { ...monthOf(current), fund: input.fund, date });
      const mine = owned(ctx, Voucher, em);
      const v = await mine.get(current.id, { lock: true });
      if (v.fund !== current.fund || v.date !== current.date) await enterMonths(em, v.code, monthOf(v));
      refuseSaved(v);
      if (v.salarySheetId) throw new AppError('notWorked', { field: 'salarySheetId' });
      const voucherNo = input.voucherNo || (input.fund === v.fund ? v.voucherNo : await nextVoucherNo(em, v.code, v.department, input.fund));
      try {
        const saved = await mine.repo.save({
          ...v, fund: input.fund, voucherNo, name: input.name.trim(), description: input.description.trim(), ...lineColumns(lines), ...sums, date,
          principalSign: signer.signUrl, principalSignerId: signer.id,
        });
        await recordChange(em, ctx, { entity: 'voucher', key: v.id, before: v, after: saved });
        return saved;
      } catch (e) {
        // A number the user chose that another voucher has: no retry finds another.
        if (isUniqueViolation(e)) throw new AppError('duplicateNotPossible', { field: 'voucherNo' });
        throw e;
      }
    });
  },

  /** Deletes a voucher with the principal's code (spec §4); a saved one is refused. A salary voucher's sheet becomes unpaid. */
  async remove(ctx: Ctx, id: number, principalCode: string | null | undefined): Promise<void> {
    authorize(ctx, { permission: 'voucher.write', write: true });
    const current = await owned(ctx, Voucher).get(id);
    authorizeDepartment(ctx, current.department, true);
    refuseSaved(current);
    await principal(ctx, principalCode);
    await writeTransaction(ctx, async (em) => {
      await enterMonths(em, current.code, monthOf(current));
      const v = await owned(ctx, Voucher, em).get(id, { lock: true });
      if (v.fund !== current.fund || v.date !== current.date) await enterMonths(em, v.code, monthOf(v));
      refuseSaved(v);
      if (v.salarySheetId) await em.update(SalarySheet, { id: v.salarySheetId, code: v.code, paidVoucherId: v.id }, { paidVoucherId: null });
      await owned(ctx, Voucher, em).remove(id);
      await recordChange(em, ctx, { entity: 'voucher', key: v.id, before: v });
    });
  },
};
