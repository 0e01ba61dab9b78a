import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "staff" (issue 9). */
export class Staff1764200000000 implements MigrationInterface {
  name = 'Staff1764200000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
