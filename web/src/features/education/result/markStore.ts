import { useSyncExternalStore } from 'react';
import { computeResults, type ComputedRow, type Grading, type Mark, type Subject } from '@rules/results';
import { parseMarkText, type ParsedMark } from './numberInput';
import type { EntryStudent } from './resultModes';

/** One mark cell: the text as typed and what it reads as. Replaced (never mutated) on change. */
export interface MarkCellValue {
  text: string;
  parsed: ParsedMark;
}

/** A cell's state against the number per subject: a valid mark, explicitly absent, not typed yet, or invalid. */
export type CellState = 'mark' | 'absent' | 'blank' | 'invalid';

export function cellState(cell: MarkCellValue, numberPerSubject: number): CellState {
  const p = cell.parsed;
  if (p === 'absent' || p === 'blank') return p;
  if (p === 'bad' || p < 0 || p > numberPerSubject) return 'invalid';
  return 'mark';
}

const BLANK: MarkCellValue = Object.freeze({ text: '', parsed: 'blank' }) as MarkCellValue;
const ABSENT_CELL: MarkCellValue = Object.freeze({ text: 'a', parsed: 'absent' }) as MarkCellValue;
const cellOf = (m: Mark | undefined): MarkCellValue => (m === null ? ABSENT_CELL : m === undefined ? BLANK : { text: String(m), parsed: m });

/** Where the grid cannot be saved yet: invalid cells, then blank ones, as [row, subject] in row order. */
export interface GridProblems {
  invalid: [number, number][];
  blank: [number, number][];
}

/**
 * The marks being typed, outside React state: each mark input and each computed cell subscribes to
 * its own value, so a keystroke re-renders that input and the computed cells whose value changed,
 * not the whole grid. Every change runs computeResults (the one implementation, shared with the
 * server) over all rows, so totals, grades and ranks follow live. A cell holds what was typed: an
 * invalid mark is kept as typed (and shown red), never clamped; absent is only what was marked
 * absent (a saved null, or "a" typed); a blank cell is neither, and the grid is not saved with one.
 * While typing, blank and invalid cells count as absent in the live totals.
 */
export class MarkStore {
  private cells: MarkCellValue[][];
  private rows: ComputedRow[];
  private listeners = new Set<() => void>();
  private changed = false;
  private counts = { invalid: 0, blank: 0 };

  constructor(
    readonly students: readonly EntryStudent[],
    readonly subjects: readonly Subject[],
    private numberPerSubjectValue: number,
    private grading: Grading,
    /** Saved marks (null is absent); a new table starts blank. */
    initialMarks: readonly (readonly Mark[])[] = [],
  ) {
    this.cells = students.map((_, r) => subjects.map((__, c) => cellOf(initialMarks[r] === undefined ? undefined : (initialMarks[r][c] ?? null))));
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

  cell(r: number, c: number): MarkCellValue {
    return this.cells[r]?.[c] ?? BLANK;
  }

  state(r: number, c: number): CellState {
    return cellState(this.cell(r, c), this.numberPerSubjectValue);
  }

  /** The mark a cell counts as: a valid number, else null. */
  mark(r: number, c: number): Mark {
    return this.state(r, c) === 'mark' ? (this.cell(r, c).parsed as number) : null;
  }

  /** A typed text, kept as typed. */
  setText(r: number, c: number, text: string): void {
    if (!this.cells[r] || this.cells[r][c]?.text === text) return;
    this.put(r, c, { text, parsed: parseMarkText(text) });
  }

  /** A number, or null for absent (tests and programmatic entry). */
  setMark(r: number, c: number, value: Mark): void {
    const next = cellOf(value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value);
    const now = this.cells[r]?.[c];
    if (!now || (now.parsed === next.parsed && now.text === next.text)) return;
    this.put(r, c, next);
  }

  /** The context action: every blank cell becomes absent. Returns how many changed. */
  markBlanksAbsent(): number {
    let n = 0;
    this.cells = this.cells.map((row) => row.map((cell) => (cell.parsed === 'blank' ? (n++, ABSENT_CELL) : cell)));
    if (n) {
      this.changed = true;
      this.update();
    }
    return n;
  }

  /** A new number per subject (basics changed): marks stay, validity and the computation follow. */
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

  /** The marks as saved: numbers, null for absent (only meaningful once problems() is empty). */
  allMarks(): Mark[][] {
    return this.cells.map((row, r) => row.map((_, c) => this.mark(r, c)));
  }

  invalidCount(): number {
    return this.counts.invalid;
  }

  blankCount(): number {
    return this.counts.blank;
  }

  problems(): GridProblems {
    const out: GridProblems = { invalid: [], blank: [] };
    this.cells.forEach((row, r) => row.forEach((_, c) => {
      const s = this.state(r, c);
      if (s === 'invalid') out.invalid.push([r, c]);
      else if (s === 'blank') out.blank.push([r, c]);
    }));
    return out;
  }

  isInvalid(r: number, c: number): boolean {
    return this.state(r, c) === 'invalid';
  }

  private put(r: number, c: number, value: MarkCellValue): void {
    this.cells = this.cells.map((row, i) => (i === r ? row.map((m, j) => (j === c ? value : m)) : row));
    this.changed = true;
    this.update();
  }

  private compute(): ComputedRow[] {
    let invalid = 0;
    let blank = 0;
    const rows = this.students.map((s, r) => ({
      admitNo: s.admitNo, name: s.name,
      marks: this.cells[r].map((cell) => {
        const st = cellState(cell, this.numberPerSubjectValue);
        if (st === 'invalid') invalid++;
        else if (st === 'blank') blank++;
        return st === 'mark' ? (cell.parsed as number) : null;
      }),
    }));
    this.counts = { invalid, blank };
    return computeResults(rows, this.subjects, this.numberPerSubjectValue, this.grading);
  }

  private update(): void {
    this.rows = this.compute();
    this.listeners.forEach((l) => l());
  }
}

/** One mark cell, re-rendering only when it changes. */
export function useMarkCell(store: MarkStore, r: number, c: number): MarkCellValue {
  return useSyncExternalStore(store.subscribe, () => store.cell(r, c));
}

/** The number per subject (the inputs' maximum). */
export function useNumberPerSubject(store: MarkStore): number {
  return useSyncExternalStore(store.subscribe, () => store.numberPerSubject);
}

/** How many cells are invalid and how many blank (the panel's notice and its absent action). */
export function useGridCounts(store: MarkStore): { invalid: number; blank: number } {
  const invalid = useSyncExternalStore(store.subscribe, () => store.invalidCount());
  const blank = useSyncExternalStore(store.subscribe, () => store.blankCount());
  return { invalid, blank };
}

/** One computed value of a row (a primitive, so unchanged values do not re-render). */
export function useComputed<V extends string | number | null>(store: MarkStore, r: number, pick: (row: ComputedRow) => V): V {
  return useSyncExternalStore(store.subscribe, () => pick(store.row(r)));
}
