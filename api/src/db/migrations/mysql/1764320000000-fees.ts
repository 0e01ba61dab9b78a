import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "fees" (issue 10). */
export class Fees1764320000000 implements MigrationInterface {
  name = 'Fees1764320000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
