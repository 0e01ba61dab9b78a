import { EXAM_NAMES } from '@rules/results';
import type { ExamPaperFieldsFragment, ExamPaperInput } from '@/gql/graphql';

/** Spec §9: exam time is hour and minute with AM/PM, sent as "hh:mm AM". */
export const HALVES = ['AM', 'PM'] as const;
export type Half = (typeof HALVES)[number];
export interface ExamTime {
  hour: number;
  minute: number;
  half: Half;
}
export const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
export const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
/** Exam lengths (minutes) offered in the form: half an hour to five hours. */
export const DURATIONS = Array.from({ length: 10 }, (_, i) => (i + 1) * 30);
export const MAX_DURATION_MINUTES = 600;

/** The offered lengths, with a saved odd one kept in order. */
export function durationChoices(current: number | null | undefined): number[] {
  return current && current > 0 && !DURATIONS.includes(current) ? [...DURATIONS, current].sort((a, b) => a - b) : DURATIONS;
}

/** Spec §9 exam rules, printed under the routine (booklets collected after one hour; clarification in the first 30 minutes). */
export const EXAM_RULES = { clarifyMinutes: 30 } as const;

const TIME = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

export function parseExamTime(text: string): ExamTime | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return { hour, minute, half: m[3].toUpperCase() as Half };
}

export function formatExamTime({ hour, minute, half }: ExamTime): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${half}`;
}

/** Minutes since midnight (12:xx AM is just after midnight, 12:xx PM is noon), for ordering. */
export function minuteOfDay(time: string): number {
  const t = parseExamTime(time);
  if (!t) return Number.MAX_SAFE_INTEGER;
  return ((t.hour % 12) + (t.half === 'PM' ? 12 : 0)) * 60 + t.minute;
}

/** A YYYY-MM-DD date as a local Date at midnight, for Intl formatting. */
export function calendarDate(date: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(y, (mo || 1) - 1, d || 1);
}

/** The routine order: date, then time, then class, group and subject. */
export function routineOrder<T extends Pick<ExamPaperFieldsFragment, 'date' | 'time' | 'className' | 'groupName' | 'subject' | 'id'>>(
  papers: readonly T[],
): T[] {
  return [...papers].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      minuteOfDay(a.time) - minuteOfDay(b.time) ||
      a.className.localeCompare(b.className, undefined, { numeric: true }) ||
      a.groupName.localeCompare(b.groupName) ||
      a.subject.localeCompare(b.subject) ||
      a.id - b.id,
  );
}

/** Distinct exam names of the papers, the three term exams first in their order. */
export function examNamesOf(papers: readonly Pick<ExamPaperFieldsFragment, 'examName'>[]): string[] {
  const names = [...new Set(papers.map((p) => p.examName))];
  const rank = (n: string) => {
    const i = (EXAM_NAMES as readonly string[]).indexOf(n);
    return i < 0 ? EXAM_NAMES.length : i;
  };
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The form's values; the date is YYYY-MM-DD and the time "hh:mm AM" (empty until chosen). */
export interface PaperValues {
  examName: string;
  department: string;
  className: string;
  groupName: string;
  subject: string;
  date: string;
  time: string;
  durationMinutes: number | null;
}

export function emptyPaper(): PaperValues {
  return { examName: '', department: '', className: '', groupName: '', subject: '', date: '', time: '', durationMinutes: 180 };
}

/** Form values as antd gives them (a cleared select is undefined) made whole. */
export function normalizePaper(values: Partial<Record<keyof PaperValues, unknown>>): PaperValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const duration = values.durationMinutes;
  return {
    examName: text(values.examName), department: text(values.department), className: text(values.className),
    groupName: text(values.groupName), subject: text(values.subject), date: text(values.date), time: text(values.time),
    durationMinutes: typeof duration === 'number' && Number.isFinite(duration) ? duration : null,
  };
}

/** A saved paper in the form; `label` shows the exam name as the user knows it. */
export function fromPaper(paper: ExamPaperFieldsFragment, label: (examName: string) => string): PaperValues {
  return {
    examName: label(paper.examName),
    department: paper.department,
    className: paper.className,
    groupName: paper.groupName,
    subject: paper.subject,
    date: paper.date,
    time: paper.time,
    durationMinutes: paper.durationMinutes,
  };
}

/**
 * The stored exam name: a term exam's key when its translated name (or the key) was typed,
 * otherwise the text itself.
 */
export function examNameKey(text: string, labels: Record<string, string>): string {
  const typed = text.trim();
  const fold = (s: string) => s.trim().toLocaleLowerCase();
  const hit = EXAM_NAMES.find((key) => fold(key) === fold(typed) || fold(labels[key] ?? '') === fold(typed));
  return hit ?? typed;
}

/** The fields the spec requires (exam name, date, time) that are missing or malformed. */
export function missingPaperFields(values: PaperValues): (keyof PaperValues)[] {
  const missing: (keyof PaperValues)[] = [];
  if (!values.examName.trim()) missing.push('examName');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) missing.push('date');
  if (!parseExamTime(values.time)) missing.push('time');
  return missing;
}

/** The mutation input; the year follows the date. */
export function toPaperInput(values: PaperValues, labels: Record<string, string>, id?: number): ExamPaperInput {
  const time = parseExamTime(values.time);
  return {
    ...(id !== undefined ? { id } : {}),
    examName: examNameKey(values.examName, labels),
    year: Number(values.date.slice(0, 4)),
    department: values.department.trim(),
    className: values.className.trim(),
    groupName: values.groupName.trim(),
    subject: values.subject.trim(),
    date: values.date,
    time: time ? formatExamTime(time) : values.time,
    durationMinutes: Math.max(0, Math.min(MAX_DURATION_MINUTES, Math.round(values.durationMinutes ?? 0))),
  };
}
