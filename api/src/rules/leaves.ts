/**
 * Student and staff leave (spec doc 1 §3 "Leave", §5, §9). Pure: no I/O, shared with the web
 * client (`@rules/leaves`), so the dialog shows the same day count the server stores.
 *
 * - A leave runs from its first to its last day, both counted: 2026-03-01 to 2026-03-01 is 1 day.
 * - Dates are calendar dates YYYY-MM-DD; an end before the start is refused (invalidValue, leaveEnd).
 * - Two leaves of one person may not share a day (the service refuses with duplicateNotPossible).
 */
import { isIsoDate } from './dates';
import { missingField, type FormProblem } from './problems';

/** Whose leave: a staff member (looked up by staff id) or a student (by admit number). */
export const LEAVE_KINDS = ['staff', 'student'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** Spec: leaveType is verbal or written. */
export const LEAVE_TYPES = ['verbal', 'written'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/**
 * The spec's 32 leave reasons ("The leave reason list has 32 entries"; the spec does not name
 * them). Stable keys, stored as they are; the web translates `leaves.reason.<key>`.
 */
// Stryker disable next-line StringLiteral,ArrayDeclaration: a constant list of stable keys (rules-leaves.test.ts checks 32 distinct keys); each mutant a full static run
export const LEAVE_REASONS = [
  'sickness', 'medicalTreatment', 'hospitalAdmission', 'familyIllness', 'deathInFamily', 'ownWedding',
  'familyWedding', 'maternity', 'paternity', 'religiousFestival', 'hajj', 'umrah',
  'religiousGathering', 'familyEvent', 'homeVisit', 'travel', 'ownExam', 'admissionTest',
  'training', 'officialDuty', 'legalMatter', 'naturalDisaster', 'badWeather', 'transportProblem',
  'accident', 'guardianRequest', 'personalWork', 'emergency', 'infectiousDisease', 'higherStudies',
  'casualLeave', 'other',
] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];

export const isLeaveKind = (v: unknown): v is LeaveKind => (LEAVE_KINDS as readonly unknown[]).includes(v);
export const isLeaveType = (v: unknown): v is LeaveType => (LEAVE_TYPES as readonly unknown[]).includes(v);
export const isLeaveReason = (v: unknown): v is LeaveReason => (LEAVE_REASONS as readonly unknown[]).includes(v);

/** A leave's first and last day, YYYY-MM-DD. */
export interface DateRange { start: string; end: string }

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/** The length of a leave in days, or why the dates are refused (the form's field names). */
export type LeaveLength = { ok: true; days: number } | { ok: false; problem: FormProblem };

/**
 * Days of a leave, counted inclusively from the start to the end: a blank date is requiredField,
 * a date that is not a real YYYY-MM-DD is invalidValue (leaveStart / leaveEnd), an end before the
 * start is invalidValue on leaveEnd.
 */
export function leaveLength(start: string, end: string): LeaveLength {
  for (const [field, value] of [['leaveStart', start], ['leaveEnd', end]] as const) {
    if (typeof value !== 'string' || value.trim() === '') return { ok: false, problem: missingField(field) };
    if (!isIsoDate(value)) return { ok: false, problem: { code: 'invalidValue', field } };
  }
  if (end < start) return { ok: false, problem: { code: 'invalidValue', field: 'leaveEnd' } };
  return { ok: true, days: Math.round((utc(end) - utc(start)) / DAY_MS) + 1 };
}

/** Days of a leave, or null when the dates are refused (see leaveLength). */
export function leaveDays(start: string, end: string): number | null {
  const length = leaveLength(start, end);
  return length.ok ? length.days : null;
}

/** Whether two leaves share at least one day (both ends included). */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}
