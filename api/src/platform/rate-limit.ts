import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

/**
 * Sign-in limits: failed attempts per account and address, and per address alone (ten times
 * the account's budget), so one address cannot try many accounts either.
 */
export class SignInLimiter {
  private perAccount: RateLimiterMemory;
  private perAddress: RateLimiterMemory;
  constructor(points: number, durationSeconds: number) {
    this.perAccount = new RateLimiterMemory({ points, duration: durationSeconds });
    this.perAddress = new RateLimiterMemory({ points: points * 10, duration: durationSeconds });
  }

  private key(account: string, ip: string): string {
    return `${account.trim().toLowerCase()}|${ip}`;
  }

  /** Throws tooManyAttempts while either budget is spent. */
  async check(account: string, ip: string): Promise<void> {
    const [a, b] = await Promise.all([this.perAccount.get(this.key(account, ip)), this.perAddress.get(ip)]);
    const spent = (r: RateLimiterRes | null, max: number) => r !== null && r.consumedPoints >= max;
    if (spent(a, this.perAccount.points) || spent(b, this.perAddress.points)) {
      const wait = Math.ceil(Math.max(a?.msBeforeNext ?? 0, b?.msBeforeNext ?? 0) / 1000);
      throw new AppError('tooManyAttempts', { seconds: wait });
    }
  }

  async failed(account: string, ip: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(this.key(account, ip), 1),
      this.perAddress.penalty(ip, 1),
    ]);
  }

  async succeeded(account: string, ip: string): Promise<void> {
    await this.perAccount.delete(this.key(account, ip));
  }
}

/** A plain budget per key (online admission and other public writes). */
export class Budget {
  private limiter: RateLimiterMemory;
  constructor(points: number, durationSeconds: number) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  }
  async spend(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new AppError('tooManyAttempts', { seconds: Math.ceil(e.msBeforeNext / 1000) });
      throw e;
    }
  }
}
