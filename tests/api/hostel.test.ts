import { HostelReport } from '../../api/src/domains/hostel/hostel-report.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { makeAcademy, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const REPORT = 'id admitNo studentName department className reportType date reportStage scores { heading number } total average comment giver';
const SAVE = `mutation($i: HostelReportInput!) { saveHostelReport(input: $i) { ${REPORT} } }`;
const DELETE = 'mutation($id: Int!) { deleteHostelReport(id: $id) }';
const LIST = `query($search: String, $offset: Int! = 0, $limit: Int! = 100) { hostelReports(search: $search, offset: $offset, limit: $limit) { total items { ${REPORT} } } }`;
const ONE = `query($id: Int!) { hostelReport(id: $id) { ${REPORT} } }`;
const STUDENT = 'query($a: Int!) { hostelReportStudent(admitNo: $a) { admitNo name department className reportStage } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const scores = (...pairs: [string, number | null][]) => pairs.map(([heading, number]) => ({ heading, number }));
const report = (admitNo: number, over: Record<string, unknown> = {}) => ({
  admitNo, reportType: 'monthly', date: '2026-03-01', reportStage: 'intermediate', scores: scores(['Salah', 90], ['Quran', 70]), comment: 'Needs care at Fajr', ...over,
});
const countOf = (code: string) => s.db.getRepository(HostelReport).countBy({ code });
const stageOf = async (academy: Academy, admitNo: number) => (await s.db.getRepository(Student).findOneByOrFail({ code: academy.code, admitNo })).reportStage;

/** A hostel manager of a new academy with two boarding students (admit 11 and 12) and one saved report on 11. */
async function withReport(type: 'hostelManager' | 'superUser' = 'hostelManager') {
  const owner = await makeUser(s, type, undefined, { firstName: 'Hostel', lastName: 'Super' });
  await makeStudents(s, owner.academy, 'Class 6', ['Abdullah Al Mamun', 'Yusuf Ali'], 11, { department: 'Hifz', groupName: 'A' });
  const saved = await gql(s.url, SAVE, { i: report(11) }, owner.token);
  return { owner, id: saved.data.saveHostelReport.id as number };
}

/** The REST body with the spec's flat fields. */
function flat(admitNo: unknown, pairs: [string, number | string | null][], over: Record<string, unknown> = {}) {
  const b: Record<string, unknown> = { admit_no: admitNo, report_type: 'FirstTermExam', date: '2026-04-01', report_stage: 'difficult', comment: '', provider: 'ignored' };
  pairs.forEach(([heading, number], i) => { b[`heading${i}`] = heading; b[`number${i}`] = number; });
  return { ...b, ...over };
}

