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

/** Each column comes back under its property's name, so only the few that need converting are touched. */
function selectByProperty(qb: SelectQueryBuilder<ObjectLiteral>, cols: readonly ColumnMetadata[]): void {
  const alias = qb.expressionMap.mainAlias!.name;
  qb.select([]);
  for (const c of cols) qb.addSelect(`${alias}.${c.propertyName}`, c.propertyName);
}

function convertRows<E>(db: DataSource, cols: readonly ColumnMetadata[], rows: Record<string, unknown>[]): E[] {
  const convert = cols.filter((c) => !asIs(c));
  for (const row of rows) {
    for (const c of convert) {
      const value = row[c.propertyName];
      if (value !== null) row[c.propertyName] = db.driver.prepareHydratedValue(value, c);
    }
  }
  return rows as E[];
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
