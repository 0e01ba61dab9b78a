import type { MigrationInterface, QueryRunner } from 'typeorm';

export class YearRollover1764510000000 implements MigrationInterface {
  name = 'YearRollover1764510000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
