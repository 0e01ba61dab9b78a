import {
  DEFAULT_GRADES, DEFAULT_RESULT_SYSTEM, gradeTableError, gradesForSystem, type GradeRow, type GradeStatus, type Grading, type ResultSystem,
} from '@rules/results';
import { missingField, type FormProblem } from '@rules/problems';
import type { GradingFieldsFragment, GradingInput } from '@/gql/graphql';
import { toGrading } from '../result/resultModes';

/** A grade row being typed: numbers may still be empty. */
export interface GradeDraftRow {
  key: number;
  grade: string;
  from: number | null;
  to: number | null;
  gpa: number | null;
  status: GradeStatus;
}

export interface GradingForm {
  isGrade: boolean;
  system: ResultSystem;
  /** A failed compulsory subject fails the student (on by default). */
  failOnSubjectFail: boolean;
  rows: GradeDraftRow[];
}

let lastKey = 0;
const withKeys = (grades: readonly GradeRow[]): GradeDraftRow[] => grades.map((g) => ({ key: ++lastKey, ...g }));

/** The API's grading as the rules type it, or null before it loaded. */
export function toRulesGrading(g: GradingFieldsFragment | null | undefined): Grading | null {
  return g ? toGrading(g) : null;
}

/** The form as saved (the defaults until the first save). */
export function formOf(saved: Grading | null): GradingForm {
  const system = saved?.system ?? DEFAULT_RESULT_SYSTEM;
  return { isGrade: saved?.isGrade ?? true, system, failOnSubjectFail: saved?.failOnSubjectFail ?? true, rows: withKeys(gradesForSystem(saved, system)) };
}

/** §4 "Grading": another system loads the saved grades when the saved system is that one, else the default presets. */
export function switchSystem(form: GradingForm, saved: Grading | null, system: ResultSystem): GradingForm {
  return { ...form, system, rows: withKeys(gradesForSystem(saved, system)) };
}

export function resetToDefaults(form: GradingForm): GradingForm {
  return { ...form, rows: withKeys(DEFAULT_GRADES) };
}

/** A new grade goes above the last row, which stays the fallback grade (an unmatched mark falls to it). */
export function addRow(form: GradingForm): GradingForm {
  const fresh: GradeDraftRow = { key: ++lastKey, grade: '', from: null, to: null, gpa: null, status: 'pass' };
  const rows = form.rows.length ? [...form.rows.slice(0, -1), fresh, form.rows[form.rows.length - 1]] : [fresh];
  return { ...form, rows };
}

export function removeRow(form: GradingForm, key: number): GradingForm {
  return { ...form, rows: form.rows.filter((r) => r.key !== key) };
}

export function changeRow(form: GradingForm, key: number, patch: Partial<Omit<GradeDraftRow, 'key'>>): GradingForm {
  return { ...form, rows: form.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) };
}

/** The first empty cell of a row, by its column's field name, or null. */
function emptyCell(r: GradeDraftRow): 'grade' | 'from' | 'to' | 'gpa' | null {
  if (!r.grade.trim()) return 'grade';
  if (r.from === null) return 'from';
  if (r.to === null) return 'to';
  if (r.gpa === null) return 'gpa';
  return null;
}

/** requiredField naming an empty cell's column (or the grades, with no rows); invalidValue for a range or GPA the server refuses. */
export function formError(form: GradingForm): FormProblem | null {
  if (!form.rows.length) return missingField('grades');
  for (const r of form.rows) {
    const empty = emptyCell(r);
    if (empty) return missingField(empty);
  }
  return gradeTableError(form.rows.map((r) => ({ grade: r.grade.trim(), from: r.from!, to: r.to!, gpa: r.gpa!, status: r.status })));
}

/** The save call's input: every value a number (spec §5 "Grading: values are typed as numbers"). */
export function toGradingInput(form: GradingForm): GradingInput {
  return {
    isGrade: form.isGrade,
    system: form.system,
    failOnSubjectFail: form.failOnSubjectFail,
    grades: form.rows.map((r) => ({ grade: r.grade.trim(), from: Number(r.from), to: Number(r.to), gpa: Number(r.gpa), status: r.status })),
  };
}
