/**
 * The spec's contract for the result calls (issue 24 items 1, 2 and 15): spec doc 1 §3 "Result"
 * (read fields id, class_name, group_name, exam_name, number_per_subject, year, book_meta, results;
 * the saved payload id, className, groupName, examName, numberPerSubject, year, bookMeta, results),
 * §5 "Result" (no basics: requireText; a twin: duplicateNotPossible) and §6 (education or superUser).
 */
import { ResultTable } from '../../api/src/domains/education/result.entity';
import { toBookMeta } from '../../api/src/rules/books';
import { namedSubjects } from '../../api/src/rules/results';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const count = (code: string) => s.db.getRepository(ResultTable).countBy({ code });
const READ_KEYS = ['id', 'class_name', 'group_name', 'exam_name', 'number_per_subject', 'year', 'book_meta', 'results'];
const EIGHT = ['Quran', 'Hadith', 'Fiqh', 'Arabic', 'Bangla', 'English', 'Math', 'Agriculture'];

/** An academy with Class 7 (eight books, Agriculture optional) and three in-status students, admit 1–3. */
async function office(type: Parameters<typeof makeUser>[1] = 'education', academy?: Academy): Promise<Signed> {
  const u = await makeUser(s, type, academy);
  if (!academy) {
    await makeClass(s, u.academy, {
      department: 'Kitab', className: 'Class 7', groupName: '',
      bookMeta: toBookMeta(EIGHT.map((name, i) => ({ slot: i + 1, name, isOptional: name === 'Agriculture' }))),
    });
    await makeStudents(s, u.academy, 'Class 7', ['Abdullah', 'Ibrahim', 'Umar']);
  }
  return u;
}

/** The class's book_meta as GET /classes answers it (what the spec's result table starts from). */
async function classBooks(u: Signed): Promise<Record<string, { name: string; isOptional: boolean }>> {
  const r = await rest(s.url, 'GET', `/api/education/classes/${u.academy.code}`, { token: u.token });
  return r.body.classes.find((c: { class_name: string }) => c.class_name === 'Class 7').book_meta;
}

const THREE = { book1: { name: 'Quran', isOptional: false }, book2: { name: 'Hadith', isOptional: false }, book3: { name: 'Fiqh', isOptional: false } };

/** The spec's saved payload, names exactly as doc 1 §3 writes them. */
const payload = (over: Record<string, unknown> = {}) => ({
  id: null, className: 'Class 7', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
  bookMeta: THREE,
  results: [[1, 'Abdullah', 80, 70, 90], [2, 'Ibrahim', 50, 20, 60], [3, 'Umar', 80, 70, 90]],
  ...over,
});
const post = (u: Signed, body: unknown, code = u.academy.code) => rest(s.url, 'POST', `/api/education/result/new/${code}`, { token: u.token, body });

