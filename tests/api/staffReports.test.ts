import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { StaffReport } from '../../api/src/domains/administration/staff-report.entity';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { keptRows, staffReportProblem, tenRows, STAFF_REPORT_TYPES } from '../../api/src/rules/staff-reports';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const REPORT = 'id staffId name designation reportType date subjectCount rows { subject studentReport officeReport }';
const SAVE = `mutation($i: StaffReportInput!) { saveStaffReport(input: $i) { ${REPORT} } }`;
const DELETE = 'mutation($id: Int!) { deleteStaffReport(id: $id) }';
const LIST = `query($search: String, $offset: Int! = 0, $limit: Int! = 100) { staffReports(search: $search, offset: $offset, limit: $limit) { total items { ${REPORT} } } }`;
const ONE = `query($id: Int!) { staffReport(id: $id) { ${REPORT} } }`;
const PERSON = 'query($staffId: String!) { staffReportPerson(staffId: $staffId) { staffId name designation } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

let seq = 0;
/** A staff member of the academy (the staff helper's register is not needed to look one up). */
async function makeStaff(academy: Academy, over: Partial<Staff> = {}): Promise<Staff> {
  const repo = s.db.getRepository(Staff);
  const n = ++seq;
  return repo.save(repo.create({
    code: academy.code, staffId: `T-${n}`, name: `Maulana Abdul Karim ${n}`, fatherName: 'Abdur Rahman', designation: 'Senior teacher',
    birthDate: '1980-01-01', mobile: '01711000000', nid: String(1000000000 + n), ...over,
  }));
}

const rows = (...subjects: string[]) => subjects.map((subject, i) => ({ subject, studentReport: `students ${i + 1}`, officeReport: `office ${i + 1}` }));
const report = (staffId: string, over: Record<string, unknown> = {}) => ({ staffId, reportType: 'monthly', date: '2026-03-01', rows: rows('Arabic grammar', 'Attendance'), ...over });
const countOf = (code: string) => s.db.getRepository(StaffReport).countBy({ code });

/** A principal with a staff member and one saved report. */
async function withReport(type: 'principal' | 'superUser' = 'principal') {
  const owner = await makeUser(s, type);
  const staff = await makeStaff(owner.academy);
  const saved = await gql(s.url, SAVE, { i: report(staff.staffId) }, owner.token);
  return { owner, staff, id: saved.data.saveStaffReport.id as number };
}

/** The REST body with the spec's flat fields. */
function flat(staffId: string, subjects: string[], over: Record<string, unknown> = {}) {
  const b: Record<string, unknown> = { staff_id: staffId, report_type: 'quarterly', date: '2026-04-01' };
  subjects.forEach((subject, i) => {
    b[`report_subject${i}`] = subject;
    b[`student_report${i}`] = `students ${i}`;
    b[`office_report${i}`] = `office ${i}`;
  });
  return { ...b, ...over };
}

describe('staff report rules (shared with the form)', () => {
  it('keeps the non-empty triples trimmed, pads to ten for the sheet', () => {
    const kept = keptRows([{ subject: ' A ', studentReport: '', officeReport: '' }, { subject: '', studentReport: ' ', officeReport: '' }, { subject: 'B', studentReport: 'x', officeReport: 'y' }]);
    expect(kept).toEqual([{ subject: 'A', studentReport: '', officeReport: '' }, { subject: 'B', studentReport: 'x', officeReport: 'y' }]);
    const ten = tenRows(kept);
    expect(ten).toHaveLength(10);
    expect(ten[2]).toEqual({ subject: '', studentReport: '', officeReport: '' });
  });

  it.each([
    [{ staffId: ' ' }, { code: 'requiredField', field: 'staffId' }],
    [{ reportType: '' }, { code: 'requiredField', field: 'reportType' }],
    [{ reportType: 'weekly' }, { code: 'invalidValue', field: 'reportType' }],
    [{ date: '' }, { code: 'requiredField', field: 'date' }],
    [{ date: '2026-02-29' }, { code: 'invalidValue', field: 'date' }],
    [{ date: '01-03-2026' }, { code: 'invalidValue', field: 'date' }],
    [{ rows: [] }, { code: 'requiredField', field: 'rows' }],
    [{ rows: [{ subject: ' ', studentReport: '', officeReport: '' }] }, { code: 'requiredField', field: 'rows' }],
    [{ rows: rows(...'abcdefghijk'.split('')) }, { code: 'invalidValue', field: 'rows' }],
    [{ rows: [...rows('a'), { subject: '', studentReport: 'orphan', officeReport: '' }] }, { code: 'requiredField', field: 'rows.1.subject' }],
  ])('%j is %j', (over, problem) => {
    expect(staffReportProblem({ ...report('T-1'), ...over })).toEqual(problem);
  });

  it('accepts every report type and ten triples', () => {
    for (const reportType of STAFF_REPORT_TYPES) expect(staffReportProblem(report('T-1', { reportType, rows: rows(...'abcdefghij'.split('')) }))).toBeNull();
  });
});

