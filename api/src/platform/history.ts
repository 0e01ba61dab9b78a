import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AUDIT_ENTITIES, type AuditEntity } from '../rules/audit';
import type { Ctx } from './context';
import { AuditHead, AuditLine } from './history.entity';

/**
 * The history of an academy's records (issue 26): services call `recordChange(em, ctx, …)` inside
 * the transaction of the change (writeTransaction / inTransaction), so a rolled-back change leaves
 * no line and a committed one always has its line. An explicit call rather than a TypeORM
 * subscriber: many writes are `em.update`/`em.delete` by condition, which a subscriber sees without
 * the row, and a subscriber does not see the request (who, from where).
 */

/** What a line may say a record is (rules/audit.ts, shared with the web). */
export { AUDIT_ENTITIES, type AuditEntity };

export interface Change {
  entity: AuditEntity;
  key: string | number;
  /** The record's fields before (null or absent: a new record). */
  before?: object | null;
  /** The record's fields after (null or absent: deleted). */
  after?: object | null;
  /** Default: create, update or delete from before/after; or a word of its own (publish, unpublish). */
  action?: string;
  /** The academy, when no one is signed in (a visitor's public form). */
  code?: string;
}

/**
 * Field names never written to a line (nor to the controller's audit): passwords, approval and
 * security codes, secrets, hashes, tokens. A name matches when it contains one of these words
 * (any case) or ends in "code" after a word (principalCode, secret_code, securityCode; an academy's
 * own institute code, `code`, is no secret).
 */
const DENY = /password|passwd|secret|hash|token|otp|apikey|api_key|credential|(^|_)pin$|[a-z_]code$/i;
/** Bookkeeping columns that say nothing about the change. */
const NOISE = new Set(['createdAt', 'updatedAt', 'version']);

export function deniedField(name: string): boolean {
  // A flag that says a secret changed (passwordChanged: true) tells nothing of the secret.
  return DENY.test(name) && !/Changed$/.test(name);
}

const MAX_TEXT = 300;
const MAX_JSON = 2000;

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const json = JSON.stringify(stripSecrets(value));
  return json.length > MAX_JSON ? `${json.slice(0, MAX_JSON)}…` : JSON.parse(json);
}

/** A record's fields as plain JSON values, without denied fields (at any depth) and bookkeeping columns. */
export function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object' || value instanceof Date) return plain(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (deniedField(k) || NOISE.has(k) || typeof v === 'function') continue;
    if (/Changed$/.test(k) && typeof v !== 'boolean') continue;
    out[k] = plain(v);
  }
  return out;
}

/** JSON with object keys sorted (the same text for the same value, on any database). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The record's key fields as a line stores them (JSON text, denied fields out), or null. */
export function auditJson(fields: object | null | undefined): string | null {
  return fields ? canonical(stripSecrets(fields)) : null;
}

/**
 * Before and after of a change as the line stores them: a new record's fields, a deleted record's
 * fields, or on an update only the fields that changed (null when nothing did).
 */
export function changeDiff(before: object | null | undefined, after: object | null | undefined): { before: string | null; after: string | null } | null {
  const fields = (v: object) => {
    const out = stripSecrets(v) as Record<string, unknown>;
    delete out.code; // the tenant: the line's own column
    return out;
  };
  const b = before ? fields(before) : null;
  const a = after ? fields(after) : null;
  if (!b || !a) return { before: b && canonical(b), after: a && canonical(a) };
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (canonical(b[k]) === canonical(a[k])) continue;
    if (k in b) was[k] = b[k];
    if (k in a) now[k] = a[k];
  }
  if (!Object.keys(was).length && !Object.keys(now).length) return null;
  return { before: canonical(was), after: canonical(now) };
}

type LineFields = Pick<AuditLine, 'code' | 'seq' | 'atMs' | 'actorId' | 'actorName' | 'actorType' | 'entity' | 'recordKey' | 'action' | 'before' | 'after' | 'ip' | 'client'>;

/** The text a line's hash covers: every field but its id and hash, in a fixed order. */
export function lineText(l: LineFields): string {
  return canonical([l.code, Number(l.seq), Number(l.atMs), l.actorId === null ? null : Number(l.actorId), l.actorName, l.actorType, l.entity, l.recordKey, l.action, l.before, l.after, l.ip, l.client]);
}

export function lineHash(previous: string, l: LineFields): string {
  return createHash('sha256').update(previous).update('\n').update(lineText(l)).digest('hex');
}

const sqlite = (em: EntityManager) => em.connection.options.type === 'better-sqlite3';

/** The academy's chain head, locked for the rest of the transaction (made on the academy's first line). */
async function lockedHead(em: EntityManager, code: string): Promise<AuditHead> {
  const repo = em.getRepository(AuditHead);
  const lock = sqlite(em) ? {} : { lock: { mode: 'pessimistic_write' as const } };
  let head = await repo.findOne({ where: { code }, ...lock });
  if (!head) {
    await repo.createQueryBuilder().insert().into(AuditHead).values({ code, seq: 0, hash: '' }).orIgnore().execute();
    head = await repo.findOne({ where: { code }, ...lock });
  }
  return head!;
}

