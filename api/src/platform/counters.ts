import type { EntityManager } from 'typeorm';
import { INT_MAX } from '../rules/numbers';
import { Counter } from './counter.entity';
import { retrying } from './transactions';

/**
 * Business numbers that are unique per academy (form and admit numbers now; receipt and voucher
 * numbers later) are taken under a per-academy counter row:
 *
 * - `ensureCounter` creates the row if it is missing, outside any transaction;
 * - `takeNumber`, inside the caller's transaction, first writes the row (which locks it until the
 *   transaction ends, so concurrent takers queue instead of racing for the same MAX()+1), then
 *   asks for the next number and records it as the row's value.
 */
export async function ensureCounter(em: EntityManager, code: string, name: string): Promise<void> {
  const insert = () => em.createQueryBuilder().insert().into(Counter).values({ code, name, value: 0 }).orIgnore().execute();
  // On its own it is a write like any other: on a Galera cluster two nodes inserting the same new
  // row at once is a certification conflict (answered as a deadlock, 503 if not tried again: seen
  // once in 40 first receipts of an academy at once), so it is tried again as writeTransaction's
  // are. Inside a caller's transaction a conflict ends that transaction, which the caller retries.
  await (em.queryRunner?.isTransactionActive ? insert() : retrying(insert));
}

/** Takes the next number of counter `name` (see above). Call inside a transaction, after ensureCounter. */
export async function takeNumber(em: EntityManager, code: string, name: string, next: () => Promise<number>): Promise<number> {
  // The write comes first: it takes the row lock before this transaction reads anything.
  await em.increment(Counter, { code, name }, 'value', 1);
  const taken = await next();
  await em.update(Counter, { code, name }, { value: taken });
  return taken;
}

/**
 * The next number of an integer column of an academy's rows: the highest plus one (spec §5), or,
 * once the highest is the largest int (a number typed by hand up to it), the smallest number from
 * 1 that no row uses, so one huge number cannot block the next. Both are index lookups on
 * (code, column).
 */
export async function nextInColumn(em: EntityManager, table: string, column: string, code: string): Promise<number> {
  const e = (name: string) => em.connection.driver.escape(name);
  const [t, c, k] = [e(table), e(column), e('code')];
  const [{ max }] = await em.query(`SELECT MAX(${c}) AS max FROM ${t} WHERE ${k} = ?`, [code]);
  const highest = Number(max ?? 0);
  if (highest < INT_MAX) return highest + 1;
  const [{ one }] = await em.query(`SELECT COUNT(*) AS one FROM ${t} WHERE ${k} = ? AND ${c} = 1`, [code]);
  if (Number(one) === 0) return 1;
  // One past the end of the run of used numbers that starts at 1.
  const [{ n }] = await em.query(
    `SELECT MIN(a.${c}) + 1 AS n FROM ${t} a WHERE a.${k} = ?
       AND NOT EXISTS (SELECT 1 FROM ${t} b WHERE b.${k} = a.${k} AND b.${c} = a.${c} + 1)`,
    [code],
  );
  return Number(n);
}
