import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
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
  // Each column comes back under its property's name, so only the few that need converting are touched.
  qb.select([]);
  for (const c of cols) qb.addSelect(`${main.name}.${c.propertyName}`, c.propertyName);
  const rows: Record<string, unknown>[] = await qb.getRawMany();
  const driver = qb.connection.driver;
  const convert = cols.filter((c) => !asIs(c));
  for (const row of rows) {
    for (const c of convert) {
      const value = row[c.propertyName];
      if (value !== null) row[c.propertyName] = driver.prepareHydratedValue(value, c);
    }
  }
  return rows as E[];
}
