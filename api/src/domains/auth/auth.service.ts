import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { checkPassword } from '../../platform/passwords';
import { signToken } from '../../platform/tokens';
import { Academy } from './academy.entity';
import { User } from './user.entity';

export interface SignedIn { user: User; academy: Academy }

/** Starts a browser session (cookie) and returns the token for Bearer use. */
export function startSession(ctx: Ctx, user: User): string {
  const token = signToken(ctx.config.jwtSecret, { kind: 'academy', id: user.id, version: user.tokenVersion });
  ctx.session.issue('academy', token);
  return token;
}

export const authService = {
  /**
   * Sign-in by e-mail and password. The attempt takes its sign-in budget (per account and
   * address, per account, per address: see SignInLimiter) before the password is checked, so
   * parallel guesses cannot all be evaluated.
   */
  async login(ctx: Ctx, email: string, password: string): Promise<SignedIn & { token: string }> {
    const account = email.trim().toLowerCase();
    const attempt = await ctx.limits.signIn.attempt(account, ctx.ip);
    const user = await ctx.db.getRepository(User).findOneBy({ email: account });
    if (!user || !(await checkPassword(password, user.passwordHash))) {
      await attempt.failed();
      throw new AppError('invalidEmailOrPassword');
    }
    await attempt.succeeded();
    const academy = await ctx.db.getRepository(Academy).findOneBy({ code: user.code });
    if (!academy) throw new AppError('setupError');
    return { user, academy, token: startSession(ctx, user) };
  },

  /** Ends every session of the signed-in user: earlier tokens stop working. */
  async logout(ctx: Ctx): Promise<void> {
    if (ctx.actor) {
      await ctx.db.getRepository(User).increment({ id: ctx.actor.user.id, code: ctx.actor.user.code }, 'tokenVersion', 1);
    }
    ctx.session.clear('academy');
  },
};
