import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

/** How long an account is remembered as signing in from an address (see SignInLimiter). */
const KNOWN_PAIR_SECONDS = 14 * 24 * 3600;

function tooMany(res: RateLimiterRes): AppError {
  return new AppError('tooManyAttempts', { seconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
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
 * memory limiter counts synchronously), so a hundred parallel guesses get exactly `points`
 * evaluations, the rest tooManyAttempts. A refused attempt takes nothing; a successful one gives
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
  private perPair: RateLimiterMemory;
  private perAccount: RateLimiterMemory;
  private perAddress: RateLimiterMemory;
  private known: RateLimiterMemory;
  constructor(points: number, durationSeconds: number) {
    this.perPair = new RateLimiterMemory({ points, duration: durationSeconds });
    this.perAccount = new RateLimiterMemory({ points: points * 2, duration: durationSeconds });
    this.perAddress = new RateLimiterMemory({ points: points * 10, duration: durationSeconds });
    this.known = new RateLimiterMemory({ points: 1, duration: KNOWN_PAIR_SECONDS });
  }

  /** Takes one point of each budget that applies, or throws tooManyAttempts having taken none. */
  async attempt(account: string, ip: string): Promise<SignInAttempt> {
    const name = account.trim().toLowerCase();
    const pair = `${name}|${ip}`;
    const known = (await this.known.get(pair)) !== null;
    const gates: [RateLimiterMemory, string][] = [[this.perPair, pair]];
    if (!known) gates.push([this.perAccount, name], [this.perAddress, ip]);
    const taken: [RateLimiterMemory, string][] = [];
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
  private limiter: RateLimiterMemory;
  constructor(points: number, durationSeconds: number) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds });
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
