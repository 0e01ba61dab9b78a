/**
 * Run by tests/api/transactions.test.ts in a Node process of its own (jest's own process already has
 * promise hooks on): opens an in-memory SQLite database with db/sqlite-serial.ts, runs transactions
 * and prints, as JSON, whether promise hooks were on at each step. With hooks off, a promise's
 * continuation runs with no async id (async_hooks.executionAsyncId() is 0).
 */
const { executionAsyncId } = require('node:async_hooks');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, file) => {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
  });
  module._compile(code, file);
};
const { DataSource } = require('typeorm');
const { serializeSqliteTransactions } = require(path.join(__dirname, '../../api/src/db/sqlite-serial.ts'));

const hooked = async () => { await null; return executionAsyncId() !== 0; };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

(async () => {
  const db = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
  await db.initialize();
  serializeSqliteTransactions(db);
  await db.query('CREATE TABLE t (v TEXT)');
  const seen = { before: await hooked() };
  const first = db.transaction(async (em) => {
    seen.inFirst = await hooked();
    await pause(40);
    await em.query("INSERT INTO t VALUES ('1')");
  });
  await pause(10);
  const second = db.transaction(async (em) => { await em.query("INSERT INTO t VALUES ('2')"); });
  await first;
  seen.whileSecondWaits = await hooked();
  await second;
  seen.after = await hooked();
  seen.rows = (await db.query('SELECT v FROM t ORDER BY v')).map((r) => r.v);
  await db.destroy();
  process.stdout.write(JSON.stringify(seen));
})().catch((e) => { console.error(e); process.exit(1); });
