import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../config';
import type { Academy } from '../domains/auth/academy.entity';
import type { User } from '../domains/auth/user.entity';
import type { ControllerUser } from '../domains/controller/controller-user.entity';
import type { Clock } from './clock';
import type { Storage } from './storage';
import type { Loaders } from './loaders';
import type { Logger } from 'pino';
import type { Budget, SignInLimiter } from './rate-limit';

export type SessionKind = 'academy' | 'controller';

/** What a service needs of the transport to start or end a browser session. */
export interface Session {
  issue(kind: SessionKind, token: string): void;
  clear(kind: SessionKind): void;
}

/** Everything a service gets, first argument of every service method. */
export interface Ctx {
  requestId: string;
  config: Config;
  db: DataSource;
  clock: Clock;
  storage: Storage;
  log: Logger;
  ip: string;
  session: Session;
  loaders: Loaders;
  /** Process-wide limits (sign-in attempts, public writes, wrong approval codes per user). */
  limits: { signIn: SignInLimiter; publicWrites: Budget; approvalCodes: Budget };
  /** The signed-in academy user and their academy, if any. */
  actor: { user: User; academy: Academy } | null;
  /** The signed-in controller operator, if any. */
  controller: ControllerUser | null;
}

/** The tenant code of the signed-in academy user; call only after authorize(). */
export function tenant(ctx: Ctx): string {
  if (!ctx.actor) throw new Error('tenant() before authorize()');
  return ctx.actor.user.code;
}

/** Runs work in one transaction, so a refused request writes nothing. */
export function inTransaction<T>(ctx: Ctx, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return ctx.db.transaction(work);
}
