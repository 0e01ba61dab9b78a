import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError } from './errors';

/** How long an account is remembered as signing in from an address (see SignInLimiter). */
const KNOWN_PAIR_SECONDS = 14 * 24 * 3600;

function tooMany(res: RateLimiterRes): AppError {
  return new AppError('tooManyAttempts', { seconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

/** A count per key in fixed windows (rate-limiter-flexible): in this process's memory, or in Redis. */
type Counter = RateLimiterAbstract;
/** Makes the counter of one purpose (`signin-pair`, `public-writes`, …): each purpose has keys of its own. */
export type CounterStore = (purpose: string, points: number, durationSeconds: number) => Counter;

/** One server: every count in this process's memory (the default, needing nothing). */
const inMemory: CounterStore = (_purpose, points, duration) => new RateLimiterMemory({ points, duration });

/** The in-memory stand-in of a Redis counter while Redis does not answer; says when it is used. */
class Insurance extends RateLimiterMemory {
  private readonly used: () => void;
  constructor(points: number, duration: number, used: () => void) {
    super({ points, duration });
    this.used = used;
  }
  override consume(key: string | number, points?: number, options?: Record<string, unknown>) { this.used(); return super.consume(key, points, options); }
  override reward(key: string | number, points?: number, options?: Record<string, unknown>) { this.used(); return super.reward(key, points, options); }
  override get(key: string | number, options?: Record<string, unknown>) { this.used(); return super.get(key, options); }
  override set(key: string | number, points: number, secDuration: number, options?: Record<string, unknown>) {
    this.used();
    return super.set(key, points, secDuration, options);
  }
}

/**
 * Several replicas (REDIS_URL): every count in Redis, under `<prefix>:limit:<purpose>:<key>`, so a
 * budget is one budget however the load balancer spreads the calls. Redis counts atomically (one
 * script increments a key and reads it back with its time to live), so the semantics below are
 * the memory limiter's: taken before the check, given back on success, at most `points` through.
 *
 * Redis away (not connected, or no answer within REDIS_COMMAND_MS): each counter goes on in an
 * in-memory insurance of the same points and window (rate-limiter-flexible's insuranceLimiter),
 * so sign-in and the other limited calls keep answering, and the limits are per replica for that
 * time (a guesser spread over n replicas gets up to n times the budget until Redis is back).
 * `fallingBack` is told each time. When Redis goes or comes back between taking a point and
 * giving it back, the point is given back in the other place (at most one point per attempt off,
 * either way).
 */
export function redisStore(client: Redis, prefix: string, fallingBack: () => void): CounterStore {
  return (purpose, points, duration) => new RateLimiterRedis({
    storeClient: client, keyPrefix: `${prefix}:limit:${purpose}`, points, duration,
    // not connected: straight to the insurance (ioredis would otherwise fail each command on its own)
    rejectIfRedisNotReady: true,
    insuranceLimiter: new Insurance(points, duration, fallingBack),
  });
}

/** "Pull now" starts per academy and window (attendance devices, issue 22). */
export const DEVICE_PULL_POINTS = 10;
export const DEVICE_PULL_SECONDS = 600;

/** Every limit of a server (Ctx.limits). */
export interface Limits {
  signIn: SignInLimiter;
  /** Online admissions per address, one-time e-mail codes per address and per e-mail. */
  publicWrites: Budget;
  /** Wrong approval codes and password-reuse checks per user. */
  approvalCodes: Budget;
  /** "Pull now" starts per academy. */
  devicePulls: Budget;
}

/** How often "limits fell back to memory" is logged while Redis stays away. */
const FALLBACK_LOG_MS = 60_000;
/** At most one reconnect in this time after a command failed on a connection said to be ready. */
const RECONNECT_MS = 5_000;

/**
 * The server's limits: in this process's memory, or in Redis when the server has a client
 * (REDIS_URL, platform/redis.ts connectRedis), under REDIS_PREFIX (default `talim`; a deployment
 * or test run sharing a Redis takes its own). Falling back to memory is logged at most once a minute.
 *
 * A command that fails on a connection said to be ready (Redis hangs: no answer within
 * REDIS_COMMAND_MS) makes the client reconnect, so until Redis answers its ready check again every
 * limiter goes to memory at once instead of each call waiting out the timeout.
 */
export function createLimits(
  config: Pick<Config, 'loginRateLimit' | 'admissionRateLimit' | 'redisPrefix'>,
  redis?: Redis | null,
  log?: { warn(o: object, m: string): void },
): Limits {
  let warned = 0;
  let reconnected = 0;
  const store = redis
    ? redisStore(redis, config.redisPrefix, () => {
      const now = Date.now();
      if (redis.status === 'ready' && now - reconnected >= RECONNECT_MS) {
        reconnected = now;
        redis.disconnect(true);
      }
      if (now - warned < FALLBACK_LOG_MS) return;
      warned = now;
      log?.warn({}, 'redis did not answer: limits fall back to this replica\'s memory');
    })
    : inMemory;
  const login = config.loginRateLimit;
  const admission = config.admissionRateLimit;
  return {
    signIn: new SignInLimiter(login.points, login.durationSeconds, store),
    publicWrites: new Budget(admission.points, admission.durationSeconds, store, 'public-writes'),
    approvalCodes: new Budget(login.points, login.durationSeconds, store, 'approval-codes'),
    devicePulls: new Budget(DEVICE_PULL_POINTS, DEVICE_PULL_SECONDS, store, 'device-pulls'),
  };
}

/** One sign-in attempt that holds a point of every budget it passed; say how it ended. */
export interface SignInAttempt {
  /** The password (and code) matched: the points are given back and the address is remembered. */
  succeeded(): Promise<void>;
  /** Wrong: the points stay spent until the window ends. */
  failed(): Promise<void>;
}

/**
 * Sign-in limits, in fixed windows of `durationSeconds` (a block ends when its window does, at
 * most `durationSeconds` after the first counted attempt, however many attempts follow):
 *
 * - per account and address: `points` attempts;
 * - per account over all addresses: twice `points`, so thirty addresses cannot try thirty times
 *   the budget against one account;
 * - per address over all accounts: ten times `points`, so one address cannot spray a password
 *   over many accounts.
 *
 * An attempt takes its point from every budget BEFORE the password is checked, atomically (the
 * memory limiter counts synchronously; Redis increments and reads a count in one script), so a
 * hundred parallel guesses get exactly `points` evaluations, the rest tooManyAttempts, on one
 * server or over replicas sharing Redis. A refused attempt takes nothing; a successful one gives
 * its points back (a correct password is no guess). Success does not wipe earlier failures: an
 * attacker sharing the user's address would otherwise get a fresh budget at each real sign-in.
 *
 * Shared addresses (a school behind one NAT): an account that signed in successfully from an
 * address in the last 14 days is a known pair, which only its own per-account-and-address budget
 * gates. So other people's failures at the same address, or at other addresses against the same
 * account, never keep a user out of the account they use there; a guesser at that address still
 * has at most `points` tries per window at it. An account not yet known at an address that is
 * over its budget waits for that address's window to end.
 */
export class SignInLimiter {
  private perPair: Counter;
  private perAccount: Counter;
  private perAddress: Counter;
  private known: Counter;
  constructor(points: number, durationSeconds: number, store: CounterStore = inMemory) {
    this.perPair = store('signin-pair', points, durationSeconds);
    this.perAccount = store('signin-account', points * 2, durationSeconds);
    this.perAddress = store('signin-address', points * 10, durationSeconds);
    this.known = store('signin-known', 1, KNOWN_PAIR_SECONDS);
  }

  /** Takes one point of each budget that applies, or throws tooManyAttempts having taken none. */
  async attempt(account: string, ip: string): Promise<SignInAttempt> {
    const name = account.trim().toLowerCase();
    const pair = `${name}|${ip}`;
    const known = (await this.known.get(pair)) !== null;
    const gates: [Counter, string][] = [[this.perPair, pair]];
    if (!known) gates.push([this.perAccount, name], [this.perAddress, ip]);
    const taken: [Counter, string][] = [];
    const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
    for (const [limiter, key] of gates) {
      try {
        await limiter.consume(key, 1);
        taken.push([limiter, key]);
      } catch (e) {
        // A refused consume has counted itself too: give that back with the others.
        if (e instanceof RateLimiterRes) taken.push([limiter, key]);
        await giveBack();
        throw e instanceof RateLimiterRes ? tooMany(e) : e;
      }
    }
    return {
      succeeded: async () => {
        await giveBack();
        await this.known.set(pair, 1, KNOWN_PAIR_SECONDS);
      },
      failed: async () => { /* the points stay spent */ },
    };
  }
}

/**
 * A plain budget per key: online admission and other public writes spend a point per call;
 * approval codes spend one per check and refund it when the code matched, so only wrong codes count.
 */
export class Budget {
  private limiter: Counter;
  constructor(points: number, durationSeconds: number, store: CounterStore = inMemory, purpose = 'budget') {
    this.limiter = store(purpose, points, durationSeconds);
  }
  async spend(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      await this.limiter.reward(key, 1);
      throw tooMany(e);
    }
  }
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}
