/**
 * More of `npm run bench`'s API part, on the database apiBench seeded (printed, never pass/fail):
 * - a 12-student class's list when the academy has 10,000 students, against the raw SQL of the
 *   same class (the list's cost should follow the class, not the academy);
 * - 200 admissions sent at once: how many succeed and how long they take;
 * - requests per second of small authenticated calls, as a share of /healthz's, from a server
 *   in a child process (scripts/bench-load.js) that has admitted a student first, as any real
 *   server has written in a transaction before (on SQLite that once left Node's promise hooks on);
 * - that server's resident memory idle and under 50 clients at once (memoryReport).
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
  if (scenario) await scenario(`a class of 12 students in an academy of ${total.toLocaleString('en')}`, {
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

/** The node options `npm run serve` starts the server with (package.json), so the bench measures that server. */
function serverFlags(serverRoot) {
  const serve = JSON.parse(require('node:fs').readFileSync(path.join(serverRoot, 'package.json'), 'utf8')).scripts.serve;
  return serve.match(/(?<=^node )(--\S+ )*/)[0].split(' ').filter(Boolean);
}

/** The resident memory of a process in MiB (Linux /proc), or NaN elsewhere. */
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * The server's resident memory (RSS) idle (2 s after it started, before any call) and at its
 * highest while 50 clients at once each make 4 calls: small calls, the academy's whole student
 * list (every student of the bench academy, about 10,000 by now) over REST, the longest list
 * GraphQL students answers (2,000), and the whole list read a page of 500 at a time (GraphQL
 * studentPage, REST ?limit=500&page=).
 */
async function memoryReport({ url, bearer, code, pid, idle }) {
  const json = { ...bearer, 'content-type': 'application/json' };
  const gql = (query) => async (i) => {
    const r = await fetch(`${url}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: query(i) }) });
    const b = await r.json();
    if (b.errors) throw new Error(JSON.stringify(b.errors));
  };
  const get = (p) => async (i) => { const r = await fetch(`${url}${p(i)}`, { headers: bearer }); if (!r.ok) throw new Error(String(r.status)); await r.arrayBuffer(); };
  const fields = 'id formNo admitNo name fatherName admittedClass groupName department residence category guardianMobile age date photoUrl reportStage fees { title amount }';
  const total = (await (await fetch(`${url}/api/education/students/${code}?limit=1`, { headers: bearer })).json()).total;
  const cases = [
    ['small calls (REST GET /api/auth/me)', get(() => '/api/auth/me')],
    ['pages of 500 over GraphQL studentPage', gql((i) => `{ studentPage(limit: 500, offset: ${500 * (i % Math.ceil(total / 500))}) { total items { ${fields} } } }`)],
    ['pages of 500 over REST (?limit=500&page=)', get((i) => `/api/education/students/${code}?limit=500&page=${1 + (i % Math.ceil(total / 500))}`)],
    // GraphQL students answers at most 2,000 students (STUDENT_LIST_MAX; longer lists page): the longest it answers, class 9's 2,000.
    ['2,000 students over GraphQL students (its most)', gql(() => `{ students(filter: { className: "Class 9" }) { ${fields} } }`)],
    [`whole list over REST (${total} students)`, get(() => `/api/education/students/${code}`)],
  ];
  // In this order (smallest answers first): the process keeps what it once took, so each line is the highest so far.

  console.log('\n== server memory (RSS of the server process): idle, and the highest while 50 clients at once make 4 calls each (goal: idle < 120 MiB, < 300 MiB under 50 clients) ==');
  console.log(`${'idle (2 s after start, no call yet)'.padEnd(46)} ${idle.toFixed(0).padStart(5)} MiB`);
  for (const [name, call] of cases) {
    const before = rssOf(pid);
    let peak = before;
    const sample = setInterval(() => { peak = Math.max(peak, rssOf(pid)); }, 20);
    let errors = 0;
    const started = Date.now();
    await Promise.all(Array.from({ length: 50 }, async (_, c) => {
      for (let k = 0; k < 4; k++) await call(c * 4 + k).catch(() => { errors += 1; });
    }));
    clearInterval(sample);
    console.log(`${name.padEnd(46)} ${peak.toFixed(0).padStart(5)} MiB at most, ${before.toFixed(0)} before  (200 calls in ${((Date.now() - started) / 1000).toFixed(1)} s${errors ? `, ${errors} failed` : ''})`);
  }
}

/** `serverRoot`: whose dist/server to run (another checkout, to compare before and after); `rates`, `memory`: which reports. */
async function throughput({ config, token, dataDir, databaseUrl, code, serverRoot = root, rates = true, memory = true }) {
  const port = 4900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [...serverFlags(serverRoot), path.join(serverRoot, 'dist/server/api/src/main.js')], {
    cwd: serverRoot, stdio: 'ignore',
    // BENCH_LOG_LEVEL=info measures the calls with the access log on (default warn: off).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: config.jwtSecret, SEED_DEMO: '0', NODE_ENV: 'production', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn', WEB_DIST: path.join(dataDir, 'none'), LOGIN_RATE_POINTS: '100000' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* not yet */ }
    if (i > 150 || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssOf(child.pid);
    const bearer = { authorization: `Bearer ${token}` };
    const answer = await admit(url, bearer, code, 'throughput');
    if (!answer.success) throw new Error(`the bench server did not admit a student: ${answer.message}`);
    if (rates) await throughputReport('requests per second, 16 keep-alive connections, server in its own process', [
      ['/healthz (no session, one SELECT 1)', { url: `${url}/healthz` }],
      ['REST GET /api/auth/me (Bearer)', { url: `${url}/api/auth/me`, headers: bearer }],
      ['GraphQL { me { email type } } (Bearer)', { url: `${url}/graphql`, method: 'POST', headers: bearer, body: { query: '{ me { email type } }' } }],
      ['REST GET /api/education/classes (500 rows)', { url: `${url}/api/education/classes/${code}`, headers: bearer }],
    ]);
    if (memory) await memoryReport({ url, bearer, code, pid: child.pid, idle });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

module.exports = { classOfTwelve, concurrentAdmissions, throughput };
