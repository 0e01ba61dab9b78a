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
