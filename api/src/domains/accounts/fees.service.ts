import { In, Not, IsNull, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { owned, searchWhere, type Page, type PageArgs } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { snakeView } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { isIsoDate } from '../../rules/dates';
import {
  duesFor, duesTotal, isMonth, itemPeriods, monthsOfYear, parseMonth, periodOf, type DueLine, type LineDues, type PaidPeriod,
} from '../../rules/fee-dues';
import { rulesFor, studentFees, toPaisa } from '../../rules/fees';
import { cleanName } from '../../rules/stock';
import { ClassRoom } from '../education/class.entity';
import { Student } from '../education/student.entity';
import { FeeRule } from './fee-rule.entity';
import { checkFeeRules, MAX_FEE_TAKA, type FeeRuleInput } from './fee-rule.types';
import { addIncomeHead, INCOME_KIND, isRegardingOf, removeIncomeHead } from './regardings.service';
import { receiptsService } from './receipts.service';
import { ReceiptInput } from './receipts.types';
import { BoardingFeeRule, Fee, FeeMonth, type FeeDepartment, type FeeItem } from './fees.entities';
import type { FeeInput, FeeItemInput, FeeReceiptInput, FeeLineView, FeeSheetArgs, FeeSheetView, FeeView, StudentFeesView } from './fees.types';
import { assertGuardianChild } from '../auth/guardian-children.service';
import { latinDigits } from '../../rules/numbers';

const taka = (paisa: number) => paisa / 100;

export function feeView(f: Fee): FeeView {
  return {
    id: f.id, department: f.department, providerId: f.studentId, admitNo: f.admitNo, name: f.name, className: f.className, groupName: f.groupName,
    year: f.year, date: f.date, note: f.note, total: taka(f.totalPaisa), receiverName: f.receiverName, receiptId: f.receiptId ?? null, createdAt: f.createdAt,
    items: f.items.map((i) => ({ selectedMonths: i.selectedMonths, subject: i.subject, totalAmount: taka(i.totalAmountPaisa) })),
  };
}

/**
 * REST: the spec's names (provider_id, year, created_at, note, and the items as receipt_data with
 * selectedMonths, subject, totalAmount as the spec writes them), the rest in snake_case.
 */
export function feeRestView({ items, ...v }: FeeView) {
  return { ...snakeView(v), receipt_data: items };
}

export const feeAsRest = (f: Fee) => feeRestView(feeView(f));

/** Which student a request names: an admit number or a student id (provider_id). */
export interface StudentRef { admitNo?: number | null; providerId?: number | null }

/** This academy's admitted student (one with an admit number), else sorryNotFound; boarding: a residential one. */
async function findStudent(ctx: Ctx, ref: StudentRef, department: FeeDepartment, em?: EntityManager, opts: { lock?: boolean } = {}): Promise<Student> {
  const students = owned(ctx, Student, em);
  let s: Student;
  if (ref.providerId) s = await students.getBy({ id: ref.providerId, admitNo: Not(IsNull()) }, opts);
  else if (ref.admitNo) s = await students.getBy({ admitNo: ref.admitNo }, opts);
  else throw new AppError('requiredField', { field: 'admitNo' });
  if (department === 'boarding' && s.residence !== 'residential') throw new AppError('sorryNotFound', { field: 'admitNo' });
  return s;
}

/** The rules of a department: the fee rules (accounts) or the boarding fee rules. */
export function rulesOf(ctx: Ctx, department: FeeDepartment, em?: EntityManager): Promise<(FeeRule | BoardingFeeRule)[]> {
  return department === 'boarding' ? owned(ctx, BoardingFeeRule, em).list() : owned(ctx, FeeRule, em).list();
}

/**
 * The titles that apply to a student in a class (spec doc 1 §5): the rules of the class and group;
 * for student fees the amounts saved on the student are kept (rules/fees.ts studentFees).
 */
export function linesOf(rules: (FeeRule | BoardingFeeRule)[], s: Student, department: FeeDepartment, className = s.admittedClass): DueLine[] {
  return studentFees(rules, className, s.groupName, department === 'accounts' ? s.fees ?? [] : [])
    .map((l) => ({ title: l.title, amountPaisa: toPaisa(l.amount) }));
}

/** The admission month (YYYY-MM), from which fees are owed; a student without one owes from January 2000. */
export const fromMonthOf = (s: Student) => (isMonth(s.date?.slice(0, 7) ?? '') ? s.date.slice(0, 7) : '2000-01');

interface CleanItem { item: FeeItem; periods: PaidPeriod[]; field: string }

/** The items with their months in the payment's year (invalidValue otherwise), a period at most once. */
function cleanItems(items: FeeItemInput[], year: number): CleanItem[] {
  if (!items.length) throw new AppError('requiredField', { field: 'items' });
  const seen = new Set<string>();
  return items.map((input, i) => {
    const field = `items.${i}`;
    const subject = input.subject.trim();
    if (!input.selectedMonths.length) throw new AppError('requiredField', { field: `${field}.selectedMonths` });
    const months = input.selectedMonths.map((m) => parseMonth(m, year));
    if (months.some((m) => m === null)) throw new AppError('invalidValue', { field: `${field}.selectedMonths` });
    const unique = [...new Set(months as string[])].sort();
    const totalAmountPaisa = toPaisa(input.totalAmount);
    const periods = itemPeriods(subject, unique, totalAmountPaisa);
    for (const p of periods) {
      if (seen.has(`${subject}|${p.period}`)) throw new AppError('duplicateNotPossible', { field: `${field}.selectedMonths`, month: p.period });
      seen.add(`${subject}|${p.period}`);
    }
    return { item: { selectedMonths: unique, subject, totalAmountPaisa }, periods, field };
  });
}

const MAX_TOTAL_PAISA = MAX_FEE_TAKA * 100;

/** accounts, boarding, or none given (null: both); anything else is invalidValue. */
export function departmentArg(value: unknown): FeeDepartment | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === 'accounts' || value === 'boarding') return value;
  throw new AppError('invalidValue', { field: 'department' });
}

