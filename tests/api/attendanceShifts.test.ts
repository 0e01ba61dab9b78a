import { Staff } from '../../api/src/domains/administration/staff.entity';
import { AttendanceDevice, AttendanceRecord, AttendanceShift } from '../../api/src/domains/attendance/entities';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { pullsSettled, setAttendanceReader, type Punch } from '../../api/src/domains/attendance/puller';
import { makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** Issue 12: per-academy shift settings (students and officiants apart), edited by the superUser, used for the late mark. */
const SHIFT = 'personKind shift name active startTime endTime gracePeriod';
const LIST = `{ attendanceShifts { ${SHIFT} } }`;
const SAVE = `mutation($s: [AttendanceShiftInput!]!) { saveAttendanceShifts(shifts: $s) { ${SHIFT} } }`;
const ENTRY = 'mutation($i: AttendanceInput!) { saveAttendance(input: $i) { idNo shift startTime endTime gracePeriod condition } }';
const PULL = 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { started } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { setAttendanceReader(null); await s.close(); });

const studentDay = { personKind: 'student', shift: 'day', name: 'Morning', active: true, startTime: '07:30', endTime: '07:45', gracePeriod: 5 };
const staffDay = { personKind: 'officiant', shift: 'day', name: '', active: true, startTime: '09:00', endTime: '09:15', gracePeriod: 0 };
const rows = (code: string) => s.db.getRepository(AttendanceShift).find({ where: { code }, order: { personKind: 'ASC', shift: 'ASC' } });

let seq = 0;
async function office(type: Signed['user']['type'] = 'superUser') {
  const u = await makeUser(s, type);
  const staff = s.db.getRepository(Staff);
  const n = ++seq;
  const t = await staff.save(staff.create({ code: u.academy.code, staffId: `S-${n}`, name: 'Maulana Karim', fatherName: 'x', designation: 'Teacher', birthDate: '1985-01-01', mobile: '01700000000', nid: String(8100000 + n) }));
  await makeStudents(s, u.academy, 'Class 6', ['Abdullah', 'Fatima'], 1);
  return { u, code: u.academy.code, staffId: t.staffId };
}

