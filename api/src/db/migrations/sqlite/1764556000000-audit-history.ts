import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The history of an academy's records and its chain heads (issue 26, platform/history.ts). */
export class AuditHistory1764556000000 implements MigrationInterface {
  name = 'AuditHistory1764556000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "audit_lines" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "seq" integer NOT NULL, "atMs" bigint NOT NULL, "actorId" integer, "actorName" varchar(120) NOT NULL DEFAULT (''), "actorType" varchar(32) NOT NULL, "entity" varchar(32) NOT NULL, "recordKey" varchar(64) NOT NULL, "action" varchar(16) NOT NULL, "before" text, "after" text, "ip" varchar(64) NOT NULL DEFAULT (''), "client" varchar(255) NOT NULL DEFAULT (''), "hash" varchar(64) NOT NULL)`);
    await q.query(`CREATE UNIQUE INDEX "UQ_audit_lines_code_seq" ON "audit_lines" ("code", "seq") `);
    await q.query(`CREATE INDEX "IDX_audit_lines_record" ON "audit_lines" ("code", "entity", "recordKey", "seq") `);
    await q.query(`CREATE INDEX "IDX_audit_lines_at" ON "audit_lines" ("code", "atMs") `);
    await q.query(`CREATE TABLE "audit_heads" ("code" varchar(16) PRIMARY KEY NOT NULL, "seq" integer NOT NULL DEFAULT (0), "hash" varchar(64) NOT NULL DEFAULT (''))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_heads"`);
    await q.query(`DROP INDEX "IDX_audit_lines_at"`);
    await q.query(`DROP INDEX "IDX_audit_lines_record"`);
    await q.query(`DROP INDEX "UQ_audit_lines_code_seq"`);
    await q.query(`DROP TABLE "audit_lines"`);
  }
}
