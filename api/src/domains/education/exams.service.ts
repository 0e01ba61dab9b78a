import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { missingOrInvalid } from '../../platform/required';
import { isIsoDate } from '../../rules/dates';
import { homeworkPreview } from '../../rules/homework';
import { ExamPaper, Homework } from './exam-paper.entity';
import { Student } from './student.entity';
import type { ExamPaperInput, HomeworkInput } from './result.types';
import { assertGuardianChild } from '../auth/guardian-children.service';

const t = (s: string | undefined) => (s ?? '').trim();

export function examPaperRest(p: ExamPaper) {
  return {
    id: p.id, exam_name: p.examName, year: p.year, department: p.department, class_name: p.className, group_name: p.groupName,
    subject: p.subject, date: p.date, time: p.time, duration_minutes: p.durationMinutes,
  };
}

export function homeworkView(h: Homework) {
  return { id: h.id, department: h.department, className: h.className, groupName: h.groupName, date: h.date, content: h.content, preview: homeworkPreview(h.content), createdAt: h.createdAt };
}

/** REST: the spec's names (id, department, class_name, group_name, content, created_at) and the date. */
export function homeworkRest(h: Homework) {
  return { id: h.id, department: h.department, class_name: h.className, group_name: h.groupName, date: h.date, content: h.content, created_at: h.createdAt };
}

/** The exam routine: papers with exam name, date and time (spec doc 1 "Exam paper form"). */
export const papersService = {
  async list(ctx: Ctx, year?: number | null): Promise<ExamPaper[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, ExamPaper).list(year ? { year } : {}, { date: 'ASC', time: 'ASC', className: 'ASC', id: 'ASC' });
  },

  async save(ctx: Ctx, input: ExamPaperInput): Promise<ExamPaper> {
    authorize(ctx, { permission: 'result.write', write: true });
    if (!isIsoDate(input.date)) throw new AppError(missingOrInvalid(input.date), { field: 'date' });
    const papers = owned(ctx, ExamPaper);
    const row = input.id ? await papers.get(input.id) : papers.create({});
    const [hm, half] = input.time.trim().split(' ');
    const [h, m] = hm.split(':');
    Object.assign(row, {
      examName: t(input.examName), year: input.year ?? Number(input.date.slice(0, 4)), department: t(input.department),
      className: t(input.className), groupName: t(input.groupName), subject: t(input.subject), date: input.date,
      time: `${h.padStart(2, '0')}:${m} ${half}`, durationMinutes: input.durationMinutes ?? 0,
    });
    return papers.repo.save(row);
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'result.write', write: true });
    await owned(ctx, ExamPaper).remove(id);
  },
};

/** Homework (spec doc 1 §3; department, class and date required, group optional). */
export const homeworkService = {
  async list(ctx: Ctx, filter: { className?: string | null; groupName?: string | null } = {}): Promise<Homework[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, Homework).list(
      { ...(filter.className ? { className: filter.className } : {}), ...(filter.groupName ? { groupName: filter.groupName } : {}) },
      { date: 'DESC', id: 'DESC' },
    );
  },

  async save(ctx: Ctx, input: HomeworkInput): Promise<Homework> {
    authorize(ctx, { permission: 'homework.write', write: true });
    if (!isIsoDate(input.date)) throw new AppError(missingOrInvalid(input.date), { field: 'date' });
    const homework = owned(ctx, Homework);
    const row = input.id ? await homework.get(input.id) : homework.create({});
    Object.assign(row, { department: t(input.department), className: t(input.className), groupName: t(input.groupName), date: input.date, content: input.content.trim() });
    return homework.repo.save(row);
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'homework.write', write: true });
    await owned(ctx, Homework).remove(id);
  },

  /** The guardian homework page: the homework of the student's class, for the whole class or its group. */
  async ofStudent(ctx: Ctx, admitNo: number): Promise<{ student: Student; homework: Homework[] }> {
    authorize(ctx, { permission: 'guardian.read' });
    await assertGuardianChild(ctx, admitNo);
    const student = await owned(ctx, Student).getBy({ admitNo });
    const rows = await ctx.db.getRepository(Homework).find({
      where: { code: tenant(ctx), className: student.admittedClass }, order: { date: 'DESC', id: 'DESC' }, take: 200,
    });
    return { student, homework: rows.filter((h) => !h.groupName || h.groupName === student.groupName).slice(0, 60) };
  },
};
