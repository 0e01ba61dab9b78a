#!/usr/bin/env node
/**
 * npm run bench: speed and memory as ratios, never as pass/fail.
 * 1. `classes` (500 rows) and the student list (2,000 students) over GraphQL and over REST against
 *    the same rows read with a raw SQL query on the same database, alone and served as JSON by a bare
 *    Express route ("raw over HTTP"), and the SQL statements per request (constant, not per row). The
 *    targets are against raw over HTTP: GraphQL within 2x (issue 22 item 10), REST within 1.5x (issue 8
 *    item 17, whose goal item 10 re-tested); the audit's REST at 0.8x raw SQL on MariaDB fits only a
 *    baseline that serves the rows over HTTP, as the query alone is no HTTP and no JSON. The student
 *    list also has its like-for-like lines: raw SQL of only the columns its GraphQL query asks,
 *    served the same way, and REST uncompressed (the bare route does not compress). The calls take
 *    turns, one of each per round. Beside them, GraphQL's own answer gzipped beforehand and fetched
 *    from a bare route: what the client alone spends (fetch, inflate, parse), so GraphQL's time less
 *    it is the server's.
 *    Results: computing and ranking 2,000 students × 15 subjects (target under 50 ms), saving such a
 *    table, and reading it over GraphQL and REST against the raw query.
 *    Then (scripts/bench-api-extra.js): a 12-student class's list in a 10,000-student academy,
 *    200 admissions sent at once, and requests per second of small signed-in calls against /healthz.
 * 2. Gzipped JavaScript each route loads in the built web app, against its budget (scripts/bench-routes.json).
 * 3. Seconds until /login and /guardian show on a first visit over an emulated slow network (400 ms
 *    latency, 50 KB/s each way, no cache), served by the real server with its compression.
 * Uses the compiled API (dist/server) and the built web app (dist/web); builds what is missing.
 * DATABASE_URL=mysql://… runs part 1 on MySQL/MariaDB (a scratch database beside it).
 * --api-only runs part 1 only; --web-only runs parts 2 and 3 only.
 */
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.join(__dirname, '..');
// The API measured in this process runs as `npm start` runs it: NODE_ENV=production unless set
// (api/src/platform/node-env.ts; graphql-js reads it when it loads).
process.env.NODE_ENV ||= 'production';
const dist = (p) => path.join(root, 'dist/server', p);
if (!fs.existsSync(dist('api/src/server.js'))) execSync('npm run build:api', { cwd: root, stdio: 'inherit' });
const apiOnly = process.argv.includes('--api-only');
const webOnly = process.argv.includes('--web-only');
if (!apiOnly && !fs.existsSync(path.join(root, 'dist/web/.vite/manifest.json'))) execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
require('reflect-metadata');

const ROWS = 500;
const STUDENTS = 2000;
const RUNS = Number(process.env.BENCH_RUNS || 300);
// BENCH_ONLY=lists,memory (comma-separated) runs only those parts of the API bench: lists (classes and
// the student list), results, class12, admissions, staff, counts, audit (history of changes), throughput (requests per second)
// and memory (server RSS; it and class12 seed the 10,000-student academy first).
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
const part = (name) => !only || only.includes(name);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
async function timeIt(fn) {
  for (let i = 0; i < 20; i++) await fn();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { median: median(times), p95: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] };
}

/** Counts the SQL statements the server sends, to show a request's statements do not grow with its rows. */
function countStatements(db) {
  const proto = Object.getPrototypeOf(db.createQueryRunner());
  const original = proto.query;
  const counter = { n: 0 };
  proto.query = function (...args) { counter.n += 1; return original.apply(this, args); };
  return counter;
}

