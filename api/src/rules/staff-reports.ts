import { isIsoDate } from './dates';
import { missingField, type FormProblem } from './problems';

/**
 * Staff reports (spec doc 1 §3 "Staff report", §9 "Ten rows each for … staff reports"): the rules
 * the API enforces on save and the web form checks while the office types. Pure, shared.
 */

/** The kinds of report, stored as these stable keys (translated on screen and on the sheet). */
export const STAFF_REPORT_TYPES = ['monthly', 'quarterly', 'halfYearly', 'yearly', 'special'] as const;
export type StaffReportType = (typeof STAFF_REPORT_TYPES)[number];

/** A report holds at most ten triples (subject, student report, office report); the sheet always prints ten rows. */
export const STAFF_REPORT_ROWS = 10;
/** Longest subject and longest report text of one triple. */
export const REPORT_SUBJECT_MAX = 200;
export const REPORT_TEXT_MAX = 1000;

export interface StaffReportRow {
  subject: string;
  studentReport: string;
  officeReport: string;
}

export function isStaffReportType(value: unknown): value is StaffReportType {
  return typeof value === 'string' && (STAFF_REPORT_TYPES as readonly string[]).includes(value);
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The triples as saved: trimmed, the empty ones dropped, in their order. */
export function keptRows(rows: readonly Partial<StaffReportRow>[]): StaffReportRow[] {
  return rows
    .map((r) => ({ subject: text(r.subject), studentReport: text(r.studentReport), officeReport: text(r.officeReport) }))
    .filter((r) => r.subject || r.studentReport || r.officeReport);
}

/** Always ten triples (the form's grid and the printed sheet): the saved ones, then blank ones. */
export function tenRows(rows: readonly StaffReportRow[]): StaffReportRow[] {
  const blank = { subject: '', studentReport: '', officeReport: '' };
  return Array.from({ length: Math.max(STAFF_REPORT_ROWS, rows.length) }, (_, i) => ({ ...blank, ...rows[i] }));
}

export interface StaffReportFields {
  staffId: string;
  reportType: string;
  date: string;
  rows: readonly Partial<StaffReportRow>[];
}

/**
 * The first problem of a report, or null:
 * - staff id, report type and date are required (requiredField); the type must be one of
 *   STAFF_REPORT_TYPES and the date a real YYYY-MM-DD (invalidValue);
 * - at most ten triples (invalidValue on rows); at least one with a subject (requiredField on
 *   rows); a triple with a report but no subject names its subject (`rows.2.subject`).
 */
export function staffReportProblem(r: StaffReportFields): FormProblem | null {
  if (!text(r.staffId)) return missingField('staffId');
  if (!text(r.reportType)) return missingField('reportType');
  if (!isStaffReportType(r.reportType)) return { code: 'invalidValue', field: 'reportType' };
  if (!text(r.date)) return missingField('date');
  if (!isIsoDate(r.date)) return { code: 'invalidValue', field: 'date' };
  if (r.rows.length > STAFF_REPORT_ROWS) return { code: 'invalidValue', field: 'rows' };
  for (const [i, row] of r.rows.entries()) {
    if (!text(row.subject) && (text(row.studentReport) || text(row.officeReport))) return missingField(`rows.${i}.subject`);
  }
  if (!keptRows(r.rows).length) return missingField('rows');
  return null;
}
