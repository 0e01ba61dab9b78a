/**
 * Register maker (spec doc 1 §2 "Print layouts", §9; doc 2 §3, §5, §9): the attendance register
 * and the report register of one class. Pure: no I/O, shared with the web client (`@rules/registers`).
 *
 * - Inputs: heading, department, class, group (each one of the class panel's known values),
 *   emptyRows (default 10), classAmount (default 7), examId, table type, and the source:
 *   accordingAdmit (default: the class's in-status students by admit number) or accordingResult
 *   (a saved result's rows in merit order; examId, the result's id, is then required).
 * - The education year has 12 months from its first month; each month shows 31 day columns grouped
 *   in weekly blocks (Saturday to Friday, the week of Bangladesh; Friday, the weekly holiday, is
 *   marked). Day columns past the month's end stay as blank placeholders so every month has 31.
 * - Rows: the students, then emptyRows blank rows for students who join later.
 * - classAmount: our reading is the number of classes (periods) a day. The report register gives
 *   each working day of a week that many columns, one per period, to tick or note the student's
 *   report for that class, then a remarks column.
 */
import { INVALID_VALUE, missingField, type FormProblem } from './problems';
import { meritOrder } from './results';

export const REGISTER_TYPES = ['attendanceRegister', 'reportRegister'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];
export const REGISTER_SOURCES = ['accordingAdmit', 'accordingResult'] as const;
export type RegisterSource = (typeof REGISTER_SOURCES)[number];

export const DEFAULT_REGISTER_TYPE: RegisterType = 'attendanceRegister';
export const DEFAULT_REGISTER_SOURCE: RegisterSource = 'accordingAdmit';
export const DEFAULT_EMPTY_ROWS = 10;
export const DEFAULT_CLASS_AMOUNT = 7;
export const MAX_EMPTY_ROWS = 100;
export const MAX_CLASS_AMOUNT = 12;
export const DAY_COLUMNS = 31;
export const MONTHS_PER_YEAR = 12;
/** Rows on one printed page (A4 landscape); longer lists continue on the next page. */
export const REGISTER_ROWS_PER_PAGE = 24;
/** 0 = Sunday … 5 = Friday, 6 = Saturday (Date.getUTCDay). */
export const FRIDAY = 5;
export const WEEK_START = 6;

export interface KnownClass { department: string; className: string; groupName: string }

export interface RegisterInput {
  heading: string;
  department: string;
  className: string;
  groupName: string;
  emptyRows: number;
  classAmount: number;
  examId: number | null;
  type: RegisterType;
  source: RegisterSource;
}

export const defaultRegisterInput = (): RegisterInput => ({
  heading: '', department: '', className: '', groupName: '', emptyRows: DEFAULT_EMPTY_ROWS,
  classAmount: DEFAULT_CLASS_AMOUNT, examId: null, type: DEFAULT_REGISTER_TYPE, source: DEFAULT_REGISTER_SOURCE,
});

const distinct = (values: string[]) => [...new Set(values)];

/** The values each picker may offer: departments; classes of the department; groups of the class. */
export function knownValues(classes: readonly KnownClass[], department = '', className = ''): { departments: string[]; classNames: string[]; groupNames: string[] } {
  const inDepartment = classes.filter((c) => c.department === department);
  return {
    departments: distinct(classes.map((c) => c.department).filter(Boolean)),
    classNames: distinct(inDepartment.map((c) => c.className).filter(Boolean)),
    groupNames: distinct(inDepartment.filter((c) => c.className === className).map((c) => c.groupName)),
  };
}

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * requiredField naming the field: no department, class or (for a class taught in groups) group, or
 * the result source without an examId; invalidValue: a department, class or group that is not in
 * the class panel, or counts out of range.
 */
export function registerError(input: RegisterInput, classes: readonly KnownClass[]): FormProblem | null {
  if (!input.department) return missingField('department');
  if (!input.className) return missingField('className');
  if (input.source === 'accordingResult' && !input.examId) return missingField('examId');
  const known = knownValues(classes, input.department, input.className);
  if (!known.departments.includes(input.department) || !known.classNames.includes(input.className)) return INVALID_VALUE;
  // A class taught in groups needs one of them; '' is a value only for a class without groups.
  if (!known.groupNames.includes(input.groupName)) return input.groupName ? INVALID_VALUE : missingField('groupName');
  if (!wholeIn(input.emptyRows, 0, MAX_EMPTY_ROWS) || !wholeIn(input.classAmount, 1, MAX_CLASS_AMOUNT)) return INVALID_VALUE;
  if (!(REGISTER_TYPES as readonly string[]).includes(input.type) || !(REGISTER_SOURCES as readonly string[]).includes(input.source)) return INVALID_VALUE;
  return null;
}

