import { AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { GuardianChild } from '../../api/src/domains/auth/guardian-children.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { Article } from '../../api/src/domains/website/article.entity';
import { makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const UPDATE = 'mutation($input: UserUpdateInput!) { updateUser(input: $input) { id type admitNos } }';
const REGISTER = 'mutation($input: UserRegisterInput!) { registerUser(input: $input) { id type admitNos } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const linksOf = async (userId: number) => (await s.db.getRepository(GuardianChild).find({ where: { userId }, order: { admitNo: 'ASC' } })).map((l) => l.admitNo);
const edit = (g: Signed, over: Record<string, unknown> = {}) => ({ id: g.user.id, firstName: 'Abdur', lastName: 'Rahim', ...over });

/** An office (superUser) with students 1–3 of Class 6 and a guardian user of the academy. */
async function office() {
  const boss = await makeUser(s, 'superUser');
  const students = await makeStudents(s, boss.academy, 'Class 6', ['Abdullah', 'Ibrahim', 'Umar']);
  const guardian = await makeUser(s, 'guardian', boss.academy);
  return { boss, guardian, students, code: boss.academy.code };
}

describe('linking a guardian to children (updateUser/registerUser admitNos; REST admit_nos)', () => {
  it('is refused when not signed in', async () => {
    const o = await office();
    expect(errorCode(await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [1] }) }))).toBe('loginError');
    const r = await rest(s.url, 'PUT', `/api/auth/update/${o.code}`, { body: { ...edit(o.guardian), admit_nos: [1] } });
    expect(r.body.message).toBe('loginError');
    expect(await linksOf(o.guardian.user.id)).toEqual([]);
  });

  it('is refused for roles other than admin or superUser, the guardian themself included', async () => {
    const o = await office();
    for (const type of ['principal', 'education', 'accountant'] as const) {
      const u = await makeUser(s, type, o.boss.academy);
      expect(errorCode(await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [1] }) }, u.token))).toBe('authorRequired');
    }
    // A guardian never sets their own children.
    expect(errorCode(await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [1, 2] }) }, o.guardian.token))).toBe('authorRequired');
    expect(await linksOf(o.guardian.user.id)).toEqual([]);
  });

  it('never links to another academy\'s user or student', async () => {
    const o = await office();
    const other = await office();
    // another academy's guardian: sorryNotFound; another academy's path: authorRequired
    expect(errorCode(await gql(s.url, UPDATE, { input: edit(other.guardian, { admitNos: [1] }) }, o.boss.token))).toBe('sorryNotFound');
    const r = await rest(s.url, 'PUT', `/api/auth/update/${other.code}`, { token: o.boss.token, body: { ...edit(other.guardian), admit_nos: [1] } });
    expect(r.body.message).toBe('authorRequired');
    // admit number 9 exists only in the other academy
    await makeStudents(s, other.boss.academy, 'Class 7', ['Yusuf'], 9);
    const nine = await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [9] }) }, o.boss.token);
    expect(nine.errors![0].extensions).toMatchObject({ code: 'sorryNotFound', params: { field: 'admitNos', admitNo: 9 } });
    expect(await linksOf(other.guardian.user.id)).toEqual([]);
    expect(await linksOf(o.guardian.user.id)).toEqual([]);
  });

  it.each([
    ['sorryNotFound', [1, 77]],
    ['invalidValue', [0]],
    ['invalidValue', Array.from({ length: 31 }, (_, i) => i + 1)],
  ])('refuses %s (%j) and writes nothing: neither the links nor the name', async (key, admitNos) => {
    const o = await office();
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [2] }) }, o.boss.token);
    const r = await gql(s.url, UPDATE, { input: edit(o.guardian, { firstName: 'Changed', admitNos }) }, o.boss.token);
    expect(errorCode(r)).toBe(key);
    expect(await linksOf(o.guardian.user.id)).toEqual([2]);
    expect((await s.db.getRepository(User).findOneByOrFail({ id: o.guardian.user.id })).firstName).toBe('Abdur');
  });

  it('refuses children for a user who is not a guardian (invalidValue), and a registration with an unknown one writes no user', async () => {
    const o = await office();
    const teacher = await makeUser(s, 'generalTeacher', o.boss.academy);
    const r = await gql(s.url, UPDATE, { input: { id: teacher.user.id, firstName: 'T', lastName: 'T', admitNos: [1] } }, o.boss.token);
    expect(r.errors![0].extensions).toMatchObject({ code: 'invalidValue', params: { field: 'admitNos' } });
    const email = `g${Date.now()}@example.test`;
    const bad = await gql(s.url, REGISTER, { input: { firstName: 'G', lastName: 'H', email, password: 'secret1', cpassword: 'secret1', type: 'guardian', admitNos: [1, 55] } }, o.boss.token);
    expect(errorCode(bad)).toBe('sorryNotFound');
    expect(await s.db.getRepository(User).countBy({ email })).toBe(0);
  });

  it('links (admin or superUser) over GraphQL and REST: replaces, collapses repeats, lists, and a changed type or deletion drops them', async () => {
    const o = await office();
    const admin = await makeUser(s, 'admin', o.boss.academy);
    const r = await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [3, 1, 3] }) }, admin.token);
    expect(r.data.updateUser).toEqual({ id: o.guardian.user.id, type: 'guardian', admitNos: [1, 3] });
    expect(await linksOf(o.guardian.user.id)).toEqual([1, 3]);
    // omitted: kept
    await gql(s.url, UPDATE, { input: edit(o.guardian, { lastName: 'R' }) }, admin.token);
    expect(await linksOf(o.guardian.user.id)).toEqual([1, 3]);
    // REST (multipart-style comma text and a JSON list)
    const put = await rest(s.url, 'PUT', `/api/auth/update/${o.code}`, { token: o.boss.token, body: { ...edit(o.guardian), admit_nos: '2, 3' } });
    expect(put.body.user).toMatchObject({ id: o.guardian.user.id, admit_nos: [2, 3] });
    const list = await rest(s.url, 'GET', `/api/auth/users/${o.code}`, { token: o.boss.token });
    expect(list.body.users.find((u: { id: number }) => u.id === o.guardian.user.id).admit_nos).toEqual([2, 3]);
    expect(list.body.users.find((u: { id: number }) => u.id === o.boss.user.id).admit_nos).toBeUndefined();
    const users = await gql(s.url, '{ users { id admitNos } }', {}, o.boss.token);
    expect(users.data.users.find((u: { id: number }) => u.id === o.guardian.user.id).admitNos).toEqual([2, 3]);
    // a new guardian with children, over REST
    const reg = await rest(s.url, 'POST', `/api/auth/register/${o.code}`, {
      token: o.boss.token, body: { firstName: 'New', lastName: 'G', email: `n${Date.now()}@example.test`, password: 'secret1', cpassword: 'secret1', userType: 'guardian', admitNos: '[1]' },
    });
    expect(reg.body.user).toMatchObject({ type: 'guardian', admit_nos: [1] });
    // empty list: unlinked
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [] }) }, o.boss.token);
    expect(await linksOf(o.guardian.user.id)).toEqual([]);
    // no longer a guardian: the links go; deleted: they go too
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [1] }) }, o.boss.token);
    await gql(s.url, UPDATE, { input: edit(o.guardian, { type: 'general' }) }, o.boss.token);
    expect(await linksOf(o.guardian.user.id)).toEqual([]);
    expect(await linksOf(reg.body.user.id)).toEqual([1]);
    await gql(s.url, 'mutation($id: Int!) { deleteUser(id: $id) }', { id: reg.body.user.id }, o.boss.token);
    expect(await linksOf(reg.body.user.id)).toEqual([]);
  });
});

