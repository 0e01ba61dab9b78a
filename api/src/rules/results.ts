/**
 * Result computation (spec doc 1 §3 "Result", §5 "Result computation", §9 default grade table).
 * One implementation: the result grid runs it live while marks are typed, the server runs it again
 * on save and stores only what it computed. Pure: no I/O, shared with the web client.
 */
import { INVALID_VALUE, missingField, type FormProblem } from './problems';

// Stryker disable StringLiteral,ArrayDeclaration: constant name lists (the spec's words; the checker and rules-results tests hold them), each mutant a full static run
export const RESULT_SYSTEMS = ['parcentageSystem', 'gradeSystem'] as const;
// Stryker restore StringLiteral,ArrayDeclaration
export type ResultSystem = (typeof RESULT_SYSTEMS)[number];
export const DEFAULT_RESULT_SYSTEM: ResultSystem = 'parcentageSystem';

export type GradeStatus = 'pass' | 'fail';
export interface GradeRow { grade: string; from: number; to: number; gpa: number; status: GradeStatus }
export interface Grading {
  isGrade: boolean;
  system: ResultSystem;
  grades: GradeRow[];
  /** A failed (or absent) compulsory subject fails the student, in either system (the Bangladesh board rule). */
  failOnSubjectFail: boolean;
}

/** §9: A+ 80–100 GPA 5 … F 0–32.99 fail. */
// Stryker disable StringLiteral,ObjectLiteral,ArrayDeclaration: the spec's §9 default table, checked row by row through gradeFor in rules-results.test.ts; each mutant a full static run
export const DEFAULT_GRADES: readonly GradeRow[] = Object.freeze([
  { grade: 'A+', from: 80, to: 100, gpa: 5, status: 'pass' },
  { grade: 'A', from: 70, to: 79.99, gpa: 4, status: 'pass' },
  { grade: 'A-', from: 60, to: 69.99, gpa: 3.5, status: 'pass' },
  { grade: 'B', from: 50, to: 59.99, gpa: 3, status: 'pass' },
  { grade: 'C', from: 40, to: 49.99, gpa: 2, status: 'pass' },
  { grade: 'D', from: 33, to: 39.99, gpa: 1, status: 'pass' },
  { grade: 'F', from: 0, to: 32.99, gpa: 0, status: 'fail' },
] as GradeRow[]);
// Stryker restore StringLiteral,ObjectLiteral,ArrayDeclaration

export const defaultGrading = (): Grading => ({
  isGrade: true, system: DEFAULT_RESULT_SYSTEM, grades: DEFAULT_GRADES.map((g) => ({ ...g })), failOnSubjectFail: true,
});

/**
 * A stored grading as the rules take it. Gradings saved before `failOnSubjectFail` existed lack it:
 * they were computed with the old behaviour (the grade system failed a student on a failed subject,
 * the percentage system did not), so that is what the missing flag means.
 */
export function withFailRule(g: Omit<Grading, 'failOnSubjectFail'> & { failOnSubjectFail?: boolean | null }): Grading {
  return { ...g, failOnSubjectFail: typeof g.failOnSubjectFail === 'boolean' ? g.failOnSubjectFail : g.system === 'gradeSystem' };
}

/**
 * §4 "Grading": switching the system loads the saved grades if the saved system matches,
 * otherwise the default presets.
 */
export function gradesForSystem(saved: Grading | null | undefined, system: ResultSystem): GradeRow[] {
  if (saved && saved.system === system && saved.grades.length) return saved.grades.map((g) => ({ ...g }));
  return DEFAULT_GRADES.map((g) => ({ ...g }));
}

/** The exam names the dialog suggests (§9); any other name may be typed. */
// Stryker disable next-line StringLiteral,ArrayDeclaration: the dialog's suggested names (§9), a constant list
export const EXAM_NAMES = ['FirstTermExam', 'SecondTermExam', 'ThirdTermExam'] as const;
export const NUMBER_PER_SUBJECT_SUGGESTIONS = [20, 50, 100, 200] as const;
export const RESULT_PAGE_SIZE = 100;
export const MAX_NUMBER_PER_SUBJECT = 1000;

