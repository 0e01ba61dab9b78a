import { In, QueryFailedError } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange, recordChanges, type Change } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import {
  computeResults, fromSpecRow, markError, namedSubjects, subjectsOf, toSpecRow, withFailRule, type ComputedRow, type Grading, type MarkRow, type SpecRow, type Subject,
} from '../../rules/results';
import { Academy } from '../auth/academy.entity';
import { settingsOf } from '../others/settings.service';
import { sendEventSms } from '../../platform/sms';
import { ClassRoom, type BookMeta } from './class.entity';
import { gradingOf } from './grading.service';
import { ResultTable } from './result.entity';
import type { ResultInput } from './result.types';
import { Student } from './student.entity';
import { assertGuardianChild } from '../auth/guardian-children.service';

const isUnique = (e: unknown) => e instanceof QueryFailedError && /unique|duplicate/i.test(e.message);

/** A result as the screens read it: subjects in slot order and rows parsed from the stored arrays. */
export interface ResultData {
  id: number; className: string; groupName: string; examName: string; numberPerSubject: number; year: number;
  studentCount: number; published: boolean; subjects: Subject[]; grading: Grading; rows: ComputedRow[];
}

export function resultData(t: ResultTable, onlyAdmitNo?: number): ResultData {
  const subjects = subjectsOf(t.bookMeta);
  let rows = t.results.map((r) => fromSpecRow(r, subjects.length));
  if (onlyAdmitNo !== undefined) rows = rows.filter((r) => r.admitNo === onlyAdmitNo);
  return {
    id: t.id, className: t.className, groupName: t.groupName, examName: t.examName, numberPerSubject: t.numberPerSubject,
    year: t.year, studentCount: t.studentCount, published: t.published, subjects, grading: withFailRule(t.grading), rows,
  };
}

/**
 * REST: the result with the spec's read fields (doc 1 §3 "Result": class_name, group_name, exam_name,
 * number_per_subject, book_meta) and, as before, the saved payload's camelCase names (className …
 * bookMeta), and the print data (heading, grades, system, basics).
 */
export function resultRest(t: ResultTable, heading: string) {
  return {
    result: {
      id: t.id, class_name: t.className, group_name: t.groupName, exam_name: t.examName, number_per_subject: t.numberPerSubject,
      year: t.year, book_meta: t.bookMeta, results: t.results, published: t.published,
      className: t.className, groupName: t.groupName, examName: t.examName, numberPerSubject: t.numberPerSubject, bookMeta: t.bookMeta,
    },
    print: {
      heading,
      grades: t.grading.grades.map((g) => ({ from: g.from, to: g.to, grade: g.grade })),
      system: t.grading.system,
      basics: { selectedExamName: t.examName, selectedClass: t.className, selectedGroup: t.groupName, numberPerSubject: t.numberPerSubject },
    },
  };
}

/** A saved result without its rows (the result list popup, the public pickers, REST's list). */
export function resultSummary(t: ResultTable) {
  return {
    id: t.id, className: t.className, groupName: t.groupName, examName: t.examName, numberPerSubject: t.numberPerSubject, year: t.year, studentCount: t.studentCount,
    published: t.published,
  };
}

/** REST's list: the summary with the spec's read fields too (class_name … book_meta), still without the rows. */
export function resultSummaryRest(t: ResultTable) {
  return {
    ...resultSummary(t),
    class_name: t.className, group_name: t.groupName, exam_name: t.examName, number_per_subject: t.numberPerSubject,
    student_count: t.studentCount, book_meta: t.bookMeta ?? {},
  };
}

const SUMMARY = { id: true, className: true, groupName: true, examName: true, numberPerSubject: true, year: true, studentCount: true, published: true } as const;

/** The class panel row of a class and group: its books are the result's subjects (unless the payload names them: `withBooks` false). */
async function classRow(ctx: Ctx, className: string, groupName: string, withBooks = true): Promise<ClassRoom> {
  const found = await ctx.db.getRepository(ClassRoom).findOne({ where: { code: tenant(ctx), className, groupName }, order: { id: 'ASC' } });
  if (!found || (withBooks && !Object.keys(found.bookMeta).length)) throw new AppError('sorryNotFound');
  return found;
}

