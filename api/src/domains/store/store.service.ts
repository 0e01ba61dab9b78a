import type { EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned, searchWhere, type Page } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange, recordChanges } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import { isIsoDate } from '../../rules/dates';
import { MOBILE_MAX_LENGTH, isValidMobileField } from '../../rules/mobile';
import { takaToPaisa } from '../../rules/salary';
import {
  addProblem, allTotalPaisa, cleanName, editProblem, isProblem, mergeRows, nameKey, personName, soldEditOutcome, type StockItem, type StockProblem,
} from '../../rules/stock';
import { Product, ProductSale, SoldProduct } from './store.entity';
import type {
  ProductMatchedInput, ProductNewInput, ProductUpdateInput, ProductsArgs, SellProductsInput, SoldProductEditInput, SoldProductsArgs,
} from './store.types';

const item = (p: Product): StockItem => ({ name: p.productName, has: p.totalHas, given: p.totalSold });
const refuse = (p: StockProblem | null): void => { if (p) throw new AppError(p.code, p.params); };
const col = (em: EntityManager, name: string) => em.connection.driver.escape(name);
const paisaOrNull = (taka: number | null | undefined) => (taka === undefined || taka === null ? null : takaToPaisa(taka));

/** The product of this academy named `name` (letter case aside; names are stored cleaned), locked, if any. */
async function named(ctx: Ctx, em: EntityManager, name: string, exceptId = 0): Promise<Product | null> {
  const mine = owned(ctx, Product, em);
  const hit = await em.getRepository(Product).createQueryBuilder('p').select('p.id', 'id')
    .where(`p.code = :code AND LOWER(p.${col(em, 'productName')}) = LOWER(:name) AND p.id <> :exceptId`, { code: mine.code, name, exceptId })
    .getRawOne<{ id: number }>();
  return hit ? mine.get(Number(hit.id), { lock: true }) : null;
}

/** Adds `amount` to a product (a matched row), with the row's prices when it brings them. */
async function addTo(em: EntityManager, p: Product, amount: number, buying: number | null, selling: number | null): Promise<Product> {
  refuse(addProblem(item(p), amount));
  const prices = { ...(buying === null ? {} : { buyingPricePaisa: buying }), ...(selling === null ? {} : { sellingPricePaisa: selling }) };
  await em.createQueryBuilder().update(Product)
    .set({ totalHas: () => `${col(em, 'totalHas')} + :amount`, ...prices })
    .where('id = :id AND code = :code', { id: p.id, code: p.code, amount })
    .updateEntity(false)
    .execute();
  return { ...p, ...prices, totalHas: p.totalHas + amount };
}

/** Moves `delta` of a product into sales (negative: back to the store); a move out only within what remains. */
async function moveSold(em: EntityManager, p: Pick<Product, 'id' | 'code'>, delta: number): Promise<boolean> {
  const done = await em.createQueryBuilder().update(Product)
    .set({ totalSold: () => `${col(em, 'totalSold')} + :delta` })
    .where(`id = :id AND code = :code AND ${col(em, 'totalHas')} - ${col(em, 'totalSold')} >= :delta AND ${col(em, 'totalSold')} + :delta >= 0`, { id: p.id, code: p.code, delta })
    .updateEntity(false)
    .execute();
  return !!done.affected;
}

