import net from 'node:net';
import bcrypt from 'bcryptjs';
import { Redis } from 'ioredis';
import { User } from '../../api/src/domains/auth/user.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { createLimits, DEVICE_PULL_POINTS, type Limits } from '../../api/src/platform/rate-limit';
import { closeRedis, connectRedis } from '../../api/src/platform/redis';
import { makeAcademy, makeClass, makeUser, studentForm } from '../support/factories';
import { errorCode, gql } from '../support/http';
import { startReplica, startServer, type TestServer } from '../support/server';

/**
 * Limits shared by API replicas through Redis (issue 23). Two servers on one database and one Redis
 * (REDIS_URL), under a key prefix of this run (REDIS_PREFIX), deleted afterwards. LOGIN_RATE_POINTS
 * is 3: 3 per account and address, 6 per account, 30 per address, 3 wrong approval codes per user;
 * ADMISSION_RATE_POINTS is 2. Evidence is counted (bcrypt comparisons, answers); only the outage
 * cases bound a time, to show nothing waits for an absent Redis.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `talim-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const POINTS = 3;
const SAVE = 'mutation($input: StudentInput!) { saveStudent(input: $input) { id inspectorSign } }';
const APPLY = 'mutation($slug: String!, $input: StudentInput!) { applyOnline(slug: $slug, input: $input) }';
const silent = { info: () => undefined, warn: () => undefined };

let redis: Redis;
let a: TestServer;
let b: TestServer;

/** Every key of this run (and of its other prefixes `${PREFIX}-…`). */
async function keysOf(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...found);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

beforeAll(async () => {
  redis = new Redis(REDIS_URL);
  a = await startServer({ REDIS_URL, REDIS_PREFIX: PREFIX, LOGIN_RATE_POINTS: String(POINTS), LOGIN_RATE_SECONDS: '900', ADMISSION_RATE_POINTS: '2' });
  b = await startReplica(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  const keys = await keysOf(PREFIX);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});
afterEach(() => jest.restoreAllMocks());

/** Sign-in over REST at `server` from `ip` (the server trusts X-Forwarded-For from its loopback proxy). */
async function login(server: TestServer, ip: string, email: string, password: string): Promise<{ status: number; message: string }> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { success: boolean; message?: string };
  return { status: res.status, message: body.success ? 'ok' : String(body.message) };
}

/** The replica the i-th call goes to: a, b, a, b, … */
const either = (i: number) => (i % 2 ? b : a);
const countCompares = () => jest.spyOn(bcrypt, 'compare');
const tally = (answers: { message: string }[]) => answers.reduce<Record<string, number>>((t, x) => ({ ...t, [x.message]: (t[x.message] ?? 0) + 1 }), {});