describe('hostel reports: GraphQL', () => {
  it('every operation is refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE, { i: report(1) }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { id: 1 }))).toBe('loginError');
    expect(errorCode(await gql(s.url, LIST, {}))).toBe('loginError');
    expect(errorCode(await gql(s.url, ONE, { id: 1 }))).toBe('loginError');
    expect(errorCode(await gql(s.url, STUDENT, { a: 1 }))).toBe('loginError');
  });

  it('a guardian (the one role outside "no restriction") may not read or write, changing nothing; every staff role may write', async () => {
    const { owner, id } = await withReport();
    const guardian = await makeUser(s, 'guardian', owner.academy);
    expect(errorCode(await gql(s.url, SAVE, { i: report(12) }, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, SAVE, { i: report(11, { id, date: '2026-05-05' }) }, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DELETE, { id }, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, LIST, {}, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, STUDENT, { a: 11 }, guardian.token))).toBe('authorRequired');
    expect(await countOf(owner.academy.code)).toBe(1);
    expect((await s.db.getRepository(HostelReport).findOneByOrFail({ id })).date).toBe('2026-03-01');
    // Hostel reports have no role restriction (spec doc 2 §6): a teacher or an accountant may add one.
    for (const type of ['generalTeacher', 'accountant'] as const) {
      const u = await makeUser(s, type, owner.academy);
      expect((await gql(s.url, SAVE, { i: report(12) }, u.token)).data.saveHostelReport.admitNo).toBe(12);
    }
    expect(await countOf(owner.academy.code)).toBe(3);
  });

  it('cannot read, change or delete another tenant\'s report, nor report on another tenant\'s student', async () => {
    const { owner, id } = await withReport();
    const other = await makeUser(s, 'hostelManager');
    expect(errorCode(await gql(s.url, ONE, { id }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: report(11, { id, date: '2026-06-06' }) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id }, other.token))).toBe('sorryNotFound');
    // Admit number 11 is not a student of the other academy: no report is written.
    expect(errorCode(await gql(s.url, SAVE, { i: report(11) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, STUDENT, { a: 11 }, other.token))).toBe('sorryNotFound');
    expect((await gql(s.url, LIST, {}, other.token)).data.hostelReports).toEqual({ total: 0, items: [] });
    expect(await countOf(other.academy.code)).toBe(0);
    const kept = await s.db.getRepository(HostelReport).findOneByOrFail({ id });
    expect([kept.code, kept.date, kept.admitNo]).toEqual([owner.academy.code, '2026-03-01', 11]);
    expect(await stageOf(owner.academy, 11)).toBe('intermediate');
  });

  it.each([
    ['requiredField', 'admitNo', { admitNo: 0 }],
    ['requiredField', 'reportType', { reportType: '' }],
    ['invalidValue', 'reportType', { reportType: 'weekly' }],
    ['requiredField', 'date', { date: '' }],
    ['invalidValue', 'date', { date: '2026-13-01' }],
    ['requiredField', 'reportStage', { reportStage: '' }],
    ['invalidValue', 'reportStage', { reportStage: 'easy' }],
    ['requiredField', 'scores', { scores: [] }],
    ['requiredField', 'scores.0.number', { scores: scores(['Salah', null]) }],
    ['requiredField', 'scores.1.heading', { scores: scores(['Salah', 1], ['', 5]) }],
    ['invalidValue', 'scores.0.number', { scores: scores(['Salah', 100.5]) }],
    ['invalidValue', 'scores', { scores: 'abcdefghijk'.split('').map((h) => ({ heading: h, number: 1 })) }],
    ['invalidValue', 'scores.0.heading', { scores: scores(['x'.repeat(61), 1]) }],
    ['invalidValue', 'scores.1.heading', { reportType: 'ThirdTermExam', scores: scores(['prayer', 90], ['Salah', 80]) }],
    ['invalidValue', 'comment', { comment: 'c'.repeat(1001) }],
  ])('refuses %s on %s (%j) and writes nothing', async (key, field, over) => {
    const u = await makeUser(s, 'hostelManager');
    await makeStudents(s, u.academy, 'Class 6', ['Abdullah'], 5);
    const r = await gql(s.url, SAVE, { i: report(5, over) }, u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toEqual({ field });
    expect(await countOf(u.academy.code)).toBe(0);
    expect(await stageOf(u.academy, 5)).toBe('general');
  });

  it('an unknown admit number is sorryNotFound; an edit with bad input changes nothing', async () => {
    const { owner, id } = await withReport();
    expect(errorCode(await gql(s.url, SAVE, { i: report(99) }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, STUDENT, { a: 99 }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, STUDENT, { a: -1 }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: report(11, { id, date: '2026-02-30' }) }, owner.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, SAVE, { i: report(99, { id }) }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: report(11, { id: id + 1000 }) }, owner.token))).toBe('sorryNotFound');
    const kept = await s.db.getRepository(HostelReport).findOneByOrFail({ id });
    expect([kept.date, kept.admitNo, kept.scores.length]).toEqual(['2026-03-01', 11, 2]);
    expect(await countOf(owner.academy.code)).toBe(1);
  });

  it('looks a student up, adds (name, department, class from the student row; giver the user), lists, searches, edits, deletes; the student\'s stage follows the latest report', async () => {
    const { owner: u, id: a } = await withReport();
    expect((await gql(s.url, STUDENT, { a: 12 }, u.token)).data.hostelReportStudent).toEqual({
      admitNo: 12, name: 'Yusuf Ali', department: 'Hifz', className: 'Class 6 / A', reportStage: 'general',
    });
    const first = (await gql(s.url, ONE, { id: a }, u.token)).data.hostelReport;
    expect(first).toMatchObject({
      admitNo: 11, studentName: 'Abdullah Al Mamun', department: 'Hifz', className: 'Class 6 / A', reportType: 'monthly', reportStage: 'intermediate',
      scores: scores(['Salah', 90], ['Quran', 70]), total: 160, average: 80, comment: 'Needs care at Fajr', giver: 'Hostel Super',
    });
    expect(await stageOf(u.academy, 11)).toBe('intermediate');

    // A third-term report of the same student, later: its unscored columns are dropped; it sets the stage.
    const third = await gql(s.url, SAVE, { i: report(11, { reportType: 'ThirdTermExam', date: '2026-11-20', reportStage: 'difficult', scores: scores(['prayer', 95], ['study', null], ['manners', 60.5]) }) }, u.token);
    expect(third.data.saveHostelReport).toMatchObject({ scores: scores(['prayer', 95], ['manners', 60.5]), total: 155.5, average: 77.75, reportStage: 'difficult' });
    const b = third.data.saveHostelReport.id;
    expect(await stageOf(u.academy, 11)).toBe('difficult');
    // An earlier report does not change the stage.
    const c = (await gql(s.url, SAVE, { i: report(12, { date: '2026-01-01', reportStage: 'general' }) }, u.token)).data.saveHostelReport.id;
    const d = (await gql(s.url, SAVE, { i: report(11, { date: '2026-02-01', reportStage: 'general' }) }, u.token)).data.saveHostelReport.id;
    expect(await stageOf(u.academy, 11)).toBe('difficult');

    const all = (await gql(s.url, LIST, {}, u.token)).data.hostelReports;
    expect([all.total, all.items.map((r: { id: number }) => r.id)]).toEqual([4, [b, a, d, c]]);
    const paged = (await gql(s.url, LIST, { offset: 1, limit: 2 }, u.token)).data.hostelReports;
    expect([paged.total, paged.items.map((r: { id: number }) => r.id)]).toEqual([4, [a, d]]);
    expect((await gql(s.url, LIST, { search: 'yusuf' }, u.token)).data.hostelReports.items.map((r: { id: number }) => r.id)).toEqual([c]);
    expect((await gql(s.url, LIST, { search: '12' }, u.token)).data.hostelReports.items.map((r: { id: number }) => r.id)).toEqual([c]);
    expect((await gql(s.url, LIST, { search: '%' }, u.token)).data.hostelReports.total).toBe(0);

    // Moving the latest report to the other student: both stages follow.
    const moved = await gql(s.url, SAVE, { i: report(12, { id: b, reportType: 'SecondTermExam', date: '2026-11-20', reportStage: 'difficult', scores: scores(['Quran', 40]) }) }, u.token);
    expect(moved.data.saveHostelReport).toMatchObject({ id: b, admitNo: 12, studentName: 'Yusuf Ali', scores: scores(['Quran', 40]) });
    expect([await stageOf(u.academy, 11), await stageOf(u.academy, 12)]).toEqual(['intermediate', 'difficult']);

    // Deleting falls back to the latest remaining report, or general.
    expect(await gql(s.url, DELETE, { id: b }, u.token)).toEqual({ data: { deleteHostelReport: true } });
    expect(await stageOf(u.academy, 12)).toBe('general');
    expect(errorCode(await gql(s.url, DELETE, { id: b }, u.token))).toBe('sorryNotFound');
    await gql(s.url, DELETE, { id: a }, u.token);
    await gql(s.url, DELETE, { id: d }, u.token);
    expect(await stageOf(u.academy, 11)).toBe('general');
    expect(await countOf(u.academy.code)).toBe(1);
  });

  it('an academy that is not activated may not write', async () => {
    const closed = await makeUser(s, 'hostelManager', await makeAcademy(s, { activation: false }));
    await makeStudents(s, closed.academy, 'Class 6', ['Abdullah'], 1);
    expect(errorCode(await gql(s.url, SAVE, { i: report(1) }, closed.token))).toBe('notActivated');
    expect(await countOf(closed.academy.code)).toBe(0);
  });
});

