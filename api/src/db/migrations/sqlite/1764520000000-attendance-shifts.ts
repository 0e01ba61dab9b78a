import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AttendanceShifts1764520000000 implements MigrationInterface {
  name = 'AttendanceShifts1764520000000';

  public async up(_q: QueryRunner): Promise<void> {}

  public async down(_q: QueryRunner): Promise<void> {}
}
