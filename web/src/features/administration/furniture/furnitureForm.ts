import {
  FURNITURE_FORM_ROWS, acceptOutcome, canDeleteItem, canGiveFrom, cleanName, editProblem, giveProblem, isProblem, nameKey, type StockProblem,
} from '@rules/stock';
import type { FurnitureFieldsFragment, FurnitureNewInput, GiveFurnitureInput } from '@/gql/graphql';

type Item = Pick<FurnitureFieldsFragment, 'id' | 'furnitureName' | 'totalHas' | 'totalGiven' | 'remain'>;

/** What the stock rules need of a listed item. */
export const stockOf = (f: Item) => ({ name: f.furnitureName, has: f.totalHas, given: f.totalGiven });
/** Rows with nothing remaining are highlighted and cannot be selected (spec doc 1 §5). */
export const isSelectable = (f: Item) => canGiveFrom(stockOf(f));
/** Delete only while nothing is given out. */
export const isDeletable = (f: Item) => canDeleteItem(stockOf(f));

/**
 * One row of the create form: a name and an amount (empty: null or undefined). A blank row's amount
 * starts undefined: a field with a starting value counts as visited for the form, so typing a name
 * flagged the amount as required before the person reached it.
 */
export interface FormRow { name: string; amount?: number | null }
export interface CreateValues { rows: FormRow[]; date: string; responsible: string }

/** The create form: ten blank rows, today's date, the signed-in user as responsible. */
export function emptyCreate(today: string, responsible: string): CreateValues {
  return { rows: Array.from({ length: FURNITURE_FORM_ROWS }, () => ({ name: '' })), date: today, responsible };
}

const typed = (r: FormRow | undefined) => !!r && (cleanName(r.name ?? '') !== '' || (r.amount !== null && r.amount !== undefined));

/** What a row of the create form lacks: 'name', 'amount' or nothing (a blank row lacks nothing). */
export function rowLack(row: FormRow | undefined): 'name' | 'amount' | null {
  if (!typed(row)) return null;
  if (!cleanName(row!.name ?? '')) return 'name';
  if (row!.amount === null || row!.amount === undefined) return 'amount';
  return null;
}

/** Whether any row of the form has something typed. */
export const anyRow = (rows: (FormRow | undefined)[]) => rows.some(typed);

/** The create call's input: the typed rows only. */
export function toNewInput(v: CreateValues): FurnitureNewInput {
  return {
    rows: v.rows.filter(typed).map((r) => ({ name: cleanName(r.name), amount: r.amount ?? 0 })),
    date: v.date,
    responsible: cleanName(v.responsible ?? ''),
  };
}

/** The existing item a typed name will be added to (matchedFurniture), if any. */
export function matchOf(name: string, items: Item[]): Item | null {
  const key = nameKey(name ?? '');
  return key ? items.find((f) => nameKey(f.furnitureName) === key) ?? null : null;
}

/** Distinct names for suggestions, in the language's order. */
export function suggestionsOf(values: string[]): string[] {
  return [...new Set(values.map(cleanName).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/** The edit form of one item. */
export interface EditValues { name: string; amount: number | null; responsible: string }

export const fromFurniture = (f: FurnitureFieldsFragment): EditValues => ({ name: f.furnitureName, amount: f.totalHas, responsible: f.responsible });

/** The edit's refusal before asking (minNotPossible below what is given). */
export function editCheck(f: Item, amount: number | null): StockProblem | null {
  if (amount === null || amount === undefined) return null;
  return editProblem(stockOf(f), amount);
}

/** A give-out row's refusal before asking (maxNotPossible above what remains). */
export function giveCheck(f: Item, amount: number | null): StockProblem | null {
  if (amount === null || amount === undefined) return null;
  return giveProblem(stockOf(f), amount);
}

export interface GiveValues { amounts: Record<string, number | null>; receiverDepartment: string; receiverResponsible: string; responsible: string }

/** The give-out dialog: one amount per selected item (1 when only one remains). */
export function emptyGive(items: Item[], responsible: string): GiveValues {
  return { amounts: Object.fromEntries(items.map((f) => [String(f.id), f.remain === 1 ? 1 : null])), receiverDepartment: '', receiverResponsible: '', responsible };
}

export function toGiveInput(items: Item[], v: GiveValues): GiveFurnitureInput {
  return {
    data: items.map((f) => ({ id: f.id, amount: v.amounts[String(f.id)] ?? 0 })),
    receiverDepartment: cleanName(v.receiverDepartment ?? ''),
    receiverResponsible: cleanName(v.receiverResponsible ?? ''),
    responsible: cleanName(v.responsible ?? ''),
  };
}

/** A given row's new amount: positive and less than before; what comes back, or the refusal. */
export function givenEditCheck(previous: number, name: string, amount: number | null): { returned: number } | StockProblem | null {
  if (amount === null || amount === undefined) return null;
  const outcome = acceptOutcome(previous, name, { amount });
  return isProblem(outcome) ? outcome : { returned: outcome.returned };
}

/** A refusal's params for its message, numbers in the language's digits. */
export function shownParams(params: Record<string, string | number>, num: (n: number) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v]));
}
