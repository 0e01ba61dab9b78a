import { createServer as httpServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { QueryFailedError } from 'typeorm';
import { openDatabase } from '../../api/src/db/open';
import { isDatabaseUnreachable } from '../../api/src/platform/db-errors';
import { shutdown, SHUTDOWN_LIMIT_MS, stopListening } from '../../api/src/platform/shutdown';
import { createServer } from '../../api/src/server';
import { makeUser } from '../support/factories';
import { rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const mysqlBase = process.env.DATABASE_URL || '';
const onMysql = mysqlBase ? it : it.skip;

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows the connection errors of mysql2 and Node, bare or inside a QueryFailedError or an AggregateError', () => {
    for (const code of ['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ETIMEDOUT', 'ER_CON_COUNT_ERROR', 'ECONNRESET']) {
      expect(isDatabaseUnreachable(withCode(code))).toBe(true);
      expect(isDatabaseUnreachable(new QueryFailedError('SELECT 1', [], withCode(code)))).toBe(true);
    }
    expect(isDatabaseUnreachable(new Error('Connection lost: The server closed the connection.'))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    // graphql-js wraps a thrown value that is not an Error of its realm (NonErrorThrown)
    expect(isDatabaseUnreachable(Object.assign(new Error('Unexpected error value'), { thrownValue: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('does not take a busy SQLite file, a bad query or a duplicate for an outage', () => {
    expect(isDatabaseUnreachable(new QueryFailedError('UPDATE x', [], withCode('SQLITE_BUSY', 'SQLITE_BUSY: database is locked')))).toBe(false);
    expect(isDatabaseUnreachable(new QueryFailedError('SELECT', [], withCode('ER_PARSE_ERROR')))).toBe(false);
    expect(isDatabaseUnreachable(new QueryFailedError('INSERT', [], withCode('ER_DUP_ENTRY')))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});

/** A TCP forwarder to the MariaDB server that can be cut (listener closed, every socket destroyed) and started again on the same port. */
async function forwarder(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () => new Promise<void>((resolve, reject) => {
    if (server?.listening) return resolve();
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => undefined); }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => { port = (server!.address() as AddressInfo).port; resolve(); });
  });
  const stop = () => new Promise<void>((resolve) => {
    for (const s of sockets) s.destroy();
    if (!server?.listening) return resolve();
    server.close(() => resolve());
  });
  await start();
  return { port: () => port, start, stop };
}

describe('database outage', () => {
  it('answers /healthz ready while the database answers', async () => {
    const s = await startServer();
    try {
      const r = await rest(s.url, 'GET', '/healthz');
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ ok: true });
    } finally {
      await s.close();
    }
  });

  onMysql('answers 503 with Retry-After and serviceUnavailable on REST, GraphQL and /healthz, and recovers without a restart (MariaDB through a cut TCP forwarder: runs with DATABASE_URL only; an embedded SQLite file cannot become unreachable)', async () => {
    const u = new URL(mysqlBase);
    const fwd = await forwarder({ host: u.hostname, port: Number(u.port || 3306) });
    const via = new URL(mysqlBase);
    via.hostname = '127.0.0.1';
    via.port = String(fwd.port());
    const saved = process.env.DATABASE_URL;
    let s: TestServer | null = null;
    try {
      process.env.DATABASE_URL = via.toString();
      s = await startServer();
      process.env.DATABASE_URL = saved;
      const admin = await makeUser(s, 'admin');
      const users = () => rest(s!.url, 'GET', `/api/auth/users/${admin.academy.code}`, { token: admin.token });
      const graphql = () => fetch(`${s!.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ query: '{ users { email } }' }),
      });
      expect((await users()).status).toBe(200);
      expect((await graphql()).status).toBe(200);

      await fwd.stop();
      const r = await users();
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(r.body).toMatchObject({ success: false, message: 'serviceUnavailable' });
      const g = await graphql();
      expect(g.status).toBe(503);
      expect(g.headers.get('retry-after')).toMatch(/^\d+$/);
      const gb = (await g.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(gb.errors.map((e) => e.extensions.code)).toEqual(['serviceUnavailable']);
      await new Promise((r2) => setTimeout(r2, 1100)); // past the readiness cache
      const h = await rest(s.url, 'GET', '/healthz');
      expect(h.status).toBe(503);
      expect(h.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(h.body).toMatchObject({ ok: false, message: 'serviceUnavailable' });

      await fwd.start();
      await new Promise((r2) => setTimeout(r2, 1100));
      const back = await users();
      expect(back.status).toBe(200);
      expect(back.body.success).not.toBe(false);
      const gBack = await graphql();
      expect(gBack.status).toBe(200);
      expect(((await gBack.json()) as { data: { users: { email: string }[] } }).data.users.map((x) => x.email)).toContain(admin.user.email);
      expect((await rest(s.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      process.env.DATABASE_URL = saved;
      await fwd.start(); // the scratch database is dropped through it
      await s?.close();
      await fwd.stop();
    }
  }, 30_000);
});

describe('shutdown', () => {
  it('refuses new connections, finishes the request in flight, then destroys the pool, well within the limit', async () => {
    const s = await startServer();
    // A second pool on the same database, for the server being stopped (the test server keeps its own).
    const db = await openDatabase(s.config);
    let server: Server | null = null;
    try {
      const { app, close } = await createServer({ config: s.config, db });
      server = httpServer((req, res) => {
        if (req.url !== '/slow') return void app(req, res);
        // a request holding a database connection for 600 ms
        void db.query(s.config.databaseUrl ? 'SELECT SLEEP(0.6) AS x' : 'SELECT 1 AS x')
          .then(() => new Promise((r) => setTimeout(r, s.config.databaseUrl ? 0 : 600)))
          .then(() => res.end('done'));
      });
      await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/healthz`)).status).toBe(200); // leaves an idle keep-alive connection

      const inFlight = fetch(`${url}/slow`).then((r) => r.text());
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const stopped = shutdown(server, close, db);
      await new Promise((r) => setTimeout(r, 50));
      await expect(fetch(`${url}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();
      expect(await inFlight).toBe('done');
      await stopped;
      expect(Date.now() - started).toBeLessThan(SHUTDOWN_LIMIT_MS);
      expect(db.isInitialized).toBe(false);
      expect(server.listening).toBe(false);
    } finally {
      if (db.isInitialized) await db.destroy();
      if (server?.listening) server.close();
      await s.close();
    }
  }, 20_000);

  it('closes a kept-alive connection that finishes its request after the stop began at once, not after its 65 s', async () => {
    const server = httpServer((_req, res) => void setTimeout(() => res.end('done'), 300));
    server.keepAliveTimeout = 65_000; // as api/src/main.ts and the test servers
    try {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      const inFlight = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).then((r) => r.text());
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      // server.close() alone closes the connections idle at that moment: this one, still answering,
      // would then be kept open until its keepAliveTimeout (the test servers' close took over 60 s in CI).
      await stopListening(server);
      expect(await inFlight).toBe('done');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      server.closeAllConnections();
    }
  }, 10_000);
});
