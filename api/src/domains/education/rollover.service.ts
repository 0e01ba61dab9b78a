import { In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import { fromSpecRow, subjectsOf } from '../../rules/results';
import { changedSince, planRollover, type Placement, type RolloverEntry, type RolloverPlanRow } from '../../rules/rollover';
import { ClassRoom } from './class.entity';
import { ResultTable } from './result.entity';
import { StudentRoll, YearRollover } from './rollover.entity';
import type { RolloverInput } from './rollover.types';
import { Student } from './student.entity';

/** Rows per IN (…) list: far below every driver's limit of bound parameters. */
const CHUNK = 500;
const chunks = <T>(list: T[]): T[][] => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** Everything a rollover needs, read in one place so that the preview is exactly what is applied. */
interface Plan {
  cls: ClassRoom;
  /** null: the class graduates (those who would go up leave the academy). */
  target: ClassRoom | null;
  result: ResultTable;
  fromYear: number;
  toYear: number;
  students: Map<number, Student>;
  rows: RolloverPlanRow[];
}

/** The highest roll of a class and group in a year (0 when none). */
async function highestRoll(em: EntityManager, code: string, year: number, className: string, groupName: string): Promise<number> {
  const found = await em.getRepository(StudentRoll).findOne({
    where: { code, year, className, groupName }, order: { roll: 'DESC' }, select: { roll: true },
  });
  return found?.roll ?? 0;
}

async function withField<T>(work: Promise<T>, field: string): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof AppError && e.code === 'sorryNotFound') throw new AppError('sorryNotFound', { field });
    throw e;
  }
}

/**
 * Reads the class, the target, the result and the class's admitted students of the year closed
 * (exact class and group; those a rollover already placed in the new year are left out) and plans.
 */
async function plan(ctx: Ctx, em: EntityManager, input: RolloverInput): Promise<Plan> {
  const code = tenant(ctx);
  const cls = await withField(owned(ctx, ClassRoom, em).get(input.classId), 'classId');
  const graduate = input.graduate === true;
  if (graduate && input.targetClassId !== null && input.targetClassId !== undefined) throw new AppError('invalidValue', { field: 'targetClassId' });
  if (!graduate && !input.targetClassId) throw new AppError('requiredField', { field: 'targetClassId' });
  const target = graduate ? null : await withField(owned(ctx, ClassRoom, em).get(input.targetClassId!), 'targetClassId');
  if (target && (target.id === cls.id || (target.className === cls.className && target.groupName === cls.groupName))) {
    throw new AppError('invalidValue', { field: 'targetClassId' });
  }
  const result = await withField(owned(ctx, ResultTable, em).get(input.resultId), 'resultId');
  if (result.className !== cls.className || result.groupName !== cls.groupName || result.year !== input.year) {
    throw new AppError('invalidValue', { field: 'resultId' });
  }
  if (!result.published) throw new AppError('invalidValue', { field: 'resultId', reason: 'draft' });
  const fromYear = input.year;
  const toYear = fromYear + 1;
  if (await em.getRepository(YearRollover).exists({ where: { code, className: cls.className, groupName: cls.groupName, fromYear } })) {
    throw new AppError('duplicateNotPossible', { field: 'year' });
  }

  const all = (await em.getRepository(Student).find({
    where: { code, condition: 'in', admittedClass: cls.className, groupName: cls.groupName }, order: { admitNo: 'ASC' },
  })).filter((s) => s.admitNo !== null);
  const rolls: StudentRoll[] = [];
  for (const part of chunks(all.map((s) => s.id))) {
    rolls.push(...await em.getRepository(StudentRoll).find({ where: { code, studentId: In(part), year: In([fromYear, toYear]) } }));
  }
  const placed = new Set(rolls.filter((r) => r.year === toYear).map((r) => r.studentId));
  const oldRoll = new Map(rolls.filter((r) => r.year === fromYear).map((r) => [r.studentId, r.roll]));
  const students = all.filter((s) => !placed.has(s.id));
  if (!students.length) throw new AppError('sorryNotFound', { field: 'classId' });

  const subjects = subjectsOf(result.bookMeta).length;
  const planned = planRollover({
    students: students.map((s) => ({ id: s.id, admitNo: s.admitNo!, name: s.name, roll: oldRoll.get(s.id) ?? null })),
    rows: result.results.map((r) => fromSpecRow(r, subjects)).map((r) => ({ admitNo: r.admitNo, status: r.status, rank: r.rank, total: r.total })),
    promoteIds: [...new Set(input.promoteIds ?? [])],
    targetHighestRoll: target ? await highestRoll(em, code, toYear, target.className, target.groupName) : 0,
    sourceHighestRoll: await highestRoll(em, code, toYear, cls.className, cls.groupName),
    graduate,
  });
  if ('error' in planned) throw new AppError(planned.error, { field: planned.field });
  return { cls, target, result, fromYear, toYear, students: new Map(students.map((s) => [s.id, s])), rows: planned.rows };
}

