import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { auditJson } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import { isIsoDate } from '../../rules/dates';
import { emailSlug, RESERVED_SLUGS } from '../../rules/email';
import { isValidMobileField } from '../../rules/mobile';
import { Academy, type AcademyType } from '../auth/academy.entity';
import { academyView } from '../auth/auth.presenter';
import { User } from '../auth/user.entity';
import { Student } from '../education/student.entity';
import { balanceValid } from '../others/sms.service';
import { authorizeOperator } from './access';
import { ControllerAudit, type AuditAction } from './controller-audit.entity';
import type { ControllerAcademyInput, ControllerAcademyView, ControllerAuditView, ControllerBalanceInput } from './controller.types';

/**
 * A change of an academy's terms: the fields given are changed, the others kept (the GraphQL form
 * gives activation, expiryDate and bill; the spec's REST form any of them, and balanceExpiry).
 */
export interface AcademyTermsChange {
  code: string;
  activation?: boolean | null;
  expiryDate?: string | null;
  bill?: number | null;
  balanceExpiry?: string | null;
}

/** The academy fields an audit row records (what the controller may change, and what identifies the academy). */
function auditFields(a: Academy) {
  return {
    code: a.code, name: a.name, email: a.email, activation: a.activation, expiryDate: a.expiryDate,
    bill: a.bill, smsBalance: a.smsBalance, balanceExpiry: a.balanceExpiry,
  };
}

async function audit(ctx: Ctx, em: EntityManager, code: string, action: AuditAction, before: object | null, after: object | null): Promise<void> {
  const repo = em.getRepository(ControllerAudit);
  await repo.insert(repo.create({
    code, action, actorId: ctx.controller!.id, actorEmail: ctx.controller!.email,
    before: auditJson(before), after: auditJson(after),
  }));
}

/** The academy of this code, its row locked for the rest of the transaction (MySQL), or sorryNotFound. */
async function lockedAcademy(em: EntityManager, code: string): Promise<Academy> {
  // SQLite has no row locks: its one writer at a time already serialises the transaction.
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const academy = await em.getRepository(Academy).findOne({ where: { code }, ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }) });
  if (!academy) throw new AppError('sorryNotFound');
  return academy;
}

function checkDate(value: string, field: string, allowEmpty: boolean): void {
  if (value === '' ? !allowEmpty : !isIsoDate(value)) throw new AppError('invalidValue', { field });
}

export function controllerAcademyView(a: Academy, studentCount: number, today: string): ControllerAcademyView {
  return { ...academyView(a, today), studentCount, balanceExpired: !balanceValid(a.balanceExpiry, today) };
}

export function auditView(row: ControllerAudit): ControllerAuditView {
  return {
    id: row.id, academyCode: row.code, action: row.action, actorEmail: row.actorEmail,
    before: row.before, after: row.after, createdAt: row.createdAt,
  };
}

export { audit as writeAudit, auditFields };

