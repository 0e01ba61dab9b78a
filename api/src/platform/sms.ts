import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { Academy } from '../domains/auth/academy.entity';
import type { AcademySettings } from '../domains/others/settings.entity';
import { settingsOf } from '../domains/others/settings.service';
import { fillSmsText, MAX_SMS_LENGTH, smsCostPaisa, smsParts } from '../rules/sms';
import { primaryMobile } from '../rules/mobile';
import type { Ctx } from './context';
import { isUniqueViolation } from './db-errors';
import { AppError } from './errors';
import { OutboxMessage } from './outbox.entity';
import { retrying, writeTransaction } from './transactions';

export interface SmsMessage {
  /** The tenant the message is sent for (and charged to). */
  code: string;
  kind: 'admission' | 'receipt' | 'manual' | 'absence' | 'feeDue' | 'result';
  /** A mobile field; the first number is used. */
  receiver: string;
  body: string;
  /** An event message's once-only key (issue 12): a second send with the same key is not made. */
  eventKey?: string;
}

/** What a gateway answers for one message: delivered, or failed with a catalogue key (and the provider's words, logged). */
export type GatewayResult = { ok: true } | { ok: false; error: 'notWorked'; detail: string };

export interface SmsGateway {
  name: string;
  deliver(receiver: string, body: string): Promise<GatewayResult>;
}

/** The default gateway: the outbox row is the message (DESIGN §10); nothing leaves the server. */
export const outboxGateway: SmsGateway = { name: 'outbox', deliver: async () => ({ ok: true }) };

/**
 * BulkSMSBD (bulksmsbd.net), its documented HTTP API:
 *   GET {SMS_API_URL}?api_key=KEY&type=text&number=8801XXXXXXXXX&senderid=SENDER&message=TEXT
 * (type=text for plain text; `unicode` for Bengali/Arabic). It answers JSON
 *   { "response_code": 202, "message_id": 12345, "success_message": "SMS Submitted Successfully", "error_message": "" }
 * and on failure another response_code (1001 invalid number, 1002 sender id not correct, 1007 balance
 * insufficient, 1011 user id not found, 1032 IP not whitelisted, …) with error_message. Only 202 is a
 * delivery; anything else (or no answer within the timeout) is a failed message with the key notWorked.
 */
export function bulkSmsBdGateway(sms: Config['sms'], timeoutMs = 15_000): SmsGateway {
  return {
    name: 'bulksmsbd',
    async deliver(receiver, body) {
      const url = new URL(sms.apiUrl);
      url.searchParams.set('api_key', sms.apiKey);
      url.searchParams.set('type', smsParts(body) > 0 && /^[\x20-\x7E\r\n]*$/.test(body) ? 'text' : 'unicode');
      url.searchParams.set('number', bdNumber(receiver));
      url.searchParams.set('senderid', sms.senderId);
      url.searchParams.set('message', body);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        const text = await res.text();
        let answer: { response_code?: unknown; error_message?: unknown } = {};
        try { answer = JSON.parse(text) as typeof answer; } catch { /* not JSON: a failure below */ }
        if (res.ok && Number(answer.response_code) === 202) return { ok: true };
        return { ok: false, error: 'notWorked', detail: `${res.status} ${String(answer.response_code ?? '')} ${String(answer.error_message ?? text).slice(0, 200)}` };
      } catch (e) {
        return { ok: false, error: 'notWorked', detail: (e as Error).message };
      }
    },
  };
}

/** BulkSMSBD wants the number with the country code: 01711000000 → 8801711000000. */
export function bdNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.startsWith('0') && digits.length === 11 ? `88${digits}` : digits;
}

/** The configured gateway (SMS_GATEWAY); the outbox when there is no config (scripts, tests that pass only a database). */
export function gatewayOf(config: Config | undefined): SmsGateway {
  return config?.sms.gateway === 'bulksmsbd' ? bulkSmsBdGateway(config.sms) : outboxGateway;
}

/** The balance can be spent: no expiry, or today before it. */
export const balanceUsable = (academy: Pick<Academy, 'balanceExpiry'>, today: string) => !academy.balanceExpiry || today < academy.balanceExpiry;

/** Takes `cost` from the academy's balance only while it covers it (atomic conditional UPDATE); true when taken. */
async function charge(em: import('typeorm').EntityManager, code: string, cost: number): Promise<boolean> {
  const r = await em.createQueryBuilder().update(Academy).set({ smsBalance: () => `smsBalance - ${cost}` })
    .where('code = :code AND smsBalance >= :cost', { code, cost }).execute();
  return r.affected === 1;
}

/** Gives back what a failed message cost. */
async function refund(ctx: Pick<Ctx, 'db'>, code: string, cost: number): Promise<void> {
  if (cost <= 0) return;
  await ctx.db.createQueryBuilder().update(Academy).set({ smsBalance: () => `smsBalance + ${cost}` }).where('code = :code', { code }).execute();
}

