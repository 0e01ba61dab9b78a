import {
  PRODUCT_FORM_ROWS, allTotalPaisa, canDeleteItem, canGiveFrom, cleanName, editProblem, giveProblem, isProblem, lineTotalPaisa, nameKey, soldEditOutcome,
  type StockProblem,
} from '@rules/stock';
import { takaToPaisa } from '@rules/salary';
import { DEFAULT_UNIT } from '@rules/units';
import type { ProductFieldsFragment, ProductNewInput, SellProductsInput, SoldProductFieldsFragment } from '@/gql/graphql';

type Item = Pick<ProductFieldsFragment, 'id' | 'productName' | 'unit' | 'totalHas' | 'totalSold' | 'remain' | 'perProductPrice' | 'perProductSellingPrice'>;

/** What the stock rules need of a product (sold counts as given). */
export const stockOf = (p: Item) => ({ name: p.productName, has: p.totalHas, given: p.totalSold });
/** Rows with nothing remaining are highlighted and cannot be selected for a sale. */
export const isSellable = (p: Item) => canGiveFrom(stockOf(p));
/** Delete only while nothing is sold (else sorryToDeleteForSold). */
export const isDeletable = (p: Item) => canDeleteItem(stockOf(p));

/**
 * One row of the new product form (empty fields: null, undefined or ''). A blank row starts with its
 * numbers undefined: a field with a starting value counts as visited for the form, so typing a row's
 * name flagged its amount and prices as required before the person reached them.
 */
export interface ProductRow { name: string; unit: string; amount?: number | null; buyingPrice?: number | null; sellingPrice?: number | null }
export interface CreateValues { rows: ProductRow[]; date: string; responsible: string }

const emptyRow = (): ProductRow => ({ name: '', unit: DEFAULT_UNIT });

/** The new product form: ten blank rows, today's date, the signed-in user as responsible. */
export function emptyCreate(today: string, responsible: string): CreateValues {
  return { rows: Array.from({ length: PRODUCT_FORM_ROWS }, emptyRow), date: today, responsible };
}

const given = (v: unknown) => v !== null && v !== undefined && v !== '';
const typed = (r: ProductRow | undefined) => !!r && (cleanName(r.name ?? '') !== '' || given(r.amount) || given(r.buyingPrice) || given(r.sellingPrice));

/** The existing product a typed name will be added to (matchedFurniture), if any. */
export function matchOf(name: string, items: Item[]): Item | null {
  const key = nameKey(name ?? '');
  return key ? items.find((p) => nameKey(p.productName) === key) ?? null : null;
}

/**
 * What a typed row of the form lacks (spec doc 2 §5: a new row needs name, amount, buying and
 * selling price; a row whose name is a product's adds to it and needs only the amount).
 */
export function rowLack(row: ProductRow | undefined, items: Item[]): keyof ProductRow | null {
  if (!typed(row)) return null;
  if (!cleanName(row!.name ?? '')) return 'name';
  if (!given(row!.amount)) return 'amount';
  if (matchOf(row!.name, items)) return null;
  if (!row!.unit) return 'unit';
  if (!given(row!.buyingPrice)) return 'buyingPrice';
  if (!given(row!.sellingPrice)) return 'sellingPrice';
  return null;
}

export const anyRow = (rows: (ProductRow | undefined)[]) => rows.some(typed);

/** The create call's input: the typed rows; a matched row keeps its product's unit. */
export function toNewInput(v: CreateValues, items: Item[]): ProductNewInput {
  return {
    rows: v.rows.filter(typed).map((r) => {
      const match = matchOf(r.name, items);
      return {
        name: cleanName(r.name), unit: match ? match.unit : r.unit, amount: r.amount ?? 0,
        buyingPrice: given(r.buyingPrice) ? r.buyingPrice : null, sellingPrice: given(r.sellingPrice) ? r.sellingPrice : null,
      };
    }),
    date: v.date,
    responsible: cleanName(v.responsible ?? ''),
  };
}

/** The update dialog's refusal before asking (minNotPossible below what is sold). */
export function editCheck(p: Item, amount: number | null): StockProblem | null {
  return amount === null || amount === undefined ? null : editProblem(stockOf(p), amount);
}

/** A selling line's refusal before asking (maxNotPossible above what remains). */
export function sellCheck(p: Item, amount: number | null): StockProblem | null {
  return amount === null || amount === undefined ? null : giveProblem(stockOf(p), amount);
}

export interface SellValues { amounts: Record<string, number | null>; seller: string; mobile: string; responsible: string; print: boolean }

export function emptySell(items: Item[], responsible: string): SellValues {
  return { amounts: Object.fromEntries(items.map((p) => [String(p.id), p.remain === 1 ? 1 : null])), seller: '', mobile: '', responsible, print: true };
}

/** A line's total in paisa (0 while its amount is not typed). */
export const linePaisa = (p: Item, amount: number | null | undefined) => (amount ? lineTotalPaisa(amount, takaToPaisa(p.perProductSellingPrice)) : 0);

/** The sale's allTotal in paisa, as the dialog shows it. */
export function salePaisa(items: Item[], amounts: Record<string, number | null | undefined>): number {
  return allTotalPaisa(items.map((p) => ({ amount: amounts[String(p.id)] ?? 0, pricePaisa: takaToPaisa(p.perProductSellingPrice) })));
}

export function toSellInput(items: Item[], v: SellValues): SellProductsInput {
  return {
    data: items.map((p) => ({ id: p.id, amount: v.amounts[String(p.id)] ?? 0 })),
    seller: cleanName(v.seller ?? ''),
    mobile: (v.mobile ?? '').trim(),
    responsible: cleanName(v.responsible ?? ''),
    allTotal: salePaisa(items, v.amounts) / 100,
  };
}

/** A sold line's new amount: unchanged does nothing; more than remain plus the line is refused. */
export function soldCheck(line: Pick<SoldProductFieldsFragment, 'totalSold' | 'productName'>, remain: number, amount: number | null): { delta: number } | StockProblem | null {
  if (amount === null || amount === undefined) return null;
  const outcome = soldEditOutcome(line.totalSold, remain, line.productName, { newSoldAmount: amount });
  return isProblem(outcome) ? outcome : { delta: outcome.delta };
}

/** The furniture store's form helpers the products share. */
export { shownParams } from '@/features/administration/furniture/furnitureForm';
