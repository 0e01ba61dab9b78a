import type { Lookup as KitLookup } from '@/components/crud/useIdLookup';
import { isStaffReportType, keptRows, STAFF_REPORT_TYPES, tenRows, type StaffReportRow } from '@rules/staff-reports';
import type { StaffReportFieldsFragment, StaffReportInput } from '@/gql/graphql';

/** The staff report form (spec doc 1 §3): staff id, report type, date (YYYY-MM-DD) and the ten triples. */
export interface StaffReportValues {
  staffId: string;
  reportType: string;
  date: string;
  rows: StaffReportRow[];
}

/** Fields the server may name in params.field that the form shows the message on. */
export const STAFF_REPORT_FIELDS: readonly string[] = ['staffId', 'reportType', 'date', 'rows'];

/** The labels a server's requiredField names a field by (`rows.2.subject` by its last name). */
export const STAFF_REPORT_LABELS: Readonly<Record<string, string>> = {
  staffId: 'staffReports.staffId', reportType: 'staffReports.reportType', date: 'staffReports.date', rows: 'staffReports.rowsLabel', subject: 'staffReports.subject',
};

/** The staff member the staff id names, once found (the dialog's lookup). */
export interface ReportPerson { staffId: string; name: string; designation: string }

/** The lookup's state: nothing asked yet, asking, found, or not found (an info message). */
export type Lookup = KitLookup<ReportPerson>;

/** A new report: monthly, today, the subjects starting as these questions (issue 24 item 11: the academy's own or the default teacher evaluation). */
export function emptyStaffReport(today: string, subjects: readonly string[] = []): StaffReportValues {
  return { staffId: '', reportType: 'monthly', date: today, rows: tenRows(subjects.map((subject) => ({ subject, studentReport: '', officeReport: '' }))) };
}

export function fromStaffReport(r: StaffReportFieldsFragment): StaffReportValues {
  return { staffId: r.staffId, reportType: r.reportType, date: r.date, rows: tenRows(r.rows) };
}

/** An edited report's staff member counts as found: the dialog opens ready to save. */
export function lookupOf(editing: StaffReportFieldsFragment | null): Lookup {
  return editing ? { state: 'found', person: { staffId: editing.staffId, name: editing.name, designation: editing.designation } } : { state: 'idle' };
}

/** Saving stays disabled until a staff member is found for the staff id now in the field (spec §5). */
export function canSave(lookup: Lookup, staffId: string): boolean {
  return lookup.state === 'found' && lookup.person.staffId === staffId.trim();
}

/** Form values as antd gives them (a cleared select or date is undefined, rows partly filled) made whole. */
export function normalizeStaffReport(values: Partial<Record<keyof StaffReportValues, unknown>>): StaffReportValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const rows = Array.isArray(values.rows) ? (values.rows as Partial<Record<keyof StaffReportRow, unknown>>[]) : [];
  return {
    staffId: text(values.staffId).trim(),
    reportType: text(values.reportType),
    date: text(values.date),
    rows: tenRows(rows.map((r) => ({ subject: text(r?.subject), studentReport: text(r?.studentReport), officeReport: text(r?.officeReport) }))),
  };
}

/** Whether row i has a report but no subject (the server refuses it: requiredField rows.i.subject). */
export function rowLacksSubject(row: Partial<StaffReportRow> | undefined): boolean {
  if (!row) return false;
  return !(row.subject ?? '').trim() && Boolean((row.studentReport ?? '').trim() || (row.officeReport ?? '').trim());
}

/** Whether the rows hold at least one triple with a subject. */
export function hasSubject(rows: readonly Partial<StaffReportRow>[] | undefined): boolean {
  return keptRows(rows ?? []).some((r) => r.subject);
}

/** The input the server takes: the triples trimmed, the empty ones left out. */
export function toStaffReportInput(values: StaffReportValues, id?: number): StaffReportInput {
  return {
    ...(id !== undefined ? { id } : {}),
    staffId: values.staffId.trim(), reportType: values.reportType, date: values.date, rows: keptRows(values.rows),
  };
}

/** The message id of a report type (an unknown stored value shows as it is). */
export const reportTypeLabelId = (type: string) => (isStaffReportType(type) ? `staffReports.type.${type}` : null);

export { STAFF_REPORT_TYPES };