export interface RegisterRow { serial: number; admitNo: number | null; name: string }

/** accordingAdmit: students with an admit number, by admit number. */
export function rowsByAdmit(students: readonly { admitNo: number | null | undefined; name: string }[]): { admitNo: number; name: string }[] {
  return students
    .filter((s): s is { admitNo: number; name: string } => typeof s.admitNo === 'number')
    .map((s) => ({ admitNo: s.admitNo, name: s.name }))
    .sort((a, b) => a.admitNo - b.admitNo);
}

/** accordingResult: a result's rows in merit order (ranked by rank, then the rest by admit number). */
export function rowsByResult(rows: readonly { admitNo: number; name: string; rank: number | null }[]): { admitNo: number; name: string }[] {
  return meritOrder(rows).map((r) => ({ admitNo: r.admitNo, name: r.name }));
}

/** The register's rows: the students, then `emptyRows` blank rows; serials run on through the blanks. */
export function registerRows(students: readonly { admitNo: number; name: string }[], emptyRows: number): RegisterRow[] {
  const blanks = Math.max(0, Math.floor(emptyRows));
  return [
    ...students.map((s, i) => ({ serial: i + 1, admitNo: s.admitNo, name: s.name })),
    ...Array.from({ length: blanks }, (_, i) => ({ serial: students.length + i + 1, admitNo: null, name: '' })),
  ];
}

/** Splits rows into printed pages. */
export function pageRows<T>(rows: readonly T[], size = REGISTER_ROWS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += size) pages.push(rows.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** One of a month's 31 day columns; `date` is null for a placeholder past the month's end; `friday`: the weekly holiday (Friday unless the academy chose another day). */
export interface RegisterDay { day: number; date: string | null; weekday: number | null; friday: boolean }
export interface RegisterMonth {
  year: number;
  /** 1–12 */
  month: number;
  dayCount: number;
  /** The 31 day columns. */
  days: RegisterDay[];
  /** The same 31 columns in weekly blocks: a block ends after each Friday; placeholders join the last block. */
  blocks: RegisterDay[][];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** One month's 31 columns in weekly blocks; the weekly holiday (`holiday`, 0–6, Friday by default) is marked. */
export function registerMonth(year: number, month: number, holiday: number = FRIDAY): RegisterMonth {
  const dayCount = daysInMonth(year, month);
  const days: RegisterDay[] = Array.from({ length: DAY_COLUMNS }, (_, i) => {
    const day = i + 1;
    if (day > dayCount) return { day, date: null, weekday: null, friday: false };
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return { day, date: `${year}-${pad(month)}-${pad(day)}`, weekday, friday: weekday === holiday };
  });
  const blocks: RegisterDay[][] = [];
  let current: RegisterDay[] = [];
  for (const d of days) {
    if (d.weekday === WEEK_START && current.length) {
      blocks.push(current);
      current = [];
    }
    current.push(d);
  }
  blocks.push(current);
  return { year, month, dayCount, days, blocks };
}

/** The 12 months of the education year that starts in `firstMonth` (1–12) of `startYear`. */
export function educationYearMonths(startYear: number, firstMonth = 1): RegisterMonth[] {
  return Array.from({ length: MONTHS_PER_YEAR }, (_, i) => {
    const index = firstMonth - 1 + i;
    return registerMonth(startYear + Math.floor(index / 12), (index % 12) + 1);
  });
}

/** "2026" for a January start, else "2026–2027" (the year runs into the next). */
export function educationYearLabel(startYear: number, firstMonth = 1): string {
  return firstMonth === 1 ? String(startYear) : `${startYear}–${startYear + 1}`;
}

/** A week of the report register: the working days (Friday left out) of one weekly block of a month. */
export interface RegisterWeek { year: number; month: number; week: number; days: RegisterDay[] }

/** The report register's weeks: each month's weekly blocks without Friday and placeholders; empty blocks are skipped. */
export function reportWeeks(months: readonly RegisterMonth[]): RegisterWeek[] {
  return months.flatMap((m) =>
    m.blocks
      .map((block) => block.filter((d) => d.date !== null && !d.friday))
      .filter((days) => days.length > 0)
      .map((days, i) => ({ year: m.year, month: m.month, week: i + 1, days })),
  );
}
