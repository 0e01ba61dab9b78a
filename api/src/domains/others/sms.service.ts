import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { OutboxMessage } from '../../platform/outbox.entity';
import { sendEventSms, settleStalePending, startSmsBatch } from '../../platform/sms';
import { feesService } from '../accounts/fees.service';
import type { FeeSheetArgs } from '../accounts/fees.types';
import { settingsOf } from './settings.service';
import { isValidMobileField } from '../../rules/mobile';
import { messagesForBalance, uniqueMobiles } from '../../rules/sms';
import { Staff } from '../administration/staff.entity';
import { Academy } from '../auth/academy.entity';
import { In } from 'typeorm';
import { Student } from '../education/student.entity';
import type { SendSmsInput, SmsBalanceView, SmsBatchView, SmsEventsSentView, SmsOutboxItemView, SmsReceiversInput, SmsReceiversView } from './sms.types';

export const OUTBOX_MAX_LIMIT = 100;

export function outboxView(m: OutboxMessage): SmsOutboxItemView {
  return {
    id: m.id, kind: m.kind, receiver: m.receiver, body: m.body, parts: m.parts, cost: m.costPaisa,
    status: m.status, error: m.error, createdAt: new Date(m.createdAt).toISOString(), batch: m.batch,
  };
}

/** REST: snake_case fields. */
export function outboxRest(m: OutboxMessage) {
  return {
    id: m.id, code: m.code, kind: m.kind, receiver: m.receiver, body: m.body, parts: m.parts, cost: m.costPaisa,
    status: m.status, error: m.error, created_at: new Date(m.createdAt).toISOString(), batch: m.batch,
  };
}

/** The balance can be spent while there is no expiry or today is before it (as sendSms charges). */
export function balanceValid(balanceExpiry: string, today: string): boolean {
  return !balanceExpiry || today < balanceExpiry;
}

/** Who a send goes to, each mobile once (the guardian mode also names the student it matched). */
async function receiversOf(ctx: Ctx, input: SmsReceiversInput): Promise<SmsReceiversView> {
  const code = tenant(ctx);
  const students = ctx.db.getRepository(Student);
  switch (input.mode) {
    case 'guardian': {
      if (!input.admitNo) throw new AppError('requiredField', { field: 'admitNo' });
      const s = await students.findOneBy({ code, admitNo: input.admitNo });
      if (!s) throw new AppError('sorryNotFound');
      return {
        mobiles: uniqueMobiles([s.fatherMobile]),
        student: { admitNo: input.admitNo, name: s.name, fatherName: s.fatherName, className: s.admittedClass, groupName: s.groupName, mobile: s.fatherMobile },
      };
    }
    case 'class':
    case 'guardians': {
      const q = students.createQueryBuilder('s').select('s.fatherMobile', 'mobile')
        .where('s.code = :code AND s.condition = :in AND s.admitNo IS NOT NULL', { code, in: 'in' });
      if (input.mode === 'class') {
        if (!input.className?.trim()) throw new AppError('requiredField', { field: 'className' });
        q.andWhere('s.admittedClass = :className', { className: input.className });
        if (input.groupName) q.andWhere('s.groupName = :groupName', { groupName: input.groupName });
      }
      const rows = await q.orderBy('s.admitNo', 'ASC').getRawMany<{ mobile: string }>();
      return { mobiles: uniqueMobiles(rows.map((r) => r.mobile)), student: null };
    }
    case 'staff': {
      const rows = await ctx.db.getRepository(Staff).find({ select: { mobile: true }, where: { code }, order: { id: 'ASC' } });
      return { mobiles: uniqueMobiles(rows.map((r) => r.mobile)), student: null };
    }
    case 'numbers': {
      const given = (input.mobiles ?? []).map((m) => m.trim()).filter(Boolean);
      if (!given.length) throw new AppError('requiredField', { field: 'mobiles' });
      if (!given.every(isValidMobileField)) throw new AppError('checkMobile');
      return { mobiles: uniqueMobiles(given), student: null };
    }
    default:
      throw new AppError('invalidValue', { field: 'mode' });
  }
}

