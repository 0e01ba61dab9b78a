import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../config';
import type { Academy } from '../domains/auth/academy.entity';
import type { User } from '../domains/auth/user.entity';
import type { ControllerUser } from '../domains/controller/controller-user.entity';
import type { Clock } from './clock';
import type { Storage } from './storage';
import type { Loaders } from './loaders';
import type { Logger } from 'pino';
import type { Limits } from './rate-limit';
import { isUniqueViolation } from './db-errors';
import { retrying } from './transactions';

/** A session: an academy user, a controller operator, or a visitor of one academy's public site (never an office right). */
export type SessionKind = 'academy' | 'controller' | 'visitor';

/** A visitor signed in on an academy's public site with an e-mail (spec doc 2 §7 visitor sign-in). */
export interface VisitorSession { id: number; code: string; email: string }

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
  /** The caller's client (its User-Agent), for the history of changes; absent outside a request. */
  client?: string;
  session: Session;
  loaders: Loaders;
  /** The server's limits (sign-in attempts, public writes, wrong approval codes per user, "pull now"): in memory, or in Redis shared by the replicas. */
  limits: Limits;
  /** The signed-in academy user and their academy, if any. */
  actor: { user: User; academy: Academy } | null;
  /** The signed-in controller operator, if any. */
  controller: ControllerUser | null;
  /** The visitor signed in on a public site, if any: no academy user, so no office right. */
  visitor?: VisitorSession | null;
}

const REQUEST = Symbol('request');

/** What a request's context needs of the HTTP request (an Express request). */
export interface RequestOrigin {
  log: Logger;
  ip?: string;
  headers?: { 'user-agent'?: string };
}

/**
 * A request's Ctx. Its logger and the caller's address are worked out only when a service asks
 * (the logger's child is made on first use, the address follows X-Forwarded-For through the
 * trusted proxies). They are getters of the class, not of the object, so Apollo's copy of the
 * context for each operation (its own properties only) does not work them out either.
 */
export class RequestCtx implements Ctx {
  requestId: string;
  config: Config;
  db: DataSource;
  clock: Clock;
  storage: Storage;
  session: Session;
  loaders: Loaders;
  limits: Ctx['limits'];
  actor: Ctx['actor'];
  controller: Ctx['controller'];
  visitor: VisitorSession | null;
  readonly [REQUEST]: RequestOrigin;

  constructor(req: RequestOrigin, f: Omit<Ctx, 'log' | 'ip'>) {
    this[REQUEST] = req;
    this.requestId = f.requestId;
    this.config = f.config;
    this.db = f.db;
    this.clock = f.clock;
    this.storage = f.storage;
    this.session = f.session;
    this.loaders = f.loaders;
    this.limits = f.limits;
    this.actor = f.actor;
    this.controller = f.controller;
    this.visitor = f.visitor ?? null;
  }

  get log(): Logger { return this[REQUEST].log; }
  get ip(): string { return this[REQUEST].ip ?? 'unknown'; }
  get client(): string { return this[REQUEST].headers?.['user-agent'] ?? ''; }
}

/** The tenant code of the signed-in academy user; call only after authorize(). */
export function tenant(ctx: Ctx): string {
  if (!ctx.actor) throw new Error('tenant() before authorize()');
  return ctx.actor.user.code;
}

/**
 * Runs work in one transaction, so a refused request writes nothing; tried again after a deadlock,
 * a Galera certification failure or a connection lost before commit (platform/transactions.ts
 * retrying), so `work` must not send anything itself. A unique-key clash is the caller's to answer.
 */
export function inTransaction<T>(ctx: Pick<Ctx, 'db'>, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return retrying(() => ctx.db.transaction(work), (e) => isUniqueViolation(e));
}