/** Student fees and boarding fees (spec doc 2 §2, §3, §7): receipt.write takes money; the office reads. */
export const feesService = {
  /** A department's payments, newest first; search by words or an admit number. */
  async list(ctx: Ctx, args: PageArgs, filter: { department: string; search?: string | null }): Promise<Page<Fee>> {
    authorize(ctx, { permission: 'academy.read' });
    const department = filter.department;
    const words = searchWhere<Fee>(['name', 'className', 'groupName', 'note', 'receiverName', 'date'], filter.search);
    if (!words) return owned(ctx, Fee).page(args, { department });
    const conditions: FindOptionsWhere<Fee>[] = words.map((w) => ({ ...w, department }));
    const n = latinDigits((filter.search ?? '').trim());
    if (/^\d{1,9}$/.test(n)) conditions.push({ department, admitNo: Number(n) }, { department, year: Number(n) });
    return owned(ctx, Fee).page(args, conditions);
  },

  /**
   * Takes a payment, or replaces the one input.id names. Every month of every item is a real month
   * of the year; the title applies to the student; a month of a title already paid (by another
   * payment, or twice in this one) is duplicateNotPossible. One transaction: a refusal writes nothing.
   */
  async save(ctx: Ctx, input: FeeInput): Promise<Fee> {
    const fee = await feesService.record(ctx, input);
    return input.receipt ? withReceipt(ctx, fee, input.receipt) : fee;
  },

  /** The payment alone (save() then issues its receipt when one is asked for). */
  async record(ctx: Ctx, input: FeeInput): Promise<Fee> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    const date = input.date?.trim() || ctx.clock.today();
    if (!isIsoDate(date)) throw new AppError('invalidValue', { field: 'date' });
    const items = cleanItems(input.items, input.year);
    const totalPaisa = items.reduce((n, i) => n + i.item.totalAmountPaisa, 0);
    if (totalPaisa > MAX_TOTAL_PAISA) throw new AppError('invalidValue', { field: 'items' });
    if (input.receipt) {
      // A receipt goes with a new payment only, with an income head of its fund.
      if (input.id) throw new AppError('invalidValue', { field: 'receipt' });
      // A fund named: a head of its income list. None: the fee rule's (withReceipt).
      const { fund, regarding } = input.receipt;
      if (fund && !(await isRegardingOf(ctx.db, tenant(ctx), INCOME_KIND[fund], regarding ?? ''))) throw new AppError('invalidValue', { field: 'receipt.regarding' });
    }
    const actor = ctx.actor!.user;
    return await inTransaction(ctx, async (em) => {
      const fees = owned(ctx, Fee, em);
      const months = owned(ctx, FeeMonth, em);
      const row = input.id ? await fees.get(input.id, { lock: true }) : fees.create({ department: input.department, receiverId: actor.id, receiverName: cleanName(`${actor.firstName} ${actor.lastName}`).slice(0, 160) });
      const was = row.id ? { ...row } : null;
      const department = row.department as FeeDepartment;
      // The student's row is locked first (before any plain read: MySQL's snapshot), so two payments
      // of one student run one after the other and each sees what the other paid.
      const student = await findStudent(ctx, { admitNo: input.admitNo, providerId: input.providerId }, department, em, { lock: true });
      const lines = linesOf(await rulesOf(ctx, department, em), student, department);
      for (const { item, field } of items) if (!lines.some((l) => l.title === item.subject)) throw new AppError('invalidValue', { field: `${field}.subject` });
      if (row.id) await months.repo.delete({ code: months.code, feeId: row.id });
      const paidBefore = (await months.list({ department, studentId: student.id, subject: In(items.map((i) => i.item.subject)) }))
        .map((m) => ({ subject: m.subject, period: m.period, amountPaisa: m.amountPaisa }));
      for (const clean of items) {
        const { item, field } = clean;
        // A period paid in full is not paid again; a part-paid one takes what it still owes.
        const [dues] = duesFor(lines.filter((l) => l.title === item.subject), paidBefore, item.selectedMonths, { from: fromMonthOf(student), now: '9999-12' });
        const full = dues.periods.find((p) => p.paidPaisa > 0 && p.paidPaisa >= p.duePaisa);
        if (full) throw new AppError('duplicateNotPossible', { field: `${field}.selectedMonths`, month: full.period });
        const owed = new Map(dues.periods.map((p) => [p.period, p.duePaisa - p.paidPaisa]));
        clean.periods = itemPeriods(item.subject, item.selectedMonths, item.totalAmountPaisa, (p) => owed.get(p) ?? 0);
      }
      Object.assign(row, {
        studentId: student.id, admitNo: student.admitNo, name: student.name, className: student.admittedClass, groupName: student.groupName,
        year: input.year, date, note: (input.note ?? '').trim(), items: items.map((i) => i.item), totalPaisa,
      });
      const saved = await fees.repo.save(row);
      await months.repo.insert(items.flatMap((i) => i.periods).map((p) => months.create({
        feeId: saved.id, department, studentId: student.id, subject: p.subject, period: p.period, amountPaisa: p.amountPaisa,
      })));
      await recordChange(em, ctx, { entity: 'feePayment', key: saved.id, before: was, after: saved });
      return saved;
    });
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    await inTransaction(ctx, async (em) => {
      const fee = await owned(ctx, Fee, em).remove(id);
      await em.getRepository(FeeMonth).delete({ code: fee.code, feeId: fee.id });
      await recordChange(em, ctx, { entity: 'feePayment', key: fee.id, before: fee });
    });
  },

  /**
   * A student's titles of a year (of one department, or both) with each month paid, partly paid,
   * due or upcoming, and the year's payments. `className` computes the titles of another class.
   */
  async ofStudent(ctx: Ctx, ref: StudentRef, opts: { year?: number | null; department?: FeeDepartment | null; className?: string }): Promise<StudentFeesView> {
    authorize(ctx, { permission: 'guardian.read' });
    const today = ctx.clock.today();
    const year = opts.year ?? Number(today.slice(0, 4));
    const student = await findStudent(ctx, ref, opts.department ?? 'accounts');
    await assertGuardianChild(ctx, student.admitNo);
    const departments: FeeDepartment[] = opts.department ? [opts.department] : student.residence === 'residential' ? ['accounts', 'boarding'] : ['accounts'];
    const fromMonth = fromMonthOf(student);
    const monthRows = await owned(ctx, FeeMonth).list({ studentId: student.id, department: In(departments) });
    const lines: (LineDues & { department: string })[] = [];
    for (const department of departments) {
      const paid = monthRows.filter((m) => m.department === department);
      const due = duesFor(linesOf(await rulesOf(ctx, department), student, department, opts.className || undefined), paid, monthsOfYear(year), { from: fromMonth, now: today.slice(0, 7) });
      lines.push(...due.map((d) => ({ ...d, department })));
    }
    const payments = await owned(ctx, Fee).list({ studentId: student.id, year, department: In(departments) }, { date: 'DESC', id: 'DESC' });
    const total = duesTotal(lines);
    return {
      providerId: student.id, admitNo: student.admitNo!, name: student.name, className: opts.className || student.admittedClass, groupName: student.groupName,
      residence: student.residence, year, fromMonth, lines: lines.map(lineView), due: taka(total.duePaisa), paid: taka(total.paidPaisa), owed: taka(total.owedPaisa),
      payments: payments.map(feeView),
    };
  },

  /** The guardian's payments page: every payment of the child, newest first (the last 200). */
  async paymentsOf(ctx: Ctx, admitNo: number): Promise<Fee[]> {
    authorize(ctx, { permission: 'guardian.read' });
    await assertGuardianChild(ctx, admitNo);
    const student = await findStudent(ctx, { admitNo }, 'accounts');
    const rows = await owned(ctx, Fee).repo.find({ where: { code: student.code, studentId: student.id }, order: { date: 'DESC', id: 'DESC' }, take: 200 });
    return rows;
  },

  /** The fee sheet: each student of the class (and group) in, for a title and a month: paid, owed. */
  async sheet(ctx: Ctx, args: FeeSheetArgs): Promise<FeeSheetView> {
    authorize(ctx, { permission: 'academy.read' });
    const department = args.department as FeeDepartment;
    const monthText = args.month.trim();
    const year = args.year ?? (isMonth(monthText) ? Number(monthText.slice(0, 4)) : Number(ctx.clock.today().slice(0, 4)));
    const month = parseMonth(monthText, year);
    if (!month) throw new AppError('invalidValue', { field: 'month' });
    const subject = args.subject.trim();
    const className = args.className.trim();
    const groupName = (args.groupName ?? '').trim();
    const where: FindOptionsWhere<Student> = {
      admittedClass: className, condition: 'in', admitNo: Not(IsNull()), ...(groupName ? { groupName } : {}), ...(department === 'boarding' ? { residence: 'residential' } : {}),
    };
    const students = await owned(ctx, Student).list(where, { admitNo: 'ASC' });
    const period = periodOf(subject, month);
    const paid = students.length
      ? await owned(ctx, FeeMonth).list({ department, subject, period, studentId: In(students.map((s) => s.id)) })
      : [];
    const rules = await rulesOf(ctx, department);
    const now = ctx.clock.today().slice(0, 7);
    const rows = students.map((s) => {
      const line = linesOf(rules, s, department).find((l) => l.title === subject) ?? { title: subject, amountPaisa: 0 };
      const [d] = duesFor([line], paid.filter((p) => p.studentId === s.id), [month], { from: fromMonthOf(s), now });
      return { providerId: s.id, admitNo: s.admitNo!, name: s.name, groupName: s.groupName, due: taka(d.duePaisa), paid: taka(d.paidPaisa), owed: taka(d.owedPaisa), status: d.periods[0].status, d };
    });
    const total = duesTotal(rows.map((r) => r.d));
    return {
      department, className, groupName, subject, month, period, year, rows: rows.map(({ d: _d, ...r }) => r),
      due: taka(total.duePaisa), paid: taka(total.paidPaisa), owed: taka(total.owedPaisa),
    };
  },
};

