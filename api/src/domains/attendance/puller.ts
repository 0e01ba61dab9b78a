import type { DataSource } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { isUniqueViolation } from '../../platform/db-errors';
import type { Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
import { classifyPunch, dhakaInstant } from '../../rules/attendance';
import { Staff } from '../administration/staff.entity';
import { Student } from '../education/student.entity';
import { AttendanceDevice, AttendanceRecord } from './entities';

/** One punch as the device keeps it: the enrolled user id and the device's wall clock (Asia/Dhaka). */
export interface Punch { userId: string; date: string; time: string }

/** Reads a device's attendance log; throws when the device cannot be reached. */
export type AttendanceReader = (device: Pick<AttendanceDevice, 'ipAddress' | 'port'>) => Promise<Punch[]>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The ZKTeco reader over TCP (zkteco-js): connect, read the attendance log, disconnect. The library
 * builds each record_time as a local Date from the device's clock fields, so the local parts are the
 * device's wall time (kept in Asia/Dhaka on the device).
 */
export const zktecoReader: AttendanceReader = async ({ ipAddress, port }) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Zkteco = require('zkteco-js') as new (ip: string, port: number, timeout: number, inport: number) => {
    createSocket(): Promise<boolean>; getAttendances(): Promise<{ data: { user_id: string; record_time: string }[] }>; disconnect(): Promise<void>;
  };
  const device = new Zkteco(ipAddress, port, 5000, 5000);
  await device.createSocket();
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
};

export interface PullResult { deviceId: number; added: number; read: number; error: string }

/**
 * Pulls one device: reads its log, maps each device user id to a student (admit number) or an
 * officiant (staff id) as the device's user option allows (Student, Officiant, All: a student
 * first), stores the punches not yet stored (the unique punch key makes a second pull add nothing),
 * and keeps the pull's time and error key on the device. An unreachable device is deviceNotFound
 * ("device not found, check address and port", spec doc 2 §8).
 */
export async function pullDevice(db: DataSource, device: AttendanceDevice, reader: AttendanceReader, now: Date): Promise<PullResult> {
  let punches: Punch[];
  try {
    punches = await reader(device);
  } catch {
    await db.getRepository(AttendanceDevice).update({ id: device.id, code: device.code }, { lastPulledAt: now, lastError: 'deviceNotFound', lastAdded: 0 });
    return { deviceId: device.id, added: 0, read: 0, error: 'deviceNotFound' };
  }
  const code = device.code;
  const ids = [...new Set(punches.map((p) => p.userId))];
  const admitNos = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const students = device.deviceUser === 'Officiant' || !admitNos.length ? []
    : await db.getRepository(Student).createQueryBuilder('s').where('s.code = :code AND s.admitNo IN (:...admitNos)', { code, admitNos }).getMany();
  const staff = device.deviceUser === 'Student' || !ids.length ? []
    : await db.getRepository(Staff).createQueryBuilder('s').where('s.code = :code AND s.staffId IN (:...ids)', { code, ids }).getMany();
  const records = db.getRepository(AttendanceRecord);
  let added = 0;
  for (const p of punches) {
    const student = students.find((s) => String(s.admitNo) === p.userId);
    const officiant = student ? undefined : staff.find((s) => s.staffId === p.userId);
    if (!student && !officiant) continue;
    const c = classifyPunch(dhakaInstant(p.date, p.time));
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

/** "Pull now" on one of the academy's devices (any staff). */
export async function pullNow(ctx: Ctx, id: number): Promise<PullResult> {
  authorize(ctx, { permission: 'attendance.write', write: true });
  const device = await owned(ctx, AttendanceDevice).get(id);
  return pullDevice(ctx.db, device, reader, new Date());
}

/** Pulls every device of every academy, one after another (the scheduler's work). */
export async function pullAll(db: DataSource): Promise<PullResult[]> {
  const all = await db.getRepository(AttendanceDevice).find({ order: { id: 'ASC' } });
  const out: PullResult[] = [];
  for (const d of all) out.push(await pullDevice(db, d, reader, new Date()));
  return out;
}

/** Starts pulling every `minutes` (ATTENDANCE_PULL_MINUTES); returns the stop. */
export function startAttendancePuller(db: DataSource, minutes: number): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    pullAll(db).catch((e) => console.error('attendance pull failed', e)).finally(() => { busy = false; });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
