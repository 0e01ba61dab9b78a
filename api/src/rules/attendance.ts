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

/**
 * The weekly holiday (issue 25 item 22): a day setting of the academy (0 = Sunday … 6 = Saturday),
 * Friday unless it chose another. It is not a shift: the 'weekend' shift is the optional classes held
 * on that day (off by default), and a holiday nobody was recorded is blank in the register.
 */
export const DEFAULT_WEEKLY_HOLIDAY = 5;
export function isWeekday(n: unknown): n is number { return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 6; }

export interface ShiftTimes { startTime: string; endTime: string; gracePeriod: number }

/**
 * The shift times an academy starts with (its settings change them per person kind: ShiftSetting
 * below): day 08:00–08:30 with 10 minutes of grace, night 18:00–18:30, weekend 09:00–09:30.
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
  // Stryker disable next-line ConditionalExpression: never padding is equivalent (Date reads THH:MM+06:00 as HH:MM:00); always padding breaks HH:MM:SS, which rules-attendance-examples tests
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
 * The shift a device punch belongs to: the academy's weekly holiday (Friday, the Bangladeshi weekend,
 * unless it chose another day) is weekend — the shift of classes held on the holiday, if any; on other days a
 * punch is night from the later of three hours before the night shift starts and halfway between
 * the day shift's close (end time plus grace) and the night's start, else day. With the default
 * shifts (day closes 08:40, night starts 18:00) that is from 15:00.
 */
export function shiftOfPunch(weekday: number, time: string, shifts: Record<Shift, ShiftTimes> = DEFAULT_SHIFTS, holiday = DEFAULT_WEEKLY_HOLIDAY): Shift {
  if (weekday === holiday) return 'weekend';
  const nightStart = secondsOf(shifts.night.startTime);
  const dayClose = secondsOf(shifts.day.endTime) + shifts.day.gracePeriod * 60;
  const from = Math.max(nightStart - 3 * 3600, Math.floor((dayClose + nightStart) / 2));
  return secondsOf(time) >= from ? 'night' : 'day';
}

/** A device punch as a record's date, arrival, shift, times and condition (all in Asia/Dhaka), by the person kind's shifts and the academy's weekly holiday. */
export function classifyPunch(instant: Date, shifts: Record<Shift, ShiftTimes> = DEFAULT_SHIFTS, holiday = DEFAULT_WEEKLY_HOLIDAY) {
  const m = dhakaMoment(instant);
  const shift = shiftOfPunch(m.weekday, m.time, shifts, holiday);
  const { startTime, endTime, gracePeriod } = shifts[shift];
  const times = { startTime, endTime, gracePeriod };
  return { date: m.date, arrival: m.time, shift, ...times, condition: conditionOf(m.time, times) };
}

/**
 * An academy's shift settings (issue 12): for students and for officiants separately, each of the
 * three shifts has a name (the office's own label; empty shows the shift's word), whether the
 * academy runs it, its arrival window (start, end) and grace minutes. Unsaved shifts are the defaults:
 * the day shift runs, night and weekend do not.
 */
export interface ShiftSetting extends ShiftTimes { personKind: PersonKind; shift: Shift; name: string; active: boolean }

/** Grace minutes allowed in the settings. */
export const GRACE_MAX = 180;
export const SHIFT_NAME_MAX = 40;

export function defaultShiftSettings(): ShiftSetting[] {
  return PERSON_KINDS.flatMap((personKind) => SHIFTS.map((shift) => ({
    personKind, shift, name: '', active: shift === 'day', ...DEFAULT_SHIFTS[shift],
  })));
}

/** The six settings in a fixed order (students first; day, night, weekend), the saved ones over the defaults. */
export function completeShiftSettings(saved: ShiftSetting[]): ShiftSetting[] {
  return defaultShiftSettings().map((d) => saved.find((s) => s.personKind === d.personKind && s.shift === d.shift) ?? d);
}

/** One person kind's shifts by name (the rows must be complete). */
export function shiftsOfKind(all: ShiftSetting[], personKind: PersonKind): Record<Shift, ShiftSetting> {
  const rows = completeShiftSettings(all).filter((s) => s.personKind === personKind);
  return Object.fromEntries(rows.map((s) => [s.shift, s])) as Record<Shift, ShiftSetting>;
}

