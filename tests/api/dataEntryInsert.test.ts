import { Book } from '../../api/src/domains/library/entities';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { Student } from '../../api/src/domains/education/student.entity';
import { makeClass, makeUser, type Signed } from '../support/factories';
import { rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * The data-entry inserts (issue 22 item 6, memory): every full batch of an import is the same SQL
 * text, each value a bound parameter. TypeORM's SQLite driver writes numbers into the text, so each
 * 100-row INSERT was a statement of its own, prepared anew and holding about 0.3 MB of SQLite's
 * memory until a garbage collection: a 50,000-row import took the server from 283 to 467 MB.
 */
let s: TestServer;
let owner: string;
let A: Signed;

beforeAll(async () => {
  s = await startServer({ CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' });
  await controllerService.bootstrap(s.db, s.config);
  const login = await rest(s.url, 'POST', '/api/controller/login', { body: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } });
  owner = (login.body as { token: string }).token;
  A = await makeUser(s, 'superUser');
  await makeClass(s, A.academy, { department: 'General', className: 'One' });
});
afterAll(() => s.close());

/** The SQL text of every query the database is sent while `job` runs (the query runner's class method, which every runner calls). */
async function statements(job: () => Promise<unknown>): Promise<string[]> {
  const runner = s.db.createQueryRunner();
  const proto = Object.getPrototypeOf(runner) as { query: (sql: string, ...rest: unknown[]) => Promise<unknown> };
  if (s.config.databaseUrl) await runner.release(); // SQLite's one runner serves everyone: kept
  const seen: string[] = [];
  const real = proto.query;
  const wrapped = jest.spyOn(proto, 'query').mockImplementation(function (this: unknown, sql: string, ...rest: unknown[]) {
    seen.push(sql);
    return real.call(this, sql, ...rest);
  });
  try {
    await job();
  } finally {
    wrapped.mockRestore();
  }
  return seen;
}

/** The VALUES part of an INSERT (the column names may hold digits: guardian2). */
const valuesOf = (sql: string) => sql.slice(sql.indexOf(' VALUES '));

const post = (kind: string, csv: string) => {
  const f = new FormData();
  f.append('kind', kind);
  f.append('file', new Blob([csv], { type: 'text/csv' }), `${kind}.csv`);
  return rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: owner, form: f });
};

describe('data-entry inserts', () => {
  it('250 students: three INSERTs of two SQL texts (100, 100, 50 rows), numbers bound, the table defaults kept', async () => {
    const header = 'name,fatherName,fatherJob,birthDate,guardianMobile,relationWithGuardian,village,postOffice,subDistrict,district,department,approvedClass,newOld,residenceType,category';
    const lines = Array.from({ length: 250 }, (_, i) => `Bulk ${i + 1},Father,Farmer,2012-03-15,01711000000,Father,V,P,S,D,General,One,new,residential,general`);
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    const sql = await statements(async () => { answer = await post('students', [header, ...lines].join('\n')); });
    expect(answer!.body).toMatchObject({ success: true, imported: 250, skipped: 0 });
    const inserts = sql.filter((q) => /^INSERT INTO [`"]students[`"]/.test(q));
    expect(inserts).toHaveLength(3);
    expect(new Set(inserts).size).toBe(2);
    expect(inserts[0]).toBe(inserts[1]);
    expect(valuesOf(inserts[0])).not.toMatch(/\d/);

    const rows = await s.db.getRepository(Student).find({ where: { code: A.academy.code }, order: { admitNo: 'ASC' } });
    expect(rows).toHaveLength(250);
    expect(rows.map((r) => r.admitNo)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.formNo)).size).toBe(250);
    const first = rows.find((r) => r.name === 'Bulk 1')!;
    expect(first).toMatchObject({
      admittedClass: 'One', choosingClass: 'One', department: 'General', approval: 'admitted', condition: 'in', source: 'office',
      reportStage: 'general', inspectorComment: '', photoUrl: '', number1: null, inspectorSignerId: null, motherName: '', fees: [],
    });
    expect(first.age).toBeGreaterThan(0);
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(first.createdAt.getTime())).toBe(false);
    expect(first.updatedAt).toBeInstanceOf(Date);
  });

  it('books: the numbers (book number, part, price) are bound too', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `${i + 1},1,Book ${i + 1},${(i + 1) * 1.5}`);
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    const sql = await statements(async () => { answer = await post('books', ['bookNo,part,bookName,price', ...lines].join('\n')); });
    expect(answer!.body).toMatchObject({ success: true, imported: 120 });
    const inserts = sql.filter((q) => /^INSERT INTO [`"]books[`"]/.test(q));
    expect(inserts.length).toBeGreaterThanOrEqual(1);
    for (const q of inserts) expect(valuesOf(q)).not.toMatch(/\d/);
    const book = await s.db.getRepository(Book).findOneByOrFail({ code: A.academy.code, bookNo: 7, part: 1 });
    expect(book).toMatchObject({ bookName: 'Book 7', pricePaisa: 1050, condition: 'in' });
    expect(await s.db.getRepository(Book).countBy({ code: A.academy.code })).toBe(120);
  });
});
