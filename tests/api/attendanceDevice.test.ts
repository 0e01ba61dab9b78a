import { Staff } from '../../api/src/domains/administration/staff.entity';
import { AttendanceDevice, AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { devicePolicy, setDeviceResolver } from '../../api/src/domains/attendance/device-address';
import { pullAll, pullDevice, pullsSettled, setAttendanceReader, zktecoReader, type PullLog } from '../../api/src/domains/attendance/puller';
import { makeStudents, makeUser } from '../support/factories';
import { startFakeZk, type FakeZk } from '../support/fake-zk';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** Pulling through zkteco-js over TCP from a fake terminal that speaks the ZK protocol (tests/support/fake-zk.ts). */
const SAVE_DEVICE = 'mutation($i: AttendanceDeviceInput!) { saveAttendanceDevice(input: $i) { id } }';
const PULL = 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { deviceId started } }';
const DEVICES = '{ attendanceDevices { id lastPulledAt lastError lastAdded pulling } }';

let s: TestServer;
let zk: FakeZk;
/** A port where nothing listens (a fake terminal started and closed). */
let closedPort: number;
beforeAll(async () => {
  setAttendanceReader(null);
  zk = await startFakeZk([]);
  const closed = await startFakeZk([]);
  closedPort = closed.port;
  await closed.close();
  // The fake terminal listens on 127.0.0.1 at a free port: this server (tests only) allows loopback
  // devices and those two ports; every other address rule stays (tests/api/attendanceDeviceAddress.test.ts).
  s = await startServer({ ATTENDANCE_DEVICE_ALLOW_LOOPBACK: '1', ATTENDANCE_DEVICE_PORTS: `${zk.port},${closedPort}` });
});
afterAll(async () => { setDeviceResolver(null); await zk.close(); await s.close(); });

async function academyWithDevice(deviceUser = 'All', port = zk.port) {
  // the device managers save and pull devices (admin, superUser: issue 22)
  const u = await makeUser(s, 'superUser');
  await makeStudents(s, u.academy, 'Class 7', ['Abdullah', 'Fatima'], 11);
  const staff = s.db.getRepository(Staff);
  await staff.save(staff.create({ code: u.academy.code, staffId: 'T-9', name: 'Maulana Karim', fatherName: 'x', designation: 'Teacher', birthDate: '1985-01-01', mobile: '01700000000', nid: '7000000001' }));
  const d = (await gql(s.url, SAVE_DEVICE, { i: { deviceName: 'Gate', deviceUser, ipAddress: '127.0.0.1', port, secretCode: '0', expiryDate: '2027-01-01', email: `gate${port}${deviceUser}@example.test` } }, u.token)).data.saveAttendanceDevice;
  return { u, code: u.academy.code, deviceId: d.id as number };
}

/** The device as the screen reads it: the outcome of its last pull. */
const outcome = async (token: string, id: number) => (await gql(s.url, DEVICES, {}, token)).data.attendanceDevices.find((d: { id: number }) => d.id === id);

const rows = (code: string) => s.db.getRepository(AttendanceRecord).find({ where: { code }, order: { idNo: 'ASC', date: 'ASC' } });

it('pull now reads the log over the ZK protocol, maps ids, marks late in Dhaka time and is idempotent', async () => {
  const { u, code, deviceId } = await academyWithDevice();
  zk.punches = [
    { userId: '11', date: '2026-03-02', time: '08:45:10' }, // Monday day shift 08:00–08:30 + 10: late
    { userId: '12', date: '2026-03-02', time: '08:40:00' }, // exactly end + grace: present
    { userId: 'T-9', date: '2026-03-06', time: '09:20:00' }, // Friday: weekend 09:00–09:30: present
    { userId: '999', date: '2026-03-02', time: '08:00:00' }, // not enrolled here: skipped
  ];
  const first = (await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice;
  expect(first).toEqual({ deviceId, started: true });
  await pullsSettled();
  expect(await outcome(u.token, deviceId)).toMatchObject({ lastAdded: 3, lastError: '', pulling: false });
  expect(zk.commands).toEqual(expect.arrayContaining([1000, 1502, 1503, 1001]));
  expect((await rows(code)).map((r) => [r.idNo, r.date, r.arrival, r.shift, r.condition, r.deviceId])).toEqual([
    ['11', '2026-03-02', '08:45:10', 'day', 'late', deviceId],
    ['12', '2026-03-02', '08:40:00', 'day', 'present', deviceId],
    ['T-9', '2026-03-06', '09:20:00', 'weekend', 'present', deviceId],
  ]);
  // The same log again adds nothing; a new punch adds one.
  zk.punches = [...zk.punches, { userId: '11', date: '2026-03-03', time: '08:10:00' }];
  expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, started: true });
  await pullsSettled();
  expect(await rows(code)).toHaveLength(4);
  const device = await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId });
  expect([device.lastError, device.lastAdded, device.lastPulledAt instanceof Date]).toEqual(['', 1, true]);
}, 30_000);

