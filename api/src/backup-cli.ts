// First: NODE_ENV defaults to production before anything reads it.
import './platform/node-env';
import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { makeBackup, restoreBackup, RestoreRefused } from './platform/backup';

/**
 * `npm run backup` and `npm run restore <file> [--force]` (README "Backups"; platform/backup.ts),
 * with the environment the product runs with (DATA_DIR, DATABASE_URL, STORAGE_URL, BACKUP_DIR).
 * A backup is made while the product runs; a restore refuses while it runs against the same
 * database (unless --force).
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const made = await makeBackup(config);
    const files = made.manifest.files === 's3' ? 'uploaded files stay in the S3 bucket (not in the backup)' : `${made.manifest.fileCount} uploaded files`;
    console.log(`Backup made: ${made.file}\n  ${(made.size / 1024 / 1024).toFixed(2)} MB, database as of ${made.at}, ${files}`);
    return 0;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) {
      console.error('Usage: npm run restore -- <backup file> [--force]');
      return 2;
    }
    const db = await openDatabase(config);
    try {
      const manifest = await restoreBackup(config, file, { db, force: rest.includes('--force') });
      console.log(`Restored ${file}: the database as of ${manifest.snapshotAt}${manifest.files === 'local' ? ` and ${manifest.fileCount} uploaded files` : ' (uploaded files are in the S3 bucket, untouched)'}.`);
      return 0;
    } catch (e) {
      if (e instanceof RestoreRefused) {
        console.error(`Not restored: ${e.message}`);
        return 1;
      }
      throw e;
    } finally {
      if (db.isInitialized) await db.destroy();
    }
  }
  console.error('Usage: node backup-cli.js backup | restore <file> [--force]');
  return 2;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (e: unknown) => {
  console.error(e);
  process.exit(1);
});
