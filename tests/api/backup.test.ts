import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/open';
import {
  backupDue, backupEntries, BACKUP_LEASE, makeBackup, pruneBackups, readLastBackup, restoreBackup, RestoreRefused, startBackupSchedule,
} from '../../api/src/platform/backup';
import { FixedClock } from '../../api/src/platform/clock';
import { releaseLease, takeLease } from '../../api/src/platform/lease';
import { createServer } from '../../api/src/server';
import { makeClass, makeUser, studentForm } from '../support/factories';
import { pngBytes, rest } from '../support/http';
import type { TestServer } from '../support/server';

/**
 * Backups (issue 26): a backup made while the product writes, the database and files wiped,
 * restored: every write acknowledged before the backup's moment is back, its file too. On SQLite
 * and (DATABASE_URL) on a scratch MariaDB database, as tests/support/server.ts makes them.
 */
jest.setTimeout(120_000);

interface Running { s: TestServer; stopApp(): Promise<void> }

const base = process.env.DATABASE_URL || '';
let dataDir = '';
let backupDir = '';
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => undefined;
let wipeDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'talim-backup-data-'));
  backupDir = mkdtempSync(path.join(os.tmpdir(), 'talim-backup-dir-'));
  if (base) {
    const mysql = await import('mysql2/promise');
    const server = base.replace(/\/[^/]*$/, '');
    const name = `talim_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const create = async () => {
      const c = await mysql.createConnection(server);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await c.end();
    };
    await create();
    databaseUrl = `${server}/${name}`;
    wipeDatabase = create;
    dropDatabase = async () => {
      const c = await mysql.createConnection(server);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  } else {
    wipeDatabase = async () => {
      for (const f of ['talim.sqlite', 'talim.sqlite-wal', 'talim.sqlite-shm']) rmSync(path.join(dataDir, f), { force: true });
    };
  }
});

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

function settings(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'test-secret-test-secret-test-secret',
    SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'no-web'), BACKUP_DIR: backupDir, ...env,
  });
}

/** A server on the test's database and data folder; stopping it leaves both. */
async function start(env: Record<string, string> = {}): Promise<Running> {
  const config = settings(env);
  const db: DataSource = await openDatabase(config);
  const clock = new FixedClock(new Date('2026-03-10T06:00:00Z'));
  const { app, close } = await createServer({ config, db, clock });
  const http: Server = await new Promise((resolve) => { const h = app.listen(0, '127.0.0.1', () => resolve(h)); });
  const { port } = http.address() as AddressInfo;
  const stopApp = async () => {
    await new Promise((r) => http.close(r));
    await close();
    if (db.isInitialized) await db.destroy();
  };
  return { s: { url: `http://127.0.0.1:${port}`, db, clock, config, close: stopApp }, stopApp };
}

/** Admits a student with a photo over REST (multipart); answers the admit number and the photo's URL. */
async function admit(url: string, code: string, token: string, name: string): Promise<{ admitNo: number; photo: string }> {
  const f = new FormData();
  for (const [k, v] of Object.entries(studentForm({ name, assignAdmitNo: 'true', approvedClass: 'Class 5' }))) f.append(k, String(v));
  f.append('photo', new Blob([pngBytes(200, 200, name.length)], { type: 'image/png' }), 'p.png');
  const r = await rest(url, 'POST', `/api/education/student/new/${code}`, { token, form: f });
  if (r.status !== 200) throw new Error(`admission failed: ${JSON.stringify(r.body)}`);
  return { admitNo: r.body.student.admit_no, photo: r.body.student.photo_url };
}

