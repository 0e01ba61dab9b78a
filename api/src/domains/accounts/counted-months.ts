import type { EntityManager } from 'typeorm';
import { Counter } from '../../platform/counter.entity';
import { AppError } from '../../platform/errors';
import { isCountDepartment, typeOf, type CountDepartment, type CountFund } from '../../rules/counts';

/**
 * A month whose count is saved is closed (spec doc 2 §4): its receipts and vouchers turned saved
 * and refuse change, so a new one may not be added to it, nor an unsaved one moved into or out of
 * it: sorryMonthlyCountDone (receipts) or sorryMonthlyVoucherCountDone (vouchers), on the date.
 * Per department (counts.service.ts): a saved boarding count closes the month's boarding receipts
 * and vouchers only, a saved accounts count the accounts ones only; other departments are never counted.
 *
 * Each month of a monthly count type is one row of the academy's counters,
 * `month:<department>:<type>:<YYYY-MM>`: its value counts the writes while the month is open and is
 * -1 once the month's count is saved. Every write of a receipt or voucher of a counted department
 * and fund writes its month's row first (enterMonths), and a count's save closes the row first
 * (closeMonth), before it reads anything. Both are writes of the same row, so:
 * - on one server the row lock makes them take turns: a save waits for the writes already in the
 *   month to commit, then reads them all; a write that comes later waits for the save and is refused;
 * - on a multi-primary cluster (Galera) two nodes writing the same row conflict at commit (a
 *   deadlock error), and the transaction is tried again (platform/transactions.ts);
 * - the conditional UPDATE reads the row's latest committed value, whatever the transaction's
 *   snapshot, so a refusal never rests on a stale read.
 * Months saved before these rows existed are closed by the migration CountMonths1764530000000.
 */

/** A receipt's or voucher's place in the counts: income (receipts) or expense (vouchers), department, fund, date. */
export interface MonthOf { kind: 'income' | 'expense'; department: string; fund: string; date: string }

/** The counter name of a month of a monthly count type. */
export const monthCounter = (department: CountDepartment, type: string, month: string) => `month:${department}:${type}:${month}`;

/** The month row a receipt or voucher falls in, or null when no monthly count covers it. */
function monthOf(what: MonthOf): { name: string; kind: MonthOf['kind'] } | null {
  if (!isCountDepartment(what.department) || (what.fund !== 'generalFund' && what.fund !== 'charityFund')) return null;
  if (!/^\d{4}-\d{2}/.test(what.date)) return null;
  const type = typeOf({ period: 'monthly', fund: what.fund as CountFund, kind: what.kind });
  return { name: monthCounter(what.department, type, what.date.slice(0, 7)), kind: what.kind };
}

async function ensureMonth(em: EntityManager, code: string, name: string): Promise<void> {
  await em.createQueryBuilder().insert().into(Counter).values({ code, name, value: 0 }).orIgnore().execute();
}

/** Sets the month row's value to `to` where `when` holds of it; whether a row changed. */
async function setMonth(em: EntityManager, code: string, name: string, to: string, when: string): Promise<boolean> {
  const value = em.connection.driver.escape('value');
  const done = await em.createQueryBuilder().update(Counter)
    .set({ value: () => to.replace('value', value) })
    .where(`code = :code AND name = :name AND ${when.replace('value', value)}`, { code, name })
    .execute();
  return (done.affected ?? 0) > 0;
}

/**
 * Enters the months a write touches (a new receipt's month; an edit's old and new month; a
 * deletion's month), in name order: each month's row is written, and so held until the
 * transaction ends; a closed one is refused (sorryMonthlyCountDone or
 * sorryMonthlyVoucherCountDone on date). Call it before the transaction reads or writes the
 * receipts or vouchers themselves.
 */
export async function enterMonths(em: EntityManager, code: string, ...writes: MonthOf[]): Promise<void> {
  const months = new Map<string, MonthOf['kind']>();
  for (const w of writes) {
    const m = monthOf(w);
    if (m) months.set(m.name, m.kind);
  }
  for (const name of [...months.keys()].sort()) {
    await ensureMonth(em, code, name);
    if (!(await setMonth(em, code, name, 'value + 1', 'value >= 0'))) {
      throw new AppError(months.get(name) === 'income' ? 'sorryMonthlyCountDone' : 'sorryMonthlyVoucherCountDone', { field: 'date' });
    }
  }
}

/** Closes a month for its count's save; false when it was closed already. The first statement of the save's transaction. */
export async function closeMonth(em: EntityManager, code: string, department: CountDepartment, type: string, month: string): Promise<boolean> {
  const name = monthCounter(department, type, month);
  await ensureMonth(em, code, name);
  return setMonth(em, code, name, '-1', 'value >= 0');
}

/** Opens a month again when its saved count is deleted. */
export async function openMonth(em: EntityManager, code: string, department: CountDepartment, type: string, month: string): Promise<void> {
  await setMonth(em, code, monthCounter(department, type, month), '0', 'value < 0');
}
