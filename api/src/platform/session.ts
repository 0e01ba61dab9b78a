import type { CookieOptions, Request, Response } from 'express';
import type {
  DataSource, EntitySubscriberInterface, InsertEvent, QueryRunner, RecoverEvent, RemoveEvent, SoftRemoveEvent,
  TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent,
} from 'typeorm';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata.js';
import type { Config } from '../config';
import { Academy } from '../domains/auth/academy.entity';
import { User } from '../domains/auth/user.entity';
import { ControllerUser } from '../domains/controller/controller-user.entity';
import { Visitor } from '../domains/auth/visitor.entity';
import type { Ctx, Session, SessionKind } from './context';
import { findOneByColumn, findOneWithParent } from './read';
import { COOKIE_NAME, readToken, readTokenWithExpiry, TOKEN_TTL_SECONDS, type TokenClaims } from './tokens';

/** Session cookie options; Secure per config.cookieSecure ('https': when this request came over https). */
function cookieOptions(config: Config, res: Response): CookieOptions {
  const secure = config.cookieSecure === 'https' ? res.req.secure : config.cookieSecure;
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: TOKEN_TTL_SECONDS * 1000 };
}

export function cookieSession(res: Response, config: Config): Session {
  return {
    issue: (kind: SessionKind, token: string) => { res.cookie(COOKIE_NAME[kind], token, cookieOptions(config, res)); },
    clear: (kind: SessionKind) => { res.clearCookie(COOKIE_NAME[kind], { ...cookieOptions(config, res), maxAge: undefined }); },
  };
}

/** The Bearer token of an Authorization header (integrators), or null. */
function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** The token of a kind: its cookie, else the Bearer token. */
function tokenOf(req: Request, kind: SessionKind, bearer: string | null): string | null {
  const cookie = req.cookies?.[COOKIE_NAME[kind]];
  return typeof cookie === 'string' && cookie ? cookie : bearer;
}

// The user and their academy in one statement.
const userWithAcademy = findOneWithParent(User, 'id', Academy, ['code', 'code']);
const controllerById = findOneByColumn(ControllerUser, 'id');

/**
 * Signed-in callers, remembered for a moment: a verified token (the exact string) → who it signs in,
 * so a burst of calls of one page (or a busy integrator) does not verify the token and read the user
 * and academy again each time (about a fifth of a small signed-in call's work). Correctness first:
 * - any write to users, academies or controller users through TypeORM (save, update, increment,
 *   delete, query builders, in or out of a transaction) forgets every remembered caller at once,
 *   and again when its transaction commits or rolls back (another connection may have read the
 *   row before the commit); a look-up that raced such a write is not remembered;
 * - so a logout, a password change, a deleted user, a changed user type or a deactivated academy
 *   is seen by the very next request of this process. A raw SQL write to those tables must call
 *   forgetSessions(db).
 * - an entry lives SESSION_CACHE_MS at most (never past its token's expiry): with several API
 *   replicas, a change made through another replica is seen here within that time.
 * Each request gets its own copies of the entities, so a service that changes them changes only its
 * own request's view.
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_ENTRIES = 10_000;
const WATCHED = new Set<unknown>([User, Academy, ControllerUser]);

interface Remembered {
  kind: SessionKind;
  /** Date.now() after which the entry is not used. */
  until: number;
  user?: User;
  academy?: Academy;
  controller?: ControllerUser;
}

class SessionCache implements EntitySubscriberInterface {
  readonly entries = new Map<string, Remembered>();
  /** Raised by every forget: a look-up begun before it is not remembered. */
  generation = 0;
  /** Transactions that wrote a watched table and have not ended yet. */
  private readonly writers = new WeakSet<QueryRunner>();

  forget(): void {
    this.entries.clear();
    this.generation += 1;
  }

  remember(token: string, entry: Remembered, since: number): void {
    if (since !== this.generation) return;
    if (this.entries.size >= SESSION_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, entry);
  }

  private written(event: { metadata?: EntityMetadata; queryRunner?: QueryRunner }): void {
    if (!event.metadata || !WATCHED.has(event.metadata.target)) return;
    this.forget();
    if (event.queryRunner?.isTransactionActive) this.writers.add(event.queryRunner);
  }

  private ended(event: { queryRunner: QueryRunner }): void {
    if (this.writers.has(event.queryRunner) && !event.queryRunner.isTransactionActive) {
      this.writers.delete(event.queryRunner);
      this.forget();
    }
  }

