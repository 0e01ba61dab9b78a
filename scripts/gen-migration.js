#!/usr/bin/env node
/**
 * Writes one migration per driver (SQLite and MySQL) with the SQL that brings a database migrated
 * to the current head up to the current entities. Usage: npm run build:api && node scripts/gen-migration.js Name
 * MySQL: MIGRATION_MYSQL_URL (default mysql://root@127.0.0.1:3306), using a scratch database talim_migration_gen.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
require('reflect-metadata');

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  console.error('usage: node scripts/gen-migration.js PascalCaseName');
  process.exit(2);
}
const root = path.join(__dirname, '..');
const { createDataSource } = require(path.join(root, 'dist/server/ormconfig.js'));

function render(className, up, down) {
  const q = (list) => list.map((s) => `    await q.query(${JSON.stringify(s.query)}${s.parameters && s.parameters.length ? `, ${JSON.stringify(s.parameters)}` : ''});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(q: QueryRunner): Promise<void> {
${q(up)}
  }

  public async down(q: QueryRunner): Promise<void> {
${q(down.slice().reverse())}
  }
}
`;
}

async function generate(settings, dir, className, stamp) {
  const ds = createDataSource(settings);
  await ds.initialize();
  await ds.runMigrations();
  const sql = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  if (!sql.upQueries.length) return console.log(`${dir}: no change`);
  const file = path.join(root, 'api/src/db/migrations', dir, `${stamp}-${name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}.ts`);
  fs.writeFileSync(file, render(className, sql.upQueries, sql.downQueries));
  console.log(`wrote ${path.relative(root, file)} (${sql.upQueries.length} statements)`);
}

(async () => {
  const stamp = process.env.MIGRATION_STAMP || String(Date.now());
  const className = `${name}${stamp}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-gen-'));
  await generate({ databaseUrl: '', dataDir: tmp, sqliteFile: path.join(tmp, 'gen.sqlite') }, 'sqlite', className, stamp);
  const base = (process.env.MIGRATION_MYSQL_URL || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const mysql = require('mysql2/promise');
  const conn = await mysql.createConnection(base);
  await conn.query('DROP DATABASE IF EXISTS talim_migration_gen');
  await conn.query('CREATE DATABASE talim_migration_gen CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  const { serverFlavor } = require(path.join(root, 'dist/server/api/src/db/open.js'));
  const url = `${base}/talim_migration_gen`;
  await generate({ databaseUrl: url, dataDir: tmp, flavor: await serverFlavor(url) }, 'mysql', className, stamp);
  await conn.query('DROP DATABASE talim_migration_gen');
  await conn.end();
  console.log('Add the new classes to api/src/db/migrations/index.ts.');
})().catch((e) => { console.error(e); process.exit(1); });