/**
 * The subjects a REST payload names (its `bookMeta`), names and flags left out filled from
 * `fallback`; a malformed one is invalidValue on bookMeta. Absent (undefined or null): null.
 */
function subjectsSent(sent: unknown, fallback: BookMeta): BookMeta | null {
  if (sent === undefined || sent === null) return null;
  const named = namedSubjects(sent, fallback);
  if (!named) throw new AppError('invalidValue', { field: 'bookMeta' });
  return named;
}

/** Same year, exam, class and group (if given) as another saved result: duplicateNotPossible. */
async function refuseDuplicate(ctx: Ctx, input: ResultInput, exceptId?: number): Promise<void> {
  const found = await ctx.db.getRepository(ResultTable).find({
    where: { code: tenant(ctx), year: input.year, examName: input.examName.trim(), className: input.className.trim(), groupName: input.groupName.trim() },
    select: { id: true },
  });
  if (found.some((r) => r.id !== exceptId)) throw new AppError('duplicateNotPossible');
}

/**
 * Checks the rows (one per admit number, each a student of this academy, a mark per subject from 0
 * to the number per subject or absent), takes the names from the student records and computes.
 */
async function computedRows(ctx: Ctx, input: ResultInput, subjects: Subject[], grading: Grading): Promise<ComputedRow[]> {
  const admitNos = input.rows.map((r) => r.admitNo);
  if (new Set(admitNos).size !== admitNos.length) throw new AppError('duplicateNotPossible', { field: 'rows' });
  for (const row of input.rows) {
    if (row.marks.length > subjects.length || row.marks.some((m) => markError(m, input.numberPerSubject))) {
      throw new AppError('invalidValue', { field: 'marks', admitNo: row.admitNo });
    }
  }
  const names = new Map<number, string>();
  for (let i = 0; i < admitNos.length; i += 500) {
    const found = await ctx.db.getRepository(Student).find({
      where: { code: tenant(ctx), admitNo: In(admitNos.slice(i, i + 500)) }, select: { admitNo: true, name: true },
    });
    for (const s of found) names.set(s.admitNo!, s.name);
  }
  const missing = admitNos.find((n) => !names.has(n));
  if (missing !== undefined) throw new AppError('sorryNotFound', { field: 'rows', admitNo: missing });
  const rows: MarkRow[] = input.rows.map((r) => ({ admitNo: r.admitNo, name: names.get(r.admitNo)!, marks: r.marks.map((m) => (m === undefined ? null : m)) }));
  return computeResults(rows, subjects, input.numberPerSubject, grading);
}

/** What the history records of a result table (its rows are lines of their own). */
const tableFields = (t: ResultTable) => ({
  className: t.className, groupName: t.groupName, examName: t.examName, year: t.year,
  numberPerSubject: t.numberPerSubject, studentCount: t.studentCount, published: t.published,
});

/** What the history records of one student's row: the marks and what they came to (the rank follows the others). */
function rowFields(r: SpecRow) {
  const n = r.length;
  return { name: r[1], marks: r.slice(2, n - 6), total: r[n - 6], grade: r[n - 3], status: r[n - 2] };
}

/** The history lines of a result save: the table, and each student's row whose marks changed (key: result id:admit number). */
function resultChanges(before: ResultTable | null, after: ResultTable): Change[] {
  const changes: Change[] = [{ entity: 'result', key: after.id, before: before && tableFields(before), after: tableFields(after) }];
  const was = new Map((before?.results ?? []).map((r) => [String(r[0]), r]));
  const now = new Map(after.results.map((r) => [String(r[0]), r]));
  for (const admitNo of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(admitNo);
    const a = now.get(admitNo);
    changes.push({ entity: 'resultRow', key: `${after.id}:${admitNo}`, before: b && rowFields(b), after: a && rowFields(a) });
  }
  return changes;
}

/** Saves a result table and its history lines in one transaction. */
async function store(ctx: Ctx, row: ResultTable, before: ResultTable | null): Promise<ResultTable> {
  try {
    return await inTransaction(ctx, async (em) => {
      const saved = await em.getRepository(ResultTable).save(row);
      await recordChanges(em, ctx, resultChanges(before, saved));
      return saved;
    });
  } catch (e) {
    if (isUnique(e)) throw new AppError('duplicateNotPossible');
    throw e;
  }
}

