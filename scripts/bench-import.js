#!/usr/bin/env node
/**
 * Bulk data entry (issue 13): 10,000 student rows from an .xlsx, previewed and imported through
 * the controller's REST call POST /api/controller/academy/data_entry/{code}. Goal: the import in
 * under 30 s. Printed, never pass/fail; called from nothing: run it directly,
 * `node scripts/bench-import.js` (SQLite in a scratch directory; builds the API when dist/server
 * is missing) or `DATABASE_URL=mysql://root@127.0.0.1:3306/x node scripts/bench-import.js`
 * (MySQL/MariaDB, in a scratch database talim_bench_import beside it). BENCH_ROWS sets the rows.
 */
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
require('reflect-metadata');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist/server', p);
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

async function main() {
  if (!fs.existsSync(dist('api/src/server.js'))) execSync('npx tsc -p api/tsconfig.json', { cwd: root, stdio: 'inherit' });
  const ExcelJS = require('exceljs');
  const { loadConfig } = require(dist('api/src/config.js'));
  const { openDatabase } = require(dist('api/src/db/open.js'));
  const { createServer } = require(dist('api/src/server.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { ClassRoom } = require(dist('api/src/domains/education/class.entity.js'));
  const { Student } = require(dist('api/src/domains/education/student.entity.js'));
  const { controllerService } = require(dist('api/src/domains/controller/controller.service.js'));
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
  const url = `http://127.0.0.1:${http.address().port}`;
  const login = await fetch(`${url}/api/controller/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@bench.test', password: 'owner-pass', code: '9876' }) });
  const { token } = await login.json();

  const fields = DATA_COLUMNS.students.map((c) => c.field);
  let t = process.hrtime.bigint();
  const xlsx = await studentsXlsx(ExcelJS, fields, ROWS);
  const built = Number(process.hrtime.bigint() - t) / 1e9;
  const post = async (extra) => {
    const f = new FormData();
    f.append('kind', 'students');
    for (const [k, v] of Object.entries(extra)) f.append(k, v);
    f.append('file', new Blob([xlsx]), 'students.xlsx');
    const started = process.hrtime.bigint();
    const res = await fetch(`${url}/api/controller/academy/data_entry/${code}`, { method: 'POST', body: f, headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, body };
  };
  const preview = await post({ preview: 'true' });
  const imported = await post({});
  const stored = await db.getRepository(Student).countBy({ code });
  const driver = databaseUrl ? 'MySQL/MariaDB' : 'SQLite';
  console.log(`bench-import (${driver}): ${ROWS.toLocaleString('en')} student rows, .xlsx of ${(xlsx.length / 1024).toFixed(0)} KB (built in ${built.toFixed(1)} s)`);
  console.log(`  preview: ${preview.seconds.toFixed(2)} s (rows ${preview.body.preview?.rows}, bad rows ${preview.body.preview?.badRows})`);
  console.log(`  import:  ${imported.seconds.toFixed(2)} s (imported ${imported.body.imported}, skipped ${imported.body.skipped}; ${stored} rows stored) — goal < 30 s: ${imported.seconds < 30 ? 'met' : 'NOT met'}`);
  if (!imported.body.success) console.log('  answer:', JSON.stringify(imported.body).slice(0, 500));
  http.close();
  await close();
  await db.destroy().catch(() => undefined);
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => { console.error(e); process.exit(1); });