describe('staff reports: GraphQL', () => {
  it('every mutation and read is refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE, { i: report('T-1') }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { id: 1 }))).toBe('loginError');
    expect(errorCode(await gql(s.url, LIST, {}))).toBe('loginError');
    expect(errorCode(await gql(s.url, PERSON, { staffId: 'T-1' }))).toBe('loginError');
  });

  it('add, edit and delete are refused for education, accountant and guardian, changing nothing', async () => {
    const { owner, staff, id } = await withReport();
    for (const type of ['education', 'accountant', 'generalTeacher', 'guardian'] as const) {
      const u = await makeUser(s, type, owner.academy);
      expect(errorCode(await gql(s.url, SAVE, { i: report(staff.staffId) }, u.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, SAVE, { i: report(staff.staffId, { id, date: '2026-05-05' }) }, u.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id }, u.token))).toBe('authorRequired');
    }
    expect(await countOf(owner.academy.code)).toBe(1);
    expect((await s.db.getRepository(StaffReport).findOneByOrFail({ id })).date).toBe('2026-03-01');
    // Reading is open to the academy's staff (not guardians).
    const teacher = await makeUser(s, 'generalTeacher', owner.academy);
    expect((await gql(s.url, LIST, {}, teacher.token)).data.staffReports.total).toBe(1);
    const guardian = await makeUser(s, 'guardian', owner.academy);
    expect(errorCode(await gql(s.url, LIST, {}, guardian.token))).toBe('authorRequired');
  });

  it('cannot read, change or delete another tenant\'s report, nor report on another tenant\'s staff', async () => {
    const { owner, staff, id } = await withReport();
    const other = await makeUser(s, 'superUser');
    const mine = await makeStaff(other.academy);
    expect(errorCode(await gql(s.url, ONE, { id }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: report(mine.staffId, { id, date: '2026-06-06' }) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id }, other.token))).toBe('sorryNotFound');
    // Their staff id is not found in this academy: no report is written.
    expect(errorCode(await gql(s.url, SAVE, { i: report(staff.staffId) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PERSON, { staffId: staff.staffId }, other.token))).toBe('sorryNotFound');
    expect((await gql(s.url, LIST, {}, other.token)).data.staffReports).toEqual({ total: 0, items: [] });
    expect(await countOf(other.academy.code)).toBe(0);
    const kept = await s.db.getRepository(StaffReport).findOneByOrFail({ id });
    expect([kept.code, kept.date, kept.staffId]).toEqual([owner.academy.code, '2026-03-01', staff.staffId]);
  });

  it.each([
    ['requiredField', 'staffId', { staffId: '' }],
    ['requiredField', 'reportType', { reportType: '' }],
    ['invalidValue', 'reportType', { reportType: 'weekly' }],
    ['requiredField', 'date', { date: '' }],
    ['invalidValue', 'date', { date: '2026-13-01' }],
    ['requiredField', 'rows', { rows: [] }],
    ['requiredField', 'rows', { rows: [{ subject: '  ', studentReport: '', officeReport: '' }] }],
    ['requiredField', 'rows.0.subject', { rows: [{ subject: '', studentReport: 'x', officeReport: '' }] }],
    ['invalidValue', 'rows', { rows: rows(...'abcdefghijk'.split('')) }],
    ['invalidValue', 'rows.0.subject', { rows: [{ subject: 'x'.repeat(201) }] }],
    ['invalidValue', 'rows.0.officeReport', { rows: [{ subject: 'x', officeReport: 'y'.repeat(1001) }] }],
  ])('refuses %s on %s (%j) and writes nothing', async (key, field, over) => {
    const u = await makeUser(s, 'principal');
    const staff = await makeStaff(u.academy);
    const r = await gql(s.url, SAVE, { i: report(staff.staffId, over) }, u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toEqual({ field });
    expect(await countOf(u.academy.code)).toBe(0);
  });

  it('an unknown staff id is sorryNotFound; an edit with bad input changes nothing', async () => {
    const { owner, staff, id } = await withReport();
    expect(errorCode(await gql(s.url, SAVE, { i: report('NOPE') }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PERSON, { staffId: 'NOPE' }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: report(staff.staffId, { id, date: '2026-02-30' }) }, owner.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, SAVE, { i: report('NOPE', { id }) }, owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: report(staff.staffId, { id: id + 1000 }) }, owner.token))).toBe('sorryNotFound');
    const kept = await s.db.getRepository(StaffReport).findOneByOrFail({ id });
    expect([kept.date, kept.staffId, kept.triples.length]).toEqual(['2026-03-01', staff.staffId, 2]);
    expect(await countOf(owner.academy.code)).toBe(1);
  });

  it('looks a staff member up, adds (name and designation from the staff row, empty triples dropped), lists, searches, edits and deletes', async () => {
    const u = await makeUser(s, 'principal');
    const karim = await makeStaff(u.academy, { staffId: 'S-7', name: 'Abdul Karim', designation: 'Head teacher' });
    const rahim = await makeStaff(u.academy, { staffId: 'S-8', name: 'Abdur Rahim', designation: 'Accountant' });
    expect((await gql(s.url, PERSON, { staffId: ' S-7 ' }, u.token)).data.staffReportPerson).toEqual({ staffId: 'S-7', name: 'Abdul Karim', designation: 'Head teacher' });

    const blank = { subject: '', studentReport: '', officeReport: '' };
    const added = await gql(s.url, SAVE, { i: report(' S-7 ', { reportType: 'halfYearly', rows: [blank, { subject: ' Hadith ', studentReport: 'Good progress', officeReport: '' }, blank, ...rows('Discipline')] }) }, u.token);
    expect(added.data.saveStaffReport).toMatchObject({
      staffId: 'S-7', name: 'Abdul Karim', designation: 'Head teacher', reportType: 'halfYearly', date: '2026-03-01', subjectCount: 2,
      rows: [{ subject: 'Hadith', studentReport: 'Good progress', officeReport: '' }, { subject: 'Discipline', studentReport: 'students 1', officeReport: 'office 1' }],
    });
    const a = added.data.saveStaffReport.id;
    const b = (await gql(s.url, SAVE, { i: report('S-8', { date: '2026-04-01' }) }, u.token)).data.saveStaffReport.id;
    const c = (await gql(s.url, SAVE, { i: report('S-7', { date: '2026-02-01', reportType: 'special' }) }, u.token)).data.saveStaffReport.id;

    const all = (await gql(s.url, LIST, {}, u.token)).data.staffReports;
    expect(all.total).toBe(3);
    expect(all.items.map((r: { id: number }) => r.id)).toEqual([b, a, c]);
    const paged = (await gql(s.url, LIST, { offset: 1, limit: 1 }, u.token)).data.staffReports;
    expect([paged.total, paged.items.map((r: { id: number }) => r.id)]).toEqual([3, [a]]);
    const found = (await gql(s.url, LIST, { search: 'karim' }, u.token)).data.staffReports;
    expect(found.items.map((r: { id: number }) => r.id)).toEqual([a, c]);
    expect((await gql(s.url, LIST, { search: 'accountant' }, u.token)).data.staffReports.total).toBe(1);
    expect((await gql(s.url, LIST, { search: '%' }, u.token)).data.staffReports.total).toBe(0);

    // An edit can move the report to another staff member; their name and designation follow.
    const edited = await gql(s.url, SAVE, { i: report('S-8', { id: a, reportType: 'yearly', date: '2026-12-31', rows: rows('Only one') }) }, u.token);
    expect(edited.data.saveStaffReport).toMatchObject({ id: a, staffId: 'S-8', name: rahim.name, designation: 'Accountant', reportType: 'yearly', date: '2026-12-31', subjectCount: 1 });
    expect((await gql(s.url, ONE, { id: a }, u.token)).data.staffReport.rows).toEqual(rows('Only one'));
    expect((await s.db.getRepository(StaffReport).findOneByOrFail({ id: a })).staffRowId).toBe(rahim.id);
    expect(karim.id).not.toBe(rahim.id);

    expect(await gql(s.url, DELETE, { id: c }, u.token)).toEqual({ data: { deleteStaffReport: true } });
    expect(errorCode(await gql(s.url, DELETE, { id: c }, u.token))).toBe('sorryNotFound');
    expect(await countOf(u.academy.code)).toBe(2);
  });

  it('a superUser may write; an academy that is not activated may not', async () => {
    const { owner } = await withReport('superUser');
    expect(await countOf(owner.academy.code)).toBe(1);
    const closed = await makeUser(s, 'principal', await makeAcademy(s, { activation: false }));
    const st = await makeStaff(closed.academy);
    expect(errorCode(await gql(s.url, SAVE, { i: report(st.staffId) }, closed.token))).toBe('notActivated');
    expect(await countOf(closed.academy.code)).toBe(0);
  });
});

