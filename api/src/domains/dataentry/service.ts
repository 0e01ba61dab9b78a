import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { Ctx } from '../../platform/context';
import { ensureCounter, nextInColumn, takeNumber } from '../../platform/counters';
import { AppError } from '../../platform/errors';
import type { IncomingFile } from '../../platform/storage';
import { writeTransaction } from '../../platform/transactions';
import { ageOn } from '../../rules/admission';
import { toBookMeta } from '../../rules/books';
import {
  DATA_COLUMNS, duplicateErrors, isDataEntryKind, MAX_ALLOWED_LISTED, UNIQUE_COLUMNS, uniqueValue,
  type DataEntryKind, type DataRow, type RowError, type RowValues,
} from '../../rules/data-entry';
import { studentFees } from '../../rules/fees';
import { INT_MAX } from '../../rules/numbers';
import { FeeRule } from '../accounts/fee-rule.entity';
import { Staff } from '../administration/staff.entity';
import { Academy } from '../auth/academy.entity';
import { authorizeOperator } from '../controller/access';
import { ClassRoom } from '../education/class.entity';
import { Student } from '../education/student.entity';
import { Book } from '../library/entities';
import { parseSheet } from './parse';
import { inputOf, rowErrors } from './validate';

/** The most row errors an answer lists (the count of bad rows is always exact). */
export const MAX_LISTED_ERRORS = 1000;
export const SAMPLE_ROWS = 20;

export interface DataEntryPreview {
  /** The kind read: the one named, or the one the header named. */
  kind: DataEntryKind;
  rows: number;
  badRows: number;
  columns: string[];
  sample: { row: number; cells: string[] }[];
  errors: RowError[];
}
export interface DataEntryOutcome { kind: DataEntryKind; imported: number; skipped: number; badRows: number; errors: RowError[] }

const ENTITY = { students: Student, staff: Staff, classes: ClassRoom, books: Book } as const;
const t = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The values each unique key of the kind already has in the academy (see rules/data-entry.ts). */
async function existingKeys(em: EntityManager, kind: DataEntryKind, code: string): Promise<Map<string, Set<string>>> {
  const keys = UNIQUE_COLUMNS[kind];
  const fields = [...new Set(keys.flat())];
  const qb = em.getRepository(ENTITY[kind]).createQueryBuilder('e').where('e.code = :code', { code });
  qb.select(fields.map((f) => `e.${f}`));
  const rows = await qb.getRawMany<Record<string, unknown>>();
  const out = new Map<string, Set<string>>();
  for (const columns of keys) {
    const set = new Set<string>();
    for (const r of rows) {
      const v = uniqueValue(Object.fromEntries(columns.map((c) => [c, (r[`e_${c}`] ?? null) as string | number | null])), columns);
      if (v) set.add(v);
    }
    out.set(columns.join('+'), set);
  }
  return out;
}

/**
 * Rows checked between two turns of the event loop: class-validator's awaits are microtasks, and
 * better-sqlite3 answers synchronously, so a long loop lets no request in unless it yields.
 */
const ROWS_PER_TURN = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Students: the department must be one of the academy's class panel, the class one of its classes (as the form). */
async function classErrors(em: EntityManager, code: string, rows: DataRow[]): Promise<RowError[]> {
  const classes = await em.getRepository(ClassRoom).find({ where: { code }, select: { department: true, className: true, groupName: true } });
  const departments = new Set(classes.map((c) => c.department.toLowerCase()));
  const classNames = new Set(classes.map((c) => c.className.toLowerCase()));
  const withGroup = new Set(classes.map((c) => `${c.className}\u0000${c.groupName}`.toLowerCase()));
  const listed = (names: string[]) => [...new Set(names)].sort().slice(0, MAX_ALLOWED_LISTED);
  const allowedDepartments = listed(classes.map((c) => c.department));
  const allowedClasses = listed(classes.map((c) => (c.groupName ? `${c.className} (${c.groupName})` : c.className)));
  const errors: RowError[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i && i % (ROWS_PER_TURN * 100) === 0) await nextTurn();
    const r = rows[i];
    const department = t(r.values.department).toLowerCase();
    const className = t(r.values.approvedClass).toLowerCase();
    const group = t(r.values.groupName).toLowerCase();
    if (department && !departments.has(department)) errors.push({ row: r.row, column: 'department', key: 'invalidValue', allowed: allowedDepartments });
    if (className && !(group ? withGroup.has(`${className}\u0000${group}`) : classNames.has(className))) {
      errors.push({ row: r.row, column: 'approvedClass', key: 'invalidValue', allowed: allowedClasses });
    }
  }
  return errors;
}


