import type { IntlShape } from 'react-intl';
import {
  EXAM_NAMES, MAX_NUMBER_PER_SUBJECT, type Grading, type Mark, type ResultSystem, type Subject,
} from '@rules/results';
import { INVALID_VALUE, missingField, type FormProblem } from '@rules/problems';
import type { GradingFieldsFragment, ResultInput, ResultSummaryFieldsFragment } from '@/gql/graphql';
import { latinDigits } from '@/lib/format';
import { examLabel } from './examLabels';

/**
 * The result screen's modes (spec doc 1 §4 "Result table modes"): showMode by default; addMode after
 * the new-table dialog found students; editMode from showMode; previewMode shows the unsaved grid
 * read-only. Refresh returns to showMode.
 */
export type ResultMode = 'showMode' | 'addMode' | 'editMode' | 'previewMode';

/** What a result table is about: the dialog's choices (class and group fix the students and subjects). */
export interface Basics {
  className: string;
  groupName: string;
  /** One of EXAM_NAMES or free text. */
  examName: string;
  numberPerSubject: number | null;
  year: number | null;
}

export interface EntryStudent {
  admitNo: number;
  name: string;
}

/** The rules' grading from the API's (system and status are plain strings there). */
export function toGrading(g: GradingFieldsFragment): Grading {
  const system: ResultSystem = g.system === 'gradeSystem' ? 'gradeSystem' : 'parcentageSystem';
  return {
    isGrade: g.isGrade,
    system,
    grades: g.grades.map((r) => ({ grade: r.grade, from: r.from, to: r.to, gpa: r.gpa, status: r.status === 'fail' ? 'fail' : 'pass' })),
    failOnSubjectFail: g.failOnSubjectFail,
  };
}

/**
 * A missing basic (spec §5 "Saving with no basics chosen gives requireText"; the issue gave missing
 * fields their own key) is requiredField naming it; a number per subject out of range is invalidValue.
 */
export function basicsError(b: Basics): FormProblem | null {
  if (!b.className.trim()) return missingField('className');
  if (!b.examName.trim()) return missingField('examName');
  if (b.numberPerSubject === null) return missingField('numberPerSubject');
  if (b.year === null) return missingField('year');
  if (!Number.isInteger(b.numberPerSubject) || b.numberPerSubject < 1 || b.numberPerSubject > MAX_NUMBER_PER_SUBJECT) return INVALID_VALUE;
  return null;
}

/** The save call's input: created without an id (addMode), updated with it (editMode). */
export function toResultInput(b: Basics, students: readonly EntryStudent[], marks: readonly Mark[][], id?: number): ResultInput {
  return {
    ...(id !== undefined ? { id } : {}),
    className: b.className.trim(),
    groupName: b.groupName.trim(),
    examName: b.examName.trim(),
    numberPerSubject: b.numberPerSubject ?? 0,
    year: b.year ?? 0,
    rows: students.map((s, i) => ({ admitNo: s.admitNo, name: s.name, marks: [...(marks[i] ?? [])] })),
  };
}

/** Same year, exam, class and group as a saved result (other than `exceptId`): duplicateNotPossible. */
export function isDuplicate(saved: readonly ResultSummaryFieldsFragment[], b: Basics, exceptId?: number): boolean {
  return saved.some(
    (r) =>
      r.id !== exceptId &&
      r.year === b.year &&
      r.examName.trim() === b.examName.trim() &&
      r.className.trim() === b.className.trim() &&
      r.groupName.trim() === b.groupName.trim(),
  );
}

/** The result shown when none was picked: the one saved last. */
export function defaultPick(saved: readonly ResultSummaryFieldsFragment[] | undefined): number | null {
  if (!saved?.length) return null;
  return saved.reduce((best, r) => (r.id > best ? r.id : best), saved[0].id);
}

/** The exam name behind a typed text: a translated term exam gives its key, anything else is kept as typed (trimmed on save). */
export function examNameFromText(intl: IntlShape, text: string): string {
  const typed = text.trim();
  return EXAM_NAMES.find((k) => k === typed || examLabel(intl, k) === typed) ?? text;
}

/** Exam name suggestions: the three term exams translated, then other names already used. */
export function examSuggestions(intl: IntlShape, saved: readonly ResultSummaryFieldsFragment[]): string[] {
  const used = saved.map((r) => r.examName).filter((n) => !(EXAM_NAMES as readonly string[]).includes(n));
  return [...new Set([...EXAM_NAMES.map((k) => examLabel(intl, k)), ...used])];
}

/** A typed number (Latin, Bengali or Arabic digits), or null when empty or not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const t = latinDigits(text).trim();
  if (!/^\d+$/.test(t)) return null;
  return Number(t);
}

interface ClassLike {
  className: string;
  groupName: string;
}

/** Class names of the class panel, each once, in the panel's order. */
export function classNames(classes: readonly ClassLike[]): string[] {
  return [...new Set(classes.map((c) => c.className.trim()).filter(Boolean))];
}

/** The groups of a class ('' for a class row without a group). */
export function groupsOf(classes: readonly ClassLike[], className: string): string[] {
  const cls = className.trim();
  if (!cls) return [];
  return [...new Set(classes.filter((c) => c.className.trim() === cls).map((c) => c.groupName.trim()))];
}

/** A group must be chosen when every row of the class has one. */
export function groupRequired(classes: readonly ClassLike[], className: string): boolean {
  const groups = groupsOf(classes, className);
  return groups.length > 0 && !groups.includes('');
}

/** Subjects as the rules take them. */
export function toSubjects(subjects: readonly { key: string; name: string; isOptional: boolean }[]): Subject[] {
  return subjects.map((s) => ({ key: s.key, name: s.name, isOptional: s.isOptional }));
}
