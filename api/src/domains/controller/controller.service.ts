import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { authorizeController } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { checkPassword, hashPassword } from '../../platform/passwords';
import { signToken } from '../../platform/tokens';
import { academyStatus } from '../../rules/academy-status';
import { Academy } from '../auth/academy.entity';
import { User } from '../auth/user.entity';
import { ControllerUser } from './controller-user.entity';
import type { ControllerLoginInput, ControllerOverview, ControllerView } from './controller.types';

export function controllerView(c: ControllerUser): ControllerView {
  return { id: c.id, email: c.email, type: c.type, firstName: c.firstName, lastName: c.lastName };
}

export function controllerRest(c: ControllerUser) {
  return { id: c.id, email: c.email, type: c.type, first_name: c.firstName, last_name: c.lastName };
}

export const controllerService = {
  /** The first operator comes from CONTROLLER_EMAIL / _PASSWORD / _CODE; an existing account keeps its secrets. */
  async bootstrap(db: DataSource, config: Config): Promise<void> {
    if (!config.controller) return;
    const repo = db.getRepository(ControllerUser);
    const email = config.controller.email.trim().toLowerCase();
    if (await repo.existsBy({ email })) return;
    await repo.save(repo.create({
      email, type: 'super_admin', firstName: 'Controller', lastName: '',
      passwordHash: await hashPassword(config.controller.password), codeHash: await hashPassword(config.controller.code),
    }));
  },

  /**
   * Operator sign-in: e-mail, password and code, under the same sign-in budget as academy users
   * (taken before anything is checked). A wrong e-mail or password answers invalidEmailOrPassword;
   * the code is checked only after the password matched, and a wrong one answers incorrectCode.
   */
  async login(ctx: Ctx, input: ControllerLoginInput): Promise<{ user: ControllerUser; token: string }> {
    const email = input.email.trim().toLowerCase();
    const attempt = await ctx.limits.signIn.attempt(`controller:${email}`, ctx.ip);
    const user = await ctx.db.getRepository(ControllerUser).findOneBy({ email });
    if (!user || !(await checkPassword(input.password, user.passwordHash))) {
      await attempt.failed();
      throw new AppError('invalidEmailOrPassword');
    }
    if (!(await checkPassword(input.code, user.codeHash))) {
      await attempt.failed();
      throw new AppError('incorrectCode', { field: 'code' });
    }
    await attempt.succeeded();
    const token = signToken(ctx.config.jwtSecret, { kind: 'controller', id: user.id, version: user.tokenVersion });
    ctx.session.issue('controller', token);
    return { user, token };
  },

  async logout(ctx: Ctx): Promise<void> {
    if (ctx.controller) await ctx.db.getRepository(ControllerUser).increment({ id: ctx.controller.id }, 'tokenVersion', 1);
    ctx.session.clear('controller');
  },

  async overview(ctx: Ctx): Promise<ControllerOverview> {
    authorizeController(ctx);
    const academies = await ctx.db.getRepository(Academy).find({ select: { activation: true, expiryDate: true } });
    const today = ctx.clock.today();
    const count = (s: string) => academies.filter((a) => academyStatus(a, today) === s).length;
    return {
      academies: academies.length, active: count('active'), notActivated: count('notActivated'), expired: count('expired'),
      users: await ctx.db.getRepository(User).count(),
    };
  },
};
