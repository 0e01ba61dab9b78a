import { In } from 'typeorm';
import type { Role } from '../../rules/permissions';
import type { Ctx } from '../../platform/context';
import { AppError, type ErrorCode } from '../../platform/errors';
import { findByPassword } from '../../platform/passwords';
import { User } from './user.entity';

/**
 * The signer of an approval code (spec: "the code is a user's password"): the academy's user of
 * one of `types` whose password the code is. Receipts and vouchers (principal), approved receipt
 * books (council member) and any later approval use this one check.
 * - A blank code: requiredField (params.field = `field`).
 * - Each check is a password guess: it spends a point of the caller's approval-code budget
 *   (tooManyAttempts when spent) before any hash is compared; a match gives the point back.
 * - No match: `wrong` (the spec's key for that approval, e.g. authorRequired), never whose
 *   password it was.
 * A superUser signs as themselves when `superUserSigns` (the admission rule); otherwise they give a code too.
 */
export async function signerByCode(
  ctx: Ctx,
  code: string | null | undefined,
  opts: { types: readonly Role[]; field: string; wrong: ErrorCode; superUserSigns?: boolean },
): Promise<User> {
  const actor = ctx.actor!.user;
  if (opts.superUserSigns && actor.type === 'superUser') return actor;
  const plain = (code ?? '').trim();
  if (!plain) throw new AppError('requiredField', { field: opts.field });
  const budgetKey = `user:${actor.id}`;
  await ctx.limits.approvalCodes.spend(budgetKey);
  const users = await ctx.db.getRepository(User).find({ where: { code: actor.code, type: In([...opts.types]) }, order: { id: 'ASC' } });
  const signer = await findByPassword(plain, users);
  if (!signer) throw new AppError(opts.wrong, { field: opts.field });
  await ctx.limits.approvalCodes.refund(budgetKey);
  return signer;
}