/**
 * Issues the receipt of a new payment through the receipts service (auto mode, the payment's
 * department, the student as payer, the total, the day): its own transaction. A receipt refused
 * (no approved book: sorryNotFound on bookNo; a wrong principal's code: authorRequired) takes the
 * payment back, so a refused request keeps neither.
 */
async function withReceipt(ctx: Ctx, fee: Fee, asked: FeeReceiptInput): Promise<Fee> {
  let addedHead: { fund: string; head: string } | null = null;
  try {
    const student = await owned(ctx, Student).get(fee.studentId);
    let { fund, regarding } = asked;
    if (!fund) {
      // The fee rule of the first item (issue 25): its fund, and its title as head unless one was sent.
      const subject = fee.items[0].subject;
      const rule = rulesFor(await rulesOf(ctx, fee.department as FeeDepartment), student.admittedClass, student.groupName).find((r) => r.title === subject);
      fund = rule?.fund ?? 'generalFund';
      regarding = (regarding ?? '').trim() || subject;
      if (await addIncomeHead(ctx, fee.code, INCOME_KIND[fund], regarding)) addedHead = { fund, head: regarding };
    }
    const address = [student.village, student.postOffice, student.subDistrict, student.district].map((p) => p.trim()).filter(Boolean).join(', ');
    const input = await check(fromPlain(ReceiptInput, {
      department: fee.department, type: 'autoReceipt', donorName: fee.name, address: address || fee.className, mobile: student.fatherMobile.length < 30 ? student.fatherMobile : '',
      fund, regarding, amount: taka(fee.totalPaisa), date: fee.date, principalCode: asked.principalCode ?? '',
    }));
    const receipt = await receiptsService.add(ctx, input);
    await ctx.db.getRepository(Fee).update({ id: fee.id, code: fee.code }, { receiptId: receipt.id });
    return { ...fee, receiptId: receipt.id };
  } catch (e) {
    await inTransaction(ctx, async (em) => {
      await em.getRepository(FeeMonth).delete({ code: fee.code, feeId: fee.id });
      await em.getRepository(Fee).delete({ code: fee.code, id: fee.id });
      await recordChange(em, ctx, { entity: 'feePayment', key: fee.id, before: fee });
    });
    if (addedHead) await removeIncomeHead(ctx, fee.code, INCOME_KIND[addedHead.fund], addedHead.head);
    if (e instanceof AppError && e.params.field && !String(e.params.field).startsWith('receipt')) throw new AppError(e.code, { ...e.params, field: `receipt.${e.params.field}` });
    throw e;
  }
}

