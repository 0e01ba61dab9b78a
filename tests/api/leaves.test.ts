import { Leave } from '../../api/src/domains/administration/leave.entity';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { makeAcademy, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const LEAVE = 'id kind idNo name classOrDesignation startDate endDate days reason leaveType createdAt';
const SAVE = `mutation($i: LeaveInput!) { saveLeave(input: $i) { ${LEAVE} } }`;
const DELETE = 'mutation($id: Int!) { deleteLeave(id: $id) }';
const LIST = `query($kind: String!, $search: String, $idNo: String, $offset: Int, $limit: Int) {
  leaves(kind: $kind, search: $search, idNo: $idNo, offset: $offset, limit: $limit) { total items { ${LEAVE} } } }`;
const PERSON = 'query($kind: String!, $idNo: String!) { leavePerson(kind: $kind, idNo: $idNo) { kind idNo name classOrDesignation } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

let staffSeq = 0;
async function makeStaff(academy: Academy, over: Partial<Staff> = {}): Promise<Staff> {
  const repo = s.db.getRepository(Staff);
  const n = ++staffSeq;
  return repo.save(repo.create({
    code: academy.code, staffId: `T-${n}`, name: `Ustad ${n}`, fatherName: 'x', designation: 'Assistant teacher',
    birthDate: '1985-01-01', mobile: '01700000000', nid: String(1000000 + n), ...over,
  }));
}

/** An academy with a principal, a staff member (T-…) and two admitted students (1 and 2) and one application. */
async function office(type: Signed['user']['type'] = 'principal') {
  const u = await makeUser(s, type);
  const staff = await makeStaff(u.academy, { name: 'Maulana Abdul Karim', designation: 'Head teacher' });
  const [one, two] = await makeStudents(s, u.academy, 'Class 6', ['Abdullah', 'Fatima'], 1, { groupName: 'Science' });
  await makeStudents(s, u.academy, 'Class 6', ['Applicant'], 50, { admitNo: null });
  return { u, staff, one, two, code: u.academy.code };
}

const staffLeave = (idNo: string, over: Record<string, unknown> = {}) => ({
  kind: 'staff', idNo, leaveStart: '2026-03-01', leaveEnd: '2026-03-03', leaveReason: 'sickness', leaveType: 'written', ...over,
});
const studentLeave = (idNo: string, over: Record<string, unknown> = {}) => ({ ...staffLeave(idNo, over), kind: 'student', ...over });
const count = (code: string) => s.db.getRepository(Leave).countBy({ code });
const rowOf = (id: number) => s.db.getRepository(Leave).findOneByOrFail({ id });

describe('not signed in', () => {
  it('every operation and route is loginError, writing nothing', async () => {
    const { code, staff } = await office();
    expect(errorCode(await gql(s.url, SAVE, { i: staffLeave(staff.staffId) }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { id: 1 }))).toBe('loginError');
    expect(errorCode(await gql(s.url, LIST, { kind: 'staff' }))).toBe('loginError');
    expect(errorCode(await gql(s.url, PERSON, { kind: 'staff', idNo: staff.staffId }))).toBe('loginError');
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/education/student/leave/new/${code}`, studentLeave('1')],
      ['POST', `/api/education/student/leaves/${code}`, {}],
      ['PUT', `/api/education/student/leave/update/${code}`, { id: 1, ...studentLeave('1') }],
      ['DELETE', `/api/education/student/leave/delete/${code}/1`],
      ['POST', `/api/adminis/staff/leave/new/${code}`, staffLeave(staff.staffId)],
      ['GET', `/api/adminis/staff/leaves/${code}`],
      ['PUT', `/api/adminis/staff/leave/update/${code}`, { id: 1, ...staffLeave(staff.staffId) }],
      ['DELETE', `/api/adminis/staff/leave/delete/${code}/1`],
    ];
    for (const [method, path, body] of calls) {
      const r = await rest(s.url, method, path, { body });
      expect([path, r.status, r.body]).toEqual([path, 401, { success: false, message: 'loginError', params: {} }]);
    }
    expect(await count(code)).toBe(0);
  });
});

describe('roles (spec §6: leave add, edit, delete for principal, education, superUser)', () => {
  it('accountant, generalTeacher, guardian and others are authorRequired for every write, changing nothing', async () => {
    const { u, code, staff } = await office();
    const staffRow = (await gql(s.url, SAVE, { i: staffLeave(staff.staffId) }, u.token)).data.saveLeave;
    const studentRow = (await gql(s.url, SAVE, { i: studentLeave('1') }, u.token)).data.saveLeave;
    const before = JSON.stringify(await s.db.getRepository(Leave).find({ where: { code }, order: { id: 'ASC' } }));
    for (const type of ['accountant', 'generalTeacher', 'guardian', 'admin', 'councilMember', 'hostelManager'] as const) {
      const w = await makeUser(s, type, u.academy);
      expect(errorCode(await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: '2026-04-01', leaveEnd: '2026-04-01' }) }, w.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, SAVE, { i: { ...studentLeave('1'), id: studentRow.id, leaveReason: 'other' } }, w.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id: staffRow.id }, w.token))).toBe('authorRequired');
      const calls: [string, string, unknown?][] = [
        ['POST', `/api/education/student/leave/new/${code}`, studentLeave('2')],
        ['PUT', `/api/education/student/leave/update/${code}`, { ...studentLeave('1'), id: studentRow.id, leaveReason: 'other' }],
        ['DELETE', `/api/education/student/leave/delete/${code}/${studentRow.id}`],
        ['POST', `/api/adminis/staff/leave/new/${code}`, staffLeave(staff.staffId, { leaveStart: '2026-05-01', leaveEnd: '2026-05-01' })],
        ['PUT', `/api/adminis/staff/leave/update/${code}`, { ...staffLeave(staff.staffId), id: staffRow.id, leaveType: 'verbal' }],
        ['DELETE', `/api/adminis/staff/leave/delete/${code}/${staffRow.id}`],
      ];
      for (const [method, path, body] of calls) {
        const r = await rest(s.url, method, path, { token: w.token, body });
        expect([type, path, r.status, r.body.message]).toEqual([type, path, 403, 'authorRequired']);
      }
    }
    expect(JSON.stringify(await s.db.getRepository(Leave).find({ where: { code }, order: { id: 'ASC' } }))).toBe(before);
  });

  it('a guardian cannot read leaves; other office users can', async () => {
    const { u, staff } = await office();
    await gql(s.url, SAVE, { i: staffLeave(staff.staffId) }, u.token);
    const guardian = await makeUser(s, 'guardian', u.academy);
    expect(errorCode(await gql(s.url, LIST, { kind: 'staff' }, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, PERSON, { kind: 'student', idNo: '1' }, guardian.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/adminis/staff/leaves/${u.academy.code}`, { token: guardian.token })).body.message).toBe('authorRequired');
    const teacher = await makeUser(s, 'generalTeacher', u.academy);
    expect((await gql(s.url, LIST, { kind: 'staff' }, teacher.token)).data.leaves.total).toBe(1);
  });

  it.each(['principal', 'education', 'superUser'] as const)('%s adds, edits and deletes', async (type) => {
    const { u, staff } = await office(type);
    const a = (await gql(s.url, SAVE, { i: staffLeave(staff.staffId) }, u.token)).data.saveLeave;
    const b = (await gql(s.url, SAVE, { i: { ...staffLeave(staff.staffId), id: a.id, leaveType: 'verbal' } }, u.token)).data.saveLeave;
    expect([b.id, b.leaveType]).toEqual([a.id, 'verbal']);
    expect(await gql(s.url, DELETE, { id: a.id }, u.token)).toEqual({ data: { deleteLeave: true } });
    expect(await count(u.academy.code)).toBe(0);
  });

  it('an academy that is not activated may read but not write (notActivated)', async () => {
    const academy = await makeAcademy(s, { activation: false });
    const u = await makeUser(s, 'principal', academy);
    const staff = await makeStaff(academy);
    expect(errorCode(await gql(s.url, SAVE, { i: staffLeave(staff.staffId) }, u.token))).toBe('notActivated');
    expect((await gql(s.url, LIST, { kind: 'staff' }, u.token)).data.leaves).toEqual({ total: 0, items: [] });
  });
});

