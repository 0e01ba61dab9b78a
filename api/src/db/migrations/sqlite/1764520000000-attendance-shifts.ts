import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-academy attendance shift settings (issue 12): one row per person kind and shift. */
export class AttendanceShifts1764520000000 implements MigrationInterface {
  name = 'AttendanceShifts1764520000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"attendance_shifts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"personKind\" varchar(10) NOT NULL, \"shift\" varchar(10) NOT NULL, \"name\" varchar(40) NOT NULL DEFAULT (''), \"active\" boolean NOT NULL DEFAULT (0), \"startTime\" varchar(5) NOT NULL, \"endTime\" varchar(5) NOT NULL, \"gracePeriod\" integer NOT NULL DEFAULT (0))");
    await q.query("CREATE UNIQUE INDEX \"UQ_attendance_shifts_kind_shift\" ON \"attendance_shifts\" (\"code\", \"personKind\", \"shift\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"UQ_attendance_shifts_kind_shift\"");
    await q.query("DROP TABLE \"attendance_shifts\"");
  }
}
