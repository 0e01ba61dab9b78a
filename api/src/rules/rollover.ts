/**
 * Year rollover (issue 13, beyond the spec): a class's students move from one year to the next.
 * Passed students (the chosen published result says `pass`) go up to the target class, failed ones
 * stay in their class, and students without a result stay unless the office promotes them. Every
 * student gets a roll number for the new year. Pure: no I/O, shared with the web client.
 *
 * New rolls, per destination (the target class, or the same class for those kept):
 * - promoted: the passed students by merit (their rank; a tie is broken by the old roll, then the
 *   admit number), then the promoted students without a result (old roll, then admit number);
 * - kept: the failed students by merit (total, highest first; ties by old roll, then admit
 *   number), then the kept students without a result (old roll, then admit number);
 * - numbering continues after the highest roll the destination already has in the new year (0
 *   when none), so a class filled from two rollovers never gives a roll twice.
 */

export type RolloverOutcome = 'passed' | 'failed' | 'noResult';

/** A student of the class in the year being closed. */
export interface RolloverStudent {
  id: number;
  admitNo: number;
  name: string;
  /** The roll in the year being closed, when one was given. */
  roll: number | null;
}

/** The result row of a student (from the saved result: status and rank as computed on save). */
export interface RolloverResultRow {
  admitNo: number;
  status: 'pass' | 'fail';
  rank: number | null;
  total: number;
}

export interface RolloverPlanInput {
  students: RolloverStudent[];
  rows: RolloverResultRow[];
  /** Ids of students without a result whom the office promotes (the others stay). */
  promoteIds: number[];
  /** The highest roll already given in the new year in the target class, and in the class itself. */
  targetHighestRoll: number;
  sourceHighestRoll: number;
  /** The final class: those who would go up complete their studies and leave the academy (no new class, no roll). */
  graduate?: boolean;
}

export interface RolloverPlanRow {
  studentId: number;
  admitNo: number;
  name: string;
  outcome: RolloverOutcome;
  promoted: boolean;
  /** The rank in the result (passed students), else null. */
  rank: number | null;
  total: number | null;
  oldRoll: number | null;
  /** The roll in the new year; null for a student who leaves the academy (graduate). */
  newRoll: number | null;
  /** Leaves the academy (promoted out of the final class). */
  leaves: boolean;
}

const byOldRoll = (a: RolloverStudent, b: RolloverStudent) =>
  (a.roll ?? Number.MAX_SAFE_INTEGER) - (b.roll ?? Number.MAX_SAFE_INTEGER) || a.admitNo - b.admitNo;

/**
 * The plan: every student of the class once, in roll order of their destination (promoted first,
 * then kept). A promote id that is not a student without a result is an error (`promoteIds`).
 */
export function planRollover(input: RolloverPlanInput): { rows: RolloverPlanRow[] } | { error: 'invalidValue'; field: 'promoteIds' } {
  const result = new Map(input.rows.map((r) => [r.admitNo, r]));
  const outcomeOf = (s: RolloverStudent): RolloverOutcome => {
    const row = result.get(s.admitNo);
    return !row ? 'noResult' : row.status === 'pass' ? 'passed' : 'failed';
  };
  const promote = new Set(input.promoteIds);
  const known = new Set(input.students.filter((s) => outcomeOf(s) === 'noResult').map((s) => s.id));
  if ([...promote].some((id) => !known.has(id))) return { error: 'invalidValue', field: 'promoteIds' };

  const passed = input.students.filter((s) => outcomeOf(s) === 'passed').sort((a, b) => {
    const ra = result.get(a.admitNo)!.rank ?? Number.MAX_SAFE_INTEGER;
    const rb = result.get(b.admitNo)!.rank ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || byOldRoll(a, b);
  });
  const failed = input.students.filter((s) => outcomeOf(s) === 'failed')
    .sort((a, b) => result.get(b.admitNo)!.total - result.get(a.admitNo)!.total || byOldRoll(a, b));
  const none = input.students.filter((s) => outcomeOf(s) === 'noResult').sort(byOldRoll);

  const up = [...passed, ...none.filter((s) => promote.has(s.id))];
  const stay = [...failed, ...none.filter((s) => !promote.has(s.id))];
  const row = (s: RolloverStudent, promoted: boolean, newRoll: number | null): RolloverPlanRow => {
    const r = result.get(s.admitNo);
    const outcome = outcomeOf(s);
    return {
      studentId: s.id, admitNo: s.admitNo, name: s.name, outcome, promoted,
      rank: outcome === 'passed' ? r!.rank : null, total: r ? r.total : null, oldRoll: s.roll, newRoll, leaves: promoted && !!input.graduate,
    };
  };
  return {
    rows: [
      ...up.map((s, i) => row(s, true, input.graduate ? null : input.targetHighestRoll + i + 1)),
      ...stay.map((s, i) => row(s, false, input.sourceHighestRoll + i + 1)),
    ],
  };
}