describe('a guardian reads only their linked children', () => {
  const READS: [string, (admitNo: number, g: Signed, providerId: number) => Promise<string | null>][] = [
    ['studentResults', async (n, g) => errorCode(await gql(s.url, 'query($n: Int!) { studentResults(admitNo: $n) { examName } }', { n }, g.token))],
    ['studentHomework', async (n, g) => errorCode(await gql(s.url, 'query($n: Int!) { studentHomework(admitNo: $n) { name } }', { n }, g.token))],
    ['studentFees', async (n, g) => errorCode(await gql(s.url, 'query($n: Int!) { studentFees(admitNo: $n) { name owed } }', { n }, g.token))],
    ['studentPayments', async (n, g) => errorCode(await gql(s.url, 'query($n: Int!) { studentPayments(admitNo: $n) { total } }', { n }, g.token))],
    ['studentAttendance', async (n, g) => errorCode(await gql(s.url, 'query($n: Int!) { studentAttendance(admitNo: $n) { name } }', { n }, g.token))],
    ['GET /api/account/fees/student', async (_n, g, id) => {
      const r = await rest(s.url, 'GET', `/api/account/fees/student/${g.academy.code}/${id}/Class%206?year=2026`, { token: g.token });
      return r.body.success === false ? r.body.message : null;
    }],
  ];

  it.each(READS)('%s: a linked child is read; an unlinked one is sorryNotFound; the office reads any', async (_name, read) => {
    const o = await office();
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [2] }) }, o.boss.token);
    expect(await read(2, o.guardian, o.students[1].id)).toBeNull();
    expect(await read(1, o.guardian, o.students[0].id)).toBe('sorryNotFound');
    expect(await read(3, o.guardian, o.students[2].id)).toBe('sorryNotFound');
    // the office reads any student of the academy
    expect(await read(1, o.boss, o.students[0].id)).toBeNull();
    // unlinked again: refused again
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [] }) }, o.boss.token);
    expect(await read(2, o.guardian, o.students[1].id)).toBe('sorryNotFound');
  });

  it('myChildren lists the linked children (name, class, photo); REST children; signed out is loginError', async () => {
    const o = await office();
    await s.db.getRepository(Student).update({ id: o.students[2].id }, { photoUrl: '/files/x/photo.jpg', groupName: 'A' });
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [3, 1] }) }, o.boss.token);
    const r = await gql(s.url, '{ myChildren { admitNo name className groupName photoUrl } }', {}, o.guardian.token);
    expect(r.data.myChildren).toEqual([
      { admitNo: 1, name: 'Abdullah', className: 'Class 6', groupName: '', photoUrl: '' },
      { admitNo: 3, name: 'Umar', className: 'Class 6', groupName: 'A', photoUrl: '/files/x/photo.jpg' },
    ]);
    const rr = await rest(s.url, 'GET', `/api/auth/children/${o.code}`, { token: o.guardian.token });
    expect(rr.body.children.map((c: { admit_no: number; class_name: string }) => [c.admit_no, c.class_name])).toEqual([[1, 'Class 6'], [3, 'Class 6']]);
    expect((await gql(s.url, '{ myChildren { admitNo } }', {}, o.boss.token)).data.myChildren).toEqual([]);
    expect(errorCode(await gql(s.url, '{ myChildren { admitNo } }'))).toBe('loginError');
  });

  it('studentAttendance: the month day by day (present, late, absent on a past day the academy took attendance, empty on other days and after today)', async () => {
    const o = await office();
    await gql(s.url, UPDATE, { input: edit(o.guardian, { admitNos: [1] }) }, o.boss.token);
    const repo = s.db.getRepository(AttendanceRecord);
    const base = { code: o.code, personKind: 'student', personId: o.students[0].id, idNo: '1', name: 'Abdullah', classDesignation: 'Class 6', shift: 'day', startTime: '08:00', endTime: '09:00', gracePeriod: 10, method: 'manual', deviceId: null };
    await repo.save([
      repo.create({ ...base, date: '2026-03-01', arrival: '08:30:00', condition: 'present' }),
      repo.create({ ...base, date: '2026-03-02', arrival: '09:30:00', condition: 'late' }),
      repo.create({ ...base, date: '2026-02-02', arrival: '08:30:00', condition: 'present' }),
      // Ibrahim came on 3 March and 3 February: attendance was taken those days, so Abdullah was absent
      repo.create({ ...base, personId: o.students[1].id, idNo: '2', name: 'Ibrahim', date: '2026-03-03', arrival: '08:10:00', condition: 'present' }),
      repo.create({ ...base, personId: o.students[1].id, idNo: '2', name: 'Ibrahim', date: '2026-02-03', arrival: '08:10:00', condition: 'present' }),
    ]);
    const Q = 'query($n: Int!, $m: String) { studentAttendance(admitNo: $n, month: $m) { admitNo name month present late absent days { date status arrival } } }';
    // issue 25 item 13: a past day without a record and a day to come are told apart (toCome); the weekly holiday is marked
    const W = 'query($n: Int!) { studentAttendance(admitNo: $n) { weeklyHoliday days { date status toCome holiday } } }';
    const week = (await gql(s.url, W, { n: 1 }, o.guardian.token)).data.studentAttendance;
    expect(week.weeklyHoliday).toBe(5);
    // the test clock's today is 2026-03-10; 6 March 2026 is a Friday
    expect(week.days.slice(3, 11)).toEqual([
      { date: '2026-03-04', status: '', toCome: false, holiday: false },
      { date: '2026-03-05', status: '', toCome: false, holiday: false },
      { date: '2026-03-06', status: '', toCome: false, holiday: true },
      { date: '2026-03-07', status: '', toCome: false, holiday: false },
      { date: '2026-03-08', status: '', toCome: false, holiday: false },
      { date: '2026-03-09', status: '', toCome: false, holiday: false },
      { date: '2026-03-10', status: '', toCome: false, holiday: false },
      { date: '2026-03-11', status: '', toCome: true, holiday: false },
    ]);
    expect(week.days.filter((d: { holiday: boolean }) => d.holiday).map((d: { date: string }) => d.date)).toEqual(['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27']);
    const march = (await gql(s.url, Q, { n: 1 }, o.guardian.token)).data.studentAttendance;
    expect(march).toMatchObject({ admitNo: 1, name: 'Abdullah', month: '2026-03', present: 1, late: 1, absent: 1 });
    expect(march.days.slice(0, 4)).toEqual([
      { date: '2026-03-01', status: 'present', arrival: '08:30:00' },
      { date: '2026-03-02', status: 'late', arrival: '09:30:00' },
      { date: '2026-03-03', status: 'absent', arrival: null },
      // nobody has a record on 4 March (a holiday, or not entered): not an absence
      { date: '2026-03-04', status: '', arrival: null },
    ]);
    expect(march.days).toHaveLength(31);
    expect(march.days[10]).toEqual({ date: '2026-03-11', status: '', arrival: null });
    const feb = (await gql(s.url, Q, { n: 1, m: '2026-02' }, o.guardian.token)).data.studentAttendance;
    expect([feb.days.length, feb.present, feb.absent]).toEqual([28, 1, 1]);
    expect(feb.days[2]).toEqual({ date: '2026-02-03', status: 'absent', arrival: null });
    expect(errorCode(await gql(s.url, Q, { n: 1, m: '2026-13' }, o.guardian.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, Q, { n: 1 }))).toBe('loginError');
  });

  it('guardianNotices: the academy\'s notices, newest first, never another academy\'s or the about text', async () => {
    const o = await office();
    const other = await office();
    const repo = s.db.getRepository(Article);
    await repo.save([
      repo.create({ code: o.code, subject: 'notice', title: 'Exam week', writer: 'Office', content: '<p>From Sunday</p>' }),
      repo.create({ code: o.code, subject: 'about', title: 'About us', writer: 'Office', content: '<p>About</p>' }),
      repo.create({ code: o.code, subject: 'notice', title: 'Holiday', writer: 'Office', content: '<p>Closed on Friday</p>' }),
      repo.create({ code: other.code, subject: 'notice', title: 'Other academy', writer: 'x', content: '<p>x</p>' }),
    ]);
    const r = await gql(s.url, '{ guardianNotices { title preview writer } }', {}, o.guardian.token);
    expect(r.data.guardianNotices).toEqual([
      { title: 'Holiday', preview: 'Closed on Friday', writer: 'Office' },
      { title: 'Exam week', preview: 'From Sunday', writer: 'Office' },
    ]);
    expect(errorCode(await gql(s.url, '{ guardianNotices { title } }'))).toBe('loginError');
  });
});
