import { timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { controllerCan, type ControllerPermission } from '../../rules/permissions';

/**
 * The server's check for every controller operation: a signed-in operator (loginError) whose type
 * the controller permission table allows (authorRequired). See rules/permissions.ts
 * CONTROLLER_PERMISSIONS: super_admin writes, moderators read, admin operators neither.
 */
export function authorizeOperator(ctx: Ctx, permission: ControllerPermission): void {
  if (!ctx.controller) throw new AppError('loginError');
  if (!controllerCan(ctx.controller.type, permission)) throw new AppError('authorRequired');
}

/**
 * The spec's `{key}` path segment: the shared secret CONTROLLER_KEY, compared in constant time.
 * Unset (empty) closes every `{key}` path; a wrong key answers as a path that is not there
 * (sorryNotFound, 404). Checked after the operator's sign-in and type.
 */
export function checkControllerKey(ctx: Ctx, key: string): void {
  const expected = Buffer.from(ctx.config.controllerKey, 'utf8');
  const given = Buffer.from(key, 'utf8');
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('sorryNotFound');
  }
}
