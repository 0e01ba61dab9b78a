import { Student } from '../education/student.entity';
import type { Ctx, VisitorSession } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { signToken } from '../../platform/tokens';
import { Academy } from './academy.entity';
import { Visitor } from './visitor.entity';
import type { VisitorApplicationView, VisitorUserView } from './visitor.types';

const academyBySlug = async (ctx: Ctx, slug: string): Promise<Academy | null> =>
  ctx.db.getRepository(Academy).findOneBy({ slug: String(slug ?? '').trim().toLowerCase() });

const userView = (v: Pick<Visitor, 'id' | 'code' | 'email'>, a: Academy): VisitorUserView => ({
  id: v.id, code: v.code, email: v.email, type: 'visitor', academyName: a.name, slug: a.slug,
});

/** The signed-in visitor if they signed in on this academy's site, else null. */
function visitorOf(ctx: Ctx, academy: Academy): VisitorSession | null {
  return ctx.visitor && ctx.visitor.code === academy.code ? ctx.visitor : null;
}

/**
 * Visitors of the public sites (spec doc 2 §7 "visitor sign-in sends visitorEmail and returns a
 * user"; doc 1 §2 the public result and online admission "as a visitor"). A visitor signs in on one
 * academy's site with an e-mail alone and gets a session of the visitor kind: it names no academy
 * user, so every office call stays refused (loginError); their online applications to that academy
 * are linked to them and they can follow them. Sign-ins write a row the first time, so they spend
 * the per-address budget of the public writes (tooManyAttempts).
 */
export const visitorService = {
  async signIn(ctx: Ctx, slug: string, visitorEmail: string): Promise<{ user: VisitorUserView; token: string }> {
    const academy = await academyBySlug(ctx, slug);
    if (!academy) throw new AppError('sorryNotFound');
    await ctx.limits.publicWrites.spend(`visitor:${ctx.ip}`);
    const email = visitorEmail.trim().toLowerCase();
    const repo = ctx.db.getRepository(Visitor);
    let visitor = await repo.findOneBy({ code: academy.code, email });
    if (!visitor) {
      try {
        visitor = await repo.save(repo.create({ code: academy.code, email }));
      } catch (e) {
        // Two first sign-ins of one address at once: the other one made the row.
        if (!isUniqueViolation(e)) throw e;
        visitor = await repo.findOneByOrFail({ code: academy.code, email });
      }
    }
    const token = signToken(ctx.config.jwtSecret, { kind: 'visitor', id: visitor.id, version: visitor.tokenVersion });
    ctx.session.issue('visitor', token);
    return { user: userView(visitor, academy), token };
  },

  /** The visitor signed in on this academy's site, or null (signed in elsewhere counts as not here). */
  async me(ctx: Ctx, slug: string): Promise<VisitorUserView | null> {
    const academy = await academyBySlug(ctx, slug);
    const v = academy && visitorOf(ctx, academy);
    return v ? userView(v, academy) : null;
  },

  /** Ends the visitor's session: this token and every earlier one of theirs stop working. */
  async signOut(ctx: Ctx): Promise<boolean> {
    if (ctx.visitor) await ctx.db.getRepository(Visitor).increment({ id: ctx.visitor.id }, 'tokenVersion', 1);
    ctx.session.clear('visitor');
    return true;
  },

  /**
   * The signed-in visitor's online applications to this academy, newest first. Not signed in:
   * loginError; a visitor of another academy: authorRequired (they see nothing of this one).
   */
  async applications(ctx: Ctx, slug: string): Promise<VisitorApplicationView[]> {
    if (!ctx.visitor) throw new AppError('loginError');
    const academy = await academyBySlug(ctx, slug);
    if (!academy) throw new AppError('sorryNotFound');
    const v = visitorOf(ctx, academy);
    if (!v) throw new AppError('authorRequired');
    const rows = await ctx.db.getRepository(Student).find({ where: { code: academy.code, visitorId: v.id }, order: { id: 'DESC' }, take: 100 });
    return rows.map((s) => ({
      formNo: s.formNo, name: s.name, choosingClass: s.choosingClass, date: s.date, admitNo: s.admitNo,
      admittedClass: s.admitNo != null ? s.admittedClass : '',
      status: s.admitNo != null ? 'admitted' : s.approval === 'admissionNotPossible' ? 'admissionNotPossible' : 'pending',
    }));
  },
};
