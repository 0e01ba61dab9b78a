import { In, IsNull, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { recordChange, recordChanges } from '../../platform/history';
import { isUniqueViolation as isUnique } from '../../platform/db-errors';
import { retrying } from '../../platform/transactions';
import { ensureCounter, nextInColumn, takeNumber } from '../../platform/counters';
import type { Page, PageArgs } from '../../platform/crud';
import { readRows, readRowsAs } from '../../platform/read';
import { AppError } from '../../platform/errors';
import { sendSms } from '../../platform/sms';
import type { IncomingFile } from '../../platform/storage';
import { academyStatus } from '../../rules/academy-status';
import { admissionSmsText, ageOn } from '../../rules/admission';
import { isIsoDate } from '../../rules/dates';
import { studentFees } from '../../rules/fees';
import { FeeRule } from '../accounts/fee-rule.entity';
import { Academy } from '../auth/academy.entity';
import { settingsOf } from '../others/settings.service';
import { ClassRoom } from './class.entity';
import { signChangedBlocks } from './signatures';
import { Student } from './student.entity';
import type { StudentFilter, StudentInput } from './student.types';

type NumberColumn = 'formNo' | 'admitNo';

/**
 * Rows per batch of a list written as it is read (listAsBatches): 50 clients reading a 10,000-student
 * list at once peaked at 428 MB RSS with batches of 500, 295 MB with 100 (no slower: 66 s against 68).
 */
export const LIST_BATCH = 100;

/** The most students one GraphQL `students` answer holds; a longer list is read a page at a time (studentPage). */
export const STUDENT_LIST_MAX = 2000;

/** The academy's students of a filter (in by default), by admit number, then form number. */
function listQuery(ctx: Ctx, filter: StudentFilter) {
  const qb = ctx.db.getRepository(Student).createQueryBuilder('s')
    .where('s.code = :code AND s.condition = :condition', { code: tenant(ctx), condition: filter.condition ?? 'in' });
  if (filter.className) qb.andWhere('s.admittedClass = :className', { className: filter.className });
  if (filter.groupName) qb.andWhere('s.groupName = :groupName', { groupName: filter.groupName });
  return qb.orderBy('s.admitNo', 'ASC').addOrderBy('s.formNo', 'ASC');
}

/** One page of listQuery (the id last, so that equal numbers keep their order from page to page). */
const pageQuery = (ctx: Ctx, filter: StudentFilter, args: PageArgs) => listQuery(ctx, filter).addOrderBy('s.id', 'ASC').offset(args.offset).limit(args.limit);

/** The academy's next form or admit number (platform/counters.ts). */
const nextNumber = (em: EntityManager, code: string, column: NumberColumn) => nextInColumn(em, 'students', column, code);

/** Takes the next form or admit number inside the transaction, queued on the academy's counter row. */
function take(em: EntityManager, code: string, column: NumberColumn): Promise<number> {
  return takeNumber(em, code, column, () => nextNumber(em, code, column));
}

async function own(ctx: Ctx, id: number): Promise<Student> {
  const s = await ctx.db.getRepository(Student).findOneBy({ id, code: tenant(ctx) });
  if (!s) throw new AppError('sorryNotFound');
  return s;
}

/** Department from the class panel (spec §5); an approved class, when given, must be one of its classes. */
async function checkClasses(ctx: Ctx, code: string, input: StudentInput): Promise<void> {
  const classes = ctx.db.getRepository(ClassRoom);
  if (!(await classes.existsBy({ code, department: input.department.trim() }))) throw new AppError('invalidValue', { field: 'department' });
  if (input.approvedClass.trim()) {
    const where: FindOptionsWhere<ClassRoom> = { code, className: input.approvedClass.trim() };
    if (input.groupName.trim()) where.groupName = input.groupName.trim();
    if (!(await classes.existsBy(where))) throw new AppError('invalidValue', { field: 'approvedClass' });
  }
}

/** The form's fields as stored (spec §5: age from the birth date; "old" fills the previous academy). */
function fields(input: StudentInput, academy: Academy, today: string): Partial<Student> {
  if (!isIsoDate(input.birthDate) || input.birthDate > today) throw new AppError('invalidValue', { field: 'birthDate' });
  const t = (v: string | undefined) => (v ?? '').trim();
  return {
    newOld: input.newOld, department: t(input.department), residence: input.residenceType, category: input.category,
    name: t(input.name), fatherName: t(input.fatherName), motherName: t(input.motherName), fatherJob: t(input.fatherJob),
    village: t(input.village), postOffice: t(input.postOffice), subDistrict: t(input.subDistrict), district: t(input.district),
    birthDate: input.birthDate, age: ageOn(input.birthDate, today), fatherMobile: t(input.guardianMobile),
    guardianRelation: t(input.relationWithGuardian), guardian2: t(input.guardian2),
    preAcademy: input.newOld === 'old' ? academy.name : t(input.preAcademy), preClass: t(input.preClass),
    choosingClass: t(input.choosingClass), admittedClass: t(input.approvedClass), groupName: t(input.groupName),
    inspectorComment: t(input.inspectorComment), examiner: t(input.examiner), book1: t(input.book1), number1: input.number1 ?? null,
    average: input.average ?? null, book2: t(input.book2), number2: input.number2 ?? null, approval: input.approval ?? '',
  };
}

/**
 * Inserts with the next form (and, when asked, admit) number, taken from the academy's counters
 * in the same transaction, so concurrent admissions queue on the counter row instead of racing.
 * A number the caller chose that is already used: duplicateNotPossible.
 */
async function insertNumbered(ctx: Ctx, row: Partial<Student>, input: StudentInput): Promise<Student> {
  const code = row.code!;
  await ensureCounter(ctx.db.manager, code, 'formNo');
  if (input.assignAdmitNo) await ensureCounter(ctx.db.manager, code, 'admitNo');
  // A number the caller chose that is taken is theirs to change; a number we chose is ours to choose again.
  const chosenTaken = async (e: unknown) => isUnique(e) && ctx.db.getRepository(Student).exists({ where: [
    ...(input.formNo ? [{ code, formNo: input.formNo }] : []),
    ...(!input.assignAdmitNo && input.admitNo ? [{ code, admitNo: input.admitNo }] : []),
  ] });
  try {
    return await retrying(() => ctx.db.transaction(async (em) => {
      const repo = em.getRepository(Student);
      const formNo = input.formNo ?? (await take(em, code, 'formNo'));
      const admitNo = input.assignAdmitNo ? await take(em, code, 'admitNo') : (input.admitNo ?? null);
      const saved = await repo.save(repo.create({ ...row, formNo, admitNo }));
      await recordChange(em, ctx, { entity: 'student', key: saved.id, after: saved, code });
      return saved;
    }), chosenTaken);
  } catch (e) {
    if (isUnique(e)) throw new AppError('duplicateNotPossible');
    throw e;
  }
}

async function feesFor(ctx: Ctx, code: string, className: string, groupName: string, saved: { title: string; amount: number }[]) {
  const rules = await ctx.db.getRepository(FeeRule).findBy({ code });
  return studentFees(rules, className, groupName, saved);
}

/** The admission SMS (spec §7): after saving a new student with an admit number, when admission_sms is on. */
async function admissionSms(ctx: Ctx, s: Student): Promise<void> {
  if (s.admitNo === null) return;
  const settings = await settingsOf(ctx.db, s.code);
  if (!settings.admissionSms) return;
  const body = admissionSmsText(settings.admissionSmsText, { name: s.name, className: s.admittedClass || s.choosingClass, admitNo: s.admitNo });
  await sendSms(ctx, { code: s.code, kind: 'admission', receiver: s.fatherMobile, body });
}

export const studentsService = {
  /**
   * A class's students (or the academy's), in admit order; `select` reads only those columns. At most
   * `max` of them (more: maxNotPossible with the limit as remain, and none read past it).
   */
  async list(ctx: Ctx, filter: StudentFilter, select?: (keyof Student & string)[], max?: number): Promise<Student[]> {
    authorize(ctx, { permission: 'academy.read' });
    const rows = await readRows(max === undefined ? listQuery(ctx, filter) : listQuery(ctx, filter).limit(max + 1), select);
    if (max !== undefined && rows.length > max) throw new AppError('maxNotPossible', { remain: max, name: 'rows' });
    return rows;
  },

  /**
   * The same list in batches of at most `size` rows, each row read straight into the answer's shape
   * (`names`: answer field → column; REST's snake_case), for an answer written as it is read
   * (platform/json-stream.ts). The list's ids are read first, in its order (one index read), then
   * each batch's rows by id: read in parts while others admit, remove or renumber, the answer still
   * lists each student once, as the list was when it started (a student gone since is left out).
   */
  async *listAsBatches(ctx: Ctx, filter: StudentFilter, names: Readonly<Record<string, keyof Student & string>>, size = LIST_BATCH): AsyncGenerator<Record<string, unknown>[]> {
    authorize(ctx, { permission: 'academy.read' });
    const ids = (await listQuery(ctx, filter).select('s.id', 'id').addOrderBy('s.id', 'ASC').getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
    const read = (from: number) => readRowsAs(listQuery(ctx, filter).addOrderBy('s.id', 'ASC').andWhere('s.id IN (:...ids)', { ids: ids.slice(from, from + size) }), names);
    // The next batch is read while this one is written (on MariaDB a round trip each).
    let reading = ids.length ? read(0) : null;
    for (let i = 0; reading; i += size) {
      const rows = await reading;
      reading = i + size < ids.length ? read(i + size) : null;
      // A client gone stops the answer here: the batch read ahead is not waited for, nor its failure reported.
      reading?.catch(() => {});
      yield rows;
    }
  },

  /** One page of the same list (by admit number, then form number) and how many students it has in all. */
  async page(ctx: Ctx, filter: StudentFilter, args: PageArgs, select?: (keyof Student & string)[]): Promise<Page<Student>> {
    authorize(ctx, { permission: 'academy.read' });
    const [items, total] = await Promise.all([
      readRows(pageQuery(ctx, filter, args), select),
      listQuery(ctx, filter).orderBy().getCount(),
    ]);
    return { items, total };
  },

  /** A page in the answer's shape (listAs). */
  async pageAs(ctx: Ctx, filter: StudentFilter, args: PageArgs, names: Readonly<Record<string, keyof Student & string>>): Promise<Page<Record<string, unknown>>> {
    authorize(ctx, { permission: 'academy.read' });
    const [items, total] = await Promise.all([readRowsAs(pageQuery(ctx, filter, args), names), listQuery(ctx, filter).orderBy().getCount()]);
    return { items, total };
  },

  async get(ctx: Ctx, id: number): Promise<Student> {
    authorize(ctx, { permission: 'academy.read' });
    return own(ctx, id);
  },

  /** Applications waiting for an admit number (the notification bell). */
  async pending(ctx: Ctx): Promise<Student[]> {
    authorize(ctx, { permission: 'academy.read' });
    return ctx.db.getRepository(Student).find({ where: { code: tenant(ctx), admitNo: IsNull(), condition: 'in' }, order: { createdAt: 'DESC' } });
  },

  async nextNumbers(ctx: Ctx): Promise<{ formNo: number; admitNo: number }> {
    authorize(ctx, { permission: 'academy.read' });
    const code = tenant(ctx);
    const em = ctx.db.manager;
    return { formNo: await nextNumber(em, code, 'formNo'), admitNo: await nextNumber(em, code, 'admitNo') };
  },

  /** The fee lines the form shows for a class and group (saved amounts are kept when editing). */
  async fees(ctx: Ctx, className: string, groupName: string): Promise<{ title: string; amount: number }[]> {
    authorize(ctx, { permission: 'academy.read' });
    return feesFor(ctx, tenant(ctx), className, groupName, []);
  },

  /**
   * The admission form: a new form (education, principal or superUser), or an edit (any staff;
   * giving or changing the admit number admits, which needs the admission right again).
   */
  async save(ctx: Ctx, input: StudentInput, photo?: IncomingFile): Promise<Student> {
    const editing = input.id !== undefined && input.id !== null;
    authorize(ctx, { permission: editing ? 'student.edit' : 'student.manage', write: true });
    const code = tenant(ctx);
    const before = editing ? await own(ctx, input.id!) : null;
    const was = before && { ...before };
    // An admit number left out of an edit stays as it is; given, changed or cleared, it needs the admission right.
    const admits = !!input.assignAdmitNo || (input.admitNo !== undefined && (input.admitNo ?? null) !== (before ? before.admitNo : null));
    if (editing && admits) authorize(ctx, { permission: 'student.manage', write: true });
    await checkClasses(ctx, code, input);
    const row = fields(input, ctx.actor!.academy, ctx.clock.today());
    const signed = await signChangedBlocks(ctx, before, input);
    const fees = await feesFor(ctx, code, row.admittedClass!, row.groupName!, input.fees ?? before?.fees ?? []);
    const photoUrl = photo ? await ctx.storage.saveImage(code, 'photo', photo) : undefined;
    const data = { ...row, ...signed, fees, ...(photoUrl ? { photoUrl } : {}) };
    if (before) {
      Object.assign(before, data);
      if (input.formNo) before.formNo = input.formNo;
      if (input.assignAdmitNo) await ensureCounter(ctx.db.manager, code, 'admitNo');
      try {
        // A number the caller chose that is taken stays taken: no retry for a unique clash then.
        return await retrying(() => ctx.db.transaction(async (em) => {
          if (admits) before.admitNo = input.assignAdmitNo ? await take(em, code, 'admitNo') : (input.admitNo ?? null);
          const saved = await em.getRepository(Student).save(before);
          await recordChange(em, ctx, { entity: 'student', key: saved.id, before: was, after: saved });
          return saved;
        }), (e) => isUnique(e) && !input.assignAdmitNo);
      } catch (e) {
        if (isUnique(e)) throw new AppError('duplicateNotPossible');
        throw e;
      }
    }
    const created = await insertNumbered(ctx, { ...data, code, date: ctx.clock.today(), condition: 'in', source: 'office' }, input);
    // The student is saved: a failure to record the SMS is logged, never reported as a failed admission.
    await admissionSms(ctx, created).catch((err: unknown) => ctx.log.error({ err }, 'admission SMS not recorded'));
    return created;
  },

  /** Remove (in → out) and re-admission (out → in), spec §4. */
  async setCondition(ctx: Ctx, id: number, condition: 'in' | 'out'): Promise<Student> {
    authorize(ctx, { permission: 'student.manage', write: true });
    const s = await own(ctx, id);
    const was = s.condition;
    s.condition = condition;
    return inTransaction(ctx, async (em) => {
      const saved = await em.getRepository(Student).save(s);
      if (was !== condition) {
        await recordChange(em, ctx, { entity: 'student', key: s.id, action: condition === 'out' ? 'remove' : 'readmit', before: { condition: was }, after: { condition } });
      }
      return saved;
    });
  },

  /** Single or bulk delete; ids of other academies are not found and nothing is deleted. */
  async remove(ctx: Ctx, ids: number[]): Promise<number> {
    authorize(ctx, { permission: 'student.manage', write: true });
    if (!ids.length) throw new AppError('pleaseSelect');
    const code = tenant(ctx);
    return inTransaction(ctx, async (em) => {
      const found = await em.getRepository(Student).findBy({ code, id: In(ids) });
      if (found.length !== new Set(ids).size) throw new AppError('sorryNotFound');
      const affected = (await em.getRepository(Student).delete({ code, id: In(ids) })).affected ?? 0;
      await recordChanges(em, ctx, found.map((row) => ({ entity: 'student' as const, key: row.id, before: row })));
      return affected;
    });
  },

  /**
   * A visitor's online application (spec §2): same form, for the academy with this public slug,
   * when its online_admission setting is on. No signatures, no admit number: a pending application.
   */
  async applyOnline(ctx: Ctx, slug: string, input: StudentInput, photo?: IncomingFile): Promise<Student> {
    const academy = await ctx.db.getRepository(Academy).findOneBy({ slug: slug.trim().toLowerCase() });
    if (!academy) throw new AppError('sorryNotFound');
    if (!(await settingsOf(ctx.db, academy.code)).onlineAdmission) throw new AppError('notWorked');
    if (academyStatus(academy, ctx.clock.today()) !== 'active') throw new AppError('notActivated');
    // Each address may send a few applications an hour (ADMISSION_RATE_POINTS).
    await ctx.limits.publicWrites.spend(`admission:${ctx.ip}`);
    await checkClasses(ctx, academy.code, { ...input, approvedClass: '' } as StudentInput);
    const row = fields({
      ...input, approvedClass: '', approval: '', inspectorComment: '', examiner: '', book1: '', book2: '',
      number1: null, number2: null, average: null,
    } as StudentInput, academy, ctx.clock.today());
    const photoUrl = photo ? await ctx.storage.saveImage(academy.code, 'photo', photo) : '';
    return insertNumbered(ctx, {
      ...row, code: academy.code, date: ctx.clock.today(), condition: 'in', source: 'online', fees: [], photoUrl,
      // Sent by a visitor signed in on this academy's site: theirs to follow (visitor.service applications).
      visitorId: ctx.visitor?.code === academy.code ? ctx.visitor.id : null,
    }, { ...input, formNo: undefined, admitNo: null, assignAdmitNo: false } as StudentInput);
  },
};
