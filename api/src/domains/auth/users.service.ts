import { In } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { recordChange } from '../../platform/history';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { findByPassword, hashPassword } from '../../platform/passwords';
import type { IncomingFile } from '../../platform/storage';
import { SIGNER_TYPE } from '../../rules/admission';
import { can } from '../../rules/permissions';
import type { UserRegisterInput, UserUpdateInput } from './auth.types';
import { startSession } from './auth.service';
import { User, type UserType } from './user.entity';
import { guardianChildren } from './guardian-children.service';

export interface UserImages { sign?: IncomingFile; avatar?: IncomingFile }

/** Who may give which type: admin or superUser choose; only a superUser makes another superUser. */
function allowedType(ctx: Ctx, wanted: string | undefined, fallback: UserType): UserType {
  if (!wanted || wanted === fallback) return fallback;
  const me = ctx.actor!.user.type;
  if (!can(me, 'user.chooseType')) throw new AppError('authorRequired');
  if (wanted === 'superUser' && me !== 'superUser') throw new AppError('authorRequired');
  return wanted as UserType;
}

/** Every user type whose password may sign an approval step (SIGNER_TYPE). */
const SIGNING_TYPES: readonly UserType[] = [...new Set(Object.values(SIGNER_TYPE).flat())];

/**
 * Approval codes are passwords: two signers sharing one would make a code ambiguous (which of
 * them signed?), so a user of a signing type may not take the password of another user of a
 * signing type of the academy (strongPassword, never saying whose). Only signing types are
 * compared, the only pairs that could collide; other users' passwords are never looked at.
 * Each check is a password guess against those users, so it spends a point of the caller's
 * approval-code budget (the one wrong approval codes spend) and is never refunded: an admin
 * cannot use this rule as an unlimited oracle.
 */
async function refuseReusedPassword(ctx: Ctx, type: UserType, password: string, exceptId?: number): Promise<void> {
  if (!SIGNING_TYPES.includes(type)) return;
  await ctx.limits.approvalCodes.spend(`user:${ctx.actor!.user.id}`);
  const signers = await ctx.db.getRepository(User).find({ where: { code: tenant(ctx), type: In([...SIGNING_TYPES]) }, order: { id: 'ASC' } });
  if (await findByPassword(password, signers.filter((u) => u.id !== exceptId))) throw new AppError('strongPassword');
}

async function storeImages(ctx: Ctx, images: UserImages): Promise<Partial<User>> {
  const out: Partial<User> = {};
  if (images.sign) out.signUrl = await ctx.storage.saveImage(tenant(ctx), 'sign', images.sign);
  if (images.avatar) out.avatarUrl = await ctx.storage.saveImage(tenant(ctx), 'avatar', images.avatar);
  return out;
}

/**
 * The admit numbers an office form sends for a user of `type` (issue 12), checked before anything
 * is written: only admin or superUser set them (authorRequired), only a guardian has children
 * (invalidValue), each an admitted student of the academy (sorryNotFound). undefined: keep them.
 */
async function childrenOf(ctx: Ctx, type: UserType, admitNos: number[] | null | undefined): Promise<number[] | undefined> {
  if (admitNos === undefined || admitNos === null) return type === 'guardian' ? undefined : [];
  if (!can(ctx.actor!.user.type, 'user.manage')) throw new AppError('authorRequired');
  if (admitNos.length && type !== 'guardian') throw new AppError('invalidValue', { field: 'admitNos' });
  return guardianChildren.checked(ctx, admitNos);
}

/** What the history records of a user: who they are and their rights (type); never the password or its hash. */
const userFields = (u: User, children?: number[] | null) => ({
  email: u.email, type: u.type, firstName: u.firstName, lastName: u.lastName, ...(children ? { children } : {}),
});

async function findOwn(ctx: Ctx, id: number): Promise<User> {
  const user = await ctx.db.getRepository(User).findOneBy({ id, code: tenant(ctx) });
  if (!user) throw new AppError('sorryNotFound');
  return user;
}

