import { academyStatus } from '../rules/academy-status';
import { can, type Permission } from '../rules/permissions';
import type { Ctx } from './context';
import { AppError } from './errors';

export interface Need {
  permission: Permission;
  /** A write is refused with notActivated while the academy is not activated or has expired. */
  write?: boolean;
}

/**
 * The server's check for every academy operation: signed in (loginError), allowed by the
 * permission table (authorRequired), and for writes an active academy (notActivated).
 */
export function authorize(ctx: Ctx, need: Need): void {
  if (!ctx.actor) throw new AppError('loginError');
  if (!can(ctx.actor.user.type, need.permission)) throw new AppError('authorRequired');
  if (need.write && academyStatus(ctx.actor.academy, ctx.clock.today()) !== 'active') {
    throw new AppError('notActivated');
  }
}

/** Controller operations: a signed-in operator of type super_admin. */
export function authorizeController(ctx: Ctx): void {
  if (!ctx.controller) throw new AppError('loginError');
  if (ctx.controller.type !== 'super_admin') throw new AppError('authorRequired');
}
