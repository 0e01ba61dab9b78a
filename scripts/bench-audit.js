#!/usr/bin/env node
/**
 * The cost of the history of changes (issue 26), as ratios (never pass/fail):
 * - a receipt write (the receipts service's add, as a superUser signs: no password hashing in it) with
 *   its history line against the same write with recording switched off (AUDIT_OFF=1, honoured only
 *   outside production);
 * - saving a result of 2,000 students × 15 subjects (create, then an edit changing every student's
 *   marks: 2,001 lines each) with recording against without;
 * - the audit list of an academy with 100,000 lines: first page, a page at offset 50,000, one
 *   record's history and a filter by user, against the raw SQL of the same page; and the chain check
 *   of the 100,000 lines.
 * Services are called in this process (the recording's own cost, not HTTP's). Run by `npm run bench`
 * (scripts/bench.js) or alone: `node scripts/bench-audit.js` (builds the API when dist/server is
 * missing; DATABASE_URL=mysql://… runs it on MySQL/MariaDB in a scratch database talim_bench_audit).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execSync } = require('node:child_process');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(process.env.BENCH_DIST_DIR || path.join(root, 'dist/server'), p);
if (!fs.existsSync(dist('api/src/server.js'))) execSync('npm run build:api', { cwd: root, stdio: 'inherit' });
// The switch that turns recording off for the comparison is refused in production.
if (process.env.NODE_ENV === 'production') process.env.NODE_ENV = 'test';
require('reflect-metadata');

const RUNS = Number(process.env.BENCH_RUNS || 60);
const RESULT_RUNS = Number(process.env.BENCH_RESULT_RUNS || 3);
const LINES = Number(process.env.BENCH_AUDIT_LINES || 100_000);
const STUDENTS = 2000;
const SUBJECTS = 15;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timeEach(fn, runs, warm = 3) {
  for (let i = 0; i < warm; i++) await fn(-1 - i);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(times);
}
const withRecording = (on, fn) => async (...args) => {
  if (on) delete process.env.AUDIT_OFF; else process.env.AUDIT_OFF = '1';
  try { return await fn(...args); } finally { delete process.env.AUDIT_OFF; }
};
const fmt = (ms) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

async function main() {
  const { loadConfig } = require(dist('api/src/config.js'));
  const { openDatabase } = require(dist('api/src/db/open.js'));
  const { systemClock } = require(dist('api/src/platform/clock.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { User } = require(dist('api/src/domains/auth/user.entity.js'));
  const { ClassRoom } = require(dist('api/src/domains/education/class.entity.js'));
  const { Student } = require(dist('api/src/domains/education/student.entity.js'));
  const { ApprovedReceiptBook } = require(dist('api/src/domains/accounts/receipts.entities.js'));
  const { regardingsService } = require(dist('api/src/domains/accounts/regardings.service.js'));
  const { receiptsService } = require(dist('api/src/domains/accounts/receipts.service.js'));
  const { resultsService } = require(dist('api/src/domains/education/results.service.js'));
  const { historyService } = require(dist('api/src/domains/history/history.service.js'));
  const { recordChanges, checkChain } = require(dist('api/src/platform/history.js'));
  const { AuditLine } = require(dist('api/src/platform/history.entity.js'));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-bench-audit-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const mysql = require('mysql2/promise');
    const server = process.env.DATABASE_URL.replace(/\/[^/]*$/, '');
    const c = await mysql.createConnection(server);
    await c.query('DROP DATABASE IF EXISTS talim_bench_audit');
    await c.query('CREATE DATABASE talim_bench_audit CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await c.end();
    databaseUrl = `${server}/talim_bench_audit`;
    drop = async () => { const d = await mysql.createConnection(server); await d.query('DROP DATABASE talim_bench_audit'); await d.end(); };
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret', SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'none') });
  const db = await openDatabase(config);
  const q = (sql) => sql.replace(/"/g, databaseUrl ? '`' : '"');
  console.log(`\nHistory of changes (${databaseUrl ? 'MySQL/MariaDB' : 'SQLite'}; medians)`);

  const academyOf = async (code) => {
    const academy = await db.getRepository(Academy).save({ code, slug: `bench-${code}`, email: `bench-${code}@bench.test`, name: 'Bench', address: 'x', englishName: 'Bench', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', numberOfStudents: 1, activation: true, expiryDate: '2999-01-01', language: 'en' });
    const user = await db.getRepository(User).save({ code, email: `su-${code}@bench.test`, type: 'superUser', firstName: 'Bench', lastName: 'User', passwordHash: 'x' });
    const log = { error() {}, warn() {}, info() {}, debug() {} };
    return { db, config, clock: systemClock(), log, ip: '127.0.0.1', client: 'bench-audit', actor: { user, academy } };
  };

  // 1. A receipt write, with and without its line.
  const ctx = await academyOf('910001');
  await regardingsService.save(ctx, { mgi: ['Donation'], mci: [], mge: [], mce: [] });
  await db.getRepository(ApprovedReceiptBook).insert({ code: '910001', bookNo: 1, receiptFrom: 1, pages: 100000, department: 'accounts', date: '2026-01-01' });
  const receipt = (i) => ({ department: 'accounts', type: 'autoReceipt', donorName: `Donor ${i}`, address: 'Kalikapur', mobile: '', fund: 'generalFund', regarding: 'Donation', amount: 100 + (i % 50), date: new Date().toISOString().slice(0, 10), principalCode: '' });
  let n = 0;
  // Interleaved (off, on, off, on …) so a busy machine weighs on both alike.
  const pair = async (fn, runs, warm) => {
    for (let i = 0; i < warm; i++) { await withRecording(false, fn)(); await withRecording(true, fn)(); }
    const off = [];
    const on = [];
    for (let i = 0; i < runs; i++) {
      for (const [flag, list] of i % 2 ? [[true, on], [false, off]] : [[false, off], [true, on]]) {
        const t = process.hrtime.bigint();
        await withRecording(flag, fn)();
        list.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }
    return { off: median(off), on: median(on) };
  };
  const r1 = await pair(() => receiptsService.add(ctx, receipt(n++)), RUNS, 3);
  console.log(`  receipt write: ${fmt(r1.on)} recorded, ${fmt(r1.off)} not recorded: ${(r1.on / r1.off).toFixed(2)}x`);

  // 2. A 2,000 × 15 result: create and an edit of every student's marks.
  const books = Object.fromEntries(Array.from({ length: SUBJECTS }, (_, i) => [`book${i + 1}`, { name: `Subject ${i + 1}`, isOptional: false }]));
  await db.getRepository(ClassRoom).insert({ code: '910001', department: 'General', className: 'Class 9', groupName: '', bookMeta: books });
  const student = (i) => ({
    code: '910001', newOld: 'new', department: 'General', residence: 'residential', category: 'general', formNo: i + 1, admitNo: i + 1,
    name: `Student ${i}`, fatherName: 'F', motherName: 'M', fatherJob: 'farmer', village: 'V', postOffice: 'P', subDistrict: 'U', district: 'Dhaka',
    birthDate: '2012-01-01', age: 14, fatherMobile: '01711000000', guardianRelation: 'father', admittedClass: 'Class 9', groupName: '', date: '2026-01-10', fees: [],
  });
  for (let i = 0; i < STUDENTS; i += 200) await db.getRepository(Student).insert(Array.from({ length: 200 }, (_, k) => student(i + k)));
  const rows = (shift) => Array.from({ length: STUDENTS }, (_, i) => ({ admitNo: i + 1, marks: Array.from({ length: SUBJECTS }, (_, s) => 30 + ((i * 7 + s * 3 + shift) % 70)) }));
  let exam = 0;
  const saveTwice = async () => {
    const input = { className: 'Class 9', groupName: '', examName: `Exam ${exam++}`, numberPerSubject: 100, year: 2026, rows: rows(0) };
    const created = await resultsService.create(ctx, input);
    await resultsService.update(ctx, { ...input, id: created.id, rows: rows(1) });
  };
  const r2 = await pair(saveTwice, RESULT_RUNS, 1);
  console.log(`  result 2,000 x 15 (create + edit of every row): ${fmt(r2.on)} recorded, ${fmt(r2.off)} not recorded: ${(r2.on / r2.off).toFixed(2)}x`);

  // 3. The list of an academy with 100,000 lines.
  const big = await academyOf('910002');
  const t0 = Date.now();
  const users = [big.actor.user, ...(await Promise.all([1, 2, 3].map((k) => db.getRepository(User).save({ code: '910002', email: `u${k}-910002@bench.test`, type: 'accountant', firstName: 'U', lastName: String(k), passwordHash: 'x' }))))];
  const ENTITIES = ['receipt', 'voucher', 'student', 'resultRow', 'staff'];
  for (let i = 0; i < LINES; i += 1000) {
    const who = { ...big, actor: { ...big.actor, user: users[(i / 1000) % users.length] } };
    await db.transaction((em) => recordChanges(em, who, Array.from({ length: Math.min(1000, LINES - i) }, (_, k) => ({
      entity: ENTITIES[(i + k) % ENTITIES.length], key: (i + k) % 5000, before: { amountPaisa: i + k, name: `Name ${k}` }, after: { amountPaisa: i + k + 1, name: `Name ${k}` },
    }))));
  }
  console.log(`  seeded ${LINES.toLocaleString('en')} lines in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const page = (offset, filter = {}) => () => historyService.lines(big, { offset, limit: 100 }, filter);
  const raw = (offset) => () => db.query(q(`SELECT * FROM "audit_lines" WHERE "code" = '910002' ORDER BY "seq" DESC LIMIT 100 OFFSET ${offset}`));
  for (const [label, fn, rawFn] of [
    ['first page (100 of 100,000, with total)', page(0), raw(0)],
    ['page at offset 50,000', page(50_000), raw(50_000)],
    ['one user\'s lines, first page', page(0, { actorId: users[1].id }), null],
    ['one record\'s lines (entity + key)', page(0, { entity: 'receipt', recordKey: '40' }), null],
  ]) {
    const ms = await timeEach(fn, 20, 2);
    const rawMs = rawFn ? await timeEach(rawFn, 20, 2) : null;
    console.log(`  audit list, ${label}: ${fmt(ms)}${rawMs ? ` (raw SQL page ${fmt(rawMs)}: ${(ms / rawMs).toFixed(1)}x)` : ''}`);
  }
  const c0 = process.hrtime.bigint();
  const check = await checkChain(db.manager, '910002');
  console.log(`  chain check of ${check.lines.toLocaleString('en')} lines: ${fmt(Number(process.hrtime.bigint() - c0) / 1e6)} (${check.ok ? 'ok' : 'broken'})`);
  console.log(`  lines stored: ${(await db.getRepository(AuditLine).count()).toLocaleString('en')}`);

  await db.destroy();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (require.main === module) {
  main().catch((e) => { console.error(e); process.exit(1); });
}
module.exports = { main };
