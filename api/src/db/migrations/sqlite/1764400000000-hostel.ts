import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hostel tables (issue 11): the hostel student reports. */
export class Hostel1764400000000 implements MigrationInterface {
  name = 'Hostel1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"hostel_reports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"studentId\" integer NOT NULL, \"admitNo\" integer NOT NULL, \"studentName\" varchar(120) NOT NULL, \"department\" varchar(80) NOT NULL DEFAULT (''), \"className\" varchar(80) NOT NULL DEFAULT (''), \"reportType\" varchar(20) NOT NULL, \"date\" varchar(10) NOT NULL, \"reportStage\" varchar(16) NOT NULL, \"scores\" json NOT NULL, \"comment\" varchar(1000) NOT NULL DEFAULT (''), \"giver\" varchar(120) NOT NULL DEFAULT (''), \"giverId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_hostel_reports_code_student\" ON \"hostel_reports\" (\"code\", \"studentId\") ");
    await q.query("CREATE INDEX \"IDX_hostel_reports_code_date\" ON \"hostel_reports\" (\"code\", \"date\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_hostel_reports_code_date\"");
    await q.query("DROP INDEX \"IDX_hostel_reports_code_student\"");
    await q.query("DROP TABLE \"hostel_reports\"");
  }
}
