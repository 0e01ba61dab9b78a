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
}

/** Both drivers refuse a null or undefined where-value, so a missing tenant code can never match another tenant's row. */
const strictWhere = { invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' } } as const;

export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  if (settings.databaseUrl) {
    if (!/^mysql:\/\//.test(settings.databaseUrl)) throw new Error('DATABASE_URL must start with mysql://');
    return {
      type: 'mysql',
      url: settings.databaseUrl,
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
