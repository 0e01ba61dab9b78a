import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../ormconfig';
import { ApprovedReceiptBook, Receipt } from '../../api/src/domains/accounts/receipts.entities';
import { Product, SoldProduct } from '../../api/src/domains/store/store.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { gql, pngBytes, rest } from '../support/http';
import type { TestServer } from '../support/server';

/**
 * Talim on a cluster (issue 23), on this machine: three MariaDB Galera nodes behind HAProxy, Redis,
 * an S3 fake and two API replicas of the built product (scripts/cluster.js; `npm run build:api` first).
 * One cluster for the whole file; the tests run in order, the ones that kill processes last.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startCluster } = require(path.join(__dirname, '../../scripts/cluster.js'));

interface ClusterHandle {
  url: string;
  databaseUrl: string;
  jwtSecret: string;
  replicaUrl(i: number): string;
  pid(i: number): number;
  killNode(i: number): Promise<unknown>;
  startNode(i: number): Promise<void>;
  killReplica(i: number): Promise<unknown>;
  signalReplica(i: number, signal: NodeJS.Signals): Promise<{ code: number | null; signal: string | null }>;
  startReplica(i: number, options?: { node?: number }): Promise<void>;
  rootConnection(i: number): Promise<import('mysql2/promise').Connection>;
  synced(i: number, ms: number): Promise<boolean>;
  stop(): Promise<void>;
}

const LOGIN_POINTS = 6;
const LEASE_SECONDS = 4;
let cluster: ClusterHandle;
let db: DataSource;
/** What the factories need of a server: its database and JWT secret (the replicas share both). */
let s: TestServer;

beforeAll(async () => {
  cluster = await startCluster({
    replicas: 2,
    replicaEnv: { LOGIN_RATE_POINTS: String(LOGIN_POINTS), JOB_LEASE_SECONDS: String(LEASE_SECONDS) },
  });
  db = createDataSource({ databaseUrl: cluster.databaseUrl, dataDir: '/tmp', flavor: 'mariadb', galera: true });
  await db.initialize();
  s = { url: cluster.replicaUrl(0), db, config: { jwtSecret: cluster.jwtSecret } } as unknown as TestServer;
}, 240_000);

afterAll(async () => {
  await db?.destroy().catch(() => undefined);
  await cluster?.stop();
}, 60_000);

const r = (i: number) => cluster.replicaUrl(i % 2);
const clusterSize = async () => Number(((await db.query("SHOW STATUS LIKE 'wsrep_cluster_size'")) as { Value: string }[])[0].Value);
const tally = (results: string[]) => results.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
const SAVE_STUDENT = 'mutation($input: StudentInput!) { saveStudent(input: $input) { id formNo admitNo } }';
const SAVE_CLASS = 'mutation($input: ClassInput!) { saveClass(input: $input) { id } }';

function admit(u: Signed, i: number, over: Record<string, unknown> = {}): Promise<string> {
  const input = studentForm({ name: `Student ${i}`, assignAdmitNo: true, ...over });
  return i % 2
    ? gql(r(i), SAVE_STUDENT, { input }, u.token).then((x) => x.errors?.[0]?.extensions?.code ?? 'ok', () => 'network')
    : rest(r(i), 'POST', `/api/education/student/new/${u.academy.code}`, { token: u.token, body: input }).then((x) => (x.body.success ? 'ok' : `${x.status}:${x.body.message}`), () => 'network');
}

async function school(): Promise<Signed> {
  const su = await makeUser(s, 'superUser');
  await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
  return su;
}

async function admitNumbers(code: string): Promise<number[]> {
  return (await db.getRepository(Student).find({ where: { code } })).map((x) => x.admitNo!).sort((a, b) => a - b);
}