function lineView(l: LineDues & { department: string }): FeeLineView {
  return {
    department: l.department, title: l.title, amount: taka(l.amountPaisa), yearly: l.yearly, due: taka(l.duePaisa), paid: taka(l.paidPaisa), owed: taka(l.owedPaisa),
    periods: l.periods.map((p) => ({ period: p.period, due: taka(p.duePaisa), paid: taka(p.paidPaisa), owed: taka(p.owedPaisa), status: p.status })),
  };
}

const names = (list: string[] | undefined) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))];

/**
 * The boarding fee rules (/boardingfeeManagement), saved like the fee rules (spec §5 "Fee rules"):
 * the table whole; a row is kept when it has fund, title, amount and a class; none: notWorked; a
 * class (or group) not in the class panel: invalidValue with the row. Boarding writes: receipt.write.
 */
export const boardingFeeRulesService = {
  async list(ctx: Ctx): Promise<BoardingFeeRule[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, BoardingFeeRule).list();
  },

  async saveAll(ctx: Ctx, inputs: FeeRuleInput[]): Promise<BoardingFeeRule[]> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    await checkFeeRules(inputs);
    const rules = inputs.flatMap((input, i) => {
      const fund = (input.fund ?? '').trim();
      const title = (input.title ?? '').trim();
      const classes = names(input.classes);
      if (!fund || !title || input.amount === undefined || input.amount === null || !classes.length) return [];
      return [{ row: i + 1, fund, title, amountPaisa: toPaisa(input.amount), classes, groups: names(input.groups) }];
    });
    if (!rules.length) throw new AppError('notWorked');
    return inTransaction(ctx, async (em) => {
      const mine = owned(ctx, BoardingFeeRule, em);
      const panel = await owned(ctx, ClassRoom, em).list();
      for (const rule of rules) {
        const known = panel.filter((c) => rule.classes.includes(c.className));
        if (rule.classes.some((name) => !known.some((c) => c.className === name))) throw new AppError('invalidValue', { field: 'classes', row: rule.row });
        if (rule.groups.some((g) => !known.some((c) => c.groupName === g))) throw new AppError('invalidValue', { field: 'groups', row: rule.row });
      }
      await mine.repo.delete({ code: mine.code });
      const saved: BoardingFeeRule[] = [];
      for (const { row: _row, ...rule } of rules) saved.push(await mine.repo.save(mine.create(rule)));
      return saved;
    });
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'receipt.write', write: true });
    await owned(ctx, BoardingFeeRule).remove(id);
  },
};
