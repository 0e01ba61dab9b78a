import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryFailedError, type EntityManager } from 'typeorm';
import type { Ctx } from './context';
import { isDatabaseUnreachable, isDeadlock, isUniqueViolation } from './db-errors';
import { AppError } from './errors';

/**
 * How often a conflicting write is tried again. A deadlock is what MySQL answers when two
 * transactions wait on each other, and what a Galera cluster answers at commit when a transaction
 * of another node wrote the same rows first (certification failure, error 1213): under many writers
 * on several nodes, many rounds are normal, so a deadlock is tried up to CONFLICT_ATTEMPTS times
 * (through the conflict lane below).
 * A unique-key clash (two requests took the same new name or number) is tried UNIQUE_ATTEMPTS
 * times; one that stays is a real duplicate. A connection lost before COMMIT (a database node
 * went away; nothing was committed) is tried LOST_ATTEMPTS times on a new connection.
 */
export const CONFLICT_ATTEMPTS = 40;
export const UNIQUE_ATTEMPTS = 5;
export const LOST_ATTEMPTS = 3;

/** Full jitter: a random wait up to 5 ms × 2^attempt, at most 400 ms, so colliding writers spread out. */
export function backoffMs(attempt: number): number {
  return Math.floor(Math.random() * Math.min(400, 5 * 2 ** Math.min(attempt, 10)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether a failed transaction certainly wrote nothing because its connection went away before its
 * COMMIT was sent (a node killed, a proxy that moved): trying it again on a new connection is safe.
 * A connection lost during COMMIT is not: the commit may have happened, so that one stays an outage
 * answer (503) and the client decides.
 */
export function lostBeforeCommit(e: unknown): boolean {
  if (!isDatabaseUnreachable(e)) return false;
  return !(e instanceof QueryFailedError && /^\s*COMMIT\b/i.test(String(e.query ?? '')));
}

/** Why a failed attempt may be tried again (or null: it may not). */
export function retryReason(e: unknown): 'conflict' | 'unique' | 'lost' | null {
  if (isDeadlock(e)) return 'conflict';
  if (isUniqueViolation(e)) return 'unique';
  if (lostBeforeCommit(e)) return 'lost';
  return null;
}

const LIMITS = { conflict: CONFLICT_ATTEMPTS, unique: UNIQUE_ATTEMPTS, lost: LOST_ATTEMPTS } as const;

/**
 * The conflict lane: a write that lost a conflict is tried again one at a time in this process.
 * On a Galera cluster every commit of a hot row (an academy's admit-number counter, a product's
 * stock) on one node aborts the transactions of the other nodes that wrote it; with a hundred
 * admissions at once on each replica, every loser retrying at once would keep losing. In the lane
 * a replica sends one retry at a time, which competes only with the other replicas' lanes and their
 * first tries, so it gets through within a few rounds. First tries never wait for the lane, and a
 * retry inside a retry (a nested write) runs at once.
 */
let lane: Promise<unknown> = Promise.resolve();
const inLane = new AsyncLocalStorage<true>();
function throughLane<T>(work: () => Promise<T>): Promise<T> {
  if (inLane.getStore()) return work();
  const run = lane.then(() => inLane.run(true, work));
  lane = run.catch(() => undefined);
  return run;
}

/**
 * Runs `attempt` until it succeeds, waiting a jittered backoff after each failure that `retryReason`
 * allows, within that reason's number of attempts; `stop(e)` may end the retries early (a number the
 * caller chose that is taken). The last error is thrown as it is.
 */
export async function retrying<T>(attempt: (n: number) => Promise<T>, stop: (e: unknown) => boolean | Promise<boolean> = () => false): Promise<T> {
  const tries = { conflict: 0, unique: 0, lost: 0 };
  for (let n = 1; ; n++) {
    try {
      return await (tries.conflict ? throughLane(() => attempt(n)) : attempt(n));
    } catch (e) {
      const reason = retryReason(e);
      if (!reason || ++tries[reason] >= LIMITS[reason] || (await stop(e))) throw e;
      await pause(backoffMs(n));
    }
  }
}

/**
 * One write of the kit: `work` in one transaction (a refusal writes nothing), tried again after a
 * deadlock or Galera certification failure, a connection lost before commit, or a unique-key clash
 * (two requests raced for the same new name or number; the retry sees the winner's row). A clash
 * that stays is duplicateNotPossible. `work` may run more than once: it must not send anything
 * (SMS, e-mail) itself; those go after the transaction, or into the outbox inside it.
 */
export async function writeTransaction<T>(ctx: Pick<Ctx, 'db'>, work: (em: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await retrying(() => ctx.db.transaction(work));
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('duplicateNotPossible');
    throw e;
  }
}