describe('shift settings: read by any staff, saved by the superUser', () => {
  it('unsaved: the defaults (day runs, night and weekend do not), students first', async () => {
    const { u } = await office('generalTeacher');
    const list = (await gql(s.url, LIST, {}, u.token)).data.attendanceShifts;
    expect(list.map((x: { personKind: string; shift: string; active: boolean }) => `${x.personKind}:${x.shift}:${x.active}`)).toEqual([
      'student:day:true', 'student:night:false', 'student:weekend:false', 'officiant:day:true', 'officiant:night:false', 'officiant:weekend:false',
    ]);
    expect(list[0]).toEqual({ personKind: 'student', shift: 'day', name: '', active: true, startTime: '08:00', endTime: '08:30', gracePeriod: 10 });
  });

  it('not signed in, a guardian, or a staff user who is not the superUser: refused, nothing written', async () => {
    const { u, code } = await office();
    expect(errorCode(await gql(s.url, LIST))).toBe('loginError');
    expect(errorCode(await gql(s.url, SAVE, { s: [studentDay] }))).toBe('loginError');
    expect((await rest(s.url, 'GET', `/api/others/attendance_shifts/${code}`)).status).toBe(401);
    expect((await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { body: { shifts: [studentDay] } })).status).toBe(401);
    const guardian = await makeUser(s, 'guardian', u.academy);
    expect(errorCode(await gql(s.url, LIST, {}, guardian.token))).toBe('authorRequired');
    for (const type of ['education', 'principal', 'admin', 'generalTeacher'] as const) {
      const other = await makeUser(s, type, u.academy);
      expect([type, errorCode(await gql(s.url, SAVE, { s: [studentDay] }, other.token))]).toEqual([type, 'authorRequired']);
      const r = await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { token: other.token, body: { shifts: [studentDay] } });
      expect([type, r.status, r.body.message]).toEqual([type, 403, 'authorRequired']);
    }
    expect(await rows(code)).toEqual([]);
  });

  it('bad input: the end not after the start, grace outside 0..180, a bad time, a shift twice — invalidValue (or duplicateNotPossible) with the field, nothing written', async () => {
    const { u, code } = await office();
    const cases: [Record<string, unknown>[], string, string | null][] = [
      [[{ ...studentDay, endTime: '07:30' }], 'invalidValue', 'shifts.0.endTime'],
      [[staffDay, { ...studentDay, endTime: '07:00' }], 'invalidValue', 'shifts.1.endTime'],
      [[{ ...studentDay, gracePeriod: 181 }], 'invalidValue', null],
      [[{ ...studentDay, gracePeriod: -1 }], 'invalidValue', null],
      [[{ ...studentDay, startTime: '25:00' }], 'invalidValue', null],
      [[{ ...studentDay, shift: 'evening' }], 'invalidValue', null],
      [[{ ...studentDay, name: 'x'.repeat(41) }], 'invalidValue', null],
      [[studentDay, { ...studentDay, name: 'again' }], 'duplicateNotPossible', 'shifts.1.shift'],
      [[], 'requiredField', 'shifts'],
    ];
    for (const [list, key, field] of cases) {
      const r = await gql(s.url, SAVE, { s: list }, u.token);
      expect([list, errorCode(r)]).toEqual([list, key]);
      if (field) expect(r.errors?.[0].extensions?.params).toMatchObject({ field });
    }
    // the REST shim refuses the same things with the same keys
    const bad = await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { token: u.token, body: { shifts: [{ user_type: 'student', shift: 'day', active: true, start_time: '08:00', end_time: '07:59', grace_period: 0 }] } });
    expect([bad.status, bad.body.message, bad.body.params]).toEqual([400, 'invalidValue', { field: 'shifts.0.endTime' }]);
    const grace = await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { token: u.token, body: { shifts: [{ user_type: 'student', shift: 'day', active: true, start_time: '08:00', end_time: '08:30', grace_period: '181' }] } });
    expect([grace.status, grace.body.message]).toEqual([400, 'invalidValue']);
    expect((await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { token: u.token, body: {} })).body.message).toBe('requiredField');
    expect(await rows(code)).toEqual([]);
  });

  it('the superUser saves some shifts (the others keep theirs); GraphQL and REST (spec names) answer all six', async () => {
    const { u, code } = await office();
    const saved = (await gql(s.url, SAVE, { s: [studentDay, { ...staffDay, gracePeriod: 180 }] }, u.token)).data.saveAttendanceShifts;
    expect(saved).toHaveLength(6);
    expect(saved[0]).toEqual(studentDay);
    expect(saved[3]).toEqual({ ...staffDay, gracePeriod: 180 });
    expect(saved[1]).toMatchObject({ shift: 'night', startTime: '18:00', active: false });
    const put = await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { token: u.token, body: { shifts: [
      { user_type: 'officiant', shift: 'day', name: ' Office ', active: 'true', start_time: '09:00', end_time: '09:15', grace_period: '0' },
      { user_type: 'student', shift: 'weekend', active: true, start_time: '10:00', end_time: '10:20', grace_period: 15 },
    ] } });
    expect(put.status).toBe(200);
    expect(put.body.shifts[3]).toEqual({ user_type: 'officiant', shift: 'day', name: 'Office', active: true, start_time: '09:00', end_time: '09:15', grace_period: 0 });
    const got = await rest(s.url, 'GET', `/api/others/attendance_shifts/${code}`, { token: u.token });
    expect(got.body.shifts.map((x: { user_type: string; shift: string; start_time: string; active: boolean }) => `${x.user_type}:${x.shift}:${x.start_time}:${x.active}`)).toEqual([
      'student:day:07:30:true', 'student:night:18:00:false', 'student:weekend:10:00:true', 'officiant:day:09:00:true', 'officiant:night:18:00:false', 'officiant:weekend:09:00:false',
    ]);
    expect(await rows(code)).toHaveLength(3);
  });
});