describe('another academy', () => {
  it('its leaves cannot be changed, deleted or listed, and its people are not found (sorryNotFound, nothing changed)', async () => {
    const A = await office();
    const B = await office();
    const bStaff = await makeStaff(B.u.academy, { staffId: 'B-only', name: 'B-secret teacher' });
    await makeStudents(s, B.u.academy, 'B class', ['B-secret student'], 900);
    const bStaffLeave = (await gql(s.url, SAVE, { i: staffLeave(bStaff.staffId) }, B.u.token)).data.saveLeave;
    const bStudentLeave = (await gql(s.url, SAVE, { i: studentLeave('900') }, B.u.token)).data.saveLeave;
    const before = JSON.stringify(await s.db.getRepository(Leave).find({ where: { code: B.code }, order: { id: 'ASC' } }));

    // B's leave ids, in A's academy.
    expect(errorCode(await gql(s.url, SAVE, { i: { ...staffLeave(A.staff.staffId), id: bStaffLeave.id } }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: { ...studentLeave('1'), id: bStudentLeave.id } }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id: bStaffLeave.id }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id: bStudentLeave.id }, A.u.token))).toBe('sorryNotFound');
    // B's people, in A's academy.
    expect(errorCode(await gql(s.url, SAVE, { i: staffLeave('B-only') }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: studentLeave('900') }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PERSON, { kind: 'staff', idNo: 'B-only' }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PERSON, { kind: 'student', idNo: '900' }, A.u.token))).toBe('sorryNotFound');
    expect((await gql(s.url, LIST, { kind: 'staff', search: 'B-secret' }, A.u.token)).data.leaves).toEqual({ total: 0, items: [] });
    expect((await gql(s.url, LIST, { kind: 'student', idNo: '900' }, A.u.token)).data.leaves).toEqual({ total: 0, items: [] });

    // REST: A's code with B's ids, and B's code.
    const a = A.code;
    const withAcode: [string, string, unknown?][] = [
      ['PUT', `/api/education/student/leave/update/${a}`, { ...studentLeave('1'), id: bStudentLeave.id }],
      ['DELETE', `/api/education/student/leave/delete/${a}/${bStudentLeave.id}`],
      ['POST', `/api/education/student/leave/new/${a}`, studentLeave('900')],
      ['PUT', `/api/adminis/staff/leave/update/${a}`, { ...staffLeave(A.staff.staffId), id: bStaffLeave.id }],
      ['DELETE', `/api/adminis/staff/leave/delete/${a}/${bStaffLeave.id}`],
      ['POST', `/api/adminis/staff/leave/new/${a}`, staffLeave('B-only')],
    ];
    for (const [method, path, body] of withAcode) {
      const r = await rest(s.url, method, path, { token: A.u.token, body });
      expect([path, r.status, r.body.message]).toEqual([path, 404, 'sorryNotFound']);
    }
    const withBcode: [string, string, unknown?][] = [
      ['POST', `/api/education/student/leaves/${B.code}`, {}],
      ['GET', `/api/adminis/staff/leaves/${B.code}`],
      ['POST', `/api/adminis/staff/leave/new/${B.code}`, staffLeave('B-only', { leaveStart: '2026-06-01', leaveEnd: '2026-06-01' })],
      ['DELETE', `/api/adminis/staff/leave/delete/${B.code}/${bStaffLeave.id}`],
    ];
    for (const [method, path, body] of withBcode) {
      const r = await rest(s.url, method, path, { token: A.u.token, body });
      expect([path, r.status, r.body.message]).toEqual([path, 403, 'authorRequired']);
    }
    expect(JSON.stringify(await s.db.getRepository(Leave).find({ where: { code: B.code }, order: { id: 'ASC' } }))).toBe(before);
    expect(await count(A.code)).toBe(0);
  });
});

