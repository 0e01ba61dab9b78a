import type { EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned, type Page } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import { isIsoDate } from '../../rules/dates';
import {
  acceptOutcome, addProblem, canDeleteItem, cleanName, editProblem, isProblem, mergeRows, nameKey, remainOf, type StockItem, type StockProblem,
} from '../../rules/stock';
import { Furniture, GivenFurniture } from './furniture.entity';
import type {
  FurnitureMatchedInput, FurnitureNewInput, FurnitureUpdateInput, FurnitureView, GiveFurnitureInput, GivenFurnitureAcceptInput,
  GivenFurnitureArgs, GivenFurnitureView,
} from './furniture.types';

export function furnitureView(f: Furniture): FurnitureView {
  return {
    id: f.id, furnitureName: f.furnitureName, totalHas: f.totalHas, totalGiven: f.totalGiven, remain: remainOf({ has: f.totalHas, given: f.totalGiven }),
    responsible: f.responsible, createdAt: f.createdAt,
  };
}

export function givenFurnitureView(g: GivenFurniture): GivenFurnitureView {
  return {
    id: g.id, furnitureId: g.furnitureId, furnitureName: g.furnitureName, totalGiven: g.totalGiven, receiverDepartment: g.receiverDepartment,
    receiverResponsible: g.receiverResponsible, givenAt: g.givenAt, provider: g.provider,
  };
}

const item = (f: Furniture): StockItem => ({ name: f.furnitureName, has: f.totalHas, given: f.totalGiven });
const refuse = (p: StockProblem | null): void => { if (p) throw new AppError(p.code, p.params); };
/** The signed-in user's name: the default responsible and provider. */
const actorName = (ctx: Ctx) => cleanName(`${ctx.actor!.user.firstName} ${ctx.actor!.user.lastName}`).slice(0, 120);

/** The item of this academy whose name is the same as `name` (letter case and spacing aside), if any. */
async function byName(ctx: Ctx, em: EntityManager, name: string, exceptId?: number): Promise<Furniture | null> {
  const key = nameKey(name);
  const mine = owned(ctx, Furniture, em);
  const rows = await mine.repo.find({ where: mine.where(), select: { id: true, furnitureName: true } });
  const hit = rows.find((r) => r.id !== exceptId && nameKey(r.furnitureName) === key);
  return hit ? mine.get(hit.id, { lock: true }) : null;
}

/** Adds `amount` to an item (a matched name or a matched update), within the stock limit. */
async function addTo(em: EntityManager, f: Furniture, amount: number): Promise<Furniture> {
  refuse(addProblem(item(f), amount));
  await em.increment(Furniture, { id: f.id, code: f.code }, 'totalHas', amount);
  return { ...f, totalHas: f.totalHas + amount };
}

const col = (em: EntityManager, name: string) => em.connection.driver.escape(name);