/** Where a planned student goes: the target class when promoted, else (kept, or leaving the academy) their own class. */
function destination(p: Plan, row: RolloverPlanRow): Placement {
  const s = p.students.get(row.studentId)!;
  return row.promoted && p.target
    ? { department: p.target.department, className: p.target.className, groupName: p.target.groupName, roll: row.newRoll }
    : { department: s.department, className: s.admittedClass, groupName: s.groupName, roll: row.newRoll };
}

/** The target's fields of the preview and the archive ('' when the class graduates). */
const targetFields = (target: ClassRoom | null) => ({
  targetDepartment: target?.department ?? '', targetClassName: target?.className ?? '', targetGroupName: target?.groupName ?? '',
});

export function previewView(p: Plan) {
  return {
    department: p.cls.department, className: p.cls.className, groupName: p.cls.groupName, fromYear: p.fromYear, toYear: p.toYear,
    resultId: p.result.id, examName: p.result.examName, ...targetFields(p.target), graduate: !p.target,
    promotedCount: p.rows.filter((r) => r.promoted).length,
    keptCount: p.rows.filter((r) => !r.promoted).length,
    noResultCount: p.rows.filter((r) => r.outcome === 'noResult').length,
    rows: p.rows.map((r) => {
      const to = destination(p, r);
      return { ...r, newDepartment: to.department, newClassName: to.className, newGroupName: to.groupName };
    }),
  };
}

export function rolloverView(r: YearRollover) {
  return {
    id: r.id, department: r.department, className: r.className, groupName: r.groupName, fromYear: r.fromYear, toYear: r.toYear,
    resultId: r.resultId, examName: r.examName, targetDepartment: r.targetDepartment, targetClassName: r.targetClassName,
    targetGroupName: r.targetGroupName, graduate: r.targetClassName === '', promotedCount: r.promotedCount, keptCount: r.keptCount, byName: r.byName,
    createdAt: r.createdAt, students: r.students.map((e) => ({ ...e, left: e.left === true })),
  };
}