describe('bad input (a catalogue key naming the field; nothing written)', () => {
  it.each([
    ['requiredField', 'idNo', { idNo: '' }],
    ['requiredField', 'idNo', { idNo: '   ' }],
    ['requiredField', 'leaveStart', { leaveStart: '' }],
    ['invalidValue', 'leaveStart', { leaveStart: '1-3-2026' }],
    ['invalidValue', 'leaveStart', { leaveStart: '2026-02-29' }],
    ['requiredField', 'leaveEnd', { leaveEnd: '' }],
    ['invalidValue', 'leaveEnd', { leaveEnd: '2026-02-30' }],
    ['invalidValue', 'leaveEnd', { leaveStart: '2026-03-05', leaveEnd: '2026-03-04' }],
    ['requiredField', 'leaveReason', { leaveReason: '' }],
    ['invalidValue', 'leaveReason', { leaveReason: 'boredom' }],
    ['requiredField', 'leaveType', { leaveType: '' }],
    ['invalidValue', 'leaveType', { leaveType: 'email' }],
    ['invalidValue', 'kind', { kind: 'guardian' }],
    ['requiredField', 'kind', { kind: '' }],
  ])('saveLeave refuses %s on %s (%j)', async (key, field, over) => {
    const { u, code, staff } = await office();
    const r = await gql(s.url, SAVE, { i: staffLeave(staff.staffId, over) }, u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toEqual({ field });
    expect(await count(code)).toBe(0);
  });

  it('an id number of nobody is sorryNotFound: no such staff id, no such admit number, an application without one', async () => {
    const { u, code } = await office();
    expect(errorCode(await gql(s.url, SAVE, { i: staffLeave('T-none') }, u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: studentLeave('77') }, u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: studentLeave('abc') }, u.token))).toBe('sorryNotFound');
    // The application has form number 50 and no admit number.
    expect(errorCode(await gql(s.url, PERSON, { kind: 'student', idNo: '50' }, u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: studentLeave('50') }, u.token))).toBe('sorryNotFound');
    expect(await count(code)).toBe(0);
  });

  it('REST refuses the same way, with the field in params', async () => {
    const { u, code, staff } = await office();
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ['POST', `/api/adminis/staff/leave/new/${code}`, staffLeave(staff.staffId, { leaveReason: '' }), 'requiredField', 'leaveReason'],
      ['POST', `/api/adminis/staff/leave/new/${code}`, staffLeave(staff.staffId, { leaveStart: '2026-03-09', leaveEnd: '2026-03-08' }), 'invalidValue', 'leaveEnd'],
      ['POST', `/api/education/student/leave/new/${code}`, { id_no: '1', start_date: '2026-03-01', end_date: '', reason: 'sickness', leave_type: 'verbal' }, 'requiredField', 'leaveEnd'],
      ['POST', `/api/education/student/leave/new/${code}`, studentLeave('1', { leaveType: 'sms' }), 'invalidValue', 'leaveType'],
      ['PUT', `/api/education/student/leave/update/${code}`, studentLeave('1'), 'requiredField', 'id'],
      ['PUT', `/api/adminis/staff/leave/update/${code}`, { ...staffLeave(staff.staffId), id: 'x' }, 'invalidValue', 'id'],
    ];
    for (const [method, path, body, key, field] of cases) {
      const r = await rest(s.url, method, path, { token: u.token, body });
      expect([path, r.status, r.body]).toEqual([path, 400, { success: false, message: key, params: { field } }]);
    }
    expect(await count(code)).toBe(0);
  });
});