describe('staff reports: REST (/api/adminis)', () => {
  const path = (p: string, who: Signed) => `/api/adminis/staff/${p}/${who.academy.code}`;

  it('every route is refused when not signed in', async () => {
    const code = '100001';
    for (const [method, p] of [['POST', `/api/adminis/staff/report/new/${code}`], ['GET', `/api/adminis/staff/reports/${code}`], ['PUT', `/api/adminis/staff/report/update/${code}`], ['DELETE', `/api/adminis/staff/report/delete/${code}/1`]]) {
      const r = await rest(s.url, method, p, { body: method === 'POST' || method === 'PUT' ? flat('T-1', ['x']) : undefined });
      expect([r.status, r.body.message]).toEqual([401, 'loginError']);
    }
  });

  it('writes are refused for education, accountant and guardian, changing nothing', async () => {
    const { owner, staff, id } = await withReport();
    for (const type of ['education', 'accountant', 'guardian'] as const) {
      const u = await makeUser(s, type, owner.academy);
      expect((await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: flat(staff.staffId, ['x']) })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'PUT', path('report/update', u), { token: u.token, body: flat(staff.staffId, ['x'], { id }) })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'DELETE', `${path('report/delete', u)}/${id}`, { token: u.token })).body.message).toBe('authorRequired');
    }
    expect(await countOf(owner.academy.code)).toBe(1);
    expect((await s.db.getRepository(StaffReport).findOneByOrFail({ id })).reportType).toBe('monthly');
  });

  it('another tenant\'s code, report or staff is refused, changing nothing', async () => {
    const { owner, staff, id } = await withReport();
    const other = await makeUser(s, 'principal');
    const theirs = await makeStaff(other.academy);
    const ownerCode = owner.academy.code;
    // Their code in the path.
    expect((await rest(s.url, 'POST', `/api/adminis/staff/report/new/${ownerCode}`, { token: other.token, body: flat(staff.staffId, ['x']) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/adminis/staff/reports/${ownerCode}`, { token: other.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'PUT', `/api/adminis/staff/report/update/${ownerCode}`, { token: other.token, body: flat(staff.staffId, ['x'], { id }) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/report/delete/${ownerCode}/${id}`, { token: other.token })).body.message).toBe('authorRequired');
    // Their own code with the owner's report id or staff id.
    const put = await rest(s.url, 'PUT', path('report/update', other), { token: other.token, body: flat(theirs.staffId, ['hacked'], { id }) });
    expect([put.status, put.body.message]).toEqual([404, 'sorryNotFound']);
    expect((await rest(s.url, 'DELETE', `${path('report/delete', other)}/${id}`, { token: other.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', path('report/new', other), { token: other.token, body: flat(staff.staffId, ['x']) })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'GET', path('reports', other), { token: other.token })).body).toEqual({ success: true, reports: [], total: 0 });
    const kept = await s.db.getRepository(StaffReport).findOneByOrFail({ id });
    expect([kept.code, kept.triples[0].subject]).toEqual([ownerCode, 'Arabic grammar']);
    expect(await countOf(other.academy.code)).toBe(0);
  });

  it.each([
    ['requiredField', 'staffId', { staff_id: '' }],
    ['invalidValue', 'reportType', { report_type: 'weekly' }],
    ['requiredField', 'date', { date: undefined }],
    ['invalidValue', 'date', { date: '2026-02-30' }],
    ['invalidValue', 'rows', { report_subject10: 'eleventh' }],
    ['requiredField', 'rows.1.subject', { report_subject1: '' }],
    ['invalidValue', 'rows.0.subject', { report_subject0: 42 }],
  ])('POST refuses %s on %s (%j) and writes nothing', async (key, field, over) => {
    const u = await makeUser(s, 'principal');
    const staff = await makeStaff(u.academy);
    const r = await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: flat(staff.staffId, ['a', 'b'], over) });
    expect([r.status, r.body.message, r.body.params]).toEqual([400, key, { field }]);
    expect(await countOf(u.academy.code)).toBe(0);
  });

  it('PUT without an id, with no subject or with bad input changes nothing', async () => {
    const { owner, staff, id } = await withReport();
    const noId = await rest(s.url, 'PUT', path('report/update', owner), { token: owner.token, body: flat(staff.staffId, ['x']) });
    expect([noId.status, noId.body.message, noId.body.params]).toEqual([400, 'requiredField', { field: 'id' }]);
    const none = await rest(s.url, 'PUT', path('report/update', owner), { token: owner.token, body: flat(staff.staffId, [], { id }) });
    expect([none.body.message, none.body.params]).toEqual(['requiredField', { field: 'rows' }]);
    const unknown = await rest(s.url, 'PUT', path('report/update', owner), { token: owner.token, body: flat('NOPE', ['x'], { id }) });
    expect(unknown.body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `${path('report/delete', owner)}/abc`, { token: owner.token })).body.message).toBe('sorryNotFound');
    const kept = await s.db.getRepository(StaffReport).findOneByOrFail({ id });
    expect([kept.reportType, kept.triples.length]).toEqual(['monthly', 2]);
  });

  it('round-trips the spec\'s flat fields (snake_case or camelCase in, snake_case out), updates, lists and deletes', async () => {
    const u = await makeUser(s, 'superUser');
    const staff = await makeStaff(u.academy, { staffId: 'R-1', name: 'Hafez Yusuf', designation: 'Hifz teacher' });
    const subjects = ['Tajweed', 'Hifz', 'Akhlaq', 'Attendance', 'Cleanliness', 'Lesson plans', 'Exams', 'Guardians', 'Library', 'Meetings'];
    const added = await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: flat('R-1', subjects) });
    expect(added.status).toBe(200);
    const r = added.body.report;
    expect(r).toMatchObject({ staff_id: 'R-1', name: 'Hafez Yusuf', designation: 'Hifz teacher', report_type: 'quarterly', date: '2026-04-01' });
    for (let i = 0; i < 10; i++) {
      expect([r[`report_subject${i}`], r[`student_report${i}`], r[`office_report${i}`]]).toEqual([subjects[i], `students ${i}`, `office ${i}`]);
    }
    expect(Object.keys(r).sort()).toEqual(['created_at', 'date', 'designation', 'id', 'name', 'report_type', 'staff_id',
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [`office_report${i}`, `report_subject${i}`, `student_report${i}`])].sort());

    // camelCase, with gaps: the blank triples are dropped, the rest close up; the answer pads with ''.
    const put = await rest(s.url, 'PUT', path('report/update', u), { token: u.token, body: {
      id: r.id, staffId: 'R-1', reportType: 'special', date: '2026-05-02', reportSubject0: 'Tajweed', studentReport0: 'Fluent', officeReport0: 'Noted',
      reportSubject4: 'Exams', studentReport4: '', officeReport4: 'Ready',
    } });
    expect(put.body.report).toMatchObject({
      id: r.id, report_type: 'special', date: '2026-05-02', report_subject0: 'Tajweed', student_report0: 'Fluent', office_report0: 'Noted',
      report_subject1: 'Exams', student_report1: '', office_report1: 'Ready', report_subject2: '', report_subject9: '',
    });
    // The same report through GraphQL.
    const g = (await gql(s.url, ONE, { id: r.id }, u.token)).data.staffReport;
    expect(g.rows).toEqual([{ subject: 'Tajweed', studentReport: 'Fluent', officeReport: 'Noted' }, { subject: 'Exams', studentReport: '', officeReport: 'Ready' }]);

    // A `rows` list is accepted too.
    const second = await rest(s.url, 'POST', path('report/new', u), { token: u.token, body: { staff_id: 'R-1', report_type: 'monthly', date: '2026-06-01', rows: [{ subject: 'Hifz', student_report: 'Juz 12', office_report: '' }] } });
    expect(second.body.report).toMatchObject({ report_subject0: 'Hifz', student_report0: 'Juz 12' });

    const listed = await rest(s.url, 'GET', path('reports', u), { token: u.token });
    expect(listed.body.success).toBe(true);
    expect(listed.body.total).toBe(2);
    expect(listed.body.reports.map((x: { id: number }) => x.id)).toEqual([second.body.report.id, r.id]);
    expect(listed.body.reports[1]).toEqual(put.body.report);
    const page = await rest(s.url, 'GET', `${path('reports', u)}?page=2&pageSize=1`, { token: u.token });
    expect(page.body.reports.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect((await rest(s.url, 'GET', `${path('reports', u)}?limit=0`, { token: u.token })).body.message).toBe('invalidValue');

    expect((await rest(s.url, 'DELETE', `${path('report/delete', u)}/${r.id}`, { token: u.token })).body).toEqual({ success: true });
    expect(await countOf(u.academy.code)).toBe(1);
    expect(staff.staffId).toBe('R-1');
  });
});