/**
 * What is wrong with a shift setting, as the field and the catalogue key (invalidValue), or null:
 * start and end are HH:MM, the end is after the start, grace is a whole number from 0 to 180, the
 * name at most 40 characters.
 */
export function shiftSettingError(s: Pick<ShiftSetting, 'startTime' | 'endTime' | 'gracePeriod' | 'name'>): { field: string; key: 'invalidValue' } | null {
  const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!hhmm.test(s.startTime)) return { field: 'startTime', key: 'invalidValue' };
  if (!hhmm.test(s.endTime) || secondsOf(s.endTime) <= secondsOf(s.startTime)) return { field: 'endTime', key: 'invalidValue' };
  if (!Number.isInteger(s.gracePeriod) || s.gracePeriod < 0 || s.gracePeriod > GRACE_MAX) return { field: 'gracePeriod', key: 'invalidValue' };
  if (s.name.length > SHIFT_NAME_MAX) return { field: 'name', key: 'invalidValue' };
  return null;
}

/** HH:MM:SS of a time plus minutes (not wrapped past midnight: 23:59:59 at most). */
export function addMinutes(time: string, minutes: number): string {
  const t = Math.min(secondsOf(time) + minutes * 60, 24 * 3600 - 1);
  return [Math.floor(t / 3600), Math.floor(t / 60) % 60, t % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * The absence check of one day for students (issue 12): the day's shifts are the weekend shift on the
 * weekly holiday (Friday unless the academy chose another day) and the day and night shifts on other days; it is a school day when the academy runs one of
 * them, and a student without any record that day is absent once every one of them has closed (the
 * latest end time plus grace, `closesAt`, HH:MM:SS).
 */
export function absenceWindow(weekday: number, shifts: Record<Shift, ShiftSetting>, holiday = DEFAULT_WEEKLY_HOLIDAY): { schoolDay: boolean; closesAt: string | null } {
  const today = (weekday === holiday ? ['weekend'] : ['day', 'night']) as Shift[];
  const running = today.map((k) => shifts[k]).filter((s) => s.active);
  if (!running.length) return { schoolDay: false, closesAt: null };
  const closes = running.map((s) => addMinutes(s.endTime, s.gracePeriod)).sort();
  return { schoolDay: true, closesAt: closes[closes.length - 1] };
}

/** True once the day's shifts have closed: the time (HH:MM[:SS]) is after closesAt. */
export function absenceDue(time: string, closesAt: string | null): boolean {
  return closesAt !== null && secondsOf(time) > secondsOf(closesAt);
}

/** The register's mark of one day: P present (on time), L late, A absent, '' blank (nobody was recorded that day, or it is still to come). */
export type RegisterMark = 'P' | 'L' | 'A' | '';

/**
 * The one rule of a day's mark, everywhere (register screen, its print, the guardian's page, every
 * count of absences; issue 25 item 12): a day with any on-time arrival is P, with only late arrivals
 * L; a day without the person's record is A only when attendance was taken that day (`recorded`:
 * the dates on which anybody of the same kind — any student, or any officiant — of the academy has a
 * record) and the day is not after `today` (YYYY-MM-DD, Asia/Dhaka). A day nobody was recorded
 * (before recording began, the weekly holiday, a holiday) is blank, never absent; so is a day to come.
 */
export function monthMarks(
  month: string,
  records: readonly { date: string; condition: string }[],
  recorded: ReadonlySet<string>,
  today = '9999-12-31',
): RegisterMark[] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const marks: RegisterMark[] = Array.from({ length: days }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return date <= today && recorded.has(date) ? 'A' : '';
  });
  for (const r of records) {
    if (!r.date.startsWith(`${month}-`)) continue;
    const i = Number(r.date.slice(8, 10)) - 1;
    marks[i] = r.condition === 'late' ? (marks[i] === 'P' ? 'P' : 'L') : 'P';
  }
  return marks;
}

/** A month's marks counted: present (on time), late and absent; blank days count nowhere. */
export function markCounts(marks: readonly string[]): { present: number; late: number; absent: number } {
  const n = (k: string) => marks.filter((x) => x === k).length;
  return { present: n('P'), late: n('L'), absent: n('A') };
}