describe('overlap (one person\'s leaves may not share a day)', () => {
  it('refuses a leave that shares a day with another of the same person, on create and update (not with itself)', async () => {
    const { u, code, staff } = await office();
    const first = (await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: '2026-03-10', leaveEnd: '2026-03-12' }) }, u.token)).data.saveLeave;
    for (const [start, end] of [['2026-03-12', '2026-03-14'], ['2026-03-08', '2026-03-10'], ['2026-03-11', '2026-03-11'], ['2026-03-01', '2026-03-31']]) {
      const r = await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: start, leaveEnd: end }) }, u.token);
      expect([start, end, errorCode(r)]).toEqual([start, end, 'duplicateNotPossible']);
    }
    expect(await count(code)).toBe(1);
    // The days just before and after are free; so is the same range for another person or a student.
    const next = (await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: '2026-03-13', leaveEnd: '2026-03-13' }) }, u.token)).data.saveLeave;
    expect(next.days).toBe(1);
    expect((await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: '2026-03-09', leaveEnd: '2026-03-09' }) }, u.token)).data.saveLeave.days).toBe(1);
    const other = await makeStaff(u.academy);
    expect(errorCode(await gql(s.url, SAVE, { i: staffLeave(other.staffId, { leaveStart: '2026-03-10', leaveEnd: '2026-03-12' }) }, u.token))).toBeNull();
    expect(errorCode(await gql(s.url, SAVE, { i: studentLeave('1', { leaveStart: '2026-03-10', leaveEnd: '2026-03-12' }) }, u.token))).toBeNull();
    // Update: moving over the next leave is refused; changing the leave within its own days is not.
    const moved = await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { id: first.id, leaveStart: '2026-03-10', leaveEnd: '2026-03-13' }) }, u.token);
    expect(errorCode(moved)).toBe('duplicateNotPossible');
    expect(moved.errors![0].extensions!.params).toEqual({ field: 'leaveStart' });
    const same = await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { id: first.id, leaveStart: '2026-03-11', leaveEnd: '2026-03-12', leaveReason: 'hajj' }) }, u.token);
    expect(same.data.saveLeave).toMatchObject({ id: first.id, startDate: '2026-03-11', endDate: '2026-03-12', days: 2, reason: 'hajj' });
    const r = await rest(s.url, 'POST', `/api/adminis/staff/leave/new/${code}`, { token: u.token, body: staffLeave(staff.staffId, { leaveStart: '2026-03-12', leaveEnd: '2026-03-12' }) });
    expect([r.status, r.body.message]).toEqual([409, 'duplicateNotPossible']);
    expect((await rowOf(first.id)).endDate).toBe('2026-03-12');
  });
});

