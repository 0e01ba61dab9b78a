import { useSyncExternalStore } from 'react';
import { computeResults, markError, type ComputedRow, type Grading, type Mark, type Subject } from '@rules/results';
import type { EntryStudent } from './resultModes';

/**
 * The marks being typed, outside React state: each mark input and each computed cell subscribes to
 * its own value, so a keystroke re-renders that input and the computed cells whose value changed,
 * not the whole grid. Every change runs computeResults (the one implementation, shared with the
 * server) over all rows, so totals, grades and ranks follow live.
 */
export class MarkStore {
  private marks: Mark[][];
  private rows: ComputedRow[];
  private listeners = new Set<() => void>();
  private changed = false;

  constructor(
    readonly students: readonly EntryStudent[],
    readonly subjects: readonly Subject[],
    private numberPerSubjectValue: number,
    private grading: Grading,
    initialMarks: readonly (readonly Mark[])[] = [],
  ) {
    this.marks = students.map((_, r) => subjects.map((__, c) => initialMarks[r]?.[c] ?? null));
    this.rows = this.compute();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get numberPerSubject(): number {
    return this.numberPerSubjectValue;
  }

  /** True once a mark was typed. */
  get dirty(): boolean {
    return this.changed;
  }

  mark(r: number, c: number): Mark {
    return this.marks[r]?.[c] ?? null;
  }

  setMark(r: number, c: number, value: Mark): void {
    const next = value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;
    if (!this.marks[r] || this.marks[r][c] === next) return;
    this.marks = this.marks.map((row, i) => (i === r ? row.map((m, j) => (j === c ? next : m)) : row));
    this.changed = true;
    this.update();
  }

  /** A new number per subject (basics changed): marks stay, the computation follows. */
  setNumberPerSubject(n: number): void {
    if (n === this.numberPerSubjectValue || !(n > 0)) return;
    this.numberPerSubjectValue = n;
    this.update();
  }

  /** The computed row of a student (index in `students`). */
  row(r: number): ComputedRow {
    return this.rows[r];
  }

  computedRows(): ComputedRow[] {
    return this.rows;
  }

  allMarks(): Mark[][] {
    return this.marks.map((row) => [...row]);
  }

  isInvalid(r: number, c: number): boolean {
    return markError(this.mark(r, c), this.numberPerSubjectValue);
  }

  private compute(): ComputedRow[] {
    const rows = this.students.map((s, r) => ({ admitNo: s.admitNo, name: s.name, marks: this.marks[r] }));
    return computeResults(rows, this.subjects, this.numberPerSubjectValue, this.grading);
  }

  private update(): void {
    this.rows = this.compute();
    this.listeners.forEach((l) => l());
  }
}

/** One mark, re-rendering only when it changes. */
export function useMark(store: MarkStore, r: number, c: number): Mark {
  return useSyncExternalStore(store.subscribe, () => store.mark(r, c));
}

/** The number per subject (the inputs' maximum). */
export function useNumberPerSubject(store: MarkStore): number {
  return useSyncExternalStore(store.subscribe, () => store.numberPerSubject);
}

/** One computed value of a row (a primitive, so unchanged values do not re-render). */
export function useComputed<V extends string | number | null>(store: MarkStore, r: number, pick: (row: ComputedRow) => V): V {
  return useSyncExternalStore(store.subscribe, () => pick(store.row(r)));
}
