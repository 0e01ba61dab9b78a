import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "furniture" (issue 9). */
export class Furniture1764230000000 implements MigrationInterface {
  name = 'Furniture1764230000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