it('a Student device ignores staff ids; the scheduler pull (pullAll) stores them once', async () => {
  const { code } = await academyWithDevice('Student');
  zk.punches = [{ userId: '11', date: '2026-03-04', time: '08:05:00' }, { userId: 'T-9', date: '2026-03-04', time: '08:05:00' }];
  const results = await pullAll(s.db, devicePolicy(s.config));
  expect(results.every((r) => r.error === '')).toBe(true);
  expect((await rows(code)).map((r) => r.idNo)).toEqual(['11']);
  await pullAll(s.db, devicePolicy(s.config));
  expect(await rows(code)).toHaveLength(1);
}, 60_000);

it('an address where no device answers is deviceNotFound, kept on the device, nothing stored', async () => {
  const { u, code, deviceId } = await academyWithDevice('All', closedPort);
  // the same answer as a device that answers: nothing about the address
  expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, started: true });
  await pullsSettled();
  expect(await outcome(u.token, deviceId)).toMatchObject({ lastError: 'deviceNotFound', lastAdded: 0, pulling: false });
  expect((await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId })).lastError).toBe('deviceNotFound');
  expect(await rows(code)).toEqual([]);
}, 30_000);

describe('zkteco-js stays quiet and leaves nothing behind', () => {
  const activeTimers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

  it('a pull (read, or refused by the device) writes nothing to the console, sends the library\'s words to our logger and leaves no timer running', async () => {
    const { deviceId } = await academyWithDevice();
    const device = await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId });
    const words: string[] = [];
    const log: PullLog = { debug: (o) => { words.push(JSON.stringify(o)); }, warn: (o) => { words.push(JSON.stringify(o)); }, error: (o) => { words.push(JSON.stringify(o)); } };
    const consoleCalls = (['log', 'error', 'warn', 'info', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => undefined));
    try {
      const before = activeTimers();
      zk.punches = [{ userId: '11', date: '2026-03-05', time: '08:01:00' }];
      expect(await pullDevice(s.db, device, zktecoReader, devicePolicy(s.config), new Date(), log)).toMatchObject({ added: 1, read: 1, error: '' });
      // before the fix the library's 5-second reply timer was still pending here
      expect(activeTimers()).toBe(before);
      zk.refuseData = true;
      expect(await pullDevice(s.db, device, zktecoReader, devicePolicy(s.config), new Date(), log)).toMatchObject({ added: 0, error: 'deviceNotFound' });
      expect(activeTimers()).toBe(before);
      expect(consoleCalls.map((c) => c.mock.calls.length)).toEqual([0, 0, 0, 0, 0]);
      expect(words.some((w) => w.includes('Error getting attendance records'))).toBe(true);
    } finally {
      zk.refuseData = false;
      for (const c of consoleCalls) c.mockRestore();
    }
  }, 30_000);
});

