// First: NODE_ENV defaults to production before graphql-js and Express read it.
import './platform/node-env';
import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { controllerService } from './domains/controller/controller.service';
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
  // Graceful stop: no new connections; the schedules end and SMS still being delivered are awaited
  // (at most 10 s, server.ts close), then the open requests finish and the database closes.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    close()
      .catch((e) => logger.error({ err: e }, 'shutdown failed'))
      .then(() => closed)
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
