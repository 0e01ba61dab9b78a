import { gradeFor, meritOrder, type GradeRow } from '@rules/results';
import type { PrintResult, PrintResultRow } from './shared';

type PrintGrade = PrintResult['grading']['grades'][number];

/** The short result's figures for one result table. */
export interface ResultStats {
  students: number;
  passed: number;
  failed: number;
  /** Passed as a percentage of all students (0 when there are none). */
  passRate: number;
  /** Every grade of the grading table in its order with its count, then any other grade found in the rows. */
  gradeCounts: { grade: string; count: number }[];
  /** The students ranked 1 to 3 (ties included), in merit order. */
  top: PrintResultRow[];
  highest: number | null;
  lowest: number | null;
  average: number | null;
  /** Failed students by admit number. */
  failedRows: PrintResultRow[];
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export function resultStats(result: Pick<PrintResult, 'rows' | 'grading'>): ResultStats {
  const rows = result.rows;
  const passed = rows.filter((r) => r.status === 'pass').length;
  const counts = new Map<string, number>(result.grading.grades.map((g) => [g.grade, 0]));
  for (const r of rows) if (r.grade) counts.set(r.grade, (counts.get(r.grade) ?? 0) + 1);
  const totals = rows.map((r) => r.total);
  return {
    students: rows.length,
    passed,
    failed: rows.length - passed,
    passRate: rows.length ? round2((passed / rows.length) * 100) : 0,
    gradeCounts: result.grading.isGrade ? [...counts].map(([grade, count]) => ({ grade, count })) : [],
    top: meritOrder(rows.filter((r) => r.rank !== null && r.rank <= 3)),
    highest: totals.length ? Math.max(...totals) : null,
    lowest: totals.length ? Math.min(...totals) : null,
    average: totals.length ? round2(totals.reduce((a, b) => a + b, 0) / totals.length) : null,
    failedRows: rows.filter((r) => r.status !== 'pass').sort((a, b) => a.admitNo - b.admitNo),
  };
}

/** One subject line of a marksheet: the grade of the mark as a percentage of the full marks; absent takes the last (failing) grade. */
export function subjectGrade<G extends PrintGrade>(mark: number | null | undefined, numberPerSubject: number, grades: readonly G[]): G | null {
  if (!grades.length) return null;
  if (mark === null || mark === undefined) return grades[grades.length - 1];
  // gradeFor only reads from/to and returns one of the rows it was given.
  return gradeFor(numberPerSubject > 0 ? (mark / numberPerSubject) * 100 : 0, grades as unknown as readonly GradeRow[]) as unknown as G;
}
