/**
 * The furniture store's stock rules (spec doc 1 §3 and §5 "Furniture", doc 2 §5 "Given furniture
 * edit"), shared by the API (which decides) and the web (which tells the office before it asks).
 * Pure: no I/O.
 *
 * Worked example (tests/api/rules-stock.test.ts): 10 chairs, none given: remain 10. Give 4:
 * given 4, remain 6. Edit the stock to 3: refused, minNotPossible (4 are out). Give 7: refused,
 * maxNotPossible { remain: 6, name }. Edit the given row 4 → 2 (accept 2): given 2, remain 8.
 * Accept all: given 0, remain 10, and the chairs may be deleted again.
 */

/** Rows of the furniture form (spec doc 1 §9: ten rows). */
export const FURNITURE_FORM_ROWS = 10;
/** The most one row may add, give or set. */
export const MAX_AMOUNT = 1_000_000;
/** The most one item may hold in all (the column is a 32-bit integer). */
export const MAX_STOCK = 1_000_000_000;
/** Longest item name, department, responsible… */
export const MAX_NAME = 120;

/** What the rules need of an item. */
export interface StockItem { name: string; has: number; given: number }

/** A refusal: the spec's catalogue key and its params. */
export type StockProblem =
  | { code: 'maxNotPossible'; params: { remain: number; name: string } }
  | { code: 'minNotPossible'; params: { name: string } }
  | { code: 'notWorked'; params: { name: string } }
  | { code: 'invalidValue'; params: { field: string } };

/** Remaining stock: total has minus total given. */
export function remainOf(item: Pick<StockItem, 'has' | 'given'>): number {
  return item.has - item.given;
}

/** A whole number of pieces from 1 to MAX_AMOUNT. */
export function isAmount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_AMOUNT;
}

const invalid = (field: string): StockProblem => ({ code: 'invalidValue', params: { field } });

/** A give-out of `amount` of this item: within what remains, else maxNotPossible with remain and name. */
export function giveProblem(item: StockItem, amount: number): StockProblem | null {
  if (!isAmount(amount)) return invalid('amount');
  const remain = remainOf(item);
  if (amount > remain) return { code: 'maxNotPossible', params: { remain: Math.max(remain, 0), name: item.name } };
  return null;
}

/** Adding `amount` to an item (a matched name, or a matched update by id). */
export function addProblem(item: StockItem, amount: number): StockProblem | null {
  if (!isAmount(amount)) return invalid('amount');
  if (item.has + amount > MAX_STOCK) return invalid('amount');
  return null;
}

/** Editing an item's total to `newHas`: not below what is given out (minNotPossible with the name). */
export function editProblem(item: StockItem, newHas: number): StockProblem | null {
  if (!isAmount(newHas)) return invalid('amount');
  if (newHas < item.given) return { code: 'minNotPossible', params: { name: item.name } };
  return null;
}

/** Delete only while nothing is given out (spec: total_has equals remain). */
export function canDeleteItem(item: Pick<StockItem, 'has' | 'given'>): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: remain equals has exactly when nothing is given, so either half (or either joined by ||) decides the same
  return item.given === 0 && remainOf(item) === item.has;
}

/** Rows with nothing remaining are highlighted and cannot be selected for a give-out. */
export function canGiveFrom(item: Pick<StockItem, 'has' | 'given'>): boolean {
  return remainOf(item) > 0;
}

/** What a given row's edit or accept asks. */
export interface AcceptRequest {
  /** The new given amount (an edit). */
  amount?: number | null;
  /** How many come back to the store (the same edit said the other way). */
  acceptAmount?: number | null;
  /** Everything comes back; the given row goes. */
  acceptAll?: boolean | null;
}

/** The outcome of an accept: the given row's new amount (0: the row goes) and how many return to stock. */
export interface AcceptOutcome { amount: number; returned: number }

/**
 * A given row's edit or accept (doc 2 §5): accept all returns everything; otherwise the new amount
 * (given, or the previous less acceptAmount) must be a positive whole number (invalidValue) and
 * less than before (notWorked); both given and disagreeing: invalidValue. The difference returns
 * to stock.
 */
export function acceptOutcome(previous: number, name: string, req: AcceptRequest): AcceptOutcome | StockProblem {
  if (req.acceptAll) return { amount: 0, returned: previous };
  const hasAmount = req.amount !== undefined && req.amount !== null;
  const hasAccept = req.acceptAmount !== undefined && req.acceptAmount !== null;
  if (!hasAmount && !hasAccept) return invalid('amount');
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isInteger is false for any non-number, and a fraction is refused below on the same field; only dropping the check changes anything (a text acceptAmount, rules-stock-examples)
  if (hasAccept && !(typeof req.acceptAmount === 'number' && Number.isInteger(req.acceptAmount))) return invalid('acceptAmount');
  const next = hasAmount ? req.amount! : previous - req.acceptAmount!;
  if (hasAmount && hasAccept && previous - req.acceptAmount! !== next) return invalid('acceptAmount');
  // Stryker disable next-line ConditionalExpression: the typeof half adds nothing to Number.isInteger, which is false for any non-number
  if (!(typeof next === 'number' && Number.isInteger(next)) || next < 1) return invalid(hasAmount ? 'amount' : 'acceptAmount');
  if (next >= previous) return { code: 'notWorked', params: { name } };
  return { amount: next, returned: previous - next };
}

