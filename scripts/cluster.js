#!/usr/bin/env node
/**
 * Talim on a cluster, on one machine (issue 23): three MariaDB Galera nodes (Debian's mariadb-server
 * and galera-4, rsync state transfer), HAProxy in front of them (and in front of the replicas), a Redis
 * of its own, an S3-compatible store (s3rver) and N API replicas of the built product (dist/), each with
 * its own DATA_DIR, as on separate machines.
 *
 *   npm run build && npm run cluster            # two replicas; Ctrl-C stops everything
 *   REPLICAS=3 npm run cluster
 *
 * tests/cluster/ uses startCluster() below. Every process it starts is its own child, stopped by its
 * pid; nothing else on the machine is touched (the ports are CLUSTER_BASE_PORT and up, 15300 by default).
 *
 *   http://127.0.0.1:BASE          the replicas behind HAProxy (round robin, /healthz checked)
 *   http://127.0.0.1:BASE+1+i      replica i directly
 *   mysql://talim:talim@127.0.0.1:BASE+10/talim   the Galera nodes behind HAProxy (node i: BASE+11+i)
 */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const GALERA_LIB = ['/usr/lib/galera/libgalera_smm.so', '/usr/lib/libgalera_smm.so'].find((f) => fs.existsSync(f));
const NODES = 3;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function need(file, what) {
  if (!file || !fs.existsSync(file)) throw new Error(`${what} is missing (${file || 'not found'}): apt-get install -y mariadb-server galera-4 haproxy rsync redis-server`);
}

function which(cmd) {
  for (const dir of (process.env.PATH || '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    const f = path.join(dir, cmd);
    if (fs.existsSync(f)) return f;
  }
  return '';
}

/** Waits until something accepts TCP connections on the port (or the process died, or time ran out). */
async function portOpen(port, ms, alive = () => true) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive()) return false;
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => { s.destroy(); resolve(true); });
      s.once('error', () => resolve(false));
    });
    if (ok) return true;
    await sleep(200);
  }
  return false;
}

/** Whether a child process is still running (a killed one has a signalCode and no exitCode). */
function running(child) {
  return !!child && child.exitCode === null && child.signalCode === null;
}