async function apiBench() {
  const { loadConfig } = require(dist('api/src/config.js'));
  const { openDatabase } = require(dist('api/src/db/open.js'));
  const { createServer } = require(dist('api/src/server.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { User } = require(dist('api/src/domains/auth/user.entity.js'));
  const { ClassRoom } = require(dist('api/src/domains/education/class.entity.js'));
  const { Student } = require(dist('api/src/domains/education/student.entity.js'));
  const { hashPassword } = require(dist('api/src/platform/passwords.js'));
  const { signToken } = require(dist('api/src/platform/tokens.js'));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-bench-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const mysql = require('mysql2/promise');
    const server = process.env.DATABASE_URL.replace(/\/[^/]*$/, '');
    const c = await mysql.createConnection(server);
    await c.query('DROP DATABASE IF EXISTS talim_bench');
    await c.query('CREATE DATABASE talim_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await c.end();
    databaseUrl = `${server}/talim_bench`;
    drop = async () => { const d = await mysql.createConnection(server); await d.query('DROP DATABASE talim_bench'); await d.end(); };
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret', SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'none') });
  const db = await openDatabase(config);
  const q = (sql) => sql.replace(/"/g, databaseUrl ? '`' : '"');
  const code = '900001';
  await db.getRepository(Academy).save({ code, slug: 'bench', email: 'bench@bench.test', name: 'Bench', address: 'x', englishName: 'Bench', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', numberOfStudents: 1, activation: true, expiryDate: '2999-01-01' });
  const user = await db.getRepository(User).save({ code, email: 'bench-user@bench.test', type: 'superUser', firstName: 'B', lastName: 'U', passwordHash: await hashPassword('bench1') });
  const books = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`book${i + 1}`, { name: `Subject ${i + 1}`, isOptional: i === 11 }]));
  const classes = Array.from({ length: ROWS }, (_, i) => ({ code, department: `Dept ${i % 5}`, className: `Class ${i}`, groupName: i % 2 ? 'Science' : '', bookMeta: books }));
  for (let i = 0; i < classes.length; i += 100) await db.getRepository(ClassRoom).insert(classes.slice(i, i + 100));
  const student = (i) => ({
    code, newOld: 'new', department: 'Dept 1', residence: 'residential', category: 'general', formNo: i + 1, admitNo: i + 1,
    name: `Student ${i}`, fatherName: `Father ${i}`, motherName: 'Mother', fatherJob: 'farmer', village: 'Village', postOffice: 'PO',
    subDistrict: 'Upazila', district: 'Dhaka', birthDate: '2012-01-01', age: 14, fatherMobile: '01711000000', guardianRelation: 'father',
    admittedClass: 'Class 9', groupName: 'Science', date: '2026-01-10', fees: [{ title: 'admission_fee', amount: 1500 }, { title: 'monthly_fee', amount: 800 }],
  });
  for (let i = 0; i < STUDENTS; i += 200) await db.getRepository(Student).insert(Array.from({ length: Math.min(200, STUDENTS - i) }, (_, k) => student(i + k)));
  const token = signToken(config.jwtSecret, { kind: 'academy', id: user.id, version: 0 });

  const { app, close } = await createServer({ config, db });
  const http = await new Promise((r) => { const s = app.listen(0, '127.0.0.1', () => r(s)); });
  const url = `http://127.0.0.1:${http.address().port}`;
  const headers = { authorization: `Bearer ${token}` };
  const graphql = (query) => async () => {
    const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = await r.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body;
  };
  const restGet = (p) => async () => { const r = await fetch(`${url}${p}`, { headers }); return r.json(); };
  const bare = require('express')();
  const bareHttp = await new Promise((r) => { const s = bare.listen(0, '127.0.0.1', () => r(s)); });
  const bareUrl = `http://127.0.0.1:${bareHttp.address().port}`;
  const statements = countStatements(db);

  let scenarios = 0;
  const { timeTogether } = require('./bench-staff');
  async function scenario(title, { rawSql, columnsSql, gqlQuery, restPath, expect }) {
    const rawPath = `/raw/${++scenarios}`;
    bare.get(rawPath, async (_req, res) => res.json({ rows: await db.query(q(rawSql), [code]) }));
    // Only the columns GraphQL's query asks (its derived field under its column's name), served the same way.
    if (columnsSql) bare.get(`${rawPath}/columns`, async (_req, res) => res.json({ rows: await db.query(q(columnsSql), [code]) }));
    const gqlCall = graphql(gqlQuery);
    const got = await gqlCall();
    if (expect(got) !== true) throw new Error(`${title}: unexpected answer`);
    // GraphQL's own answer, made beforehand and gzipped as the server gzips it for this client (level
    // 1), served by a bare route: what this client spends fetching, inflating and parsing the answer,
    // whatever server makes it. GraphQL's time less this one is the server's.
    const answer = await (await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify({ query: gqlQuery }) })).text();
    const gzipped = zlib.gzipSync(answer, { level: zlib.constants.Z_BEST_SPEED });
    bare.get(`${rawPath}/answer`, (_req, res) => { res.set({ 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' }); res.end(gzipped); });
    const memBefore = process.memoryUsage();
    const t = await timeTogether({
      raw: () => db.query(q(rawSql), [code]),
      rawHttp: async () => (await fetch(`${bareUrl}${rawPath}`)).json(),
      made: async () => (await fetch(`${bareUrl}${rawPath}/answer`)).json(),
      gql: gqlCall,
      rest: restGet(restPath),
      ...(columnsSql ? {
        columnsHttp: async () => (await fetch(`${bareUrl}${rawPath}/columns`)).json(),
        restPlain: async () => (await fetch(`${url}${restPath}`, { headers: { ...headers, 'accept-encoding': 'identity' } })).json(),
      } : {}),
    });
    const memAfter = process.memoryUsage();
    statements.n = 0; await gqlCall(); const gqlStatements = statements.n;
    statements.n = 0; await restGet(restPath)(); const restStatements = statements.n;
    const raw = t.raw;
    console.log(`\n== ${title}, ${RUNS} rounds of sequential requests taking turns, ${databaseUrl ? 'MySQL/MariaDB' : 'SQLite'} ==`);
    console.log(`raw SQL query      median ${raw.median.toFixed(2)} ms  p95 ${raw.p95.toFixed(2)} ms`);
    console.log(`raw SQL over HTTP  median ${t.rawHttp.median.toFixed(2)} ms  p95 ${t.rawHttp.p95.toFixed(2)} ms  (bare express route, same rows as JSON)`);
    if (columnsSql) console.log(`its columns, HTTP  median ${t.columnsHttp.median.toFixed(2)} ms  p95 ${t.columnsHttp.p95.toFixed(2)} ms  (the same route, only the columns GraphQL's query asks)`);
    console.log(`answer made before median ${t.made.median.toFixed(2)} ms  p95 ${t.made.p95.toFixed(2)} ms  (GraphQL's answer, ${(answer.length / 1024).toFixed(0)} KB, gzipped beforehand, from a bare route: this client's own share)`);
    const line = (name, x, target, more = '') => console.log(`${name} median ${x.median.toFixed(2)} ms  p95 ${x.p95.toFixed(2)} ms  ${(x.median / raw.median).toFixed(2)}x raw query, ${(x.median / t.rawHttp.median).toFixed(2)}x raw over HTTP (target <= ${target}x)${more}`);
    line('GraphQL           ', t.gql, 2, `${columnsSql ? `, ${(t.gql.median / t.columnsHttp.median).toFixed(2)}x its columns over HTTP` : ''}, ${gqlStatements} SQL statements`);
    console.log(`  main thread busy: raw ${t.raw.busy.toFixed(2)} ms, answer made before ${t.made.busy.toFixed(2)} ms, GraphQL ${t.gql.busy.toFixed(2)} ms, REST ${t.rest.busy.toFixed(2)} ms per call`);
    console.log(`  less the client's share: ${(t.gql.median - t.made.median).toFixed(2)} ms, ${((t.gql.median - t.made.median) / raw.median).toFixed(2)}x raw query (the server's part)`);
    line('REST              ', t.rest, 1.5, `, ${restStatements} SQL statements`);
    if (columnsSql) line('REST uncompressed ', t.restPlain, 1.5, ' (the same bytes as the bare route, which does not compress)');
    console.log(`memory: rss ${(memAfter.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memAfter.heapUsed / 2 ** 20).toFixed(0)} MiB (heap grew ${((memAfter.heapUsed - memBefore.heapUsed) / 2 ** 20).toFixed(1)} MiB over ${Object.keys(t).length * RUNS} calls)`);
  }

  if (part('lists')) await scenario(`classes (${ROWS} rows)`, {
    rawSql: 'SELECT "id", "department", "className", "groupName", "bookMeta" FROM "classes" WHERE "code" = ? ORDER BY "department", "className", "groupName", "id"',
    gqlQuery: '{ classes { id department className groupName books { slot name isOptional } } }',
    restPath: `/api/education/classes/${code}`,
    expect: (b) => b.data.classes.length === ROWS,
  });
  if (part('lists')) await scenario(`student list (${STUDENTS} students)`, {
    rawSql: 'SELECT * FROM "students" WHERE "code" = ? AND "condition" = \'in\' ORDER BY "admitNo", "formNo"',
    columnsSql: 'SELECT "id", "formNo", "admitNo", "name", "fatherName", "admittedClass", "groupName", "department", "residence", "category", "fatherMobile", "age", "date", "photoUrl", "reportStage", "fees" FROM "students" WHERE "code" = ? AND "condition" = \'in\' ORDER BY "admitNo", "formNo"',
    gqlQuery: '{ students { id formNo admitNo name fatherName admittedClass groupName department residence category guardianMobile age date photoUrl reportStage fees { title amount } } }',
    restPath: `/api/education/students/${code}`,
    expect: (b) => b.data.students.length === STUDENTS,
  });

  if (part('results')) {
    // Results: computing and ranking a 2,000-student × 15-subject table (target under 50 ms), saving it
    // over GraphQL (the server validates, names the students and computes), and reading it back.
    const rules = require(dist('api/src/rules/results.js'));
    const subjects = Array.from({ length: 15 }, (_, i) => ({ key: `book${i + 1}`, name: `Subject ${i + 1}`, isOptional: i === 14 }));
    const markRows = Array.from({ length: STUDENTS }, (_, i) => ({ admitNo: i + 1, name: `Student ${i}`, marks: subjects.map((_, j) => (i * 7 + j * 13) % 101) }));
    const compute = await timeIt(async () => rules.computeResults(markRows, subjects, 100, rules.defaultGrading()));
    console.log(`\n== results: compute and rank ${STUDENTS} students x 15 subjects (rules/results.ts), ${RUNS} runs ==`);
    console.log(`computeResults     median ${compute.median.toFixed(2)} ms  p95 ${compute.p95.toFixed(2)} ms  (target < 50 ms)`);
    await db.getRepository(ClassRoom).insert({ code, department: 'Dept 1', className: 'Exam class', groupName: 'Science', bookMeta: Object.fromEntries(subjects.map((x) => [x.key, { name: x.name, isOptional: x.isOptional }])) });
    const createBody = JSON.stringify({
      query: 'mutation($i: ResultInput!) { createResult(input: $i) { id studentCount } }',
      variables: { i: { className: 'Exam class', groupName: 'Science', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026, rows: markRows.map((r) => ({ admitNo: r.admitNo, name: '', marks: r.marks })) } },
    });
    const saveTimes = [];
    let resultId = 0;
    try {
      for (let i = 0; i < 5; i++) {
        if (resultId) await db.query(q('DELETE FROM "results" WHERE "id" = ?'), [resultId]);
        const t = process.hrtime.bigint();
        const r = await (await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: createBody })).json();
        saveTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (r.errors || r.data.createResult.studentCount !== STUDENTS) throw new Error(JSON.stringify(r.errors));
        resultId = r.data.createResult.id;
      }
    } catch (e) {
      // Known limit: on MySQL/MariaDB the rows are a TEXT column (64 KB), about 600 students of 15 subjects.
      console.log(`createResult of ${STUDENTS} students failed: ${e.message}`);
      resultId = 0;
    }
    if (resultId) {
      console.log(`createResult over GraphQL (validate, look up 2,000 names, compute, store) median ${median(saveTimes).toFixed(1)} ms of 5 saves`);
      await scenario(`one result table (${STUDENTS} students x 15 subjects)`, {
        rawSql: `SELECT * FROM "results" WHERE "code" = ? AND "id" = ${resultId}`,
        gqlQuery: `{ result(id: ${resultId}) { id className examName subjects { key name isOptional } rows { admitNo name marks total percentage averageGpa grade status rank } } }`,
        restPath: `/api/education/result/${code}/${resultId}`,
        expect: (b) => b.data.result.rows.length === STUDENTS,
      });
    }
  }

  // The student list of one class in a large academy, 200 admissions at once, and requests per second.
  const extra = require('./bench-api-extra');
  if (part('class12') || part('memory')) await extra.classOfTwelve({ db, code, scenario: part('class12') ? scenario : null, Student, student, existing: STUDENTS });
  if (part('admissions')) await extra.concurrentAdmissions({ url, headers, code });
  if (part('staff')) await require('./bench-staff').staffList({ db, code, url, headers, q }); // 1,000 staff over REST against raw SQL
  if (part('counts')) await require('./bench-counts').countsYear({ db, code, url, headers, q }); // a year of 20,000 receipts: counts and report against raw SUM
  if (part('throughput') || part('memory')) await extra.throughput({ config, token, dataDir, databaseUrl, code, rates: part('throughput'), memory: part('memory') });
  // The history of changes (issue 26): recording on a receipt write and a 2,000 x 15 result against
  // not recording, the audit list of 100,000 lines. Its own process: the switch that turns recording
  // off for the comparison is refused under NODE_ENV=production, which this process runs as.
  if (part('audit')) execSync(`"${process.execPath}" ${JSON.stringify(path.join(__dirname, 'bench-audit.js'))}`, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });

  await new Promise((r) => http.close(r));
  await new Promise((r) => bareHttp.close(r));
  await close();
  await db.destroy();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Gzipped JS per route against its budget (scripts/bench-routes.json): what the page loads before it
 * shows, i.e. the entry with its static imports, whatever the entry itself imports on every visit
 * (the app and React), the default language (the light part of the Bengali messages, a route's
 * further `"messages"` parts; on a route drawn with antd, `"antd": true`, all the other parts and
 * antd's Bengali locale too; `"antd": "office"`, the dashboard, only the pages and office parts)
 * and the route's lazy chunks, each with its static imports.
 * Brotli (what the server sends) is printed beside it.
 * BENCH_WEB_DIST=dir measures another build (e.g. an older one, for a before/after).
 */
function bundleReport() {
  const webDist = process.env.BENCH_WEB_DIST || path.join(root, 'dist/web');
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
  const { boot: bootSources, language, languageRest = [], languageOffice = languageRest, antdLanguage, routes } = JSON.parse(fs.readFileSync(path.join(__dirname, 'bench-routes.json'), 'utf8'));
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = fs.readFileSync(path.join(webDist, file));
      sizes.set(file, {
        gz: zlib.gzipSync(bytes, { level: 9 }).length,
        br: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length,
      });
    }
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const i of manifest[key].imports || []) closure(i, seen);
    return seen;
  };
  const kb = (n) => (n / 1024).toFixed(1).padStart(6);
  const js = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // Every visit: the entry, what it imports itself before the first paint (the app, and React in
  // chunks of their own: keys starting with "_"), and the default language.
  const boot = closure(entryKey);
  for (const k of manifest[entryKey].dynamicImports || []) if (k.startsWith('_')) closure(k, boot);
  for (const k of [...bootSources, ...language]) closure(k, boot);
  const line = (files) => `JS gzip ${kb(files.reduce((n, f) => n + size(f).gz, 0))} KB  br ${kb(files.reduce((n, f) => n + size(f).br, 0))} KB`;
  console.log(`\n== web bundle per route (${path.relative(root, webDist)}): entry, app, Bengali (messages; antd's locale where antd draws) and the route's lazy chunks; KB of JS, gzip level 9 against the budget, brotli 11 beside ==`);
  console.log(`${'every page'.padEnd(22)} ${line(js(boot))}  (${js(boot).length} chunks)`);
  for (const [route, { sources, budgetKb, antd, messages = [] }] of Object.entries(routes)) {
    const missing = sources.map((s) => `src/${s}`).filter((k) => !manifest[k]);
    if (missing.length) { console.log(`${route.padEnd(22)} (no chunk for ${missing.join(', ')})`); continue; }
    const keys = new Set(boot);
    for (const s of sources) closure(`src/${s}`, keys);
    // "antd": "office": the dashboard, whose messages are the light, pages and office parts (lib/messages.ts)
    if (antd) for (const k of [...antdLanguage, ...(antd === 'office' ? languageOffice : languageRest)]) closure(k, keys);
    for (const k of messages) closure(k, keys);
    const files = js(keys);
    const css = [...new Set([...keys].flatMap((k) => manifest[k].css || []))];
    const gz = files.reduce((n, f) => n + size(f).gz, 0);
    const budget = budgetKb ? `  budget ${String(budgetKb).padStart(3)} KB (${((gz / 1024 / budgetKb) * 100).toFixed(0)}% of it)` : '';
    console.log(`${route.padEnd(22)} ${line(files)}  CSS gzip ${kb(css.reduce((n, f) => n + size(f).gz, 0))} KB  (${files.length} chunks)${budget}`);
  }
}

/**
 * A first visit (no cache) to /login and, signed in as the demo guardian on a phone, to /guardian,
 * over an emulated slow mobile network (Chrome DevTools Protocol: 400 ms latency, 50 KB/s down and
 * up), against the built app served by the real server (dist/server, with its compression; the
 * build in BENCH_WEB_DIST when set). Prints the seconds until the page's form shows, against the
 * budget (8 s), and the bytes on the wire.
 */
async function slowNetworkReport() {
  const { spawn } = require('node:child_process');
  const { chromium } = require('playwright-core');
  const LATENCY_MS = 400;
  const BYTES_PER_SECOND = 50 * 1024;
  const BUDGET_S = 8;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-bench-web-'));
  const port = await new Promise((resolve) => {
    const probe = require('node:net').createServer().listen(0, '127.0.0.1', () => { const p = probe.address().port; probe.close(() => resolve(p)); });
  });
  const server = spawn(process.execPath, [dist('api/src/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', COOKIE_SECURE: '0', LOG_LEVEL: 'warn', SEED_DEMO: '1', WEB_DIST: process.env.BENCH_WEB_DIST || path.join(root, 'dist/web') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let browser;
  try {
    for (let i = 0; ; i++) {
      try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* not yet */ }
      if (i > 150 || server.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const visit = async (route, selector, contextOptions = {}, throttle = true) => {
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      if (throttle) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: BYTES_PER_SECOND, uploadThroughput: BYTES_PER_SECOND });
      else await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
      const scripts = new Set();
      let js = 0;
      cdp.on('Network.responseReceived', (e) => { if (e.type === 'Script') scripts.add(e.requestId); });
      cdp.on('Network.loadingFinished', (e) => { if (scripts.has(e.requestId)) js += e.encodedDataLength; });
      let wire = 0;
      let requests = 0;
      cdp.on('Network.loadingFinished', (e) => { wire += e.encodedDataLength; requests += 1; });
      await page.goto(`${url}${route}`, { waitUntil: 'commit', timeout: 180_000 });
      // Milliseconds since the navigation started, taken in the page when the form is laid out.
      const shown = await page.waitForFunction(
        (sel) => { const el = globalThis.document.querySelector(sel); return el && el.getClientRects().length > 0 ? performance.now() : false; },
        selector, { timeout: 180_000, polling: 'raf' },
      );
      const ms = await shown.jsonValue();
      if (!throttle) await page.waitForLoadState('networkidle');
      await context.close();
      return { seconds: ms / 1000, wire, requests, js, scripts: scripts.size };
    };
    const line = (route, r, note) => console.log(`${route.padEnd(10)} visible after ${r.seconds.toFixed(1).padStart(5)} s (budget ${BUDGET_S} s)  ${(r.wire / 1024).toFixed(0).padStart(5)} KB on the wire in ${r.requests} requests so far  ${note}`);
    console.log(`\n== first visit over an emulated slow network (${LATENCY_MS} ms latency, ${BYTES_PER_SECOND / 1024} KB/s down and up, cache disabled; Bengali) ==`);
    line('/login', await visit('/login', '#password', { viewport: { width: 1366, height: 900 } }), 'desktop, the sign-in form');
    // The demo guardian signs in (no throttling), then opens /guardian on a phone, with a cold cache.
    const signIn = await browser.newContext();
    const res = await signIn.request.post(`${url}/api/auth/login`, { data: { email: 'guardian@talim.app', password: 'guardian1' } });
    if (!res.ok()) throw new Error(`guardian sign-in failed: ${res.status()} ${await res.text()}`);
    const storageState = await signIn.storageState();
    await signIn.close();
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState };
    line('/guardian', await visit('/guardian', '[data-testid="guardian-child"]', phone), 'phone, signed in, the children list');
    // The office dashboard signed in as the demo super user, desktop, no throttling, gzip: every
    // script it fetches until the network is idle (the charts' chunks only when in view).
    const admin = await browser.newContext();
    const adminRes = await admin.request.post(`${url}/api/auth/login`, { data: { email: 'demo@talim.app', password: 'demo1234' } });
    if (!adminRes.ok()) throw new Error(`super user sign-in failed: ${adminRes.status()}`);
    const adminState = await admin.storageState();
    await admin.close();
    const dash = await visit('/dashboard', '[data-testid="attendance-chart"], [data-testid="grades-chart"]', { viewport: { width: 1366, height: 900 }, storageState: adminState }, false);
    console.log(`/dashboard JS ${(dash.js / 1024).toFixed(0).padStart(5)} KB gzip in ${dash.scripts} scripts, ${(dash.wire / 1024).toFixed(0)} KB in ${dash.requests} requests until idle (first visit, desktop 1366x900, no throttling; goal 350 KB)`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

(async () => {
  if (!webOnly) await apiBench();
  if (!apiOnly) {
    bundleReport();
    await slowNetworkReport();
  }
})().catch((e) => { console.error(e); process.exit(1); });
