import { mkdirSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../ormconfig';
import type { Config } from '../config';
import { serializeSqliteTransactions } from './sqlite-serial';

/** What the server behind DATABASE_URL is: MySQL or MariaDB (its version string says), and whether it is a Galera cluster node. */
export interface ServerKind {
  flavor: 'mysql' | 'mariadb';
  /** wsrep_on: a node of a Galera cluster (MariaDB Galera, Percona XtraDB Cluster). */
  galera: boolean;
}

export async function serverKind(databaseUrl: string): Promise<ServerKind> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  try {
    const [rows] = await conn.query('SELECT VERSION() AS version');
    const flavor = databaseUrl.startsWith('mariadb://') || /mariadb/i.test(String((rows as { version: string }[])[0]?.version)) ? 'mariadb' : 'mysql';
    const [wsrep] = await conn.query("SHOW VARIABLES LIKE 'wsrep_on'");
    const galera = /^on$/i.test(String((wsrep as { Value?: string }[])[0]?.Value ?? ''));
    return { flavor, galera };
  } finally {
    await conn.end();
  }
}

/** MySQL or MariaDB: the server says which in its version string. */
export async function serverFlavor(databaseUrl: string): Promise<'mysql' | 'mariadb'> {
  return (await serverKind(databaseUrl)).flavor;
}

/** Opens the configured database and brings its schema up to date with the migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, sqliteFile?: string): Promise<DataSource> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const kind = config.databaseUrl ? await serverKind(config.databaseUrl) : undefined;
  const db = createDataSource({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sqliteFile, flavor: kind?.flavor, galera: kind?.galera });
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
