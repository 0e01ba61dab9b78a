import { GradingSettings, ResultTable } from '../../api/src/domains/education/result.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { toBookMeta } from '../../api/src/rules/books';
import { DEFAULT_GRADES } from '../../api/src/rules/results';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';
import { GuardianChild } from '../../api/src/domains/auth/guardian-children.entity';

const ROW = 'admitNo name marks total percentage averageGpa grade status rank';
const RESULT = `id className groupName examName numberPerSubject year studentCount published subjects { key name isOptional } grading { isGrade system failOnSubjectFail } rows { ${ROW} }`;
const CREATE = `mutation($input: ResultInput!) { createResult(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($input: ResultInput!) { updateResult(input: $input) { ${RESULT} } }`;
const DELETE = 'mutation($id: Int!) { deleteResult(id: $id) }';
const DRAFT = 'query($c: String!, $g: String!) { resultDraft(className: $c, groupName: $g) { className subjects { name isOptional } students { admitNo name } grading { system } } }';
const GRADING = 'mutation($input: GradingInput!) { saveGradingSettings(input: $input) { isGrade system grades { grade from to gpa status } } }';
const PUBLISH = 'mutation($id: Int!, $published: Boolean!) { publishResult(id: $id, published: $published) { id published } }';

const DEFAULT = DEFAULT_GRADES.map((g) => ({ ...g }));

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const results = (code: string) => s.db.getRepository(ResultTable).countBy({ code });

/** An academy with Class 6 (Arabic, Bangla, Agriculture optional) and three students, admit 1–3. */
async function examOffice(type: Parameters<typeof makeUser>[1] = 'education', academy?: Academy): Promise<Signed> {
  const u = await makeUser(s, type, academy);
  if (!academy) {
    await makeClass(s, u.academy, {
      department: 'Kitab', className: 'Class 6', groupName: '',
      bookMeta: toBookMeta([{ slot: 1, name: 'Arabic', isOptional: false }, { slot: 2, name: 'Bangla', isOptional: false }, { slot: 3, name: 'Agriculture', isOptional: true }]),
    });
    await makeStudents(s, u.academy, 'Class 6', ['Abdullah', 'Ibrahim', 'Umar']);
    await makeStudents(s, u.academy, 'Class 6', ['Left'], 9, { condition: 'out' });
  }
  return u;
}

const input = (over: Record<string, unknown> = {}) => ({
  className: 'Class 6', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
  rows: [
    { admitNo: 1, name: '', marks: [80, 80, 50] },
    { admitNo: 2, name: '', marks: [90, 90, null] },
    { admitNo: 3, name: '', marks: [80, 80, 90] },
  ],
  ...over,
});

