import type { DataSource } from 'typeorm';

/** How long the readiness check waits for `SELECT 1`, and how long its answer is reused. */
const CHECK_TIMEOUT_MS = 1000;
const CACHE_MS = 1000;

/**
 * Whether the database answers, for /healthz: a `SELECT 1` bounded by CHECK_TIMEOUT_MS, its answer
 * kept CACHE_MS so a busy prober costs at most one query a second; callers at the same moment share one check.
 */
export function databaseReadiness(db: DataSource): () => Promise<boolean> {
  // The embedded SQLite file lives in this process: it is there while the data source is open. A
  // query would wait behind any open write transaction on its one connection (db/sqlite-serial.ts),
  // so a long import would make /healthz look down; it is asked nothing.
  if (db.options.type === 'better-sqlite3') return async () => db.isInitialized;
  let last: { at: number; ok: boolean } | null = null;
  let running: Promise<boolean> | null = null;
  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS); timer.unref(); });
    try {
      return await Promise.race([db.query('SELECT 1').then(() => true, () => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return async () => {
    if (last && Date.now() - last.at < CACHE_MS) return last.ok;
    running ??= check().then((ok) => { last = { at: Date.now(), ok }; running = null; return ok; });
    return running;
  };
}
