import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { isDeadlock, isUniqueViolation } from './db-errors';
import { Lease } from './lease.entity';

/**
 * Leases (DESIGN §10, issue 23): the API runs as several replicas on one database (a multi-primary
 * MariaDB Galera cluster), and a timed job (the absence messages, the device pull schedule) or an
 * academy's device pull must run in one of them at a time. A row per name (`leases`: name, holder,
 * expiresAt) says who holds it until when. It is taken by one conditional update —
 *   UPDATE leases SET holder = me, expiresAt = now + ttl WHERE name = ? AND (holder = me OR expiresAt < now)
 * — inserting the row the first time (a unique-key clash there: another replica inserted it first,
 * not taken). The holder renews it the same way while it runs; one that dies (or hangs) stops
 * renewing, and another replica takes it once it has expired. On Galera two takes through different
 * nodes both "succeed" locally and one fails at commit with a deadlock (certification failure): that
 * one has not taken it, and tries again at its next turn. Releasing sets expiresAt to 0, so another
 * replica takes it at once.
 *
 * Which clock: the database's. Replicas run on different machines whose clocks may drift apart, and
 * a replica with a clock ahead would see a live holder's lease as expired and take it. The time of
 * every take is read from the database (databaseTime) and compared there, so all replicas share a
 * clock: one database, or on Galera the nodes' clocks, which are a handful of servers kept by NTP to
 * milliseconds, far below the lease periods (30 s and more). In-process, "still held" is judged by
 * the process's monotonic clock from the moment before the take (never later than the row's expiry).
 * The product clock (platform/clock.ts, a FixedClock in tests) is not used: it may be set to any
 * business day. Tests pass clockTime(a FixedClock) to move lease time by hand.
 */

/** Milliseconds since 1970 by the clock leases are compared in. */
export type LeaseTime = (db: DataSource) => Promise<number>;

const isMysql = (db: DataSource) => db.options.type === 'mysql' || db.options.type === 'mariadb';

/** The database's time (UTC, milliseconds): MySQL/MariaDB UTC_TIMESTAMP(6), SQLite julianday('now'). */
export const databaseTime: LeaseTime = async (db) => {
  const sql = isMysql(db)
    ? "SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP(6)) DIV 1000 AS t"
    : "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000.0) AS INTEGER) AS t";
  const rows = (await db.query(sql)) as { t: number | string }[];
  return Number(rows[0].t);
};

/** A clock's time as lease time (tests: a FixedClock moved by hand instead of waiting). */
export const clockTime = (clock: { now(): Date }): LeaseTime => async () => clock.now().getTime();

