import { Academy } from '../domains/auth/academy.entity';
import { smsCostPaisa, smsParts } from '../rules/sms';
import { primaryMobile } from '../rules/mobile';
import type { Ctx } from './context';
import { OutboxMessage } from './outbox.entity';

export interface SmsMessage {
  /** The tenant the message is sent for (and charged to). */
  code: string;
  kind: 'admission' | 'receipt' | 'manual';
  /** A mobile field; the first number is used. */
  receiver: string;
  body: string;
}

/**
 * The SMS gateway (DESIGN §10). The default records every message in the outbox table, charging the
 * academy's SMS balance per part; with no balance left, or past the balance expiry, it records the
 * message as failed (balanceFinishde). A real provider plugs in here, behind the same call.
 */
export async function sendSms(ctx: Ctx, message: SmsMessage): Promise<OutboxMessage> {
  const parts = smsParts(message.body);
  const cost = smsCostPaisa(message.body);
  const receiver = primaryMobile(message.receiver);
  return ctx.db.transaction(async (em) => {
    const academies = em.getRepository(Academy);
    const outbox = em.getRepository(OutboxMessage);
    const academy = await academies.findOneByOrFail({ code: message.code });
    const balanceValid = !academy.balanceExpiry || ctx.clock.today() < academy.balanceExpiry;
    // Never oversell: the balance is taken only while it covers the cost.
    const charged = balanceValid && cost > 0
      ? (await em.createQueryBuilder().update(Academy).set({ smsBalance: () => `smsBalance - ${cost}` })
          .where('code = :code AND smsBalance >= :cost', { code: message.code, cost }).execute()).affected === 1
      : false;
    return outbox.save(outbox.create({
      code: message.code, kind: message.kind, receiver, body: message.body, parts,
      costPaisa: charged ? cost : 0, status: charged ? 'sent' : 'failed', error: charged ? '' : 'balanceFinishde',
    }));
  });
}
