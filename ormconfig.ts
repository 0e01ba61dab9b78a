import 'reflect-metadata';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './api/src/entities';
import { mysqlMigrations, sqliteMigrations } from './api/src/db/migrations';

export interface DatabaseSettings {
  /** mysql://user:pass@host:port/db, or empty for the embedded SQLite file. */
  databaseUrl: string;
  dataDir: string;
  /** Overrides the SQLite file name (tests use a fresh file each run). */
  sqliteFile?: string;
  /**
   * MySQL or MariaDB behind a mysql:// URL: TypeORM reads column defaults differently on each,
   * so openDatabase asks the server (SELECT VERSION()) and says which. mariadb:// says it too.
   */
  flavor?: 'mysql' | 'mariadb';
  /**
   * A Galera cluster node (openDatabase asks: wsrep_on). Its reads are not causal by default: a row
   * committed through another node may not be visible yet. Every connection of the pool then sets
   * wsrep_sync_wait (galeraDriver below), so a write acknowledged through any replica is seen by the
   * next request through any other.
   */
  galera?: boolean;
}

/**
 * wsrep_sync_wait = 7: SELECT, SHOW and the start of a transaction (1), UPDATE and DELETE (2),
 * INSERT and REPLACE (4) first wait until this node has applied everything the cluster committed
 * before they started. A wait is a round of the cluster's messages (well under a millisecond on a LAN).
 */
export const GALERA_SYNC_WAIT = 7;

type Mysql2 = typeof import('mysql2');

/**
 * mysql2 as TypeORM's driver (its `driver` option), but every new pool connection first sets
 * wsrep_sync_wait. mysql2 runs a connection's queries in order, so nothing runs on it before that.
 */
function galeraDriver(): Mysql2 {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mysql2 = require('mysql2') as Mysql2;
  return {
    ...mysql2,
    createPool: ((options: Parameters<Mysql2['createPool']>[0]) => {
      const pool = mysql2.createPool(options);
      // A failure here is a connection already lost: its next query fails too, as an outage.
      pool.on('connection', (connection) => { connection.query(`SET SESSION wsrep_sync_wait = ${GALERA_SYNC_WAIT}`, () => undefined); });
      return pool;
    }) as Mysql2['createPool'],
  };
}

/** Both drivers refuse a null or undefined where-value, so a missing tenant code can never match another tenant's row. */
const strictWhere = { invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' } } as const;

export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  if (settings.databaseUrl) {
    if (!/^(mysql|mariadb):\/\//.test(settings.databaseUrl)) throw new Error('DATABASE_URL must start with mysql:// or mariadb://');
    const flavor = settings.flavor ?? (settings.databaseUrl.startsWith('mariadb://') ? 'mariadb' : 'mysql');
    return {
      type: flavor,
      url: settings.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      ...(settings.galera ? { driver: galeraDriver() } : {}),
      entities,
      migrations: mysqlMigrations,
      migrationsRun: false,
      synchronize: false,
      ...strictWhere,
    };
  }
  return {
    type: 'better-sqlite3',
    database: settings.sqliteFile ?? path.join(settings.dataDir, 'talim.sqlite'),
    enableWAL: true,
    entities,
    migrations: sqliteMigrations,
    migrationsRun: false,
    synchronize: false,
    ...strictWhere,
  };
}

export function createDataSource(settings: DatabaseSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}

/** The DataSource the TypeORM CLI uses, from the same environment as the app. */
export default createDataSource({
  databaseUrl: process.env.DATABASE_URL || '',
  dataDir: path.resolve(process.env.DATA_DIR || './data'),
});