describe('result tables', () => {
  it('the new-table dialog finds the class\'s subjects and its in-status students; none: sorryNotFound', async () => {
    const u = await examOffice();
    const r = await gql(s.url, DRAFT, { c: 'Class 6', g: '' }, u.token);
    expect(r.data.resultDraft.students).toEqual([{ admitNo: 1, name: 'Abdullah' }, { admitNo: 2, name: 'Ibrahim' }, { admitNo: 3, name: 'Umar' }]);
    expect(r.data.resultDraft.subjects.map((x: { name: string }) => x.name)).toEqual(['Arabic', 'Bangla', 'Agriculture']);
    await makeClass(s, u.academy, { className: 'Empty' });
    expect(errorCode(await gql(s.url, DRAFT, { c: 'Empty', g: '' }, u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DRAFT, { c: 'Nowhere', g: '' }, u.token))).toBe('sorryNotFound');
  });

  describe('createResult', () => {
    it('is refused when not signed in', async () => {
      expect(errorCode(await gql(s.url, CREATE, { input: input() }))).toBe('loginError');
      expect((await rest(s.url, 'POST', '/api/education/result/new/100001', { body: input() })).body.message).toBe('loginError');
    });

    it('is refused for roles other than education or superUser, writing nothing', async () => {
      const owner = await examOffice();
      for (const type of ['principal', 'admin', 'generalTeacher', 'accountant', 'guardian'] as const) {
        const u = await makeUser(s, type, owner.academy);
        expect(errorCode(await gql(s.url, CREATE, { input: input() }, u.token))).toBe('authorRequired');
      }
      expect(await results(owner.academy.code)).toBe(0);
    });

    it('cannot use another tenant\'s students: their admit numbers are not found here', async () => {
      const mine = await makeUser(s, 'education');
      await makeClass(s, mine.academy, { className: 'Class 6', bookMeta: toBookMeta([{ slot: 1, name: 'A', isOptional: false }]) });
      await examOffice(); // another academy with students 1–3
      const r = await gql(s.url, CREATE, { input: input({ rows: [{ admitNo: 1, name: 'x', marks: [50] }] }) }, mine.token);
      expect(errorCode(r)).toBe('sorryNotFound');
      expect(await results(mine.academy.code)).toBe(0);
    });

    it.each([
      ['requiredField', { className: '' }],
      ['requiredField', { examName: ' ' }],
      ['requiredField', { numberPerSubject: 0 }],
      ['requiredField', { year: 0 }],
      ['invalidValue', { year: 1999 }],
      ['invalidValue', { rows: [{ admitNo: 1, name: '', marks: [101, 0, 0] }] }],
      ['invalidValue', { rows: [{ admitNo: 1, name: '', marks: [-1, 0, 0] }] }],
      ['invalidValue', { rows: [{ admitNo: 1, name: '', marks: [1, 1, 1, 1] }] }],
      ['duplicateNotPossible', { rows: [{ admitNo: 1, name: '', marks: [1] }, { admitNo: 1, name: '', marks: [2] }] }],
      ['sorryNotFound', { className: 'No such class' }],
    ])('refuses %s (%j) and writes nothing', async (key, over) => {
      const u = await examOffice();
      const r = await gql(s.url, CREATE, { input: input(over) }, u.token);
      expect(errorCode(r)).toBe(key);
      // A missing basic is named (the result dialog says which one).
      if (key === 'requiredField') expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
      expect(await results(u.academy.code)).toBe(0);
    });

    it('computes every row on the server (names from the records, ties share a rank) and refuses a duplicate exam', async () => {
      const u = await examOffice();
      const r = await gql(s.url, CREATE, { input: input() }, u.token);
      expect(r.errors).toBeUndefined();
      const t = r.data.createResult;
      expect(t).toMatchObject({
        className: 'Class 6', examName: 'FirstTermExam', year: 2026, studentCount: 3, published: false,
        grading: { isGrade: true, system: 'parcentageSystem', failOnSubjectFail: true },
      });
      expect(t.subjects.map((x: { isOptional: boolean }) => x.isOptional)).toEqual([false, false, true]);
      expect(t.rows).toEqual([
        // 160 of 200 = 80% → A+; GPAs 5 + 5, optional B (3) adds 1 → 5.5 → capped 5
        { admitNo: 1, name: 'Abdullah', marks: [80, 80, 50], total: 160, percentage: 80, averageGpa: 5, grade: 'A+', status: 'pass', rank: 2 },
        { admitNo: 2, name: 'Ibrahim', marks: [90, 90, null], total: 180, percentage: 90, averageGpa: 5, grade: 'A+', status: 'pass', rank: 1 },
        { admitNo: 3, name: 'Umar', marks: [80, 80, 90], total: 160, percentage: 80, averageGpa: 5, grade: 'A+', status: 'pass', rank: 2 },
      ]);
      expect(errorCode(await gql(s.url, CREATE, { input: input() }, u.token))).toBe('duplicateNotPossible');
      expect(await results(u.academy.code)).toBe(1);
      // Another exam, or the same exam of another year, is fine.
      expect(errorCode(await gql(s.url, CREATE, { input: input({ examName: 'SecondTermExam' }) }, u.token))).toBeNull();
      expect(errorCode(await gql(s.url, CREATE, { input: input({ year: 2025 }) }, u.token))).toBeNull();
    });

    it('computes with the academy\'s grading settings (grade system: an absent compulsory subject fails)', async () => {
      const u = await examOffice('superUser');
      const grades = [{ grade: 'Mumtaz', from: 80, to: 100, gpa: 5, status: 'pass' }, { grade: 'Jayyid', from: 33, to: 79.99, gpa: 3, status: 'pass' }, { grade: 'Rasib', from: 0, to: 32.99, gpa: 0, status: 'fail' }];
      expect(errorCode(await gql(s.url, GRADING, { input: { isGrade: true, system: 'gradeSystem', grades } }, u.token))).toBeNull();
      const r = await gql(s.url, CREATE, { input: input({ rows: [{ admitNo: 1, name: '', marks: [85, null, 90] }, { admitNo: 2, name: '', marks: [85, 60, 20] }] }) }, u.token);
      expect(r.data.createResult.rows).toEqual([
        { admitNo: 1, name: 'Abdullah', marks: [85, null, 90], total: 85, percentage: 42.5, averageGpa: 0, grade: 'Rasib', status: 'fail', rank: null },
        // GPAs 5 + 3 = 8; the optional subject (Rasib, 0) adds nothing → 4 → Jayyid (highest passing GPA ≤ 4)
        { admitNo: 2, name: 'Ibrahim', marks: [85, 60, 20], total: 145, percentage: 72.5, averageGpa: 4, grade: 'Jayyid', status: 'pass', rank: 1 },
      ]);
    });
  });

  describe('updateResult and deleteResult', () => {
    it('are refused when not signed in and for other roles', async () => {
      const u = await examOffice();
      const id = (await gql(s.url, CREATE, { input: input() }, u.token)).data.createResult.id;
      expect(errorCode(await gql(s.url, UPDATE, { input: input({ id }) }))).toBe('loginError');
      expect(errorCode(await gql(s.url, DELETE, { id }))).toBe('loginError');
      const p = await makeUser(s, 'principal', u.academy);
      expect(errorCode(await gql(s.url, UPDATE, { input: input({ id, rows: [] }) }, p.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id }, p.token))).toBe('authorRequired');
      expect((await s.db.getRepository(ResultTable).findOneByOrFail({ id })).studentCount).toBe(3);
    });

    it('cannot touch another tenant\'s result', async () => {
      const owner = await examOffice();
      const id = (await gql(s.url, CREATE, { input: input() }, owner.token)).data.createResult.id;
      const other = await examOffice();
      expect(errorCode(await gql(s.url, UPDATE, { input: input({ id, rows: [] }) }, other.token))).toBe('sorryNotFound');
      expect(errorCode(await gql(s.url, DELETE, { id }, other.token))).toBe('sorryNotFound');
      expect(errorCode(await gql(s.url, `query($id: Int!) { result(id: $id) { id } }`, { id }, other.token))).toBe('sorryNotFound');
      expect((await rest(s.url, 'DELETE', `/api/education/result/delete/${other.academy.code}/${id}`, { token: other.token })).body.message).toBe('sorryNotFound');
      expect((await s.db.getRepository(ResultTable).findOneByOrFail({ id })).studentCount).toBe(3);
    });

    it('refuses bad input and a clash with another saved exam, changing nothing', async () => {
      const u = await examOffice();
      const id = (await gql(s.url, CREATE, { input: input() }, u.token)).data.createResult.id;
      await gql(s.url, CREATE, { input: input({ examName: 'SecondTermExam' }) }, u.token);
      expect(errorCode(await gql(s.url, UPDATE, { input: input({ id, rows: [{ admitNo: 1, name: '', marks: [500] }] }) }, u.token))).toBe('invalidValue');
      expect(errorCode(await gql(s.url, UPDATE, { input: input({ id, examName: 'SecondTermExam' }) }, u.token))).toBe('duplicateNotPossible');
      const noId = await gql(s.url, UPDATE, { input: input() }, u.token);
      expect(errorCode(noId)).toBe('requiredField');
      expect(noId.errors![0].extensions!.params).toEqual({ field: 'id' });
      const row = await s.db.getRepository(ResultTable).findOneByOrFail({ id });
      expect([row.examName, row.studentCount]).toEqual(['FirstTermExam', 3]);
    });

    it('updates marks (computed again) and deletes', async () => {
      const u = await examOffice();
      const id = (await gql(s.url, CREATE, { input: input() }, u.token)).data.createResult.id;
      const r = await gql(s.url, UPDATE, { input: input({ id, rows: [{ admitNo: 1, name: 'typed', marks: [10, 20, 30] }, { admitNo: 3, name: '', marks: [70, 70, 70] }] }) }, u.token);
      expect(r.data.updateResult.rows.map((x: { name: string; status: string; rank: number | null }) => [x.name, x.status, x.rank])).toEqual([['Abdullah', 'fail', null], ['Umar', 'pass', 1]]);
      expect(r.data.updateResult.studentCount).toBe(2);
      expect(await gql(s.url, DELETE, { id }, u.token)).toEqual({ data: { deleteResult: true } });
      expect(await results(u.academy.code)).toBe(0);
    });
  });

  it('REST: the saved payload with spec row arrays, the print data, list, update and delete', async () => {
    const u = await examOffice();
    const code = u.academy.code;
    const created = await rest(s.url, 'POST', `/api/education/result/new/${code}`, {
      token: u.token,
      body: {
        className: 'Class 6', groupName: '', examName: 'ThirdTermExam', numberPerSubject: '50', year: 2026,
        bookMeta: { book1: {}, book2: {}, book3: {} },
        // [admit no, name, marks…, then computed columns the server ignores]
        results: [[1, 'x', 40, 35, '', 999, 999, 9, 'Z', 'pass', 1], [2, 'y', '20', 10, 45, 0, 0, 0, '', '', null]],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.result.results).toEqual([
      [1, 'Abdullah', 40, 35, null, 75, 75, 4.5, 'A', 'pass', 1],
      // 20 of 50 is 40% → C, 10 is 20% → F: a failed compulsory subject fails the student (GPA 0); 30% → F anyway
      [2, 'Ibrahim', 20, 10, 45, 30, 30, 0, 'F', 'fail', null],
    ]);
    expect(created.body.print).toMatchObject({ system: 'parcentageSystem', basics: { selectedExamName: 'ThirdTermExam', selectedClass: 'Class 6', selectedGroup: '', numberPerSubject: 50 } });
    expect(created.body.print.grades[0]).toEqual({ from: 80, to: 100, grade: 'A+' });
    const id = created.body.result.id;
    expect((await rest(s.url, 'GET', `/api/education/result/${code}`, { token: u.token })).body.results).toEqual([
      {
        id, className: 'Class 6', groupName: '', examName: 'ThirdTermExam', numberPerSubject: 50, year: 2026, studentCount: 2, published: false,
        // The spec's read fields too (issue 24; tests/api/contract-results.test.ts).
        class_name: 'Class 6', group_name: '', exam_name: 'ThirdTermExam', number_per_subject: 50, student_count: 2,
        book_meta: { book1: { name: 'Arabic', isOptional: false }, book2: { name: 'Bangla', isOptional: false }, book3: { name: 'Agriculture', isOptional: true } },
      },
    ]);
    const one = await rest(s.url, 'GET', `/api/education/result/${code}/${id}`, { token: u.token });
    expect(one.body.basics.selectedClass).toBe('Class 6');
    expect(one.body.result.bookMeta.book3).toEqual({ name: 'Agriculture', isOptional: true });
    const bad = await rest(s.url, 'PUT', `/api/education/result/update/${code}`, { token: u.token, body: { id, className: 'Class 6', examName: 'ThirdTermExam', numberPerSubject: 50, year: 2026, results: [[1, 'x', 51]] } });
    expect([bad.status, bad.body.message]).toEqual([400, 'invalidValue']);
    const upd = await rest(s.url, 'PUT', `/api/education/result/update/${code}`, { token: u.token, body: { id, className: 'Class 6', examName: 'ThirdTermExam', numberPerSubject: 50, year: 2026, results: [{ admitNo: 3, marks: [50, 50, 50] }] } });
    expect(upd.body.result.results).toEqual([[3, 'Umar', 50, 50, 50, 100, 100, 5, 'A+', 'pass', 1]]);
    expect((await rest(s.url, 'DELETE', `/api/education/result/delete/${code}/${id}`, { token: u.token })).body).toEqual({ success: true });
    expect(await results(code)).toBe(0);
  });
});

describe('grading settings', () => {
  const grades = [{ grade: 'P', from: 40, to: 100, gpa: 4, status: 'pass' }, { grade: 'F', from: 0, to: 39.99, gpa: 0, status: 'fail' }];

  it('reads the default table until saved (any staff)', async () => {
    const u = await makeUser(s, 'generalTeacher');
    const r = await gql(s.url, '{ gradingSettings { isGrade system grades { grade from to gpa status } } }', {}, u.token);
    expect(r.data.gradingSettings.system).toBe('parcentageSystem');
    expect(r.data.gradingSettings.grades.map((g: { grade: string }) => g.grade)).toEqual(['A+', 'A', 'A-', 'B', 'C', 'D', 'F']);
    expect(r.data.gradingSettings.grades[6]).toEqual({ grade: 'F', from: 0, to: 32.99, gpa: 0, status: 'fail' });
    expect(await s.db.getRepository(GradingSettings).countBy({ code: u.academy.code })).toBe(0);
  });

  it('save: not signed in, wrong role, bad input (nothing written), success per tenant', async () => {
    const ok = { isGrade: false, system: 'gradeSystem', grades };
    expect(errorCode(await gql(s.url, GRADING, { input: ok }))).toBe('loginError');
    const teacher = await makeUser(s, 'generalTeacher');
    expect(errorCode(await gql(s.url, GRADING, { input: ok }, teacher.token))).toBe('authorRequired');
    const u = await makeUser(s, 'education');
    for (const [key, bad] of [
      ['invalidValue', { ...ok, system: 'other' }],
      ['requiredField', { ...ok, grades: [] }],
      ['invalidValue', { ...ok, grades: [{ ...grades[0], gpa: 6 }] }],
      ['invalidValue', { ...ok, grades: [{ ...grades[0], from: 90, to: 10 }] }],
      ['requiredField', { ...ok, grades: [{ ...grades[0], grade: '' }] }],
    ] as const) {
      expect(errorCode(await gql(s.url, GRADING, { input: bad }, u.token))).toBe(key);
    }
    expect(await s.db.getRepository(GradingSettings).countBy({ code: u.academy.code })).toBe(0);
    expect((await gql(s.url, GRADING, { input: ok }, u.token)).data.saveGradingSettings).toEqual(ok);
    // REST: under the settings calls (GET settings/{code}; PUT settings/update/{code} with { grading })
    const got = await rest(s.url, 'GET', `/api/others/settings/${u.academy.code}`, { token: u.token });
    expect(got.body.grading).toEqual({ isGrade: false, result_system: 'gradeSystem', grades, failOnSubjectFail: true });
    const put = await rest(s.url, 'PUT', `/api/others/settings/update/${u.academy.code}`, { token: u.token, body: { grading: { isGrade: true, result_system: 'parcentageSystem', grades: [{ grade: 'X', from: '0', to: '100', gpa: '5', status: 'pass' }] } } });
    expect(put.body.grading).toEqual({ isGrade: true, result_system: 'parcentageSystem', grades: [{ grade: 'X', from: 0, to: 100, gpa: 5, status: 'pass' }], failOnSubjectFail: true });
    const teacherPut = await rest(s.url, 'PUT', `/api/others/settings/update/${teacher.academy.code}`, { token: teacher.token, body: { grading: ok } });
    expect(teacherPut.body.message).toBe('authorRequired');
    // The other academy still reads the defaults.
    expect((await gql(s.url, '{ gradingSettings { system } }', {}, teacher.token)).data.gradingSettings.system).toBe('parcentageSystem');
  });
});

describe('public and guardian results', () => {
  const PUBLIC = 'query($slug: String!, $admitNo: Int) { publicResult(slug: $slug, year: 2026, examName: "FirstTermExam", className: "Class 6", admitNo: $admitNo) { academyName result { examName rows { admitNo name total rank } } } }';

  it('the public result needs the academy\'s result setting; one admit number or the whole class', async () => {
    const u = await examOffice();
    await gql(s.url, CREATE, { input: input() }, u.token);
    const slug = u.academy.slug;
    expect(errorCode(await gql(s.url, PUBLIC, { slug }))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, 'query($slug: String!) { publicResultOptions(slug: $slug) { id } }', { slug }))).toBe('authorRequired');
    await s.db.getRepository(AcademySettings).save({ code: u.academy.code, result: true, draftMessages: [] });
    // A saved result is a draft: visitors see neither it nor its picker entry until it is published.
    const OPTIONS = 'query($slug: String!) { publicResultOptions(slug: $slug) { examName } }';
    expect(errorCode(await gql(s.url, PUBLIC, { slug }))).toBe('sorryNotFound');
    expect((await gql(s.url, OPTIONS, { slug })).data.publicResultOptions).toEqual([]);
    const id = (await gql(s.url, '{ results { id } }', {}, u.token)).data.results[0].id;
    expect((await gql(s.url, PUBLISH, { id, published: true }, u.token)).data.publishResult).toEqual({ id, published: true });
    const whole = await gql(s.url, PUBLIC, { slug });
    expect(whole.data.publicResult.result.rows.map((r: { admitNo: number }) => r.admitNo)).toEqual([1, 2, 3]);
    expect(whole.data.publicResult.academyName).toBe(u.academy.name);
    const one = await gql(s.url, PUBLIC, { slug, admitNo: 2 });
    expect(one.data.publicResult.result.rows).toEqual([{ admitNo: 2, name: 'Ibrahim', total: 180, rank: 1 }]);
    expect(errorCode(await gql(s.url, PUBLIC, { slug, admitNo: 77 }))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PUBLIC, { slug: 'no-such-academy' }))).toBe('sorryNotFound');
    const options = await gql(s.url, 'query($slug: String!) { publicResultOptions(slug: $slug) { examName className year } }', { slug });
    expect(options.data.publicResultOptions).toEqual([{ examName: 'FirstTermExam', className: 'Class 6', year: 2026 }]);
    expect((await gql(s.url, 'query($slug: String!) { publicAcademy(slug: $slug) { result } }', { slug })).data.publicAcademy.result).toBe(true);
    // Taken back to draft: gone from the public screen again.
    await gql(s.url, PUBLISH, { id, published: false }, u.token);
    expect(errorCode(await gql(s.url, PUBLIC, { slug, admitNo: 2 }))).toBe('sorryNotFound');
    expect((await gql(s.url, OPTIONS, { slug })).data.publicResultOptions).toEqual([]);
  });

  it('a guardian reads their child\'s rows and homework by admit number, only in their own academy', async () => {
    const u = await examOffice();
    await gql(s.url, CREATE, { input: input() }, u.token);
    await gql(s.url, 'mutation($i: HomeworkInput!) { saveHomework(input: $i) { id } }', { i: { department: 'Kitab', className: 'Class 6', date: '2026-03-10', content: 'Read chapter 2' } }, u.token);
    const g = await makeUser(s, 'guardian', u.academy);
    // The office links the guardian to the child (admit number 3): a guardian reads only linked children.
    await s.db.getRepository(GuardianChild).save({ code: u.academy.code, userId: g.user.id, admitNo: 3 });
    // A draft is not shown to guardians; published, it is.
    const draft = await gql(s.url, CREATE, { input: input({ examName: 'SecondTermExam' }) }, u.token);
    expect((await gql(s.url, 'query { studentResults(admitNo: 3) { examName } }', {}, g.token)).data.studentResults).toEqual([]);
    for (const r of (await gql(s.url, '{ results { id examName } }', {}, u.token)).data.results) {
      if (r.id !== draft.data.createResult.id) await gql(s.url, PUBLISH, { id: r.id, published: true }, u.token);
    }
    const r = await gql(s.url, `query { studentResults(admitNo: 3) { examName rows { ${ROW} } } }`, {}, g.token);
    expect(r.data.studentResults).toEqual([{ examName: 'FirstTermExam', rows: [{ admitNo: 3, name: 'Umar', marks: [80, 80, 90], total: 160, percentage: 80, averageGpa: 5, grade: 'A+', status: 'pass', rank: 2 }] }]);
    const hw = await gql(s.url, 'query { studentHomework(admitNo: 3) { name className homework { content preview } } }', {}, g.token);
    expect(hw.data.studentHomework).toEqual({ name: 'Umar', className: 'Class 6', homework: [{ content: 'Read chapter 2', preview: 'Read chapter 2' }] });
    expect(errorCode(await gql(s.url, 'query { studentResults(admitNo: 1) { id } }'))).toBe('loginError');
    const stranger = await makeUser(s, 'guardian');
    expect(errorCode(await gql(s.url, 'query { studentResults(admitNo: 3) { id } }', {}, stranger.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, 'query { studentHomework(admitNo: 3) { name } }', {}, stranger.token))).toBe('sorryNotFound');
    // Not linked to admit number 1 of the same academy: sorryNotFound too.
    expect(errorCode(await gql(s.url, 'query { studentResults(admitNo: 1) { id } }', {}, g.token))).toBe('sorryNotFound');
    // A guardian cannot read the academy's result tables or students.
    expect(errorCode(await gql(s.url, '{ results { id } }', {}, g.token))).toBe('authorRequired');
  });
});