export const resultsService = {
  /** The saved results (the result list popup), newest year first; without their rows. */
  async list(ctx: Ctx, year?: number | null): Promise<ResultTable[]> {
    authorize(ctx, { permission: 'academy.read' });
    return ctx.db.getRepository(ResultTable).find({
      where: { code: tenant(ctx), ...(year ? { year } : {}) }, select: { ...SUMMARY, bookMeta: true },
      order: { year: 'DESC', examName: 'ASC', className: 'ASC', groupName: 'ASC' },
    });
  },

  async get(ctx: Ctx, id: number): Promise<ResultTable> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, ResultTable).get(id);
  },

  /** The new-table dialog: the class's subjects and its in-status students; none found: sorryNotFound. */
  async draft(ctx: Ctx, className: string, groupName: string) {
    authorize(ctx, { permission: 'result.write' });
    const cls = await classRow(ctx, className.trim(), groupName.trim());
    const where = { code: tenant(ctx), admittedClass: cls.className, condition: 'in', ...(cls.groupName ? { groupName: cls.groupName } : {}) };
    const students = (await ctx.db.getRepository(Student).find({ where, select: { admitNo: true, name: true }, order: { admitNo: 'ASC' } }))
      .filter((s) => s.admitNo !== null);
    if (!students.length) throw new AppError('sorryNotFound');
    return {
      className: cls.className, groupName: cls.groupName, subjects: subjectsOf(cls.bookMeta),
      students: students.map((s) => ({ admitNo: s.admitNo!, name: s.name })), grading: await gradingOf(ctx.db, tenant(ctx)),
    };
  },

  /**
   * addMode save: the subjects come from the class panel, or, when the payload names them (REST's
   * `bookMeta`, spec doc 1 §3), those subjects, with names and flags left out taken from the class's
   * books; the grading from the settings; computed here; saved as a draft.
   */
  async create(ctx: Ctx, input: ResultInput, bookMeta?: unknown): Promise<ResultTable> {
    authorize(ctx, { permission: 'result.write', write: true });
    await refuseDuplicate(ctx, input);
    const named = bookMeta !== undefined && bookMeta !== null;
    const cls = await classRow(ctx, input.className.trim(), input.groupName.trim(), !named);
    const books = subjectsSent(bookMeta, cls.bookMeta) ?? cls.bookMeta;
    const grading = await gradingOf(ctx.db, tenant(ctx));
    const rows = await computedRows(ctx, input, subjectsOf(books), grading);
    return store(ctx, Object.assign(new ResultTable(), {
      code: tenant(ctx), className: input.className.trim(), groupName: input.groupName.trim(), examName: input.examName.trim(),
      numberPerSubject: input.numberPerSubject, year: input.year, bookMeta: books, grading,
      studentCount: rows.length, results: rows.map(toSpecRow), published: false,
    }), null);
  },

  /**
   * editMode save: marks and basics change; the subjects stay, unless the payload names them (REST's
   * `bookMeta`; names and flags left out are the result's own); computed again with today's grading;
   * published stays as it was.
   */
  async update(ctx: Ctx, input: ResultInput, bookMeta?: unknown): Promise<ResultTable> {
    authorize(ctx, { permission: 'result.write', write: true });
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    const row = await owned(ctx, ResultTable).get(input.id);
    await refuseDuplicate(ctx, input, row.id);
    const books = subjectsSent(bookMeta, row.bookMeta) ?? row.bookMeta;
    const grading = await gradingOf(ctx.db, tenant(ctx));
    const rows = await computedRows(ctx, input, subjectsOf(books), grading);
    const before = Object.assign(new ResultTable(), row);
    Object.assign(row, {
      className: input.className.trim(), groupName: input.groupName.trim(), examName: input.examName.trim(),
      numberPerSubject: input.numberPerSubject, year: input.year, bookMeta: books, grading, studentCount: rows.length, results: rows.map(toSpecRow),
    });
    return store(ctx, row, before);
  },

  /** Publishes a draft (guardians and visitors see it) or takes a published result back to draft. */
  async publish(ctx: Ctx, id: number, published: boolean): Promise<ResultTable> {
    authorize(ctx, { permission: 'result.write', write: true });
    if (!Number.isInteger(id) || id < 1) throw new AppError('invalidValue', { field: 'id' });
    if (typeof published !== 'boolean') throw new AppError('invalidValue', { field: 'published' });
    const row = await owned(ctx, ResultTable).get(id);
    if (row.published !== published) {
      await writeTransaction(ctx, async (em) => {
        await em.getRepository(ResultTable).update({ id: row.id, code: tenant(ctx) }, { published });
        await recordChange(em, ctx, { entity: 'result', key: row.id, action: published ? 'publish' : 'unpublish', before: { published: row.published }, after: { published } });
      });
      row.published = published;
      if (published) await tellGuardians(ctx, row);
    }
    return row;
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'result.write', write: true });
    await writeTransaction(ctx, async (em) => {
      const row = await owned(ctx, ResultTable, em).remove(id);
      await recordChange(em, ctx, { entity: 'result', key: row.id, before: tableFields(row) });
    });
  },

  /** The guardian result page: every published result holding this admit number, only that student's row. */
  async ofStudent(ctx: Ctx, admitNo: number): Promise<ResultData[]> {
    authorize(ctx, { permission: 'guardian.read' });
    await assertGuardianChild(ctx, admitNo);
    await owned(ctx, Student).getBy({ admitNo });
    const tables = await ctx.db.getRepository(ResultTable).find({ where: { code: tenant(ctx), published: true }, order: { year: 'DESC', id: 'DESC' } });
    return tables.map((t) => resultData(t, admitNo)).filter((r) => r.rows.length);
  },
};

