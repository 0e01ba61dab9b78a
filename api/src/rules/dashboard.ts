/**
 * The academy dashboard's figures (issue 12), pure: the database counts (GROUP BY), these rules
 * shape the counts into what the dashboard shows. Shared with the web client.
 */
import type { GradeRow } from './results';

/** One day's student attendance: counts of the academy's active (admitted, `in`) students. */
export interface AttendanceDay {
  /** YYYY-MM-DD (Asia/Dhaka). */
  date: string;
  /** Arrived on time at least once that day. */
  present: number;
  /** Arrived, but only late. */
  late: number;
  /** No arrival; 0 on a day nobody's arrival was recorded (see `taken`). */
  absent: number;
  /**
   * Any arrival recorded that day. A day without one is the weekly holiday, a holiday or a day
   * attendance was not taken: nobody counts as absent (the demo and the devices record nothing on
   * Fridays), so the chart does not show the whole academy absent every Friday.
   */
  taken: boolean;
}

/** What the database counts per day: people with any arrival, and people with an on-time arrival. */
export interface AttendanceCount { date: string; arrived: number; onTime: number }

/** YYYY-MM of a YYYY-MM-DD date. */
export const monthOfDate = (date: string) => date.slice(0, 7);

/** The days of `today`'s month from the 1st up to today (YYYY-MM-DD each). */
export function monthDaysUpTo(today: string): string[] {
  const month = monthOfDate(today);
  const last = Number(today.slice(8, 10));
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * A day's marks as the attendance register reckons them (rules/attendance.ts monthMarks): a person
 * with any on-time arrival is present, with only late arrivals late, with none absent. `active` is
 * the number of active students; the counts never go below zero.
 */
export function attendanceDay(date: string, active: number, count?: AttendanceCount): AttendanceDay {
  const arrived = Math.min(active, Math.max(0, count?.arrived ?? 0));
  const present = Math.min(arrived, Math.max(0, count?.onTime ?? 0));
  const taken = arrived > 0;
  return { date, present, late: arrived - present, absent: taken ? active - arrived : 0, taken };
}

/** Every day of today's month up to today, with the database's counts (days without counts: nothing taken). */
export function attendanceMonth(today: string, active: number, counts: readonly AttendanceCount[]): AttendanceDay[] {
  const byDate = new Map(counts.map((c) => [c.date, c]));
  return monthDaysUpTo(today).map((date) => attendanceDay(date, active, byDate.get(date)));
}

export interface GradeCount { grade: string; status: string; count: number }
export interface GradeBar { grade: string; status: 'pass' | 'fail'; count: number }

/**
 * A result's rows counted by grade, in its grade table's order (A+ first, F last), every grade of
 * the table listed (0 when nobody got it); a grade the table no longer has comes after, as counted.
 * Without grades (the academy's isGrade off, every grade empty) the list is empty and only the
 * pass and fail totals tell.
 */
export function gradeDistribution(table: readonly Pick<GradeRow, 'grade' | 'status'>[], counts: readonly GradeCount[]): { grades: GradeBar[]; passed: number; failed: number } {
  const passFail = (s: string): 'pass' | 'fail' => (s === 'pass' ? 'pass' : 'fail');
  const passed = counts.filter((c) => passFail(c.status) === 'pass').reduce((n, c) => n + c.count, 0);
  const failed = counts.filter((c) => passFail(c.status) === 'fail').reduce((n, c) => n + c.count, 0);
  const graded = counts.filter((c) => c.grade !== '');
  if (!graded.length) return { grades: [], passed, failed };
  const byGrade = new Map<string, number>();
  for (const c of graded) byGrade.set(c.grade, (byGrade.get(c.grade) ?? 0) + c.count);
  const grades: GradeBar[] = [];
  const seen = new Set<string>();
  for (const g of table) {
    if (seen.has(g.grade)) continue;
    seen.add(g.grade);
    grades.push({ grade: g.grade, status: passFail(g.status), count: byGrade.get(g.grade) ?? 0 });
  }
  for (const c of graded) {
    if (seen.has(c.grade)) continue;
    seen.add(c.grade);
    grades.push({ grade: c.grade, status: passFail(c.status), count: byGrade.get(c.grade) ?? 0 });
  }
  return { grades, passed, failed };
}

/**
 * A new academy's setup checklist (issue 25), in the order an office does it: each step is done once
 * the academy has at least one of its things (an SMS balance above zero for the last). The web
 * client links each key to its screen.
 */
export const SETUP_STEPS = ['classes', 'feeRules', 'accountHeads', 'receiptBook', 'staff', 'admission', 'smsBalance'] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export interface SetupStep { key: SetupStepKey; count: number; done: boolean }

/** The steps in order from what the database counted (a step not counted is 0: not done). */
export function setupChecklist(counts: Partial<Record<SetupStepKey, number>>): { steps: SetupStep[]; done: boolean } {
  const steps = SETUP_STEPS.map((key) => ({ key, count: counts[key] ?? 0, done: (counts[key] ?? 0) > 0 }));
  return { steps, done: steps.every((s) => s.done) };
}
