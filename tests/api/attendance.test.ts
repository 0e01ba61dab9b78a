import { Staff } from '../../api/src/domains/administration/staff.entity';
import { AttendanceDevice, AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { pullsSettled, setAttendanceReader, type Punch } from '../../api/src/domains/attendance/puller';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const REC = 'id personKind idNo name classDesignation shift date arrival startTime endTime gracePeriod condition method deviceId';
const SAVE = `mutation($i: AttendanceInput!) { saveAttendance(input: $i) { ${REC} } }`;
const DELETE = 'mutation($id: Int!) { deleteAttendance(id: $id) }';
const LIST = `query($from: String!, $to: String!, $personKind: String, $shift: String, $search: String) {
  attendanceRecords(from: $from, to: $to, personKind: $personKind, shift: $shift, search: $search) { total items { ${REC} } } }`;
const DEV = 'id deviceName deviceUser ipAddress port expiryDate email lastError lastAdded lastPulledAt pulling';
const SAVE_DEVICE = `mutation($i: AttendanceDeviceInput!) { saveAttendanceDevice(input: $i) { ${DEV} } }`;
const DELETE_DEVICE = 'mutation($id: Int!) { deleteAttendanceDevice(id: $id) }';
const DEVICES = `{ attendanceDevices { ${DEV} } }`;
const PULL = 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { deviceId started } }';
const REGISTER = 'query($m: String!, $k: String!, $c: String) { attendanceRegister(month: $m, personKind: $k, className: $c) { idNo name classDesignation marks } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { setAttendanceReader(null); await s.close(); });

let seq = 0;
async function makeStaff(academy: Academy, over: Partial<Staff> = {}) {
  const repo = s.db.getRepository(Staff);
  const n = ++seq;
  return repo.save(repo.create({
    code: academy.code, staffId: `T-${n}`, name: `Ustad ${n}`, fatherName: 'x', designation: 'Teacher', birthDate: '1985-01-01',
    mobile: '01700000000', nid: String(5000000 + n), ...over,
  }));
}

async function office(type: Signed['user']['type'] = 'generalTeacher') {
  const u = await makeUser(s, type);
  const staff = await makeStaff(u.academy, { name: 'Maulana Karim' });
  await makeStudents(s, u.academy, 'Class 6', ['Abdullah', 'Fatima'], 1);
  // devices are saved, deleted and pulled by the device managers (admin, superUser: issue 22)
  const m = await makeUser(s, 'superUser', u.academy);
  return { u, m, staff, code: u.academy.code };
}

const entry = (over: Record<string, unknown> = {}) => ({ personKind: 'student', idNo: '1', date: '2026-03-02', arrival: '08:45', shift: 'day', ...over });
const device = (over: Record<string, unknown> = {}) => ({
  deviceName: 'Gate', deviceUser: 'All', ipAddress: '10.0.0.5', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate@example.test', ...over,
});
const records = (code: string) => s.db.getRepository(AttendanceRecord).find({ where: { code }, order: { id: 'ASC' } });
const devices = (code: string) => s.db.getRepository(AttendanceDevice).find({ where: { code }, order: { id: 'ASC' } });

describe('not signed in', () => {
  it('every operation and route is loginError, writing nothing', async () => {
    const { code } = await office();
    for (const [q, v] of [[SAVE, { i: entry() }], [DELETE, { id: 1 }], [LIST, { from: '2026-03-01', to: '2026-03-31' }], [SAVE_DEVICE, { i: device() }],
      [DELETE_DEVICE, { id: 1 }], [DEVICES, {}], [PULL, { id: 1 }], [REGISTER, { m: '2026-03', k: 'officiant' }]] as const) {
      expect(errorCode(await gql(s.url, q, v))).toBe('loginError');
    }
    for (const [method, path, body] of [
      ['GET', `/api/others/attendances/${code}`], ['DELETE', `/api/others/delete_attendance/${code}/1`], ['POST', `/api/others/attendance/new/${code}`, entry()],
      ['POST', '/api/others/save_device', device()], ['GET', '/api/others/devices'], ['DELETE', '/api/others/device/delete', { id: 1 }],
      ['POST', `/api/others/device/pull/${code}/1`],
    ] as [string, string, unknown?][]) {
      const r = await rest(s.url, method, path, { body });
      expect([path, r.status, r.body.message]).toEqual([path, 401, 'loginError']);
    }
    expect(await records(code)).toEqual([]);
    expect(await devices(code)).toEqual([]);
  });
});

