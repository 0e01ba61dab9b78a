import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "staff-reports" (issue 9): staff reports with their ten triples as JSON. */
export class StaffReports1764220000000 implements MigrationInterface {
  name = 'StaffReports1764220000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"staff_reports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"staffRowId\" integer NOT NULL, \"staffId\" varchar(40) NOT NULL, \"name\" varchar(120) NOT NULL, \"designation\" varchar(120) NOT NULL DEFAULT (''), \"reportType\" varchar(20) NOT NULL, \"date\" varchar(10) NOT NULL, \"triples\" json NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_staff_reports_code_staff\" ON \"staff_reports\" (\"code\", \"staffRowId\") ");
    await q.query("CREATE INDEX \"IDX_staff_reports_code_date\" ON \"staff_reports\" (\"code\", \"date\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_staff_reports_code_date\"");
    await q.query("DROP INDEX \"IDX_staff_reports_code_staff\"");
    await q.query("DROP TABLE \"staff_reports\"");
  }
}
