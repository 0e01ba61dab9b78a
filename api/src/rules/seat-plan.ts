/**
 * Exam seat planner (spec doc 1 §9, doc 2 §3/§5/§9): a hall of tables in rows, students seated
 * from the selected classes. Pure: no I/O, shared with the web client (`@rules/seat-plan`).
 *
 * - tables = ceil(students / students per table), laid out `tablesPerRow` to a row;
 * - dynamicSeat (the default): each class's students are shuffled, then the classes are
 *   interleaved round-robin (one from each class in turn), so neighbours at a table come from
 *   different classes wherever the numbers allow;
 * - staticSeat: class by class (in the order the classes were selected), each by admit number.
 * The random source is a parameter so a plan can be reproduced (tests, a preview that does not
 * reshuffle on every keystroke).
 */
import { INVALID_VALUE, missingField, type FormProblem } from './problems';

export const SEAT_MODES = ['dynamicSeat', 'staticSeat'] as const;
export type SeatMode = (typeof SEAT_MODES)[number];
export const DEFAULT_SEAT_MODE: SeatMode = 'dynamicSeat';

export const DEFAULT_TABLES_PER_ROW = 4;
export const DEFAULT_STUDENTS_PER_TABLE = 2;
export const MAX_TABLES_PER_ROW = 20;
export const MAX_STUDENTS_PER_TABLE = 10;

/** A class as the class panel names it: the class and its group ('' when it has none). */
export interface SeatClass { className: string; groupName: string }
export interface SeatStudent extends SeatClass { admitNo: number; name: string }

/** A seated student: table and seat are 1-based; `serial` is the seat's place in the whole hall. */
export interface Seat extends SeatStudent { table: number; seat: number; serial: number }
export interface SeatTable { number: number; row: number; column: number; seats: Seat[] }

export interface SeatPlanInput {
  hallName: string;
  heading: string;
  tablesPerRow: number;
  studentsPerTable: number;
  /** The selected classes, in the order they are seated in static mode and interleaved in dynamic mode. */
  classes: SeatClass[];
  /** The students of those classes (others are ignored). */
  students: SeatStudent[];
  mode?: SeatMode;
  /** A source of numbers in [0, 1); Math.random by default. */
  random?: () => number;
}

export interface SeatPlan {
  hallName: string;
  heading: string;
  mode: SeatMode;
  tableCount: number;
  /** Rows of tables, front row first; the last row may be shorter. */
  rows: SeatTable[][];
  /** Every seat in hall order (table by table). */
  seats: Seat[];
}

export const classKey = (c: SeatClass): string => `${c.className}\u0000${c.groupName}`;

/** ceil(students / per table); no tables for no students. */
export function tableCount(students: number, perTable: number): number {
  if (students <= 0) return 0;
  if (!(perTable >= 1)) throw new RangeError('students per table must be at least 1');
  return Math.ceil(students / Math.floor(perTable));
}

/** A Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Round-robin: the first of each list, then the second of each, … (shorter lists drop out). */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = lists.reduce((max, l) => Math.max(max, l.length), 0);
  // Stryker disable next-line EqualityOperator: one more pass (i = longest) finds no list that long and adds nothing
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

/** A small seeded generator (mulberry32), for plans that must come out the same again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The selected classes' students, each class by admit number, classes in the given order (duplicates once). */
export function byClass(classes: readonly SeatClass[], students: readonly SeatStudent[]): SeatStudent[][] {
  const groups = new Map<string, SeatStudent[]>(classes.map((c) => [classKey(c), []]));
  const seen = new Set<number>();
  for (const s of students) {
    const group = groups.get(classKey(s));
    if (!group || seen.has(s.admitNo)) continue;
    seen.add(s.admitNo);
    group.push(s);
  }
  return [...groups.values()].map((g) => g.sort((a, b) => a.admitNo - b.admitNo));
}

/** The order students take their seats in. */
export function seatOrder(classes: readonly SeatClass[], students: readonly SeatStudent[], mode: SeatMode = DEFAULT_SEAT_MODE, random: () => number = Math.random): SeatStudent[] {
  const groups = byClass(classes, students);
  return mode === 'staticSeat' ? groups.flat() : interleave(groups.map((g) => shuffle(g, random)));
}

/** Inputs that cannot make a hall: requiredField naming a missing hall name, heading or class; invalidValue for counts out of range. */
export function seatPlanError(input: Pick<SeatPlanInput, 'hallName' | 'heading' | 'tablesPerRow' | 'studentsPerTable' | 'classes'>): FormProblem | null {
  if (!input.hallName.trim()) return missingField('hallName');
  if (!input.heading.trim()) return missingField('heading');
  if (!input.classes.length) return missingField('classes');
  return seatCountsValid(input.tablesPerRow, input.studentsPerTable) ? null : INVALID_VALUE;
}

/** Whole numbers: 1–MAX_TABLES_PER_ROW tables per row, 1–MAX_STUDENTS_PER_TABLE students per table. */
export function seatCountsValid(tablesPerRow: number, studentsPerTable: number): boolean {
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  return whole(tablesPerRow, MAX_TABLES_PER_ROW) && whole(studentsPerTable, MAX_STUDENTS_PER_TABLE);
}

/** Seats every student of the selected classes exactly once, table by table, row by row. */
export function planSeats(input: SeatPlanInput): SeatPlan {
  const mode = input.mode ?? DEFAULT_SEAT_MODE;
  const perTable = Math.max(1, Math.floor(input.studentsPerTable));
  const perRow = Math.max(1, Math.floor(input.tablesPerRow));
  const order = seatOrder(input.classes, input.students, mode, input.random ?? Math.random);
  const count = tableCount(order.length, perTable);
  const tables: SeatTable[] = Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    row: Math.floor(i / perRow) + 1,
    column: (i % perRow) + 1,
    seats: [],
  }));
  const seats = order.map((s, i): Seat => {
    const table = tables[Math.floor(i / perTable)];
    const seat: Seat = { ...s, table: table.number, seat: (i % perTable) + 1, serial: i + 1 };
    table.seats.push(seat);
    return seat;
  });
  const rows: SeatTable[][] = [];
  for (let i = 0; i < tables.length; i += perRow) rows.push(tables.slice(i, i + perRow));
  return { hallName: input.hallName.trim(), heading: input.heading.trim(), mode, tableCount: count, rows, seats };
}
