import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { extractTo, readTarGz, writeTarGz, type TarSource } from './tar';
import { heldLeases, leasedSchedule, type LeasedSchedule, type LeaseLog } from './lease';

/**
 * Backups (issue 26, README "Backups"): one file, `talim-backup-<UTC time>.tar.gz`, holding
 *
 * - `manifest.json`: format, driver (sqlite or mysql), the moment the database's snapshot was taken
 *   (`snapshotAt`), what the files part holds;
 * - `database.sqlite` (the embedded database, copied by SQLite's online backup API in one step: one
 *   read transaction, so one consistent moment; writers go on meanwhile, WAL) or `database.sql`
 *   (MySQL/MariaDB: every table of the product's database, its CREATE TABLE and its rows as INSERTs,
 *   read in one REPEATABLE READ transaction started WITH CONSISTENT SNAPSHOT, so every table is
 *   read as of one moment while the product keeps writing; one statement per line);
 * - `uploads/<code>/<name>`: the uploaded files on local disk (DATA_DIR/uploads), copied after the
 *   database's snapshot (stored files never change and are written before the row naming them
 *   commits, so every file the snapshot names is there). With STORAGE_URL (an S3 bucket) the files
 *   are not in the backup: the bucket is kept by its own versioning or replication.
 *
 * Restoring (restoreBackup) puts the database and the files back as they were at the snapshot. It
 * refuses while the product runs against that database: every running server holds the `backup`
 * schedule's lease, renewed every JOB_LEASE_SECONDS/3 (platform/lease.ts), so a lease not yet
 * expired means a replica is up. Stop the product first (or pass force after making sure).
 */
export const BACKUP_FORMAT = 1;
export const BACKUP_LEASE = 'backup';
const PREFIX = 'talim-backup-';
const SUFFIX = '.tar.gz';
/** The note of the last good backup, in the backup folder (read by /healthz, at most once a minute). */
export const LAST_BACKUP_FILE = 'last-good-backup.json';

export interface BackupManifest {
  format: number;
  driver: 'sqlite' | 'mysql';
  /** ISO time just before the database's snapshot was taken: every write acknowledged before it is in the backup. */
  snapshotAt: string;
  /** 'local': the uploaded files are in `uploads/`; 's3': they stay in the bucket, not in the backup. */
  files: 'local' | 's3';
  fileCount: number;
  tables?: number;
}

export interface BackupResult { file: string; size: number; at: string; manifest: BackupManifest }

export type BackupSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 'storageUrl' | 'backup'>;