describe('two replicas on a three-node Galera cluster', () => {
  it('60 admissions at once, alternating between the replicas: all succeed with distinct numbers', async () => {
    const su = await school();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => admit(su, i)));
    expect(tally(results)).toEqual({ ok: 60 });
    expect(await admitNumbers(su.academy.code)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('receipts, vouchers and sales at once across both replicas: each receipt page and voucher number once, the stock exact', async () => {
    const su = await makeUser(s, 'superUser');
    const code = su.academy.code;
    expect((await gql(r(0), 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }', { i: { mgi: ['Donation'] } }, su.token)).errors).toBeUndefined();
    expect((await gql(r(0), 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }', { i: { rows: [{ bookNo: 1, receiptTill: 500, department: 'accounts' }] } }, su.token)).errors).toBeUndefined();
    const saved = await gql(r(0), 'mutation($i: ProductNewInput!) { saveProducts(input: $i) { products { id } } }', { i: { rows: [{ name: 'Pen', unit: 'piece', amount: 30, buyingPrice: 5, sellingPrice: 8 }] } }, su.token);
    const productId = saved.data.saveProducts.products[0].id as number;
    const answer = (x: { errors?: { extensions?: { code?: string } }[] }) => x.errors?.[0]?.extensions?.code ?? 'ok';
    const writes = Array.from({ length: 40 }, (_, i) => [
      gql(r(i), 'mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id } }', { i: { department: 'accounts', type: 'autoReceipt', donorName: `D ${i}`, address: 'x', fund: 'generalFund', regarding: 'Donation', amount: 10, date: '2026-11-10' } }, su.token).then((x) => `receipt:${answer(x)}`),
      gql(r(i + 1), 'mutation($i: VoucherInput!) { saveVoucher(input: $i) { id } }', { i: { department: 'accounts', fund: 'generalFund', name: `P ${i}`, description: 'bills', lines: [{ regarding: 'Electricity', amount: 5 }], date: '2026-11-10' } }, su.token).then((x) => `voucher:${answer(x)}`),
      gql(r(i), 'mutation($i: SellProductsInput!) { sellProducts(input: $i) { id } }', { i: { data: [{ id: productId, amount: 1 }], seller: `B ${i}`, mobile: '01711000000' } }, su.token).then((x) => `sale:${answer(x)}`),
    ]).flat();
    expect(tally(await Promise.all(writes))).toEqual({ 'receipt:ok': 40, 'voucher:ok': 40, 'sale:ok': 30, 'sale:maxNotPossible': 10 });
    const pages = (await db.getRepository(Receipt).find({ where: { code } })).map((x) => x.receiptNoFrom).sort((a, b) => a - b);
    expect(pages).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const numbers = ((await db.query('SELECT voucherNo FROM vouchers WHERE code = ?', [code])) as { voucherNo: number }[]).map((x) => Number(x.voucherNo));
    expect(new Set(numbers).size).toBe(40);
    const p = await db.getRepository(Product).findOneByOrFail({ id: productId, code });
    expect([p.totalHas, p.totalSold]).toEqual([30, 30]);
  });

  it('reads follow writes across replicas, each on its own database node, while one node applies late: a class made through replica A, then 30 admissions to it through replica B at once', async () => {
    // Two more replicas, each on a database node of its own (no proxy between them): A on node 0, B on node 1.
    await cluster.startReplica(2, { node: 0 });
    await cluster.startReplica(3, { node: 1 });
    const su = await makeUser(s, 'superUser');
    // Node 1 holds its appliers back (FLUSH TABLES WITH READ LOCK pauses it, as a busy or slow node lags):
    // what node 0 commits is not yet in node 1's tables. Causal reads wait for it; plain reads would not see the class.
    const hold = await cluster.rootConnection(1);
    try {
      await hold.query('FLUSH TABLES WITH READ LOCK');
      const made = await gql(cluster.replicaUrl(2), SAVE_CLASS, { input: { department: 'Hifz', className: 'Hifz 1', groupName: '', books: [] } }, su.token);
      expect(made.errors).toBeUndefined();
      setTimeout(() => { void hold.query('UNLOCK TABLES'); }, 1500);
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => gql(cluster.replicaUrl(3), SAVE_STUDENT, { input: studentForm({ name: `H ${i}`, department: 'Hifz', approvedClass: 'Hifz 1', assignAdmitNo: true }) }, su.token)
        .then((x) => x.errors?.[0]?.extensions?.code ?? 'ok')));
      expect(tally(results)).toEqual({ ok: 30 });
    } finally {
      await hold.query('UNLOCK TABLES').catch(() => undefined);
      await hold.end();
    }
    expect(await admitNumbers(su.academy.code)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await Promise.all([cluster.signalReplica(2, 'SIGTERM'), cluster.signalReplica(3, 'SIGTERM')]);
  });

  it('a photo uploaded through one replica is served by the other (S3-compatible storage)', async () => {
    const su = await school();
    const f = new FormData();
    for (const [k, v] of Object.entries(studentForm({ assignAdmitNo: 'true' }))) f.append(k, String(v));
    const png = pngBytes(300, 300, 64);
    f.append('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const made = await rest(cluster.replicaUrl(0), 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: f });
    expect(made.body.success).toBe(true);
    const url = made.body.student.photo_url as string;
    expect(url).toMatch(/^\/files\/\d+\/photo-.+\.png$/);
    const res = await fetch(`${cluster.replicaUrl(1)}${url}`, { headers: { authorization: `Bearer ${su.token}` } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    // Another academy's user still cannot read it (authorRequired), on either replica; nor can anyone not signed in.
    const other = await makeUser(s, 'superUser');
    for (const i of [0, 1]) {
      expect((await fetch(`${cluster.replicaUrl(i)}${url}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403);
      expect((await fetch(`${cluster.replicaUrl(i)}${url}`)).status).toBe(401);
    }
  });

  it('wrong passwords spread over both replicas are refused after the one budget, not twice it', async () => {
    const u = await makeUser(s, 'general');
    const answers: string[] = [];
    for (let i = 0; i < LOGIN_POINTS + 4; i++) {
      const res = await fetch(`${r(i)}/api/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' }, body: JSON.stringify({ email: u.user.email, password: 'wrong' }),
      });
      answers.push(((await res.json()) as { message: string }).message);
    }
    expect(answers.slice(0, LOGIN_POINTS).every((a) => a !== 'tooManyAttempts')).toBe(true);
    expect(answers.slice(LOGIN_POINTS)).toEqual(Array(4).fill('tooManyAttempts'));
  });

  it('background work runs on one replica at a time: one lease holder, taken over within a lease period when it dies', async () => {
    const holderOf = async (name: string) => ((await db.query('SELECT holder FROM leases WHERE name = ? AND expiresAt > ?', [name, Date.now()])) as { holder: string }[]).map((x) => x.holder);
    const pids = [0, 1].map((i) => cluster.pid(i));
    const replicaOf = (holder: string) => pids.findIndex((pid) => holder.includes(`:${pid}:`));
    const held = await holderOf('absence');
    expect(held).toHaveLength(1);
    const first = replicaOf(held[0]);
    expect(first).toBeGreaterThanOrEqual(0);
    await cluster.killReplica(first);
    const until = Date.now() + (LEASE_SECONDS + 6) * 1000;
    let next: string[] = [];
    while (Date.now() < until) {
      next = await holderOf('absence');
      if (next.length === 1 && replicaOf(next[0]) === 1 - first) break;
      await new Promise((res) => setTimeout(res, 250));
    }
    expect(next.map(replicaOf)).toEqual([1 - first]);
    await cluster.startReplica(first);
    // The restarted replica does not take it while the other holds it.
    await new Promise((res) => setTimeout(res, 1000));
    expect((await holderOf('absence')).map(replicaOf)).toEqual([1 - first]);
  });

  it('SIGTERM: a replica on MariaDB stops taking requests, finishes, and exits within 10 s', async () => {
    const t = Date.now();
    const exit = await cluster.signalReplica(1, 'SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - t).toBeLessThan(10_000);
    await cluster.startReplica(1);
  });

  it('a database node down: answers are successes or 503 with Retry-After, never a bare 500; the node rejoins', async () => {
    const su = await school();
    const statuses: string[] = [];
    let running = true;
    const load = (async () => {
      for (let i = 0; running; i++) {
        const answers = await Promise.all(Array.from({ length: 6 }, async (_, j) => {
          const res = await fetch(`${r(i + j)}/api/education/student/new/${su.academy.code}`, {
            method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${su.token}` },
            body: JSON.stringify(studentForm({ name: `N ${i}.${j}`, assignAdmitNo: true })),
          });
          return `${res.status}${res.status === 503 ? (res.headers.get('retry-after') ? '+retry' : '-noretry') : ''}`;
        }));
        statuses.push(...answers);
      }
    })();
    await new Promise((res) => setTimeout(res, 1500));
    await cluster.killNode(2);
    await new Promise((res) => setTimeout(res, 6000));
    running = false;
    await load;
    const counted = tally(statuses);
    expect(Object.keys(counted).every((k) => k === '200' || k === '503+retry')).toBe(true);
    expect(counted['200']).toBeGreaterThan(0);
    await cluster.startNode(2);
    expect(await clusterSize()).toBe(3);
    const numbers = await admitNumbers(su.academy.code);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('kill -9 of a database node and of a replica under admissions, receipts and sales: nothing acknowledged lost, no number twice, no stock below zero', async () => {
    const su = await school();
    const code = su.academy.code;
    expect((await gql(r(0), 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }', { i: { mgi: ['Donation'] } }, su.token)).errors).toBeUndefined();
    expect((await gql(r(0), 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }', { i: { rows: [{ bookNo: 1, receiptTill: 5000, department: 'accounts' }] } }, su.token)).errors).toBeUndefined();
    const saved = await gql(r(0), 'mutation($i: ProductNewInput!) { saveProducts(input: $i) { products { id } } }', { i: { rows: [{ name: 'Notebook', unit: 'piece', amount: 40, buyingPrice: 30, sellingPrice: 40 }] } }, su.token);
    const productId = saved.data.saveProducts.products[0].id as number;

    const admitted: number[] = [];
    const receipts: number[] = [];
    let sold = 0;
    const outcomes: string[] = [];
    let running = true;
    const write = async (i: number) => {
      // Through the proxy in front of the replicas: a killed replica is taken out of its rotation.
      const url = cluster.url;
      const kind = i % 3;
      try {
        if (kind === 0) {
          const x = await rest(url, 'POST', `/api/education/student/new/${code}`, { token: su.token, body: studentForm({ name: `K ${i}`, assignAdmitNo: true }) });
          if (x.body.success) admitted.push(x.body.student.id);
          outcomes.push(x.body.success ? 'ok' : String(x.status));
        } else if (kind === 1) {
          const x = await rest(url, 'POST', `/api/account/receipt/new/${code}`, { token: su.token, body: { department: 'accounts', type: 'autoReceipt', donorName: `D ${i}`, address: 'x', fund: 'generalFund', regarding: 'Donation', amount: 10, date: '2026-11-10' } });
          if (x.body.success) receipts.push(x.body.receipt?.id ?? x.body.data?.id ?? -1);
          outcomes.push(x.body.success ? 'ok' : String(x.status));
        } else {
          const x = await rest(url, 'POST', `/api/others/product/selling/new/${code}`, { token: su.token, body: { data: [{ id: productId, sellingAmount: 1 }], seller: `B ${i}`, mobile: '01711000000', allTotal: 40 } });
          if (x.body.success) sold++;
          outcomes.push(x.body.success ? 'ok' : x.body.message === 'maxNotPossible' ? 'soldOut' : String(x.status));
        }
      } catch {
        outcomes.push('network');
      }
    };
    const load = (async () => {
      for (let i = 0; running; i += 6) await Promise.all(Array.from({ length: 6 }, (_, j) => write(i + j)));
    })();
    await new Promise((res) => setTimeout(res, 1500));
    await cluster.killNode(1);
    await new Promise((res) => setTimeout(res, 1500));
    await cluster.killReplica(1);
    const killedAt = outcomes.length;
    await new Promise((res) => setTimeout(res, 6000));
    running = false;
    await load;
    await cluster.startNode(1);
    expect(await clusterSize()).toBe(3);
    await cluster.startReplica(1);

    const c = tally(outcomes);
    expect(Object.keys(c).every((k) => ['ok', 'soldOut', '503', 'network'].includes(k))).toBe(true);
    // The survivors kept answering after the kills.
    expect(outcomes.slice(killedAt).filter((o) => o === 'ok' || o === 'soldOut').length).toBeGreaterThan(10);
    // Every acknowledged admission is there, once, with its own number.
    const students = await db.getRepository(Student).find({ where: { code } });
    const ids = new Set(students.map((x) => x.id));
    expect(admitted.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(students.map((x) => x.admitNo)).size).toBe(students.length);
    // Every acknowledged receipt is there; no page twice.
    const rows = await db.getRepository(Receipt).find({ where: { code } });
    expect(rows.length).toBeGreaterThanOrEqual(receipts.length);
    const known = new Set(rows.map((x) => x.id));
    expect(receipts.filter((id) => id !== -1 && !known.has(id))).toEqual([]);
    expect(new Set(rows.map((x) => `${x.bookNo}/${x.receiptNoFrom}`)).size).toBe(rows.length);
    expect((await db.getRepository(ApprovedReceiptBook).findOneByOrFail({ code, bookNo: 1 })).cutted).toBe(rows.length);
    // Stock: never below zero, and what the product says was sold is what the sale lines hold.
    const p = await db.getRepository(Product).findOneByOrFail({ id: productId, code });
    const lines = await db.getRepository(SoldProduct).findBy({ code, productId });
    expect(p.totalSold).toBeLessThanOrEqual(40);
    expect(p.totalHas - p.totalSold).toBeGreaterThanOrEqual(0);
    expect(lines.reduce((sum, l) => sum + l.totalSold, 0)).toBe(p.totalSold);
    expect(p.totalSold).toBeGreaterThanOrEqual(sold);
  });
});
