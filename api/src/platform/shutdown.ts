import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';

/** A stop must be over within this; the caller's hard exit timer is the last resort. */
export const SHUTDOWN_LIMIT_MS = 10_000;
/** Requests still open this long after the stop began are cut, so the rest of the stop fits in the limit. */
const DRAIN_MS = 7_000;

/**
 * Graceful stop: the server takes no new connections and closes idle keep-alive ones, the requests in
 * flight finish (cut after DRAIN_MS), then `close` (schedules, Apollo, SMS being delivered) and the
 * database pool is destroyed, so no socket keeps the process alive.
 */
export async function shutdown(server: Server, close: () => Promise<void>, db: DataSource, log: { error(o: object, m: string): void } = console): Promise<void> {
  await stopListening(server);
  await close().catch((e) => log.error({ err: e }, 'shutdown failed'));
  if (db.isInitialized) await db.destroy().catch((e) => log.error({ err: e }, 'closing the database failed'));
}

/**
 * The server takes no new connections and closes its idle keep-alive ones; one that finishes its
 * request meanwhile is closed at once, not kept open for its keepAliveTimeout (65 s: api/src/main.ts);
 * requests still open after DRAIN_MS are cut. Resolves once every connection is closed.
 */
export async function stopListening(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}
