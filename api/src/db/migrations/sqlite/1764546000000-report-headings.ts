import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An academy's own report headings (issue 24 item 11): null until saved, the defaults meanwhile. */
export class ReportHeadings1764546000000 implements MigrationInterface {
  name = 'ReportHeadings1764546000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "academy_settings" ADD COLUMN "conductHeadings" json`);
    await q.query(`ALTER TABLE "academy_settings" ADD COLUMN "evaluationQuestions" json`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "academy_settings" DROP COLUMN "evaluationQuestions"`);
    await q.query(`ALTER TABLE "academy_settings" DROP COLUMN "conductHeadings"`);
  }
}
