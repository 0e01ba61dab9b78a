/**
 * The access log (issue 22 item 12) and the production defaults (item 10): one flat info line per
 * API call (method, path without query or controller key, status, duration, request id, academy
 * code), none when info lines are off; NODE_ENV defaults to production for the started server,
 * whose cookies are Secure only over https unless COOKIE_SECURE says otherwise.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultNodeEnv } from '../../api/src/platform/node-env';
import { makeUser } from '../support/factories';
import { rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

type Line = Record<string, unknown>;

/** A log destination that keeps each line, parsed. */
function capture() {
  const lines: Line[] = [];
  return { lines, destination: { write: (s: string) => { lines.push(JSON.parse(s) as Line); } } };
}

/** Waits for the line of a request (written when its response closes, just after the client has it). */
async function lineOf(lines: Line[], reqId: string): Promise<Line | undefined> {
  for (let i = 0; i < 100; i++) {
    const found = lines.find((l) => l.reqId === reqId);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  return undefined;
}

describe('the access log', () => {
  let s: TestServer;
  const log = capture();
  const KEY = 'controller-key-0123456789';
  beforeAll(async () => { s = await startServer({ LOG_LEVEL: 'info', CONTROLLER_KEY: KEY }, { logDestination: log.destination }); });
  afterAll(() => s.close());

  it('writes one line per API call with its method, path, status, duration, request id and academy code, and no secrets', async () => {
    const u = await makeUser(s, 'superUser');
    const res = await fetch(`${s.url}/api/education/students/${u.academy.code}?className=x&token=secret-in-query`, {
      headers: { authorization: `Bearer ${u.token}`, 'x-request-id': 'abc-123' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const line = await lineOf(log.lines, 'abc-123');
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: `/api/education/students/${u.academy.code}`, status: 200, code: u.academy.code });
    expect(typeof line!.ms).toBe('number');
    expect(log.lines.filter((l) => l.reqId === 'abc-123')).toHaveLength(1);

    const g = await fetch(`${s.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'gql-1' }, body: JSON.stringify({ query: '{ me { email } }' }) });
    expect(g.status).toBe(200);
    expect(await lineOf(log.lines, 'gql-1')).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
    expect((await lineOf(log.lines, 'gql-1'))!.code).toBeUndefined();

    // The controller's shared key is a path segment: never written.
    await fetch(`${s.url}/api/controller/academies/${KEY}`, { headers: { 'x-request-id': 'key-1' } });
    expect(await lineOf(log.lines, 'key-1')).toMatchObject({ path: '/api/controller/academies/{key}' });
    // Health checks and the web app are not API calls.
    await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'health-1' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(log.lines.find((l) => l.reqId === 'health-1')).toBeUndefined();
    const text = JSON.stringify(log.lines);
    for (const secret of ['secret-in-query', KEY, u.token, 'authorization', 'cookie']) expect(text).not.toContain(secret);
  });
});

describe('the access log when info lines are off', () => {
  it('writes nothing for an API call at LOG_LEVEL=warn', async () => {
    const log = capture();
    const s = await startServer({ LOG_LEVEL: 'warn' }, { logDestination: log.destination });
    try {
      const u = await makeUser(s, 'superUser');
      const r = await rest(s.url, 'GET', '/api/auth/me', { token: u.token });
      expect(r.status).toBe(200);
      await new Promise((r2) => setTimeout(r2, 100));
      expect(log.lines).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('production defaults', () => {
  it('NODE_ENV defaults to production for the started server, and one that is set stays', () => {
    const unset: NodeJS.ProcessEnv = {};
    defaultNodeEnv(unset);
    expect(unset.NODE_ENV).toBe('production');
    const set: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    defaultNodeEnv(set);
    expect(set.NODE_ENV).toBe('development');
    // main.ts imports it before anything that reads NODE_ENV when it loads (graphql-js, Express).
    const main = readFileSync(path.join(__dirname, '../../api/src/main.ts'), 'utf8');
    expect(main.split('\n').find((l) => l.startsWith('import '))).toBe("import './platform/node-env';");
  });

  const signIn = async (s: TestServer, headers: Record<string, string> = {}) => {
    const u = await makeUser(s, 'education');
    const r = await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: u.user.email, password: u.password }) });
    expect(r.status).toBe(200);
    return { cookie: r.headers.get('set-cookie') ?? '', hsts: r.headers.get('strict-transport-security') };
  };

  it('under NODE_ENV=production, a plain http://localhost still signs in (no Secure cookie); over https (a local proxy says so) the cookie is Secure', async () => {
    const s = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    try {
      const plain = await signIn(s);
      expect(plain.cookie).toMatch(/talim_session=[^;]+;/);
      expect(plain.cookie).not.toMatch(/Secure/i);
      expect(plain.hsts).toBeNull();
      const me = await rest(s.url, 'GET', '/api/auth/me', { cookie: plain.cookie.split(';')[0] });
      expect(me.body.success).toBe(true);
      const https = await signIn(s, { 'x-forwarded-proto': 'https' });
      expect(https.cookie).toMatch(/; Secure/i);
      expect(https.hsts).toMatch(/max-age=\d+/);
    } finally {
      await s.close();
    }
  });

  it('COOKIE_SECURE=1 makes every session cookie Secure, COOKIE_SECURE=0 none', async () => {
    const always = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'silent', COOKIE_SECURE: '1' });
    try {
      expect((await signIn(always)).cookie).toMatch(/; Secure/i);
    } finally {
      await always.close();
    }
    const never = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'silent', COOKIE_SECURE: '0' });
    try {
      const r = await signIn(never, { 'x-forwarded-proto': 'https' });
      expect(r.cookie).not.toMatch(/Secure/i);
      expect(r.hsts).toBeNull();
    } finally {
      await never.close();
    }
  });
});
