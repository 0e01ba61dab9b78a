/**
 * The class-scoped lists read the class, not the academy, on an academy created after the last
 * ANALYZE (issue 22 item 15): with no statistics at all (a new database: `PRAGMA optimize` at open
 * found nothing to analyse) and with statistics gathered before the academy existed. Every SQL
 * statement the real API sends for a class list (the student list by class and by group, the
 * attendance register, the fee sheet, the result draft, the class SMS receivers) is explained on the
 * database itself: on SQLite it searches the expected index, never a SCAN, and the student and
 * attendance reads come in the index's order (no temporary B-tree for the ORDER BY); on
 * MariaDB/MySQL EXPLAIN names the same index, and those reads need no filesort.
 */
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { FeeMonth } from '../../api/src/domains/accounts/fees.entities';
import { AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { Student } from '../../api/src/domains/education/student.entity';
import { makeClass, makeUser, type Signed } from '../support/factories';
import { gql, type GqlResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const mysql = Boolean(process.env.DATABASE_URL);
interface Statement { query: string; parameters: unknown[] }

let s: TestServer;
let captured: Statement[] = [];
beforeAll(async () => {
  s = await startServer();
  const logger = s.db.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    captured.push({ query, parameters: Array.isArray(parameters) ? parameters : [] });
    return logQuery(query, parameters, runner);
  };
});
afterAll(() => s.close());

/**
 * `classes` classes of `perClass` students (groups A and B; one in 25 out, one in 50 an application
 * without an admit number) with their attendance and fee months, straight into the tables.
 */
async function seed(code: string, classes: number, perClass: number): Promise<void> {
  const rows: Partial<Student>[] = [];
  for (let c = 0; c < classes; c++) {
    for (let i = 0; i < perClass; i++) {
      const n = c * perClass + i + 1;
      rows.push({
        code, newOld: 'new', department: 'General', residence: 'residential', category: 'general',
        formNo: n, admitNo: n % 50 ? n : null, name: `Student ${n}`, fatherName: 'x', village: 'x', postOffice: 'x', subDistrict: 'x',
        district: 'x', birthDate: '2014-01-01', age: 12, fatherMobile: `017${String(n).padStart(8, '0')}`, guardianRelation: 'father',
        admittedClass: `Class ${c}`, groupName: i % 2 ? 'B' : 'A', date: '2026-01-01', fees: [], condition: n % 25 ? 'in' : 'out',
      });
    }
  }
  await insertAll(Student, rows);
  // What the register and the fee sheet read next: ten days of March and three paid months each.
  const ids = (await s.db.getRepository(Student).find({ where: { code }, select: { id: true } })).map((r) => r.id);
  await insertAll(AttendanceRecord, ids.flatMap((personId) => Array.from({ length: 10 }, (_, d) => ({
    code, personKind: 'student', personId, idNo: String(personId), name: 'x', shift: 'day', date: `2026-03-${String(d + 1).padStart(2, '0')}`,
    arrival: '08:00:00', startTime: '08:00', endTime: '09:00', condition: 'present', method: 'card',
  }))));
  await insertAll(FeeMonth, ids.flatMap((studentId) => ['2026-01', '2026-02', '2026-03'].map((period) => ({
    code, feeId: 1, department: 'accounts', studentId, subject: 'monthly_fee', period, amountPaisa: 50000,
  }))));
}

async function insertAll<T extends ObjectLiteral>(entity: EntityTarget<T>, rows: QueryDeepPartialEntity<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await s.db.getRepository(entity).insert(rows.slice(i, i + 200));
}

/** The SELECTs reading `table` that `call` sent to the database. */
async function statementsOf(table: string, call: () => Promise<{ errors?: unknown }>): Promise<Statement[]> {
  captured = [];
  const r = await call();
  expect(r.errors).toBeUndefined();
  const from = mysql ? `FROM \`${table}\`` : `FROM "${table}"`;
  return captured.filter((c) => /^\s*SELECT/i.test(c.query) && c.query.includes(from));
}

/** The plan in one text: SQLite's EXPLAIN QUERY PLAN details, or per row of MySQL's EXPLAIN its table, type, key and Extra. */
async function planOf(st: Statement): Promise<string> {
  const rows: Record<string, unknown>[] = await s.db.query(`EXPLAIN ${mysql ? '' : 'QUERY PLAN '}${st.query}`, st.parameters);
  return rows.map((r) => (mysql ? `${r.table} type=${r.type} key=${r.key} extra=${r.Extra ?? ''}` : String(r.detail))).join('\n');
}

/** Each statement searches `index` (or one of them); `inOrder`: its rows come in the index's order, no sort. */
async function expectPlans(statements: Statement[], index: string | string[], inOrder: boolean): Promise<void> {
  const indexes = Array.isArray(index) ? index : [index];
  expect(statements.length).toBeGreaterThan(0);
  for (const st of statements) {
    const plan = await planOf(st);
    const shown = `${st.query}\n${plan}`;
    if (mysql) {
      const key = /key=(\S+)/.exec(plan)?.[1] ?? '';
      expect({ shown, key: indexes.includes(key) ? indexes[0] : key }).toEqual({ shown, key: indexes[0] });
      expect({ shown, type: /type=(\S+)/.exec(plan)?.[1] }).not.toEqual({ shown, type: 'ALL' });
      if (inOrder) expect({ shown, filesort: /filesort/i.test(plan) }).toEqual({ shown, filesort: false });
    } else {
      expect({ shown, index: indexes.some((i) => plan.includes(`INDEX ${i} (`)) }).toEqual({ shown, index: true });
      expect({ shown, scan: /\bSCAN\b/.test(plan) }).toEqual({ shown, scan: false });
      if (inOrder) expect({ shown, sort: /TEMP B-TREE/.test(plan) }).toEqual({ shown, sort: false });
    }
  }
}

/**
 * A read, asked again once when the kept-alive socket was closed under it: seeding can leave the
 * connection idle for the server's 5 s keep-alive, and fetch may reuse it as it closes.
 */
async function read(query: string, variables: Record<string, unknown>, token: string): Promise<GqlResult> {
  try {
    return await gql(s.url, query, variables, token);
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw e;
    return gql(s.url, query, variables, token);
  }
}

async function expectClassListsReadTheClass(u: Signed): Promise<void> {
  await makeClass(s, u.academy, { className: 'Class 7' });
  const list = 'query($f: StudentFilter) { students(filter: $f) { admitNo name } }';
  const q = (query: string, variables: Record<string, unknown> = {}) => () => read(query, variables, u.token);
  const calls = {
    list: q(list, { f: { className: 'Class 7' } }),
    listGroup: q(list, { f: { className: 'Class 7', groupName: 'B' } }),
    listOut: q(list, { f: { className: 'Class 7', condition: 'out' } }),
    attendance: q('{ attendanceRegister(month: "2026-03", personKind: "student", className: "Class 7") { idNo } }'),
    feeSheet: q('{ feeSheet(className: "Class 7", groupName: "A", subject: "monthly_fee", month: "2026-03") { rows { admitNo } } }'),
    resultDraft: q('{ resultDraft(className: "Class 7") { students { admitNo } } }'),
    smsReceivers: q('{ smsReceivers(input: { mode: "class", className: "Class 7" }) { mobiles } }'),
  };
  for (const call of Object.values(calls)) await expectPlans(await statementsOf('students', call), 'IDX_students_class_admit', true);
  const records = await statementsOf('attendance_records', calls.attendance);
  // The class's records, through the punch index in order; and the days anyone of the kind was
  // recorded in the month (a day nobody was recorded is blank, issue 25 item 12), through an index
  // by academy and date: the academy's month of records, never a scan.
  const recordedDays = (st: Statement) => /SELECT DISTINCT/i.test(st.query);
  await expectPlans(records.filter((st) => !recordedDays(st)), 'UQ_attendance_punch', true);
  await expectPlans(records.filter(recordedDays), ['IDX_attendance_code_date', 'UQ_attendance_punch'], false);
  // Ordered by id: a sort of the class's few rows.
  await expectPlans(await statementsOf('fee_months', calls.feeSheet), 'IDX_fee_months_period', false);
}

describe('class lists on an academy newer than the statistics', () => {
  it('read the class through its index, in order, with no statistics at all', async () => {
    if (!mysql) {
      const stats = await s.db.query("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'");
      if (stats[0].n) expect(await s.db.query("SELECT * FROM sqlite_stat1 WHERE tbl = 'students'")).toEqual([]);
    }
    const su = await makeUser(s, 'superUser');
    await seed(su.academy.code, 40, 12);
    await expectClassListsReadTheClass(su);
  });

  it('and with statistics gathered before the academy was created', async () => {
    const old = await makeUser(s, 'superUser');
    await seed(old.academy.code, 20, 12);
    await s.db.query(mysql ? 'ANALYZE TABLE `students`, `attendance_records`, `fee_months`' : 'ANALYZE');
    const su = await makeUser(s, 'superUser');
    await seed(su.academy.code, 40, 12);
    await expectClassListsReadTheClass(su);
  });
});