describe('publishing a result', () => {
  const publishRest = (code: string, body: unknown, token?: string) => rest(s.url, 'PUT', `/api/education/result/publish/${code}`, { token, body });
  const publishedOf = async (id: number) => (await s.db.getRepository(ResultTable).findOneByOrFail({ id })).published;

  it('a new result is a draft; education publishes and unpublishes it (GraphQL and REST); the office list shows which', async () => {
    const u = await examOffice();
    const id = (await gql(s.url, CREATE, { input: input() }, u.token)).data.createResult.id;
    expect(await publishedOf(id)).toBe(false);
    expect((await gql(s.url, PUBLISH, { id, published: true }, u.token)).data.publishResult).toEqual({ id, published: true });
    expect((await gql(s.url, '{ results { id published } }', {}, u.token)).data.results).toEqual([{ id, published: true }]);
    // Editing marks keeps it published.
    const upd = await gql(s.url, UPDATE, { input: input({ id }) }, u.token);
    expect(upd.data.updateResult.published).toBe(true);
    const back = await publishRest(u.academy.code, { id, published: false }, u.token);
    expect([back.status, back.body.success, back.body.result.published, back.body.result.id]).toEqual([200, true, false, id]);
    expect(await publishedOf(id)).toBe(false);
    expect((await publishRest(u.academy.code, { id: String(id), published: true }, u.token)).body.result.published).toBe(true);
    expect((await rest(s.url, 'GET', `/api/education/result/${u.academy.code}/${id}`, { token: u.token })).body.result.published).toBe(true);
    // superUser may too.
    const su = await makeUser(s, 'superUser', u.academy);
    expect((await gql(s.url, PUBLISH, { id, published: false }, su.token)).data.publishResult.published).toBe(false);
  });

  it('is refused when not signed in and for roles other than education or superUser, changing nothing', async () => {
    const u = await examOffice();
    const id = (await gql(s.url, CREATE, { input: input() }, u.token)).data.createResult.id;
    expect(errorCode(await gql(s.url, PUBLISH, { id, published: true }))).toBe('loginError');
    expect((await publishRest(u.academy.code, { id, published: true })).body.message).toBe('loginError');
    for (const type of ['principal', 'admin', 'generalTeacher', 'accountant', 'guardian'] as const) {
      const other = await makeUser(s, type, u.academy);
      expect(errorCode(await gql(s.url, PUBLISH, { id, published: true }, other.token))).toBe('authorRequired');
      expect((await publishRest(u.academy.code, { id, published: true }, other.token)).body.message).toBe('authorRequired');
    }
    expect(await publishedOf(id)).toBe(false);
  });

  it('cannot publish another tenant\'s result', async () => {
    const owner = await examOffice();
    const id = (await gql(s.url, CREATE, { input: input() }, owner.token)).data.createResult.id;
    const other = await examOffice();
    expect(errorCode(await gql(s.url, PUBLISH, { id, published: true }, other.token))).toBe('sorryNotFound');
    expect((await publishRest(other.academy.code, { id, published: true }, other.token)).body.message).toBe('sorryNotFound');
    expect((await publishRest(owner.academy.code, { id, published: true }, other.token)).body.message).toBe('authorRequired');
    expect(await publishedOf(id)).toBe(false);
  });

  it.each([
    ['invalidValue', { published: true }],
    ['invalidValue', { id: 'x', published: true }],
    ['invalidValue', { id: 0, published: true }],
    ['invalidValue', { id: 'ID', published: 'yes' }],
    ['invalidValue', { id: 'ID' }],
  ])('REST refuses %s (%j), changing nothing', async (key, body) => {
    const u = await examOffice();
    const id = (await gql(s.url, CREATE, { input: input() }, u.token)).data.createResult.id;
    const res = await publishRest(u.academy.code, JSON.parse(JSON.stringify(body).replace('"ID"', String(id))), u.token);
    expect([res.status, res.body.message]).toEqual([400, key]);
    expect(await publishedOf(id)).toBe(false);
    expect(errorCode(await gql(s.url, PUBLISH, { id: 0, published: true }, u.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, PUBLISH, { id: 999999, published: true }, u.token))).toBe('sorryNotFound');
  });
});

