import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The academy's weekly holiday as a day setting (issue 25 item 22): 0 = Sunday … 6 = Saturday, Friday (5) by default. */
export class WeeklyHoliday1764558000000 implements MigrationInterface {
  name = 'WeeklyHoliday1764558000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "academy_settings" ADD COLUMN "weeklyHoliday" integer NOT NULL DEFAULT (5)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "academy_settings" DROP COLUMN "weeklyHoliday"`);
  }
}
