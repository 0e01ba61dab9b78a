import { IsNull, Not, type EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { attendanceDay, attendanceMonth, gradeDistribution, monthDaysUpTo, setupChecklist, type AttendanceCount, type GradeCount } from '../../rules/dashboard';
import { can } from '../../rules/permissions';
import { AttendanceRecord } from '../attendance/entities';
import { ResultTable } from '../education/result.entity';
import { Student } from '../education/student.entity';
import { FeeRule } from '../accounts/fee-rule.entity';
import { ApprovedReceiptBook, RegardingList } from '../accounts/receipts.entities';
import { Staff } from '../administration/staff.entity';
import { Academy } from '../auth/academy.entity';
import { ClassRoom } from '../education/class.entity';
import type { DashboardResultView, DashboardView, SetupChecklistView } from './dashboard.types';
import { smsService } from './sms.service';

/**
 * The academy dashboard (issue 12; spec doc 2 §7 `GET dashboard/{code}`, "no type check": any of the
 * academy's staff, never a guardian). Every count is made by the database (GROUP BY, COUNT) over the
 * signed-in academy's rows; rules/dashboard.ts shapes them. The SMS balance is shown only to the
 * message service group, who may read it anyway (`smsBalance`); others get null.
 */

const num = (v: unknown) => Number(v ?? 0);

/** Admitted students by condition (in: studying, out: left or transferred). */
async function studentsByCondition(em: EntityManager, code: string) {
  const rows = await em.getRepository(Student).createQueryBuilder('s')
    .select('s.condition', 'cond').addSelect('COUNT(*)', 'n')
    .where('s.code = :code AND s.admitNo IS NOT NULL', { code })
    .groupBy('s.condition')
    .getRawMany<{ cond: string; n: string | number }>();
  const of = (c: string) => num(rows.find((r) => r.cond === c)?.n);
  return { active: of('in'), left: of('out') };
}

/** Online applications not yet decided: no admit number yet, not taken out, not refused by the principal. */
async function pendingApplications(em: EntityManager, code: string): Promise<number> {
  const row = await em.getRepository(Student).createQueryBuilder('s')
    .select('COUNT(*)', 'n')
    .where('s.code = :code AND s.admitNo IS NULL AND s.condition = :in AND s.source = :online AND s.approval <> :refused', {
      code, in: 'in', online: 'online', refused: 'admissionNotPossible',
    })
    .getRawOne<{ n: string | number }>();
  return num(row?.n);
}

/** Per day from..to: active students with any arrival, and with an on-time one (the register's marks). */
async function attendanceCounts(em: EntityManager, code: string, from: string, to: string): Promise<AttendanceCount[]> {
  const rows = await em.getRepository(AttendanceRecord).createQueryBuilder('r')
    .innerJoin(Student, 's', 's.id = r.personId AND s.code = r.code')
    .select('r.date', 'd')
    .addSelect('COUNT(DISTINCT r.personId)', 'arrived')
    .addSelect('COUNT(DISTINCT CASE WHEN r.condition = :present THEN r.personId END)', 'onTime')
    .where('r.code = :code AND r.personKind = :student AND r.date BETWEEN :from AND :to', { code, student: 'student', from, to, present: 'present' })
    .andWhere('s.condition = :in AND s.admitNo IS NOT NULL', { in: 'in' })
    .groupBy('r.date')
    .getRawMany<{ d: string; arrived: string | number; onTime: string | number }>();
  return rows.map((r) => ({ date: r.d, arrived: num(r.arrived), onTime: num(r.onTime) }));
}

/**
 * A result's rows counted by grade and status, in the database. Each row of the stored JSON array
 * ends with grade, status, rank (rules/results.ts toSpecRow), so the grade is the third from last.
 */
async function gradeCounts(em: EntityManager, code: string, id: number): Promise<GradeCount[]> {
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const sql = sqlite
    ? `SELECT json_extract(j.value, '$[#-3]') AS grade, json_extract(j.value, '$[#-2]') AS st, COUNT(*) AS n
       FROM results r, json_each(r.results) j WHERE r.id = ? AND r.code = ? GROUP BY grade, st`
    : `SELECT jt.grade AS grade, jt.st AS st, COUNT(*) AS n
       FROM results r, JSON_TABLE(r.results, '$[*]' COLUMNS (grade VARCHAR(40) PATH '$[last-2]', st VARCHAR(8) PATH '$[last-1]')) jt
       WHERE r.id = ? AND r.code = ? GROUP BY jt.grade, jt.st`;
  const rows: { grade: unknown; st: unknown; n: unknown }[] = await em.query(sql, [id, code]);
  return rows.map((r) => ({ grade: r.grade === null || r.grade === undefined ? '' : String(r.grade), status: String(r.st ?? ''), count: num(r.n) }));
}

/** The latest published result (latest year, then the most recently changed) with its grade counts. */
async function latestResult(em: EntityManager, code: string): Promise<DashboardResultView | null> {
  const t = await em.getRepository(ResultTable).findOne({
    where: { code, published: true },
    select: { id: true, examName: true, className: true, groupName: true, year: true, studentCount: true, grading: true },
    order: { year: 'DESC', updatedAt: 'DESC', id: 'DESC' },
  });
  if (!t) return null;
  const { grades, passed, failed } = gradeDistribution(t.grading?.grades ?? [], await gradeCounts(em, code, t.id));
  return {
    id: t.id, examName: t.examName, className: t.className, groupName: t.groupName, year: t.year, studentCount: t.studentCount, passed, failed, grades,
  };
}

export const dashboardService = {
  /**
   * A new academy's setup checklist (issue 25): each step counted from the academy's own rows, so it
   * ticks itself once done. Any of the academy's staff reads it, as the dashboard.
   */
  async setupChecklist(ctx: Ctx): Promise<SetupChecklistView> {
    authorize(ctx, { permission: 'academy.read' });
    const code = tenant(ctx);
    const em = ctx.db.manager;
    const lists = await em.getRepository(RegardingList).find({ where: { code }, select: { regardings: true } });
    const academy = await em.getRepository(Academy).findOne({ where: { code }, select: { smsBalance: true } });
    return setupChecklist({
      classes: await em.getRepository(ClassRoom).countBy({ code }),
      feeRules: await em.getRepository(FeeRule).countBy({ code }),
      accountHeads: lists.reduce((n, l) => n + (l.regardings ?? []).length, 0),
      receiptBook: await em.getRepository(ApprovedReceiptBook).countBy({ code, condition: 'unfinished' }),
      staff: await em.getRepository(Staff).countBy({ code }),
      admission: await em.getRepository(Student).countBy({ code, admitNo: Not(IsNull()) }),
      smsBalance: Math.floor(Number(academy?.smsBalance ?? 0) / 100),
    });
  },

  async get(ctx: Ctx): Promise<DashboardView> {
    authorize(ctx, { permission: 'academy.read' });
    const code = tenant(ctx);
    const em = ctx.db.manager;
    const today = ctx.clock.today();
    const days = monthDaysUpTo(today);
    const students = await studentsByCondition(em, code);
    const counts = await attendanceCounts(em, code, days[0], today);
    const month = attendanceMonth(today, students.active, counts);
    return {
      today,
      students,
      pendingApplications: await pendingApplications(em, code),
      attendanceToday: month[month.length - 1] ?? attendanceDay(today, students.active),
      attendanceMonth: month,
      sms: can(ctx.actor!.user.type, 'sms.read') ? await smsService.balance(ctx) : null,
      latestResult: await latestResult(em, code),
    };
  },
};

/** REST: snake_case fields. */
export function dashboardRest(v: DashboardView) {
  const day = (d: DashboardView['attendanceToday']) => ({ date: d.date, present: d.present, late: d.late, absent: d.absent, taken: d.taken });
  const r = v.latestResult;
  return {
    today: v.today,
    students: { active: v.students.active, left: v.students.left },
    pending_applications: v.pendingApplications,
    attendance_today: day(v.attendanceToday),
    attendance_month: v.attendanceMonth.map(day),
    sms: v.sms && { balance: v.sms.balance, balance_paisa: v.sms.balancePaisa, messages: v.sms.messages, balance_expiry: v.sms.balanceExpiry, valid: v.sms.valid },
    latest_result: r && {
      id: r.id, exam_name: r.examName, class_name: r.className, group_name: r.groupName, year: r.year, student_count: r.studentCount,
      passed: r.passed, failed: r.failed, grades: r.grades.map((g) => ({ grade: g.grade, status: g.status, count: g.count })),
    },
  };
}