describe('two replicas sharing one Redis', () => {
  it('wrong passwords alternating between the replicas are refused after the budget in total, not twice it', async () => {
    const u = await makeUser(a, 'general');
    const ip = '10.1.0.1';
    const compares = countCompares();
    for (let i = 0; i < POINTS; i++) expect((await login(either(i), ip, u.user.email, 'wrong-password')).message).toBe('invalidEmailOrPassword');
    expect((await login(a, ip, u.user.email, 'wrong-password')).message).toBe('tooManyAttempts');
    expect((await login(b, ip, u.user.email, 'wrong-password')).message).toBe('tooManyAttempts');
    expect(compares).toHaveBeenCalledTimes(POINTS);
    // The right password at that address waits for the window, on either replica…
    expect((await login(b, ip, u.user.email, u.password)).message).toBe('tooManyAttempts');
    // …and signs in from another address (the account's own budget, twice the points, is not spent).
    expect((await login(b, '10.1.0.2', u.user.email, u.password))).toEqual({ status: 200, message: 'ok' });
  });

  it('100 parallel guesses spread over both replicas: exactly the budget is evaluated', async () => {
    const u = await makeUser(a, 'general');
    const compares = countCompares();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(either(i), '10.1.1.1', u.user.email, 'wrong-password')));
    expect(tally(answers)).toEqual({ invalidEmailOrPassword: POINTS, tooManyAttempts: 100 - POINTS });
    expect(compares).toHaveBeenCalledTimes(POINTS);
  });

  it('an address an account signed in from on one replica is known on the other', async () => {
    const u = await makeUser(a, 'general');
    expect((await login(a, '10.1.2.1', u.user.email, u.password)).message).toBe('ok');
    const compares = countCompares();
    const answers = await Promise.all(Array.from({ length: 30 * POINTS }, (_, i) => login(either(i), `10.1.3.${i % 30}`, u.user.email, 'wrong-password')));
    expect(tally(answers)).toEqual({ invalidEmailOrPassword: 2 * POINTS, tooManyAttempts: 30 * POINTS - 2 * POINTS });
    expect(compares).toHaveBeenCalledTimes(2 * POINTS);
    expect((await login(a, '10.1.4.1', u.user.email, u.password)).message).toBe('tooManyAttempts');
    expect((await login(b, '10.1.2.1', u.user.email, u.password)).message).toBe('ok');
  });

  it('the online-admission budget of an address is one budget', async () => {
    const academy = await makeAcademy(a);
    await makeClass(a, academy, { department: 'General' });
    const settings = a.db.getRepository(AcademySettings);
    await settings.save(settings.create({ code: academy.code, onlineAdmission: true, draftMessages: [] }));
    const apply = (server: TestServer) => gql(server.url, APPLY, { slug: academy.slug, input: studentForm() });
    expect((await apply(a)).data.applyOnline).toBe(1);
    expect((await apply(b)).data.applyOnline).toBe(2);
    expect(errorCode(await apply(a))).toBe('tooManyAttempts');
    expect(errorCode(await apply(b))).toBe('tooManyAttempts');
    expect(await a.db.getRepository(Student).countBy({ code: academy.code })).toBe(2);
  });

  it('wrong approval codes of a user are one budget over both replicas, in parallel', async () => {
    const su = await makeUser(a, 'superUser');
    await makeClass(a, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
    const principal = await makeUser(a, 'principal', su.academy);
    const examiner = await makeUser(a, 'admitExaminer', su.academy);
    await a.db.getRepository(User).update({ id: examiner.user.id }, { signUrl: '/files/x/examiner.png' });
    const inspected = (code: string) => ({ input: studentForm({ inspectorComment: 'good', inspectorSign: code }) });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => gql(either(i).url, SAVE, inspected('not-a-password'), principal.token)));
    expect(tally(answers.map((r) => ({ message: String(errorCode(r)) })))).toEqual({ incorrectCode: POINTS, tooManyAttempts: 20 - POINTS });
    expect(errorCode(await gql(b.url, SAVE, inspected(examiner.password), principal.token))).toBe('tooManyAttempts');
    expect(await a.db.getRepository(Student).countBy({ code: su.academy.code })).toBe(0);
  });

  it('keeps its counts in Redis under the deployment\'s prefix, one key space per purpose', async () => {
    const keys = await keysOf(`${PREFIX}:`);
    const purposes = new Set(keys.map((k) => k.split(':')[2]));
    for (const p of ['signin-pair', 'signin-account', 'signin-address', 'signin-known', 'public-writes', 'approval-codes']) expect(purposes).toContain(p);
    expect(keys.every((k) => k.startsWith(`${PREFIX}:limit:`))).toBe(true);
  });
});

describe('createLimits', () => {
  const config = (prefix: string) => ({
    loginRateLimit: { points: POINTS, durationSeconds: 900 }, admissionRateLimit: { points: 2, durationSeconds: 3600 }, redisPrefix: prefix,
  });
  /** Spends `budget` of key `k` on the sets in turn until one refuses; how many were spent. */
  async function spentUntilRefused(sets: Limits[], budget: 'publicWrites' | 'approvalCodes' | 'devicePulls', k: string): Promise<number> {
    for (let i = 0; i < 100; i++) {
      try {
        await sets[i % sets.length][budget].spend(k);
      } catch (e) {
        expect((e as { code?: string }).code).toBe('tooManyAttempts');
        return i;
      }
    }
    return 100;
  }

  it('two sets on one Redis and prefix share every budget, "pull now" too; another prefix is apart', async () => {
    const client = await connectRedis(REDIS_URL, silent);
    try {
      const one = createLimits(config(`${PREFIX}-unit`), client);
      const two = createLimits(config(`${PREFIX}-unit`), client);
      const apart = createLimits(config(`${PREFIX}-apart`), client);
      expect(await spentUntilRefused([one, two], 'publicWrites', 'admission:10.2.0.1')).toBe(2);
      expect(await spentUntilRefused([one, two], 'approvalCodes', 'user:1')).toBe(POINTS);
      expect(await spentUntilRefused([one, two], 'devicePulls', 'ACADEMY1')).toBe(DEVICE_PULL_POINTS);
      // A refund on one replica gives the point back on the other.
      await one.approvalCodes.refund('user:1');
      await expect(two.approvalCodes.spend('user:1')).resolves.toBeUndefined();
      await expect(two.approvalCodes.spend('user:1')).rejects.toMatchObject({ code: 'tooManyAttempts' });
      expect(await spentUntilRefused([apart], 'approvalCodes', 'user:1')).toBe(POINTS);
    } finally {
      await closeRedis(client);
    }
  });

  it('without Redis (the default) each server counts alone, in its memory', async () => {
    const before = (await keysOf(`${PREFIX}-memory`)).length;
    const one = createLimits(config(`${PREFIX}-memory`));
    const two = createLimits(config(`${PREFIX}-memory`));
    expect(await spentUntilRefused([one], 'approvalCodes', 'user:1')).toBe(POINTS);
    expect(await spentUntilRefused([two], 'approvalCodes', 'user:1')).toBe(POINTS);
    expect(await spentUntilRefused([one, two], 'devicePulls', 'ACADEMY1')).toBe(2 * DEVICE_PULL_POINTS);
    expect((await keysOf(`${PREFIX}-memory`)).length).toBe(before);
  });
});

