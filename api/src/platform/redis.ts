import { Redis } from 'ioredis';

/** How long a Redis command may take before the caller goes on without it (a limiter falls back to memory). */
export const REDIS_COMMAND_MS = 2_000;
/** How long the server's start waits for Redis to answer before it starts anyway. */
const REDIS_START_WAIT_MS = 2_000;

interface RedisLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/**
 * The Redis client of REDIS_URL (issue 23: limits shared by the API replicas). Nothing waits for
 * Redis: commands are never queued while it is away (enableOfflineQueue off) and time out after
 * REDIS_COMMAND_MS, so a caller that has a fallback (the limiters' in-memory insurance) uses it at
 * once. ioredis keeps reconnecting in the background; losing and finding Redis again are logged
 * once each. The start waits at most REDIS_START_WAIT_MS for the first connection (a refused
 * connection ends the wait at once), so a replica whose Redis is there shares its limits from its
 * first request.
 */
export async function connectRedis(url: string, log: RedisLog): Promise<Redis> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_MS,
    connectTimeout: REDIS_START_WAIT_MS,
    maxRetriesPerRequest: 1,
    // how long a disconnect waits for the socket to close (ioredis: 2 s, even for a socket that never opened)
    disconnectTimeout: 500,
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'redis unreachable: limits are kept per replica until it answers');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, 'redis answers again: limits are shared');
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_START_WAIT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
  return client;
}

/** Closes the client (QUIT when connected, else at once) and stops its reconnecting, so the process can exit. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