/** Recording can be switched off only to measure its cost (the bench's AUDIT_OFF=1); never in production. */
const off = () => process.env.AUDIT_OFF === '1' && process.env.NODE_ENV !== 'production';

/** Lines per INSERT (14 values each, far under SQLite's bound-parameter limit). */
const INSERT_CHUNK = 100;
const LINE_COLUMNS = ['code', 'seq', 'atMs', 'actorId', 'actorName', 'actorType', 'entity', 'recordKey', 'action', 'before', 'after', 'ip', 'client', 'hash'] as const;

/**
 * Multi-row INSERTs written here, every value bound, so every full batch is one SQL text (a 2,000-row
 * result's 2,001 lines are 21 statements of two texts; TypeORM's insert builder worked out each
 * value through the entity's metadata, a large part of the recording's cost).
 */
async function insertLines(em: EntityManager, rows: (LineFields & { hash: string })[]): Promise<void> {
  const { driver } = em.connection;
  const head = `INSERT INTO ${driver.escape('audit_lines')} (${LINE_COLUMNS.map((c) => driver.escape(c)).join(', ')}) VALUES `;
  const tuple = `(${LINE_COLUMNS.map(() => '?').join(', ')})`;
  const statement = (n: number) => head + Array.from({ length: n }, () => tuple).join(', ');
  const full = statement(INSERT_CHUNK);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const slice = rows.slice(i, i + INSERT_CHUNK);
    const params: unknown[] = [];
    for (const r of slice) for (const c of LINE_COLUMNS) params.push(r[c] ?? null);
    await em.query(slice.length === INSERT_CHUNK ? full : statement(slice.length), params);
  }
}

/**
 * Records changes of one academy in the caller's transaction `em`, one line each, chained after
 * the academy's last line. An update that changed none of the recorded fields writes no line.
 */
export async function recordChanges(em: EntityManager, ctx: Pick<Ctx, 'actor' | 'ip' | 'client' | 'clock'>, changes: readonly Change[]): Promise<void> {
  if (off() || !changes.length) return;
  const code = ctx.actor?.academy.code ?? changes[0].code;
  if (!code) throw new Error('recordChange: no academy');
  const user = ctx.actor?.user;
  const atMs = ctx.clock.now().getTime();
  const who = {
    actorId: user ? user.id : null,
    actorName: user ? `${user.firstName} ${user.lastName}`.trim().slice(0, 120) : '',
    actorType: user ? user.type : 'visitor',
    ip: (ctx.ip ?? '').slice(0, 64), client: (ctx.client ?? '').slice(0, 255),
  };
  const lines: LineFields[] = [];
  for (const c of changes) {
    const diff = changeDiff(c.before, c.after);
    if (!diff) continue;
    const action = c.action ?? (!c.before ? 'create' : !c.after ? 'delete' : 'update');
    lines.push({ code, seq: 0, atMs, ...who, entity: c.entity, recordKey: String(c.key).slice(0, 64), action, before: diff.before, after: diff.after });
  }
  if (!lines.length) return;
  const head = await lockedHead(em, code);
  let { seq, hash } = head;
  const rows = lines.map((l) => {
    seq += 1;
    const line = { ...l, seq };
    hash = lineHash(hash, line);
    return { ...line, hash };
  });
  await insertLines(em, rows);
  await em.getRepository(AuditHead).update({ code }, { seq, hash });
}

/** Records one change (see recordChanges). */
export function recordChange(em: EntityManager, ctx: Pick<Ctx, 'actor' | 'ip' | 'client' | 'clock'>, change: Change): Promise<void> {
  return recordChanges(em, ctx, [change]);
}

export interface ChainCheck {
  ok: boolean;
  lines: number;
  /** The first line whose hash does not follow (edited, removed before it, or inserted), or null. */
  brokenAt: number | null;
  /** Why: 'hash' (the line's text or hash changed), 'gap' (a line is missing), 'head' (the last lines are missing). */
  reason: string | null;
}

const CHECK_PAGE = 2000;

/** Walks an academy's lines in order and recomputes the chain; reports the first broken link. */
export async function checkChain(em: EntityManager, code: string): Promise<ChainCheck> {
  const repo = em.getRepository(AuditLine);
  let previous = '';
  let expected = 1;
  let after = 0;
  for (;;) {
    const rows = await repo.createQueryBuilder('l').where('l.code = :code AND l.seq > :after', { code, after }).orderBy('l.seq', 'ASC').limit(CHECK_PAGE).getMany();
    for (const l of rows) {
      if (Number(l.seq) !== expected) return { ok: false, lines: expected - 1, brokenAt: expected, reason: 'gap' };
      if (lineHash(previous, l) !== l.hash) return { ok: false, lines: expected - 1, brokenAt: Number(l.seq), reason: 'hash' };
      previous = l.hash;
      expected += 1;
    }
    if (rows.length < CHECK_PAGE) break;
    after = Number(rows[rows.length - 1].seq);
  }
  const head = await em.getRepository(AuditHead).findOne({ where: { code } });
  const count = expected - 1;
  if (head && (head.seq !== count || head.hash !== previous)) return { ok: false, lines: count, brokenAt: count + 1, reason: 'head' };
  return { ok: true, lines: count, brokenAt: null, reason: null };
}