describe('Redis unreachable: the product keeps answering, limits per replica, logged', () => {
  /** Log lines of a server (LOG_LEVEL=warn). */
  function logLines() {
    const lines: string[] = [];
    return { lines, logDestination: { write: (line: string) => { lines.push(line); } } };
  }

  it('a closed port: the server starts, sign-in answers at once and is still limited', async () => {
    const log = logLines();
    const started = Date.now();
    const s = await startServer({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: `${PREFIX}-closed`, LOGIN_RATE_POINTS: String(POINTS), LOG_LEVEL: 'warn' }, log);
    try {
      expect(Date.now() - started).toBeLessThan(5000);
      const u = await makeUser(s, 'general');
      const t0 = Date.now();
      expect(await login(s, '10.3.0.1', u.user.email, u.password)).toEqual({ status: 200, message: 'ok' });
      for (let i = 0; i < POINTS; i++) expect((await login(s, '10.3.0.2', u.user.email, 'wrong')).message).toBe('invalidEmailOrPassword');
      expect((await login(s, '10.3.0.2', u.user.email, 'wrong')).message).toBe('tooManyAttempts');
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(log.lines.some((l) => l.includes('redis unreachable'))).toBe(true);
    } finally {
      const stopping = Date.now();
      await s.close();
      expect(Date.now() - stopping).toBeLessThan(5000);
    }
  });

  it('Redis stops answering mid-way: each limiter gives up within its timeout and goes on in memory', async () => {
    // A TCP relay to Redis that can be frozen: the connection stays open, nothing comes back.
    let frozen = false;
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((down) => {
      const up = net.connect(6379, '127.0.0.1');
      for (const x of [down, up]) {
        sockets.add(x);
        x.on('error', () => undefined);
      }
      down.on('data', (d) => { if (!frozen) up.write(d); });
      up.on('data', (d) => { if (!frozen) down.write(d); });
      down.on('close', () => up.destroy());
      up.on('close', () => down.destroy());
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', () => r()));
    const { port } = relay.address() as net.AddressInfo;
    const log = logLines();
    const s = await startServer({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `${PREFIX}-frozen`, LOGIN_RATE_POINTS: String(POINTS), LOG_LEVEL: 'warn' }, log);
    try {
      const u = await makeUser(s, 'general');
      expect((await login(s, '10.4.0.1', u.user.email, 'wrong')).message).toBe('invalidEmailOrPassword');
      expect((await keysOf(`${PREFIX}-frozen:limit:signin-pair`)).length).toBe(1);
      frozen = true;
      const t0 = Date.now();
      expect(await login(s, '10.4.0.2', u.user.email, u.password)).toEqual({ status: 200, message: 'ok' });
      for (let i = 0; i < POINTS; i++) expect((await login(s, '10.4.0.3', u.user.email, 'wrong')).message).toBe('invalidEmailOrPassword');
      expect((await login(s, '10.4.0.3', u.user.email, 'wrong')).message).toBe('tooManyAttempts');
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(log.lines.some((l) => l.includes('limits fall back'))).toBe(true);
    } finally {
      await s.close();
      for (const x of sockets) x.destroy();
      await new Promise((r) => relay.close(r));
    }
  });
});