export const rolloverService = {
  /** What the rollover would do (who goes, who stays, new rolls); nothing is written. */
  async preview(ctx: Ctx, input: RolloverInput) {
    authorize(ctx, { permission: 'result.write' });
    return previewView(await plan(ctx, ctx.db.manager, input));
  },

  /** The archived rollovers, newest first (the history the office can undo from). */
  async list(ctx: Ctx): Promise<YearRollover[]> {
    authorize(ctx, { permission: 'result.write' });
    return owned(ctx, YearRollover).list({}, { createdAt: 'DESC', id: 'DESC' });
  },

  /**
   * Applies the plan in one transaction: the archive row (every student's before and after), the
   * new year's rolls, and the promoted students' new class. A class and year rolled over already:
   * duplicateNotPossible; a student changed meanwhile: rolloverChangedSince; a refusal writes nothing.
   */
  async apply(ctx: Ctx, input: RolloverInput): Promise<YearRollover> {
    authorize(ctx, { permission: 'result.write', write: true });
    const code = tenant(ctx);
    const user = ctx.actor!.user;
    return writeTransaction(ctx, async (em) => {
      const p = await plan(ctx, em, input);
      const entries: RolloverEntry[] = p.rows.map((r) => {
        const s = p.students.get(r.studentId)!;
        return {
          studentId: r.studentId, admitNo: r.admitNo, name: r.name, outcome: r.outcome, promoted: r.promoted, ...(r.leaves ? { left: true } : {}),
          before: { department: s.department, className: s.admittedClass, groupName: s.groupName, roll: r.oldRoll },
          after: destination(p, r),
        };
      });
      const archive = await em.getRepository(YearRollover).save(em.getRepository(YearRollover).create({
        code, department: p.cls.department, className: p.cls.className, groupName: p.cls.groupName, fromYear: p.fromYear, toYear: p.toYear,
        resultId: p.result.id, examName: p.result.examName, ...targetFields(p.target),
        promotedCount: entries.filter((e) => e.promoted).length, keptCount: entries.filter((e) => !e.promoted).length,
        byUserId: user.id, byName: `${user.firstName} ${user.lastName}`.trim().slice(0, 170), students: entries,
      }));
      // Everyone staying (and going up) gets the new year's roll; a graduate leaves without one.
      for (const part of chunks(entries.filter((e) => !e.left))) {
        await em.getRepository(StudentRoll).insert(part.map((e) => ({
          code, studentId: e.studentId, year: p.toYear, department: e.after.department, className: e.after.className,
          groupName: e.after.groupName, roll: e.after.roll!, rolloverId: archive.id,
        })));
      }
      const promoted = entries.filter((e) => e.promoted).map((e) => e.studentId);
      const target = p.target;
      for (const part of chunks(promoted)) {
        const done = await em.getRepository(Student).update(
          { code, id: In(part), condition: 'in', admittedClass: p.cls.className, groupName: p.cls.groupName },
          target ? { department: target.department, admittedClass: target.className, groupName: target.groupName } : { condition: 'out' },
        );
        if (done.affected !== part.length) throw new AppError('rolloverChangedSince', { count: part.length - (done.affected ?? 0), admitNos: '' });
      }
      return archive;
    });
  },

  /**
   * Undoes a rollover exactly: its rolls go, the promoted students return to their class, the
   * archive row is removed. Refused (rolloverChangedSince, nothing written) once any of its students
   * changed: moved, removed, deleted, given another roll, or rolled over again.
   */
  async undo(ctx: Ctx, id: number): Promise<YearRollover> {
    authorize(ctx, { permission: 'result.write', write: true });
    const code = tenant(ctx);
    return writeTransaction(ctx, async (em) => {
      const row = await owned(ctx, YearRollover, em).get(id, { lock: true });
      const ids = row.students.map((e) => e.studentId);
      const students = new Map<number, Student>();
      const rolls: StudentRoll[] = [];
      for (const part of chunks(ids)) {
        for (const s of await em.getRepository(Student).find({ where: { code, id: In(part) } })) students.set(s.id, s);
        rolls.push(...await em.getRepository(StudentRoll).find({ where: { code, studentId: In(part), year: MoreThanOrEqual(row.toYear) } }));
      }
      const changed = changedSince(row.students, (studentId) => {
        const s = students.get(studentId);
        const mine = rolls.filter((r) => r.studentId === studentId);
        const roll = mine.find((r) => r.year === row.toYear && r.rolloverId === row.id);
        return {
          placement: s ? { department: s.department, className: s.admittedClass, groupName: s.groupName, roll: roll?.roll ?? null } : null,
          condition: s?.condition ?? '',
          laterYears: mine.some((r) => r.year > row.toYear),
        };
      });
      if (changed.length) throw new AppError('rolloverChangedSince', { count: changed.length, admitNos: changed.slice(0, 10).join(', ') });

      const rolled = row.students.filter((e) => !e.left).length;
      const removed = await em.getRepository(StudentRoll).delete({ code, rolloverId: row.id });
      if (removed.affected !== undefined && removed.affected !== null && removed.affected !== rolled) {
        throw new AppError('rolloverChangedSince', { count: row.students.length, admitNos: '' });
      }
      // The graduates admitted again, in the class they left from.
      for (const part of chunks(row.students.filter((e) => e.left).map((e) => e.studentId))) {
        await em.getRepository(Student).update({ code, id: In(part), condition: 'out' }, { condition: 'in' });
      }
      // The promoted students back where they were, one update per earlier placement.
      const back = new Map<string, RolloverEntry[]>();
      for (const e of row.students.filter((x) => x.promoted && !x.left)) {
        const key = JSON.stringify([e.before.department, e.before.className, e.before.groupName]);
        back.set(key, [...(back.get(key) ?? []), e]);
      }
      for (const group of back.values()) {
        const { department, className, groupName } = group[0].before;
        for (const part of chunks(group.map((e) => e.studentId))) {
          await em.getRepository(Student).update({ code, id: In(part) }, { department, admittedClass: className, groupName });
        }
      }
      await em.getRepository(YearRollover).delete({ code, id: row.id });
      return row;
    });
  },
};