/**
 * The bad cells the kind's form rules find in each row alone (no database needed). The server
 * answers other requests between slices of rows (a 50,000-row file takes seconds to check).
 */
async function formErrors(kind: DataEntryKind, rows: DataRow[], today: string): Promise<RowError[]> {
  const errors: RowError[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i && i % ROWS_PER_TURN === 0) await nextTurn();
    errors.push(...(await rowErrors(kind, rows[i], today)));
  }
  return errors;
}

/**
 * Every bad cell of the file, in row then column order: the form rules' (computed before) and
 * the academy's (duplicates of its rows, unknown classes), read through `em`.
 */
async function allErrors(em: EntityManager, kind: DataEntryKind, code: string, rows: DataRow[], form: RowError[]): Promise<RowError[]> {
  const errors = [...form];
  if (kind === 'students') errors.push(...(await classErrors(em, code, rows)));
  const existing = await existingKeys(em, kind, code);
  await nextTurn();
  errors.push(...duplicateErrors(kind, rows, existing));
  await nextTurn();
  const order = new Map(DATA_COLUMNS[kind].map((c, i) => [c.field, i]));
  const seen = new Set<string>();
  return errors
    .sort((a, b) => a.row - b.row || (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0))
    .filter((e) => { const k = `${e.row}\u0000${e.column}`; if (seen.has(k)) return false; seen.add(k); return true; });
}

/**
 * Gives each row without a number the next free one (the highest + 1, skipping the numbers the
 * file gives), under the academy's counter row (platform/counters.ts), so admissions of the same
 * academy queue behind the import instead of racing it.
 */
async function number(em: EntityManager, code: string, column: 'formNo' | 'admitNo', rows: RowValues[]): Promise<void> {
  await ensureCounter(em, code, column);
  const given = new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number'));
  await takeNumber(em, code, column, async () => {
    let n = await nextInColumn(em, 'students', column, code);
    let last = n - 1;
    for (const r of rows) {
      if (typeof r[column] === 'number') continue;
      while (given.has(n)) n++;
      if (n > INT_MAX) throw new AppError('invalidValue', { field: column });
      r[column] = n;
      last = n++;
    }
    return Math.max(last, ...given);
  });
}

/** The next numeric staff ids (the highest numeric id + 1, as staff registration gives them). */
async function staffIds(em: EntityManager, code: string, rows: RowValues[]): Promise<void> {
  const have = await em.getRepository(Staff).find({ where: { code }, select: { staffId: true } });
  const numbers = [...have.map((r) => r.staffId), ...rows.map((r) => t(r.staffId))].filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  let next = numbers.reduce((m, v) => Math.max(m, v), 0) + 1;
  for (const r of rows) if (!t(r.staffId)) r.staffId = String(next++);
}

/**
 * Numbers the rows that need it, then answers the stored row of a checked data row (the same
 * fields the kind's form stores): built slice by slice as they are inserted, not all at once.
 */
