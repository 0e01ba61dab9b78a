#!/usr/bin/env node
/**
 * npm run bench:cluster (issue 23): the same load through one replica and through two, side by side
 * in one run, on the local cluster of scripts/cluster.js (three Galera nodes behind HAProxy, Redis,
 * S3 fake); and the same admission load through one replica on one plain MariaDB (DATABASE_URL, or
 * mysql://root@127.0.0.1:3306/test's server). Ratios, never pass/fail. Needs `npm run build:api`.
 *
 *   small call: REST GET /api/auth/me (signed in), CLIENTS clients in a loop for SECONDS seconds.
 *   admissions: ADMISSIONS admissions sent at once (taking form and admit numbers).
 *
 * Every process runs on this one machine: with two cores, a second replica competes with the first
 * and with the three database nodes for the same cores, so the figures show what a replica costs and
 * that the cluster stays correct, not the capacity of replicas on machines of their own.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startCluster } = require('./cluster');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist/server', p);
const CLIENTS = Number(process.env.CLIENTS || 32);
const SECONDS = Number(process.env.SECONDS_PER_RUN || 5);
const ADMISSIONS = Number(process.env.ADMISSIONS || 200);
const JWT_SECRET = 'bench-cluster-secret-bench-cluster-secret';

const form = (i) => ({
  newOld: 'new', department: 'General', residenceType: 'residential', category: 'general', name: `Student ${i}`, fatherName: 'F', motherName: 'M',
  village: 'V', postOffice: 'P', subDistrict: 'S', district: 'D', birthDate: '2014-05-20', guardianMobile: '01711000000', relationWithGuardian: 'father',
  fatherJob: 'farmer', guardian2: '', preAcademy: 'x', preClass: '4', choosingClass: 'Class 5', inspectorComment: '', examiner: '', book1: '', book2: '',
  approvedClass: '', groupName: '', approval: '', assignAdmitNo: true,
});

/** An academy with a class and a superUser, written straight into the database; its Bearer header. */
async function academy(databaseUrl, code) {
  require('reflect-metadata');
  const { createDataSource } = require(dist('ormconfig.js'));
  const { Academy } = require(dist('api/src/domains/auth/academy.entity.js'));
  const { User } = require(dist('api/src/domains/auth/user.entity.js'));
  const { ClassRoom } = require(dist('api/src/domains/education/class.entity.js'));
  const { signToken } = require(dist('api/src/platform/tokens.js'));
  const db = createDataSource({ databaseUrl, dataDir: os.tmpdir(), flavor: 'mariadb' });
  await db.initialize();
  await db.getRepository(Academy).save({ code, slug: `bench${code}`, email: `bench${code}@bench.test`, name: 'Bench', address: 'x', englishName: 'Bench', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', numberOfStudents: 1, activation: true, expiryDate: '2999-01-01' });
  const user = await db.getRepository(User).save({ code, email: `bench${code}-user@bench.test`, type: 'superUser', firstName: 'B', lastName: 'U', passwordHash: 'x' });
  await db.getRepository(ClassRoom).save({ code, department: 'General', className: 'Class 5', groupName: '', bookMeta: {} });
  await db.destroy();
  return { authorization: `Bearer ${signToken(JWT_SECRET, { kind: 'academy', id: user.id, version: 0 })}` };
}

/** Requests per second of `path` from CLIENTS clients in a loop, spread round robin over `urls`. */
async function rate(urls, pathname, headers) {
  let done = 0;
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = c; Date.now() < until; i += CLIENTS) {
      const res = await fetch(`${urls[i % urls.length]}${pathname}`, { headers }).catch(() => null);
      if (res?.ok) done++; else failed++;
      await res?.arrayBuffer();
    }
  }));
  return { perSecond: done / SECONDS, failed };
}

/** ADMISSIONS admissions at once, round robin over `urls`: admissions per second and the refusals. */
async function admissions(urls, code, headers) {
  const t = process.hrtime.bigint();
  const answers = await Promise.all(Array.from({ length: ADMISSIONS }, (_, i) => fetch(`${urls[i % urls.length]}/api/education/student/new/${code}`, {
    method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(form(i)),
  }).then((r) => r.json()).then((b) => (b.success ? 'ok' : b.message), () => 'network')));
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  return { perSecond: ADMISSIONS / seconds, refused: answers.filter((a) => a !== 'ok').length };
}

/** One replica process on one plain MariaDB (a scratch database beside DATABASE_URL's). */
async function plainMariadb(port) {
  const mysql = require('mysql2/promise');
  const base = (process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test').replace(/\/[^/]*$/, '');
  const name = `talim_bench_cluster_${process.pid}`;
  const c = await mysql.createConnection(base);
  await c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await c.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talim-bench-plain-'));
  const child = spawn(process.execPath, [dist('api/src/main.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: `${base}/${name}`, JWT_SECRET, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url, databaseUrl: `${base}/${name}`,
    async stop() {
      await new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGKILL'); });
      const d = await mysql.createConnection(base);
      await d.query(`DROP DATABASE ${name}`);
      await d.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const cluster = await startCluster({ replicas: 2, jwtSecret: JWT_SECRET, log: () => undefined });
  const rows = [];
  try {
    const one = [cluster.replicaUrl(0)];
    const two = [cluster.replicaUrl(0), cluster.replicaUrl(1)];
    const headers = await academy(cluster.databaseUrl, '810001');
    // Warm up both replicas (JIT, connection pools, session caches) before anything is timed.
    await rate(two, '/api/auth/me', headers);
    const small1 = await rate(one, '/api/auth/me', headers);
    const small2 = await rate(two, '/api/auth/me', headers);
    rows.push(['small call (GET /api/auth/me), requests/s', small1.perSecond, small2.perSecond]);
    const a1 = await admissions(one, '810001', headers);
    const a2 = await admissions(two, '810002', await academy(cluster.databaseUrl, '810002'));
    rows.push(['admissions at once, admissions/s', a1.perSecond, a2.perSecond]);
    const plain = await plainMariadb(cluster.base + 60);
    try {
      const h = await academy(plain.databaseUrl, '810003');
      const p = await admissions([plain.url], '810003', h);
      console.log('\nTalim on a cluster (npm run bench:cluster): one replica against two, on this machine\n');
      console.log(`${'load'.padEnd(46)}${'1 replica'.padStart(12)}${'2 replicas'.padStart(12)}${'2 / 1'.padStart(8)}`);
      for (const [label, x, y] of rows) console.log(`${label.padEnd(46)}${x.toFixed(0).padStart(12)}${y.toFixed(0).padStart(12)}${(y / x).toFixed(2).padStart(8)}`);
      console.log(`\nrefused: small calls ${small1.failed} / ${small2.failed}; admissions ${a1.refused} / ${a2.refused} (all must be 0)`);
      console.log(`admissions/s, one replica: on one plain MariaDB ${p.perSecond.toFixed(0)}, on the Galera cluster ${a1.perSecond.toFixed(0)} (cluster / plain ${(a1.perSecond / p.perSecond).toFixed(2)}); refused on plain ${p.refused}`);
      console.log(`(${CLIENTS} clients for ${SECONDS} s per small-call run; ${ADMISSIONS} admissions at once; ${os.cpus().length} cores shared by every process)`);
    } finally {
      await plain.stop();
    }
  } finally {
    await cluster.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