describe('"pull now" reveals nothing through its timing and opens one connection at a time (issue 22)', () => {
  afterEach(() => { zk.connectDelayMs = 0; setAttendanceReader(null); setDeviceResolver(null); });

  it('answers while the device has not answered yet; the outcome comes on the device (the screen polls it)', async () => {
    const { u, deviceId } = await academyWithDevice();
    zk.punches = [{ userId: '11', date: '2026-03-09', time: '08:05:00' }];
    zk.connectDelayMs = 1500;
    const before = zk.connections;
    expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, started: true });
    // answered before the slow device said a word: the pull is still running, nothing recorded yet
    expect(await outcome(u.token, deviceId)).toMatchObject({ pulling: true, lastPulledAt: null });
    const r = await rest(s.url, 'GET', '/api/others/devices', { token: u.token });
    expect(r.body.devices.find((d: { id: number }) => d.id === deviceId)).toMatchObject({ pulling: true, last_pulled_at: null });
    await pullsSettled();
    expect(await outcome(u.token, deviceId)).toMatchObject({ pulling: false, lastError: '', lastAdded: 1 });
    expect(zk.connections - before).toBe(1);
  }, 30_000);

  it('20 pulls at once: one starts, the rest answer started: false (or tooManyAttempts); one connection opens', async () => {
    const { u, deviceId } = await academyWithDevice();
    zk.punches = [];
    zk.connectDelayMs = 1500;
    const before = zk.connections;
    const answers = await Promise.all(Array.from({ length: 20 }, () => gql(s.url, PULL, { id: deviceId }, u.token)));
    const started = answers.filter((a) => a.data?.pullAttendanceDevice?.started === true);
    expect(started).toHaveLength(1);
    for (const a of answers) expect([true, false, 'tooManyAttempts']).toContain(a.data?.pullAttendanceDevice?.started ?? errorCode(a));
    await pullsSettled();
    expect(zk.connections - before).toBe(1);
    // over REST too, while a pull runs: started false, nothing opened
    zk.connectDelayMs = 1000;
    const code = u.academy.code;
    expect((await rest(s.url, 'POST', `/api/others/device/pull/${code}/${deviceId}`, { token: u.token })).body.pull).toEqual({ deviceId, started: true });
    expect((await rest(s.url, 'POST', `/api/others/device/pull/${code}/${deviceId}`, { token: u.token })).body.pull).toEqual({ deviceId, started: false });
    await pullsSettled();
    expect(zk.connections - before).toBe(2);
  }, 60_000);

  it('at most 10 starts per academy in 10 minutes, then tooManyAttempts (another academy keeps its own budget)', async () => {
    const { u, deviceId } = await academyWithDevice();
    setAttendanceReader(async () => []);
    for (let i = 0; i < 10; i++) {
      expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, started: true });
      await pullsSettled();
    }
    expect(errorCode(await gql(s.url, PULL, { id: deviceId }, u.token))).toBe('tooManyAttempts');
    const other = await academyWithDevice();
    expect((await gql(s.url, PULL, { id: other.deviceId }, other.u.token)).data.pullAttendanceDevice).toEqual({ deviceId: other.deviceId, started: true });
    await pullsSettled();
  }, 60_000);

  it('at pull time the address is checked again: a refused one (saved before the rule, or a name whose answer changed) is invalidValue, nothing is opened', async () => {
    const { u, code, deviceId } = await academyWithDevice();
    const calls: string[] = [];
    setAttendanceReader(async (d) => { calls.push(`${d.ipAddress}:${d.port}`); return []; });
    // a row written before the address rule existed
    await s.db.getRepository(AttendanceDevice).update({ id: deviceId }, { ipAddress: '169.254.169.254' });
    await gql(s.url, PULL, { id: deviceId }, u.token);
    await pullsSettled();
    expect(await outcome(u.token, deviceId)).toMatchObject({ lastError: 'invalidValue', lastAdded: 0 });
    expect(calls).toEqual([]);
    // a name: saved while it resolved to the terminal, pulled after it came to resolve to the metadata address
    setDeviceResolver(async () => ['127.0.0.1']);
    const saved = await gql(s.url, SAVE_DEVICE, { i: { id: deviceId, deviceName: 'Gate', ipAddress: 'Gate.School.LAN', port: zk.port, secretCode: '0', expiryDate: '2027-01-01', email: 'named@example.test' } }, u.token);
    expect(errorCode(saved)).toBeNull();
    expect((await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId })).ipAddress).toBe('gate.school.lan');
    setDeviceResolver(async () => ['10.0.0.8', '169.254.169.254']);
    await gql(s.url, PULL, { id: deviceId }, u.token);
    await pullsSettled();
    expect(await outcome(u.token, deviceId)).toMatchObject({ lastError: 'invalidValue' });
    expect(calls).toEqual([]);
    // resolving to an allowed address again, the reader is given that address (never the name)
    setDeviceResolver(async () => ['127.0.0.1']);
    await gql(s.url, PULL, { id: deviceId }, u.token);
    await pullsSettled();
    expect(calls).toEqual([`127.0.0.1:${zk.port}`]);
    expect(await outcome(u.token, deviceId)).toMatchObject({ lastError: '' });
    expect(await rows(code)).toEqual([]);
  }, 30_000);
});
