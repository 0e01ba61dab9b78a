import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { In, type DataSource } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { holdLease, leasedSchedule, type HeldLease, type LeasedSchedule, type LeaseOptions } from '../../platform/lease';
import { isUniqueViolation } from '../../platform/db-errors';
import type { Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { classifyPunch, dhakaInstant, shiftsOfKind } from '../../rules/attendance';
import { Staff } from '../administration/staff.entity';
import { Student } from '../education/student.entity';
import { devicePolicy, deviceTarget, type DevicePolicy } from './device-address';
import { AttendanceDevice, AttendanceRecord } from './entities';
import { shiftSettingsOf, weeklyHolidayOf } from './shifts.service';
import { zkSession, type ZkLog } from './zk-client';

/** One punch as the device keeps it: the enrolled user id and the device's wall clock (Asia/Dhaka). */
export interface Punch { userId: string; date: string; time: string }

/** Reads a device's attendance log; throws when the device cannot be reached. */
export type AttendanceReader = (device: Pick<AttendanceDevice, 'ipAddress' | 'port'>, log?: PullLog) => Promise<Punch[]>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A pull's logger (the request's, or the server's for the scheduler); silent when none is given. */
export type PullLog = ZkLog & { error(obj: object, msg?: string): void };
const silent: PullLog = { debug: () => undefined, warn: () => undefined, error: () => undefined };

/** How long the device may take to answer one step (connect, a data packet). */
const DEVICE_TIMEOUT_MS = 5000;

/** The promise, or a rejection after `ms` (the timer cleared either way). */
async function bounded<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('TIMEOUT_ON_CONNECT')), ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The ZKTeco reader over TCP (zkteco-js' TCP client, one clean instance per pull: zk-client.ts):
 * connect, read the attendance log, disconnect; then every timer it left is cleared and the socket
 * closed, and its console words went to `log`. The library builds each record_time as a local Date
 * from the device's clock fields, so the local parts are the device's wall time (kept in Asia/Dhaka
 * on the device).
 */
export const zktecoReader: AttendanceReader = async ({ ipAddress, port }, log = silent) => {
  const zk = zkSession(log);
  try {
    const device = new zk.ZTCP(ipAddress, port, DEVICE_TIMEOUT_MS);
    // the library bounds each reply but not the TCP connect itself (an address where nothing answers)
    await bounded(device.createSocket(), DEVICE_TIMEOUT_MS);
    await device.connect();
    try {
      const logs = await device.getAttendances();
      return logs.data.map((r) => {
        const at = new Date(r.record_time);
        return {
          userId: String(r.user_id).trim(),
          date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
          time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
        };
      });
    } finally {
      await device.disconnect().catch(() => undefined);
    }
  } finally {
    zk.dispose();
  }
};

export interface PullResult { deviceId: number; added: number; read: number; error: string }

/**
 * Pulls of one academy run one after another, whoever asks ("pull now", the scheduler, the absence
 * run): at most one device connection per academy at a time. In this process each academy's queue is
 * the promise of its last pull; it leaves the map when it ends. Between API replicas the pull holds
 * the academy's lease `pull:<code>` (platform/lease.ts) while it runs: "pull now" starts only when it
 * takes it, a scheduled pull waits for it (at most PULL_WAIT_MS). A replica that dies mid-pull stops
 * renewing it, and the academy is free again after PULL_LEASE_MS.
 */
const turns = new Map<string, Promise<void>>();
/** Devices with a pull queued or running (how many), for the device's `pulling` state. */
const pulling = new Map<number, number>();

/** An academy's pull turn between replicas: renewed every 10 s while the pull runs, free 30 s after a crash. */
const PULL_LEASE_MS = 30_000;
/** How long a scheduled pull (or the absence run's) waits for another replica's pull of the same academy. */
const PULL_WAIT_MS = 120_000;

/** The academy's pull lease: taken now (wait false) or within PULL_WAIT_MS; null when another replica keeps it. */
async function academyLease(db: DataSource, code: string, wait: boolean, log: PullLog): Promise<HeldLease | null> {
  const deadline = performance.now() + (wait ? PULL_WAIT_MS : 0);
  for (;;) {
    const lease = await holdLease(db, `pull:${code}`, { ttlMs: PULL_LEASE_MS, log });
    if (lease || performance.now() >= deadline) return lease;
    await sleep(500);
  }
}

function inAcademyTurn<T>(code: string, work: () => Promise<T>): Promise<T> {
  const result = (turns.get(code) ?? Promise.resolve()).then(work);
  const done = result.then(() => undefined, () => undefined);
  turns.set(code, done);
  void done.then(() => { if (turns.get(code) === done) turns.delete(code); });
  return result;
}

/** The lease a running pull of this device holds (its `pulling` state on every replica). */
export function deviceLeaseName(deviceId: number): string {
  return `device:${deviceId}`;
}

/** Whether a pull of this device is queued or running in this process. */
export function isPulling(deviceId: number): boolean {
  return pulling.has(deviceId);
}

/** Resolves when no pull is queued or running (the server's graceful stop; tests wait for the outcome of "pull now"). */
export async function pullsSettled(): Promise<void> {
  while (turns.size) await Promise.all([...turns.values()]);
}

/**
 * Pulls one device, in its academy's turn: checks its address again (the name resolved now, every
 * address allowed, the port one of ATTENDANCE_DEVICE_PORTS: device-address.ts; refused: invalidValue,
 * nothing read), connects to the address checked, reads its log, maps each device user id to a
 * student (admit number) or an officiant (staff id) as the device's user option allows (Student,
 * Officiant, All: a student first), stores the punches not yet stored (the unique punch key makes a
 * second pull add nothing), and keeps the pull's time, error key and records added on the device. An
 * unreachable device is deviceNotFound ("device not found, check address and port", spec doc 2 §8).
 */
export function pullDevice(db: DataSource, device: AttendanceDevice, reader: AttendanceReader, policy: DevicePolicy, now: Date, log: PullLog = silent): Promise<PullResult> {
  return pullInTurn(db, device, reader, policy, now, log, true);
}

/**
 * pullDevice with the academy's lease taken (`wait`: waiting for another replica's pull, else not);
 * `started` is told whether it was taken. Not taken: nothing is read or written, the result's error is
 * serviceUnavailable. Claims the academy's turn in this process before its first await.
 */
function pullInTurn(db: DataSource, device: AttendanceDevice, reader: AttendanceReader, policy: DevicePolicy, now: Date, log: PullLog, wait: boolean, started?: (taken: boolean) => void): Promise<PullResult> {
  pulling.set(device.id, (pulling.get(device.id) ?? 0) + 1);
  return inAcademyTurn(device.code, async () => {
    let lease: HeldLease | null;
    try {
      lease = await academyLease(db, device.code, wait, log);
    } catch (e) {
      started?.(false);
      throw e;
    }
    started?.(lease !== null);
    if (!lease) return { deviceId: device.id, added: 0, read: 0, error: 'serviceUnavailable' };
    // The device's own lease says to every replica that it is being pulled (its `pulling` state).
    const mark = await holdLease(db, deviceLeaseName(device.id), { ttlMs: PULL_LEASE_MS, log }).catch(() => null);
    try {
      return await pullOnce(db, device, reader, policy, now, log);
    } finally {
      await mark?.release();
      await lease.release();
    }
  }).finally(() => {
    const left = (pulling.get(device.id) ?? 1) - 1;
    if (left) pulling.set(device.id, left);
    else pulling.delete(device.id);
  });
}

async function pullOnce(db: DataSource, queued: AttendanceDevice, reader: AttendanceReader, policy: DevicePolicy, now: Date, log: PullLog): Promise<PullResult> {
  // the device as it is now (edited or deleted while the pull waited for its turn)
  const device = await db.getRepository(AttendanceDevice).findOneBy({ id: queued.id, code: queued.code });
  if (!device) return { deviceId: queued.id, added: 0, read: 0, error: 'sorryNotFound' };
  const failed = async (error: string) => {
    await db.getRepository(AttendanceDevice).update({ id: device.id, code: device.code }, { lastPulledAt: now, lastError: error, lastAdded: 0 });
    return { deviceId: device.id, added: 0, read: 0, error };
  };
  const target = await deviceTarget(device.ipAddress, device.port, policy);
  if ('error' in target) {
    log.warn({ deviceId: device.id, error: target.error }, 'attendance device address refused or not resolved');
    return failed(target.error);
  }
  let punches: Punch[];
  try {
    punches = await reader({ ipAddress: target.address, port: device.port }, log);
  } catch (e) {
    log.warn({ deviceId: device.id, err: (e as Error)?.message ?? String(e) }, 'attendance device not reached');
    return failed('deviceNotFound');
  }
  const code = device.code;
  const ids = [...new Set(punches.map((p) => p.userId))];
  const admitNos = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const students = device.deviceUser === 'Officiant' || !admitNos.length ? []
    : await db.getRepository(Student).createQueryBuilder('s').where('s.code = :code AND s.admitNo IN (:...admitNos)', { code, admitNos }).getMany();
  const staff = device.deviceUser === 'Student' || !ids.length ? []
    : await db.getRepository(Staff).createQueryBuilder('s').where('s.code = :code AND s.staffId IN (:...ids)', { code, ids }).getMany();
  const records = db.getRepository(AttendanceRecord);
  // the academy's shift times per person kind (issue 12) decide the shift and the late mark
  const settings = await shiftSettingsOf(db, code);
  const shifts = { student: shiftsOfKind(settings, 'student'), officiant: shiftsOfKind(settings, 'officiant') };
  const holiday = await weeklyHolidayOf(db, code);
  let added = 0;
  for (const p of punches) {
    const student = students.find((s) => String(s.admitNo) === p.userId);
    const officiant = student ? undefined : staff.find((s) => s.staffId === p.userId);
    if (!student && !officiant) continue;
    const c = classifyPunch(dhakaInstant(p.date, p.time), shifts[student ? 'student' : 'officiant'], holiday);
    const row = records.create({
      code, personKind: student ? 'student' : 'officiant', personId: (student ?? officiant)!.id,
      idNo: student ? String(student.admitNo) : officiant!.staffId, name: (student ?? officiant)!.name,
      classDesignation: student ? [student.admittedClass, student.groupName].filter((v) => v.trim()).join(' / ') : officiant!.designation,
      shift: c.shift, date: c.date, arrival: c.arrival, startTime: c.startTime, endTime: c.endTime, gracePeriod: c.gracePeriod,
      condition: c.condition, method: 'fingerprint', deviceId: device.id,
    });
    const key = { code, personKind: row.personKind, personId: row.personId, date: row.date, arrival: row.arrival };
    if (await records.existsBy(key)) continue;
    try {
      await records.insert(row);
      added += 1;
    } catch (e) {
      // a pull running at the same time stored the same punch first: the unique key keeps one
      if (!isUniqueViolation(e)) throw e;
    }
  }
  await db.getRepository(AttendanceDevice).update({ id: device.id, code }, { lastPulledAt: now, lastError: '', lastAdded: added });
  return { deviceId: device.id, added, read: punches.length, error: '' };
}

/** The reader the server uses; tests replace it (or point a device at the fake ZK device). */
let reader: AttendanceReader = zktecoReader;
export function setAttendanceReader(r: AttendanceReader | null): void { reader = r ?? zktecoReader; }

/** What "pull now" answers at once: whether it started a pull (false: one of the academy's pulls is still running). */
export interface PullStart { deviceId: number; started: boolean }

/**
 * "Pull now" on one of the academy's devices (the device managers: attendanceDevice.write). It answers
 * at once, before any connection, so the answer (and its time) says nothing of the address: the pull
 * runs in the background and its outcome is kept on the device (lastPulledAt, lastError, lastAdded;
 * `pulling` while it runs). One pull per academy at a time: while one runs, the answer is
 * `started: false` and nothing more is opened; at most DEVICE_PULL_POINTS starts per academy in
 * DEVICE_PULL_SECONDS (ctx.limits.devicePulls, shared by the replicas with Redis), then tooManyAttempts.
 */
export async function pullNow(ctx: Ctx, id: number): Promise<PullStart> {
  authorize(ctx, { permission: 'attendanceDevice.write', write: true });
  const device = await owned(ctx, AttendanceDevice).get(id);
  if (turns.has(device.code)) return { deviceId: id, started: false };
  await ctx.limits.devicePulls.spend(device.code);
  // checked again and claimed with no await in between: of twenty calls at once, one goes on; it starts
  // if it takes the academy's lease (no other replica is pulling the academy)
  if (turns.has(device.code) || !(await startPull(ctx, device))) {
    await ctx.limits.devicePulls.refund(device.code);
    return { deviceId: id, started: false };
  }
  return { deviceId: id, started: true };
}

/** Starts a pull in the background (the academy's turn claimed at once); resolves when its lease was taken or not. */
function startPull(ctx: Ctx, device: AttendanceDevice): Promise<boolean> {
  const log = ctx.log ?? silent;
  return new Promise<boolean>((resolve) => {
    pullInTurn(ctx.db, device, reader, devicePolicy(ctx.config), new Date(), log, false, resolve)
      .catch((e: unknown) => { log.error({ err: e, deviceId: device.id }, 'attendance pull failed'); resolve(false); });
  });
}

/**
 * Before the absence run (issue 12): the academy's devices that take students (Student or All) and
 * were not read successfully since `since` (today's close of the shifts) are pulled now, so punches
 * still on a device never count as absences. True when every such device has been read.
 */
export async function studentDevicesReadSince(db: DataSource, policy: DevicePolicy, code: string, since: Date, log: PullLog = silent): Promise<boolean> {
  const devices = await db.getRepository(AttendanceDevice).find({ where: { code, deviceUser: In(['Student', 'All']) }, order: { id: 'ASC' } });
  let read = true;
  for (const d of devices) {
    if (d.lastPulledAt && d.lastPulledAt >= since && !d.lastError) continue;
    if ((await pullDevice(db, d, reader, policy, new Date(), log)).error) read = false;
  }
  return read;
}

/** Pulls every device of every academy, one after another (the scheduler's work). */
export async function pullAll(db: DataSource, policy: DevicePolicy, log: PullLog = silent): Promise<PullResult[]> {
  const all = await db.getRepository(AttendanceDevice).find({ order: { id: 'ASC' } });
  const out: PullResult[] = [];
  for (const d of all) out.push(await pullDevice(db, d, reader, policy, new Date(), log));
  return out;
}

/**
 * Starts pulling every `minutes` (ATTENDANCE_PULL_MINUTES), its failures to `log`, in the one replica
 * holding the lease `attendancePull` (platform/lease.ts leasedSchedule; `lease`: tests set its clock
 * and holder); a pull still running when the next is due is not doubled. The stop clears the timer,
 * resolves when a pull still running has ended (each device step is bounded by its timeout) and
 * releases the lease.
 */
export function startAttendancePuller(db: DataSource, policy: DevicePolicy, minutes: number, log: PullLog = silent, lease: LeaseOptions = {}): LeasedSchedule {
  const work = () => pullAll(db, policy, log).catch((e: unknown) => log.error({ err: e }, 'attendance pull failed'));
  return leasedSchedule(db, 'attendancePull', minutes * 60_000, work, { log, ...lease });
}
