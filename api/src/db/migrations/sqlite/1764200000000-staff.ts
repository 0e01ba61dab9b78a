import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "staff" (issue 9): staff (unique staff id and nid per academy) and their duties. */
export class Staff1764200000000 implements MigrationInterface {
  name = 'Staff1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"staff\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"staffId\" varchar(40) NOT NULL, \"name\" varchar(120) NOT NULL, \"fatherName\" varchar(120) NOT NULL, \"designation\" varchar(120) NOT NULL, \"birthDate\" varchar(10) NOT NULL, \"mobile\" varchar(30) NOT NULL, \"nid\" varchar(30) NOT NULL, \"village\" varchar(120) NOT NULL DEFAULT (''), \"postOffice\" varchar(120) NOT NULL DEFAULT (''), \"subDistrict\" varchar(120) NOT NULL DEFAULT (''), \"district\" varchar(120) NOT NULL DEFAULT (''), \"qualification\" varchar(200) NOT NULL DEFAULT (''), \"preExperience\" varchar(500) NOT NULL DEFAULT (''), \"terms\" varchar(1000) NOT NULL DEFAULT (''), \"salaryPaisa\" integer NOT NULL DEFAULT (0), \"boardingFeePaisa\" integer NOT NULL DEFAULT (0), \"residenceType\" varchar(20) NOT NULL DEFAULT ('nonResidential'), \"candidateType\" varchar(20) NOT NULL DEFAULT ('teacher'), \"hireDate\" varchar(10) NOT NULL DEFAULT (''), \"department\" varchar(80) NOT NULL DEFAULT (''), \"photoUrl\" varchar(255) NOT NULL DEFAULT (''), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_staff_code_nid\" ON \"staff\" (\"code\", \"nid\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_staff_code_staff_id\" ON \"staff\" (\"code\", \"staffId\") ");
    await q.query("CREATE TABLE \"staff_duties\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"staffId\" integer NOT NULL, \"duty\" varchar(500) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_staff_duties_code_staff\" ON \"staff_duties\" (\"code\", \"staffId\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_staff_duties_code_staff\"");
    await q.query("DROP TABLE \"staff_duties\"");
    await q.query("DROP INDEX \"UQ_staff_code_staff_id\"");
    await q.query("DROP INDEX \"UQ_staff_code_nid\"");
    await q.query("DROP TABLE \"staff\"");
  }
}