function tail(file, lines = 30) {
  try { return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n'); } catch { return ''; }
}

class Cluster {
  constructor(opts = {}) {
    this.base = Number(opts.basePort || process.env.CLUSTER_BASE_PORT || 15300);
    this.replicaCount = Number(opts.replicas ?? process.env.REPLICAS ?? 2);
    this.dir = opts.dir || fs.mkdtempSync(path.join(os.tmpdir(), 'talim-cluster-'));
    this.keepDir = !!opts.dir;
    this.jwtSecret = opts.jwtSecret || 'cluster-secret-cluster-secret-cluster-secret';
    this.replicaEnv = opts.replicaEnv || {};
    this.log = opts.log || ((line) => process.stderr.write(`[cluster] ${line}\n`));
    /** @type {(import('node:child_process').ChildProcess | null)[]} */
    this.nodes = Array(NODES).fill(null);
    this.replicas = Array(this.replicaCount).fill(null);
    this.others = [];
    this.bucket = 'talim';
  }

  nodePort(i) { return this.base + 11 + i; }
  get proxyPort() { return this.base + 10; }
  replicaPort(i) { return this.base + 1 + i; }
  get redisPort() { return this.base + 79; }
  get s3Port() { return this.base + 90; }
  get databaseUrl() { return `mysql://talim:talim@127.0.0.1:${this.proxyPort}/talim`; }
  nodeUrl(i) { return `mysql://talim:talim@127.0.0.1:${this.nodePort(i)}/talim`; }
  get redisUrl() { return `redis://127.0.0.1:${this.redisPort}`; }
  get storageUrl() { return `s3://S3RVER:S3RVER@127.0.0.1:${this.s3Port}/${this.bucket}?region=us-east-1&tls=0`; }
  get url() { return `http://127.0.0.1:${this.base}`; }
  replicaUrl(i) { return `http://127.0.0.1:${this.replicaPort(i)}`; }
  /** The process id of replica i. */
  pid(i) { return this.replicas[i]?.pid; }
  nodeDir(i) { return path.join(this.dir, `node${i}`); }
  get gcomm() { return Array.from({ length: NODES }, (_, i) => `127.0.0.1:${this.base + 100 + i * 10}`).join(','); }

  async start() {
    need('/usr/sbin/mariadbd', 'mariadbd');
    need(GALERA_LIB, 'the Galera library (galera-4)');
    need(which('haproxy'), 'haproxy');
    need(which('rsync'), 'rsync');
    need(which('redis-server'), 'redis-server');
    fs.mkdirSync(path.join(this.dir, 'logs'), { recursive: true });
    fs.chmodSync(this.dir, 0o755);
    // The database nodes run as the mysql user and write their logs here too.
    execFileSync('chown', ['mysql:mysql', path.join(this.dir, 'logs')]);
    this.log(`folder ${this.dir}`);
    for (let i = 0; i < NODES; i++) this.installNode(i);
    await this.startNode(0, { bootstrap: true });
    await this.prepareDatabase();
    for (let i = 1; i < NODES; i++) await this.startNode(i);
    await this.startProxy();
    await this.startRedis();
    await this.startS3();
    // One after another: the first replica brings the schema up to date (migrations), then the others start on it.
    for (let i = 0; i < this.replicaCount; i++) await this.startReplica(i);
    this.log(`ready: ${this.url} (replicas ${this.replicas.map((_, i) => this.replicaUrl(i)).join(', ')})`);
    return this;
  }

  installNode(i) {
    const dir = this.nodeDir(i);
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('mariadb-install-db', ['--no-defaults', '--basedir=/usr', `--datadir=${dir}`, '--user=mysql', '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'ignore' });
    execFileSync('chown', ['-R', 'mysql:mysql', dir]);
  }

  nodeArgs(i, bootstrap) {
    const dir = this.nodeDir(i);
    const g = this.base + 100 + i * 10;
    return [
      '--no-defaults', '--user=mysql', `--datadir=${dir}`, `--socket=${dir}/mysqld.sock`, `--pid-file=${dir}/mysqld.pid`,
      `--port=${this.nodePort(i)}`, '--bind-address=127.0.0.1', `--log-error=${path.join(this.dir, 'logs', `node${i}.log`)}`,
      '--skip-name-resolve', '--character-set-server=utf8mb4', '--collation-server=utf8mb4_unicode_ci',
      '--innodb-buffer-pool-size=48M', '--innodb-log-file-size=32M', '--max-connections=300',
      '--binlog-format=ROW', '--default-storage-engine=InnoDB', '--innodb-autoinc-lock-mode=2',
      '--wsrep-on=ON', `--wsrep-provider=${GALERA_LIB}`, '--wsrep-cluster-name=talim',
      `--wsrep-cluster-address=gcomm://${bootstrap ? '' : this.gcomm}`,
      `--wsrep-node-name=node${i}`, `--wsrep-node-address=127.0.0.1:${g}`,
      `--wsrep-provider-options=gmcast.listen_addr=tcp://127.0.0.1:${g};ist.recv_addr=127.0.0.1:${g + 1};gcache.size=32M;evs.suspect_timeout=PT3S;evs.inactive_timeout=PT6S;evs.install_timeout=PT4S`,
      '--wsrep-sst-method=rsync', `--wsrep-sst-receive-address=127.0.0.1:${g + 2}`,
      '--wsrep-slave-threads=2',
    ];
  }

  async startNode(i, { bootstrap = false } = {}) {
    if (running(this.nodes[i])) return;
    // A node killed mid-flight left a state file that says so: it rejoins by a state transfer.
    const child = spawn('/usr/sbin/mariadbd', this.nodeArgs(i, bootstrap), { stdio: 'ignore' });
    this.nodes[i] = child;
    const alive = () => running(child);
    if (!(await portOpen(this.nodePort(i), 90_000, alive)) || !(await this.synced(i, 90_000))) {
      throw new Error(`Galera node ${i} did not start:\n${tail(path.join(this.dir, 'logs', `node${i}.log`))}`);
    }
    // The node that sent it the state (rsync: a donor that blocks its writes while it sends) is synced again too.
    for (let j = 0; j < NODES; j++) {
      if (j !== i && running(this.nodes[j]) && !(await this.synced(j, 60_000))) {
        throw new Error(`Galera node ${j} did not get back in sync after node ${i} joined`);
      }
    }
    this.log(`node ${i} synced on port ${this.nodePort(i)} (pid ${child.pid})`);
  }

  async nodeQuery(i, sql, asRoot = false) {
    const mysql = require('mysql2/promise');
    const conn = asRoot
      ? await mysql.createConnection({ socketPath: path.join(this.nodeDir(i), 'mysqld.sock'), user: 'root' })
      : await mysql.createConnection({ host: '127.0.0.1', port: this.nodePort(i), user: 'talim', password: 'talim' });
    try { return (await conn.query(sql))[0]; } finally { await conn.end(); }
  }

  async synced(i, ms) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      try {
        const rows = await this.nodeQuery(i, "SHOW STATUS WHERE Variable_name IN ('wsrep_ready', 'wsrep_local_state_comment')", true);
        const status = Object.fromEntries(rows.map((r) => [r.Variable_name, r.Value]));
        if (status.wsrep_ready === 'ON' && status.wsrep_local_state_comment === 'Synced') return true;
      } catch { /* starting */ }
      if (!running(this.nodes[i])) return false;
      await sleep(300);
    }
    return false;
  }

  async prepareDatabase() {
    for (const sql of [
      "CREATE USER IF NOT EXISTS 'talim'@'127.0.0.1' IDENTIFIED BY 'talim'",
      "GRANT ALL PRIVILEGES ON *.* TO 'talim'@'127.0.0.1' WITH GRANT OPTION",
      "CREATE USER IF NOT EXISTS 'haproxy'@'127.0.0.1'",
      'CREATE DATABASE IF NOT EXISTS talim CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
    ]) await this.nodeQuery(0, sql, true);
  }

  async startProxy() {
    const cfg = path.join(this.dir, 'haproxy.cfg');
    const replicas = this.replicas.map((_, i) => `  server replica${i} 127.0.0.1:${this.replicaPort(i)} check inter 500 fall 2 rise 2`).join('\n');
    const nodes = Array.from({ length: NODES }, (_, i) => `  server node${i} 127.0.0.1:${this.nodePort(i)} check inter 500 fall 2 rise 2`).join('\n');
    fs.writeFileSync(cfg, [
      'global', '  maxconn 4000', '',
      'defaults', '  timeout connect 2s', '  timeout client 1h', '  timeout server 1h', '  retries 3', '  option redispatch', '',
      'listen galera', `  bind 127.0.0.1:${this.proxyPort}`, '  mode tcp', '  balance leastconn', '  option mysql-check user haproxy', nodes, '',
      'listen talim', `  bind 127.0.0.1:${this.base}`, '  mode http', '  balance roundrobin', '  option httpchk GET /healthz',
      '  timeout client 60s', '  timeout server 60s', replicas, '',
    ].join('\n'));
    const logFile = fs.openSync(path.join(this.dir, 'logs', 'haproxy.log'), 'a');
    const child = spawn(which('haproxy'), ['-db', '-f', cfg], { stdio: ['ignore', logFile, logFile] });
    this.others.push(child);
    if (!(await portOpen(this.proxyPort, 10_000, () => child.exitCode === null))) throw new Error(`haproxy did not start:\n${tail(path.join(this.dir, 'logs', 'haproxy.log'))}`);
    this.log(`haproxy on ${this.proxyPort} (database) and ${this.base} (replicas), pid ${child.pid}`);
  }

  async startRedis() {
    const child = spawn(which('redis-server'), ['--port', String(this.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], { stdio: 'ignore' });
    this.others.push(child);
    if (!(await portOpen(this.redisPort, 10_000, () => child.exitCode === null))) throw new Error('redis-server did not start');
    this.log(`redis on ${this.redisPort}, pid ${child.pid}`);
  }

  async startS3() {
    const directory = path.join(this.dir, 's3');
    fs.mkdirSync(directory, { recursive: true });
    const bin = require.resolve('s3rver/bin/s3rver.js');
    const child = spawn(process.execPath, [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(this.s3Port), '--silent', '--configure-bucket', this.bucket], { stdio: 'ignore' });
    this.others.push(child);
    if (!(await portOpen(this.s3Port, 15_000, () => running(child)))) throw new Error('s3rver did not start');
    this.log(`s3rver on ${this.s3Port}, pid ${child.pid}`);
  }

  replicaEnvFor(i, node) {
    return {
      PATH: process.env.PATH, HOME: process.env.HOME,
      NODE_ENV: 'production', PORT: String(this.replicaPort(i)), DATA_DIR: path.join(this.dir, `replica${i}`),
      DATABASE_URL: node === undefined ? this.databaseUrl : this.nodeUrl(node), JWT_SECRET: this.jwtSecret, SEED_DEMO: '0', LOG_LEVEL: 'warn',
      REDIS_URL: this.redisUrl, STORAGE_URL: this.storageUrl, WEB_DIST: path.join(ROOT, 'dist/web'),
      ...this.replicaEnv,
    };
  }

  /**
   * Starts replica i (again). `node`: on that Galera node directly instead of through HAProxy (a
   * replica beside its own database node, as on separate machines); i may go past the replicas the
   * cluster started with (their proxy does not know it).
   */
  async startReplica(i, { node } = {}) {
    const main = path.join(ROOT, 'dist/server/api/src/main.js');
    need(main, 'the built API (npm run build:api)');
    const logFile = fs.openSync(path.join(this.dir, 'logs', `replica${i}.log`), 'a');
    const child = spawn(process.execPath, [main], { env: this.replicaEnvFor(i, node), stdio: ['ignore', logFile, logFile] });
    this.replicas[i] = child;
    if (!(await this.healthy(i, 60_000))) throw new Error(`replica ${i} did not start:\n${tail(path.join(this.dir, 'logs', `replica${i}.log`))}`);
    this.log(`replica ${i} on ${this.replicaPort(i)} (pid ${child.pid})`);
  }

  async healthy(i, ms) {
    const until = Date.now() + ms;
    const child = this.replicas[i];
    while (Date.now() < until) {
      if (!running(child)) return false;
      try {
        const res = await fetch(`${this.replicaUrl(i)}/healthz`);
        if (res.ok) return true;
      } catch { /* starting */ }
      await sleep(250);
    }
    return false;
  }

  /** kill -9 of a Galera node (the others keep the cluster's primary component: two of three). */
  killNode(i) { return this.kill(this.nodes[i], 'SIGKILL'); }
  /** kill -9 of a replica. */
  killReplica(i) { return this.kill(this.replicas[i], 'SIGKILL'); }
  /** A signal to a replica (SIGTERM: graceful stop); resolves with how it exited. */
  signalReplica(i, signal) { return this.kill(this.replicas[i], signal); }

  kill(child, signal) {
    if (!running(child)) return Promise.resolve({ code: child?.exitCode ?? null, signal: child?.signalCode ?? null });
    return new Promise((resolve) => {
      child.once('exit', (code, sig) => resolve({ code, signal: sig }));
      child.kill(signal);
    });
  }

  /** Runs SQL on node i as root (over its socket): a test's way to hold a node back. */
  async rootConnection(i) {
    const mysql = require('mysql2/promise');
    return mysql.createConnection({ socketPath: path.join(this.nodeDir(i), 'mysqld.sock'), user: 'root' });
  }

  async stop() {
    const all = [...this.replicas, ...this.others];
    await Promise.all(all.map((c) => this.kill(c, 'SIGKILL')));
    // Database nodes stop cleanly (SIGTERM), then are killed if they take too long.
    await Promise.all(this.nodes.map((n) => {
      let timer;
      const late = new Promise((resolve) => { timer = setTimeout(resolve, 15_000); }).then(() => this.kill(n, 'SIGKILL'));
      return Promise.race([this.kill(n, 'SIGTERM'), late]).finally(() => clearTimeout(timer));
    }));
    if (!this.keepDir && !process.env.CLUSTER_KEEP) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Starts the whole cluster; stop() stops every process it started. */
async function startCluster(opts) {
  const cluster = new Cluster(opts);
  try {
    return await cluster.start();
  } catch (e) {
    await cluster.stop().catch(() => undefined);
    throw e;
  }
}

module.exports = { startCluster, Cluster };

if (require.main === module) {
  startCluster({ dir: process.env.CLUSTER_DIR }).then((cluster) => {
    console.log(`\nTalim cluster: ${cluster.url}  (${cluster.replicaCount} replicas, 3 Galera nodes, Redis, S3 fake)\nCtrl-C stops it.\n`);
    const stop = () => cluster.stop().finally(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }, (e) => {
    console.error(e.message || e);
    process.exit(1);
  });
}
