#!/usr/bin/env node
/**
 * The staff list of 1,000 staff members (each with two duties) over REST (the spec's
 * POST /api/adminis/staff/{code}, every row with its duty list, money in taka) against the same rows
 * read with raw SQL (the staff rows and their duties: two queries), both as a bare query and served as
 * JSON by a bare express route. Target: REST within 1.5x raw SQL over HTTP, like for like (uncompressed;
 * and both compressed as the server compresses its JSON, brotli 4). Printed, never pass/fail.
 *
 * Part of `npm run bench` (scripts/bench.js calls staffList with its database and server), or alone:
 * `node scripts/bench-staff.js` (builds the API when dist/server is missing; DATABASE_URL=mysql://…
 * runs it on MySQL/MariaDB in a scratch database beside it; BENCH_RUNS sets the requests per measure).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist/server', p);
const STAFF = 1000;
const RUNS = Number(process.env.BENCH_RUNS || 300);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
/**
 * Times several calls taking turns (one of each per round), so a machine whose load changes while it
 * runs slows them alike and the ratios stay fair.
 */
async function timeTogether(calls) {
  const names = Object.keys(calls);
  for (let i = 0; i < 20; i++) for (const n of names) await calls[n]();
  const times = Object.fromEntries(names.map((n) => [n, []]));
  const busy = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const n of names) {
      const t = process.hrtime.bigint();
      const loop = performance.eventLoopUtilization();
      await calls[n]();
      busy[n].push(performance.eventLoopUtilization(loop).active);
      times[n].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  return Object.fromEntries(names.map((n) => {
    const sorted = [...times[n]].sort((a, b) => a - b);
    return [n, { median: median(times[n]), p95: sorted[Math.floor(sorted.length * 0.95)], busy: median(busy[n]) }];
  }));
}

/** Seeds 1,000 staff with two duties each into the academy `code` and measures; `q` quotes SQL for the driver. */
async function staffList({ db, code, url, headers, q }) {
  const { Staff, StaffDuty } = require(dist('api/src/domains/administration/staff.entity.js'));
  const rows = Array.from({ length: STAFF }, (_, i) => ({
    code, staffId: `S-${i + 1}`, name: `Staff member ${i + 1}`, fatherName: `Father ${i + 1}`, designation: i % 4 ? 'Assistant teacher' : 'Worker',
    birthDate: '1985-01-01', mobile: `0171${String(1000000 + i)}`, nid: String(1990000000000 + i), village: 'Village', postOffice: 'PO',
    subDistrict: 'Upazila', district: 'Dhaka', qualification: 'Kamil', preExperience: '3 years', terms: 'Full time',
    salaryPaisa: 1500000 + i * 100, boardingFeePaisa: 120000, residenceType: i % 2 ? 'residential' : 'nonResidential',
    candidateType: i % 4 ? 'teacher' : 'worker', hireDate: '2020-01-01', department: 'Kitab', photoUrl: '',
  }));
  for (let i = 0; i < rows.length; i += 200) await db.getRepository(Staff).insert(rows.slice(i, i + 200));
  const saved = await db.getRepository(Staff).find({ where: { code }, select: { id: true }, order: { id: 'ASC' } });
  const duties = saved.flatMap((s, i) => [`Class ${(i % 10) + 1} Arabic`, 'Morning assembly'].map((duty) => ({ code, staffId: s.id, duty })));
  for (let i = 0; i < duties.length; i += 400) await db.getRepository(StaffDuty).insert(duties.slice(i, i + 400));
  if (db.options.type === 'better-sqlite3') await db.query('PRAGMA optimize=0x10002');

  // The columns the list answers (all but code and createdAt), so both sides carry the same data.
  const columns = ['id', 'staffId', 'name', 'fatherName', 'designation', 'birthDate', 'mobile', 'nid', 'village', 'postOffice', 'subDistrict', 'district',
    'qualification', 'preExperience', 'terms', 'salaryPaisa', 'boardingFeePaisa', 'residenceType', 'candidateType', 'hireDate', 'department', 'photoUrl'];
  const staffSql = q(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "staff" WHERE "code" = ? ORDER BY "id"`);
  const dutySql = q('SELECT "staffId", "duty" FROM "staff_duties" WHERE "code" = ? ORDER BY "id"');
  const raw = async () => ({ staff: await db.query(staffSql, [code]), duties: await db.query(dutySql, [code]) });
  // The same rows as JSON from a bare express route, plain and compressed as the server compresses
  // its JSON answers (brotli quality 4 when asked for, else gzip).
  const zlib = require('node:zlib');
  const bare = require('express')();
  const compressed = require('compression')({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } } });
  bare.get('/raw', async (_req, res) => res.json(await raw()));
  bare.get('/rawz', compressed, async (_req, res) => res.json(await raw()));
  const bareHttp = await new Promise((r) => { const s = bare.listen(0, '127.0.0.1', () => r(s)); });
  const rawUrl = `http://127.0.0.1:${bareHttp.address().port}/raw`;
  const plain = { 'accept-encoding': 'identity' };
  const browser = { 'accept-encoding': 'gzip, deflate, br' };

  const rest = (encoding) => async () => {
    const r = await fetch(`${url}/api/adminis/staff/${code}`, { method: 'POST', headers: { ...headers, ...encoding } });
    return r.json();
  };
  const restCall = rest(plain);
  const first = await restCall();
  if (!first.success || first.staff.length !== STAFF || first.staff[0].duty_list.length !== 2) throw new Error(`staff list: unexpected answer ${JSON.stringify(first).slice(0, 300)}`);
  const gqlCall = async () => {
    const r = await fetch(`${url}/graphql`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ staff(limit: 500) { total items { id staffId name fatherName designation mobile nid village postOffice subDistrict district salary candidateType photoUrl dutyList } } }' }),
    });
    const body = await r.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body;
  };

  // SQL statements per request (they must not grow with the rows), counted on the query runner's
  // class (SQLite's shared runner calls it too: api/src/db/sqlite-serial.ts).
  const proto = Object.getPrototypeOf(db.createQueryRunner());
  const original = proto.query;
  let statements = 0;
  proto.query = function (...args) { statements += 1; return original.apply(this, args); };
  const count = async (fn) => { statements = 0; await fn(); return statements; };
  const restStatements = await count(restCall);
  const gqlStatements = await count(gqlCall);

  const { rawT, rawHttpT, rawZT, restT, restZT, gqlT } = await timeTogether({
    rawT: raw,
    rawHttpT: async () => (await fetch(rawUrl, { headers: plain })).json(),
    rawZT: async () => (await fetch(`${rawUrl}z`, { headers: browser })).json(),
    restT: restCall,
    restZT: rest(browser),
    gqlT: gqlCall,
  });
  proto.query = original;
  await new Promise((r) => bareHttp.close(r));

  const ms = (t) => `median ${t.median.toFixed(2)} ms  p95 ${t.p95.toFixed(2)} ms`;
  const driver = db.options.type === 'better-sqlite3' ? 'SQLite' : 'MySQL/MariaDB';
  console.log(`\n== staff list (${STAFF.toLocaleString('en')} staff, 2 duties each), ${RUNS} rounds of sequential requests taking turns, ${driver} ==`);
  console.log(`raw SQL (staff + duties)   ${ms(rawT)}`);
  console.log(`raw SQL over HTTP          ${ms(rawHttpT)}  (bare express route, the same rows as JSON)`);
  console.log(`  the same, compressed     ${ms(rawZT)}  (brotli 4, as the server compresses JSON answers)`);
  console.log(`REST POST /staff/{code}    ${ms(restT)}  ${(restT.median / rawHttpT.median).toFixed(2)}x raw over HTTP (target <= 1.5x), ${(restT.median / rawT.median).toFixed(2)}x raw query, ${restStatements} SQL statements`);
  console.log(`  asked with br/gzip       ${ms(restZT)}  ${(restZT.median / rawZT.median).toFixed(2)}x the compressed raw route`);
  console.log(`GraphQL staff(limit: 500)  ${ms(gqlT)}  (half the rows; ${(gqlT.median / rawHttpT.median).toFixed(2)}x the full raw list over HTTP), ${gqlStatements} SQL statements`);
  return { rest: restT.median, rawHttp: rawHttpT.median, raw: rawT.median, ratio: restT.median / rawHttpT.median, compressedRatio: restZT.median / rawZT.median };
}