async function entityMaker(em: EntityManager, kind: DataEntryKind, academy: Academy, rows: RowValues[], today: string): Promise<(v: RowValues) => ObjectLiteral> {
  const code = academy.code;
  const paisa = (v: unknown) => Math.round(Number(v ?? 0) * 100);
  if (kind === 'students') {
    await number(em, code, 'formNo', rows);
    await number(em, code, 'admitNo', rows);
    const rules = await em.getRepository(FeeRule).findBy({ code });
    return (v) => {
      const i = inputOf('students', v) as Record<string, string>;
      const newOld = t(i.newOld);
      return {
        code, newOld, department: t(i.department), residence: t(i.residenceType), category: t(i.category),
        formNo: v.formNo, admitNo: v.admitNo, name: t(i.name), fatherName: t(i.fatherName), motherName: t(i.motherName),
        fatherJob: t(i.fatherJob), village: t(i.village), postOffice: t(i.postOffice), subDistrict: t(i.subDistrict),
        district: t(i.district), birthDate: t(i.birthDate), age: ageOn(t(i.birthDate), today), fatherMobile: t(i.guardianMobile),
        guardianRelation: t(i.relationWithGuardian), guardian2: t(i.guardian2),
        preAcademy: newOld === 'old' ? academy.name : t(i.preAcademy), preClass: t(i.preClass),
        choosingClass: t(i.approvedClass), admittedClass: t(i.approvedClass), groupName: t(i.groupName),
        approval: 'admitted', condition: 'in', date: today, source: 'office',
        fees: studentFees(rules, t(i.approvedClass), t(i.groupName), []),
      };
    };
  }
  if (kind === 'staff') {
    await staffIds(em, code, rows);
    return (v) => {
      const i = inputOf('staff', v) as Record<string, unknown>;
      return {
        code, staffId: t(v.staffId), name: t(i.name), fatherName: t(i.fatherName), designation: t(i.designation),
        birthDate: t(i.birthDate), mobile: t(i.mobile), nid: t(i.nid), village: t(i.village), postOffice: t(i.postOffice),
        subDistrict: t(i.subDistrict), district: t(i.district), qualification: t(i.qualification), preExperience: '', terms: '',
        salaryPaisa: paisa(i.salary), boardingFeePaisa: paisa(i.boardingFee), residenceType: t(i.residenceType),
        candidateType: t(i.candidateType), hireDate: t(i.hireDate), department: t(i.department), photoUrl: '',
      };
    };
  }
  if (kind === 'classes') {
    return (v) => ({ code, department: t(v.department), className: t(v.className), groupName: t(v.groupName), bookMeta: toBookMeta([]) });
  }
  return (v) => {
    const i = inputOf('books', v) as Record<string, unknown>;
    return {
      code, bookNo: i.bookNo, part: i.part, bookName: t(i.bookName), writer: t(i.writer), subject: t(i.subject),
      publisher: t(i.publisher), pricePaisa: paisa(i.price), storageLocation: t(i.storageLocation), condition: 'in', createdAt: today,
    };
  };
}

/** Rows in one INSERT: a larger statement is hardly faster. */
const ROWS_PER_INSERT = 100;

/**
 * Multi-row INSERTs (sized under SQLite's 32,766 bound parameters too), each built as it is sent;
 * other requests get their turn between two (better-sqlite3 runs each statement synchronously).
 *
 * The statement is written here, every value a `?`, so that every full batch is the same SQL
 * text: TypeORM's SQLite driver writes numbers (formNo, admitNo, bookNo, a salary) into the text,
 * so each batch was a statement of its own, prepared anew; a 100-row statement holds about 0.3 MB
 * of SQLite's memory that V8 does not see, kept until a garbage collection happens to finalize it:
 * a 50,000-row import grew the server by 230 MB. Now one statement serves every full batch (and
 * one the last). Columns the stored row leaves out take the table's defaults, which the schema
 * test keeps equal to the entity's; each value goes through the driver's conversion (JSON, booleans).
 */
