import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved monthly/yearly counts (with their rows) and saved counting reports (issue 10). */
export class Counts1764330000000 implements MigrationInterface {
  name = 'Counts1764330000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "saved_counts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "type" varchar(3) NOT NULL, "fund" varchar(16) NOT NULL, "date" varchar(7) NOT NULL, "heads" text NOT NULL, "rowCount" integer NOT NULL DEFAULT (0), "totalPaisa" bigint NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_saved_counts_code_type_date" ON "saved_counts" ("code", "type", "date") `);
    await q.query(`CREATE TABLE "saved_count_rows" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "countId" integer NOT NULL, "position" integer NOT NULL, "row" text NOT NULL)`);
    await q.query(`CREATE INDEX "IDX_saved_count_rows_code_count" ON "saved_count_rows" ("code", "countId", "position") `);
    await q.query(`CREATE TABLE "saved_reports" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "type" varchar(3) NOT NULL, "fund" varchar(16) NOT NULL, "date" varchar(7) NOT NULL, "preBalancePaisa" bigint NOT NULL DEFAULT (0), "incomePaisa" bigint NOT NULL DEFAULT (0), "expensePaisa" bigint NOT NULL DEFAULT (0), "balancePaisa" bigint NOT NULL DEFAULT (0), "incomeHeads" text NOT NULL, "expenseHeads" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_saved_reports_code_type_date" ON "saved_reports" ("code", "type", "date") `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_saved_reports_code_type_date"`);
    await q.query(`DROP TABLE "saved_reports"`);
    await q.query(`DROP INDEX "IDX_saved_count_rows_code_count"`);
    await q.query(`DROP TABLE "saved_count_rows"`);
    await q.query(`DROP INDEX "UQ_saved_counts_code_type_date"`);
    await q.query(`DROP TABLE "saved_counts"`);
  }
}