export interface ClassChoice { id: number; department: string; className: string; groupName: string }

/**
 * The class the office is offered as "next" (it may choose any other): classes have no order, so
 * the name's last number goes up by one ("Class 6" → "Class 7", "Class 9" Science → "Class 10"
 * Science). Among matches the same group wins, then the same department, then the first. None:
 * null (the office chooses).
 */
export function suggestNextClass(classes: ClassChoice[], from: ClassChoice): ClassChoice | null {
  const m = /(\d+)(?!.*\d)/.exec(from.className);
  if (!m) return null;
  const name = `${from.className.slice(0, m.index)}${Number(m[1]) + 1}${from.className.slice(m.index + m[1].length)}`;
  // Stryker disable next-line ConditionalExpression: the class itself never has the next name (its number went up), so the id check never removes a class that matched
  const same = classes.filter((c) => c.className === name && c.id !== from.id);
  const score = (c: ClassChoice) => (c.groupName === from.groupName ? 2 : 0) + (c.department === from.department ? 1 : 0);
  return same.reduce<ClassChoice | null>((best, c) => (!best || score(c) > score(best) ? c : best), null);
}

/** Where a student was or went: department, class, group and the roll of that year. */
export interface Placement { department: string; className: string; groupName: string; roll: number | null }

/** One student of an archived rollover: before (the year closed) and after (the new year). */
export interface RolloverEntry {
  studentId: number;
  admitNo: number;
  name: string;
  outcome: RolloverOutcome;
  promoted: boolean;
  /** Left the academy (graduated from the final class): `after` is `before` without a roll, and the student is `out`. */
  left?: boolean;
  before: Placement;
  after: Placement;
}

/** A student as found at undo time: null when deleted; `laterYears` says a later rollover placed them again. */
export interface CurrentState { placement: Placement | null; condition: string; laterYears: boolean }

/**
 * Undo is exact only while nothing changed: every student still admitted (`in`; a graduate still
 * `out`), in the class the rollover put them in, with the new year's roll it gave (a graduate none),
 * and not moved on by a later rollover. Returns the admit numbers of the students that changed
 * (empty: undo may go ahead).
 */
export function changedSince(entries: RolloverEntry[], now: (studentId: number) => CurrentState): number[] {
  return entries.filter((e) => {
    const c = now(e.studentId);
    if (!c.placement || c.condition !== (e.left ? 'out' : 'in') || c.laterYears) return true;
    const p = c.placement;
    return p.department !== e.after.department || p.className !== e.after.className || p.groupName !== e.after.groupName || p.roll !== e.after.roll;
  }).map((e) => e.admitNo);
}

/** The years a rollover may close (the result's year); the new year is the next one. */
export const ROLLOVER_MIN_YEAR = 2000;
export const ROLLOVER_MAX_YEAR = 2100;
