import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Homework } from '../../api/src/domains/education/exam-paper.entity';
import type { Ctx } from '../../api/src/platform/context';
import { AppError } from '../../api/src/platform/errors';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { ensureCounter } from '../../api/src/platform/counters';
import { isDatabaseUnavailable } from '../../api/src/platform/db-errors';
import { backoffMs, CONFLICT_ATTEMPTS, lostBeforeCommit, retrying, writeTransaction } from '../../api/src/platform/transactions';
import { makeUser } from '../support/factories';
import { startServer, type TestServer } from '../support/server';

/**
 * Transactions keep their own writes apart, on SQLite (one shared connection: db/sqlite-serial.ts)
 * as on MySQL/MariaDB: a transaction that waits on real I/O and then fails takes only its own writes back.
 */
let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const row = (code: string, content: string) => s.db.getRepository(Homework).create({ code, department: 'd', className: 'c', date: '2026-01-01', content });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('a failing transaction that awaited I/O does not take a concurrent transaction\'s or a plain write\'s rows with it', async () => {
  const { academy } = await makeUser(s, 'superUser');
  const failing = s.db.transaction(async (em) => {
    await em.save(row(academy.code, 'failing-1'));
    await pause(80);
    await em.save(row(academy.code, 'failing-2'));
    throw new Error('refused');
  });
  await pause(10);
  const other = s.db.transaction(async (em) => { await em.save(row(academy.code, 'other-tx')); });
  const plain = s.db.getRepository(Homework).save(row(academy.code, 'plain'));
  await expect(failing).rejects.toThrow('refused');
  await other;
  await plain;
  const contents = (await s.db.getRepository(Homework).find({ where: { code: academy.code } })).map((h) => h.content).sort();
  expect(contents).toEqual(['other-tx', 'plain']);
});

it('writeTransaction answers duplicateNotPossible for a unique clash that stays, and passes other errors on', async () => {
  const ctx = { db: s.db } as unknown as Ctx;
  let tries = 0;
  const clash = writeTransaction(ctx, async (em) => {
    tries++;
    await em.query('INSERT INTO counters (code, name, value) VALUES (?, ?, ?)', ['999999', 'kit-test', 1]);
    await em.query('INSERT INTO counters (code, name, value) VALUES (?, ?, ?)', ['999999', 'kit-test', 2]);
  });
  await expect(clash).rejects.toEqual(new AppError('duplicateNotPossible'));
  expect(tries).toBe(5);
  const [{ n }] = await s.db.query("SELECT COUNT(*) AS n FROM counters WHERE code = '999999'");
  expect(Number(n)).toBe(0);
  await expect(writeTransaction(ctx, async () => { throw new AppError('notWorked'); })).rejects.toEqual(new AppError('notWorked'));
});

it('ensureCounter on its own is tried again after a deadlock (a Galera certification conflict); inside a transaction the conflict is the caller\'s', async () => {
  const deadlock = () => Object.assign(new QueryFailedError('INSERT IGNORE INTO counters', [], new Error('Deadlock found when trying to get lock')), { driverError: { code: 'ER_LOCK_DEADLOCK' } });
  const fake = (active: boolean) => {
    let calls = 0;
    const qb = { insert: () => qb, into: () => qb, values: () => qb, orIgnore: () => qb, execute: async () => { calls++; if (calls < 3) throw deadlock(); } };
    return { em: { queryRunner: active ? { isTransactionActive: true } : undefined, createQueryBuilder: () => qb } as unknown as EntityManager, calls: () => calls };
  };
  const alone = fake(false);
  await ensureCounter(alone.em, '999998', 'kit-test');
  expect(alone.calls()).toBe(3);
  const inside = fake(true);
  await expect(ensureCounter(inside.em, '999998', 'kit-test')).rejects.toBeInstanceOf(QueryFailedError);
  expect(inside.calls()).toBe(1);
  // and for real: created once, a second call leaves it as it is
  await ensureCounter(s.db.manager, '999998', 'kit-test');
  await ensureCounter(s.db.manager, '999998', 'kit-test');
  const [{ n }] = await s.db.query("SELECT COUNT(*) AS n FROM counters WHERE code = '999998'");
  expect(Number(n)).toBe(1);
});

it('on SQLite, Node\'s promise hooks are on only while a transaction is open or waiting (on, they slow every promise of every later request)', () => {
  const out = execFileSync(process.execPath, [path.join(__dirname, '../support/promise-hooks-probe.js')], { encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual({ before: false, inFirst: true, whileSecondWaits: true, after: false, rows: ['1', '2'] });
});

describe('retries for a cluster (issue 23)', () => {
  const failure = (code: string, query = 'INSERT INTO x VALUES (1)') => Object.assign(new QueryFailedError(query, [], Object.assign(new Error(code), { code })), {});

  it('a deadlock (a Galera certification failure) is tried again, up to CONFLICT_ATTEMPTS times, with a jittered wait', async () => {
    let tries = 0;
    await expect(retrying(async () => { if (++tries < 4) throw failure('ER_LOCK_DEADLOCK'); return 'done'; })).resolves.toBe('done');
    expect(tries).toBe(4);
    tries = 0;
    await expect(retrying(async () => { tries++; throw failure('ER_LOCK_DEADLOCK'); })).rejects.toBeInstanceOf(QueryFailedError);
    expect(tries).toBe(CONFLICT_ATTEMPTS);
    for (let n = 0; n < 50; n++) {
      expect(backoffMs(1)).toBeLessThan(10);
      expect(backoffMs(20)).toBeLessThan(400);
    }
  });

  it('a connection lost before COMMIT is tried again (nothing was committed); lost during COMMIT is not (it may have been)', async () => {
    let tries = 0;
    await expect(retrying(async () => { if (++tries < 2) throw failure('PROTOCOL_CONNECTION_LOST'); return 'ok'; })).resolves.toBe('ok');
    expect(tries).toBe(2);
    expect(lostBeforeCommit(failure('PROTOCOL_CONNECTION_LOST', 'COMMIT'))).toBe(false);
    expect(lostBeforeCommit(failure('ECONNRESET', 'SELECT 1'))).toBe(true);
    tries = 0;
    await expect(retrying(async () => { tries++; throw failure('PROTOCOL_CONNECTION_LOST', 'COMMIT'); })).rejects.toBeInstanceOf(QueryFailedError);
    expect(tries).toBe(1);
    tries = 0;
    await expect(retrying(async () => { tries++; throw new AppError('notWorked'); })).rejects.toEqual(new AppError('notWorked'));
    expect(tries).toBe(1);
  });

  it('a Galera node out of the primary component (1047) and a deadlock that outlasts the retries answer serviceUnavailable (503), not 500', () => {
    expect(isDatabaseUnavailable(failure('ER_UNKNOWN_COM_ERROR', 'SELECT 1'))).toBe(true);
    expect(isDatabaseUnavailable(failure('ER_LOCK_DEADLOCK'))).toBe(true);
    expect(isDatabaseUnavailable(failure('ER_DUP_ENTRY'))).toBe(false);
  });
});

it('/healthz stays ready on SQLite while a long write transaction is open (the embedded file is not queried; MySQL still asks SELECT 1)', async () => {
  const { academy } = await makeUser(s, 'superUser');
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => { release = r; });
  const tx = s.db.transaction(async (em) => {
    await em.save(row(academy.code, 'long'));
    await held;
  });
  await pause(20);
  // The transaction stays open until the answer is in: a check that waited for it would give up after a second (503).
  const res = await fetch(`${s.url}/healthz`);
  release();
  await tx;
  expect(res.status).toBe(200);
});
