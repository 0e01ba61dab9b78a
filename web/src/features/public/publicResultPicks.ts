import type { ResultSummaryFieldsFragment } from '@/gql/graphql';
import { latinDigits } from '@/lib/format';

/** What a visitor picked on the public result screen; it lives in the address (shareable). */
export interface ResultPick {
  year: number | null;
  examName: string;
  className: string;
  groupName: string;
  /** One student (admit number) or the whole class. */
  mode: 'student' | 'class';
  admitNo: string;
}

export const EMPTY_PICK: ResultPick = { year: null, examName: '', className: '', groupName: '', mode: 'student', admitNo: '' };

type Option = Pick<ResultSummaryFieldsFragment, 'year' | 'examName' | 'className' | 'groupName'>;

const unique = <T,>(values: T[]) => [...new Set(values)];

/** Years offered, newest first. */
export function yearsOf(options: readonly Option[]): number[] {
  return unique(options.map((o) => o.year)).sort((a, b) => b - a);
}

/** Exams saved in a year, in the order the server gave. */
export function examsOf(options: readonly Option[], year: number | null): string[] {
  return unique(options.filter((o) => o.year === year).map((o) => o.examName));
}

/** Classes with a result of this year and exam. */
export function classesOf(options: readonly Option[], year: number | null, examName: string): string[] {
  return unique(options.filter((o) => o.year === year && o.examName === examName).map((o) => o.className));
}

/** Groups of that class ('' for a class without groups). */
export function groupsOf(options: readonly Option[], year: number | null, examName: string, className: string): string[] {
  return unique(options.filter((o) => o.year === year && o.examName === examName && o.className === className).map((o) => o.groupName));
}

/**
 * The pick made whole: each level keeps its value while the saved results still offer it,
 * else falls to the first choice (so a single year, exam, class or group is chosen for the visitor).
 */
export function settle(options: readonly Option[], pick: ResultPick): ResultPick {
  const years = yearsOf(options);
  const year = pick.year !== null && years.includes(pick.year) ? pick.year : (years[0] ?? null);
  const exams = examsOf(options, year);
  const examName = exams.includes(pick.examName) ? pick.examName : (exams[0] ?? '');
  const classes = classesOf(options, year, examName);
  const className = classes.includes(pick.className) ? pick.className : (classes.length === 1 ? classes[0] : '');
  const groups = groupsOf(options, year, examName, className);
  const groupName = groups.includes(pick.groupName) ? pick.groupName : (groups[0] ?? '');
  return { ...pick, year, examName, className, groupName };
}

/** The admit number typed (Bengali or Arabic digits too), or null when it is not a whole number above 0. */
export function admitNumber(text: string): number | null {
  const clean = latinDigits(text).trim();
  if (!/^\d{1,9}$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 ? n : null;
}

/** Whether the pick is enough to ask the server. */
export function isComplete(pick: ResultPick): boolean {
  return pick.year !== null && !!pick.examName && !!pick.className && (pick.mode === 'class' || admitNumber(pick.admitNo) !== null);
}

/** The pick as address parameters, and back. */
export function toSearch(pick: ResultPick): Record<string, string> {
  const out: Record<string, string> = { year: String(pick.year ?? ''), exam: pick.examName, class: pick.className };
  if (pick.groupName) out.group = pick.groupName;
  if (pick.mode === 'student') out.admitNo = String(admitNumber(pick.admitNo) ?? '');
  return out;
}

export function fromSearch(params: URLSearchParams): ResultPick | null {
  const year = Number(params.get('year'));
  const examName = params.get('exam') ?? '';
  const className = params.get('class') ?? '';
  if (!Number.isInteger(year) || year <= 0 || !examName || !className) return null;
  const admitNo = params.get('admitNo') ?? '';
  return { year, examName, className, groupName: params.get('group') ?? '', mode: admitNo ? 'student' : 'class', admitNo };
}