describe('manual entry and the late mark (Asia/Dhaka, end time plus grace)', () => {
  it('08:45 on a day shift 08:00–08:30 + 10 is late; 08:40 is present; the list filters and searches', async () => {
    const { u, staff } = await office();
    const late = (await gql(s.url, SAVE, { i: entry() }, u.token)).data.saveAttendance;
    expect(late).toMatchObject({ personKind: 'student', idNo: '1', name: 'Abdullah', classDesignation: 'Class 6', arrival: '08:45:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'late', method: 'manual', deviceId: null });
    const onTime = (await gql(s.url, SAVE, { i: entry({ idNo: '2', arrival: '08:40' }) }, u.token)).data.saveAttendance;
    expect(onTime.condition).toBe('present');
    const own = (await gql(s.url, SAVE, { i: entry({ personKind: 'officiant', idNo: staff.staffId, arrival: '09:10', endTime: '09:00', gracePeriod: 15 }) }, u.token)).data.saveAttendance;
    expect([own.name, own.condition]).toEqual(['Maulana Karim', 'present']);
    const all = (await gql(s.url, LIST, { from: '2026-03-01', to: '2026-03-31' }, u.token)).data.attendanceRecords;
    expect(all.total).toBe(3);
    expect((await gql(s.url, LIST, { from: '2026-03-01', to: '2026-03-31', personKind: 'officiant' }, u.token)).data.attendanceRecords.total).toBe(1);
    expect((await gql(s.url, LIST, { from: '2026-03-01', to: '2026-03-31', search: 'Fatima' }, u.token)).data.attendanceRecords.items.map((r: { idNo: string }) => r.idNo)).toEqual(['2']);
    expect((await gql(s.url, LIST, { from: '2026-03-03', to: '2026-03-31' }, u.token)).data.attendanceRecords.total).toBe(0);
  });

  it('bad input gives the catalogue key and writes nothing', async () => {
    const { u, code } = await office();
    const cases: [Record<string, unknown>, string][] = [
      [entry({ idNo: '99' }), 'sorryNotFound'],
      [entry({ personKind: 'officiant', idNo: 'nobody' }), 'sorryNotFound'],
      [entry({ arrival: '25:00' }), 'invalidValue'],
      [entry({ date: '2026-02-30' }), 'invalidValue'],
      [entry({ shift: 'evening' }), 'invalidValue'],
      [entry({ endTime: '07:00' }), 'invalidValue'],
      [entry({ idNo: ' ' }), 'requiredField'],
    ];
    for (const [i, key] of cases) expect([i, errorCode(await gql(s.url, SAVE, { i }, u.token))]).toEqual([i, key]);
    expect(await records(code)).toEqual([]);
    await gql(s.url, SAVE, { i: entry() }, u.token);
    expect(errorCode(await gql(s.url, SAVE, { i: entry() }, u.token))).toBe('duplicateNotPossible');
    expect(await records(code)).toHaveLength(1);
    const r = await rest(s.url, 'POST', `/api/others/attendance/new/${code}`, { token: u.token, body: { user_type: 'student', id_no: 99, date: '2026-03-02', arrival: '08:00', shift: 'day' } });
    expect([r.status, r.body.message]).toEqual([404, 'sorryNotFound']);
    expect(await records(code)).toHaveLength(1);
  });

  it('a guardian may not enter, delete or read; any staff may (no type check)', async () => {
    const { u, code } = await office('principal');
    const row = (await gql(s.url, SAVE, { i: entry() }, u.token)).data.saveAttendance;
    const g = await makeUser(s, 'guardian', u.academy);
    expect(errorCode(await gql(s.url, SAVE, { i: entry({ idNo: '2' }) }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DELETE, { id: row.id }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, LIST, { from: '2026-03-01', to: '2026-03-31' }, g.token))).toBe('authorRequired');
    for (const [method, path, body] of [
      ['POST', `/api/others/attendance/new/${code}`, entry({ idNo: '2' })], ['DELETE', `/api/others/delete_attendance/${code}/${row.id}`],
      ['GET', `/api/others/attendances/${code}`], ['POST', '/api/others/save_device', device()],
    ] as [string, string, unknown?][]) {
      const r = await rest(s.url, method, path, { token: g.token, body });
      expect([path, r.status, r.body.message]).toEqual([path, 403, 'authorRequired']);
    }
    expect(await records(code)).toHaveLength(1);
    expect(await devices(code)).toEqual([]);
    const volunteer = await makeUser(s, 'volunteer', u.academy);
    expect((await gql(s.url, DELETE, { id: row.id }, volunteer.token)).data.deleteAttendance).toBe(true);
    expect(await records(code)).toEqual([]);
  });

  it('REST: manual entry, attendances/{code} (spec names), delete_attendance', async () => {
    const { u, code } = await office();
    const made = await rest(s.url, 'POST', `/api/others/attendance/new/${code}`, { token: u.token, body: { user_type: 'student', id_no: 2, date: '2026-03-02', arrival: '08:31', shift: 'day', grace_period: '0' } });
    expect(made.status).toBe(200);
    expect(made.body.attendance).toMatchObject({ user_type: 'student', id_no: '2', condition: 'late', grace_period: 0, timestamp: '2026-03-02T08:31:00+06:00' });
    const list = await rest(s.url, 'GET', `/api/others/attendances/${code}?from=2026-03-01&to=2026-03-31`, { token: u.token });
    expect(list.body.attendance.map((r: { id_no: string }) => r.id_no)).toEqual(['2']);
    const gone = await rest(s.url, 'DELETE', `/api/others/delete_attendance/${code}/${made.body.attendance.id}`, { token: u.token });
    expect(gone.status).toBe(200);
    expect(await records(code)).toEqual([]);
    expect((await rest(s.url, 'DELETE', `/api/others/delete_attendance/${code}/${made.body.attendance.id}`, { token: u.token })).body.message).toBe('sorryNotFound');
  });
});

describe('devices', () => {
  it('save_device, devices, device/delete; the same address and e-mail twice is duplicateNotPossible, nothing written', async () => {
    const { m: u, code } = await office();
    const made = await rest(s.url, 'POST', '/api/others/save_device', { token: u.token, body: { deviceName: 'Gate', ipAddress: '10.0.0.5', port: '4370', secretCode: '0', expiryDate: '2027-01-01', email: 'gate@example.test' } });
    expect(made.status).toBe(200);
    expect(made.body.device).toMatchObject({ device_name: 'Gate', device_user: 'All', ip_address: '10.0.0.5', port: 4370, code });
    const dup = await gql(s.url, SAVE_DEVICE, { i: device({ deviceName: 'Other', email: 'GATE@example.test' }) }, u.token);
    expect(errorCode(dup)).toBe('duplicateNotPossible');
    for (const [i, key] of [[device({ ipAddress: '' }), 'requiredField'], [device({ email: 'no' }), 'invalidEmail'], [device({ port: 70000 }), 'invalidValue'], [device({ deviceUser: 'Guest' }), 'invalidValue'], [device({ expiryDate: '' }), 'requiredField']] as const) {
      expect([i, errorCode(await gql(s.url, SAVE_DEVICE, { i: { ...i, ipAddress: i.ipAddress === '' ? '' : '10.9.9.9' } }, u.token))]).toEqual([i, key]);
    }
    expect(await devices(code)).toHaveLength(1);
    const other = (await gql(s.url, SAVE_DEVICE, { i: device({ deviceName: 'Hall', ipAddress: '10.0.0.6', deviceUser: 'Student' }) }, u.token)).data.saveAttendanceDevice;
    expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ id: other.id, deviceName: 'Hall' }) }, u.token))).toBe('duplicateNotPossible');
    expect((await gql(s.url, SAVE_DEVICE, { i: device({ id: other.id, deviceName: 'Hall 2', ipAddress: '10.0.0.6' }) }, u.token)).data.saveAttendanceDevice.deviceName).toBe('Hall 2');
    expect((await rest(s.url, 'GET', '/api/others/devices', { token: u.token })).body.devices.map((d: { device_name: string }) => d.device_name)).toEqual(['Gate', 'Hall 2']);
    expect((await rest(s.url, 'DELETE', '/api/others/device/delete', { token: u.token, body: { id: made.body.device.id } })).status).toBe(200);
    expect(await gql(s.url, DELETE_DEVICE, { id: other.id }, u.token)).toEqual({ data: { deleteAttendanceDevice: true } });
    expect(await devices(code)).toEqual([]);
    expect(errorCode(await gql(s.url, DELETE_DEVICE, { id: other.id }, u.token))).toBe('sorryNotFound');
  });

  it('a guardian may not save, delete or pull a device', async () => {
    const { m: u, code } = await office();
    const d = (await gql(s.url, SAVE_DEVICE, { i: device() }, u.token)).data.saveAttendanceDevice;
    const g = await makeUser(s, 'guardian', u.academy);
    expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ id: d.id, deviceName: 'x' }) }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DELETE_DEVICE, { id: d.id }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, PULL, { id: d.id }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DEVICES, {}, g.token))).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', '/api/others/device/delete', { token: g.token, body: { id: d.id } })).status).toBe(403);
    expect((await rest(s.url, 'POST', `/api/others/device/pull/${code}/${d.id}`, { token: g.token })).status).toBe(403);
    expect((await devices(code)).map((x) => x.deviceName)).toEqual(['Gate']);
  });
});

