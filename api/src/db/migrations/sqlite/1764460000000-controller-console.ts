import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The controller console (issue 13): the audit log of academy changes, e-mail one-time codes, and the operators' sign and avatar images. */
export class ControllerConsole1764460000000 implements MigrationInterface {
  name = 'ControllerConsole1764460000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "controller_audit" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "action" varchar(16) NOT NULL, "actorId" integer NOT NULL, "actorEmail" varchar(160) NOT NULL, "before" text, "after" text, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await q.query(`CREATE INDEX "IDX_controller_audit_code" ON "controller_audit" ("code", "id") `);
    await q.query(`CREATE TABLE "email_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL DEFAULT (''), "email" varchar(160) NOT NULL, "otpHash" varchar(100) NOT NULL, "expiresAt" bigint NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "used" boolean NOT NULL DEFAULT (0), "body" text NOT NULL, "status" varchar(8) NOT NULL DEFAULT ('queued'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await q.query(`CREATE INDEX "IDX_email_codes_email" ON "email_codes" ("email", "id") `);
    await q.query(`ALTER TABLE "controller_users" ADD "signUrl" varchar(255) NOT NULL DEFAULT ('')`);
    await q.query(`ALTER TABLE "controller_users" ADD "avatarUrl" varchar(255) NOT NULL DEFAULT ('')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "controller_users" DROP COLUMN "avatarUrl"`);
    await q.query(`ALTER TABLE "controller_users" DROP COLUMN "signUrl"`);
    await q.query(`DROP INDEX "IDX_email_codes_email"`);
    await q.query(`DROP TABLE "email_codes"`);
    await q.query(`DROP INDEX "IDX_controller_audit_code"`);
    await q.query(`DROP TABLE "controller_audit"`);
  }
}
