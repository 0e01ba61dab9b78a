// First: NODE_ENV defaults to production before graphql-js and Express read it.
import './platform/node-env';
import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { controllerService } from './domains/controller/controller.service';
import { shutdown, SHUTDOWN_LIMIT_MS } from './platform/shutdown';
import { ABSENCE_CHECK_MINUTES, createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await controllerService.bootstrap(db, config);
  const { app, logger, close } = await createServer({ config, db, absenceCheckMinutes: ABSENCE_CHECK_MINUTES });
  if (config.seedDemo) {
    const seeded = await seedDemo(db, config);
    if (seeded) {
      // Plain text for the person who just ran `npm start`; request logs stay JSON.
      console.log(['', 'Demo academy created. Sign in at /login with:', ...seeded.map((l) => `  ${l}`), ''].join('\n'));
    }
  }
  const server = app.listen(config.port, () => {
    const where = config.databaseUrl ? 'MySQL' : `SQLite in ${config.dataDir}`;
    logger.info(`Talim listens on http://localhost:${config.port} (${where})`);
    if (process.stdout.isTTY) console.log(`Talim is running: open http://localhost:${config.port}  (${where})`);
  });
  // An idle kept-alive connection stays open 65 s (Node's default is 5 s), longer than the 60 s of a
  // proxy in front (docker/cluster/haproxy.cfg) or a client's pool: the one that reuses a connection
  // closes it, so a request is never sent on a connection the server is closing at that moment (the
  // client then sees ECONNRESET). Shutdown closes idle connections at once (platform/shutdown.ts).
  server.keepAliveTimeout = 65_000;
  // Graceful stop (platform/shutdown.ts): no new connections, the requests in flight finish, the
  // schedules and SMS still being delivered end, then the database pool closes. A timer, which does
  // not itself keep the process alive, ends it at SHUTDOWN_LIMIT_MS whatever is still open.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    shutdown(server, close, db, logger).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
