import { In, type EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Student } from '../education/student.entity';
import { GuardianChild } from './guardian-children.entity';

/** Most children one guardian user is linked to. */
export const MAX_CHILDREN = 30;

/**
 * The one check of every guardian read (result, homework, fees, payments, attendance): a guardian
 * reads only the children the office linked to them; any other admit number is sorryNotFound, as
 * if the student did not exist. Other users of the academy (the office) are not limited here.
 * Call it after authorize().
 */
export async function assertGuardianChild(ctx: Ctx, admitNo: number | null | undefined): Promise<void> {
  const user = ctx.actor?.user;
  if (!user || user.type !== 'guardian') return;
  const linked = Number.isInteger(admitNo)
    && await ctx.db.getRepository(GuardianChild).existsBy({ code: tenant(ctx), userId: user.id, admitNo: admitNo! });
  if (!linked) throw new AppError('sorryNotFound');
}

export const guardianChildren = {
  /**
   * The office's list of admit numbers for a guardian user, checked before anything is written:
   * each one an admitted student of the academy, else sorryNotFound naming it; repeats collapse.
   */
  async checked(ctx: Ctx, admitNos: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(admitNos)].sort((a, b) => a - b);
    if (wanted.length > MAX_CHILDREN) throw new AppError('invalidValue', { field: 'admitNos' });
    if (!wanted.length) return wanted;
    const found = await ctx.db.getRepository(Student).find({ select: { admitNo: true }, where: { code: tenant(ctx), admitNo: In(wanted) } });
    const known = new Set(found.map((s) => s.admitNo));
    const missing = wanted.find((n) => !known.has(n));
    if (missing !== undefined) throw new AppError('sorryNotFound', { field: 'admitNos', admitNo: missing });
    return wanted;
  },

  /** Replaces a user's links (inside the caller's transaction); a user who is not a guardian keeps none. */
  async replace(em: EntityManager, code: string, userId: number, admitNos: readonly number[]): Promise<void> {
    const repo = em.getRepository(GuardianChild);
    await repo.delete({ code, userId });
    if (admitNos.length) await repo.insert(admitNos.map((admitNo) => ({ code, userId, admitNo })));
  },

  /** Admit numbers per user of the academy, in one query (the users list). */
  async admitNosOf(ctx: Ctx, userIds: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (!userIds.length) return out;
    const rows = await ctx.db.getRepository(GuardianChild).find({ where: { code: tenant(ctx), userId: In([...userIds]) }, order: { admitNo: 'ASC' } });
    for (const r of rows) out.get(r.userId)?.push(r.admitNo);
    return out;
  },

  /** The signed-in guardian's children (the guardian home), by admit number; any user sees their own (none for staff). */
  async mine(ctx: Ctx): Promise<Student[]> {
    authorize(ctx, { permission: 'guardian.read' });
    const links = await ctx.db.getRepository(GuardianChild).find({ where: { code: tenant(ctx), userId: ctx.actor!.user.id }, order: { admitNo: 'ASC' } });
    if (!links.length) return [];
    return ctx.db.getRepository(Student).find({ where: { code: tenant(ctx), admitNo: In(links.map((l) => l.admitNo)) }, order: { admitNo: 'ASC' } });
  },
};
