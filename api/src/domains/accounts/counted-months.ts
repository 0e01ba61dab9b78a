import type { EntityManager } from 'typeorm';
import { AppError } from '../../platform/errors';
import { isCountDepartment, typeOf, type CountFund } from '../../rules/counts';
import { SavedCount } from './counts.entities';

/**
 * A month whose count is saved is closed (spec doc 2 §4): its receipts and vouchers turned saved
 * and refuse change, so a new one may not be added to it, nor an unsaved one moved into it —
 * sorryMonthlyCountDone (receipts) or sorryMonthlyVoucherCountDone (vouchers), on the date.
 * Per department (counts.service.ts): a saved boarding count closes the month's boarding receipts
 * and vouchers only, a saved accounts count the accounts ones only; other departments are never counted.
 */
export async function refuseCountedMonth(em: EntityManager, code: string, what: { kind: 'income' | 'expense'; department: string; fund: string; date: string }): Promise<void> {
  if (!isCountDepartment(what.department) || (what.fund !== 'generalFund' && what.fund !== 'charityFund')) return;
  const type = typeOf({ period: 'monthly', fund: what.fund as CountFund, kind: what.kind });
  const saved = await em.getRepository(SavedCount).findOne({ where: { code, department: what.department, type, date: what.date.slice(0, 7) }, select: { id: true } });
  if (saved) throw new AppError(what.kind === 'income' ? 'sorryMonthlyCountDone' : 'sorryMonthlyVoucherCountDone', { field: 'date' });
}
