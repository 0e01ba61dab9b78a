import type { Request } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { furnitureService, furnitureView, givenFurnitureView } from './furniture.service';
import type { Furniture, GivenFurniture } from './furniture.entity';
import {
  FurnitureAmountInput, FurnitureMatchedInput, FurnitureNewInput, FurnitureRowInput, FurnitureUpdateInput, GiveFurnitureInput,
  GivenFurnitureAcceptInput, GivenFurnitureArgs,
} from './furniture.types';

/** The spec's answer fields: id, furniture_name, total_has, total_given, remain, responsible, created_at. */
const itemRest = (f: Furniture) => snakeView(furnitureView(f));
/** id, furniture_id, furniture_name, total_given, receiver_department, receiver_responsible, given_at, provider. */
const givenRest = (g: GivenFurniture) => snakeView(givenFurnitureView(g));

/** A whole number from JSON or a form ("5" is 5); anything else as it came, for the input's rules to refuse. */
const num = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** The rows of a body: `data` (the spec's give-out name), `rows` or `furnitures`; a lone object is one row. */
function rowsOf(b: Plain): Plain[] {
  const list = b.data ?? b.rows ?? b.furnitures;
  const rows = Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [];
  return rows.map((r) => camelBody(r && typeof r === 'object' ? (r as Plain) : {}));
}

/**
 * POST /furniture/new: rows of id, name and amount (the ten form rows; blank rows are skipped, a
 * row's id is the form's own and is not read), plus date and responsible. A row may name an item
 * by furnitureId to add to it.
 */
function newInput(req: Request): Promise<FurnitureNewInput> {
  const b = camelBody(req);
  const rows = rowsOf(b)
    .map((r) => ({ furnitureId: blank(r.furnitureId) ? undefined : num(r.furnitureId), name: r.name ?? r.furnitureName ?? '', amount: r.amount ?? r.totalHas }))
    .filter((r) => r.furnitureId !== undefined || !blank(r.name) || !blank(r.amount))
    .map((r) => fromPlain(FurnitureRowInput, { ...r, amount: blank(r.amount) ? 0 : num(r.amount) }));
  return check(fromPlain(FurnitureNewInput, { rows, date: b.date ?? b.createdAt ?? '', responsible: b.responsible ?? '' }));
}

/** Rows of {id, amount} (a give-out's data, a matched update). */
const amountRows = (b: Plain) => rowsOf(b).map((r) => {
  const amount = r.amount ?? r.givingAmount ?? r.givenAmount;
  return fromPlain(FurnitureAmountInput, { id: num(r.id ?? r.furnitureId), amount: blank(amount) ? 0 : num(amount) });
});

/** /api/adminis furniture (spec doc 1 §7 Furniture; doc 2 §7: the given furniture window uses these calls). */
export const furnitureRest: RestRoutes = {
  'POST /furniture/new/:code': async (ctx, req) => {
    const saved = await furnitureService.create(ctx, await newInput(req));
    return { message: saved.message, furnitures: saved.furnitures.map(itemRest), matched: saved.matched };
  },

  'GET /furnitures/:code': async (ctx) => ({ furnitures: (await furnitureService.list(ctx)).map(itemRest) }),

  /** Body: id, name (or furniture_name), amount (or total_has), optional responsible. */
  'PUT /furniture/update/:code': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(FurnitureUpdateInput, {
      id: num(b.id), name: b.name ?? b.furnitureName ?? '', amount: blank(b.amount ?? b.totalHas) ? 0 : num(b.amount ?? b.totalHas), responsible: b.responsible,
    }));
    return { furniture: itemRest(await furnitureService.update(ctx, input)) };
  },

  /** Body: data (or rows) of {id, amount}: the amounts are added to those items. */
  'PUT /furniture/matched/update/:code': async (ctx, req) => {
    const input = await check(fromPlain(FurnitureMatchedInput, { data: amountRows(camelBody(req)) }));
    return { message: 'matchedFurniture', furnitures: (await furnitureService.addMatched(ctx, input)).map(itemRest) };
  },

  'DELETE /furniture/delete/:code/:id': async (ctx, req) => {
    await furnitureService.remove(ctx, intParam(req, 'id'));
  },

  /** Body: data of {id, amount}, receiverDepartment, receiverResponsible, responsible. */
  'POST /furniture/giving/new/:code': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(GiveFurnitureInput, {
      data: amountRows(b), receiverDepartment: b.receiverDepartment ?? '', receiverResponsible: b.receiverResponsible ?? '', responsible: b.responsible ?? b.provider ?? '',
    }));
    const done = await furnitureService.give(ctx, input);
    return { given_furnitures: done.given.map(givenRest), furnitures: done.furnitures.map(itemRest) };
  },

  /**
   * The given furniture list, newest first: { given_furnitures, total }. Query: page (from 1) and
   * limit (default 100, at most 500) or offset, and furnitureId for one item's give-outs.
   */
  'GET /given/furnitures/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const args = Object.assign(new GivenFurnitureArgs(), pageFromQuery(q));
    if (!blank(q.furnitureId)) {
      const id = num(q.furnitureId);
      if (!Number.isInteger(id) || (id as number) < 1) throw new AppError('invalidValue', { field: 'furnitureId' });
      args.furnitureId = id as number;
    }
    const page = await furnitureService.givenList(ctx, args);
    return { given_furnitures: page.items.map(givenRest), total: page.total };
  },

  /**
   * Body: id (the given row), amount (its new amount: positive, less than before), acceptAmount
   * (how many come back), acceptAll (everything comes back; the row goes).
   */
  'POST /furniture/accept/:code': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(GivenFurnitureAcceptInput, {
      id: num(b.id), amount: blank(b.amount) ? null : num(b.amount), acceptAmount: blank(b.acceptAmount) ? null : num(b.acceptAmount),
      acceptAll: b.acceptAll === true || b.acceptAll === 'true' || b.acceptAll === 1 || b.acceptAll === '1',
    }));
    const done = await furnitureService.accept(ctx, input);
    return { given_furniture: done.given ? givenRest(done.given) : null, furniture: itemRest(done.furniture), returned: done.returned };
  },
};
