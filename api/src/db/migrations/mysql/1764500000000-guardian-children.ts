import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GuardianChildren1764500000000 implements MigrationInterface {
  name = 'GuardianChildren1764500000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
