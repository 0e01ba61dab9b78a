import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { controllerService } from './domains/controller/controller.service';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await controllerService.bootstrap(db, config);
  const { app, logger } = await createServer({ config, db });
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
    if (!config.production) console.log(`Talim is running: open http://localhost:${config.port}  (${where})`);
  });
  const stop = () => server.close(() => db.destroy().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
