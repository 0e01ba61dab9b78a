import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaText } from '../../api/src/schema';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

describe('schema and migrations', () => {
  it('schema.graphql is what the API emits (run `npm run build:api && npm run schema` when this fails)', async () => {
    const committed = readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(await schemaText());
  });

  it(`the migrations bring the ${process.env.DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite'} schema exactly to the entities`, async () => {
    const pending = await s.db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    expect(await s.db.showMigrations()).toBe(false);
  });

  it('every tenant table carries the institute code', () => {
    // leases: the timed jobs' and the device pulls' turns between API replicas (platform/lease.ts), nobody's data
    const tenantTables = s.db.entityMetadatas.filter((m) => !['academies', 'controller_users', 'leases'].includes(m.tableName));
    for (const m of tenantTables) expect(m.columns.map((c) => c.propertyName)).toContain('code');
  });
});