export const smsService = {
  /** Who a send would reach (the compose screen shows the count, the cost and the matched student). */
  async receivers(ctx: Ctx, input: SmsReceiversInput): Promise<SmsReceiversView> {
    authorize(ctx, { permission: 'sms.send' });
    return receiversOf(ctx, input);
  },

  /**
   * A manual send (issue 12): receivers by mode; the whole cost charged at once or refused with
   * balanceFinishde (nothing charged or logged); the messages are then delivered in the background.
   */
  async send(ctx: Ctx, input: SendSmsInput): Promise<SmsBatchView> {
    authorize(ctx, { permission: 'sms.send' });
    const { mobiles } = await receiversOf(ctx, input);
    if (!mobiles.length) throw new AppError('sorryNotFound');
    const started = await startSmsBatch(ctx, tenant(ctx), mobiles, input.body);
    return smsService.batch(ctx, started.batch);
  },

  /**
   * The fee-due event message (issue 12) for one fee sheet (a class, a fee title, a month): each
   * student who owes for it gets the academy's fee-due text once per fee, period and student; run it
   * again and only new debtors are messaged. Refused with notWorked while the switch is off.
   */
  async sendFeeDue(ctx: Ctx, args: FeeSheetArgs): Promise<SmsEventsSentView> {
    authorize(ctx, { permission: 'sms.send' });
    const code = tenant(ctx);
    if (!(await settingsOf(ctx.db, code)).feeDueSms) throw new AppError('notWorked', { field: 'feeDueSms' });
    const sheet = await feesService.sheet(ctx, args);
    const debtors = sheet.rows.filter((r) => r.owed > 0);
    const mobiles = new Map((debtors.length ? await ctx.db.getRepository(Student).find({ select: { id: true, fatherMobile: true }, where: { code, id: In(debtors.map((r) => r.providerId)) } }) : [])
      .map((s) => [s.id, s.fatherMobile]));
    const result = { sent: 0, failed: 0, repeated: 0, skipped: sheet.rows.length - debtors.length };
    for (const r of debtors) {
      const receiver = mobiles.get(r.providerId) ?? '';
      if (!uniqueMobiles([receiver]).length) { result.skipped++; continue; }
      const m = await sendEventSms(ctx, {
        code, kind: 'feeDue', key: `${sheet.department}:${sheet.subject}:${sheet.period}:${r.providerId}`, receiver,
        values: { name: r.name, class: [sheet.className, r.groupName].filter(Boolean).join(' '), admitNo: r.admitNo, month: sheet.period, amount: r.owed },
      });
      if (!m) result.repeated++;
      else if (m.status === 'failed') result.failed++;
      else result.sent++;
    }
    return result;
  },

  /** A send's progress: its messages by status (sorryNotFound for another academy's or an unknown send). */
  async batch(ctx: Ctx, batch: string): Promise<SmsBatchView> {
    authorize(ctx, { permission: 'sms.read' });
    await settleStalePending(ctx, tenant(ctx), batch);
    const rows = batch ? await ctx.db.getRepository(OutboxMessage).createQueryBuilder('m')
      .select('m.status', 'status').addSelect('COUNT(*)', 'n').addSelect('SUM(m.costPaisa)', 'cost')
      .where('m.code = :code AND m.batch = :batch', { code: tenant(ctx), batch })
      .groupBy('m.status').getRawMany<{ status: string; n: string | number; cost: string | number | null }>() : [];
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    const view = {
      batch, pending: count('pending'), sent: count('sent'), failed: count('failed'),
      total: rows.reduce((sum, r) => sum + Number(r.n), 0), costPaisa: rows.reduce((sum, r) => sum + Number(r.cost ?? 0), 0),
    };
    if (!view.total) throw new AppError('sorryNotFound');
    return view;
  },

  /** The academy's sent and failed messages, newest first (the message service group). */
  async outbox(ctx: Ctx, page = 1, limit = 20): Promise<{ items: OutboxMessage[]; total: number }> {
    authorize(ctx, { permission: 'sms.read' });
    const take = Math.min(Math.max(Math.trunc(Number(limit)) || 20, 1), OUTBOX_MAX_LIMIT);
    const skip = (Math.max(Math.trunc(Number(page)) || 1, 1) - 1) * take;
    const [items, total] = await ctx.db.getRepository(OutboxMessage).findAndCount({
      where: { code: tenant(ctx) }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take,
    });
    return { items, total };
  },

  async balance(ctx: Ctx): Promise<SmsBalanceView> {
    authorize(ctx, { permission: 'sms.read' });
    const academy = await ctx.db.getRepository(Academy).findOneByOrFail({ code: tenant(ctx) });
    return {
      balance: academy.smsBalance / 100,
      balancePaisa: academy.smsBalance,
      messages: messagesForBalance(academy.smsBalance),
      balanceExpiry: academy.balanceExpiry,
      valid: balanceValid(academy.balanceExpiry, ctx.clock.today()),
    };
  },
};
