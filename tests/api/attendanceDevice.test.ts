import { Staff } from '../../api/src/domains/administration/staff.entity';
import { AttendanceDevice, AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { pullAll, pullDevice, setAttendanceReader, zktecoReader, type PullLog } from '../../api/src/domains/attendance/puller';
import { makeStudents, makeUser } from '../support/factories';
import { startFakeZk, type FakeZk } from '../support/fake-zk';
import { gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** Pulling through zkteco-js over TCP from a fake terminal that speaks the ZK protocol (tests/support/fake-zk.ts). */
const SAVE_DEVICE = 'mutation($i: AttendanceDeviceInput!) { saveAttendanceDevice(input: $i) { id } }';
const PULL = 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { deviceId added read error } }';

let s: TestServer;
let zk: FakeZk;
beforeAll(async () => {
  setAttendanceReader(null);
  s = await startServer();
  zk = await startFakeZk([]);
});
afterAll(async () => { await zk.close(); await s.close(); });

async function academyWithDevice(deviceUser = 'All', port = zk.port) {
  const u = await makeUser(s, 'generalTeacher');
  await makeStudents(s, u.academy, 'Class 7', ['Abdullah', 'Fatima'], 11);
  const staff = s.db.getRepository(Staff);
  await staff.save(staff.create({ code: u.academy.code, staffId: 'T-9', name: 'Maulana Karim', fatherName: 'x', designation: 'Teacher', birthDate: '1985-01-01', mobile: '01700000000', nid: '7000000001' }));
  const d = (await gql(s.url, SAVE_DEVICE, { i: { deviceName: 'Gate', deviceUser, ipAddress: '127.0.0.1', port, secretCode: '0', expiryDate: '2027-01-01', email: `gate${port}${deviceUser}@example.test` } }, u.token)).data.saveAttendanceDevice;
  return { u, code: u.academy.code, deviceId: d.id as number };
}

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
  expect(first).toEqual({ deviceId, added: 3, read: 4, error: '' });
  expect(zk.commands).toEqual(expect.arrayContaining([1000, 1502, 1503, 1001]));
  expect((await rows(code)).map((r) => [r.idNo, r.date, r.arrival, r.shift, r.condition, r.deviceId])).toEqual([
    ['11', '2026-03-02', '08:45:10', 'day', 'late', deviceId],
    ['12', '2026-03-02', '08:40:00', 'day', 'present', deviceId],
    ['T-9', '2026-03-06', '09:20:00', 'weekend', 'present', deviceId],
  ]);
  // The same log again adds nothing; a new punch adds one.
  zk.punches = [...zk.punches, { userId: '11', date: '2026-03-03', time: '08:10:00' }];
  expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, added: 1, read: 5, error: '' });
  expect(await rows(code)).toHaveLength(4);
  const device = await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId });
  expect([device.lastError, device.lastAdded, device.lastPulledAt instanceof Date]).toEqual(['', 1, true]);
}, 30_000);

it('a Student device ignores staff ids; the scheduler pull (pullAll) stores them once', async () => {
  const { code } = await academyWithDevice('Student');
  zk.punches = [{ userId: '11', date: '2026-03-04', time: '08:05:00' }, { userId: 'T-9', date: '2026-03-04', time: '08:05:00' }];
  const results = await pullAll(s.db);
  expect(results.every((r) => r.error === '')).toBe(true);
  expect((await rows(code)).map((r) => r.idNo)).toEqual(['11']);
  await pullAll(s.db);
  expect(await rows(code)).toHaveLength(1);
}, 60_000);

it('an address where no device answers is deviceNotFound, kept on the device, nothing stored', async () => {
  const closed = await startFakeZk([]);
  const port = closed.port;
  await closed.close();
  const { u, code, deviceId } = await academyWithDevice('All', port);
  expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, added: 0, read: 0, error: 'deviceNotFound' });
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
      expect(await pullDevice(s.db, device, zktecoReader, new Date(), log)).toMatchObject({ added: 1, read: 1, error: '' });
      // before the fix the library's 5-second reply timer was still pending here
      expect(activeTimers()).toBe(before);
      zk.refuseData = true;
      expect(await pullDevice(s.db, device, zktecoReader, new Date(), log)).toMatchObject({ added: 0, error: 'deviceNotFound' });
      expect(activeTimers()).toBe(before);
      expect(consoleCalls.map((c) => c.mock.calls.length)).toEqual([0, 0, 0, 0, 0]);
      expect(words.some((w) => w.includes('Error getting attendance records'))).toBe(true);
    } finally {
      zk.refuseData = false;
      for (const c of consoleCalls) c.mockRestore();
    }
  }, 30_000);
});
