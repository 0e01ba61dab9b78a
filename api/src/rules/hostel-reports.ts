import { isIsoDate } from './dates';
import { missingField, type FormProblem } from './problems';

/**
 * Hostel student reports (spec doc 2 §3 "Student report (hostel)", §5 "Hostel report form", §9
 * "report scores 10"): the rules the API enforces on save and the web form checks while the hostel
 * manager types. Pure, shared.
 *
 * A report scores a boarding student under up to ten headings, each out of 100. The third-term
 * exam report uses the fixed heading set THIRD_TERM_HEADINGS (stored as those keys, translated on
 * screen and on paper); every other type takes the headings the hostel manager types.
 */

/** The kinds of report (the exam types of doc 1 §9 plus a monthly report), stored as these keys. */
export const HOSTEL_REPORT_TYPES = ['monthly', 'FirstTermExam', 'SecondTermExam', 'ThirdTermExam'] as const;
export type HostelReportType = (typeof HOSTEL_REPORT_TYPES)[number];
/** The report type whose headings are the fixed set. */
export const THIRD_TERM: HostelReportType = 'ThirdTermExam';

/** Difficulty levels (doc 1 §9); the student's list row is coloured by the latest one. */
export const HOSTEL_REPORT_STAGES = ['general', 'intermediate', 'difficult'] as const;
export type HostelReportStage = (typeof HOSTEL_REPORT_STAGES)[number];

/** At most ten score columns (doc 2 §9). */
export const HOSTEL_SCORES = 10;
/** A score is a number from 0 to 100 (the form's placeholder is 100), at most two decimals. */
export const SCORE_MAX = 100;
export const HEADING_MAX = 60;
export const COMMENT_MAX = 1000;

/** The third-term exam report's heading set, in its printed order (keys; ten, one per score column). */
export const THIRD_TERM_HEADINGS = [
  'prayer', 'recitation', 'study', 'manners', 'discipline', 'cleanliness', 'punctuality', 'obedience', 'health', 'conduct',
] as const;

export interface HostelScore {
  heading: string;
  /** 0 … 100; null while blank on the form. */
  number: number | null;
}

export const isHostelReportType = (v: unknown): v is HostelReportType => typeof v === 'string' && (HOSTEL_REPORT_TYPES as readonly string[]).includes(v);
export const isHostelReportStage = (v: unknown): v is HostelReportStage => typeof v === 'string' && (HOSTEL_REPORT_STAGES as readonly string[]).includes(v);
export const isThirdTermHeading = (v: unknown): boolean => typeof v === 'string' && (THIRD_TERM_HEADINGS as readonly string[]).includes(v);

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const blankNumber = (n: unknown) => n === null || n === undefined || (typeof n === 'string' && !n.trim());

