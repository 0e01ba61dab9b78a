import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "counts" (issue 10). */
export class Counts1764330000000 implements MigrationInterface {
  name = 'Counts1764330000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
