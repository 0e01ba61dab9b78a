import { mkdirSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../ormconfig';
import type { Config } from '../config';

/** Opens the configured database and brings its schema up to date with the migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, sqliteFile?: string): Promise<DataSource> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = createDataSource({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sqliteFile });
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  return db;
}