/** Hands a charged, recorded message to the gateway; a failure marks it failed and refunds its cost. */
async function deliver(ctx: Pick<Ctx, 'db' | 'config' | 'log'>, gateway: SmsGateway, m: OutboxMessage): Promise<OutboxMessage> {
  const result = await gateway.deliver(m.receiver, m.body);
  const outbox = ctx.db.getRepository(OutboxMessage);
  if (result.ok) {
    if (m.status !== 'sent') await outbox.update({ id: m.id }, { status: 'sent' });
    return Object.assign(m, { status: 'sent' });
  }
  ctx.log?.warn({ gateway: gateway.name, id: m.id, detail: result.detail }, 'sms not delivered');
  await outbox.update({ id: m.id }, { status: 'failed', error: result.error, costPaisa: 0 });
  await refund(ctx, m.code, m.costPaisa);
  return Object.assign(m, { status: 'failed', error: result.error, costPaisa: 0 });
}

/**
 * One message (admission, receipt and event messages; DESIGN §10): the academy's SMS balance is charged
 * per part while it covers the cost and has not expired, and the message recorded in the outbox; with
 * no balance left, or past the balance expiry, it is recorded as failed (balanceFinishde). The
 * configured gateway then delivers it; its failure makes the row failed (notWorked) and refunds it.
 * An event message whose key was already sent returns null: it is sent once.
 */
export async function sendSms(ctx: Pick<Ctx, 'db' | 'clock'> & Partial<Pick<Ctx, 'config' | 'log'>>, message: SmsMessage & { eventKey: string }): Promise<OutboxMessage | null>;
export async function sendSms(ctx: Pick<Ctx, 'db' | 'clock'> & Partial<Pick<Ctx, 'config' | 'log'>>, message: SmsMessage & { eventKey?: undefined }): Promise<OutboxMessage>;
export async function sendSms(ctx: Pick<Ctx, 'db' | 'clock'> & Partial<Pick<Ctx, 'config' | 'log'>>, message: SmsMessage): Promise<OutboxMessage | null> {
  const parts = smsParts(message.body);
  const cost = smsCostPaisa(message.body);
  const receiver = primaryMobile(message.receiver);
  // Tried again on a conflict, or when another replica recorded the same event at once (the retry finds its row).
  const saved = await retrying(() => ctx.db.transaction(async (em) => {
    if (message.eventKey) {
      const sent = await em.getRepository(OutboxMessage).findOneBy({ code: message.code, eventKey: message.eventKey });
      if (sent) return Object.assign(sent, { repeated: true });
    }
    const academy = await em.getRepository(Academy).findOneByOrFail({ code: message.code });
    // Never oversell: the balance is taken only while it covers the cost.
    const charged = balanceUsable(academy, ctx.clock.today()) && cost > 0 ? await charge(em, message.code, cost) : false;
    const outbox = em.getRepository(OutboxMessage);
    return outbox.save(outbox.create({
      code: message.code, kind: message.kind, receiver, body: message.body, parts, eventKey: message.eventKey ?? null,
      costPaisa: charged ? cost : 0, status: charged ? 'pending' : 'failed', error: charged ? '' : 'balanceFinishde',
    }));
  }));
  if ('repeated' in saved) return null;
  if (saved.status !== 'pending') return saved;
  // tracked like a batch's deliveries, so a shutdown waits for it too
  return tracked(deliver(ctx as Pick<Ctx, 'db' | 'config' | 'log'>, gatewayOf(ctx.config), saved));
}

/** Messages handed to the gateway at once while a send is delivered. */
const DELIVERY_CONCURRENCY = 4;
/** Sends still being delivered in this process (tests and shutdown wait for them), and their ids. */
const running = new Set<Promise<void>>();
const runningBatches = new Set<string>();
/** A pending message older than this, of a send no longer delivered here (the server restarted), is given up. */
export const STALE_PENDING_MS = 10 * 60_000;

/**
 * Gives up a send's messages left pending by a server that stopped while delivering it: each becomes
 * failed (notWorked) and is refunded, so the balance and the progress never stay stuck. Called when
 * the send's progress is read; a send still being delivered in this process is left alone.
 */
export async function settleStalePending(ctx: Pick<Ctx, 'db' | 'clock'>, code: string, batch: string): Promise<void> {
  if (!batch || runningBatches.has(batch)) return;
  const before = new Date(ctx.clock.now().getTime() - STALE_PENDING_MS);
  const stale = await ctx.db.getRepository(OutboxMessage).createQueryBuilder('m')
    .where('m.code = :code AND m.batch = :batch AND m.status = :pending AND m.createdAt < :before', { code, batch, pending: 'pending', before })
    .getMany();
  for (const m of stale) {
    // only the call that moves the row from pending refunds it
    const r = await ctx.db.createQueryBuilder().update(OutboxMessage).set({ status: 'failed', error: 'notWorked', costPaisa: 0 })
      .where('id = :id AND status = :pending', { id: m.id, pending: 'pending' }).execute();
    if (r.affected === 1) await refund(ctx, code, m.costPaisa);
  }
}

