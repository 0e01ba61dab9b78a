import type { EntityManager } from 'typeorm';
import { AppError } from '../../platform/errors';
import { typeOf, type CountFund } from '../../rules/counts';
import { SavedCount } from './counts.entities';

/**
 * A month whose count is saved is closed (spec doc 2 §4): its receipts and vouchers turned saved
 * and refuse change, so a new one may not be added to it, nor an unsaved one moved into it —
 * sorryMonthlyCountDone (receipts) or sorryMonthlyVoucherCountDone (vouchers), on the date.
 * Counts cover the accounts department (counts.service.ts).
 */
export async function refuseCountedMonth(em: EntityManager, code: string, what: { kind: 'income' | 'expense'; department: string; fund: string; date: string }): Promise<void> {
  if (what.department !== 'accounts' || (what.fund !== 'generalFund' && what.fund !== 'charityFund')) return;
  const type = typeOf({ period: 'monthly', fund: what.fund as CountFund, kind: what.kind });
  const saved = await em.getRepository(SavedCount).findOne({ where: { code, type, date: what.date.slice(0, 7) }, select: { id: true } });
  if (saved) throw new AppError(what.kind === 'income' ? 'sorryMonthlyCountDone' : 'sorryMonthlyVoucherCountDone', { field: 'date' });
}
