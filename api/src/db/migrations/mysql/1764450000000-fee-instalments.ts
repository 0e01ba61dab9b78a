import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A fee period may be paid in parts: its unique key becomes a plain index (issue 10). */
export class FeeInstalments1764450000000 implements MigrationInterface {
  name = 'FeeInstalments1764450000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX `IDX_fee_months_period` ON `fee_months` (`code`, `department`, `studentId`, `subject`, `period`)');
    await q.query('DROP INDEX `UQ_fee_months_period` ON `fee_months`');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE UNIQUE INDEX `UQ_fee_months_period` ON `fee_months` (`code`, `department`, `studentId`, `subject`, `period`)');
    await q.query('DROP INDEX `IDX_fee_months_period` ON `fee_months`');
  }
}
