import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A guardian user's children by admit number, set by the office (issue 12). */
export class GuardianChildren1764500000000 implements MigrationInterface {
  name = 'GuardianChildren1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE "guardian_children" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "code" varchar(16) NOT NULL, "userId" integer NOT NULL, "admitNo" integer NOT NULL)');
    await q.query('CREATE UNIQUE INDEX "UQ_guardian_children_user_admit" ON "guardian_children" ("code", "userId", "admitNo") ');
    await q.query('CREATE INDEX "IDX_guardian_children_code_admit" ON "guardian_children" ("code", "admitNo") ');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "IDX_guardian_children_code_admit"');
    await q.query('DROP INDEX "UQ_guardian_children_user_admit"');
    await q.query('DROP TABLE "guardian_children"');
  }
}