/** The year picker lists the last 10 years (§9), this year first. */
export function lastYears(today: string, count = 10): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: count }, (_, i) => year - i);
}

export interface Subject { key: string; name: string; isOptional: boolean }
/** A mark per subject; null is absent (counts 0 and fails that subject). */
export type Mark = number | null;
export interface MarkRow { admitNo: number; name: string; marks: Mark[] }
export interface ComputedRow extends MarkRow {
  total: number;
  percentage: number;
  /** null when the academy does not use grades (isGrade off). */
  averageGpa: number | null;
  grade: string;
  status: GradeStatus;
  /** 1, 2, 3 … among passed students; ties share a rank; null for a failed student. */
  rank: number | null;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The grade table from the highest range to the lowest, so that its last grade (the spec's grade for
 * a mark matching none, and for a failed subject) is the lowest whatever order the office saved it in:
 * saved from F up, a failed student got the top grade and passed.
 */
export function highestFirst(grades: readonly GradeRow[]): GradeRow[] {
  return [...grades].sort((a, b) => b.from - a.from);
}

/** The grade whose range holds the percentage (to 2 decimals); a mark matching none falls to the lowest grade. */
export function gradeFor(percent: number, grades: readonly GradeRow[]): GradeRow {
  return gradeInOrder(percent, highestFirst(grades));
}

/** gradeFor over a table already highest first (computeRow orders it once for all its subjects). */
function gradeInOrder(percent: number, ordered: readonly GradeRow[]): GradeRow {
  const p = round2(percent);
  const found = ordered.find((g) => p >= g.from && p <= g.to);
  return found ?? ordered[ordered.length - 1] ?? { grade: '', from: 0, to: 0, gpa: 0, status: 'fail' };
}

/** Grade system: the passing grade with the highest GPA not above the average; else the lowest grade. */
export function gradeForGpa(gpa: number, grades: readonly GradeRow[]): GradeRow {
  // Stryker disable next-line EqualityOperator: < and <= differ only when a grade's GPA is exactly the average plus 1e-9, which no two-decimal GPA is
  const candidates = grades.filter((g) => g.status === 'pass' && g.gpa <= gpa + 1e-9).sort((a, b) => b.gpa - a.gpa);
  const ordered = highestFirst(grades);
  return candidates[0] ?? ordered[ordered.length - 1] ?? { grade: '', from: 0, to: 0, gpa: 0, status: 'fail' };
}

/** Rejects marks that are not numbers from 0 to the number per subject (null is absent). */
export function markError(mark: unknown, numberPerSubject: number): boolean {
  if (mark === null) return false;
  return typeof mark !== 'number' || !Number.isFinite(mark) || mark < 0 || mark > numberPerSubject;
}

/**
 * One student's row:
 * - total: the sum of the non-optional subjects; percentage: their average, as a percentage of
 *   the number per subject (optional subjects count only towards the GPA);
 * - average GPA: the non-optional subjects' GPAs averaged, an optional subject adding only its
 *   part above 2, capped at 5.00;
 * - parcentageSystem: grade and status from the percentage; gradeSystem: the grade from the average GPA;
 * - with `failOnSubjectFail` (on by default), in either system a failed (or absent) non-optional
 *   subject fails the student: GPA 0, the lowest grade, status fail (the percentage stays as computed).
 *   An optional subject never fails the student.
 */
export function computeRow(row: MarkRow, subjects: readonly Subject[], numberPerSubject: number, grading: Grading): Omit<ComputedRow, 'rank'> {
  const grades = highestFirst(grading.grades);
  let total = 0;
  let compulsory = 0;
  let gpaSum = 0;
  let bonus = 0;
  let subjectFailed = false;
  subjects.forEach((subject, i) => {
    const mark = row.marks[i] ?? null;
    const subjectGrade = mark === null ? grades[grades.length - 1] : gradeInOrder((mark / numberPerSubject) * 100, grades);
    const gpa = subjectGrade?.gpa ?? 0;
    if (subject.isOptional) {
      bonus += Math.max(0, gpa - 2);
      return;
    }
    compulsory += 1;
    total += mark ?? 0;
    gpaSum += gpa;
    // Stryker disable next-line OptionalChaining: a mark is graded by gradeFor, which always returns a row; an absent mark stops at mark === null
    if (mark === null || subjectGrade?.status === 'fail') subjectFailed = true;
  });
  const percentage = compulsory ? round2((total / (compulsory * numberPerSubject)) * 100) : 0;
  let averageGpa = compulsory ? Math.min(5, round2((gpaSum + bonus) / compulsory)) : 0;
  let grade: GradeRow;
  if (subjectFailed && grading.failOnSubjectFail) {
    averageGpa = 0;
    grade = grades[grades.length - 1];
  } else if (grading.system === 'gradeSystem') {
    grade = gradeForGpa(averageGpa, grades);
  } else {
    grade = gradeInOrder(percentage, grades);
  }
  return {
    admitNo: row.admitNo, name: row.name, marks: subjects.map((_, i) => row.marks[i] ?? null),
    total: round2(total), percentage,
    averageGpa: grading.isGrade ? averageGpa : null,
    grade: grading.isGrade ? (grade?.grade ?? '') : '',
    // A failed subject fails the student even where the table's lowest grade is not marked fail.
    status: subjectFailed && grading.failOnSubjectFail ? 'fail' : (grade?.status ?? 'fail'),
  };
}

/**
 * Ranks by total (then percentage) among passed students; equal totals share a rank and the next
 * rank skips (1, 1, 3). Failed students have no rank.
 */
export function rankRows<T extends Omit<ComputedRow, 'rank'>>(rows: readonly T[]): (T & { rank: number | null })[] {
  const passed = rows.filter((r) => r.status === 'pass').sort((a, b) => b.total - a.total || b.percentage - a.percentage);
  const rankOf = new Map<T, number>();
  passed.forEach((r, i) => {
    const prev = passed[i - 1];
    rankOf.set(r, prev && prev.total === r.total && prev.percentage === r.percentage ? rankOf.get(prev)! : i + 1);
  });
  return rows.map((r) => ({ ...r, rank: rankOf.get(r) ?? null }));
}

/** Every row computed and ranked, in the order given. */
export function computeResults(rows: readonly MarkRow[], subjects: readonly Subject[], numberPerSubject: number, grading: Grading): ComputedRow[] {
  return rankRows(rows.map((r) => computeRow(r, subjects, numberPerSubject, grading)));
}

/** Ranks 1–3 are shown as labels (first, second, third); later ones as numbers. */
export function rankLabel(rank: number | null): 'first' | 'second' | 'third' | null {
  return rank === 1 ? 'first' : rank === 2 ? 'second' : rank === 3 ? 'third' : null;
}

/** Merit order: ranked students by rank, then the unranked by admit number. */
export function meritOrder<T extends { rank: number | null; admitNo: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.admitNo - b.admitNo);
}

