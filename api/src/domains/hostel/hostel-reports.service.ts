import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned, searchWhere, type Page, type PageArgs } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import { HOSTEL_SCORES, hostelReportProblem, keptScores, latestStage, scoreSummary } from '../../rules/hostel-reports';
import { cleanName } from '../../rules/stock';
import { Student } from '../education/student.entity';
import { HostelReport } from './hostel-report.entity';
import type { HostelReportInput } from './hostel-report.types';

/** The GraphQL view of a report. */
export function hostelReportView(r: HostelReport) {
  return {
    id: r.id, admitNo: r.admitNo, studentName: r.studentName, department: r.department, className: r.className, reportType: r.reportType,
    date: r.date, reportStage: r.reportStage, scores: r.scores, ...scoreSummary(r.scores), comment: r.comment, giver: r.giver, createdAt: r.createdAt,
  };
}

/**
 * The spec's REST answer (doc 2 §3): id, admit_no, student_name, department, class_name,
 * report_type, date, report_stage, the ten columns as flat heading0-9 and number0-9 ('' and null
 * where blank), comment and giver.
 */
export function hostelReportAnswer(r: HostelReport) {
  const out: Record<string, unknown> = {
    id: r.id, admit_no: r.admitNo, student_name: r.studentName, department: r.department, class_name: r.className,
    report_type: r.reportType, date: r.date, report_stage: r.reportStage,
  };
  for (let i = 0; i < HOSTEL_SCORES; i++) {
    out[`heading${i}`] = r.scores[i]?.heading ?? '';
    out[`number${i}`] = r.scores[i]?.number ?? null;
  }
  Object.assign(out, { comment: r.comment, giver: r.giver, created_at: r.createdAt });
  return out;
}

/** The class a report names: the admitted class, with its group when it has one. */
const classOf = (s: Student) => [s.admittedClass || s.choosingClass, s.groupName].filter((v) => v.trim()).join(' / ');

/** The student's report stage follows their latest report (general when none is left). */
async function syncStage(ctx: Ctx, em: EntityManager, studentId: number): Promise<void> {
  const reports = owned(ctx, HostelReport, em);
  const mine = await reports.repo.find({ where: reports.where({ studentId }), select: { id: true, date: true, reportStage: true } });
  await em.getRepository(Student).update({ id: studentId, code: reports.code }, { reportStage: latestStage(mine) });
}

/** Hostel student reports (spec doc 2 §2 /studentReport; no role restriction beyond the academy's staff, §6). */
export const hostelReportsService = {
  /** A page of the academy's reports, newest date first; `search` matches name, department, class or the admit number. */
  async page(ctx: Ctx, args: PageArgs, search?: string | null): Promise<Page<HostelReport>> {
    authorize(ctx, { permission: 'academy.read' });
    const words = searchWhere<HostelReport>(['studentName', 'department', 'className'], search);
    const q = (search ?? '').trim();
    const where: FindOptionsWhere<HostelReport>[] | undefined = words && /^\d{1,9}$/.test(q) ? [...words, { admitNo: Number(q) }] : words;
    return owned(ctx, HostelReport).page(args, where, { date: 'DESC', id: 'DESC' });
  },

  async get(ctx: Ctx, id: number): Promise<HostelReport> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, HostelReport).get(id);
  },

  /** The form's admit number lookup: the admitted student (name, department, class), else sorryNotFound. */
  async student(ctx: Ctx, admitNo: number): Promise<{ admitNo: number; name: string; department: string; className: string; reportStage: string }> {
    authorize(ctx, { permission: 'academy.read' });
    if (!Number.isInteger(admitNo) || admitNo < 1) throw new AppError('sorryNotFound');
    const s = await owned(ctx, Student).getBy({ admitNo });
    return { admitNo, name: s.name, department: s.department, className: classOf(s), reportStage: s.reportStage };
  },

  /**
   * Adds a report, or updates the academy's report `input.id`; name, department and class come
   * from the student row, the giver is the signed-in user. The student's report stage (and, when an
   * edit moves the report, the former student's) follows their latest report, in one transaction.
   */
  async save(ctx: Ctx, input: HostelReportInput): Promise<HostelReport> {
    authorize(ctx, { permission: 'hostelReport.write', write: true });
    const problem = hostelReportProblem(input);
    if (problem) throw new AppError(problem.code, problem.field ? { field: problem.field } : {});
    const actor = ctx.actor!.user;
    return writeTransaction(ctx, async (em) => {
      const reports = owned(ctx, HostelReport, em);
      const report = input.id != null ? await reports.get(input.id, { lock: true }) : reports.create({});
      const formerStudent = report.studentId;
      const student = await owned(ctx, Student, em).getBy({ admitNo: input.admitNo }, { lock: true });
      Object.assign(report, {
        studentId: student.id, admitNo: input.admitNo, studentName: student.name, department: student.department, className: classOf(student),
        reportType: input.reportType, date: input.date, reportStage: input.reportStage, scores: keptScores(input.scores, input.reportType),
        comment: input.comment.trim(), giver: cleanName(`${actor.firstName} ${actor.lastName}`).slice(0, 120), giverId: actor.id,
      });
      const saved = await reports.repo.save(report);
      await syncStage(ctx, em, student.id);
      if (formerStudent && formerStudent !== student.id) await syncStage(ctx, em, formerStudent);
      return saved;
    });
  },

  /** Deletes a report; its student's stage falls back to their latest remaining report. */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'hostelReport.write', write: true });
    await writeTransaction(ctx, async (em) => {
      const removed = await owned(ctx, HostelReport, em).remove(id);
      await syncStage(ctx, em, removed.studentId);
    });
  },
};
