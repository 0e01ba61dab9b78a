import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Visitors of the public sites (issue 24 item 14): signed in with an e-mail; their online applications are linked. */
export class Visitors1764570000000 implements MigrationInterface {
  name = 'Visitors1764570000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE "visitors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "email" varchar(254) NOT NULL, "tokenVersion" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))');
    await q.query('CREATE UNIQUE INDEX "UQ_visitors_code_email" ON "visitors" ("code", "email") ');
    await q.query('ALTER TABLE "students" ADD COLUMN "visitorId" integer');
    await q.query('CREATE INDEX "IDX_students_code_visitor" ON "students" ("code", "visitorId") ');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "IDX_students_code_visitor"');
    await q.query('ALTER TABLE "students" DROP COLUMN "visitorId"');
    await q.query('DROP INDEX "UQ_visitors_code_email"');
    await q.query('DROP TABLE "visitors"');
  }
}