export const usersService = {
  async list(ctx: Ctx): Promise<User[]> {
    authorize(ctx, { permission: 'user.read' });
    return ctx.db.getRepository(User).find({ where: { code: tenant(ctx) }, order: { id: 'ASC' } });
  },

  async register(ctx: Ctx, input: UserRegisterInput, images: UserImages): Promise<User> {
    authorize(ctx, { permission: 'user.manage', write: true });
    if (input.password !== input.cpassword) throw new AppError('notConfirmedPassword');
    const type = allowedType(ctx, input.type, 'general');
    const email = input.email.trim().toLowerCase();
    if (await ctx.db.getRepository(User).existsBy({ email })) throw new AppError('duplicateNotPossible', { field: 'email' });
    await refuseReusedPassword(ctx, type, input.password);
    const admitNos = await childrenOf(ctx, type, input.admitNos);
    const passwordHash = await hashPassword(input.password);
    const urls = await storeImages(ctx, images);
    try {
      return await inTransaction(ctx, async (em) => {
        const repo = em.getRepository(User);
        const user = await repo.save(repo.create({
          code: tenant(ctx), email, type, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash, ...urls,
        }));
        if (admitNos?.length) await guardianChildren.replace(em, user.code, user.id, admitNos);
        await recordChange(em, ctx, { entity: 'user', key: user.id, after: userFields(user, admitNos) });
        return user;
      });
    } catch (e) {
      // A parallel registration took the e-mail between the look above and this insert.
      if (isUniqueViolation(e)) throw new AppError('duplicateNotPossible', { field: 'email' });
      throw e;
    }
  },

  /** Anyone updates their own profile; admin or superUser update others. The e-mail never changes here. */
  async update(ctx: Ctx, input: UserUpdateInput, images: UserImages): Promise<User> {
    const self = ctx.actor?.user.id === input.id;
    authorize(ctx, { permission: self ? 'user.read' : 'user.manage', write: true });
    const user = await findOwn(ctx, input.id);
    const was = userFields(user);
    if (user.type === 'superUser' && !self && ctx.actor!.user.type !== 'superUser') throw new AppError('authorRequired');
    if (input.type && input.type !== user.type) {
      if (self) throw new AppError('authorRequired');
      user.type = allowedType(ctx, input.type, user.type);
    }
    const admitNos = await childrenOf(ctx, user.type, input.admitNos);
    if (input.password) {
      if (input.password !== input.cpassword) throw new AppError('notConfirmedPassword');
      await refuseReusedPassword(ctx, user.type, input.password, user.id);
      user.passwordHash = await hashPassword(input.password);
      user.tokenVersion += 1;
    }
    Object.assign(user, { firstName: input.firstName.trim(), lastName: input.lastName.trim(), ...(await storeImages(ctx, images)) });
    const saved = await inTransaction(ctx, async (em) => {
      const row = await em.getRepository(User).save(user);
      if (admitNos) await guardianChildren.replace(em, row.code, row.id, admitNos);
      await recordChange(em, ctx, { entity: 'user', key: row.id, before: was, after: { ...userFields(row), ...(input.password ? { passwordChanged: true } : {}) } });
      return row;
    });
    // A password change ends the other sessions; the person who changed their own stays signed in.
    if (self && input.password) startSession(ctx, saved);
    return saved;
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'user.manage', write: true });
    if (ctx.actor!.user.id === id) throw new AppError('notWorked');
    const user = await findOwn(ctx, id);
    if (user.type === 'superUser' && ctx.actor!.user.type !== 'superUser') throw new AppError('authorRequired');
    await inTransaction(ctx, async (em) => {
      await guardianChildren.replace(em, user.code, user.id, []);
      await em.getRepository(User).delete({ id: user.id, code: user.code });
      await recordChange(em, ctx, { entity: 'user', key: user.id, before: userFields(user) });
    });
  },
};
