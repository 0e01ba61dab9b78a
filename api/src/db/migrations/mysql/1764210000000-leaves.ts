import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "leaves" (issue 9). */
export class Leaves1764210000000 implements MigrationInterface {
  name = 'Leaves1764210000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
