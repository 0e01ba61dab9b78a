import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "receipts" (issue 10). */
export class Receipts1764300000000 implements MigrationInterface {
  name = 'Receipts1764300000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
