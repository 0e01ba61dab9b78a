import { IsNull, LessThanOrEqual, Like, MoreThanOrEqual, Not } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { leasedSchedule, type LeasedSchedule, type LeaseOptions } from '../../platform/lease';
import { OutboxMessage } from '../../platform/outbox.entity';
import { balanceUsable, eventSmsBody, sendEventSms } from '../../platform/sms';
import { academyStatus } from '../../rules/academy-status';
import { absenceDue, absenceWindow, dhakaInstant, dhakaMoment, shiftsOfKind } from '../../rules/attendance';
import { primaryMobile } from '../../rules/mobile';
import { smsCostPaisa } from '../../rules/sms';
import { Leave } from '../administration/leave.entity';
import { Academy } from '../auth/academy.entity';
import { Student } from '../education/student.entity';
import { AcademySettings } from '../others/settings.entity';
import { settingsOf } from '../others/settings.service';
import type { AbsenceSmsRunView } from './attendance.types';
import { AttendanceRecord } from './entities';
import { devicePolicy } from './device-address';
import { studentDevicesReadSince } from './puller';
import { shiftSettingsOf, weeklyHolidayOf } from './shifts.service';

type Env = Pick<Ctx, 'db' | 'clock'> & Partial<Pick<Ctx, 'config' | 'log'>>;

/**
 * The absence message of one academy for today (issue 12). Once today's student shifts have closed
 * (rules/attendance.ts absenceWindow: the latest end time plus grace of the shifts the academy runs
 * today), every admitted student (condition in) with no attendance record today and not on leave is
 * absent (the academy's student devices are read first; one that cannot be read stops the run:
 * deviceNotRead; a day on which no student has any record was not taken, notTaken, and nobody is
 * told), and the guardian's mobile gets the academy's absence text — once per student and day: the
 * outbox's unique event key `absence:{date}:{studentId}` makes a second run (or a second replica)
 * send nothing again. Only while the switch is on; each message only while the SMS balance (not
 * expired) covers it: when it runs short the run stops and the rest are told by a run after a
 * recharge.
 */
export async function runAbsence(env: Env, code: string): Promise<AbsenceSmsRunView> {
  const now = env.clock.now();
  const { date, time, weekday } = dhakaMoment(now);
  const window = absenceWindow(weekday, shiftsOfKind(await shiftSettingsOf(env.db, code), 'student'), await weeklyHolidayOf(env.db, code));
  const run: AbsenceSmsRunView = {
    date, state: 'done', closesAt: window.closesAt, absent: 0, sent: 0, failed: 0, repeated: 0, skipped: 0, balanceShort: false,
  };
  if (!window.schoolDay) return { ...run, state: 'notSchoolDay' };
  if (!absenceDue(time, window.closesAt)) return { ...run, state: 'notYet' };
  const settings = await settingsOf(env.db, code);
  if (!settings.absenceSms) return run;
  // punches still on a device are not absences: read the student devices first; one that cannot be read stops the run
  if (!(await studentDevicesReadSince(env.db, devicePolicy(env.config), code, dhakaInstant(date, window.closesAt ?? '00:00'), env.log))) return { ...run, state: 'deviceNotRead' };

  const students = await env.db.getRepository(Student).find({
    select: { id: true, admitNo: true, name: true, admittedClass: true, groupName: true, fatherMobile: true },
    where: { code, condition: 'in', admitNo: Not(IsNull()) }, order: { admitNo: 'ASC' },
  });
  const came = new Set((await env.db.getRepository(AttendanceRecord).find({
    select: { personId: true }, where: { code, personKind: 'student', date },
  })).map((r) => r.personId));
  const onLeave = new Set((await env.db.getRepository(Leave).find({
    select: { personId: true }, where: { code, kind: 'student', startDate: LessThanOrEqual(date), endDate: MoreThanOrEqual(date) },
  })).map((l) => l.personId));
  const told = new Set((await env.db.getRepository(OutboxMessage).find({
    select: { eventKey: true }, where: { code, eventKey: Like(`absence:${date}:%`) },
  })).map((m) => m.eventKey));
  // Nobody recorded at all (a holiday, or the office has not entered the day yet): no one is absent.
  if (!came.size) return { ...run, state: 'notTaken' };
  const absent = students.filter((s) => !came.has(s.id) && !onLeave.has(s.id));
  run.absent = absent.length;

  const academy = await env.db.getRepository(Academy).findOneByOrFail({ code });
  let balance = balanceUsable(academy, env.clock.today()) ? academy.smsBalance : 0;
  for (const s of absent) {
    const key = `${date}:${s.id}`;
    if (told.has(`absence:${key}`)) { run.repeated++; continue; }
    if (!primaryMobile(s.fatherMobile)) { run.skipped++; continue; }
    const values = { name: s.name, class: [s.admittedClass, s.groupName].filter((v) => v.trim()).join(' '), admitNo: s.admitNo ?? '', date };
    const cost = smsCostPaisa(eventSmsBody(settings, 'absence', values));
    if (cost > balance) { run.balanceShort = true; break; }
    const m = await sendEventSms(env, { code, kind: 'absence', key, receiver: s.fatherMobile, values });
    if (!m) run.repeated++;
    else if (m.status === 'failed') {
      run.failed++;
      if (m.error === 'balanceFinishde') { run.balanceShort = true; break; }
    } else {
      run.sent++;
      balance -= m.costPaisa;
    }
  }
  return run;
}

/** The scheduler's work: every academy with the absence switch on that may write (activated, not expired). */
export async function absenceTick(env: Env): Promise<AbsenceSmsRunView[]> {
  const on = await env.db.getRepository(AcademySettings).find({ select: { code: true }, where: { absenceSms: true }, order: { code: 'ASC' } });
  const out: AbsenceSmsRunView[] = [];
  for (const { code } of on) {
    const academy = await env.db.getRepository(Academy).findOneBy({ code });
    if (!academy || academyStatus(academy, env.clock.today()) !== 'active') continue;
    try {
      out.push(await runAbsence(env, code));
    } catch (e) {
      env.log?.error({ err: e, code }, 'absence messages failed');
    }
  }
  return out;
}

/**
 * Runs absenceTick every `minutes` (the same style as the device pull schedule) in the one replica
 * holding the lease `absence` (platform/lease.ts leasedSchedule; `lease`: tests set its clock and
 * holder); a run still going when the next is due is not doubled. The stop clears the timer, resolves
 * when a running tick ends and releases the lease.
 */
export function startAbsenceScheduler(env: Env, minutes: number, lease: LeaseOptions = {}): LeasedSchedule {
  const work = () => absenceTick(env).catch((e: unknown) => env.log?.error({ err: e }, 'absence messages failed'));
  return leasedSchedule(env.db, 'absence', minutes * 60_000, work, { log: env.log, ...lease });
}

/** "Send absence messages now" (the office: education or superUser): today's run for the caller's academy; switched off: notWorked. */
export async function sendAbsenceNow(ctx: Ctx): Promise<AbsenceSmsRunView> {
  authorize(ctx, { permission: 'absenceSms.send', write: true });
  const code = tenant(ctx);
  if (!(await settingsOf(ctx.db, code)).absenceSms) throw new AppError('notWorked', { field: 'absenceSms' });
  return runAbsence(ctx, code);
}
