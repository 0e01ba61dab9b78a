import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved counts and reports per department: accounts or boarding (issue 10). Existing rows are the
 * accounts department's; the unique keys become (code, department, type, date).
 */
export class BoardingCounts1764490000000 implements MigrationInterface {
  name = 'BoardingCounts1764490000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['saved_counts', 'saved_reports']) {
      await q.query(`ALTER TABLE \`${table}\` ADD \`department\` varchar(16) NOT NULL DEFAULT 'accounts'`);
      await q.query(`DROP INDEX \`UQ_${table}_code_type_date\` ON \`${table}\``);
      await q.query(`CREATE UNIQUE INDEX \`UQ_${table}_code_department_type_date\` ON \`${table}\` (\`code\`, \`department\`, \`type\`, \`date\`)`);
    }
  }

  /** Back to accounts only: the boarding counts (and their rows) and reports are removed. */
  public async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE r FROM `saved_count_rows` r JOIN `saved_counts` c ON c.`id` = r.`countId` WHERE c.`department` <> 'accounts'");
    for (const table of ['saved_reports', 'saved_counts']) {
      await q.query(`DELETE FROM \`${table}\` WHERE \`department\` <> 'accounts'`);
      await q.query(`DROP INDEX \`UQ_${table}_code_department_type_date\` ON \`${table}\``);
      await q.query(`CREATE UNIQUE INDEX \`UQ_${table}_code_type_date\` ON \`${table}\` (\`code\`, \`type\`, \`date\`)`);
      await q.query(`ALTER TABLE \`${table}\` DROP COLUMN \`department\``);
    }
  }
}