it('a backup made while writes go on restores every write acknowledged before its moment, files included', async () => {
  const first = await start();
  const { s } = first;
  const su = await makeUser(s, 'superUser');
  await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
  const acknowledged: { name: string; admitNo: number; photo: string; at: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const name = `Before ${i}`;
    acknowledged.push({ name, ...(await admit(s.url, su.academy.code, su.token, name)), at: Date.now() });
  }
  // writes keep going while the backup is made
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing && i < 200; i++) {
      const name = `During ${i}`;
      const made = await admit(s.url, su.academy.code, su.token, name);
      acknowledged.push({ name, ...made, at: Date.now() });
    }
  })();
  while (acknowledged.length < 8) await new Promise((r) => setTimeout(r, 20));
  const made = await makeBackup(s.config);
  while (acknowledged.filter((a) => a.at > Date.parse(made.at)).length < 3 && acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));
  writing = false;
  await writer;

  const moment = Date.parse(made.at);
  const before = acknowledged.filter((a) => a.at < moment);
  expect(before.length).toBeGreaterThanOrEqual(8);
  expect(acknowledged.some((a) => a.at > moment)).toBe(true);
  expect(path.dirname(made.file)).toBe(backupDir);
  expect(statSync(made.file).size).toBe(made.size);
  const entries = await backupEntries(made.file);
  expect(entries[0]).toBe(base ? 'database.sql' : 'database.sqlite');
  expect(entries).toContain('manifest.json');
  for (const a of before) expect(entries).toContain(`uploads${a.photo.slice('/files'.length)}`);
  expect(await readLastBackup(backupDir)).toEqual({ file: path.basename(made.file), size: made.size, at: made.at });
  // /healthz says when and how large, from the note (no query)
  const health = await (await fetch(`${s.url}/healthz`)).json();
  expect(health).toEqual({ ok: true, lastBackup: { at: made.at, size: made.size } });

  // wipe: the server stops, its database and files are gone
  await first.stopApp();
  await wipeDatabase();
  rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });

  const config = settings();
  const db = await openDatabase(config);
  // a server running against the database holds the backup lease: restore refuses
  const taken = await takeLease(db, BACKUP_LEASE, 'another-server', 60_000);
  expect(taken.taken).toBe(true);
  await expect(restoreBackup(config, made.file, { db })).rejects.toThrow(RestoreRefused);
  await releaseLease(db, BACKUP_LEASE, 'another-server');
  await expect(restoreBackup(config, path.join(backupDir, 'none.tar.gz'), { db })).rejects.toThrow(RestoreRefused);
  const manifest = await restoreBackup(config, made.file, { db });
  expect(manifest).toMatchObject({ driver: base ? 'mysql' : 'sqlite', files: 'local', snapshotAt: made.at });
  expect(db.isInitialized).toBe(false);

  const second = await start();
  try {
    const back = await second.s.db.query('SELECT name, admitNo FROM students WHERE code = ?', [su.academy.code]) as { name: string; admitNo: number }[];
    const names = new Set(back.map((b) => b.name));
    for (const a of before) expect(names.has(a.name)).toBe(true);
    // nothing written after the backup's snapshot is there beyond what the snapshot caught, and nothing twice
    expect(back.length).toBe(new Set(back.map((b) => b.admitNo)).size);
    expect(back.length).toBeLessThanOrEqual(acknowledged.length);
    // the files came back and are served
    for (const a of before) {
      const file = await fetch(`${second.s.url}${a.photo}`, { headers: { authorization: `Bearer ${su.token}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).length).toBe(33 + a.name.length);
    }
  } finally {
    await second.stopApp();
  }
});

it('the daily backup is due once a day at or after its hour in Asia/Dhaka', () => {
  // 02:00 in Dhaka is 20:00 UTC the day before
  expect(backupDue(new Date('2026-03-09T19:59:00Z'), 2, null)).toBe(false);
  expect(backupDue(new Date('2026-03-09T20:00:00Z'), 2, null)).toBe(true);
  expect(backupDue(new Date('2026-03-10T05:00:00Z'), 2, { file: 'x', size: 1, at: '2026-03-09T20:01:00Z' })).toBe(false);
  expect(backupDue(new Date('2026-03-10T20:00:00Z'), 2, { file: 'x', size: 1, at: '2026-03-09T20:01:00Z' })).toBe(true);
});

it('the schedule makes the day\'s backup on the replica holding the lease only, and deletes backups older than BACKUP_KEEP_DAYS', async () => {
  const config = settings({ BACKUP_HOUR: '2', BACKUP_KEEP_DAYS: '3' });
  expect(config.backup).toEqual({ dir: backupDir, hour: 2, keepDays: 3 });
  const db = await openDatabase(config);
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  // noon in Dhaka tomorrow (06:00 UTC): past BACKUP_HOUR whatever time the test runs, and a day after the first test's backup
  const noon = new Date(`${new Date(Date.now() + 6 * 3600_000 + 86_400_000).toISOString().slice(0, 10)}T06:00:00Z`);
  const now = () => noon;
  const old = path.join(backupDir, 'talim-backup-20200101T000000Z.tar.gz');
  writeFileSync(old, 'x');
  utimesSync(old, new Date('2020-01-01'), new Date('2020-01-01'));
  const one = startBackupSchedule(db, config, log, { now });
  const two = startBackupSchedule(db, config, log, { now });
  try {
    const ticks = [await one.tick(), await two.tick()];
    // exactly one replica held the lease and ran
    expect(ticks.filter(Boolean)).toHaveLength(1);
    const last = await readLastBackup(backupDir);
    expect(last?.at).toBe(noon.toISOString());
    expect(existsSync(old)).toBe(false);
    // due no more today
    const holder = ticks[0] ? one : two;
    const before = last!.file;
    await holder.tick();
    expect((await readLastBackup(backupDir))!.file).toBe(before);
  } finally {
    await one();
    await two();
    await db.destroy();
  }
  expect(await pruneBackups(path.join(backupDir, 'missing'), 1)).toEqual([]);
});
