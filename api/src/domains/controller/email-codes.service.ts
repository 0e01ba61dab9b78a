import { randomInt } from 'node:crypto';
import { MoreThan, Not } from 'typeorm';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { checkPassword, hashPassword } from '../../platform/passwords';
import { writeTransaction } from '../../platform/transactions';
import { Academy } from '../auth/academy.entity';
import { EmailCode } from './email-code.entity';
import { mailerOf } from './mailer';

const bodyOf = (otp: string) => `Your Talim code is ${otp}. It is valid for 10 minutes. / আপনার তালীম কোড ${otp}, ১০ মিনিট বৈধ।`;
const MASK = '••••••';

/** A code lives ten minutes, allows five wrong tries, and a new one is given at most once a minute per address. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_TRIES = 5;
export const EMAIL_CODE_COOLDOWN_MS = 60_000;

const normal = (email: string) => email.trim().toLowerCase();

export const emailCodes = {
  /**
   * Sends a new six-digit code to the address (spec `/email/send_code/{email}`); earlier codes of
   * the address stop working. Public, so budgeted: one a minute per address, and each address
   * and each caller's network address spend the public-writes budget (tooManyAttempts).
   *
   * Delivery (mailer.ts): with SMTP_URL set the message goes out through nodemailer after the row
   * is committed; once sent the row keeps the text with the code masked (status `sent`). A failed
   * send voids the code (used, status `failed`) and answers notWorked; it does not start the
   * one-a-minute wait. Without SMTP the row is the outbox (`queued`) and the message is logged.
   */
  async send(ctx: Ctx, rawEmail: string): Promise<void> {
    const email = normal(rawEmail);
    const now = ctx.clock.now().getTime();
    const latest = await ctx.db.getRepository(EmailCode).findOne({
      where: { email, status: Not('failed'), expiresAt: MoreThan(now + EMAIL_CODE_TTL_MS - EMAIL_CODE_COOLDOWN_MS) }, order: { id: 'DESC' },
    });
    if (latest) {
      const seconds = Math.max(1, Math.ceil((Number(latest.expiresAt) - EMAIL_CODE_TTL_MS + EMAIL_CODE_COOLDOWN_MS - now) / 1000));
      throw new AppError('tooManyAttempts', { seconds });
    }
    await ctx.limits.publicWrites.spend(`email-code:${email}`);
    await ctx.limits.publicWrites.spend(`email-code-ip:${ctx.ip}`);
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const otpHash = await hashPassword(otp);
    const academy = await ctx.db.getRepository(Academy).findOne({ where: { email }, select: { code: true } });
    const mailer = mailerOf();
    const id = await writeTransaction(ctx, async (em) => {
      await em.getRepository(EmailCode).update({ email, used: false }, { used: true });
      const inserted = await em.getRepository(EmailCode).insert({
        code: academy?.code ?? '', email, otpHash, expiresAt: now + EMAIL_CODE_TTL_MS, status: 'queued', body: bodyOf(otp),
      });
      return Number(inserted.identifiers[0].id);
    });
    if (mailer.name === 'outbox') {
      ctx.log.info({ emailCode: id, to: email, body: bodyOf(otp) }, 'e-mail code queued (no SMTP_URL): outbox only');
      return;
    }
    const sent = await mailer.send({ to: email, subject: 'Talim code / তালীম কোড', text: bodyOf(otp) });
    if (!sent.ok) {
      await ctx.db.getRepository(EmailCode).update({ id }, { used: true, status: 'failed' });
      ctx.log.warn({ emailCode: id, detail: sent.detail }, 'e-mail code not sent');
      throw new AppError('notWorked');
    }
    await ctx.db.getRepository(EmailCode).update({ id }, { status: 'sent', body: bodyOf(MASK) });
  },

  /**
   * Checks a code (spec `/email/varify_code/{email}` with `otp`): the address's latest unused,
   * unexpired code. A wrong code counts a try (incorrectCode); the fifth wrong try, an expired or
   * a used code, or none at all answer incorrectCode too, so nothing tells which. A right code is
   * used up.
   */
  async verify(ctx: Ctx, rawEmail: string, otp: string): Promise<void> {
    const email = normal(rawEmail);
    const now = ctx.clock.now().getTime();
    await writeTransaction(ctx, async (em) => {
      const sqlite = em.connection.options.type === 'better-sqlite3';
      const row = await em.getRepository(EmailCode).findOne({
        where: { email, used: false }, order: { id: 'DESC' }, ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }),
      });
      if (!row || Number(row.expiresAt) <= now || row.attempts >= EMAIL_CODE_TRIES) throw new AppError('incorrectCode', { field: 'otp' });
      if (!/^\d{6}$/.test(otp) || !(await checkPassword(otp, row.otpHash))) {
        await em.getRepository(EmailCode).increment({ id: row.id }, 'attempts', 1);
        return 'wrong';
      }
      await em.getRepository(EmailCode).update({ id: row.id }, { used: true });
      return 'right';
    }).then((outcome) => {
      // The wrong try is counted (committed) before the refusal.
      if (outcome === 'wrong') throw new AppError('incorrectCode', { field: 'otp' });
    });
  },
};
