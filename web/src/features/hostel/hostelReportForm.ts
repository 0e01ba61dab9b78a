import type { Lookup as KitLookup } from '@/components/crud/useIdLookup';
import type { HostelReportFieldsFragment, HostelReportInput } from '@/gql/graphql';
import {
  HOSTEL_REPORT_STAGES, HOSTEL_REPORT_TYPES, headingsFor, isHostelReportStage, isHostelReportType, isThirdTermHeading, keptScores, tenScores, THIRD_TERM,
  type HostelScore,
} from '@rules/hostel-reports';

/** The hostel report form (spec doc 2 §5): admit number, report type, date, stage, ten score columns and a comment. */
export interface HostelReportValues {
  admitNo: string;
  reportType: string;
  date: string;
  reportStage: string;
  scores: HostelScore[];
  comment: string;
}

/** Fields the server may name in params.field that the form shows the message on. */
export const HOSTEL_REPORT_FIELDS: readonly string[] = ['admitNo', 'reportType', 'date', 'reportStage', 'scores', 'comment'];

/** The labels a server's requiredField names a field by (`scores.2.number` by its last name). */
export const HOSTEL_REPORT_LABELS: Readonly<Record<string, string>> = {
  admitNo: 'hostelReports.admitNo', reportType: 'hostelReports.reportType', date: 'hostelReports.date', reportStage: 'hostelReports.reportStage',
  scores: 'hostelReports.scores', heading: 'hostelReports.heading', number: 'hostelReports.score', comment: 'hostelReports.comment',
};

/** The student the admit number names, once found (the dialog's lookup). */
export interface ReportStudent { admitNo: number; name: string; department: string; className: string; reportStage: string }

export type Lookup = KitLookup<ReportStudent>;

/** The columns a blank monthly / first- or second-term report starts with: these headings (the conduct rating), numbers blank. */
export const startingScores = (headings: readonly string[] = []): HostelScore[] => tenScores('monthly', headings.map((heading) => ({ heading, number: null })));

/** A new report: monthly, today, general, the starting headings (issue 24 item 11: the academy's own or the default conduct items). */
export function emptyHostelReport(today: string, headings: readonly string[] = []): HostelReportValues {
  return { admitNo: '', reportType: 'monthly', date: today, reportStage: 'general', scores: startingScores(headings), comment: '' };
}

export function fromHostelReport(r: HostelReportFieldsFragment): HostelReportValues {
  return {
    admitNo: String(r.admitNo), reportType: r.reportType, date: r.date, reportStage: r.reportStage,
    scores: tenScores(r.reportType, r.scores.map((s) => ({ heading: s.heading, number: s.number ?? null }))), comment: r.comment,
  };
}

/** An edited report's student counts as found: the dialog opens ready to save. */
export function lookupOf(editing: HostelReportFieldsFragment | null): Lookup {
  return editing
    ? { state: 'found', person: { admitNo: editing.admitNo, name: editing.studentName, department: editing.department, className: editing.className, reportStage: editing.reportStage } }
    : { state: 'idle' };
}

/** Saving stays disabled until a student is found for the admit number now in the field (spec §5). */
export function canSave(lookup: Lookup, admitNo: string): boolean {
  return lookup.state === 'found' && String(lookup.person.admitNo) === admitNo.trim();
}

/**
 * The score columns after the report type changed: the third-term heading set, or the starting
 * headings (blank without them) when leaving it; the numbers typed stay in their columns.
 */
export function scoresForType(previousType: string, nextType: string, scores: readonly Partial<HostelScore>[], headings: readonly string[] = []): HostelScore[] {
  const crossed = (previousType === THIRD_TERM) !== (nextType === THIRD_TERM);
  if (!crossed) return tenScores(nextType, scores.map((s) => ({ heading: s.heading ?? '', number: s.number ?? null })));
  const next = nextType === THIRD_TERM ? headingsFor(nextType) : startingScores(headings).map((s) => s.heading);
  return next.map((heading, i) => ({ heading, number: scores[i]?.number ?? null }));
}

/** Form values as antd gives them (a cleared select or number is undefined) made whole. */
export function normalizeHostelReport(values: Partial<Record<keyof HostelReportValues, unknown>>): HostelReportValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const rows = Array.isArray(values.scores) ? (values.scores as Partial<Record<keyof HostelScore, unknown>>[]) : [];
  return {
    admitNo: text(values.admitNo).trim(),
    reportType: text(values.reportType),
    date: text(values.date),
    reportStage: text(values.reportStage),
    scores: rows.map((r) => ({ heading: text(r?.heading), number: typeof r?.number === 'number' ? r.number : null })),
    comment: text(values.comment),
  };
}

/** What is missing in score column i: its heading (a number without one) or its number (a heading without one), else nothing. */
export function scoreGap(reportType: string, s: Partial<HostelScore> | undefined, starting: readonly string[] = []): 'heading' | 'number' | null {
  const heading = (s?.heading ?? '').trim();
  const hasNumber = typeof s?.number === 'number';
  if (!heading && hasNumber) return 'heading';
  if (heading && !hasNumber && !(reportType === THIRD_TERM && isThirdTermHeading(heading)) && !starting.includes(heading)) return 'number';
  return null;
}

/**
 * A starting heading (the conduct rating a new report is filled with) that was given no score is
 * not part of the report: it is left out when saved, as an unscored third-term heading is.
 */
const unscoredStarting = (scores: readonly Partial<HostelScore>[], starting: readonly string[]) =>
  scores.filter((s) => !(typeof s.number !== 'number' && starting.includes((s.heading ?? '').trim())));

/** Whether any column is scored. */
export const hasScore = (reportType: string, scores: readonly Partial<HostelScore>[] | undefined) => keptScores(scores ?? [], reportType).some((s) => s.number !== null);

/** The input the server takes: the scored columns trimmed, the empty ones left out. */
export function toHostelReportInput(values: HostelReportValues, id?: number, starting: readonly string[] = []): HostelReportInput {
  return {
    ...(id !== undefined ? { id } : {}),
    admitNo: Number(values.admitNo), reportType: values.reportType, date: values.date, reportStage: values.reportStage,
    scores: keptScores(unscoredStarting(values.scores, starting), values.reportType), comment: values.comment.trim(),
  };
}

/** The message id of a report type, stage or third-term heading (an unknown stored value shows as it is). */
export const reportTypeLabelId = (type: string) => (isHostelReportType(type) ? `hostelReports.type.${type}` : null);
export const stageLabelId = (stage: string) => (isHostelReportStage(stage) ? `hostelReports.stage.${stage}` : null);
export const headingLabelId = (reportType: string, heading: string) => (reportType === THIRD_TERM && isThirdTermHeading(heading) ? `hostelReports.heading.${heading}` : null);

export { HOSTEL_REPORT_STAGES, HOSTEL_REPORT_TYPES, THIRD_TERM };
