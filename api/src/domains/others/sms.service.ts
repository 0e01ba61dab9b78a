import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { OutboxMessage } from '../../platform/outbox.entity';
import { messagesForBalance } from '../../rules/sms';
import { Academy } from '../auth/academy.entity';
import type { SmsBalanceView, SmsOutboxItemView } from './sms.types';

export const OUTBOX_MAX_LIMIT = 100;

export function outboxView(m: OutboxMessage): SmsOutboxItemView {
  return {
    id: m.id, kind: m.kind, receiver: m.receiver, body: m.body, parts: m.parts, cost: m.costPaisa,
    status: m.status, error: m.error, createdAt: new Date(m.createdAt).toISOString(),
  };
}

/** REST: snake_case fields. */
export function outboxRest(m: OutboxMessage) {
  return {
    id: m.id, code: m.code, kind: m.kind, receiver: m.receiver, body: m.body, parts: m.parts, cost: m.costPaisa,
    status: m.status, error: m.error, created_at: new Date(m.createdAt).toISOString(),
  };
}

/** The balance can be spent while there is no expiry or today is before it (as sendSms charges). */
export function balanceValid(balanceExpiry: string, today: string): boolean {
  return !balanceExpiry || today < balanceExpiry;
}

export const smsService = {
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
