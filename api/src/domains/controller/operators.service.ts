import { In, Not, type EntityManager } from 'typeorm';
import { inTransaction, type Ctx } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { findByPassword, hashPassword } from '../../platform/passwords';
import type { IncomingFile } from '../../platform/storage';
import { signToken } from '../../platform/tokens';
import { writeTransaction } from '../../platform/transactions';
import { Academy } from '../auth/academy.entity';
import { userView } from '../auth/auth.presenter';
import { User } from '../auth/user.entity';
import { authorizeOperator } from './access';
import { auditFields, auditView, writeAudit } from './academies.service';
import { ControllerAudit } from './controller-audit.entity';
import { ControllerUser, type ControllerType } from './controller-user.entity';
import type { ControllerAuditView, ControllerAcademyUserView, ControllerOperatorInput, ControllerOperatorUpdateInput, ControllerOperatorView } from './controller.types';

export interface OperatorImages { sign?: IncomingFile; avatar?: IncomingFile }

/** Operators' images live beside the academies' under this folder (served to operators only). */
const IMAGE_FOLDER = 'controller';

export function operatorView(c: ControllerUser): ControllerOperatorView {
  return {
    id: c.id, email: c.email, type: c.type, firstName: c.firstName, lastName: c.lastName,
    signUrl: c.signUrl, avatarUrl: c.avatarUrl, createdAt: c.createdAt,
  };
}

async function storeImages(ctx: Ctx, images: OperatorImages): Promise<Partial<ControllerUser>> {
  const out: Partial<ControllerUser> = {};
  if (images.sign) out.signUrl = await ctx.storage.saveImage(IMAGE_FOLDER, 'sign', images.sign);
  if (images.avatar) out.avatarUrl = await ctx.storage.saveImage(IMAGE_FOLDER, 'avatar', images.avatar);
  return out;
}

/**
 * Spec §5: a new password equal to another operator's is refused (strongPassword, never saying
 * whose). Operators are few; each is one bcrypt comparison.
 */
async function refuseReusedPassword(ctx: Ctx, password: string, exceptId?: number): Promise<void> {
  const others = await ctx.db.getRepository(ControllerUser).find({ where: exceptId ? { id: Not(exceptId) } : {}, order: { id: 'ASC' } });
  if (await findByPassword(password, others)) throw new AppError('strongPassword', { field: 'password' });
}

async function findOperator(em: EntityManager, id: number): Promise<ControllerUser> {
  const user = await em.getRepository(ControllerUser).findOneBy({ id });
  if (!user) throw new AppError('sorryNotFound');
  return user;
}

/**
 * What an audit row records of a controller user: never the password or security code (nor their
 * hashes); a change of either shows only as `passwordChanged` / `securityCodeChanged`.
 * Operator rows carry no academy: their code is '' (OPERATOR_AUDIT_CODE).
 */
export function operatorAuditFields(c: ControllerUser) {
  return { id: c.id, email: c.email, type: c.type, firstName: c.firstName, lastName: c.lastName, signUrl: c.signUrl, avatarUrl: c.avatarUrl };
}
export const OPERATOR_AUDIT_CODE = '';