describe('success', () => {
  it('finds the person, counts the days on the server and keeps name and class/designation', async () => {
    const { u, staff } = await office('education');
    expect((await gql(s.url, PERSON, { kind: 'staff', idNo: ` ${staff.staffId} ` }, u.token)).data.leavePerson)
      .toEqual({ kind: 'staff', idNo: staff.staffId, name: 'Maulana Abdul Karim', classOrDesignation: 'Head teacher' });
    expect((await gql(s.url, PERSON, { kind: 'student', idNo: '2' }, u.token)).data.leavePerson)
      .toEqual({ kind: 'student', idNo: '2', name: 'Fatima', classOrDesignation: 'Class 6 / Science' });
    const leave = (await gql(s.url, SAVE, { i: studentLeave('2', { leaveStart: '2026-02-27', leaveEnd: '2026-03-02', leaveReason: 'familyWedding', leaveType: 'verbal' }) }, u.token)).data.saveLeave;
    expect(leave).toMatchObject({
      kind: 'student', idNo: '2', name: 'Fatima', classOrDesignation: 'Class 6 / Science', startDate: '2026-02-27', endDate: '2026-03-02',
      days: 4, reason: 'familyWedding', leaveType: 'verbal',
    });
    expect(new Date(leave.createdAt).getTime()).not.toBeNaN();
    // Update to another person and other dates: all follow.
    const moved = (await gql(s.url, SAVE, { i: studentLeave('1', { id: leave.id, leaveStart: '2025-12-31', leaveEnd: '2026-01-01' }) }, u.token)).data.saveLeave;
    expect(moved).toMatchObject({ id: leave.id, idNo: '1', name: 'Abdullah', days: 2 });
    // A student leave is not updated as a staff leave.
    expect(errorCode(await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { id: leave.id }) }, u.token))).toBe('sorryNotFound');
  });

  it('lists one kind, newest start first, paged, by person or by words', async () => {
    const { u, staff } = await office();
    const other = await makeStaff(u.academy, { name: 'Hafez Nurul Islam', designation: 'Hifz teacher' });
    await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: '2026-01-05', leaveEnd: '2026-01-06' }) }, u.token);
    await gql(s.url, SAVE, { i: staffLeave(other.staffId, { leaveStart: '2026-02-05', leaveEnd: '2026-02-05' }) }, u.token);
    await gql(s.url, SAVE, { i: staffLeave(staff.staffId, { leaveStart: '2026-03-05', leaveEnd: '2026-03-09' }) }, u.token);
    await gql(s.url, SAVE, { i: studentLeave('1') }, u.token);
    const all = (await gql(s.url, LIST, { kind: 'staff' }, u.token)).data.leaves;
    expect([all.total, all.items.map((l: { startDate: string }) => l.startDate)]).toEqual([3, ['2026-03-05', '2026-02-05', '2026-01-05']]);
    const page = (await gql(s.url, LIST, { kind: 'staff', offset: 1, limit: 1 }, u.token)).data.leaves;
    expect([page.total, page.items.map((l: { name: string }) => l.name)]).toEqual([3, ['Hafez Nurul Islam']]);
    expect((await gql(s.url, LIST, { kind: 'staff', idNo: staff.staffId }, u.token)).data.leaves.total).toBe(2);
    expect((await gql(s.url, LIST, { kind: 'staff', search: 'hifz' }, u.token)).data.leaves.items.map((l: { name: string }) => l.name)).toEqual(['Hafez Nurul Islam']);
    expect((await gql(s.url, LIST, { kind: 'staff', search: '%' }, u.token)).data.leaves.total).toBe(0);
    expect((await gql(s.url, LIST, { kind: 'student' }, u.token)).data.leaves.items.map((l: { name: string }) => l.name)).toEqual(['Abdullah']);
    expect(errorCode(await gql(s.url, LIST, { kind: 'parent' }, u.token))).toBe('invalidValue');
  });

  it('REST: the student calls under /api/education', async () => {
    const { u, code } = await office();
    const created = await rest(s.url, 'POST', `/api/education/student/leave/new/${code}`, {
      token: u.token, body: { idNo: 1, leaveStart: '2026-03-01', leaveEnd: '2026-03-01', leaveReason: 'sickness', leaveType: 'written' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      success: true,
      leave: {
        id: expect.any(Number), kind: 'student', id_no: '1', name: 'Abdullah', class_or_designation: 'Class 6 / Science',
        start_date: '2026-03-01', end_date: '2026-03-01', days: 1, reason: 'sickness', leave_type: 'written', created_at: expect.any(String),
      },
    });
    const id = created.body.leave.id;
    // The stored names are read too.
    const second = await rest(s.url, 'POST', `/api/education/student/leave/new/${code}`, {
      token: u.token, body: { id_no: '2', start_date: '2024-02-28', end_date: '2024-03-01', reason: 'religiousFestival', leave_type: 'verbal' },
    });
    expect(second.body.leave).toMatchObject({ id_no: '2', days: 3, reason: 'religiousFestival', leave_type: 'verbal' });
    const updated = await rest(s.url, 'PUT', `/api/education/student/leave/update/${code}`, {
      token: u.token, body: { id, idNo: '1', leaveStart: '2026-03-01', leaveEnd: '2026-03-04', leaveReason: 'deathInFamily', leaveType: 'verbal' },
    });
    expect(updated.body.leave).toMatchObject({ id, start_date: '2026-03-01', end_date: '2026-03-04', days: 4, reason: 'deathInFamily', leave_type: 'verbal' });
    const listed = await rest(s.url, 'POST', `/api/education/student/leaves/${code}`, { token: u.token, body: {} });
    expect(listed.body).toMatchObject({ success: true, total: 2 });
    expect(listed.body.leaves.map((l: { id_no: string; days: number }) => [l.id_no, l.days])).toEqual([['1', 4], ['2', 3]]);
    const filtered = await rest(s.url, 'POST', `/api/education/student/leaves/${code}`, { token: u.token, body: { id_no: '2' } });
    expect(filtered.body.leaves.map((l: { id_no: string }) => l.id_no)).toEqual(['2']);
    const paged = await rest(s.url, 'POST', `/api/education/student/leaves/${code}?page=2&pageSize=1`, { token: u.token, body: {} });
    expect([paged.body.total, paged.body.leaves.map((l: { id_no: string }) => l.id_no)]).toEqual([2, ['2']]);
    expect((await rest(s.url, 'DELETE', `/api/education/student/leave/delete/${code}/${id}`, { token: u.token })).body).toEqual({ success: true });
    expect((await rest(s.url, 'DELETE', `/api/education/student/leave/delete/${code}/${id}`, { token: u.token })).body.message).toBe('sorryNotFound');
    expect(await count(code)).toBe(1);
  });

  it('REST: the staff calls under /api/adminis; a student leave is not a staff leave', async () => {
    const { u, code, staff } = await office();
    const created = await rest(s.url, 'POST', `/api/adminis/staff/leave/new/${code}`, {
      token: u.token, body: { idNo: staff.staffId, leaveStart: '2026-12-30', leaveEnd: '2027-01-02', leaveReason: 'hajj', leaveType: 'written' },
    });
    expect(created.body).toEqual({
      success: true,
      leave: {
        id: expect.any(Number), kind: 'staff', id_no: staff.staffId, name: 'Maulana Abdul Karim', class_or_designation: 'Head teacher',
        start_date: '2026-12-30', end_date: '2027-01-02', days: 4, reason: 'hajj', leave_type: 'written', created_at: expect.any(String),
      },
    });
    const id = created.body.leave.id;
    const updated = await rest(s.url, 'PUT', `/api/adminis/staff/leave/update/${code}`, {
      token: u.token, body: { id, id_no: staff.staffId, start_date: '2026-12-30', end_date: '2026-12-31', reason: 'umrah', leave_type: 'verbal' },
    });
    expect(updated.body.leave).toMatchObject({ id, days: 2, reason: 'umrah', leave_type: 'verbal' });
    const listed = await rest(s.url, 'GET', `/api/adminis/staff/leaves/${code}?search=karim`, { token: u.token });
    expect(listed.body).toMatchObject({ success: true, total: 1, leaves: [{ id, id_no: staff.staffId, days: 2 }] });
    // The student paths do not reach a staff leave, nor the staff paths a student leave.
    const studentId = (await gql(s.url, SAVE, { i: studentLeave('1') }, u.token)).data.saveLeave.id;
    expect((await rest(s.url, 'DELETE', `/api/education/student/leave/delete/${code}/${id}`, { token: u.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/leave/delete/${code}/${studentId}`, { token: u.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'PUT', `/api/adminis/staff/leave/update/${code}`, { token: u.token, body: { ...staffLeave(staff.staffId), id: studentId } })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/leave/delete/${code}/${id}`, { token: u.token })).body).toEqual({ success: true });
    expect((await rest(s.url, 'GET', `/api/adminis/staff/leaves/${code}`, { token: u.token })).body).toEqual({ success: true, leaves: [], total: 0 });
    expect(await count(code)).toBe(1);
  });
});