/** The buy-and-sell store (spec doc 2 §2–§7 "Product", "Selling", "Sold product"). No role beyond staff (§6). */
export const storeService = {
  async products(ctx: Ctx, args: ProductsArgs): Promise<Page<Product>> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, Product).page(args, searchWhere<Product>(['productName'], args.search), { id: 'DESC' });
  },

  /**
   * The new product form: up to ten rows (rows of one name collapse into one). A name the academy
   * already has adds to that product (matchedFurniture; its prices change when the row brings
   * them, its unit must agree); any other name is a new product and needs a unit and both prices.
   */
  async create(ctx: Ctx, input: ProductNewInput): Promise<{ message: 'successMessage' | 'matchedFurniture'; products: Product[]; matched: string[] }> {
    authorize(ctx, { permission: 'product.write', write: true });
    const date = input.date || ctx.clock.today();
    if (!isIsoDate(date)) throw new AppError('invalidValue', { field: 'date' });
    const responsible = cleanName(input.responsible) || personName(ctx.actor!.user);
    const indexed = input.rows.map((r, index) => ({ ...r, index, name: cleanName(r.name) }));
    indexed.forEach((r) => { if (!r.name) throw new AppError('requiredField', { field: `rows.${r.index}.name` }); });
    const rows = mergeRows(indexed, (r) => nameKey(r.name));
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Product, em);
      const products: Product[] = [];
      const matched: string[] = [];
      for (const row of rows) {
        const field = (f: string) => ({ field: `rows.${row.index}.${f}` });
        const existing = await named(ctx, em, row.name);
        if (existing) {
          if (row.unit && row.unit !== existing.unit) throw new AppError('invalidValue', field('unit'));
          const added = await addTo(em, existing, row.amount, paisaOrNull(row.buyingPrice), paisaOrNull(row.sellingPrice));
          await recordChange(em, ctx, { entity: 'product', key: existing.id, before: existing, after: added });
          products.push(added);
          matched.push(existing.productName);
          continue;
        }
        if (!row.unit) throw new AppError('requiredField', field('unit'));
        if (row.buyingPrice === undefined || row.buyingPrice === null) throw new AppError('requiredField', field('buyingPrice'));
        if (row.sellingPrice === undefined || row.sellingPrice === null) throw new AppError('requiredField', field('sellingPrice'));
        const created = await mine.repo.save(mine.create({
          productName: row.name, unit: row.unit, totalHas: row.amount, totalSold: 0, buyingPricePaisa: takaToPaisa(row.buyingPrice),
          sellingPricePaisa: takaToPaisa(row.sellingPrice), responsible, createdAt: date,
        }));
        await recordChange(em, ctx, { entity: 'product', key: created.id, after: created });
        products.push(created);
      }
      return { message: matched.length ? 'matchedFurniture' : 'successMessage', products, matched };
    });
  },

  /** A matched update (PUT product/matched/update): amounts, and new prices when given, added to products by id. */
  async addMatched(ctx: Ctx, input: ProductMatchedInput): Promise<Product[]> {
    authorize(ctx, { permission: 'product.write', write: true });
    const rows = mergeRows(input.data, (r) => String(r.id)).sort((a, b) => a.id - b.id);
    return writeTransaction(ctx, async (em) => {
      const out: Product[] = [];
      for (const row of rows) {
        const p = await owned(ctx, Product, em).get(row.id, { lock: true });
        const added = await addTo(em, p, row.amount, paisaOrNull(row.buyingPrice), paisaOrNull(row.sellingPrice));
        await recordChange(em, ctx, { entity: 'product', key: p.id, before: p, after: added });
        out.push(added);
      }
      return out;
    });
  },

  /** The update dialog: name, unit, prices and total, never below what is sold (minNotPossible). */
  async update(ctx: Ctx, input: ProductUpdateInput): Promise<Product> {
    authorize(ctx, { permission: 'product.write', write: true });
    const name = cleanName(input.name);
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Product, em);
      const p = await mine.get(input.id, { lock: true });
      refuse(editProblem(item(p), input.amount));
      if (name !== p.productName && await named(ctx, em, name, p.id)) throw new AppError('duplicateNotPossible', { field: 'name' });
      const responsible = input.responsible === undefined || input.responsible === null ? p.responsible : cleanName(input.responsible) || p.responsible;
      const next = {
        productName: name, unit: input.unit, totalHas: input.amount, buyingPricePaisa: takaToPaisa(input.buyingPrice),
        sellingPricePaisa: takaToPaisa(input.sellingPrice), responsible,
      };
      await em.update(Product, { id: p.id, code: p.code }, next);
      await recordChange(em, ctx, { entity: 'product', key: p.id, before: p, after: { ...p, ...next } });
      return { ...p, ...next };
    });
  },

  /** Delete only while nothing is sold, else sorryToDeleteForSold. */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'product.write', write: true });
    await writeTransaction(ctx, async (em) => {
      const p = await owned(ctx, Product, em).get(id, { lock: true });
      if (p.totalSold !== 0) throw new AppError('sorryToDeleteForSold', { name: p.productName });
      const done = await em.delete(Product, { id: p.id, code: p.code, totalSold: 0 });
      if (!done.affected) throw new AppError('sorryToDeleteForSold', { name: p.productName });
      await recordChange(em, ctx, { entity: 'product', key: p.id, before: p });
    });
  },

  /**
   * A sale (the selling dialog): nothing selected is pleaseSelect; seller and mobile required
   * (mobile under 30 characters, else checkMobile); each line within what remains, else
   * maxNotPossible with remain and name. One transaction: every line is one conditional UPDATE
   * (sold + n where has − sold ≥ n), so concurrent sales never oversell, and a refused line
   * sells nothing of the others.
   */
  async sell(ctx: Ctx, input: SellProductsInput): Promise<{ sale: ProductSale; lines: SoldProduct[]; products: Product[] }> {
    authorize(ctx, { permission: 'product.write', write: true });
    if (!input.data.length) throw new AppError('pleaseSelect');
    const mobile = input.mobile.trim();
    if (!mobile) throw new AppError('requiredField', { field: 'mobile' });
    if (mobile.length >= MOBILE_MAX_LENGTH) throw new AppError('checkMobile', { field: 'mobile' });
    if (!isValidMobileField(mobile)) throw new AppError('invalidValue', { field: 'mobile' });
    // One order for every sale, so two that share products lock them the same way round.
    const rows = mergeRows(input.data.map((r) => ({ id: r.id, amount: r.amount })), (r) => String(r.id)).sort((a, b) => a.id - b.id);
    const sellerName = cleanName(input.seller);
    const responsible = cleanName(input.responsible) || personName(ctx.actor!.user);
    const soldAt = ctx.clock.now();
    const createdAt = ctx.clock.today();
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Product, em);
      const products: Product[] = [];
      for (const row of rows) {
        const moved = await moveSold(em, { id: row.id, code: mine.code }, row.amount);
        const p = await mine.get(row.id);
        if (!moved) throw new AppError('maxNotPossible', { remain: Math.max(p.totalHas - p.totalSold, 0), name: p.productName });
        products.push(p);
      }
      const total = allTotalPaisa(rows.map((r, i) => ({ amount: r.amount, pricePaisa: products[i].sellingPricePaisa })));
      if (input.allTotal !== undefined && input.allTotal !== null && takaToPaisa(input.allTotal) !== total) throw new AppError('invalidValue', { field: 'allTotal' });
      const sales = em.getRepository(ProductSale);
      const sale = await sales.save(sales.create({ code: mine.code, sellerName, mobile, responsible, soldAt, createdAt }));
      const soldRepo = em.getRepository(SoldProduct);
      const lines = await soldRepo.save(rows.map((r, i) => soldRepo.create({
        code: mine.code, saleId: sale.id, productId: r.id, productName: products[i].productName, unit: products[i].unit,
        buyingPricePaisa: products[i].buyingPricePaisa, sellingPricePaisa: products[i].sellingPricePaisa, totalSold: r.amount,
        sellerName, mobile, responsible, createdAt,
      })));
      await recordChanges(em, ctx, lines.map((l) => ({ entity: 'sale' as const, key: l.id, after: l })));
      return { sale, lines, products };
    });
  },

  /** The sold product list, newest first; quick search in product, seller and mobile; optionally one sale's lines. */
  async soldList(ctx: Ctx, args: SoldProductsArgs): Promise<Page<SoldProduct>> {
    authorize(ctx, { permission: 'academy.read' });
    const sale = args.saleId ? { saleId: args.saleId } : {};
    const search = searchWhere<SoldProduct>(['productName', 'sellerName', 'mobile'], args.search);
    return owned(ctx, SoldProduct).page(args, search ? search.map((w) => ({ ...w, ...sale })) : sale, { id: 'DESC' });
  },

  /**
   * A sold line's edit (a new amount: positive, unchanged ignored, at most remain plus the
   * line's amount, else maxNotPossible) or accept (some or all back; all: the line goes). What
   * comes back returns to the product's remain; more sold leaves it.
   */
  async editSold(ctx: Ctx, input: SoldProductEditInput): Promise<{ sold: SoldProduct | null; product: Product; returned: number }> {
    authorize(ctx, { permission: 'product.write', write: true });
    return writeTransaction(ctx, async (em) => {
      const lines = owned(ctx, SoldProduct, em);
      const first = await lines.get(input.id);
      // The product first, then the line: the order a sale and a product edit lock them in.
      const p = await owned(ctx, Product, em).get(first.productId, { lock: true });
      const line = await lines.get(input.id, { lock: true });
      const outcome = soldEditOutcome(line.totalSold, p.totalHas - p.totalSold, line.productName, input);
      if (isProblem(outcome)) throw new AppError(outcome.code, outcome.params);
      if (outcome.delta === 0) return { sold: line, product: p, returned: 0 };
      if (!await moveSold(em, p, outcome.delta)) throw new AppError('maxNotPossible', { remain: Math.max(p.totalHas - p.totalSold, 0) + line.totalSold, name: line.productName });
      const product = { ...p, totalSold: p.totalSold + outcome.delta };
      if (outcome.amount === 0) {
        await em.delete(SoldProduct, { id: line.id, code: line.code });
        await recordChange(em, ctx, { entity: 'sale', key: line.id, before: line });
        return { sold: null, product, returned: -outcome.delta };
      }
      await em.update(SoldProduct, { id: line.id, code: line.code }, { totalSold: outcome.amount });
      await recordChange(em, ctx, { entity: 'sale', key: line.id, before: line, after: { ...line, totalSold: outcome.amount } });
      return { sold: { ...line, totalSold: outcome.amount }, product, returned: -outcome.delta };
    });
  },
};
