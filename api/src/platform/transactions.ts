import type { EntityManager } from 'typeorm';
import type { Ctx } from './context';
import { isDeadlock, isUniqueViolation } from './db-errors';
import { AppError } from './errors';

/**
 * One write of the kit: `work` in one transaction (a refusal writes nothing), tried again after a
 * MySQL deadlock or a unique-key clash (two requests raced for the same new name or number; the
 * retry sees the winner's row). A clash that stays is duplicateNotPossible.
 */
export async function writeTransaction<T>(ctx: Ctx, work: (em: EntityManager) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(work);
    } catch (e) {
      if (attempt < attempts && (isDeadlock(e) || isUniqueViolation(e))) continue;
      if (isUniqueViolation(e)) throw new AppError('duplicateNotPossible');
      throw e;
    }
  }
}
