/**
 * The default headings of the hostel student report (the conduct rating) and of the staff report
 * (the teacher evaluation), spec doc 1 §9: "Conduct rating has six items (prayer and sunnah, rules,
 * respect for teachers, study focus, attendance, character), plus four more for a year-end review"
 * and "Teacher evaluation has 10 questions" (issue 24 item 11). Pure, shared.
 *
 * The defaults are message ids (web/src/i18n: `hostelReports.conduct.<item>`,
 * `staffReports.evaluation.<item>`, with `madrasa.` variants), so a blank form shows them in the
 * reader's language; an academy that saved its own headings in settings gets those instead.
 * The year-end review is the third-term report, whose fixed heading set (THIRD_TERM_HEADINGS in
 * hostel-reports.ts) reads as these six items plus four more.
 */

/** The six conduct items a monthly, first- or second-term hostel report starts with. */
export const CONDUCT_ITEMS = ['prayerSunnah', 'rules', 'respectTeachers', 'studyFocus', 'attendance', 'character'] as const;

/** The ten questions a staff report's subjects start with. */
export const EVALUATION_ITEMS = [
  'punctuality', 'preparation', 'syllabus', 'explanation', 'homework', 'classDiscipline', 'care', 'weakStudents', 'rules', 'example',
] as const;

export const conductMessageId = (item: string) => `hostelReports.conduct.${item}`;
export const evaluationMessageId = (item: string) => `staffReports.evaluation.${item}`;

/** At most ten of each (ten score columns, ten staff report rows); a heading at most 60, a question at most 200 characters. */
export const REPORT_HEADINGS_MAX = 10;
export const CONDUCT_HEADING_MAX = 60;
export const EVALUATION_QUESTION_MAX = 200;

/** A saved list as kept: trimmed, empty ones dropped. */
export function keptHeadings(list: readonly unknown[]): string[] {
  return list.map((h) => (typeof h === 'string' ? h.trim() : '')).filter(Boolean);
}

/**
 * Whether an academy's own headings are refused (invalidValue): more than ten, one not a string or
 * longer than `max` characters, or a heading twice (a report names a heading once).
 */
export function headingsInvalid(list: unknown, max: number): boolean {
  if (!Array.isArray(list) || list.length > REPORT_HEADINGS_MAX) return true;
  if (list.some((h) => typeof h !== 'string' || h.trim().length > max)) return true;
  const kept = keptHeadings(list).map((h) => h.toLowerCase());
  return new Set(kept).size !== kept.length;
}

/** The headings a blank form starts with: the academy's own when saved, else the default items translated by `t`. */
export function startingHeadings(saved: readonly string[] | null | undefined, defaults: readonly string[], t: (item: string) => string): string[] {
  const own = keptHeadings(saved ?? []);
  return own.length ? own : defaults.map(t);
}
