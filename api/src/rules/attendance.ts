/**
 * Attendance (spec doc 2 §3 "Attendance record", §9 "Attendance lateness").
 *
 * A record keeps the shift's times as they were when the punch was taken: start_time (the arrival
 * window opens), end_time (the arrival window closes: the last on-time minute) and grace_period
 * (minutes). §9: "time zone Asia/Dhaka; late if arrival exceeds end time plus grace period in
 * minutes" — so "end time" is the record's end_time, the close of the arrival window, not the end of
 * the school day. "Exceeds" is strict: arriving exactly at end time + grace is on time; one second
 * after is late. Arriving before start_time is early and not late.
 */
import { TIME_ZONE } from './dates';

export const SHIFTS = ['day', 'night', 'weekend'] as const;
export type Shift = (typeof SHIFTS)[number];
export const METHODS = ['card', 'fingerprint', 'pin', 'manual'] as const;
export type Method = (typeof METHODS)[number];
export const PERSON_KINDS = ['student', 'officiant'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];
/** Spec doc 2 §9: device user options. */
export const DEVICE_USERS = ['Student', 'Officiant', 'All'] as const;
export type DeviceUser = (typeof DEVICE_USERS)[number];
export const CONDITIONS = ['present', 'late'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface ShiftTimes { startTime: string; endTime: string; gracePeriod: number }

/**
 * The shift times used when a punch comes from a device (the spec gives no shift settings screen):
 * day 08:00–08:30 with 10 minutes of grace, night 18:00–18:30, weekend 09:00–09:30.
 */
export const DEFAULT_SHIFTS: Record<Shift, ShiftTimes> = {
  day: { startTime: '08:00', endTime: '08:30', gracePeriod: 10 },
  night: { startTime: '18:00', endTime: '18:30', gracePeriod: 10 },
  weekend: { startTime: '09:00', endTime: '09:30', gracePeriod: 10 },
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export function isTime(value: string): boolean { return TIME.test(value); }

/** Seconds since midnight of HH:MM or HH:MM:SS, else NaN. */
export function secondsOf(time: string): number {
  const m = TIME.exec(time);
  return m ? +m[1] * 3600 + +m[2] * 60 + +(m[3] ?? 0) : NaN;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  weekday: 'short', hourCycle: 'h23',
});

/** A punch instant's calendar date (YYYY-MM-DD), wall time (HH:MM:SS) and weekday (0 = Sunday) in Asia/Dhaka. */
export function dhakaMoment(instant: Date): { date: string; time: string; weekday: number } {
  const p: Record<string, string> = {};
  for (const { type, value } of parts.formatToParts(instant)) p[type] = value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}`, weekday };
}

/** The Asia/Dhaka wall date and time (YYYY-MM-DD, HH:MM[:SS]) as an instant (Dhaka is UTC+6, no daylight saving). */
export function dhakaInstant(date: string, time: string): Date {
  const t = time.length === 5 ? `${time}:00` : time;
  return new Date(`${date}T${t}+06:00`);
}

/** True when the arrival (HH:MM[:SS], Dhaka wall time) exceeds end time plus the grace minutes. */
export function isLate(arrival: string, times: Pick<ShiftTimes, 'endTime' | 'gracePeriod'>): boolean {
  const at = secondsOf(arrival);
  const end = secondsOf(times.endTime);
  if (Number.isNaN(at) || Number.isNaN(end)) throw new Error(`not a time: ${arrival} / ${times.endTime}`);
  return at > end + Math.max(0, Math.trunc(times.gracePeriod)) * 60;
}

export function conditionOf(arrival: string, times: Pick<ShiftTimes, 'endTime' | 'gracePeriod'>): Condition {
  return isLate(arrival, times) ? 'late' : 'present';
}

/**
 * The shift a device punch belongs to: Friday (the Bangladeshi weekend) is weekend, a punch from
 * 15:00 on is night, anything else day.
 */
export function shiftOfPunch(weekday: number, time: string): Shift {
  if (weekday === 5) return 'weekend';
  return secondsOf(time) >= 15 * 3600 ? 'night' : 'day';
}

/** A device punch as a record's date, arrival, shift, times and condition (all in Asia/Dhaka). */
export function classifyPunch(instant: Date, shifts: Record<Shift, ShiftTimes> = DEFAULT_SHIFTS) {
  const m = dhakaMoment(instant);
  const shift = shiftOfPunch(m.weekday, m.time);
  const times = shifts[shift];
  return { date: m.date, arrival: m.time, shift, ...times, condition: conditionOf(m.time, times) };
}

/** The register's mark of one day: P present (on time), L late, A absent (no record), '' not yet (after today). */
export type RegisterMark = 'P' | 'L' | 'A' | '';

/**
 * One person's month as marks by day (1..days in month): a day with any on-time arrival is P, a
 * day with only late arrivals is L, a past day (or today) without a record is A, and a day after
 * `today` (YYYY-MM-DD, Asia/Dhaka) without a record is '' — not absent yet.
 */
export function monthMarks(month: string, records: { date: string; condition: string }[], today = '9999-12-31'): RegisterMark[] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const marks: RegisterMark[] = Array.from({ length: days }, (_, i) => (`${month}-${String(i + 1).padStart(2, '0')}` > today ? '' : 'A'));
  for (const r of records) {
    if (!r.date.startsWith(`${month}-`)) continue;
    const i = Number(r.date.slice(8, 10)) - 1;
    marks[i] = r.condition === 'late' ? (marks[i] === 'P' ? 'P' : 'L') : 'P';
  }
  return marks;
}