describe('pulling a device (through an injected reader)', () => {
  it('maps device user ids to students and staff, computes late, is idempotent, and keeps deviceNotFound', async () => {
    const { m: u, code, staff } = await office();
    const d = (await gql(s.url, SAVE_DEVICE, { i: device() }, u.token)).data.saveAttendanceDevice;
    const punches: Punch[] = [
      { userId: '1', date: '2026-03-02', time: '08:45:00' }, // late
      { userId: '2', date: '2026-03-02', time: '08:20:00' }, // present
      { userId: staff.staffId, date: '2026-03-02', time: '08:40:00' }, // present (exactly end + grace)
      { userId: '77', date: '2026-03-02', time: '08:00:00' }, // nobody: skipped
    ];
    setAttendanceReader(async () => punches);
    // "pull now" answers at once; the outcome is kept on the device
    const outcome = async () => (await gql(s.url, DEVICES, {}, u.token)).data.attendanceDevices[0];
    expect((await gql(s.url, PULL, { id: d.id }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId: d.id, started: true });
    await pullsSettled();
    expect(await outcome()).toMatchObject({ lastAdded: 3, lastError: '', pulling: false });
    expect((await gql(s.url, PULL, { id: d.id }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId: d.id, started: true });
    await pullsSettled();
    expect(await outcome()).toMatchObject({ lastAdded: 0, lastError: '' });
    const rows = await records(code);
    expect(rows.map((r) => [r.idNo, r.condition, r.method, r.deviceId])).toEqual([
      ['1', 'late', 'fingerprint', d.id], ['2', 'present', 'fingerprint', d.id], [staff.staffId, 'present', 'fingerprint', d.id],
    ]);
    setAttendanceReader(async () => { throw new Error('ECONNREFUSED'); });
    const r = await rest(s.url, 'POST', `/api/others/device/pull/${code}/${d.id}`, { token: u.token });
    expect(r.body.pull).toEqual({ deviceId: d.id, started: true });
    await pullsSettled();
    expect((await gql(s.url, DEVICES, {}, u.token)).data.attendanceDevices[0]).toMatchObject({ lastError: 'deviceNotFound', lastAdded: 0 });
    expect((await rest(s.url, 'GET', '/api/others/devices', { token: u.token })).body.devices[0]).toMatchObject({ last_error: 'deviceNotFound', last_added: 0, pulling: false });
    expect(await records(code)).toHaveLength(3);
    expect(errorCode(await gql(s.url, PULL, { id: 999999 }, u.token))).toBe('sorryNotFound');
    setAttendanceReader(null);
  });
});

describe('the monthly register', () => {
  it('a class in a month: P, L and A by day; a day nobody of the kind was recorded is blank, not absent (issue 25 item 12)', async () => {
    const { u, staff } = await office();
    await gql(s.url, SAVE, { i: entry({ date: '2026-03-01', arrival: '08:00' }) }, u.token);
    await gql(s.url, SAVE, { i: entry({ date: '2026-03-02', arrival: '09:00' }) }, u.token);
    await gql(s.url, SAVE, { i: entry({ idNo: '2', date: '2026-03-04', arrival: '08:05' }) }, u.token);
    // a teacher came on the 3rd: that is not a day the students' attendance was taken
    await gql(s.url, SAVE, { i: entry({ personKind: 'officiant', idNo: staff.staffId, date: '2026-03-03', arrival: '08:05' }) }, u.token);
    const rows = (await gql(s.url, REGISTER, { m: '2026-03', k: 'student', c: 'Class 6' }, u.token)).data.attendanceRegister;
    expect(rows.map((r: { idNo: string }) => r.idNo)).toEqual(['1', '2']);
    expect(rows[0].marks).toHaveLength(31);
    // students were recorded on the 1st, 2nd and 4th only; the test clock's today is 2026-03-10
    expect(rows[0].marks.slice(0, 10)).toEqual(['P', 'L', '', 'A', '', '', '', '', '', '']);
    expect(rows[1].marks.slice(0, 10)).toEqual(['A', 'A', '', 'P', '', '', '', '', '', '']);
    expect(rows.flatMap((r: { marks: string[] }) => r.marks.slice(10)).every((m: string) => m === '')).toBe(true);
    // officiants: only the 3rd was taken
    const staffRows = (await gql(s.url, REGISTER, { m: '2026-03', k: 'officiant' }, u.token)).data.attendanceRegister;
    expect(staffRows[0].marks.slice(0, 5)).toEqual(['', '', 'P', '', '']);
    expect(errorCode(await gql(s.url, REGISTER, { m: '2026-13', k: 'student', c: 'Class 6' }, u.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, REGISTER, { m: '2026-03', k: 'student' }, u.token))).toBe('requiredField');
  });

  it('a month before recording began is blank throughout', async () => {
    const { u } = await office();
    await gql(s.url, SAVE, { i: entry({ date: '2026-03-02', arrival: '08:00' }) }, u.token);
    const rows = (await gql(s.url, REGISTER, { m: '2026-02', k: 'student', c: 'Class 6' }, u.token)).data.attendanceRegister;
    expect(rows.flatMap((r: { marks: string[] }) => r.marks).every((m: string) => m === '')).toBe(true);
  });
});

describe('another academy', () => {
  it('its records and devices are not found, listed or changed', async () => {
    const A = await office();
    const B = await office();
    const bRec = (await gql(s.url, SAVE, { i: entry() }, B.u.token)).data.saveAttendance;
    const bDev = (await gql(s.url, SAVE_DEVICE, { i: device({ deviceName: 'B-secret' }) }, B.m.token)).data.saveAttendanceDevice;
    const before = JSON.stringify([await records(B.code), await devices(B.code)]);
    expect(errorCode(await gql(s.url, DELETE, { id: bRec.id }, A.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_DEVICE, { id: bDev.id }, A.m.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE_DEVICE, { i: device({ id: bDev.id }) }, A.m.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PULL, { id: bDev.id }, A.m.token))).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/others/delete_attendance/${A.code}/${bRec.id}`, { token: A.u.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/others/delete_attendance/${B.code}/${bRec.id}`, { token: A.u.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', '/api/others/device/delete', { token: A.m.token, body: { id: bDev.id } })).body.message).toBe('sorryNotFound');
    expect((await gql(s.url, LIST, { from: '2026-01-01', to: '2026-12-31' }, A.u.token)).data.attendanceRecords.total).toBe(0);
    expect((await gql(s.url, DEVICES, {}, A.u.token)).data.attendanceDevices).toEqual([]);
    // A's own device with B's address and e-mail is fine: the duplicate rule is within the academy
    expect((await gql(s.url, SAVE_DEVICE, { i: device() }, A.m.token)).data.saveAttendanceDevice.ipAddress).toBe('10.0.0.5');
    expect(JSON.stringify([await records(B.code), await devices(B.code)])).toBe(before);
  });
});
