import type { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/** Column types whose raw value is already the entity's value on every driver (no JSON, boolean or date). */
const AS_IS = new Set<unknown>(['varchar', 'text', 'int', 'integer', 'bigint', 'double', String, Number]);
const asIs = (c: ColumnMetadata) => AS_IS.has(c.type) && !c.transformer;

/**
 * The rows of a query as plain objects of the given entity columns (all when none are given),
 * each value converted by the driver as TypeORM would (JSON, booleans, dates) but only where a
 * column needs it: TypeORM's hydration converts every value and cost about twice the query itself
 * on a list of 2,000 students. For long lists that are only presented, never saved back.
 */
export async function readRows<E extends ObjectLiteral>(qb: SelectQueryBuilder<E>, columns?: readonly (keyof E & string)[]): Promise<E[]> {
  const main = qb.expressionMap.mainAlias!;
  const cols = columns ? columns.map((c) => main.metadata.findColumnWithPropertyName(c)!) : main.metadata.columns;
  selectByProperty(qb, cols);
  return convertRows(qb.connection, cols, await qb.getRawMany());
}

/**
 * The same rows keyed by the answer's own names (`names`: answer name → entity property), e.g. a
 * REST list in the spec's snake_case: each row is already the answer's object, no second copy.
 */
export async function readRowsAs<E extends ObjectLiteral>(qb: SelectQueryBuilder<E>, names: Readonly<Record<string, keyof E & string>>): Promise<Record<string, unknown>[]> {
  const meta = qb.expressionMap.mainAlias!.metadata;
  const named = Object.entries(names).map(([name, prop]) => [name, meta.findColumnWithPropertyName(prop)!] as const);
  selectAs(qb, named);
  return convertNamed(qb.connection, named, await qb.getRawMany());
}

type Named = readonly (readonly [string, ColumnMetadata])[];

/** Each column comes back under its given name (its property's, for readRows), so only the few that need converting are touched. */
function selectAs(qb: SelectQueryBuilder<ObjectLiteral>, named: Named): void {
  const alias = qb.expressionMap.mainAlias!.name;
  qb.select([]);
  for (const [name, c] of named) qb.addSelect(`${alias}.${c.propertyName}`, name);
}

function selectByProperty(qb: SelectQueryBuilder<ObjectLiteral>, cols: readonly ColumnMetadata[]): void {
  selectAs(qb, cols.map((c) => [c.propertyName, c] as const));
}

function convertRows<E>(db: DataSource, cols: readonly ColumnMetadata[], rows: Record<string, unknown>[]): E[] {
  return convertNamed(db, cols.map((c) => [c.propertyName, c] as const), rows) as E[];
}

function convertNamed(db: DataSource, named: Named, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const convert = named.filter(([, c]) => !asIs(c));
  for (const row of rows) {
    for (const [name, c] of convert) {
      const value = row[name];
      if (value !== null) row[name] = db.driver.prepareHydratedValue(value, c);
    }
  }
  return rows;
}

/**
 * A look-up of one entity by one column whose SQL is built once per database: TypeORM builds a
 * new query for every findOneBy, a fifth of the CPU of a small signed-in request, which looks up
 * its user and academy. Answers an entity instance (safe to save back), or null.
 */
export function findOneByColumn<E extends ObjectLiteral>(target: EntityTarget<E>, column: keyof E & string) {
  const prepared = new WeakMap<DataSource, { sql: string; meta: EntityMetadata }>();
  return async (db: DataSource, value: string | number): Promise<E | null> => {
    let p = prepared.get(db);
    if (!p) {
      const qb = db.getRepository(target).createQueryBuilder('t');
      const meta = qb.expressionMap.mainAlias!.metadata;
      selectByProperty(qb, meta.columns);
      // The condition is written here, not by the query builder: on SQLite it inlines the value.
      const e = (name: string) => db.driver.escape(name);
      const col = meta.findColumnWithPropertyName(column)!.databaseName;
      p = { sql: `${qb.getQuery()} WHERE ${e('t')}.${e(col)} = ? LIMIT 1`, meta };
      prepared.set(db, p);
    }
    const [row] = convertRows<E>(db, p.meta.columns, await db.query(p.sql, [value]));
    return row ? Object.assign(p.meta.create() as E, row) : null;
  };
}

/**
 * A look-up of one entity by one column together with the entity it belongs to (`on`: the column
 * of each that joins them), in one statement built once per database: every signed-in request
 * reads its user and the user's academy so, one round trip instead of two. Answers both as entity
 * instances, or null when either is missing.
 */
export function findOneWithParent<E extends ObjectLiteral, P extends ObjectLiteral>(
  target: EntityTarget<E>, column: keyof E & string, parent: EntityTarget<P>, on: [keyof E & string, keyof P & string],
) {
  const prepared = new WeakMap<DataSource, { sql: string; meta: EntityMetadata; parentMeta: EntityMetadata }>();
  return async (db: DataSource, value: string | number): Promise<[E, P] | null> => {
    let p = prepared.get(db);
    if (!p) {
      const meta = db.getMetadata(target);
      const parentMeta = db.getMetadata(parent);
      const e = (name: string) => db.driver.escape(name);
      const cols = (alias: string, m: EntityMetadata) => m.columns.map((c) => `${e(alias)}.${e(c.databaseName)} AS ${e(`${alias}_${c.propertyName}`)}`);
      const joinOn = `${e('p')}.${e(parentMeta.findColumnWithPropertyName(on[1])!.databaseName)} = ${e('t')}.${e(meta.findColumnWithPropertyName(on[0])!.databaseName)}`;
      const where = `${e('t')}.${e(meta.findColumnWithPropertyName(column)!.databaseName)} = ?`;
      p = {
        sql: `SELECT ${[...cols('t', meta), ...cols('p', parentMeta)].join(', ')} FROM ${e(meta.tableName)} ${e('t')} INNER JOIN ${e(parentMeta.tableName)} ${e('p')} ON ${joinOn} WHERE ${where} LIMIT 1`,
        meta, parentMeta,
      };
      prepared.set(db, p);
    }
    const [raw] = (await db.query(p.sql, [value])) as Record<string, unknown>[];
    if (!raw) return null;
    const part = (alias: string, m: EntityMetadata) => {
      const row: Record<string, unknown> = {};
      for (const c of m.columns) row[c.propertyName] = raw[`${alias}_${c.propertyName}`];
      return Object.assign(m.create(), convertRows(db, m.columns, [row])[0]);
    };
    return [part('t', p.meta) as E, part('p', p.parentMeta) as P];
  };
}
