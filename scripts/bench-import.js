#!/usr/bin/env node
/**
 * Bulk data entry (issue 13): 10,000 student rows from an .xlsx, previewed and imported through
 * the controller's REST call POST /api/controller/academy/data_entry/{code}. Goal: the import in
 * under 30 s. Printed, never pass/fail; called from nothing: run it directly,
 * `node scripts/bench-import.js` (SQLite in a scratch directory; builds the API when dist/server
 * is missing) or `DATABASE_URL=mysql://root@127.0.0.1:3306/x node scripts/bench-import.js`
 * (MySQL/MariaDB, in a scratch database talim_bench_import beside it). BENCH_ROWS sets the rows.
 *
 * Issue 22 item 6: each import also reports how /healthz answers while it runs (asked every 50 ms)
 * and the process's peak RSS during it (VmHWM, reset before each import), for the BENCH_ROWS
 * import and for hostile files: a 400,000-row .xlsx and a ~12 MB one (both refused at the 50,000-row
 * limit) and a zip bomb (120 MB of XML in a small .xlsx). BENCH_DIST=<dir> runs another compiled
 * API (e.g. an older commit's `tsc --outDir`) instead of dist/server. Goal: /healthz < 200 ms, RSS < 400 MB.
 */
const { execSync, fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
require('reflect-metadata');

const root = path.join(__dirname, '..');
const distRoot = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist/server');
const dist = (p) => path.join(distRoot, p);
const ROWS = Number(process.env.BENCH_ROWS || 10000);

async function studentsXlsx(ExcelJS, fields, n) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('students');
  sheet.addRow(fields);
  for (let i = 0; i < n; i++) {
    const row = {
      name: `Student ${i + 1}`, fatherName: `Father ${i + 1}`, motherName: 'Mother', fatherJob: 'Farmer', birthDate: '2012-03-15',
      guardianMobile: `0171${String(1000000 + i)}`, relationWithGuardian: 'Father', village: 'Village', postOffice: 'PO', subDistrict: 'Upazila',
      district: 'Dhaka', department: 'Hifz', approvedClass: `Class ${i % 10}`, groupName: '', newOld: 'new', residenceType: 'residential', category: 'general',
    };
    sheet.addRow(fields.map((f) => row[f] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An .xlsx of `n` classes rows from exceljs's streaming writer (shared strings: small on disk). */
async function classesXlsx(ExcelJS, n) {
  const { PassThrough } = require('node:stream');
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (c) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('classes');
  sheet.addRow(['department', 'className', 'groupName']).commit();
  for (let i = 0; i < n; i++) sheet.addRow(['Hifz', `Class ${i % 10}`, '']).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A one-sheet .xlsx whose one cell holds `size` bytes of text (deflated: about size / 1000 on disk). */
function bombXlsx(size) {
  const zlib = require('node:zlib');
  const x = (body) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const parts = [
    ['xl/workbook.xml', x(`<workbook ${ns}><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`)],
    ['xl/_rels/workbook.xml.rels', x('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')],
    ['xl/worksheets/sheet1.xml', Buffer.concat([x(`<worksheet ${ns}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>department</t></is></c><c r="B1" t="inlineStr"><is><t>className</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`), Buffer.alloc(size, 'A'), Buffer.from('</t></is></c></row></sheetData></worksheet>')])],
  ];
  const locals = [];
  const central = [];
  let offset = 0;
  for (const [n, data] of parts) {
    const name = Buffer.from(n);
    const z = zlib.deflateRawSync(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0); head.writeUInt16LE(20, 4); head.writeUInt16LE(8, 8);
    head.writeUInt32LE(zlib.crc32(data), 14); head.writeUInt32LE(z.length, 18); head.writeUInt32LE(data.length, 22); head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0); dir.writeUInt16LE(20, 4); dir.writeUInt16LE(20, 6); dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(zlib.crc32(data), 16); dir.writeUInt32LE(z.length, 20); dir.writeUInt32LE(data.length, 24); dir.writeUInt16LE(name.length, 28); dir.writeUInt32LE(offset, 42);
    locals.push(head, name, z);
    central.push(dir, name);
    offset += 30 + name.length + z.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(parts.length, 8); end.writeUInt16LE(parts.length, 10); end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The process's peak RSS in MB since the last reset (Linux: VmHWM; resetting writes 5 to clear_refs). */
const peakRss = (pid) => { try { return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024; } catch { return NaN; } };
const resetPeak = (pid) => { try { fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { /* not Linux */ } };

/** Runs `job` while /healthz is asked every 50 ms; the job's answer, its time, healthz latencies, the server's longest event-loop block and peak RSS. */
async function watched(url, child, job) {
  const pid = child.pid;
  resetPeak(pid);
  child.send('delay-reset');
  let pending = true;
  const started = process.hrtime.bigint();
  const running = job().finally(() => { pending = false; });
  const latencies = [];
  let refused = 0;
  while (pending) {
    const t0 = process.hrtime.bigint();
    const h = await fetch(`${url}/healthz`).catch(() => null);
    if (h) await h.text();
    if (pending) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (pending && h?.status !== 200) refused++;
    await new Promise((r) => setTimeout(r, 50));
  }
  const result = await running;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  child.send('delay');
  const { delay: blocked, memo } = await new Promise((r) => child.once('message', r));
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0) : '-');
  const healthz = `/healthz ${latencies.length}x during: median ${at(0.5)} ms, max ${latencies.length ? latencies[latencies.length - 1].toFixed(0) : '-'} ms, ${refused} not 200`;
  return { ...result, seconds, healthz: `${healthz}; server event loop held at most ${blocked.toFixed(0)} ms`, rss: `server peak RSS ${peakRss(pid).toFixed(0)} MB (${memo})` };
}

/**
 * The server under test, in a child process of its own (so its RSS is the server's alone): opens
 * the scratch database, seeds the academy, listens, and answers the parent's messages.
 */
async function serve() {
  const { loadConfig } = require(dist('api/src/config.js'));
  const { openDatabase } = require(dist('api/src/db/open.js'));
  const { createServer } = require(dist('api/src/server.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { ClassRoom } = require(dist('api/src/domains/education/class.entity.js'));
  const { Student } = require(dist('api/src/domains/education/student.entity.js'));
  const { controllerService } = require(dist('api/src/domains/controller/controller.service.js'));
  const { dataDir, databaseUrl } = JSON.parse(process.env.BENCH_IMPORT_SERVER);
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret', SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'none'),
    CONTROLLER_EMAIL: 'owner@bench.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876',
  });
  const db = await openDatabase(config);
  await controllerService.bootstrap(db, config);
  const code = '900002';
  await db.getRepository(Academy).save({ code, slug: 'bench-import', email: 'bench@bench.test', name: 'Bench', address: 'x', englishName: 'Bench', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', numberOfStudents: 1, activation: true, expiryDate: '2999-01-01' });
  await db.getRepository(ClassRoom).insert(Array.from({ length: 10 }, (_, i) => ({ code, department: 'Hifz', className: `Class ${i}`, groupName: '', bookMeta: {} })));
  const { app, close } = await createServer({ config, db });
  const http = await new Promise((r) => { const s = app.listen(0, '127.0.0.1', () => r(s)); });
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The server's own view of its memory while a job runs (sampled every 20 ms): the sample with the
  // highest RSS, and the highest JS heap, external and array-buffer figures seen.
  const MB = (b) => Math.round(b / 2 ** 20);
  let memory = null;
  const sampler = setInterval(() => {
    if (!memory) return;
    const m = process.memoryUsage();
    if (m.rss > memory.atPeak.rss) memory.atPeak = m;
    for (const k of ['heapUsed', 'heapTotal', 'external', 'arrayBuffers']) memory.max[k] = Math.max(memory.max[k], m[k]);
  }, 20);
  sampler.unref();
  process.on('message', async (m) => {
    if (m === 'delay-reset') {
      delay.reset();
      memory = { atPeak: process.memoryUsage(), max: { heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 } };
    }
    if (m === 'delay') {
      const p = memory.atPeak;
      const memo = `at the highest sampled RSS ${MB(p.rss)} MB: heap used ${MB(p.heapUsed)} of ${MB(p.heapTotal)} MB, external ${MB(p.external)} MB (array buffers ${MB(p.arrayBuffers)}); highest heap used ${MB(memory.max.heapUsed)} MB, external ${MB(memory.max.external)} MB`;
      memory = null;
      process.send({ delay: delay.max / 1e6, memo });
    }
    if (m === 'count') process.send({ count: await db.getRepository(Student).countBy({ code }) });
    if (m === 'stop') {
      http.close();
      await close();
      await db.destroy().catch(() => undefined);
      process.exit(0);
    }
  });
  process.send({ url: `http://127.0.0.1:${http.address().port}`, code });
}

async function main() {
  if (!process.env.BENCH_DIST && !fs.existsSync(dist('api/src/server.js'))) execSync('npx tsc -p api/tsconfig.json', { cwd: root, stdio: 'inherit' });
  const ExcelJS = require('exceljs');
  const { DATA_COLUMNS } = require(dist('api/src/rules/data-entry.js'));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-bench-import-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const mysql = require('mysql2/promise');
    const server = process.env.DATABASE_URL.replace(/\/[^/]*$/, '');
    const c = await mysql.createConnection(server);
    await c.query('DROP DATABASE IF EXISTS talim_bench_import');
    await c.query('CREATE DATABASE talim_bench_import CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await c.end();
    databaseUrl = `${server}/talim_bench_import`;
    drop = async () => { const d = await mysql.createConnection(server); await d.query('DROP DATABASE talim_bench_import'); await d.end(); };
  }
  const child = fork(__filename, [], { env: { ...process.env, BENCH_IMPORT_SERVER: JSON.stringify({ dataDir, databaseUrl }) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reply = () => new Promise((r) => child.once('message', r));
  const { url, code } = await reply();
  const login = await fetch(`${url}/api/controller/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@bench.test', password: 'owner-pass', code: '9876' }) });
  const { token } = await login.json();

  const fields = DATA_COLUMNS.students.map((c) => c.field);
  const t = process.hrtime.bigint();
  const xlsx = await studentsXlsx(ExcelJS, fields, ROWS);
  const built = Number(process.hrtime.bigint() - t) / 1e9;
  const post = (extra, bytes = xlsx, kind = 'students', name = 'students.xlsx') => watched(url, child, async () => {
    const f = new FormData();
    f.append('kind', kind);
    for (const [k, v] of Object.entries(extra)) f.append(k, v);
    f.append('file', new Blob([bytes]), name);
    const res = await fetch(`${url}/api/controller/academy/data_entry/${code}`, { method: 'POST', body: f, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  });
  const idle = peakRss(child.pid);
  const lines = [];
  // Hostile files first, on the fresh server (issue 22 item 6): each must be refused without holding the server.
  if (process.env.BENCH_HOSTILE !== '0') {
    const hostile = [
      ['400,000 rows', await classesXlsx(ExcelJS, 400_000), 'classes.xlsx'],
      ['1,200,000 rows', await classesXlsx(ExcelJS, 1_200_000), 'classes.xlsx'],
      ['zip bomb (120 MB of XML)', bombXlsx(120 * 1024 * 1024), 'bomb.xlsx'],
    ];
    for (const [label, bytes, name] of hostile) {
      const r = await post({ preview: 'true' }, bytes, 'classes', name);
      lines.push(`  ${label}, .xlsx of ${(bytes.length / 1024).toFixed(0)} KB: ${r.status} ${r.body.message ?? (r.body.preview ? `previewed ${r.body.preview.rows} rows` : '')} in ${r.seconds.toFixed(2)} s; ${r.healthz}; ${r.rss}`);
    }
  }
  const preview = await post({ preview: 'true' });
  const imported = await post({});
  child.send('count');
  const stored = (await reply()).count;
  const driver = databaseUrl ? 'MySQL/MariaDB' : 'SQLite';
  console.log(`bench-import (${driver}, ${distRoot}): ${ROWS.toLocaleString('en')} student rows, .xlsx of ${(xlsx.length / 1024).toFixed(0)} KB (built in ${built.toFixed(1)} s); server RSS before: ${idle.toFixed(0)} MB`);
  console.log(`  preview: ${preview.seconds.toFixed(2)} s (rows ${preview.body.preview?.rows}, bad rows ${preview.body.preview?.badRows}); ${preview.healthz}; ${preview.rss}`);
  console.log(`  import:  ${imported.seconds.toFixed(2)} s (imported ${imported.body.imported}, skipped ${imported.body.skipped}; ${stored} rows stored) — goal < 30 s: ${imported.seconds < 30 ? 'met' : 'NOT met'}; ${imported.healthz}; ${imported.rss}`);
  if (!imported.body.success) console.log('  answer:', JSON.stringify(imported.body).slice(0, 500));
  for (const line of lines) console.log(line);

  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_IMPORT_SERVER) serve().catch((e) => { console.error(e); process.exit(1); });
else main().catch((e) => { console.error(e); process.exit(1); });
