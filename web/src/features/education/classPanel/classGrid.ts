import { MAX_BOOKS, type BookSlot } from '@rules/books';
import type { ClassInput, ClassRowFieldsFragment } from '@/gql/graphql';

/** A class row as the grid shows it: in view or edit mode; new rows (not saved yet) are flagged isNew. */
export interface GridRow {
  key: string;
  id?: number;
  department: string;
  className: string;
  groupName: string;
  books: BookSlot[];
  mode: 'view' | 'edit';
  isNew: boolean;
}

export type RowField = 'department' | 'className' | 'groupName';

/** Only what differs from the server: rows being edited (drafts) and the order of new rows. */
export interface GridState {
  drafts: Record<string, GridRow>;
  newKeys: string[];
  seq: number;
}

export type GridAction =
  | { type: 'add' }
  | { type: 'edit'; row: ClassRowFieldsFragment }
  | { type: 'change'; key: string; field: RowField; value: string }
  | { type: 'book'; key: string; slot: number; name?: string; isOptional?: boolean }
  | { type: 'cancel'; key: string }
  | { type: 'saved'; key: string };

export const initialGrid: GridState = { drafts: {}, newKeys: [], seq: 0 };

export const keyOf = (id: number) => `class-${id}`;

function fromServer(row: ClassRowFieldsFragment, mode: GridRow['mode']): GridRow {
  return {
    key: keyOf(row.id), id: row.id, department: row.department, className: row.className, groupName: row.groupName,
    books: row.books.map(({ slot, name, isOptional }) => ({ slot, name, isOptional })), mode, isNew: false,
  };
}

function withDraft(state: GridState, key: string, change: (row: GridRow) => GridRow): GridState {
  const row = state.drafts[key];
  return row ? { ...state, drafts: { ...state.drafts, [key]: change(row) } } : state;
}

function without(state: GridState, key: string): GridState {
  const drafts = { ...state.drafts };
  delete drafts[key];
  return { ...state, drafts, newKeys: state.newKeys.filter((k) => k !== key) };
}

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'add': {
      const key = `new-${state.seq + 1}`;
      const row: GridRow = { key, department: '', className: '', groupName: '', books: [], mode: 'edit', isNew: true };
      return { drafts: { ...state.drafts, [key]: row }, newKeys: [key, ...state.newKeys], seq: state.seq + 1 };
    }
    case 'edit':
      return { ...state, drafts: { ...state.drafts, [keyOf(action.row.id)]: fromServer(action.row, 'edit') } };
    case 'change':
      return withDraft(state, action.key, (row) => ({ ...row, [action.field]: action.value }));
    case 'book':
      return withDraft(state, action.key, (row) => {
        const old = row.books.find((b) => b.slot === action.slot) ?? { slot: action.slot, name: '', isOptional: false };
        const next = { ...old, ...(action.name !== undefined && { name: action.name }), ...(action.isOptional !== undefined && { isOptional: action.isOptional }) };
        return { ...row, books: [...row.books.filter((b) => b.slot !== action.slot), next].sort((a, b) => a.slot - b.slot) };
      });
    // Cancel drops the draft: a new row disappears, an existing one shows the saved values again.
    case 'cancel':
    case 'saved':
      return without(state, action.key);
    default:
      return state;
  }
}

/** New rows first, then the saved rows, each replaced by its draft while edited. */
export function gridRows(saved: readonly ClassRowFieldsFragment[], state: GridState): GridRow[] {
  const fresh = state.newKeys.map((k) => state.drafts[k]).filter(Boolean);
  return [...fresh, ...saved.map((row) => state.drafts[keyOf(row.id)] ?? fromServer(row, 'view'))];
}

export function bookAt(row: GridRow, slot: number): BookSlot | undefined {
  return row.books.find((b) => b.slot === slot);
}

function lastUsedSlot(row: GridRow): number {
  return row.books.reduce((max, b) => (b.name.trim() ? Math.max(max, b.slot) : max), 0);
}

/** The highest book slot any row uses (0 when none). */
export function widestBookSlot(rows: GridRow[]): number {
  return rows.reduce((max, row) => Math.max(max, lastUsedSlot(row)), 0);
}

/** As many book columns as the widest row uses, plus one empty (at most 15, at least 1). */
export function bookColumnCount(rows: GridRow[]): number {
  return Math.min(MAX_BOOKS, widestBookSlot(rows) + 1);
}

/** The mutation input: trimmed texts and only the named books. */
export function toClassInput(row: GridRow): ClassInput {
  return {
    ...(row.id !== undefined && { id: row.id }),
    department: row.department.trim(),
    className: row.className.trim(),
    groupName: row.groupName.trim(),
    books: row.books
      .filter((b) => b.name.trim())
      .map((b) => ({ slot: b.slot, name: b.name.trim(), isOptional: b.isOptional })),
  };
}

/** Department and class name are required. */
export function isComplete(row: GridRow): boolean {
  return missingClassField(row) === null;
}

/** The first required field a row lacks (department, then class name), or null. */
export function missingClassField(row: GridRow): 'department' | 'className' | null {
  if (!row.department.trim()) return 'department';
  if (!row.className.trim()) return 'className';
  return null;
}

/** Distinct non-empty texts, sorted for the active language. */
export function distinct(values: string[], locale: string): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, locale));
}
