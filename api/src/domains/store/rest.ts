import type { Request, Router } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, restTable, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import type { Product, SoldProduct } from './store.entity';
import { storeService } from './store.service';
import {
  ProductAmountInput, ProductMatchedInput, ProductNewInput, ProductRowInput, ProductUpdateInput, ProductsArgs, SellProductsInput, SoldProductEditInput,
  SoldProductsArgs,
} from './store.types';
import { productView, saleView, soldProductView } from './store.views';

/** id, product_name, unit, total_has, total_sold, remain, per_product_price, per_product_selling_price, responsible, created_at. */
const productRest = (p: Product) => snakeView(productView(p));
/** id, sale_id, product_id, product_name, unit, per_product_buying_price, per_product_selling_price, total_sold, line_total, seller_name, mobile, responsible, created_at. */
const soldRest = (s: SoldProduct) => snakeView(soldProductView(s));

/** A number from JSON or a form ("5" is 5, "60.50" is 60.5); anything else as it came, for the input's rules to refuse. */
const num = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const opt = (v: unknown) => (blank(v) ? null : num(v));
const yes = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';

/** The rows of a body: `data` (the spec's name), `rows` or `products`; a lone object is one row. */
function rowsOf(b: Plain): Plain[] {
  const list = b.data ?? b.rows ?? b.products;
  const rows = Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [];
  return rows.map((r) => camelBody(r && typeof r === 'object' ? (r as Plain) : {}));
}

/** POST product/new: the ten form rows (blank rows skipped) of name, unit, amount, buying and selling price; date; responsible. */
function newInput(req: Request): Promise<ProductNewInput> {
  const b = camelBody(req);
  const rows = rowsOf(b)
    .map((r) => ({
      name: r.name ?? r.productName ?? '', unit: r.unit ?? '', amount: r.amount ?? r.totalHas,
      buyingPrice: r.buyingPrice ?? r.perProductPrice, sellingPrice: r.sellingPrice ?? r.perProductSellingPrice,
    }))
    .filter((r) => !blank(r.name) || !blank(r.amount) || !blank(r.buyingPrice) || !blank(r.sellingPrice))
    .map((r) => fromPlain(ProductRowInput, { ...r, amount: blank(r.amount) ? 0 : num(r.amount), buyingPrice: opt(r.buyingPrice), sellingPrice: opt(r.sellingPrice) }));
  return check(fromPlain(ProductNewInput, { rows, date: b.date ?? b.createdAt ?? '', responsible: b.responsible ?? '' }));
}

/** Rows of {id, amount} (a sale's data: amount or sellingAmount) with a matched update's prices. */
const amountRows = (b: Plain) => rowsOf(b).map((r) => {
  const amount = r.amount ?? r.sellingAmount ?? r.totalSold;
  return fromPlain(ProductAmountInput, {
    id: num(r.id ?? r.productId), amount: blank(amount) ? 0 : num(amount),
    buyingPrice: opt(r.buyingPrice ?? r.perProductPrice), sellingPrice: opt(r.sellingPrice ?? r.perProductSellingPrice),
  });
});

/** A sold line's change: id, newSoldAmount, acceptingAmount, acceptingAll. */
/**
 * A sold line's change. With `zeroIsNone` (sold_update, spec doc 2 §7: id, newSoldAmount,
 * acceptingAmount, acceptingAll) an acceptingAmount of 0 means "none come back", as null does:
 * the spec's form sends 0 beside a new sold amount.
 */
async function soldChange(req: Request, zeroIsNone = false) {
  const b = camelBody(req);
  let accepting = opt(b.acceptingAmount ?? b.acceptAmount);
  if (zeroIsNone && accepting === 0) accepting = null;
  const input = await check(fromPlain(SoldProductEditInput, {
    id: num(b.id), newSoldAmount: opt(b.newSoldAmount), acceptingAmount: accepting, acceptingAll: yes(b.acceptingAll ?? b.acceptAll),
  }));
  return input;
}

const pageArgs = <T extends ProductsArgs>(Args: new () => T, req: Request): T => {
  const q = camelBody(req.query as Plain);
  return Object.assign(new Args(), pageFromQuery(q), { search: typeof q.search === 'string' ? q.search : null });
};

const changeRest = (done: Awaited<ReturnType<typeof storeService.editSold>>) => ({
  sold_product: done.sold ? soldRest(done.sold) : null, product: productRest(done.product), returned: done.returned,
});