/** Whether a score is a number 0 … 100 with at most two decimals. */
export function isScore(n: unknown): n is number {
  // Stryker disable next-line EqualityOperator: a difference of exactly 1e-6 from a whole number of hundredths is no score anyone types (the tolerance only absorbs float error)
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= SCORE_MAX && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

/** The headings a blank form of this type starts with: the third-term set, else ten blanks. */
export function headingsFor(reportType: string): string[] {
  return reportType === THIRD_TERM ? [...THIRD_TERM_HEADINGS] : Array.from({ length: HOSTEL_SCORES }, () => '');
}

/**
 * The score columns as saved: headings trimmed, the empty columns dropped, in their order. On a
 * third-term report (its headings are printed on the form) a column without a number is empty.
 */
// Stryker disable next-line StringLiteral: the default only has to differ from the third-term type
export function keptScores(scores: readonly Partial<HostelScore>[], reportType = ''): HostelScore[] {
  return scores
    .map((s) => ({ heading: text(s.heading), number: blankNumber(s.number) ? null : (s.number as number) }))
    .filter((s) => (reportType === THIRD_TERM ? s.number !== null : s.heading || s.number !== null));
}

/**
 * The form's ten columns for a report type: the saved ones in place, then blanks. For the third
 * term every column carries its fixed heading (a saved score lands under its own heading).
 */
export function tenScores(reportType: string, scores: readonly HostelScore[]): HostelScore[] {
  if (reportType === THIRD_TERM) {
    return THIRD_TERM_HEADINGS.map((heading) => ({ heading, number: scores.find((s) => s.heading === heading)?.number ?? null }));
  }
  return Array.from({ length: Math.max(HOSTEL_SCORES, scores.length) }, (_, i) => scores[i] ?? { heading: '', number: null });
}

export interface HostelReportFields {
  admitNo: unknown;
  reportType: string;
  date: string;
  reportStage: string;
  scores: readonly Partial<HostelScore>[];
  comment?: string;
}

/**
 * The first problem of a report, or null:
 * - admit number (a positive whole number; 0 counts as blank), report type, date and stage are required
 *   (requiredField); type and stage must be known keys, the date a real YYYY-MM-DD (invalidValue);
 * - scores: at most ten columns (invalidValue on scores); at least one scored column (requiredField
 *   on scores); a column with a heading needs its number and a number needs its heading
 *   (requiredField `scores.i.number` / `scores.i.heading`; a third-term column left unscored is
 *   simply empty); a number is 0 … 100 with at most two
 *   decimals and a heading at most 60 characters (invalidValue `scores.i.…`); a heading appears once;
 *   a third-term report's headings are from THIRD_TERM_HEADINGS (invalidValue `scores.i.heading`);
 * - the comment is at most 1000 characters (invalidValue on comment).
 */
export function hostelReportProblem(r: HostelReportFields): FormProblem | null {
  if (r.admitNo === null || r.admitNo === undefined || r.admitNo === 0 || (typeof r.admitNo === 'string' && !r.admitNo.trim())) return missingField('admitNo');
  if (typeof r.admitNo !== 'number' || !Number.isInteger(r.admitNo) || r.admitNo < 1) return { code: 'invalidValue', field: 'admitNo' };
  if (!text(r.reportType)) return missingField('reportType');
  if (!isHostelReportType(r.reportType)) return { code: 'invalidValue', field: 'reportType' };
  if (!text(r.date)) return missingField('date');
  if (!isIsoDate(r.date)) return { code: 'invalidValue', field: 'date' };
  if (!text(r.reportStage)) return missingField('reportStage');
  if (!isHostelReportStage(r.reportStage)) return { code: 'invalidValue', field: 'reportStage' };
  if (r.scores.length > HOSTEL_SCORES) return { code: 'invalidValue', field: 'scores' };
  const seen = new Set<string>();
  for (const [i, s] of r.scores.entries()) {
    const heading = text(s.heading);
    const blank = blankNumber(s.number);
    if (!heading && blank) continue;
    if (blank && r.reportType === THIRD_TERM && isThirdTermHeading(heading)) continue;
    if (!heading) return missingField(`scores.${i}.heading`);
    if (heading.length > HEADING_MAX) return { code: 'invalidValue', field: `scores.${i}.heading` };
    if (r.reportType === THIRD_TERM && !isThirdTermHeading(heading)) return { code: 'invalidValue', field: `scores.${i}.heading` };
    if (seen.has(heading.toLowerCase())) return { code: 'invalidValue', field: `scores.${i}.heading` };
    seen.add(heading.toLowerCase());
    if (blank) return missingField(`scores.${i}.number`);
    if (!isScore(s.number)) return { code: 'invalidValue', field: `scores.${i}.number` };
  }
  if (!keptScores(r.scores, r.reportType).length) return missingField('scores');
  // Stryker disable next-line StringLiteral: any short text in place of a missing comment is under the limit
  if ((r.comment ?? '').length > COMMENT_MAX) return { code: 'invalidValue', field: 'comment' };
  return null;
}

/** Total and average of a report's scores (the list and the printed sheet); average to two decimals. */
export function scoreSummary(scores: readonly HostelScore[]): { total: number; average: number | null } {
  const numbers = scores.map((s) => s.number).filter((n): n is number => typeof n === 'number');
  const total = Math.round(numbers.reduce((a, n) => a + n, 0) * 100) / 100;
  return { total, average: numbers.length ? Math.round((total / numbers.length) * 100) / 100 : null };
}

/**
 * A student's report stage (doc 1 §4: the student list is coloured by it): the stage of their
 * latest report (latest date; on the same date the one saved last), or general without reports.
 */
export function latestStage(reports: readonly { id: number; date: string; reportStage: string }[]): HostelReportStage {
  let latest: { id: number; date: string; reportStage: string } | null = null;
  for (const r of reports) {
    // Stryker disable next-line EqualityOperator: ids are unique, so >= and > differ only for a report compared with itself
    if (!latest || r.date > latest.date || (r.date === latest.date && r.id > latest.id)) latest = r;
  }
  return latest && isHostelReportStage(latest.reportStage) ? latest.reportStage : 'general';
}