describe('the weekly holiday: a day setting saved with the shifts (issue 25 item 22)', () => {
  const SAVE_WITH = `mutation($s: [AttendanceShiftInput!]!, $w: Int) { saveAttendanceShifts(shifts: $s, weeklyHoliday: $w) { shift } }`;
  const HOLIDAY = '{ settings { weeklyHoliday } }';
  const holidayOf = async (code: string) => (await s.db.getRepository(AcademySettings).findOneBy({ code }))?.weeklyHoliday ?? null;

  it('Friday (5) until saved; not signed in, another role, a day outside 0–6: refused, nothing written', async () => {
    const { u, code } = await office();
    expect((await gql(s.url, HOLIDAY, {}, u.token)).data.settings.weeklyHoliday).toBe(5);
    expect(errorCode(await gql(s.url, SAVE_WITH, { s: [studentDay], w: 4 }))).toBe('loginError');
    const principal = await makeUser(s, 'principal', u.academy);
    expect(errorCode(await gql(s.url, SAVE_WITH, { s: [studentDay], w: 4 }, principal.token))).toBe('authorRequired');
    for (const w of [7, -1]) {
      const r = await gql(s.url, SAVE_WITH, { s: [studentDay], w }, u.token);
      expect([w, errorCode(r), r.errors?.[0].extensions?.params]).toEqual([w, 'invalidValue', { field: 'weeklyHoliday' }]);
    }
    const put = await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${code}`, { token: u.token, body: { shifts: [studentDay], weekly_holiday: 'sunday' } });
    expect([put.status, put.body.message, put.body.params]).toEqual([400, 'invalidValue', { field: 'weeklyHoliday' }]);
    expect(await holidayOf(code)).toBeNull();
    expect(await rows(code)).toEqual([]);
  });

  it('saved by the superUser (GraphQL and REST); another academy keeps Friday; a punch on the new holiday is the holiday shift', async () => {
    const A = await office();
    const B = await office();
    await gql(s.url, SAVE_WITH, { s: [studentDay], w: 4 }, A.u.token);
    expect(await holidayOf(A.code)).toBe(4);
    expect((await gql(s.url, HOLIDAY, {}, A.u.token)).data.settings.weeklyHoliday).toBe(4);
    expect((await gql(s.url, HOLIDAY, {}, B.u.token)).data.settings.weeklyHoliday).toBe(5);
    // saving the shifts without the holiday leaves it
    await gql(s.url, SAVE, { s: [studentDay] }, A.u.token);
    expect(await holidayOf(A.code)).toBe(4);
    const put = await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${A.code}`, { token: A.u.token, body: { shifts: [studentDay], weekly_holiday: '6' } });
    expect([put.status, put.body.weekly_holiday]).toEqual([200, 6]);
    expect((await rest(s.url, 'GET', `/api/others/attendance_shifts/${B.code}`, { token: B.u.token })).body.weekly_holiday).toBe(5);
    // 2026-03-07 is a Saturday, the holiday now: a manual entry's shift is what the office says, but a device punch is the holiday (weekend) shift
    const devices = s.db.getRepository(AttendanceDevice);
    const d = await devices.save(devices.create({ code: A.code, deviceName: 'Gate', deviceUser: 'All', ipAddress: '10.0.0.9', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'g@example.test' }));
    setAttendanceReader(async () => [{ userId: '1', date: '2026-03-07', time: '09:00:00' }]);
    await gql(s.url, PULL, { id: d.id }, A.u.token);
    await pullsSettled();
    setAttendanceReader(null);
    const got = await s.db.getRepository(AttendanceRecord).findOneBy({ code: A.code, date: '2026-03-07' });
    expect(got?.shift).toBe('weekend');
  });
});