/** /api/others product calls (spec doc 2 §7 "Others — Product"). */
const productRoutes: RestRoutes = {
  'POST /product/new/:code': async (ctx, req) => {
    const saved = await storeService.create(ctx, await newInput(req));
    return { message: saved.message, products: saved.products.map(productRest), matched: saved.matched };
  },

  /** Query: page (from 1) and limit (default 100, at most 500) or offset; search in the name. { products, total }. */
  'GET /products/:code': async (ctx, req) => {
    const page = await storeService.products(ctx, await check(pageArgs(ProductsArgs, req)));
    return { products: page.items.map(productRest), total: page.total };
  },

  /** Body: id, name (or product_name), unit, amount (or total_has), buyingPrice (or per_product_price), sellingPrice, optional responsible. */
  'PUT /product/update/:code': async (ctx, req) => {
    const b = camelBody(req);
    const amount = b.amount ?? b.totalHas;
    const input = await check(fromPlain(ProductUpdateInput, {
      id: num(b.id), name: b.name ?? b.productName ?? '', unit: b.unit ?? '', amount: blank(amount) ? 0 : num(amount),
      buyingPrice: opt(b.buyingPrice ?? b.perProductPrice), sellingPrice: opt(b.sellingPrice ?? b.perProductSellingPrice), responsible: b.responsible,
    }));
    return { product: productRest(await storeService.update(ctx, input)) };
  },

  /** Body: data (or rows) of {id, amount, buyingPrice?, sellingPrice?}: added to those products. */
  'PUT /product/matched/update/:code': async (ctx, req) => {
    const input = await check(fromPlain(ProductMatchedInput, { data: amountRows(camelBody(req)) }));
    return { message: 'matchedFurniture', products: (await storeService.addMatched(ctx, input)).map(productRest) };
  },

  'DELETE /product/delete/:code/:id': async (ctx, req) => {
    await storeService.remove(ctx, intParam(req, 'id'));
  },

  /** Body: data of {id, amount (or sellingAmount)}, seller, mobile, allTotal (taka; checked), responsible. */
  'POST /product/selling/new/:code': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(SellProductsInput, {
      data: amountRows(b).map((r) => Object.assign(r, { buyingPrice: null, sellingPrice: null })),
      seller: b.seller ?? b.sellerName ?? '', mobile: b.mobile ?? '', allTotal: opt(b.allTotal), responsible: b.responsible ?? '',
    }));
    const sale = saleView(await storeService.sell(ctx, input));
    return {
      sale: snakeView({ id: sale.id, sellerName: sale.sellerName, mobile: sale.mobile, responsible: sale.responsible, soldAt: sale.soldAt, createdAt: sale.createdAt }),
      all_total: sale.allTotal, sold_products: sale.lines.map((l) => snakeView(l)), products: sale.products.map((p) => snakeView(p)),
    };
  },

  /** Query: page, limit or offset, search (product, seller, mobile), saleId. { sold_products, total }. */
  'GET /sold/products/:code': async (ctx, req) => {
    const args = pageArgs(SoldProductsArgs, req);
    const saleId = (req.query as Plain).saleId ?? (req.query as Plain).sale_id;
    if (!blank(saleId)) {
      const id = num(saleId);
      if (!Number.isInteger(id) || (id as number) < 1) throw new AppError('invalidValue', { field: 'saleId' });
      args.saleId = id as number;
    }
    const page = await storeService.soldList(ctx, await check(args));
    return { sold_products: page.items.map(soldRest), total: page.total };
  },

  /** Body: id, newSoldAmount, acceptingAmount (0 or null: none come back), acceptingAll. */
  'PUT /product/sold_update/:code': async (ctx, req) => changeRest(await storeService.editSold(ctx, await soldChange(req, true))),

  /** Body: id, acceptingAmount (some come back) or acceptingAll (all come back; the line goes). */
  'POST /product/accept/:code': async (ctx, req) => {
    const input = await soldChange(req);
    if (input.newSoldAmount !== null && input.newSoldAmount !== undefined) throw new AppError('invalidValue', { field: 'newSoldAmount' });
    return changeRest(await storeService.editSold(ctx, input));
  },
};

/** /api/others (product calls): the store (products and sales) calls (spec doc 2 §7). */
export function storeRoutes(): Router {
  return restTable(productRoutes);
}