/** The class's book slots in slot order, as the result's subjects. */
export function subjectsOf(bookMeta: Record<string, { name: string; isOptional: boolean }>): Subject[] {
  return Object.entries(bookMeta)
    .map(([key, v]) => ({ key, name: v.name, isOptional: !!v.isOptional, n: Number(key.replace(/\D/g, '')) }))
    .sort((a, b) => a.n - b.n || a.key.localeCompare(b.key))
    .map(({ key, name, isOptional }) => ({ key, name, isOptional }));
}

/** A subject slot key of the spec (`book1` … `book15`). */
const SUBJECT_KEY = /^book([1-9]|1[0-5])$/;
/** The longest subject name a result keeps (the class panel's book names are as long). */
export const MAX_SUBJECT_NAME = 80;

/**
 * The subjects a saved payload names (spec doc 1 §3 "Result": the saved payload's `bookMeta`, a map
 * keyed by subject key with name and isOptional), as the result's own book_meta: 1 to 15 keys
 * `book1` … `book15`, each `{name, isOptional}`. A name or flag left out is taken from `fallback`
 * (the class's book in that slot, or the result's own on update); a subject named nowhere, any other
 * key, a name that is not text or too long, or a flag that is not a boolean: null (invalidValue on
 * bookMeta). The marks of a row follow these subjects in slot order (book1 before book2 …).
 */