export function isProblem<T extends object>(x: T | StockProblem): x is StockProblem {
  return 'code' in x;
}

/** The key two names are the same item by: trimmed, inner spaces collapsed, letter case ignored. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** A name as stored: trimmed, inner spaces collapsed. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * Rows of one request for the same item (the same name, or the same id) collapse to one row
 * with their amounts added, keeping the first row's order.
 */
export function mergeRows<R extends { amount: number }>(rows: R[], keyOf: (row: R) => string): R[] {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = byKey.get(key);
    if (seen) byKey.set(key, { ...seen, amount: seen.amount + row.amount });
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}

/*
 * The buy-and-sell store (spec doc 2 §4–§5 "Product", "Selling", "Sold product edit") counts its
 * products with the same stock: has = total_has, given = total_sold. A sale is a give-out
 * (giveProblem: maxNotPossible with remain and name); a product's edit is editProblem (not below
 * what is sold: minNotPossible); a product may be deleted only while nothing is sold.
 *
 * Worked example (tests/api/rules-stock.test.ts): rice, 50 kg at 60 taka (selling 75), none
 * sold. Sell 20 kg and 3 packets of tea at 120.50: lines 1,500.00 and 361.50, allTotal 1,861.50.
 * Edit the rice line 20 → 25: 5 more from stock (remain 25). Edit it to 60: refused,
 * maxNotPossible { remain: 55 } (the 30 left plus the 25 sold on the line). Accept 5 back: the
 * line sells 20, remain 30. Accept all: the line goes, remain 50, and the rice may be deleted.
 */

/** Rows of the new product form (spec doc 2 §9: ten rows). */
export const PRODUCT_FORM_ROWS = 10;
/** The highest price of one unit, in paisa (one crore taka; fits a 32-bit column). */
export const MAX_PRICE_PAISA = 1_000_000_000;

/** A price in paisa: a whole number from 0 to MAX_PRICE_PAISA. */
export function isPricePaisa(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_PRICE_PAISA;
}

/** A sale line's total in paisa: selling amount × selling price (exact). */
export function lineTotalPaisa(amount: number, pricePaisa: number): number {
  return amount * pricePaisa;
}

/** The sale's allTotal in paisa: its lines' totals added. */
export function allTotalPaisa(lines: readonly { amount: number; pricePaisa: number }[]): number {
  return lines.reduce((sum, l) => sum + lineTotalPaisa(l.amount, l.pricePaisa), 0);
}

/** What a sold line's edit or accept asks (the spec's payload: newSoldAmount, acceptingAmount, acceptingAll). */
export interface SoldEditRequest {
  /** The line's new sold amount. */
  newSoldAmount?: number | null;
  /** How many come back to the store. */
  acceptingAmount?: number | null;
  /** Everything comes back; the line goes. */
  acceptingAll?: boolean | null;
}

/** A sold line's new amount (0: the line goes) and how much more it takes from stock (negative: comes back). */
export interface SoldEditOutcome { amount: number; delta: number }

/**
 * A sold line's edit or accept (doc 2 §4–§5). Accepting all returns the whole line. A new amount
 * must be a positive whole number (invalidValue); unchanged is nothing to do (delta 0); more than
 * the product's remain plus the line's previous amount is maxNotPossible with that sum and the
 * name. An accepted amount is from 1 to the line's amount (all of it: the line goes); more is
 * maxNotPossible with the line's amount. Both given and disagreeing: invalidValue.
 */
export function soldEditOutcome(previous: number, remain: number, name: string, req: SoldEditRequest): SoldEditOutcome | StockProblem {
  if (req.acceptingAll) return { amount: 0, delta: -previous };
  const given = (v: unknown) => v !== undefined && v !== null;
  const hasNew = given(req.newSoldAmount);
  const hasAccept = given(req.acceptingAmount);
  // Stryker disable next-line ConditionalExpression: without this line an empty request still ends as invalidValue on newSoldAmount (isAmount(undefined) below)
  if (!hasNew && !hasAccept) return invalid('newSoldAmount');
  if (hasAccept) {
    const a = req.acceptingAmount!;
    if (!isAmount(a)) return invalid('acceptingAmount');
    if (a > previous) return { code: 'maxNotPossible', params: { remain: previous, name } };
    if (hasNew && req.newSoldAmount !== previous - a) return invalid('acceptingAmount');
    return { amount: previous - a, delta: -a };
  }
  const next = req.newSoldAmount!;
  if (!isAmount(next)) return invalid('newSoldAmount');
  // Stryker disable next-line ConditionalExpression: an unchanged amount is never above remain + previous, so the general path gives the same { amount, delta: 0 }
  if (next === previous) return { amount: previous, delta: 0 };
  const most = Math.max(remain, 0) + previous;
  if (next > most) return { code: 'maxNotPossible', params: { remain: most, name } };
  return { amount: next, delta: next - previous };
}

/** A person's name as a store row's responsible or provider: first and last name, cleaned, at most MAX_NAME. */
export function personName(p: { firstName: string; lastName: string }): string {
  return cleanName(`${p.firstName} ${p.lastName}`).slice(0, MAX_NAME);
}
