import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { isCountDepartment, type CountDepartment } from '../../rules/counts';
import { duesFor, duesTotal, FEE_YEAR_MAX, FEE_YEAR_MIN, isYearly, monthOf, monthsOfYear, type PaidPeriod } from '../../rules/fee-dues';
import { Student } from '../education/student.entity';
import { authorizeRead } from './counts.service';
import { FeeMonth } from './fees.entities';
import { fromMonthOf, linesOf, rulesOf } from './fees.service';
import { Receipt } from './receipts.entities';
import type { AccountsMonthView, AccountsSummaryView, FeesProgressView } from './summary.types';
import { Voucher } from './vouchers.entities';

/**
 * The dashboard's accounts figures (issue 10) of a department, accounts (the default) or boarding:
 * income and expense by month from the same sources as that department's counts (its receipts and
 * vouchers, by fund; sums in the database, in paisa), and student fees collected against what is due
 * (rules/fee-dues.ts over the department's fee rules, as the fee sheet reckons them; boarding: the
 * boarding fee rules and the residential students). Reads: the department's menu group.
 */
const taka = (paisa: number) => paisa / 100;

type Fund = 'generalFund' | 'charityFund';

/** Paisa by month (YYYY-MM) and fund of a year's receipts (amounts) or vouchers (totals). */
async function sumsByMonth(em: EntityManager, entity: typeof Receipt | typeof Voucher, column: string, code: string, department: CountDepartment, year: number) {
  const rows = await em.createQueryBuilder(entity, 'x')
    .select('SUBSTR(x.date, 1, 7)', 'month').addSelect('x.fund', 'fund').addSelect(`SUM(x.${column})`, 'paisa')
    .where('x.code = :code AND x.department = :department AND x.date BETWEEN :from AND :to', { code, department, from: `${year}-01-01`, to: `${year}-12-31` })
    .groupBy('SUBSTR(x.date, 1, 7)').addGroupBy('x.fund')
    .getRawMany<{ month: string; fund: string; paisa: string | number }>();
  const out = new Map<string, Record<Fund, number>>();
  for (const r of rows) {
    const m = out.get(r.month) ?? { generalFund: 0, charityFund: 0 };
    if (r.fund === 'generalFund' || r.fund === 'charityFund') m[r.fund] += Number(r.paisa);
    out.set(r.month, m);
  }
  return out;
}

const progress = (period: string, t: { duePaisa: number; paidPaisa: number; owedPaisa: number }): FeesProgressView => ({
  period, due: taka(t.duePaisa), collected: taka(t.paidPaisa), owed: taka(t.owedPaisa),
});

/**
 * Fees of the admitted students (boarding: the residential ones) for the counted month and for the year up to
 * it: the counted month is this month in this year, December of a past year, none in a later year.
 * The month counts the monthly titles; the year counts the yearly ones (admission, development) too.
 */
async function feesOf(ctx: Ctx, department: CountDepartment, year: number) {
  const now = ctx.clock.today().slice(0, 7);
  const thisYear = Number(now.slice(0, 4));
  const counted = year < thisYear ? monthOf(year, 12) : year === thisYear ? now : null;
  const months = counted ? monthsOfYear(year).filter((m) => m <= counted) : [];
  const zero = { duePaisa: 0, paidPaisa: 0, owedPaisa: 0 };
  let month = { ...zero };
  let all = { ...zero };
  const students = await owned(ctx, Student).repo.find({
    where: { code: tenant(ctx), condition: 'in', admitNo: Not(IsNull()), ...(department === 'boarding' ? { residence: 'residential' } : {}) },
    select: { id: true, admittedClass: true, groupName: true, fees: true, date: true },
  });
  if (months.length && students.length) {
    const rules = await rulesOf(ctx, department);
    const paid = await owned(ctx, FeeMonth).list({ department, period: In([...months, String(year)]) });
    const byStudent = new Map<number, PaidPeriod[]>();
    for (const p of paid) byStudent.set(p.studentId, [...(byStudent.get(p.studentId) ?? []), p]);
    const add = (a: typeof zero, b: typeof zero) => ({ duePaisa: a.duePaisa + b.duePaisa, paidPaisa: a.paidPaisa + b.paidPaisa, owedPaisa: a.owedPaisa + b.owedPaisa });
    for (const s of students) {
      const lines = linesOf(rules, s, department);
      const opts = { from: fromMonthOf(s), now };
      const mine = byStudent.get(s.id) ?? [];
      all = add(all, duesTotal(duesFor(lines, mine, months, opts)));
      month = add(month, duesTotal(duesFor(lines.filter((l) => !isYearly(l.title)), mine, [counted!], opts)));
    }
  }
  return { feesMonth: progress(counted ?? monthOf(year, 1), month), feesYear: progress(String(year), all), students: students.length };
}

export const accountsSummaryService = {
  async summary(ctx: Ctx, year: number, department = 'accounts'): Promise<AccountsSummaryView> {
    if (!isCountDepartment(department)) {
      authorizeRead(ctx);
      throw new AppError(department ? 'invalidValue' : 'requiredField', { field: 'department' });
    }
    authorizeRead(ctx, department);
    if (!Number.isInteger(year) || year < FEE_YEAR_MIN || year > FEE_YEAR_MAX) throw new AppError(year ? 'invalidValue' : 'requiredField', { field: 'year' });
    const code = tenant(ctx);
    const income = await sumsByMonth(ctx.db.manager, Receipt, 'amountPaisa', code, department, year);
    const expense = await sumsByMonth(ctx.db.manager, Voucher, 'totalPaisa', code, department, year);
    const none = { generalFund: 0, charityFund: 0 };
    const months: AccountsMonthView[] = monthsOfYear(year).map((m) => {
      const i = income.get(m) ?? none;
      const e = expense.get(m) ?? none;
      return {
        month: m, generalIncome: taka(i.generalFund), charityIncome: taka(i.charityFund), generalExpense: taka(e.generalFund), charityExpense: taka(e.charityFund),
        income: taka(i.generalFund + i.charityFund), expense: taka(e.generalFund + e.charityFund),
      };
    });
    const total = (map: Map<string, Record<Fund, number>>) => taka([...map.values()].reduce((n, m) => n + m.generalFund + m.charityFund, 0));
    return { department, year, months, income: total(income), expense: total(expense), ...(await feesOf(ctx, department, year)) };
  },
};