describe('marks the server refuses', () => {
  it.each([[101], [-1], [-0.5], [100.01]])('GraphQL: %p of 100 is invalidValue, nothing written', async (m) => {
    const u = await examOffice();
    expect(errorCode(await gql(s.url, CREATE, { input: input({ rows: [{ admitNo: 1, name: '', marks: [m, 50, 50] }] }) }, u.token))).toBe('invalidValue');
    expect(await results(u.academy.code)).toBe(0);
  });

  it.each([['abc'], ['-5'], ['1e9'], [true]])('REST: %p is invalidValue, nothing written', async (m) => {
    const u = await examOffice();
    const res = await rest(s.url, 'POST', `/api/education/result/new/${u.academy.code}`, {
      token: u.token, body: { className: 'Class 6', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026, results: [[1, 'x', m, 50, 50]] },
    });
    expect([res.status, res.body.message]).toEqual([400, 'invalidValue']);
    expect(await results(u.academy.code)).toBe(0);
  });

  it('0, the number per subject and decimals in between are accepted; null is absent', async () => {
    const u = await examOffice();
    const r = await gql(s.url, CREATE, { input: input({ rows: [{ admitNo: 1, name: '', marks: [0, 100, null] }, { admitNo: 2, name: '', marks: [32.5, 99.5, 10] }] }) }, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.createResult.rows.map((x: { marks: unknown[] }) => x.marks)).toEqual([[0, 100, null], [32.5, 99.5, 10]]);
  });
});