/** A holder id, unique per process and lease keeper: host name, process id and a random part. */
export function newHolderId(): string {
  return `${os.hostname().slice(0, 120)}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

export interface LeaseLog { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void }
const silent: LeaseLog = { warn: () => undefined, error: () => undefined };

export interface LeaseOptions {
  /** How long a take lasts without renewal (default JOB_LEASE_MS); renewed every third of it. */
  ttlMs?: number;
  /** The clock (default databaseTime). */
  time?: LeaseTime;
  /** The holder id (default: a new one, newHolderId). */
  holder?: string;
  log?: LeaseLog;
}

/** The timed jobs' lease period: a replica that dies is replaced within about a minute. */
export const JOB_LEASE_MS = 60_000;

export interface TakeResult {
  taken: boolean;
  /** The lease time of the take. */
  now: number;
  /** Until when the lease is held (by us when taken, else by the other holder). */
  expiresAt: number;
}

/**
 * One take (or renewal) of the lease `name` for `holder`. Not taken: another holder's lease has not
 * expired, or another replica took or inserted it at the same moment (a unique-key clash, or on
 * Galera a deadlock at commit).
 */
export async function takeLease(db: DataSource, name: string, holder: string, ttlMs: number, time: LeaseTime = databaseTime): Promise<TakeResult> {
  const now = await time(db);
  const expiresAt = now + ttlMs;
  const leases = db.getRepository(Lease);
  try {
    const qb = db.createQueryBuilder().update(Lease).set({ holder, expiresAt });
    const r = await qb.where(`${qb.escape('name')} = :name AND (${qb.escape('holder')} = :holder OR ${qb.escape('expiresAt')} < :now)`, { name, holder, now }).execute();
    // mysql2 counts matched rows (FOUND_ROWS), better-sqlite3 changed rows: a renewal at the same instant still counts
    if (r.affected) return { taken: true, now, expiresAt };
    const row = await leases.findOneBy({ name });
    if (row) return { taken: false, now, expiresAt: Number(row.expiresAt) };
    // the first take ever
    await leases.insert({ name, holder, expiresAt });
    return { taken: true, now, expiresAt };
  } catch (e) {
    if (!isUniqueViolation(e) && !isDeadlock(e)) throw e;
    // another replica took it (or inserted it) at the same moment
    return { taken: false, now, expiresAt: now + ttlMs };
  }
}

/** Gives the lease up (if `holder` still holds it): another replica may take it at once. */
export async function releaseLease(db: DataSource, name: string, holder: string): Promise<void> {
  const qb = db.createQueryBuilder().update(Lease).set({ expiresAt: 0 });
  await qb.where(`${qb.escape('name')} = :name AND ${qb.escape('holder')} = :holder`, { name, holder }).execute();
}

/** Which of these leases some replica holds now (by the lease clock): a device being pulled, for its `pulling` state. */
export async function heldLeases(db: DataSource, names: string[], time: LeaseTime = databaseTime): Promise<Set<string>> {
  if (!names.length) return new Set();
  const now = await time(db);
  const qb = db.createQueryBuilder().select('l.name', 'name').from(Lease, 'l');
  const rows = await qb.where(`l.${qb.escape('name')} IN (:...names) AND l.${qb.escape('expiresAt')} > :now`, { names, now }).getRawMany<{ name: string }>();
  return new Set(rows.map((r) => r.name));
}

/** A lease taken once and renewed in the background until released (an academy's device pull). */
export interface HeldLease {
  /** False once a renewal found the lease taken by another holder (or the database failed it). */
  held(): boolean;
  release(): Promise<void>;
}

/** Takes `name` once; null when another holds it. While held it is renewed every third of the period. */
export async function holdLease(db: DataSource, name: string, options: LeaseOptions = {}): Promise<HeldLease | null> {
  const ttlMs = options.ttlMs ?? JOB_LEASE_MS;
  const holder = options.holder ?? newHolderId();
  const time = options.time ?? databaseTime;
  const log = options.log ?? silent;
  let heldUntil = performance.now() + ttlMs;
  if (!(await takeLease(db, name, holder, ttlMs, time)).taken) return null;
  let renewing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined = setInterval(() => {
    if (renewing) return;
    const started = performance.now();
    renewing = takeLease(db, name, holder, ttlMs, time)
      .then((r) => {
        if (r.taken) heldUntil = started + ttlMs;
        else { heldUntil = 0; log.warn({ lease: name }, 'lease lost'); }
      }, (e: unknown) => log.warn({ err: e, lease: name }, 'lease not renewed'))
      .finally(() => { renewing = null; });
  }, Math.max(1, Math.floor(ttlMs / 3)));
  timer.unref();
  return {
    held: () => performance.now() < heldUntil,
    release: async () => {
      clearInterval(timer);
      timer = undefined;
      await renewing;
      heldUntil = 0;
      await releaseLease(db, name, holder).catch((e: unknown) => log.warn({ err: e, lease: name }, 'lease not released'));
    },
  };
}

/**
 * A lease every replica contends for all the time (a timed job's): each keeper tries to take it
 * every third of the period; the holder's try renews it. A non-holder tries again just after the
 * holder's lease would expire, so a dead holder is replaced within one period of its last renewal.
 */
export class LeaseKeeper {
  readonly holder: string;
  private readonly ttlMs: number;
  private readonly time: LeaseTime;
  private readonly log: LeaseLog;
  private heldUntil = 0;
  private pending: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly db: DataSource, readonly name: string, options: LeaseOptions = {}) {
    this.ttlMs = options.ttlMs ?? JOB_LEASE_MS;
    this.time = options.time ?? databaseTime;
    this.holder = options.holder ?? newHolderId();
    this.log = options.log ?? silent;
  }

  /** Whether this keeper held the lease at its last take and that take has not run out (process clock). */
  held(): boolean {
    return performance.now() < this.heldUntil;
  }

  /** Takes or renews the lease now; false when another holds it (or the database did not answer). One try at a time. */
  take(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    if (!this.pending) {
      this.pending = this.tryOnce().finally(() => { this.pending = null; });
    }
    return this.pending;
  }

  private nextTryMs = 0;

  private async tryOnce(): Promise<boolean> {
    const renewMs = Math.max(1, Math.floor(this.ttlMs / 3));
    const started = performance.now();
    try {
      const r = await takeLease(this.db, this.name, this.holder, this.ttlMs, this.time);
      if (r.taken) {
        this.heldUntil = started + this.ttlMs;
        this.nextTryMs = renewMs;
      } else {
        if (this.heldUntil) this.log.warn({ lease: this.name }, 'lease lost');
        this.heldUntil = 0;
        // try again as soon as the holder's lease runs out, if that is sooner than the next turn
        this.nextTryMs = Math.min(renewMs, Math.max(10, r.expiresAt - r.now + 10));
      }
      return r.taken;
    } catch (e) {
      this.log.warn({ err: e, lease: this.name }, 'lease not taken or renewed');
      this.heldUntil = 0;
      this.nextTryMs = renewMs;
      return false;
    }
  }

  /** Starts contending in the background (the first try at once). */
  start(): void {
    const loop = () => {
      this.timer = undefined;
      if (this.stopped) return;
      void this.take().then(() => {
        if (this.stopped) return;
        this.timer = setTimeout(loop, this.nextTryMs);
        this.timer.unref();
      });
    };
    loop();
  }

  /** Stops contending and releases the lease if held (graceful shutdown: another replica takes it at once). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pending;
    this.heldUntil = 0;
    await releaseLease(this.db, this.name, this.holder).catch((e: unknown) => this.log.warn({ err: e, lease: this.name }, 'lease not released'));
  }
}

/** A timed job's stop (awaited by the server's close) with one tick by hand (tests) and its lease. */
export type LeasedSchedule = (() => Promise<void>) & {
  /** One tick as the timer runs it: true when this replica held the lease and ran the work. */
  tick(): Promise<boolean>;
  lease: LeaseKeeper;
};

/**
 * Runs `work` every `periodMs` in the one replica holding the lease `name`: the others' ticks do
 * nothing, and the holder renews the lease in between (and while the work runs). A run still going
 * when the next tick is due is not doubled. The stop clears the timer, waits for a running tick and
 * releases the lease.
 */
export function leasedSchedule(db: DataSource, name: string, periodMs: number, work: () => Promise<unknown>, options: LeaseOptions = {}): LeasedSchedule {
  const log = options.log ?? silent;
  const lease = new LeaseKeeper(db, name, options);
  lease.start();
  let current: Promise<boolean> | null = null;
  let stopped = false;
  const tick = (): Promise<boolean> => {
    if (stopped || current) return Promise.resolve(false);
    let ran = false;
    const run = (async () => {
      if (!(await lease.take())) return false;
      ran = true;
      await work();
      return true;
    })();
    current = run.catch((e: unknown) => { log.error({ err: e, job: name }, 'scheduled job failed'); return ran; })
      .finally(() => { current = null; });
    return current;
  };
  const timer = setInterval(() => { void tick(); }, periodMs);
  timer.unref();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await current;
    await lease.stop();
  };
  return Object.assign(stop, { tick, lease });
}