const sqliteFile = (dataDir: string) => path.join(dataDir, 'talim.sqlite');
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** The uploaded files under DATA_DIR/uploads, as archive entries `uploads/<code>/<name>`. */
async function* uploadedFiles(dataDir: string, counter: { n: number }): AsyncGenerator<TarSource> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return;
  for (const code of (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const name of (await readdir(path.join(root, code), { withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name).sort()) {
      counter.n++;
      yield { name: `uploads/${code}/${name}`, file: path.join(root, code, name) };
    }
  }
}

/** What is used here of better-sqlite3's connection (the package ships no types). */
interface SqliteConnection {
  pragma(source: string): unknown;
  backup(target: string, options: { progress: (info: { totalPages: number; remainingPages: number }) => number }): Promise<unknown>;
  close(): void;
}

/** The embedded database copied by SQLite's online backup API, all pages in one step (one read transaction). */
async function copySqlite(dataDir: string, target: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as new (file: string, options: { fileMustExist: boolean }) => SqliteConnection;
  const source = new Database(sqliteFile(dataDir), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    // the first step (0 pages) opens the backup; the progress answer makes the next step copy every page at once
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

/** A connection of its own (not the product's pool): the core one streams rows, its promise() wrapper runs the rest. */
async function mysqlConnection(databaseUrl: string) {
  const mysql = await import('mysql2');
  const core = mysql.createConnection({
    uri: databaseUrl.replace(/^mariadb:/, 'mysql:'), dateStrings: true, supportBigNumbers: true, bigNumberStrings: true,
    charset: 'utf8mb4_unicode_ci', timezone: 'Z',
    // JSON columns (MySQL) as their text, so they are written back as they were
    typeCast: (field, next) => (field.type === 'JSON' ? field.string() : next()),
  });
  return { core, conn: core.promise() };
}

/** Rows per INSERT of the dump. */
const ROWS_PER_INSERT = 200;

/**
 * The product's database as SQL text, one statement per line, read in one consistent snapshot: the
 * tables' definitions, then their rows.
 */
async function dumpMysql(databaseUrl: string, target: string): Promise<number> {
  const { core, conn } = await mysqlConnection(databaseUrl);
  const out = createWriteStream(target, { flags: 'wx' });
  const write = (s: string) => new Promise<void>((resolve, reject) => {
    if (out.write(s)) resolve(); else out.once('drain', resolve).once('error', reject);
  });
  try {
    await conn.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await conn.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [tableRows] = await conn.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'");
    const tables = (tableRows as Record<string, string>[]).map((r) => Object.values(r)[0]).sort();
    await write('SET NAMES utf8mb4;\nSET FOREIGN_KEY_CHECKS = 0;\nSET UNIQUE_CHECKS = 0;\nSET time_zone = \'+00:00\';\n');
    for (const table of tables) {
      const [create] = await conn.query(`SHOW CREATE TABLE \`${table}\``);
      const ddl = String((create as Record<string, string>[])[0]['Create Table']).replace(/\r?\n/g, ' ');
      await write(`DROP TABLE IF EXISTS \`${table}\`;\n${ddl};\n`);
    }
    for (const table of tables) {
      const rows = core.query({ sql: `SELECT * FROM \`${table}\``, rowsAsArray: true }).stream();
      let batch: string[] = [];
      const flush = async () => {
        if (!batch.length) return;
        await write(`INSERT INTO \`${table}\` VALUES ${batch.join(',')};\n`);
        batch = [];
      };
      for await (const row of rows as AsyncIterable<unknown[]>) {
        batch.push(`(${row.map((v) => conn.escape(v)).join(',')})`);
        if (batch.length >= ROWS_PER_INSERT) await flush();
      }
      await flush();
    }
    await write('SET FOREIGN_KEY_CHECKS = 1;\nSET UNIQUE_CHECKS = 1;\n');
    await conn.query('COMMIT');
    return tables.length;
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
    await conn.end().catch(() => undefined);
  }
}

/**
 * Makes one backup file in settings.backup.dir (made if missing) while the product runs; answers
 * its path, size and the snapshot's moment, and notes it as the last good backup.
 */
export async function makeBackup(settings: BackupSettings, now: () => Date = () => new Date()): Promise<BackupResult> {
  const dir = settings.backup.dir;
  await mkdir(dir, { recursive: true });
  const work = await mkdtemp(path.join(dir, '.making-'));
  try {
    const snapshotAt = now();
    let dbEntry: TarSource;
    let tables: number | undefined;
    if (settings.databaseUrl) {
      dbEntry = { name: 'database.sql', file: path.join(work, 'database.sql') };
      tables = await dumpMysql(settings.databaseUrl, dbEntry.file!);
    } else {
      dbEntry = { name: 'database.sqlite', file: path.join(work, 'database.sqlite') };
      await copySqlite(settings.dataDir, dbEntry.file!);
    }
    const counter = { n: 0 };
    const files = settings.storageUrl ? 's3' : 'local';
    const manifest = (): BackupManifest => ({ format: BACKUP_FORMAT, driver: settings.databaseUrl ? 'mysql' : 'sqlite', snapshotAt: snapshotAt.toISOString(), files, fileCount: counter.n, ...(tables !== undefined ? { tables } : {}) });
    const name = `${PREFIX}${stamp(snapshotAt)}${SUFFIX}`;
    const partial = path.join(work, name);
    async function* sources(): AsyncGenerator<TarSource> {
      yield dbEntry;
      if (files === 'local') yield* uploadedFiles(settings.dataDir, counter);
      // last, so it can count the files
      yield { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest(), null, 2)) };
    }
    const size = await writeTarGz(partial, sources());
    let file = path.join(dir, name);
    for (let i = 1; existsSync(file); i++) file = path.join(dir, `${PREFIX}${stamp(snapshotAt)}-${i}${SUFFIX}`);
    await rename(partial, file);
    const result = { file, size, at: snapshotAt.toISOString(), manifest: manifest() };
    await writeFile(path.join(dir, LAST_BACKUP_FILE), JSON.stringify({ file: path.basename(file), size, at: result.at }));
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Deletes this product's backup files in the folder older than keepDays days; answers the names deleted. */
export async function pruneBackups(dir: string, keepDays: number, now: Date = new Date()): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const limit = now.getTime() - keepDays * 86_400_000;
  const gone: string[] = [];
  for (const name of await readdir(dir)) {
    if (!name.startsWith(PREFIX) || !name.endsWith(SUFFIX)) continue;
    const s = await stat(path.join(dir, name));
    if (s.mtimeMs < limit) {
      await rm(path.join(dir, name), { force: true });
      gone.push(name);
    }
  }
  return gone;
}

export interface LastBackup { file: string; size: number; at: string }

/** The last good backup noted in the folder, or null. */
export async function readLastBackup(dir: string): Promise<LastBackup | null> {
  try {
    const v = JSON.parse(await readFile(path.join(dir, LAST_BACKUP_FILE), 'utf8')) as LastBackup;
    return typeof v.at === 'string' && typeof v.size === 'number' ? { file: String(v.file), size: v.size, at: v.at } : null;
  } catch {
    return null;
  }
}

/** The last good backup for /healthz: the note read at most once a minute (no query, no folder listing). */
export function lastBackupCache(dir: string): () => Promise<LastBackup | null> {
  let last: { at: number; value: LastBackup | null } | null = null;
  let running: Promise<LastBackup | null> | null = null;
  return async () => {
    if (last && Date.now() - last.at < 60_000) return last.value;
    running ??= readLastBackup(dir).then((value) => { last = { at: Date.now(), value }; running = null; return value; });
    return running;
  };
}

export class RestoreRefused extends Error {}

/** Reads an entry's bytes to the end, keeping none. */
async function skip(body: Readable): Promise<void> {
  for await (const _chunk of body) { /* dropped */ }
}

/** The manifest of a backup file (read without unpacking the rest). */
async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  await readTarGz(file, async (name, _size, body) => {
    if (name !== 'manifest.json') return skip(body);
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  });
  if (!manifest) throw new RestoreRefused('not a Talim backup (no manifest.json)');
  return manifest;
}

/** Whether a server is running against this database (it holds the backup schedule's lease). */
export async function productRunning(db: DataSource): Promise<boolean> {
  try {
    return (await heldLeases(db, [BACKUP_LEASE])).size > 0;
  } catch {
    return false;
  }
}

/** Runs the SQL dump one line (statement) at a time on a fresh connection. */
async function loadMysql(databaseUrl: string, sqlFile: string): Promise<void> {
  const { conn } = await mysqlConnection(databaseUrl);
  try {
    const [tableRows] = await conn.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'");
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const r of tableRows as Record<string, string>[]) await conn.query(`DROP TABLE IF EXISTS \`${Object.values(r)[0]}\``);
    const lines = createInterface({ input: createReadStream(sqlFile, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line.trim()) await conn.query(line);
    }
  } finally {
    await conn.end().catch(() => undefined);
  }
}

export interface RestoreOptions {
  /** Restore even though a server seems to run against the database (its lease has not expired). */
  force?: boolean;
  /** A database connection to look for a running server through (the CLI's). */
  db?: DataSource;
}

/**
 * Puts a backup back: the database replaced by the backup's (SQLite: the file; MySQL: every table
 * dropped and loaded from the dump) and, when the backup holds them, DATA_DIR/uploads replaced by
 * its files. The product must be stopped (see the top of this file).
 */
export async function restoreBackup(settings: BackupSettings, file: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefused(`no such file: ${file}`);
  const manifest = await readManifest(file);
  if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`backup format ${manifest.format} is not ${BACKUP_FORMAT}`);
  const driver = settings.databaseUrl ? 'mysql' : 'sqlite';
  if (manifest.driver !== driver) throw new RestoreRefused(`this backup is of a ${manifest.driver} database; DATABASE_URL says ${driver}`);
  if (!options.force && options.db && (await productRunning(options.db))) {
    throw new RestoreRefused('Talim is running against this database (a server holds its backup lease): stop it, then restore (or pass --force)');
  }
  await mkdir(settings.dataDir, { recursive: true });
  const work = await mkdtemp(path.join(settings.dataDir, '.restoring-'));
  try {
    await readTarGz(file, async (name, _size, body) => {
      if (name === 'manifest.json') return skip(body);
      await extractTo(work, name, body);
    });
    if (options.db?.isInitialized) await options.db.destroy();
    if (driver === 'sqlite') {
      const target = sqliteFile(settings.dataDir);
      for (const extra of ['-wal', '-shm', '-journal']) await rm(target + extra, { force: true });
      await rename(path.join(work, 'database.sqlite'), target);
    } else {
      await loadMysql(settings.databaseUrl, path.join(work, 'database.sql'));
    }
    if (manifest.files === 'local') {
      const uploads = path.join(settings.dataDir, 'uploads');
      await rm(uploads, { recursive: true, force: true });
      if (existsSync(path.join(work, 'uploads'))) await rename(path.join(work, 'uploads'), uploads);
      else await mkdir(uploads, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Asia/Dhaka is UTC+6 all year (no daylight saving): its hour of an instant. */
export function dhakaHour(instant: Date): number {
  return new Date(instant.getTime() + 6 * 3600_000).getUTCHours();
}
const dhakaDay = (instant: Date) => new Date(instant.getTime() + 6 * 3600_000).toISOString().slice(0, 10);

/** Is a daily backup due: at or after the hour (Asia/Dhaka) and none made yet today (Asia/Dhaka)? */
export function backupDue(now: Date, hour: number, last: LastBackup | null): boolean {
  if (dhakaHour(now) < hour) return false;
  return !last || dhakaDay(new Date(last.at)) !== dhakaDay(now);
}

/** How often a replica holding the lease checks whether the daily backup is due. */
export const BACKUP_CHECK_MS = 60_000;

/**
 * The daily backup (BACKUP_HOUR, Asia/Dhaka; kept BACKUP_KEEP_DAYS days): run by the one replica
 * holding the `backup` lease (platform/lease.ts), checked every minute, at or after the hour, once
 * a day (a server down at the hour makes it when it comes back that day). Every running server
 * contends for the lease, which is also how restore knows the product is running.
 */
export function startBackupSchedule(db: DataSource, settings: BackupSettings, log: LeaseLog & { info(obj: object, msg?: string): void }, options: { ttlMs?: number; now?: () => Date } = {}): LeasedSchedule {
  const now = options.now ?? (() => new Date());
  const work = async () => {
    const hour = settings.backup.hour;
    if (hour === null) return;
    if (!backupDue(now(), hour, await readLastBackup(settings.backup.dir))) return;
    const made = await makeBackup(settings, now);
    log.info({ backup: path.basename(made.file), size: made.size }, 'daily backup made');
    const gone = await pruneBackups(settings.backup.dir, settings.backup.keepDays, now());
    if (gone.length) log.info({ deleted: gone }, 'old backups deleted');
  };
  return leasedSchedule(db, BACKUP_LEASE, BACKUP_CHECK_MS, work, { log, ttlMs: options.ttlMs });
}

/** The entries' names of a backup file (tests and tools). */
export async function backupEntries(file: string): Promise<string[]> {
  const names: string[] = [];
  await readTarGz(file, async (name, _size, body) => { names.push(name); await skip(body); });
  return names;
}
