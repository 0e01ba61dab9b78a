import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * (Stamped after Hardening1764100000000: on SQLite that migration rebuilds `results` and would drop a
 * column added before it on a fresh database.)
 * Results become drafts until published (issue 8 item 11), and the grading gains "a failed compulsory
 * subject fails the student" (item 12, on by default). Results saved before this migration were
 * already public, so they are marked published here: nothing visible disappears on upgrade.
 */
export class ResultPublish1764150000000 implements MigrationInterface {
  name = 'ResultPublish1764150000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE \"results\" ADD \"published\" boolean NOT NULL DEFAULT (0)");
    // Existing results were visible to guardians and visitors: they stay so.
    await q.query("UPDATE \"results\" SET \"published\" = 1");
    await q.query("ALTER TABLE \"grading_settings\" ADD \"failOnSubjectFail\" boolean NOT NULL DEFAULT (1)");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE \"grading_settings\" DROP COLUMN \"failOnSubjectFail\"");
    await q.query("ALTER TABLE \"results\" DROP COLUMN \"published\"");
  }
}