/** Alone: a fresh database (SQLite in a temporary directory, or a scratch MySQL/MariaDB database) and a server. */
async function main() {
  if (!fs.existsSync(dist('api/src/server.js'))) require('node:child_process').execSync('npm run build:api', { cwd: root, stdio: 'inherit' });
  require('reflect-metadata');
  const { loadConfig } = require(dist('api/src/config.js'));
  const { openDatabase } = require(dist('api/src/db/open.js'));
  const { createServer } = require(dist('api/src/server.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { User } = require(dist('api/src/domains/auth/user.entity.js'));
  const { hashPassword } = require(dist('api/src/platform/passwords.js'));
  const { signToken } = require(dist('api/src/platform/tokens.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-bench-staff-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const mysql = require('mysql2/promise');
    const server = process.env.DATABASE_URL.replace(/\/[^/]*$/, '');
    const c = await mysql.createConnection(server);
    await c.query('DROP DATABASE IF EXISTS talim_bench_staff');
    await c.query('CREATE DATABASE talim_bench_staff CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await c.end();
    databaseUrl = `${server}/talim_bench_staff`;
    drop = async () => { const d = await mysql.createConnection(server); await d.query('DROP DATABASE talim_bench_staff'); await d.end(); };
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret', SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'none') });
  const db = await openDatabase(config);
  const code = '900002';
  await db.getRepository(Academy).save({ code, slug: 'bench-staff', email: 'bench-staff@bench.test', name: 'Bench', address: 'x', englishName: 'Bench', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', numberOfStudents: 1, activation: true, expiryDate: '2999-01-01' });
  const user = await db.getRepository(User).save({ code, email: 'bench-staff-user@bench.test', type: 'superUser', firstName: 'B', lastName: 'U', passwordHash: await hashPassword('bench1') });
  const token = signToken(config.jwtSecret, { kind: 'academy', id: user.id, version: 0 });
  const { app, close } = await createServer({ config, db });
  const http = await new Promise((r) => { const s = app.listen(0, '127.0.0.1', () => r(s)); });
  try {
    await staffList({ db, code, url: `http://127.0.0.1:${http.address().port}`, headers: { authorization: `Bearer ${token}` }, q: (sql) => sql.replace(/"/g, databaseUrl ? '`' : '"') });
  } finally {
    await new Promise((r) => http.close(r));
    await close();
    await db.destroy();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { staffList, timeTogether };
if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
