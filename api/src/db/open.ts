import { mkdirSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../ormconfig';
import type { Config } from '../config';
import { serializeSqliteTransactions } from './sqlite-serial';

/** MySQL or MariaDB: the server says which in its version string. */
export async function serverFlavor(databaseUrl: string): Promise<'mysql' | 'mariadb'> {
  if (databaseUrl.startsWith('mariadb://')) return 'mariadb';
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await conn.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as { version: string }[])[0]?.version)) ? 'mariadb' : 'mysql';
  } finally {
    await conn.end();
  }
}

/** Opens the configured database and brings its schema up to date with the migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, sqliteFile?: string): Promise<DataSource> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const flavor = config.databaseUrl ? await serverFlavor(config.databaseUrl) : undefined;
  const db = createDataSource({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sqliteFile, flavor });
  await db.initialize();
  if (!config.databaseUrl) serializeSqliteTransactions(db);
  await db.runMigrations({ transaction: 'each' });
  if (!config.databaseUrl) keepSqliteStatistics(db);
  return db;
}

/**
 * SQLite plans queries from statistics that only ANALYZE gathers. The class lists do not need them:
 * their indexes are already in their order, so an academy newer than the last analysis reads only
 * its class too (student.entity.ts, tests/api/classListPlan.test.ts). Other queries still gain, so,
 * as SQLite advises for long-lived connections: `PRAGMA optimize` at open and every hour after; it
 * analyses only tables that changed a lot. (A sampled analysis, analysis_limit, was too coarse to
 * tell a class from an academy.) The embedded database serves one school; a large deployment runs
 * MySQL.
 */
function keepSqliteStatistics(db: DataSource): void {
  const optimize = (flags = '') => db.query(`PRAGMA optimize${flags}`).catch(() => {});
  void optimize('=0x10002');
  setInterval(() => { if (db.isInitialized) void optimize(); }, 3600_000).unref();
}