  // Before and after each write: before, so a look-up racing the statement is not remembered.
  beforeInsert(e: InsertEvent<unknown>) { this.written(e); }
  afterInsert(e: InsertEvent<unknown>) { this.written(e); }
  beforeUpdate(e: UpdateEvent<unknown>) { this.written(e); }
  afterUpdate(e: UpdateEvent<unknown>) { this.written(e); }
  beforeRemove(e: RemoveEvent<unknown>) { this.written(e); }
  afterRemove(e: RemoveEvent<unknown>) { this.written(e); }
  beforeSoftRemove(e: SoftRemoveEvent<unknown>) { this.written(e); }
  afterSoftRemove(e: SoftRemoveEvent<unknown>) { this.written(e); }
  beforeRecover(e: RecoverEvent<unknown>) { this.written(e); }
  afterRecover(e: RecoverEvent<unknown>) { this.written(e); }
  afterTransactionCommit(e: TransactionCommitEvent) { this.ended(e); }
  afterTransactionRollback(e: TransactionRollbackEvent) { this.ended(e); }
}

const caches = new WeakMap<DataSource, SessionCache>();

/** The database's session cache, watching its writes from the first call on (createServer calls it at start). */
export function sessionCache(db: DataSource): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
    db.subscribers.push(cache);
  }
  return cache;
}

/** Forgets every remembered caller (after a write to users, academies or controller users that TypeORM did not see). */
export function forgetSessions(db: DataSource): void {
  caches.get(db)?.forget();
}

/** A copy of an entity with its class, for one request. */
const copy = <E extends object>(entity: E): E => Object.assign(new (entity.constructor as new () => E)(), entity);

/**
 * Who is calling: an academy user (with their academy) and/or a controller operator, checked against
 * their token version; and a visitor of a public site (its own cookie or Bearer token), who is no
 * academy user and so has no office right anywhere.
 */
export async function resolveCallers(req: Request, db: DataSource, config: Config): Promise<Pick<Ctx, 'actor' | 'controller' | 'visitor'>> {
  const cache = sessionCache(db);
  const now = Date.now();
  let actor: Ctx['actor'] = null;
  let controller: Ctx['controller'] = null;
  // Each distinct token is verified once (a Bearer header would otherwise be checked for both kinds).
  let verified: { token: string; claims: (TokenClaims & { expiresAt: number }) | null } | undefined;
  const lookUp = async (kind: SessionKind, token: string): Promise<Remembered | null> => {
    const known = cache.entries.get(token);
    if (known && known.until > now) return known.kind === kind ? known : null;
    if (verified?.token !== token) verified = { token, claims: readTokenWithExpiry(config.jwtSecret, token) };
    const claims = verified.claims;
    if (claims?.kind !== kind) return null;
    const since = cache.generation;
    const until = Math.min(now + SESSION_CACHE_MS, claims.expiresAt);
    let found: Remembered | null = null;
    if (kind === 'academy') {
      const row = await userWithAcademy(db, claims.id);
      if (row && row[0].tokenVersion === claims.version) found = { kind, until, user: row[0], academy: row[1] };
    } else {
      const row = await controllerById(db, claims.id);
      if (row && row.tokenVersion === claims.version) found = { kind, until, controller: row };
    }
    if (found) cache.remember(token, found, since);
    return found;
  };
  const bearer = bearerOf(req);
  const academyToken = tokenOf(req, 'academy', bearer);
  const academy = academyToken ? await lookUp('academy', academyToken) : null;
  if (academy) actor = { user: copy(academy.user!), academy: copy(academy.academy!) };
  // A token signs in one kind only: the one that signed in an academy user signs in no operator.
  const operatorToken = tokenOf(req, 'controller', bearer);
  const operator = operatorToken && !(academy && operatorToken === academyToken) ? await lookUp('controller', operatorToken) : null;
  if (operator) controller = copy(operator.controller!);
  // A visitor's token (kind visitor) is read only when one is sent, and never signs in a user.
  let visitor: Ctx['visitor'] = null;
  const visitorToken = tokenOf(req, 'visitor', bearer);
  if (visitorToken && !(actor && visitorToken === academyToken) && !(controller && visitorToken === operatorToken)) {
    const claims = readToken(config.jwtSecret, visitorToken);
    if (claims?.kind === 'visitor') {
      const row = await db.getRepository(Visitor).findOneBy({ id: claims.id });
      if (row && row.tokenVersion === claims.version) visitor = { id: row.id, code: row.code, email: row.email };
    }
  }
  return { actor, controller, visitor };
}