/** The furniture store (spec doc 1 §4, §5, §7 Furniture; doc 2 §4–§7 given furniture). */
export const furnitureService = {
  async list(ctx: Ctx): Promise<Furniture[]> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, Furniture).list({}, { id: 'DESC' });
  },

  /**
   * The form in create mode: up to ten rows of a name and an amount (rows of one name collapse
   * into one). A name the academy already has adds to that item (matchedFurniture); a row with a
   * furnitureId adds to that item; other names become new items of the date and responsible.
   */
  async create(ctx: Ctx, input: FurnitureNewInput): Promise<{ message: 'successMessage' | 'matchedFurniture'; furnitures: Furniture[]; matched: string[] }> {
    authorize(ctx, { permission: 'furniture.write', write: true });
    const date = input.date || ctx.clock.today();
    if (!isIsoDate(date)) throw new AppError('invalidValue', { field: 'date' });
    const responsible = cleanName(input.responsible) || actorName(ctx);
    input.rows.forEach((r, i) => { if (!r.furnitureId && !cleanName(r.name)) throw new AppError('requiredField', { field: `rows.${i}.name` }); });
    const rows = mergeRows(input.rows.map((r) => ({ ...r, name: cleanName(r.name) })), (r) => (r.furnitureId ? `#${r.furnitureId}` : nameKey(r.name)));
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Furniture, em);
      const furnitures: Furniture[] = [];
      const matched: string[] = [];
      for (const row of rows) {
        const existing = row.furnitureId ? await mine.get(row.furnitureId, { lock: true }) : await byName(ctx, em, row.name);
        if (existing) {
          const added = await addTo(em, existing, row.amount);
          await recordChange(em, ctx, { entity: 'furniture', key: existing.id, before: existing, after: added });
          furnitures.push(added);
          matched.push(existing.furnitureName);
        } else {
          const created = await mine.repo.save(mine.create({ furnitureName: row.name, totalHas: row.amount, totalGiven: 0, responsible, createdAt: date }));
          await recordChange(em, ctx, { entity: 'furniture', key: created.id, after: created });
          furnitures.push(created);
        }
      }
      return { message: matched.length ? 'matchedFurniture' : 'successMessage', furnitures, matched };
    });
  },

  /** A matched update: amounts added to existing items by id (PUT /furniture/matched/update). */
  async addMatched(ctx: Ctx, input: FurnitureMatchedInput): Promise<Furniture[]> {
    authorize(ctx, { permission: 'furniture.write', write: true });
    const rows = mergeRows(input.data, (r) => String(r.id));
    return writeTransaction(ctx, async (em) => {
      const out: Furniture[] = [];
      for (const row of rows) {
        const was = await owned(ctx, Furniture, em).get(row.id, { lock: true });
        const added = await addTo(em, was, row.amount);
        await recordChange(em, ctx, { entity: 'furniture', key: was.id, before: was, after: added });
        out.push(added);
      }
      return out;
    });
  },

  /** The form in edit mode: one item's name and total, never below what is given out (minNotPossible). */
  async update(ctx: Ctx, input: FurnitureUpdateInput): Promise<Furniture> {
    authorize(ctx, { permission: 'furniture.write', write: true });
    const name = cleanName(input.name);
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Furniture, em);
      const f = await mine.get(input.id, { lock: true });
      refuse(editProblem(item(f), input.amount));
      if (name !== f.furnitureName) {
        if (await byName(ctx, em, name, f.id)) throw new AppError('duplicateNotPossible', { field: 'name' });
        // The give-outs of the item carry its name (spec: given furniture has furniture_name).
        await em.update(GivenFurniture, { code: f.code, furnitureId: f.id }, { furnitureName: name });
      }
      const responsible = input.responsible === undefined || input.responsible === null ? f.responsible : cleanName(input.responsible) || f.responsible;
      const saved = await mine.repo.save({ ...f, furnitureName: name, totalHas: input.amount, responsible });
      await recordChange(em, ctx, { entity: 'furniture', key: f.id, before: f, after: saved });
      return saved;
    });
  },

  /** Delete only while nothing is given out (total_has equals remain), else notWorked. */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'furniture.write', write: true });
    await writeTransaction(ctx, async (em) => {
      const f = await owned(ctx, Furniture, em).get(id, { lock: true });
      if (!canDeleteItem(item(f))) throw new AppError('notWorked', { name: f.furnitureName });
      const done = await em.delete(Furniture, { id: f.id, code: f.code, totalGiven: 0 });
      if (!done.affected) throw new AppError('notWorked', { name: f.furnitureName });
      await recordChange(em, ctx, { entity: 'furniture', key: f.id, before: f });
    });
  },

  /**
   * A give-out (spec doc 1 §5): nothing selected is pleaseSelect; every row within what remains,
   * else maxNotPossible with remain and name and nothing is given. Each row is one conditional
   * UPDATE (given + n where has − given ≥ n), so concurrent give-outs never oversell.
   */
  async give(ctx: Ctx, input: GiveFurnitureInput): Promise<{ given: GivenFurniture[]; furnitures: Furniture[] }> {
    authorize(ctx, { permission: 'furniture.write', write: true });
    if (!input.data.length) throw new AppError('pleaseSelect');
    // One order for every give-out, so two that share items lock them the same way round.
    const rows = mergeRows(input.data, (r) => String(r.id)).sort((a, b) => a.id - b.id);
    const provider = cleanName(input.responsible) || actorName(ctx);
    const receiverDepartment = cleanName(input.receiverDepartment);
    const receiverResponsible = cleanName(input.receiverResponsible);
    const givenAt = ctx.clock.now();
    return writeTransaction(ctx, async (em) => {
      const mine = owned(ctx, Furniture, em);
      const given: GivenFurniture[] = [];
      const furnitures: Furniture[] = [];
      for (const row of rows) {
        const done = await em.createQueryBuilder().update(Furniture)
          .set({ totalGiven: () => `${col(em, 'totalGiven')} + :amount` })
          .where(`id = :id AND code = :code AND ${col(em, 'totalHas')} - ${col(em, 'totalGiven')} >= :amount`, { id: row.id, code: mine.code, amount: row.amount })
          .updateEntity(false)
          .execute();
        const f = await mine.get(row.id);
        if (!done.affected) throw new AppError('maxNotPossible', { remain: Math.max(remainOf(item(f)), 0), name: f.furnitureName });
        furnitures.push(f);
        const repo = em.getRepository(GivenFurniture);
        const out = await repo.save(repo.create({
          code: mine.code, furnitureId: f.id, furnitureName: f.furnitureName, totalGiven: row.amount, receiverDepartment, receiverResponsible, givenAt, provider,
        }));
        await recordChange(em, ctx, { entity: 'givenFurniture', key: out.id, after: out });
        given.push(out);
      }
      return { given, furnitures };
    });
  },

  /** The given furniture list, newest first; optionally of one item. */
  async givenList(ctx: Ctx, args: GivenFurnitureArgs): Promise<Page<GivenFurniture>> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, GivenFurniture).page(args, args.furnitureId ? { furnitureId: args.furnitureId } : {}, { id: 'DESC' });
  },

  /**
   * Edits a given row's amount (positive and less than before) or accepts all of it back (the
   * row goes); what comes back returns to the item's remain (doc 2 §4–§5).
   */
  async accept(ctx: Ctx, input: GivenFurnitureAcceptInput): Promise<{ given: GivenFurniture | null; furniture: Furniture; returned: number }> {
    authorize(ctx, { permission: 'givenFurniture.write', write: true });
    return writeTransaction(ctx, async (em) => {
      const givenRows = owned(ctx, GivenFurniture, em);
      const first = await givenRows.get(input.id);
      // Items first, then given rows: the order the give-out and the item edit lock them in.
      const f = await owned(ctx, Furniture, em).get(first.furnitureId, { lock: true });
      const g = await givenRows.get(input.id, { lock: true });
      const outcome = acceptOutcome(g.totalGiven, g.furnitureName, input);
      if (isProblem(outcome)) throw new AppError(outcome.code, outcome.params);
      const back = await em.decrement(Furniture, { id: f.id, code: f.code }, 'totalGiven', outcome.returned);
      if (!back.affected) throw new AppError('sorryNotFound');
      const furniture = { ...f, totalGiven: f.totalGiven - outcome.returned };
      if (outcome.amount === 0) {
        await em.delete(GivenFurniture, { id: g.id, code: g.code });
        await recordChange(em, ctx, { entity: 'givenFurniture', key: g.id, before: g });
        return { given: null, furniture, returned: outcome.returned };
      }
      await em.update(GivenFurniture, { id: g.id, code: g.code }, { totalGiven: outcome.amount });
      await recordChange(em, ctx, { entity: 'givenFurniture', key: g.id, before: g, after: { ...g, totalGiven: outcome.amount } });
      return { given: { ...g, totalGiven: outcome.amount }, furniture, returned: outcome.returned };
    });
  },
};
