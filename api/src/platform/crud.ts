import 'reflect-metadata';
import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { Raw, type EntityManager, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';
import { tenant, type Ctx } from './context';
import { AppError } from './errors';

/**
 * The shared CRUD kit of the API (every domain's service uses it):
 * - `owned(ctx, Entity)` is the signed-in academy's view of a table: every read and write is
 *   scoped by `code`, a row of another academy (or none) is `sorryNotFound`;
 * - `PageArgs` / `PageOf(Item)` page growing lists as `{ items, total }` (DESIGN §8).
 * Call `authorize()` first: `owned()` takes the tenant from the signed-in user.
 */

/** A tenant row: an id and the institute code it belongs to. */
export interface OwnedRow extends ObjectLiteral { id: number; code: string }

/** Page size limits of every paged list (spec: page sizes 5 … 100; integrators may ask up to 500). */
export const PAGE_DEFAULT = 100;
export const PAGE_MAX = 500;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  @Min(0, { message: 'invalidValue' })
  offset: number = 0;

  @Field(() => Int, { defaultValue: PAGE_DEFAULT, description: `Rows to return (1 … ${PAGE_MAX}).` })
  @Min(1, { message: 'invalidValue' })
  @Max(PAGE_MAX, { message: 'invalidValue' })
  limit: number = PAGE_DEFAULT;
}

export interface Page<T> { items: T[]; total: number }

/** A paged list type: `@ObjectType() class StaffPage extends PageOf(StaffView) {}`. */
export function PageOf<T extends object>(Item: ClassType<T>) {
  // The subclass is the schema's type; this base is never referenced, so never emitted.
  @ObjectType(`${Item.name}PageBase`)
  abstract class PageClass {
    @Field(() => [Item]) items: T[];
    @Field(() => Int, { description: 'Rows matching, over all pages.' }) total: number;
  }
  return PageClass;
}

let searchParam = 0;

/**
 * A list's quick search: rows where any of `fields` contains `text` (the user's % and _ taken
 * literally; the same on SQLite, MySQL and MariaDB). Blank text: undefined (no condition). Pass
 * the result as `owned().page(args, where)` (an OR of the fields).
 */
export function searchWhere<T extends ObjectLiteral>(fields: readonly (keyof T & string)[], text: string | null | undefined): FindOptionsWhere<T>[] | undefined {
  const q = (text ?? '').trim();
  if (!q) return undefined;
  const pattern = `%${q.replace(/[!%_]/g, '!$&')}%`;
  const name = `search${++searchParam % 1_000_000}`;
  return fields.map((f) => ({ [f]: Raw((column) => `${column} LIKE :${name} ESCAPE '!'`, { [name]: pattern }) }) as FindOptionsWhere<T>);
}

/** Offset and limit from a REST query (`?offset=&limit=`, or the spec's `page` from 1 and `pageSize`). */
export function pageFromQuery(query: Record<string, unknown>): PageArgs {
  const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : undefined);
  const args = new PageArgs();
  const limit = num(query.limit ?? query.pageSize ?? query.page_size);
  const page = num(query.page);
  const offset = num(query.offset);
  if (limit !== undefined) args.limit = limit;
  if (offset !== undefined) args.offset = offset;
  else if (page !== undefined) args.offset = (page - 1) * args.limit;
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > PAGE_MAX) throw new AppError('invalidValue', { field: 'limit' });
  if (!Number.isInteger(args.offset) || args.offset < 0) throw new AppError('invalidValue', { field: 'offset' });
  return args;
}

export interface Owned<T extends OwnedRow> {
  repo: Repository<T>;
  code: string;
  /** The condition with this academy's code added. */
  where(extra?: FindOptionsWhere<T>): FindOptionsWhere<T>;
  /** A new row of this academy (not saved). */
  create(fields: Partial<T>): T;
  /** This academy's row with that id, else sorryNotFound; `lock` takes a write lock (in a transaction). */
  get(id: number, opts?: { lock?: boolean }): Promise<T>;
  /** This academy's row matching the condition, else sorryNotFound. */
  getBy(where: FindOptionsWhere<T>, opts?: { lock?: boolean }): Promise<T>;
  /** This academy's rows matching the condition. */
  list(where?: FindOptionsWhere<T>, order?: FindOptionsOrder<T>): Promise<T[]>;
  /** One page of this academy's rows and how many match over all pages. */
  page(args: PageArgs, where?: FindOptionsWhere<T> | FindOptionsWhere<T>[], order?: FindOptionsOrder<T>): Promise<Page<T>>;
  /** Deletes this academy's row with that id and returns it, else sorryNotFound. */
  remove(id: number): Promise<T>;
}

/** The signed-in academy's view of a table; pass `em` inside a transaction. */
export function owned<T extends OwnedRow>(ctx: Ctx, Entity: EntityTarget<T>, em?: EntityManager): Owned<T> {
  const code = tenant(ctx);
  const repo = (em ?? ctx.db).getRepository(Entity);
  const where = (extra: FindOptionsWhere<T> = {}) => ({ ...extra, code }) as FindOptionsWhere<T>;
  const lockOf = (lock?: boolean) => (lock && repo.manager.connection.options.type !== 'better-sqlite3' ? { lock: { mode: 'pessimistic_write' as const } } : {});
  const getBy = async (condition: FindOptionsWhere<T>, opts: { lock?: boolean } = {}) => {
    const row = await repo.findOne({ where: where(condition), ...lockOf(opts.lock) });
    if (!row) throw new AppError('sorryNotFound');
    return row;
  };
  return {
    repo,
    code,
    where,
    create: (fields) => repo.create({ ...fields, code } as T),
    get: (id, opts) => (Number.isInteger(id) && id > 0 ? getBy({ id } as FindOptionsWhere<T>, opts) : Promise.reject(new AppError('sorryNotFound'))),
    getBy,
    list: (condition, order) => repo.find({ where: where(condition), order: order ?? ({ id: 'ASC' } as FindOptionsOrder<T>) }),
    async page(args, condition, order) {
      const conditions = Array.isArray(condition) ? condition.map(where) : where(condition);
      const [items, total] = await repo.findAndCount({
        where: conditions, order: order ?? ({ id: 'DESC' } as FindOptionsOrder<T>), skip: args.offset, take: args.limit,
      });
      return { items, total };
    },
    async remove(id) {
      const row = await getBy({ id } as FindOptionsWhere<T>);
      const done = await repo.delete({ id, code } as FindOptionsWhere<T>);
      if (!done.affected) throw new AppError('sorryNotFound');
      return row;
    },
  };
}
