import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The attendance tables (issue 12): records and devices. */
export class Attendance1764470000000 implements MigrationInterface {
  name = 'Attendance1764470000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"attendance_records\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"personKind\" varchar(10) NOT NULL, \"personId\" integer NOT NULL, \"idNo\" varchar(40) NOT NULL, \"name\" varchar(120) NOT NULL, \"classDesignation\" varchar(200) NOT NULL DEFAULT (''), \"shift\" varchar(10) NOT NULL, \"date\" varchar(10) NOT NULL, \"arrival\" varchar(8) NOT NULL, \"startTime\" varchar(5) NOT NULL, \"endTime\" varchar(5) NOT NULL, \"gracePeriod\" integer NOT NULL DEFAULT (0), \"condition\" varchar(8) NOT NULL, \"method\" varchar(12) NOT NULL, \"deviceId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_attendance_punch\" ON \"attendance_records\" (\"code\", \"personKind\", \"personId\", \"date\", \"arrival\") ");
    await q.query("CREATE INDEX \"IDX_attendance_code_date\" ON \"attendance_records\" (\"code\", \"date\") ");
    await q.query("CREATE TABLE \"attendance_devices\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"deviceName\" varchar(120) NOT NULL, \"deviceUser\" varchar(10) NOT NULL DEFAULT ('All'), \"ipAddress\" varchar(64) NOT NULL, \"port\" integer NOT NULL, \"secretCode\" varchar(40) NOT NULL DEFAULT (''), \"expiryDate\" varchar(10) NOT NULL DEFAULT (''), \"email\" varchar(120) NOT NULL, \"lastPulledAt\" datetime, \"lastError\" varchar(40) NOT NULL DEFAULT (''), \"lastAdded\" integer NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_attendance_devices_address\" ON \"attendance_devices\" (\"code\", \"ipAddress\", \"email\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"UQ_attendance_devices_address\"");
    await q.query("DROP TABLE \"attendance_devices\"");
    await q.query("DROP INDEX \"IDX_attendance_code_date\"");
    await q.query("DROP INDEX \"UQ_attendance_punch\"");
    await q.query("DROP TABLE \"attendance_records\"");
  }
}