export function namedSubjects(sent: unknown, fallback: Record<string, { name: string; isOptional: boolean }>): Record<string, { name: string; isOptional: boolean }> | null {
  // Stryker disable next-line ConditionalExpression: a text or number sent has only index keys (0, 1, …) or none, refused below as not a subject key
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return null;
  const entries = Object.entries(sent as Record<string, unknown>);
  // Stryker disable next-line ConditionalExpression: only 15 keys (book1 … book15) pass SUBJECT_KEY, so a 16th entry is refused below anyway
  if (!entries.length || entries.length > 15) return null;
  const named: Record<string, { name: string; isOptional: boolean }> = {};
  for (const [key, value] of entries) {
    if (!SUBJECT_KEY.test(key)) return null;
    if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) return null;
    const v = (value ?? {}) as { name?: unknown; isOptional?: unknown; is_optional?: unknown };
    const given = v.name === undefined || v.name === null ? '' : v.name;
    if (typeof given !== 'string') return null;
    const name = given.trim() || fallback[key]?.name?.trim() || '';
    if (!name || name.length > MAX_SUBJECT_NAME) return null;
    const flag = v.isOptional ?? v.is_optional;
    if (flag !== undefined && flag !== null && typeof flag !== 'boolean') return null;
    named[key] = { name, isOptional: typeof flag === 'boolean' ? flag : !!fallback[key]?.isOptional };
  }
  const ordered: Record<string, { name: string; isOptional: boolean }> = {};
  for (const s of subjectsOf(named)) ordered[s.key] = { name: s.name, isOptional: s.isOptional };
  return ordered;
}

/** The spec's row array: admit number, name, marks by subject position, total, percentage, average_gpa, grade, status, rank. */
export type SpecRow = (string | number | null)[];
export function toSpecRow(r: ComputedRow): SpecRow {
  return [r.admitNo, r.name, ...r.marks, r.total, r.percentage, r.averageGpa, r.grade, r.status, r.rank];
}
export function fromSpecRow(row: SpecRow, subjectCount: number): ComputedRow {
  const at = (i: number) => row[2 + subjectCount + i];
  return {
    admitNo: Number(row[0]), name: String(row[1] ?? ''),
    marks: row.slice(2, 2 + subjectCount).map((m) => (m === null || m === '' || m === undefined ? null : Number(m))),
    total: Number(at(0) ?? 0), percentage: Number(at(1) ?? 0),
    averageGpa: at(2) === null || at(2) === undefined ? null : Number(at(2)),
    grade: String(at(3) ?? ''), status: at(4) === 'pass' ? 'pass' : 'fail',
    rank: at(5) === null || at(5) === undefined ? null : Number(at(5)),
  };
}

/** A grade table is usable when every row has a name, 0 ≤ from ≤ to ≤ 100, 0 ≤ GPA ≤ 5 and a status. */
export function gradeTableError(grades: readonly GradeRow[]): FormProblem | null {
  if (!grades.length) return missingField('grades');
  for (const g of grades) {
    if (!g.grade.trim()) return missingField('grade');
    if (!(g.from >= 0 && g.to <= 100 && g.from <= g.to)) return INVALID_VALUE;
    if (!(g.gpa >= 0 && g.gpa <= 5)) return INVALID_VALUE;
    if (g.status !== 'pass' && g.status !== 'fail') return INVALID_VALUE;
  }
  return null;
}
