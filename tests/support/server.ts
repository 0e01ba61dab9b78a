import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/open';
import { FixedClock } from '../../api/src/platform/clock';
import { stopListening } from '../../api/src/platform/shutdown';
import { createServer, type ServerDeps } from '../../api/src/server';

export interface TestServer {
  url: string;
  db: DataSource;
  clock: FixedClock;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server on a free port and a fresh database: a temporary SQLite file, or, when
 * DATABASE_URL is set (mysql://…/db), a scratch database beside it that is dropped afterwards.
 */
export async function startServer(env: Record<string, string> = {}, deps: Pick<ServerDeps, 'logDestination'> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talim-test-'));
  const base = process.env.DATABASE_URL || '';
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | null = null;
  if (base) {
    const mysql = await import('mysql2/promise');
    const server = base.replace(/\/[^/]*$/, '');
    const name = `talim_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const conn = await mysql.createConnection(server);
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
    databaseUrl = `${server}/${name}`;
    dropDatabase = async () => {
      const c = await mysql.createConnection(server);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 'test-secret-test-secret-test-secret',
    SEED_DEMO: '0', WEB_DIST: path.join(dataDir, 'no-web'), ...env,
  });
  const db = await openDatabase(config);
  const clock = new FixedClock(new Date('2026-03-10T06:00:00Z'));
  const { app, close } = await createServer({ config, db, clock, ...deps });
  const http: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // The server shares the test's process: a test that blocks it for seconds (1,000 students inserted
  // through SQLite) let the server's 5 s idle timeout close a kept-alive connection just as the test's
  // fetch reused it (ECONNRESET in CI). The client's own idle timeout now always ends it first.
  http.keepAliveTimeout = 65_000;
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db, clock, config,
    async close() {
      // A connection still answering when close() began would otherwise stay open 65 s (keepAliveTimeout).
      await stopListening(http);
      await close();
      await db.destroy();
      if (dropDatabase) await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second replica of `primary` (issue 23): another server with the same configuration on the
 * same database. On MySQL/MariaDB it has a connection pool of its own, as a replica
 * on another machine would; on SQLite (one file, one server by design) it shares primary's
 * DataSource. Close it before primary, which drops the database.
 */
export async function startReplica(primary: TestServer, deps: Pick<ServerDeps, 'logDestination'> = {}): Promise<TestServer> {
  const config = primary.config;
  const ownDb = config.databaseUrl ? await openDatabase(config) : null;
  const db = ownDb ?? primary.db;
  const { app, close } = await createServer({ config, db, clock: primary.clock, ...deps });
  const http: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  http.keepAliveTimeout = 65_000; // as startServer's
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db, clock: primary.clock, config,
    async close() {
      // A connection still answering when close() began would otherwise stay open 65 s (keepAliveTimeout).
      await stopListening(http);
      await close();
      if (ownDb) await ownDb.destroy();
    },
  };
}