/** Keeps a delivery in `running` until it settles (and hands back its result). */
function tracked<T>(work: Promise<T>): Promise<T> {
  const done = work.then(() => undefined, () => undefined);
  running.add(done);
  void done.finally(() => running.delete(done));
  return work;
}

/**
 * Resolves when every send started in this process has been delivered (true), or, given `withinMs`,
 * after that long at the latest (false while some are still being delivered): the server's graceful
 * shutdown waits this way, bounded, before it closes the database.
 */
export async function smsDeliveriesSettled(withinMs?: number): Promise<boolean> {
  const all = (async () => { while (running.size) await Promise.allSettled([...running]); })();
  if (withinMs === undefined) {
    await all;
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), withinMs); });
  try {
    return await Promise.race([all.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends being delivered in this process right now (the shutdown test watches it). */
export function smsDeliveriesRunning(): number {
  return running.size;
}

/**
 * A manual send to many receivers (issue 12): the whole cost (parts × 40 paisa × receivers) is charged
 * at once with one conditional UPDATE, and a pending outbox row written per receiver, in one
 * transaction; short or expired balance refuses it with balanceFinishde and nothing is charged or
 * logged. The gateway then delivers the rows in the background (the send's progress is its rows'
 * statuses: smsBatch); each failed message is refunded.
 */
export async function startSmsBatch(ctx: Ctx, code: string, receivers: string[], body: string): Promise<{ batch: string; total: number; costPaisa: number }> {
  const parts = smsParts(body);
  const each = smsCostPaisa(body);
  const total = each * receivers.length;
  const batch = randomUUID();
  const rows = await writeTransaction(ctx, async (em) => {
    const academy = await em.getRepository(Academy).findOneByOrFail({ code });
    if (!balanceUsable(academy, ctx.clock.today()) || !(await charge(em, code, total))) throw new AppError('balanceFinishde');
    const outbox = em.getRepository(OutboxMessage);
    return outbox.save(receivers.map((receiver) => outbox.create({
      code, kind: 'manual', receiver, body, parts, costPaisa: each, status: 'pending', error: '', batch,
    })), { chunk: 200 });
  });
  const gateway = gatewayOf(ctx.config);
  const work = (async () => {
    const queue = [...rows];
    const worker = async () => {
      for (let m = queue.shift(); m; m = queue.shift()) {
        try {
          await deliver(ctx, gateway, m);
        } catch (e) {
          ctx.log.error({ err: e, id: m.id }, 'sms delivery crashed');
        }
      }
    };
    await Promise.all(Array.from({ length: DELIVERY_CONCURRENCY }, worker));
  })();
  running.add(work);
  runningBatches.add(batch);
  void work.finally(() => { running.delete(work); runningBatches.delete(batch); });
  return { batch, total: rows.length, costPaisa: total };
}

/** The event messages (issue 12, beyond the spec) and their settings switch and template. */
export const SMS_EVENTS = {
  absence: { flag: 'absenceSms', text: 'absenceSmsText' },
  feeDue: { flag: 'feeDueSms', text: 'feeDueSmsText' },
  result: { flag: 'resultSms', text: 'resultSmsText' },
} as const;
export type SmsEventKind = keyof typeof SMS_EVENTS;

/** An event message's text: the academy's template of the kind, filled with `values`, cut to the longest SMS. */
export function eventSmsBody(settings: AcademySettings, kind: SmsEventKind, values: Record<string, string | number>): string {
  return fillSmsText(settings[SMS_EVENTS[kind].text], values).slice(0, MAX_SMS_LENGTH);
}

/**
 * An event message to a guardian (absence: key `{date}:{studentId}`; fee due: `{month}:{studentId}`;
 * result published: `{examId}:{studentId}`): sent only while the academy's switch for the kind is
 * on, from its template filled with `values`, and once per event — the outbox's unique
 * (code, eventKey) makes a repeat (or two racing calls) send nothing. Charged and logged like every
 * message (kind = the event). Returns the logged message, or null when switched off or already sent.
 */
export async function sendEventSms(
  ctx: Pick<Ctx, 'db' | 'clock'> & Partial<Pick<Ctx, 'config' | 'log'>>,
  event: { code: string; kind: SmsEventKind; key: string; receiver: string; values: Record<string, string | number> },
): Promise<OutboxMessage | null> {
  const settings = await settingsOf(ctx.db, event.code);
  const { flag } = SMS_EVENTS[event.kind];
  if (!settings[flag] || !primaryMobile(event.receiver)) return null;
  const body = eventSmsBody(settings, event.kind, event.values);
  if (!body.trim()) return null;
  try {
    return await sendSms(ctx, { code: event.code, kind: event.kind, receiver: event.receiver, body, eventKey: `${event.kind}:${event.key}`.slice(0, 120) });
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}