describe('hostel reports: REST (/api/hostel)', () => {
  const path = (p: string, who: Signed) => `/api/hostel/${p}/${who.academy.code}`;

  it('every route is refused when not signed in', async () => {
    const code = '100001';
    for (const [method, p] of [['POST', `/api/hostel/report/new/${code}`], ['GET', `/api/hostel/student_reports/${code}`], ['PUT', `/api/hostel/report/update/${code}`], ['DELETE', `/api/hostel/report/delete/${code}/1`]]) {
      const r = await rest(s.url, method, p, { body: method === 'POST' || method === 'PUT' ? flat(1, [['x', 1]]) : undefined });
      expect([r.status, r.body.message]).toEqual([401, 'loginError']);
    }
  });

  it('a guardian\'s writes are refused, changing nothing', async () => {
    const { owner, id } = await withReport();
    const u = await makeUser(s, 'guardian', owner.academy);
    expect((await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: flat(12, [['x', 1]]) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'PUT', path('report/update', u), { token: u.token, body: flat(11, [['x', 1]], { id }) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `${path('report/delete', u)}/${id}`, { token: u.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', path('student_reports', u), { token: u.token })).body.message).toBe('authorRequired');
    expect(await countOf(owner.academy.code)).toBe(1);
    expect((await s.db.getRepository(HostelReport).findOneByOrFail({ id })).reportType).toBe('monthly');
  });

  it('another tenant\'s code, report or student is refused, changing nothing', async () => {
    const { owner, id } = await withReport();
    const other = await makeUser(s, 'hostelManager');
    await makeStudents(s, other.academy, 'Class 1', ['Their student'], 50);
    const ownerCode = owner.academy.code;
    expect((await rest(s.url, 'POST', `/api/hostel/report/new/${ownerCode}`, { token: other.token, body: flat(11, [['x', 1]]) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/hostel/student_reports/${ownerCode}`, { token: other.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'PUT', `/api/hostel/report/update/${ownerCode}`, { token: other.token, body: flat(11, [['x', 1]], { id }) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `/api/hostel/report/delete/${ownerCode}/${id}`, { token: other.token })).body.message).toBe('authorRequired');
    const put = await rest(s.url, 'PUT', path('report/update', other), { token: other.token, body: flat(50, [['hacked', 1]], { id }) });
    expect([put.status, put.body.message]).toEqual([404, 'sorryNotFound']);
    expect((await rest(s.url, 'DELETE', `${path('report/delete', other)}/${id}`, { token: other.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', path('report/new', other), { token: other.token, body: flat(11, [['x', 1]]) })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'GET', path('student_reports', other), { token: other.token })).body).toEqual({ success: true, student_reports: [], total: 0 });
    const kept = await s.db.getRepository(HostelReport).findOneByOrFail({ id });
    expect([kept.code, kept.scores[0].heading]).toEqual([ownerCode, 'Salah']);
    expect(await countOf(other.academy.code)).toBe(0);
  });

  it.each([
    ['requiredField', 'admitNo', { admit_no: '' }],
    ['invalidValue', 'admitNo', { admit_no: 'abc' }],
    ['invalidValue', 'reportType', { report_type: 'weekly' }],
    ['requiredField', 'date', { date: undefined }],
    ['requiredField', 'reportStage', { report_stage: undefined }],
    ['invalidValue', 'scores', { heading10: 'eleventh', number10: 5 }],
    ['requiredField', 'scores.1.number', { number1: '' }],
    ['invalidValue', 'scores.0.number', { number0: 'ninety' }],
    ['invalidValue', 'scores.0.heading', { heading0: 42 }],
  ])('POST refuses %s on %s (%j) and writes nothing', async (key, field, over) => {
    const u = await makeUser(s, 'hostelManager');
    await makeStudents(s, u.academy, 'Class 6', ['Abdullah'], 7);
    const r = await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: flat(7, [['Salah', 80], ['Quran', 70]], over) });
    expect([r.status, r.body.message, r.body.params]).toEqual([400, key, { field }]);
    expect(await countOf(u.academy.code)).toBe(0);
  });

  it('PUT without an id, with no scores or an unknown student changes nothing', async () => {
    const { owner, id } = await withReport();
    const noId = await rest(s.url, 'PUT', path('report/update', owner), { token: owner.token, body: flat(11, [['x', 1]]) });
    expect([noId.status, noId.body.message, noId.body.params]).toEqual([400, 'requiredField', { field: 'id' }]);
    const none = await rest(s.url, 'PUT', path('report/update', owner), { token: owner.token, body: flat(11, [], { id }) });
    expect([none.body.message, none.body.params]).toEqual(['requiredField', { field: 'scores' }]);
    expect((await rest(s.url, 'PUT', path('report/update', owner), { token: owner.token, body: flat(404, [['x', 1]], { id }) })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `${path('report/delete', owner)}/abc`, { token: owner.token })).body.message).toBe('sorryNotFound');
    const kept = await s.db.getRepository(HostelReport).findOneByOrFail({ id });
    expect([kept.reportType, kept.scores.length]).toEqual(['monthly', 2]);
    expect(await stageOf(owner.academy, 11)).toBe('intermediate');
  });

  it('round-trips the spec\'s flat fields (snake_case or camelCase in, snake_case out), updates, lists and deletes', async () => {
    const u = await makeUser(s, 'superUser', undefined, { firstName: 'Rafiq', lastName: 'Islam' });
    await makeStudents(s, u.academy, 'Class 8', ['Hafez Yusuf'], 3, { department: 'Kitab' });
    const ten: [string, number][] = 'abcdefghij'.split('').map((h, i) => [`Heading ${h}`, 50 + i]);
    const added = await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: flat('3', ten.map(([h, n]) => [h, String(n)]), { student_name: 'ignored', class_name: 'ignored' }) });
    expect(added.status).toBe(200);
    const r = added.body.report;
    expect(r).toMatchObject({ admit_no: 3, student_name: 'Hafez Yusuf', department: 'Kitab', class_name: 'Class 8', report_type: 'FirstTermExam', date: '2026-04-01', report_stage: 'difficult', giver: 'Rafiq Islam' });
    for (let i = 0; i < 10; i++) expect([r[`heading${i}`], r[`number${i}`]]).toEqual(ten[i]);
    expect(Object.keys(r).sort()).toEqual(['admit_no', 'class_name', 'comment', 'created_at', 'date', 'department', 'giver', 'id', 'report_stage', 'report_type', 'student_name',
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [`heading${i}`, `number${i}`])].sort());
    expect(await stageOf(u.academy, 3)).toBe('difficult');

    // camelCase with a gap: the blank column is dropped, the rest close up; the answer pads with '' and null.
    const put = await rest(s.url, 'PUT', path('report/update', u), { token: u.token, body: {
      id: r.id, admitNo: 3, reportType: 'monthly', reportStage: 'general', date: '2026-05-02', heading0: 'Salah', number0: 100, heading4: 'Sleep', number4: 0, comment: ' Good ',
    } });
    expect(put.body.report).toMatchObject({ id: r.id, report_type: 'monthly', report_stage: 'general', heading0: 'Salah', number0: 100, heading1: 'Sleep', number1: 0, heading2: '', number2: null, comment: 'Good' });
    expect(await stageOf(u.academy, 3)).toBe('general');
    expect((await gql(s.url, ONE, { id: r.id }, u.token)).data.hostelReport.scores).toEqual(scores(['Salah', 100], ['Sleep', 0]));

    // A `scores` list is accepted too.
    const second = await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: { admit_no: 3, report_type: 'ThirdTermExam', report_stage: 'intermediate', date: '2026-06-01', scores: [{ heading: 'prayer', number: '88' }] } });
    expect(second.body.report).toMatchObject({ heading0: 'prayer', number0: 88 });

    const listed = await rest(s.url, 'GET', path('student_reports', u), { token: u.token });
    expect([listed.body.success, listed.body.total]).toEqual([true, 2]);
    expect(listed.body.student_reports.map((x: { id: number }) => x.id)).toEqual([second.body.report.id, r.id]);
    expect(listed.body.student_reports[1]).toEqual(put.body.report);
    const page = await rest(s.url, 'GET', `${path('student_reports', u)}?page=2&pageSize=1&search=yusuf`, { token: u.token });
    expect(page.body.student_reports.map((x: { id: number }) => x.id)).toEqual([r.id]);

    expect((await rest(s.url, 'DELETE', `${path('report/delete', u)}/${second.body.report.id}`, { token: u.token })).body).toEqual({ success: true });
    expect(await countOf(u.academy.code)).toBe(1);
    expect(await stageOf(u.academy, 3)).toBe('general');
  });
});