async function bulkInsert(em: EntityManager, kind: DataEntryKind, rows: RowValues[], make: (v: RowValues) => ObjectLiteral): Promise<void> {
  if (!rows.length) return;
  const { driver } = em.connection;
  const metadata = em.connection.getMetadata(ENTITY[kind]);
  const columns = Object.keys(make({ ...rows[0] })).map((property) => {
    const column = metadata.findColumnWithPropertyPath(property);
    if (!column) throw new Error(`data entry: ${metadata.name} has no column ${property}`);
    return column;
  });
  const per = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(30_000 / columns.length)));
  const head = `INSERT INTO ${driver.escape(metadata.tablePath)} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statement = (n: number) => head + Array.from({ length: n }, () => tuple).join(', ');
  const full = statement(Math.min(per, rows.length));
  for (let i = 0; i < rows.length; i += per) {
    if (i) await nextTurn();
    const slice = rows.slice(i, i + per);
    const params: unknown[] = [];
    for (const v of slice) {
      const entity = make(v);
      for (const c of columns) params.push(driver.preparePersistentValue(c.getEntityValue(entity), c) ?? null);
    }
    await em.query(slice.length === per ? full : statement(slice.length), params);
  }
}

/** The kind named ('' or null: the file's header names it), the academy, and the file's rows. */
async function prepare(ctx: Ctx, code: string, kindName: string | null, file: IncomingFile | undefined) {
  authorizeOperator(ctx, 'controller.write');
  const named = kindName ?? '';
  if (named !== '' && !isDataEntryKind(named)) throw new AppError('invalidValue', { field: 'kind' });
  const academy = await ctx.db.getRepository(Academy).findOneBy({ code: String(code) });
  if (!academy) throw new AppError('sorryNotFound');
  if (!file || !file.buffer.length) throw new AppError('requiredField', { field: 'file' });
  const { kind, rows } = await parseSheet(named === '' ? null : named as DataEntryKind, file);
  return { academy, kind, rows };
}

const badRowCount = (errors: RowError[]) => new Set(errors.map((e) => e.row)).size;

/**
 * Bulk data entry of the controller (issue 13): students, staff, classes or books of any academy
 * from a spreadsheet, checked row by row with the kind's own form rules. super_admin only.
 */
export const dataEntryService = {
  /** The file checked, nothing written: the row count, every bad cell and the first rows. */
  async preview(ctx: Ctx, code: string, kindName: string | null, file: IncomingFile | undefined): Promise<DataEntryPreview> {
    const { academy, kind, rows } = await prepare(ctx, code, kindName, file);
    const errors = await allErrors(ctx.db.manager, kind, academy.code, rows, await formErrors(kind, rows, ctx.clock.today()));
    const columns = DATA_COLUMNS[kind].map((c) => c.field);
    return {
      kind, rows: rows.length, badRows: badRowCount(errors), columns, errors: errors.slice(0, MAX_LISTED_ERRORS),
      sample: rows.slice(0, SAMPLE_ROWS).map((r) => ({ row: r.row, cells: columns.map((c) => t(r.values[c])) })),
    };
  },

  /**
   * Writes the rows in one transaction, in multi-row inserts. Any bad row: nothing is written,
   * unless goodRowsOnly, when the good rows are written and the bad ones skipped. The checks
   * against the academy's rows (duplicates, classes) run inside the transaction, so they see
   * what a concurrent write committed.
   */
  async import(ctx: Ctx, code: string, kindName: string | null, file: IncomingFile | undefined, goodRowsOnly: boolean): Promise<DataEntryOutcome> {
    const { academy, kind, rows } = await prepare(ctx, code, kindName, file);
    const today = ctx.clock.today();
    // The form rules run before the transaction: it holds the write lock only for the academy's checks and the inserts.
    const form = await formErrors(kind, rows, today);
    return writeTransaction(ctx, async (em) => {
      const errors = await allErrors(em, kind, academy.code, rows, form);
      const bad = new Set(errors.map((e) => e.row));
      const outcome = { kind, badRows: bad.size, errors: errors.slice(0, MAX_LISTED_ERRORS) };
      if (bad.size && !goodRowsOnly) return { imported: 0, skipped: rows.length, ...outcome };
      const good = rows.filter((r) => !bad.has(r.row)).map((r) => ({ ...r.values }));
      await bulkInsert(em, kind, good, await entityMaker(em, kind, academy, good, today));
      return { imported: good.length, skipped: rows.length - good.length, ...outcome };
    });
  },
};