describe('a failed compulsory subject fails the student (grading setting failOnSubjectFail)', () => {
  const FULL = 'query { gradingSettings { isGrade system failOnSubjectFail } }';
  const marks = { rows: [{ admitNo: 1, name: '', marks: [90, 20, null] }] };

  it('is on by default: 90/20 (Agriculture optional, absent) is 55% but failed; each result keeps the grading it was computed with', async () => {
    const u = await examOffice();
    expect((await gql(s.url, FULL, {}, u.token)).data.gradingSettings.failOnSubjectFail).toBe(true);
    const on = (await gql(s.url, CREATE, { input: input(marks) }, u.token)).data.createResult;
    expect(on.rows[0]).toMatchObject({ total: 110, percentage: 55, averageGpa: 0, grade: 'F', status: 'fail', rank: null });
    expect(on.grading.failOnSubjectFail).toBe(true);
    // Switched off: a new result passes on the percentage (55% → B); the saved one is unchanged.
    const saved = await gql(s.url, 'mutation($input: GradingInput!) { saveGradingSettings(input: $input) { failOnSubjectFail } }', {
      input: { isGrade: true, system: 'parcentageSystem', grades: DEFAULT, failOnSubjectFail: false },
    }, u.token);
    expect(saved.data.saveGradingSettings.failOnSubjectFail).toBe(false);
    const off = (await gql(s.url, CREATE, { input: input({ ...marks, examName: 'SecondTermExam' }) }, u.token)).data.createResult;
    // GPAs 5 + 0 = 2.5; 55% → B.
    expect(off.rows[0]).toMatchObject({ percentage: 55, averageGpa: 2.5, grade: 'B', status: 'pass', rank: 1 });
    expect(off.grading.failOnSubjectFail).toBe(false);
    const again = (await gql(s.url, `query($id: Int!) { result(id: $id) { grading { failOnSubjectFail } rows { status } } }`, { id: on.id }, u.token)).data.result;
    expect(again).toEqual({ grading: { failOnSubjectFail: true }, rows: [{ status: 'fail' }] });
    // Saving the grading without the flag keeps it.
    await gql(s.url, GRADING, { input: { isGrade: true, system: 'gradeSystem', grades: DEFAULT } }, u.token);
    expect((await gql(s.url, FULL, {}, u.token)).data.gradingSettings).toEqual({ isGrade: true, system: 'gradeSystem', failOnSubjectFail: false });
  });

  it('REST settings carry it as grading.failOnSubjectFail; a non-boolean is invalidValue and nothing is written', async () => {
    const u = await examOffice();
    const code = u.academy.code;
    const bad = await rest(s.url, 'PUT', `/api/others/settings/update/${code}`, { token: u.token, body: { grading: { isGrade: true, result_system: 'parcentageSystem', grades: DEFAULT, failOnSubjectFail: 'no' } } });
    expect([bad.status, bad.body.message]).toEqual([400, 'invalidValue']);
    expect(await s.db.getRepository(GradingSettings).countBy({ code })).toBe(0);
    const put = await rest(s.url, 'PUT', `/api/others/settings/update/${code}`, { token: u.token, body: { grading: { isGrade: true, result_system: 'gradeSystem', grades: DEFAULT, failOnSubjectFail: false } } });
    expect(put.body.grading.failOnSubjectFail).toBe(false);
    expect((await rest(s.url, 'GET', `/api/others/settings/${code}`, { token: u.token })).body.grading.failOnSubjectFail).toBe(false);
    // Grade system with the rule off: GPAs 5 + 0 = 2.5 → C (GPA 2), passed.
    const r = (await gql(s.url, CREATE, { input: input(marks) }, u.token)).data.createResult;
    expect(r.rows[0]).toMatchObject({ averageGpa: 2.5, grade: 'C', status: 'pass' });
  });
});