describe('GET /api/education/result/{code}[/{id}]: the spec\'s read fields', () => {
  it('one result answers id, class_name, group_name, exam_name, number_per_subject, year, book_meta and results (camelCase kept)', async () => {
    const u = await office();
    const id = (await post(u, payload())).body.result.id;
    const teacher = await makeUser(s, 'generalTeacher', u.academy);
    const one = await rest(s.url, 'GET', `/api/education/result/${u.academy.code}/${id}`, { token: teacher.token });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.result)).toEqual(expect.arrayContaining(READ_KEYS));
    expect(one.body.result).toMatchObject({
      id, class_name: 'Class 7', group_name: '', exam_name: 'FirstTermExam', number_per_subject: 100, year: 2026, book_meta: THREE,
      className: 'Class 7', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, bookMeta: THREE,
    });
    // A row: admit number, name, marks by subject, total, percentage, average_gpa, grade, status, rank.
    expect(one.body.result.results[0]).toEqual([1, 'Abdullah', 80, 70, 90, 240, 80, 4.67, 'A+', 'pass', 1]);
    expect(one.body.print.basics).toEqual({ selectedExamName: 'FirstTermExam', selectedClass: 'Class 7', selectedGroup: '', numberPerSubject: 100 });
  });

  it('the list answers the same read fields for each saved result (without its rows)', async () => {
    const u = await office();
    const id = (await post(u, payload())).body.result.id;
    const list = await rest(s.url, 'GET', `/api/education/result/${u.academy.code}`, { token: u.token });
    expect(list.body.results).toHaveLength(1);
    expect(list.body.results[0]).toMatchObject({
      id, class_name: 'Class 7', group_name: '', exam_name: 'FirstTermExam', number_per_subject: 100, year: 2026, book_meta: THREE, student_count: 3,
    });
  });

  it('not signed in: loginError; another academy\'s code: authorRequired; another academy\'s id: sorryNotFound', async () => {
    const u = await office();
    const id = (await post(u, payload())).body.result.id;
    expect((await rest(s.url, 'GET', `/api/education/result/${u.academy.code}/${id}`)).body.message).toBe('loginError');
    const other = await office();
    expect((await rest(s.url, 'GET', `/api/education/result/${u.academy.code}`, { token: other.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/education/result/${other.academy.code}/${id}`, { token: other.token })).body.message).toBe('sorryNotFound');
  });
});

describe('POST /api/education/result/new/{code}: the bookMeta sent names the result\'s subjects', () => {
  it('the spec\'s payload with the class\'s whole book_meta (as the result screen sends it) saves those eight subjects', async () => {
    const u = await office();
    const books = await classBooks(u);
    const marks = [80, 80, 80, 80, 80, 80, 80, 40];
    const r = await post(u, payload({ bookMeta: books, results: [[1, '', ...marks], [2, '', ...marks], [3, '', ...marks]] }));
    expect([r.status, r.body.success]).toEqual([200, true]);
    expect(r.body.result.book_meta).toEqual(books);
    expect(r.body.result.results[0]).toEqual([1, 'Abdullah', ...marks, 560, 80, 5, 'A+', 'pass', 1]);
  });

  it('a three-subject payload for an eight-subject class is saved with those three subjects, not five blank ones', async () => {
    const u = await office();
    const r = await post(u, payload());
    expect(r.status).toBe(200);
    const row = await s.db.getRepository(ResultTable).findOneByOrFail({ id: r.body.result.id });
    expect(row.bookMeta).toEqual(THREE);
    expect(row.results).toEqual([
      [1, 'Abdullah', 80, 70, 90, 240, 80, 4.67, 'A+', 'pass', 1],
      // 20 of 100 is a failed compulsory subject: failed (the default grading), GPA 0.
      [2, 'Ibrahim', 50, 20, 60, 130, 43.33, 0, 'F', 'fail', null],
      [3, 'Umar', 80, 70, 90, 240, 80, 4.67, 'A+', 'pass', 1],
    ]);
  });

  it('keys with only a slot take the class\'s name and flag; snake_case book_meta and is_optional are read too', async () => {
    const u = await office();
    const r = await post(u, payload({ bookMeta: undefined, book_meta: { book8: { is_optional: false }, book4: {} }, results: [[1, '', 70, 60]] }));
    expect(r.status).toBe(200);
    // Slot order: book4 (Arabic) first, then book8 (Agriculture, made compulsory here).
    expect(r.body.result.book_meta).toEqual({ book4: { name: 'Arabic', isOptional: false }, book8: { name: 'Agriculture', isOptional: false } });
    expect(r.body.result.results).toEqual([[1, 'Abdullah', 70, 60, 130, 65, 3.75, 'A-', 'pass', 1]]);
  });

  it('without bookMeta the class\'s books are the subjects (the product\'s own form)', async () => {
    const u = await office();
    const r = await post(u, payload({ bookMeta: undefined, results: [[1, '', 80, 80, 80, 80, 80, 80, 80, 80]] }));
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.result.book_meta)).toHaveLength(8);
  });

  it.each([
    ['not a map', []],
    ['no subject', {}],
    ['a key that is not a slot', { arabic: { name: 'Arabic', isOptional: false } }],
    ['slot 16', { book16: { name: 'Extra', isOptional: false } }],
    ['a name that is not text', { book1: { name: 5, isOptional: false } }],
    ['a flag that is not a boolean', { book1: { name: 'Quran', isOptional: 'yes' } }],
    ['a slot the class lacks, without a name', { book1: { name: 'Quran', isOptional: false }, book9: {} }],
    ['a subject that is not an object', { book1: 'Quran' }],
    ['a name over 80 characters', { book1: { name: 'x'.repeat(81), isOptional: false } }],
  ])('a malformed bookMeta (%s) is invalidValue on bookMeta, nothing written', async (_what, bookMeta) => {
    const u = await office();
    const r = await post(u, payload({ bookMeta, results: [[1, '', 50]] }));
    expect([r.status, r.body.message, r.body.params]).toEqual([400, 'invalidValue', { field: 'bookMeta' }]);
    expect(await count(u.academy.code)).toBe(0);
  });

  it('more marks than the subjects named (given as objects) is invalidValue, nothing written', async () => {
    const u = await office();
    const r = await post(u, payload({ results: [{ admitNo: 1, marks: [1, 2, 3, 4] }] }));
    expect([r.status, r.body.message]).toEqual([400, 'invalidValue']);
    expect(await count(u.academy.code)).toBe(0);
  });

  it('a twin (same year, exam, class and group) is duplicateNotPossible; a class not in the panel is sorryNotFound', async () => {
    const u = await office();
    expect((await post(u, payload())).status).toBe(200);
    expect((await post(u, payload({ bookMeta: undefined }))).body.message).toBe('duplicateNotPossible');
    expect((await post(u, payload({ className: 'Class 99' }))).body.message).toBe('sorryNotFound');
    expect(await count(u.academy.code)).toBe(1);
  });

  it('not signed in: loginError; roles other than education or superUser: authorRequired; another academy: authorRequired; nothing written', async () => {
    const u = await office();
    expect((await rest(s.url, 'POST', `/api/education/result/new/${u.academy.code}`, { body: payload() })).body.message).toBe('loginError');
    for (const type of ['principal', 'generalTeacher', 'accountant', 'guardian'] as const) {
      const other = await makeUser(s, type, u.academy);
      expect((await post(other, payload())).body.message).toBe('authorRequired');
    }
    const stranger = await office();
    expect((await post(stranger, payload(), u.academy.code)).body.message).toBe('authorRequired');
    expect(await count(u.academy.code)).toBe(0);
    const su = await makeUser(s, 'superUser', u.academy);
    expect((await post(su, payload())).status).toBe(200);
  });
});

describe('saving without basics: requireText (spec doc 1 §5 "Result")', () => {
  it.each([
    [{ className: '' }, 'className'],
    [{ className: undefined }, 'className'],
    [{ examName: ' ' }, 'examName'],
    [{ numberPerSubject: null }, 'numberPerSubject'],
    [{ numberPerSubject: '' }, 'numberPerSubject'],
    [{ year: 0 }, 'year'],
  ])('POST %j: requireText naming the basic, nothing written', async (over, field) => {
    const u = await office();
    const r = await post(u, payload(over));
    expect([r.status, r.body.message, r.body.params]).toEqual([400, 'requireText', { field }]);
    expect(await count(u.academy.code)).toBe(0);
  });

  it('an empty payload: requireText', async () => {
    const u = await office();
    expect((await post(u, {})).body.message).toBe('requireText');
    expect(await count(u.academy.code)).toBe(0);
  });

  it('PUT without basics: requireText, the saved result unchanged; a year out of range stays invalidValue', async () => {
    const u = await office();
    const id = (await post(u, payload())).body.result.id;
    const put = (over: Record<string, unknown>) => rest(s.url, 'PUT', `/api/education/result/update/${u.academy.code}`, { token: u.token, body: payload({ id, ...over }) });
    expect((await put({ examName: '' })).body).toEqual({ success: false, message: 'requireText', params: { field: 'examName' } });
    expect((await put({ year: 1999 })).body.message).toBe('invalidValue');
    expect((await s.db.getRepository(ResultTable).findOneByOrFail({ id })).examName).toBe('FirstTermExam');
  });
});

describe('PUT /api/education/result/update/{code} with the spec\'s payload', () => {
  it('keeps the subjects when bookMeta repeats them, and saves the subjects a changed bookMeta names', async () => {
    const u = await office();
    const id = (await post(u, payload())).body.result.id;
    const put = (body: unknown) => rest(s.url, 'PUT', `/api/education/result/update/${u.academy.code}`, { token: u.token, body });
    const same = await put(payload({ id, results: [[1, 'Abdullah', 90, 90, 90]] }));
    expect([same.status, same.body.result.book_meta, same.body.result.results]).toEqual([200, THREE, [[1, 'Abdullah', 90, 90, 90, 270, 90, 5, 'A+', 'pass', 1]]]);
    const two = await put(payload({ id, bookMeta: { book1: {}, book4: { name: 'Arabic', isOptional: false } }, results: [[1, '', 60, 70]] }));
    expect(two.body.result.book_meta).toEqual({ book1: { name: 'Quran', isOptional: false }, book4: { name: 'Arabic', isOptional: false } });
    expect(two.body.result.results).toEqual([[1, 'Abdullah', 60, 70, 130, 65, 3.75, 'A-', 'pass', 1]]);
    const bad = await put(payload({ id, bookMeta: { book2: { name: 7 } } }));
    expect([bad.status, bad.body.message, bad.body.params]).toEqual([400, 'invalidValue', { field: 'bookMeta' }]);
    expect((await s.db.getRepository(ResultTable).findOneByOrFail({ id })).bookMeta).toEqual(two.body.result.book_meta);
  });

  it('another academy\'s result: sorryNotFound, unchanged', async () => {
    const u = await office();
    const id = (await post(u, payload())).body.result.id;
    const other = await office();
    const r = await rest(s.url, 'PUT', `/api/education/result/update/${other.academy.code}`, { token: other.token, body: payload({ id, examName: 'hacked' }) });
    expect(r.body.message).toBe('sorryNotFound');
    expect((await s.db.getRepository(ResultTable).findOneByOrFail({ id })).examName).toBe('FirstTermExam');
  });
});

describe('namedSubjects (the rule behind bookMeta)', () => {
  const cls = { book1: { name: 'Quran', isOptional: false }, book3: { name: 'Agriculture', isOptional: true } };
  it('orders by slot, fills left-out names and flags from the class, keeps what is named', () => {
    expect(namedSubjects({ book3: null, book1: { name: ' Hifz ' }, book2: { name: 'Tajwid', isOptional: true } }, cls)).toEqual({
      book1: { name: 'Hifz', isOptional: false }, book2: { name: 'Tajwid', isOptional: true }, book3: { name: 'Agriculture', isOptional: true },
    });
    expect(Object.keys(namedSubjects({ book10: { name: 'J' }, book2: { name: 'B' } }, {})!)).toEqual(['book2', 'book10']);
  });
  it.each([[null], ['book1'], [[]], [{}], [{ book0: { name: 'x' } }], [{ book2: {} }], [{ book1: { name: '' }, book2: { name: ' ' } }],
    [Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`book${i + 1}`, { name: 'x' }]))]])('%j: null', (sent) => {
    expect(namedSubjects(sent, cls)).toBeNull();
  });
});