describe('the late mark uses the academy\'s shifts (students and officiants apart)', () => {
  it('manual entries: the person kind\'s shift times unless the entry gives its own', async () => {
    const { u, staffId } = await office();
    await gql(s.url, SAVE, { s: [studentDay, staffDay] }, u.token);
    const entry = (over: Record<string, unknown>) => ({ personKind: 'student', idNo: '1', date: '2026-03-02', shift: 'day', ...over });
    // students: 07:30–07:45 + 5 → late after 07:50
    expect((await gql(s.url, ENTRY, { i: entry({ arrival: '07:50' }) }, u.token)).data.saveAttendance).toEqual({ idNo: '1', shift: 'day', startTime: '07:30', endTime: '07:45', gracePeriod: 5, condition: 'present' });
    expect((await gql(s.url, ENTRY, { i: entry({ idNo: '2', arrival: '07:51' }) }, u.token)).data.saveAttendance.condition).toBe('late');
    // officiants: 09:00–09:15, no grace
    expect((await gql(s.url, ENTRY, { i: entry({ personKind: 'officiant', idNo: staffId, arrival: '09:15' }) }, u.token)).data.saveAttendance).toMatchObject({ endTime: '09:15', gracePeriod: 0, condition: 'present' });
    expect((await gql(s.url, ENTRY, { i: entry({ personKind: 'officiant', idNo: staffId, arrival: '09:16' }) }, u.token)).data.saveAttendance.condition).toBe('late');
    // the entry's own times win
    expect((await gql(s.url, ENTRY, { i: entry({ arrival: '08:00', date: '2026-03-03', endTime: '08:00', gracePeriod: 0 }) }, u.token)).data.saveAttendance).toMatchObject({ startTime: '07:30', endTime: '08:00', condition: 'present' });
  });

  it('device punches: the shift and the late mark by the person kind\'s settings; another academy keeps the defaults', async () => {
    const A = await office();
    const B = await office();
    await gql(s.url, SAVE, { s: [studentDay, staffDay, { ...studentDay, shift: 'night', name: '', startTime: '13:00', endTime: '13:20', gracePeriod: 0 }] }, A.u.token);
    const devices = s.db.getRepository(AttendanceDevice);
    const punches: Punch[] = [
      { userId: '1', date: '2026-03-02', time: '07:52:00' }, // student day: late (after 07:50)
      { userId: '2', date: '2026-03-02', time: '11:30:00' }, // student: night (from 10:25, halfway between the day's close 07:50 and 13:00): early, present
      { userId: 'STAFF', date: '2026-03-02', time: '09:10:00' }, // officiant day: present
    ];
    for (const x of [A, B]) {
      const d = await devices.save(devices.create({ code: x.code, deviceName: 'Gate', deviceUser: 'All', ipAddress: '10.0.0.9', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'g@example.test' }));
      setAttendanceReader(async () => punches.map((p) => (p.userId === 'STAFF' ? { ...p, userId: x.staffId } : p)));
      expect((await gql(s.url, PULL, { id: d.id }, x.u.token)).data.pullAttendanceDevice).toEqual({ started: true });
      // "pull now" answers at once; its outcome is kept on the device
      await pullsSettled();
      expect(await devices.findOneByOrFail({ id: d.id })).toMatchObject({ lastAdded: 3, lastError: '' });
    }
    setAttendanceReader(null);
    const marks = async (code: string) => (await s.db.getRepository(AttendanceRecord).find({ where: { code }, order: { arrival: 'ASC' } }))
      .map((r) => [r.personKind, r.arrival, r.shift, `${r.startTime}-${r.endTime}+${r.gracePeriod}`, r.condition]);
    expect(await marks(A.code)).toEqual([
      ['student', '07:52:00', 'day', '07:30-07:45+5', 'late'],
      ['officiant', '09:10:00', 'day', '09:00-09:15+0', 'present'],
      ['student', '11:30:00', 'night', '13:00-13:20+0', 'present'],
    ]);
    expect(await marks(B.code)).toEqual([
      ['student', '07:52:00', 'day', '08:00-08:30+10', 'present'],
      ['officiant', '09:10:00', 'day', '08:00-08:30+10', 'late'],
      ['student', '11:30:00', 'day', '08:00-08:30+10', 'late'],
    ]);
  });

  it('another academy\'s superUser changes only its own shifts', async () => {
    const A = await office();
    const B = await office();
    await gql(s.url, SAVE, { s: [studentDay] }, B.u.token);
    const before = JSON.stringify(await rows(B.code));
    await gql(s.url, SAVE, { s: [{ ...studentDay, startTime: '06:00' }] }, A.u.token);
    expect((await rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${B.code}`, { token: A.u.token, body: { shifts: [studentDay] } })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/attendance_shifts/${B.code}`, { token: A.u.token })).body.message).toBe('authorRequired');
    expect(JSON.stringify(await rows(B.code))).toBe(before);
    expect((await gql(s.url, LIST, {}, B.u.token)).data.attendanceShifts[0].startTime).toBe('07:30');
  });
});
