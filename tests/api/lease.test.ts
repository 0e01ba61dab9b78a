import type { DataSource } from 'typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { startAbsenceScheduler } from '../../api/src/domains/attendance/absence';
import { devicePolicy } from '../../api/src/domains/attendance/device-address';
import { AttendanceDevice } from '../../api/src/domains/attendance/entities';
import { pullDevice, pullsSettled, setAttendanceReader, startAttendancePuller, type AttendanceReader } from '../../api/src/domains/attendance/puller';
import { openDatabase } from '../../api/src/db/open';
import { FixedClock } from '../../api/src/platform/clock';
import type { Ctx } from '../../api/src/platform/context';
import { Lease } from '../../api/src/platform/lease.entity';
import { clockTime, databaseTime, LeaseKeeper, releaseLease, takeLease } from '../../api/src/platform/lease';
import { makeAcademy, makeUser } from '../support/factories';
import { gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 23 point 6: timed jobs hold a lease, so of several API replicas on one database one runs
 * each; "pull now" takes the academy's lease, so two replicas never pull one academy at once. Two
 * replicas here: two DataSources on the same database (two pools on MariaDB, two connections to the
 * same SQLite file), each with its own holder.
 */
let s: TestServer;
/** The second replica's connection to the same database. */
let b: DataSource;
beforeAll(async () => {
  s = await startServer({ ATTENDANCE_DEVICE_ALLOW_LOOPBACK: '1', ATTENDANCE_DEVICE_PORTS: '4370' });
  b = await openDatabase(s.config);
});
afterAll(async () => {
  setAttendanceReader(null);
  await b.destroy();
  await s.close();
});

const T0 = new Date('2026-03-10T06:00:00Z').getTime();
const row = (name: string) => s.db.getRepository(Lease).findOneBy({ name });

describe('the lease', () => {
  it('one replica takes it; its renewals keep it; the other takes it over once it expires unrenewed; a release frees it at once', async () => {
    const clock = new FixedClock(new Date(T0));
    const time = clockTime(clock);
    const ttl = 60_000;
    expect(await takeLease(s.db, 'job1', 'A', ttl, time)).toEqual({ taken: true, now: T0, expiresAt: T0 + ttl });
    expect(await takeLease(b, 'job1', 'B', ttl, time)).toEqual({ taken: false, now: T0, expiresAt: T0 + ttl });
    // A renews half way; B still cannot take it after A's first period
    clock.set(new Date(T0 + 30_000));
    expect((await takeLease(s.db, 'job1', 'A', ttl, time)).taken).toBe(true);
    // a renewal at the very same instant (nothing changes in the row) still counts as held
    expect((await takeLease(s.db, 'job1', 'A', ttl, time)).taken).toBe(true);
    clock.set(new Date(T0 + 70_000));
    expect((await takeLease(b, 'job1', 'B', ttl, time)).taken).toBe(false);
    // A stops renewing (died): at its expiry B takes it, and A has lost it
    clock.set(new Date(T0 + 90_000));
    expect((await takeLease(b, 'job1', 'B', ttl, time)).taken).toBe(false);
    clock.set(new Date(T0 + 90_001));
    expect((await takeLease(b, 'job1', 'B', ttl, time)).taken).toBe(true);
    expect((await takeLease(s.db, 'job1', 'A', ttl, time)).taken).toBe(false);
    expect(await row('job1')).toMatchObject({ holder: 'B' });
    // A's release does not touch B's lease; B's release lets A take it at once
    await releaseLease(s.db, 'job1', 'A');
    expect((await takeLease(s.db, 'job1', 'A', ttl, time)).taken).toBe(false);
    await releaseLease(b, 'job1', 'B');
    expect((await takeLease(s.db, 'job1', 'A', ttl, time)).taken).toBe(true);
  });

  it('20 takers at once (a new lease, then an expired one): exactly one holds it', async () => {
    const clock = new FixedClock(new Date(T0));
    const time = clockTime(clock);
    const race = () => Promise.all(Array.from({ length: 20 }, (_, i) => takeLease(i % 2 ? b : s.db, 'job20', `taker${i}`, 60_000, time)));
    const first = await race();
    expect(first.filter((r) => r.taken)).toHaveLength(1);
    const winner = (await row('job20'))!.holder;
    expect(winner).toBe(`taker${first.findIndex((r) => r.taken)}`);
    clock.set(new Date(T0 + 60_001));
    const second = await race();
    expect(second.filter((r) => r.taken)).toHaveLength(1);
    expect((await row('job20'))!.holder).toBe(`taker${second.findIndex((r) => r.taken)}`);
  });

  it('in the database\'s clock: a keeper that stops renewing (a crashed replica) is replaced within one period; a keeper\'s stop releases at once', async () => {
    const ttl = 1000;
    const now = await databaseTime(s.db);
    expect(Math.abs(now - Date.now())).toBeLessThan(5000);
    // A takes it once and never renews (its process died)
    const a = new LeaseKeeper(s.db, 'job2', { ttlMs: ttl, holder: 'A' });
    expect(await a.take()).toBe(true);
    const takenAt = Date.now();
    const k = new LeaseKeeper(b, 'job2', { ttlMs: ttl, holder: 'B' });
    k.start();
    await sleep(100);
    expect(k.held()).toBe(false);
    while (!k.held() && Date.now() - takenAt < 5000) await sleep(20);
    expect(k.held()).toBe(true);
    // replaced after the expiry, within one period of it (its retry is aimed at the expiry)
    expect(Date.now() - takenAt).toBeGreaterThanOrEqual(ttl - 50);
    expect(Date.now() - takenAt).toBeLessThan(2 * ttl + 500);
    expect(await a.take()).toBe(false);
    // the holder keeps it by renewing (more than two periods pass)
    await sleep(2.5 * ttl);
    expect(k.held()).toBe(true);
    expect(await a.take()).toBe(false);
    // a graceful stop releases it: A takes it at once
    await k.stop();
    expect(await a.take()).toBe(true);
    await a.stop();
    expect(Number((await row('job2'))!.expiresAt)).toBe(0);
  }, 20_000);
});

describe('the timed jobs run in one replica at a time', () => {
  /** A reader that counts calls by device address and how many run at once. */
  function countingReader(fail = false) {
    const calls = new Map<string, number>();
    let running = 0;
    let most = 0;
    const reader: AttendanceReader = async (d) => {
      calls.set(d.ipAddress, (calls.get(d.ipAddress) ?? 0) + 1);
      running += 1;
      most = Math.max(most, running);
      await sleep(20);
      running -= 1;
      if (fail) throw new Error('ECONNREFUSED');
      return [];
    };
    return { reader, calls, most: () => most };
  }

  it('absence: two schedulers on one database, three ticks at once each: the run happens once per tick; a stop hands the lease over', async () => {
    // an academy with the absence switch on and a student device that cannot be read: each run reads it once (deviceNotRead)
    const u = await makeUser(s, 'superUser', await makeAcademy(s, { smsBalance: 1000, language: 'en' }));
    await gql(s.url, 'mutation($input: SettingsInput!) { updateSettings(input: $input) { absenceSms } }', { input: { absenceSms: true } }, u.token);
    const devices = s.db.getRepository(AttendanceDevice);
    await devices.save(devices.create({ code: u.academy.code, deviceName: 'Gate', deviceUser: 'Student', ipAddress: '10.0.0.7', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate7@example.test', lastPulledAt: null }));
    const count = countingReader(true);
    setAttendanceReader(count.reader);
    const clock = new FixedClock(new Date('2026-03-10T06:00:00Z')); // Tuesday 12:00 in Dhaka: the shifts have closed
    // the schedules' own timers never fire in this test (an hour): their ticks are run by hand
    const one = startAbsenceScheduler({ db: s.db, clock, config: s.config } as unknown as Ctx, 60);
    const two = startAbsenceScheduler({ db: b, clock, config: s.config } as unknown as Ctx, 60);
    try {
      for (let round = 1; round <= 3; round++) {
        const ran = await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
        expect(ran.filter(Boolean)).toHaveLength(1);
        expect(count.calls.get('10.0.0.7')).toBe(round);
      }
      const holder = one.lease.held() ? one : two;
      const other = holder === one ? two : one;
      expect(other.lease.held()).toBe(false);
      await holder();
      expect(await other.tick()).toBe(true);
      expect(count.calls.get('10.0.0.7')).toBe(4);
      expect(await holder.tick()).toBe(false); // stopped: runs nothing
    } finally {
      await one();
      await two();
      setAttendanceReader(null);
      await devices.delete({ code: u.academy.code });
    }
  });

  it('device pulls: two pullers on one database pull each device once per tick; on their own timers too, never two at once', async () => {
    const a = await makeAcademy(s);
    const devices = s.db.getRepository(AttendanceDevice);
    await devices.save(devices.create({ code: a.code, deviceName: 'Gate', deviceUser: 'All', ipAddress: '127.0.0.1', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate8@example.test', lastPulledAt: null }));
    const count = countingReader();
    setAttendanceReader(count.reader);
    const policy = devicePolicy(s.config);
    const one = startAttendancePuller(s.db, policy, 60);
    const two = startAttendancePuller(b, policy, 60);
    try {
      for (let round = 1; round <= 3; round++) {
        const ran = await Promise.all([two.tick(), one.tick()]);
        expect(ran.filter(Boolean)).toHaveLength(1);
        expect(count.calls.get('127.0.0.1')).toBe(round);
      }
    } finally {
      await one();
      await two();
    }
    // their own timers: every 200 ms for about 1.5 s, both replicas
    count.calls.clear();
    const periodMs = 200;
    const fast = [startAttendancePuller(s.db, policy, periodMs / 60_000), startAttendancePuller(b, policy, periodMs / 60_000)];
    const started = Date.now();
    await sleep(1500);
    await Promise.all(fast.map((stop) => stop()));
    const ticks = Math.floor((Date.now() - started) / periodMs);
    const calls = count.calls.get('127.0.0.1') ?? 0;
    // one replica's ticks at most (each of the two would double it); at least one ran
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(ticks + 1);
    expect(count.most()).toBe(1);
    setAttendanceReader(null);
    await devices.delete({ code: a.code });
  }, 20_000);
});

describe('"pull now" across replicas: the academy\'s lease pull:<code>', () => {
  const SAVE_DEVICE = 'mutation($i: AttendanceDeviceInput!) { saveAttendanceDevice(input: $i) { id } }';
  const PULL = 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { deviceId started } }';

  it('another replica pulling the academy: started false, nothing opened; its crashed pull (lease expired) does not block; a scheduled pull waits its turn', async () => {
    const u = await makeUser(s, 'superUser');
    const code = u.academy.code;
    const deviceId = (await gql(s.url, SAVE_DEVICE, { i: { deviceName: 'Gate', deviceUser: 'All', ipAddress: '127.0.0.1', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate9@example.test' } }, u.token)).data.saveAttendanceDevice.id as number;
    const count = { n: 0 };
    setAttendanceReader(async () => { count.n += 1; return []; });
    const leases = b.getRepository(Lease);
    try {
      // replica B is pulling this academy (its lease runs another minute)
      await leases.save({ name: `pull:${code}`, holder: 'replica-b', expiresAt: (await databaseTime(b)) + 60_000 });
      expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, started: false });
      await pullsSettled();
      expect(count.n).toBe(0);
      expect((await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId })).lastPulledAt).toBeNull();
      // B crashed mid-pull: its lease ran out unrenewed, the academy is free
      await leases.update({ name: `pull:${code}` }, { expiresAt: (await databaseTime(b)) - 1 });
      expect((await gql(s.url, PULL, { id: deviceId }, u.token)).data.pullAttendanceDevice).toEqual({ deviceId, started: true });
      await pullsSettled();
      expect(count.n).toBe(1);
      // the pull released the academy's lease when it ended
      expect(await row(`pull:${code}`)).toMatchObject({ expiresAt: expect.anything() });
      expect(Number((await row(`pull:${code}`))!.expiresAt)).toBe(0);
      // a scheduled pull (or the absence run's) waits for B's pull to end instead of giving up
      await leases.save({ name: `pull:${code}`, holder: 'replica-b', expiresAt: (await databaseTime(b)) + 60_000 });
      const device = await s.db.getRepository(AttendanceDevice).findOneByOrFail({ id: deviceId });
      const waiting = pullDevice(s.db, device, async () => { count.n += 1; return []; }, devicePolicy(s.config), new Date());
      await sleep(800);
      expect(count.n).toBe(1);
      await releaseLease(b, `pull:${code}`, 'replica-b');
      expect(await waiting).toMatchObject({ error: '' });
      expect(count.n).toBe(2);
    } finally {
      setAttendanceReader(null);
    }
  }, 30_000);

  it('a device being pulled on another replica shows pulling here too (its device:<id> lease), and not once that pull ends', async () => {
    const u = await makeUser(s, 'superUser');
    const deviceId = (await gql(s.url, SAVE_DEVICE, { i: { deviceName: 'Door', deviceUser: 'All', ipAddress: '127.0.0.1', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'door9@example.test' } }, u.token)).data.saveAttendanceDevice.id as number;
    const DEVICES = '{ attendanceDevices { id pulling } }';
    const pulling = async () => (await gql(s.url, DEVICES, {}, u.token)).data.attendanceDevices.find((d: { id: number }) => d.id === deviceId).pulling;
    expect(await pulling()).toBe(false);
    // replica B runs a pull of this device: it holds the device's lease
    const leases = b.getRepository(Lease);
    await leases.save({ name: `device:${deviceId}`, holder: 'replica-b', expiresAt: (await databaseTime(b)) + 30_000 });
    expect(await pulling()).toBe(true);
    await releaseLease(b, `device:${deviceId}`, 'replica-b');
    expect(await pulling()).toBe(false);
    // a pull here takes and releases it too
    let seen = false;
    setAttendanceReader(async () => { seen = (await row(`device:${deviceId}`))!.holder !== ''; return []; });
    try {
      expect((await gql(s.url, 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { started } }', { id: deviceId }, u.token)).data.pullAttendanceDevice.started).toBe(true);
      await pullsSettled();
      expect(seen).toBe(true);
      expect(Number((await row(`device:${deviceId}`))!.expiresAt)).toBe(0);
    } finally {
      setAttendanceReader(null);
    }
  });
});
