/**
 * One academy on a fresh database for a bench that runs alone (bench-counts.js, bench-class-list.js):
 * a temporary SQLite file, or with DATABASE_URL=mysql://… a scratch database `name` beside it
 * (dropped first and at the end), opened as the server opens it, with a superUser; then the real
 * server on a free port with a Bearer token of that user. Needs the compiled API (dist/server).
 * Also their one timing helper (medianMs).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist/server', p);

/** The database and the academy (code, slug) with its superUser: { db, config, databaseUrl, code, user, drop() }. */
async function benchAcademy({ name, code, slug }) {
  require('reflect-metadata');
  const { loadConfig } = require(dist('api/src/config.js'));
  const { openDatabase } = require(dist('api/src/db/open.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { User } = require(dist('api/src/domains/auth/user.entity.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${slug}-`));
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const mysql = require('mysql2/promise');
    const c = await mysql.createConnection(process.env.DATABASE_URL.replace(/\/[^/]*$/, ''));
    await c.query(`DROP DATABASE IF EXISTS ${name}`);
    await c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.end();
    databaseUrl = process.env.DATABASE_URL.replace(/\/[^/]*$/, `/${name}`);
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret', SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'none') });
  const db = await openDatabase(config);
  await db.getRepository(Academy).save({ code, slug, email: `${slug}@bench.test`, name: 'Bench', address: 'x', englishName: 'Bench', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', numberOfStudents: 1, activation: true, expiryDate: '2999-01-01' });
  const user = await db.getRepository(User).save({ code, email: `${slug}-user@bench.test`, type: 'superUser', firstName: 'B', lastName: 'U', passwordHash: 'x' });
  return {
    db, config, databaseUrl, code, user,
    async drop() {
      await db.destroy();
      if (databaseUrl) {
        const d = await require('mysql2/promise').createConnection(databaseUrl);
        await d.query(`DROP DATABASE ${name}`);
        await d.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real server over the academy's database: { url (origin), headers (the superUser's Bearer token), stop() }. */
async function benchServer({ db, config, user }) {
  const { createServer } = require(dist('api/src/server.js'));
  const { signToken } = require(dist('api/src/platform/tokens.js'));
  const { app, close } = await createServer({ config, db });
  const http = await new Promise((r) => { const s = app.listen(0, '127.0.0.1', () => r(s)); });
  return {
    url: `http://127.0.0.1:${http.address().port}`,
    headers: { authorization: `Bearer ${signToken(config.jwtSecret, { kind: 'academy', id: user.id, version: 0 })}` },
    async stop() {
      await new Promise((r) => http.close(r));
      await close();
    },
  };
}

/** The median time in ms of `runs` calls of `fn`, after `warmup` calls. */
async function medianMs(fn, runs, warmup) {
  for (let i = 0; i < warmup; i++) await fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

module.exports = { benchAcademy, benchServer, dist, medianMs };