export const controllerAcademies = {
  /** Every academy, newest first, with its admitted students on the rolls counted. */
  async list(ctx: Ctx): Promise<ControllerAcademyView[]> {
    authorizeOperator(ctx, 'controller.read');
    const academies = await ctx.db.getRepository(Academy).find({ order: { id: 'DESC' } });
    const counts = await ctx.db.getRepository(Student).createQueryBuilder('s')
      .select('s.code', 'code').addSelect('COUNT(*)', 'n')
      .where('s.admitNo IS NOT NULL').andWhere("s.condition = 'in'")
      .groupBy('s.code').getRawMany<{ code: string; n: string | number }>();
    const byCode = new Map(counts.map((c) => [c.code, Number(c.n)]));
    const today = ctx.clock.today();
    return academies.map((a) => controllerAcademyView(a, byCode.get(a.code) ?? 0, today));
  },

  /** The audit log of one academy (or of every academy when code is empty), newest first. */
  async auditLog(ctx: Ctx, code: string): Promise<ControllerAuditView[]> {
    authorizeOperator(ctx, 'controller.read');
    const rows = await ctx.db.getRepository(ControllerAudit).find({
      where: code ? { code } : {}, order: { id: 'DESC' }, take: 500,
    });
    return rows.map(auditView);
  },

  /**
   * A new academy with its first user (superUser, the academy's e-mail and password), on the
   * terms the controller sets (activation, expiry date, bill); no session is started.
   */
  async create(ctx: Ctx, input: ControllerAcademyInput): Promise<ControllerAcademyView> {
    authorizeOperator(ctx, 'controller.write');
    if (input.password !== input.cpassword) throw new AppError('notConfirmedPassword', { field: 'cpassword' });
    if (!isValidMobileField(input.mobile)) throw new AppError('checkMobile', { field: 'mobile' });
    checkDate(input.expiryDate, 'expiryDate', true);
    const email = input.email.trim().toLowerCase();
    const slug = emailSlug(email);
    if (!slug || RESERVED_SLUGS.has(slug)) throw new AppError('duplicateNotPossible', { field: 'email' });
    const taken = (await ctx.db.getRepository(Academy).exists({ where: [{ email }, { slug }] }))
      || (await ctx.db.getRepository(User).existsBy({ email }));
    if (taken) throw new AppError('duplicateNotPossible', { field: 'email' });
    const passwordHash = await hashPassword(input.password);
    // A code is never one an audit row names: a deleted academy's code is not given again.
    const academy = await writeTransaction(ctx, async (em) => {
      let code = '';
      for (let attempt = 0; attempt < 20 && !code; attempt++) {
        const candidate = String(randomInt(100000, 1000000));
        const used = (await em.getRepository(Academy).existsBy({ code: candidate }))
          || (await em.getRepository(ControllerAudit).existsBy({ code: candidate }));
        if (!used) code = candidate;
      }
      if (!code) throw new AppError('setupError');
      const saved = await em.getRepository(Academy).save(em.getRepository(Academy).create({
        code, slug, email, name: input.name.trim(), address: input.address.trim(),
        englishName: input.englishName.trim(), englishAddress: input.englishAddress.trim(),
        country: input.country.toUpperCase(), mobile: input.mobile.trim(), academyType: input.academyType as AcademyType,
        numberOfStudents: input.numberOfStudents, language: input.language,
        activation: input.activation, expiryDate: input.expiryDate, bill: input.bill,
      }));
      await em.getRepository(User).save(em.getRepository(User).create({
        code, email, type: 'superUser', firstName: input.name.trim().slice(0, 80), lastName: '', passwordHash,
      }));
      await audit(ctx, em, code, 'create', null, auditFields(saved));
      return saved;
    });
    return controllerAcademyView(academy, 0, ctx.clock.today());
  },

  /**
   * Activation, expiry date, bill and balance expiry of any academy: only the fields given (none
   * given: requiredField on activation, nothing written); the row is locked so before/after are exact.
   */
  async update(ctx: Ctx, input: AcademyTermsChange): Promise<ControllerAcademyView> {
    authorizeOperator(ctx, 'controller.write');
    const change: Partial<Pick<Academy, 'activation' | 'expiryDate' | 'bill' | 'balanceExpiry'>> = {};
    if (input.activation !== undefined && input.activation !== null) change.activation = input.activation;
    if (input.expiryDate !== undefined && input.expiryDate !== null) {
      checkDate(input.expiryDate, 'expiryDate', true);
      change.expiryDate = input.expiryDate;
    }
    if (input.bill !== undefined && input.bill !== null) change.bill = input.bill;
    if (input.balanceExpiry !== undefined && input.balanceExpiry !== null) {
      checkDate(input.balanceExpiry, 'balanceExpiry', false);
      change.balanceExpiry = input.balanceExpiry;
    }
    if (!Object.keys(change).length) throw new AppError('requiredField', { field: 'activation' });
    const academy = await writeTransaction(ctx, async (em) => {
      const row = await lockedAcademy(em, input.code);
      const before = auditFields(row);
      Object.assign(row, change);
      await em.getRepository(Academy).update({ id: row.id }, change);
      await audit(ctx, em, row.code, 'update', before, auditFields(row));
      return row;
    });
    return (await this.one(ctx, academy.code));
  },

  /** SMS balance top-up (spec `update_balances`): adds taka (kept as paisa) to the balance and sets its expiry. */
  async topUp(ctx: Ctx, input: ControllerBalanceInput): Promise<ControllerAcademyView> {
    authorizeOperator(ctx, 'controller.write');
    checkDate(input.balanceExpiry, 'balanceExpiry', false);
    const paisa = Math.round(input.amount * 100);
    await writeTransaction(ctx, async (em) => {
      const row = await lockedAcademy(em, input.code);
      const before = auditFields(row);
      if (row.smsBalance + paisa > 2_000_000_000) throw new AppError('invalidValue', { field: 'amount' });
      await em.getRepository(Academy).createQueryBuilder().update(Academy)
        .set({ smsBalance: () => `smsBalance + ${paisa}`, balanceExpiry: input.balanceExpiry })
        .where('id = :id', { id: row.id }).execute();
      const after = await em.getRepository(Academy).findOneByOrFail({ id: row.id });
      await audit(ctx, em, row.code, 'topUp', before, auditFields(after));
    });
    return this.one(ctx, input.code);
  },

  /**
   * Deletes an academy and every row of every table that carries its institute code (its users,
   * students, accounts… all of it), in one transaction. The audit rows stay (they name the code,
   * which is never given to a new academy by the controller). Uploaded files stay on disk.
   */
  async remove(ctx: Ctx, code: string): Promise<void> {
    authorizeOperator(ctx, 'controller.write');
    await writeTransaction(ctx, async (em) => {
      const row = await lockedAcademy(em, code);
      const before = auditFields(row);
      for (const meta of ctx.db.entityMetadatas) {
        if (meta.target === Academy || meta.target === ControllerAudit || !meta.findColumnWithPropertyName('code')) continue;
        await em.createQueryBuilder().delete().from(meta.target).where('code = :code', { code: row.code }).execute();
      }
      await em.getRepository(Academy).delete({ id: row.id });
      await audit(ctx, em, row.code, 'delete', before, null);
    });
  },

  async one(ctx: Ctx, code: string): Promise<ControllerAcademyView> {
    const academy = await ctx.db.getRepository(Academy).findOneBy({ code });
    if (!academy) throw new AppError('sorryNotFound');
    const studentCount = await ctx.db.getRepository(Student).createQueryBuilder('s')
      .where('s.code = :code', { code }).andWhere('s.admitNo IS NOT NULL').andWhere("s.condition = 'in'").getCount();
    return controllerAcademyView(academy, studentCount, ctx.clock.today());
  },
};