/**
 * The result-published message to each listed student's guardian, while the academy's `resultSms`
 * switch is on: once per result and student (published again after a draft, nobody hears twice).
 * A message that cannot be sent (no balance, a gateway failure) is logged, never a refused publish.
 */
async function tellGuardians(ctx: Ctx, t: ResultTable): Promise<void> {
  if (!(await settingsOf(ctx.db, t.code)).resultSms) return;
  const admitNos = [...new Set(t.results.map((r) => Number(r[0])).filter((n) => Number.isInteger(n) && n > 0))];
  const students = admitNos.length ? await owned(ctx, Student).list({ admitNo: In(admitNos) }) : [];
  for (const st of students) {
    try {
      await sendEventSms(ctx, {
        code: t.code, kind: 'result', key: `${t.id}:${st.id}`, receiver: st.fatherMobile,
        values: { name: st.name, exam: t.examName, class: [t.className, t.groupName].filter(Boolean).join(' '), admitNo: st.admitNo ?? '' },
      });
    } catch (e) {
      ctx.log.warn({ err: e, result: t.id, student: st.id }, 'result-published message not sent');
    }
  }
}

/** The public result screen (no sign-in), only while the academy's `result` setting is on. */
export const publicResultsService = {
  async academy(ctx: Ctx, slug: string): Promise<Academy> {
    const academy = await ctx.db.getRepository(Academy).findOneBy({ slug: slug.trim().toLowerCase() });
    if (!academy) throw new AppError('sorryNotFound');
    if (!(await settingsOf(ctx.db, academy.code)).result) throw new AppError('authorRequired');
    return academy;
  },

  /** What the pickers offer: the published results' year, exam, class and group. */
  async options(ctx: Ctx, slug: string): Promise<ResultTable[]> {
    const academy = await this.academy(ctx, slug);
    return ctx.db.getRepository(ResultTable).find({ where: { code: academy.code, published: true }, select: SUMMARY, order: { year: 'DESC', examName: 'ASC', className: 'ASC' } });
  },

  /** One published result: the whole class, or one admit number's row (sorryNotFound when it has none, or for a draft). */
  async find(ctx: Ctx, slug: string, q: { year: number; examName: string; className: string; groupName: string; admitNo?: number | null }) {
    const academy = await this.academy(ctx, slug);
    const table = await ctx.db.getRepository(ResultTable).findOneBy({
      code: academy.code, published: true, year: q.year, examName: q.examName, className: q.className, groupName: q.groupName,
    });
    if (!table) throw new AppError('sorryNotFound');
    const data = resultData(table, q.admitNo ?? undefined);
    if (!data.rows.length) throw new AppError('sorryNotFound');
    return { academyName: academy.name, result: data };
  },
};
