import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The month rows of the monthly counts (domains/accounts/counted-months.ts): every month whose
 * count was saved before them gets its row, closed (-1), so its receipts and vouchers stay closed.
 */
export class CountMonths1764531000000 implements MigrationInterface {
  name = 'CountMonths1764531000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT OR IGNORE INTO "counters" ("code", "name", "value") SELECT "code", 'month:' || "department" || ':' || "type" || ':' || "date", -1 FROM "saved_counts" WHERE "type" IN ('mci', 'mgi', 'mce', 'mge')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "counters" WHERE "name" LIKE 'month:%'`);
  }
}