describe('the one search box (issue 25 item 18)', () => {
  it('matches the name or the id number as typed (any digits), never another academy\'s leaves; bad input is invalidValue', async () => {
    const A = await office();
    const B = await office();
    // the same name and id numbers in both academies
    const aOther = await makeStaff(A.u.academy, { staffId: 'S-12', name: 'Hafez Nurul Islam', designation: 'Hifz teacher' });
    const bOther = await makeStaff(B.u.academy, { staffId: 'S-12', name: 'Hafez Nurul Islam', designation: 'Hifz teacher' });
    await gql(s.url, SAVE, { i: staffLeave(A.staff.staffId) }, A.u.token);
    const aLeave = (await gql(s.url, SAVE, { i: staffLeave(aOther.staffId, { leaveStart: '2026-04-01', leaveEnd: '2026-04-01' }) }, A.u.token)).data.saveLeave;
    const bLeave = (await gql(s.url, SAVE, { i: staffLeave(bOther.staffId, { leaveStart: '2026-04-01', leaveEnd: '2026-04-01' }) }, B.u.token)).data.saveLeave;
    await gql(s.url, SAVE, { i: studentLeave('2') }, A.u.token);
    await gql(s.url, SAVE, { i: studentLeave('2') }, B.u.token);
    const ids = async (kind: string, search: string, token = A.u.token) =>
      ((await gql(s.url, LIST, { kind, search }, token)).data.leaves.items as { id: number }[]).map((l) => l.id);

    expect(await ids('staff', 'nurul')).toEqual([aLeave.id]);
    expect(await ids('staff', 'S-12')).toEqual([aLeave.id]);
    expect(await ids('staff', 'S-১২')).toEqual([aLeave.id]);
    expect(await ids('staff', 'S-١٢')).toEqual([aLeave.id]);
    expect(await ids('staff', 'nurul', B.u.token)).toEqual([bLeave.id]);
    // a student by admit number typed in Bengali digits, or by name; only this academy's
    const byAdmit = (await gql(s.url, LIST, { kind: 'student', search: '২' }, A.u.token)).data.leaves;
    expect([byAdmit.total, byAdmit.items.map((l: { name: string }) => l.name)]).toEqual([1, ['Fatima']]);
    expect((await gql(s.url, LIST, { kind: 'student', search: 'fatima' }, A.u.token)).data.leaves.total).toBe(1);
    expect(await ids('staff', 'no such person')).toEqual([]);
    // REST: the same filter
    const listed = await rest(s.url, 'GET', `/api/adminis/staff/leaves/${A.code}?search=${encodeURIComponent('S-১২')}`, { token: A.u.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(`"id":${aLeave.id}`);
    expect(JSON.stringify(listed.body)).not.toContain(`"id":${bLeave.id}`);
    // bad input: too long, or not text
    expect(errorCode(await gql(s.url, LIST, { kind: 'staff', search: 'x'.repeat(121) }, A.u.token))).toBe('invalidValue');
    const tooLong = await rest(s.url, 'GET', `/api/adminis/staff/leaves/${A.code}?search=${'x'.repeat(121)}`, { token: A.u.token });
    expect(tooLong.body.message).toBe('invalidValue');
  });
});
