/**
 * More of `npm run bench`'s API part, on the database apiBench seeded (printed, never pass/fail):
 * - a 12-student class's list when the academy has 10,000 students, against the raw SQL of the
 *   same class (the list's cost should follow the class, not the academy);
 * - 200 admissions sent at once: how many succeed and how long they take;
 * - requests per second of small authenticated calls, as a share of /healthz's, from a server
 *   in a child process (scripts/bench-load.js) that has admitted a student first, as any real
 *   server has written in a transaction before (on SQLite that once left Node's promise hooks on).
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { throughputReport } = require('./bench-load');

const root = path.join(__dirname, '..');

async function classOfTwelve({ db, code, scenario, Student, student, existing }) {
  const total = 10000;
  const rows = [];
  for (let i = existing; i < total - 12; i++) rows.push({ ...student(i), admittedClass: `Class ${10 + (i % 5)}` });
  for (let i = 0; i < 12; i++) rows.push({ ...student(total - 12 + i), admittedClass: 'Class 3', groupName: '' });
  for (let i = 0; i < rows.length; i += 200) await db.getRepository(Student).insert(rows.slice(i, i + 200));
  // What the server's hourly `PRAGMA optimize` does to a grown SQLite file (api/src/db/open.ts).
  if (db.options.type === 'better-sqlite3') await db.query('PRAGMA optimize=0x10002');
  await scenario(`a class of 12 students in an academy of ${total.toLocaleString('en')}`, {
    rawSql: 'SELECT * FROM "students" WHERE "code" = ? AND "condition" = \'in\' AND "admittedClass" = \'Class 3\' ORDER BY "admitNo", "formNo"',
    gqlQuery: '{ students(filter: { className: "Class 3" }) { id formNo admitNo name fatherName admittedClass groupName guardianMobile photoUrl } }',
    restPath: `/api/education/students/${code}?className=Class%203`,
    expect: (b) => b.data.students.length === 12,
  });
}

/** An admission form for REST POST /api/education/student/new/{code}. */
const admissionForm = (i) => ({
  newOld: 'new', department: 'Dept 1', residenceType: 'residential', category: 'general', name: `Applicant ${i}`,
  fatherName: 'Father', motherName: 'Mother', village: 'Village', postOffice: 'PO', subDistrict: 'Upazila', district: 'Dhaka',
  birthDate: '2014-05-20', guardianMobile: '01711000000', relationWithGuardian: 'father', fatherJob: 'farmer', guardian2: '',
  preAcademy: 'x', preClass: '4', choosingClass: 'Class 9', inspectorComment: '', examiner: '', book1: '', book2: '',
  approvedClass: '', groupName: '', approval: '', assignAdmitNo: true,
});

/** Admits one applicant over REST; answers the body ({ success, message, … }). */
async function admit(url, headers, code, i) {
  const r = await fetch(`${url}/api/education/student/new/${code}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(admissionForm(i)) });
  return r.json();
}

async function concurrentAdmissions({ url, headers, code }) {
  const started = process.hrtime.bigint();
  const times = [];
  const answers = await Promise.all(Array.from({ length: 200 }, async (_, i) => {
    const t = process.hrtime.bigint();
    const body = await admit(url, headers, code, i);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    return body.success ? 'ok' : body.message;
  }));
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  times.sort((a, b) => a - b);
  const refused = answers.filter((a) => a !== 'ok');
  console.log('\n== 200 admissions sent at once (REST, each with the next admit number) ==');
  console.log(`succeeded ${200 - refused.length} of 200${refused.length ? ` (refused: ${[...new Set(refused)].join(', ')})` : ''}; p50 ${times[100].toFixed(0)} ms, slowest ${times[199].toFixed(0)} ms, all done in ${wall.toFixed(0)} ms`);
}

/** `serverRoot`: whose dist/server to run (another checkout, to compare before and after). */
async function throughput({ config, token, dataDir, databaseUrl, code, serverRoot = root }) {
  const port = 4900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [path.join(serverRoot, 'dist/server/api/src/main.js')], {
    cwd: serverRoot, stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: config.jwtSecret, SEED_DEMO: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'none'), LOGIN_RATE_POINTS: '100000' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* not yet */ }
    if (i > 150 || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    const bearer = { authorization: `Bearer ${token}` };
    const answer = await admit(url, bearer, code, 'throughput');
    if (!answer.success) throw new Error(`the bench server did not admit a student: ${answer.message}`);
    await throughputReport('requests per second, 16 keep-alive connections, server in its own process', [
      ['/healthz (no session, one SELECT 1)', { url: `${url}/healthz` }],
      ['REST GET /api/auth/me (Bearer)', { url: `${url}/api/auth/me`, headers: bearer }],
      ['GraphQL { me { email type } } (Bearer)', { url: `${url}/graphql`, method: 'POST', headers: bearer, body: { query: '{ me { email type } }' } }],
      ['REST GET /api/education/classes (500 rows)', { url: `${url}/api/education/classes/${code}`, headers: bearer }],
    ]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

module.exports = { classOfTwelve, concurrentAdmissions, throughput };
