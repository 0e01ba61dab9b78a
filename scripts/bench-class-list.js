#!/usr/bin/env node
/**
 * Class lists on an academy newer than the database's statistics (issue 22 item 15). For each size
 * (2,000 and 10,000 students; BENCH_SIZES=2000,10000) a fresh database is opened as the server opens
 * it (migrations, then SQLite's `PRAGMA optimize`, which finds nothing to analyse yet), one academy
 * gets that many students in classes of 12 (half of them in groups A and B) and ten March days of
 * attendance each. Then the real API is asked for one class (the student list, the same class's
 * group, the attendance register), the SQL it sends to `students` and `attendance_records` is kept,
 * and each statement is timed raw on the database (median of BENCH_RUNS, default 200) with its plan.
 * The time should follow the class (12 rows), not the academy.
 *
 * `node scripts/bench-class-list.js` (builds the API when dist/server is missing; DATABASE_URL=mysql://…
 * runs it on MySQL/MariaDB in a scratch database beside it). Times are printed, never pass/fail.
 */
const fs = require('node:fs');
const path = require('node:path');
const { benchAcademy, benchServer, dist, medianMs } = require('./bench-academy');

const root = path.join(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 200);
const SIZES = (process.env.BENCH_SIZES || '2000,10000').split(',').map(Number);
const PER_CLASS = 12;

const timeIt = (fn) => medianMs(fn, RUNS, 10);

async function insertAll(db, entity, rows) {
  for (let i = 0; i < rows.length; i += 500) await db.getRepository(entity).insert(rows.slice(i, i + 500));
}

async function one(size) {
  const { Student } = require(dist('api/src/domains/education/student.entity.js'));
  const { AttendanceRecord } = require(dist('api/src/domains/attendance/entities.js'));
  const academy = await benchAcademy({ name: 'talim_bench_class_list', code: '900004', slug: 'bench-class' });
  const { db, databaseUrl, code } = academy;
  const classes = Math.ceil(size / PER_CLASS);
  await insertAll(db, Student, Array.from({ length: size }, (_, i) => ({
    code, newOld: 'new', department: 'General', residence: 'residential', category: 'general', formNo: i + 1, admitNo: i + 1,
    name: `Student ${i + 1}`, fatherName: 'x', village: 'x', postOffice: 'x', subDistrict: 'x', district: 'x', birthDate: '2014-01-01', age: 12,
    fatherMobile: '01700000000', guardianRelation: 'father', admittedClass: `Class ${Math.floor(i / PER_CLASS)}`,
    groupName: Math.floor(i / PER_CLASS) % 2 ? (i % 2 ? 'B' : 'A') : '', date: '2026-01-01', fees: [],
  })));
  const ids = (await db.getRepository(Student).find({ where: { code }, select: { id: true } })).map((r) => r.id);
  await insertAll(db, AttendanceRecord, ids.flatMap((personId) => Array.from({ length: 10 }, (_, d) => ({
    code, personKind: 'student', personId, idNo: String(personId), name: 'x', shift: 'day', date: `2026-03-${String(d + 1).padStart(2, '0')}`,
    arrival: '08:00:00', startTime: '08:00', endTime: '09:00', condition: 'present', method: 'card',
  }))));
  let captured = [];
  const logQuery = db.logger.logQuery.bind(db.logger);
  db.logger.logQuery = (query, parameters, runner) => {
    captured.push({ query, parameters: Array.isArray(parameters) ? parameters : [] });
    return logQuery(query, parameters, runner);
  };
  const server = await benchServer(academy);
  const url = `${server.url}/graphql`;
  const quote = (t) => (databaseUrl ? `\`${t}\`` : `"${t}"`);
  const cls = `Class ${Math.floor(classes / 2) + (Math.floor(classes / 2) % 2 ? 0 : 1)}`; // a class with groups, in the middle
  const calls = {
    'student list (class)': [`{ students(filter: { className: "${cls}" }) { admitNo name } }`, 'students'],
    'student list (class, group)': [`{ students(filter: { className: "${cls}", groupName: "B" }) { admitNo name } }`, 'students'],
    'attendance register: its students': [`{ attendanceRegister(month: "2026-03", personKind: "student", className: "${cls}") { idNo } }`, 'students'],
    'attendance register: their records': [`{ attendanceRegister(month: "2026-03", personKind: "student", className: "${cls}") { idNo } }`, 'attendance_records'],
  };
  try {
    console.log(`\n== ${size} students (${classes} classes of ${PER_CLASS}), ${databaseUrl ? 'MySQL/MariaDB' : 'SQLite'}, no statistics for this academy; ${cls}; median of ${RUNS} ==`);
    for (const [title, [query, table]] of Object.entries(calls)) {
      captured = [];
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...server.headers }, body: JSON.stringify({ query }) });
      const body = await res.json();
      if (body.errors) throw new Error(`${title}: ${JSON.stringify(body.errors)}`);
      const statements = captured.filter((c) => /^\s*SELECT/i.test(c.query) && c.query.includes(`FROM ${quote(table)}`));
      for (const st of statements) {
        const plan = await db.query(`EXPLAIN ${databaseUrl ? '' : 'QUERY PLAN '}${st.query}`, st.parameters);
        const planText = plan.map((r) => (databaseUrl ? `key=${r.key} rows=${r.rows} ${r.Extra ?? ''}` : r.detail)).join('; ');
        const rows = (await db.query(st.query, st.parameters)).length;
        const ms = await timeIt(() => db.query(st.query, st.parameters));
        console.log(`${title.padEnd(36)} raw ${ms.toFixed(3)} ms  ${String(rows).padStart(4)} rows  plan: ${planText}`);
      }
    }
  } finally {
    db.logger.logQuery = logQuery;
    await server.stop();
    await academy.drop();
  }
}

async function main() {
  if (!fs.existsSync(dist('api/src/server.js'))) require('node:child_process').execSync('npm run build:api', { cwd: root, stdio: 'inherit' });
  for (const size of SIZES) await one(size);
}

main().catch((e) => { console.error(e); process.exit(1); });