export const controllerOperators = {
  /** Academy users of every academy, or of one academy (code), with their academy's name. */
  async academyUsers(ctx: Ctx, code: string): Promise<ControllerAcademyUserView[]> {
    authorizeOperator(ctx, 'controller.read');
    const users = await ctx.db.getRepository(User).find({ where: code ? { code } : {}, order: { code: 'ASC', id: 'ASC' } });
    const academies = await ctx.db.getRepository(Academy).find({ where: { code: In([...new Set(users.map((u) => u.code))]) }, select: { code: true, name: true } });
    const names = new Map(academies.map((a) => [a.code, a.name]));
    return users.map((u) => ({ ...userView(u), academyName: names.get(u.code) ?? '' }));
  },

  /**
   * Deletes an academy user of any academy (super_admin); `code` must be the user's academy
   * (else sorryNotFound). An academy's last superUser stays (notWorked): the academy would have no
   * one left to manage it. Audited on the academy.
   */
  async deleteAcademyUser(ctx: Ctx, code: string, id: number): Promise<void> {
    authorizeOperator(ctx, 'controller.write');
    await writeTransaction(ctx, async (em) => {
      const user = await em.getRepository(User).findOneBy({ id, code });
      if (!user) throw new AppError('sorryNotFound');
      if (user.type === 'superUser' && (await em.getRepository(User).countBy({ code, type: 'superUser' })) <= 1) throw new AppError('notWorked');
      const academy = await em.getRepository(Academy).findOneBy({ code });
      await em.getRepository(User).delete({ id: user.id, code });
      const who = { userId: user.id, userEmail: user.email, userType: user.type, userName: `${user.firstName} ${user.lastName}`.trim() };
      await writeAudit(ctx, em, code, 'deleteUser', { ...(academy ? auditFields(academy) : { code }), ...who }, null);
    });
  },

  async list(ctx: Ctx): Promise<ControllerOperatorView[]> {
    authorizeOperator(ctx, 'controller.read');
    return (await ctx.db.getRepository(ControllerUser).find({ order: { id: 'ASC' } })).map(operatorView);
  },

  async register(ctx: Ctx, input: ControllerOperatorInput, images: OperatorImages): Promise<ControllerOperatorView> {
    authorizeOperator(ctx, 'controller.write');
    if (input.password !== input.cpassword) throw new AppError('notConfirmedPassword', { field: 'cpassword' });
    const email = input.email.trim().toLowerCase();
    const repo = ctx.db.getRepository(ControllerUser);
    if (await repo.existsBy({ email })) throw new AppError('duplicateNotPossible', { field: 'email' });
    await refuseReusedPassword(ctx, input.password);
    const [passwordHash, codeHash] = await Promise.all([hashPassword(input.password), hashPassword(input.securityCode)]);
    const urls = await storeImages(ctx, images);
    try {
      return operatorView(await inTransaction(ctx, async (em) => {
        const saved = await em.getRepository(ControllerUser).save(em.getRepository(ControllerUser).create({
          email, type: input.type as ControllerType, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash, codeHash, ...urls,
        }));
        await writeAudit(ctx, em, OPERATOR_AUDIT_CODE, 'operatorCreate', null, operatorAuditFields(saved));
        return saved;
      }));
    } catch (e) {
      if (isUniqueViolation(e) || (e instanceof AppError && e.code === 'duplicateNotPossible')) throw new AppError('duplicateNotPossible', { field: 'email' });
      throw e;
    }
  },

  /**
   * Name, type, images, and optionally password and security code (either change ends the
   * operator's sessions). Nobody changes their own type, and the last super_admin stays one.
   */
  async update(ctx: Ctx, input: ControllerOperatorUpdateInput, images: OperatorImages): Promise<ControllerOperatorView> {
    authorizeOperator(ctx, 'controller.write');
    const user = await findOperator(ctx.db.manager, input.id);
    const before = operatorAuditFields(user);
    const self = user.id === ctx.controller!.id;
    if (input.type !== user.type) {
      if (self) throw new AppError('authorRequired', { field: 'type' });
      if (user.type === 'super_admin' && (await ctx.db.getRepository(ControllerUser).countBy({ type: 'super_admin' })) <= 1) throw new AppError('notWorked');
      user.type = input.type as ControllerType;
    }
    if (input.password) {
      if (input.password !== input.cpassword) throw new AppError('notConfirmedPassword', { field: 'cpassword' });
      await refuseReusedPassword(ctx, input.password, user.id);
      user.passwordHash = await hashPassword(input.password);
    }
    if (input.securityCode) user.codeHash = await hashPassword(input.securityCode);
    if (input.password || input.securityCode) user.tokenVersion += 1;
    Object.assign(user, { firstName: input.firstName.trim(), lastName: input.lastName.trim(), ...(await storeImages(ctx, images)) });
    const saved = await writeTransaction(ctx, async (em) => {
      const row = await em.getRepository(ControllerUser).save(user);
      const after = { ...operatorAuditFields(row), ...(input.password ? { passwordChanged: true } : {}), ...(input.securityCode ? { securityCodeChanged: true } : {}) };
      await writeAudit(ctx, em, OPERATOR_AUDIT_CODE, 'operatorUpdate', before, after);
      return row;
    });
    // Changing one's own secrets ends the other sessions; this one goes on with a fresh token.
    if (self && (input.password || input.securityCode)) {
      ctx.session.issue('controller', signToken(ctx.config.jwtSecret, { kind: 'controller', id: saved.id, version: saved.tokenVersion }));
    }
    return operatorView(saved);
  },

  /** Deletes another operator (never oneself, so a super_admin always remains). */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorizeOperator(ctx, 'controller.write');
    if (id === ctx.controller!.id) throw new AppError('notWorked');
    await writeTransaction(ctx, async (em) => {
      const user = await findOperator(em, id);
      await em.getRepository(ControllerUser).delete({ id: user.id });
      await writeAudit(ctx, em, OPERATOR_AUDIT_CODE, 'operatorDelete', operatorAuditFields(user), null);
    });
  },

  /** The audit log of controller users' changes (rows without an academy), newest first. */
  async auditLog(ctx: Ctx): Promise<ControllerAuditView[]> {
    authorizeOperator(ctx, 'controller.read');
    const rows = await ctx.db.getRepository(ControllerAudit).find({ where: { code: OPERATOR_AUDIT_CODE }, order: { id: 'DESC' }, take: 500 });
    return rows.map(auditView);
  },
};
