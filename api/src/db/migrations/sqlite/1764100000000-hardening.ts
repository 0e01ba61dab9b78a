import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Hardening1764100000000 implements MigrationInterface {
  name = 'Hardening1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_students_code_class\"");
    await q.query("CREATE TABLE \"counters\" (\"code\" varchar(16) NOT NULL, \"name\" varchar(40) NOT NULL, \"value\" bigint NOT NULL DEFAULT (0), PRIMARY KEY (\"code\", \"name\"))");
    await q.query("DROP INDEX \"UQ_results_code_year_exam_class_group\"");
    await q.query("CREATE TABLE \"temporary_results\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"examName\" varchar(80) NOT NULL, \"numberPerSubject\" integer NOT NULL, \"year\" integer NOT NULL, \"bookMeta\" text NOT NULL, \"grading\" text NOT NULL, \"studentCount\" integer NOT NULL DEFAULT (0), \"results\" json NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("INSERT INTO \"temporary_results\"(\"id\", \"code\", \"className\", \"groupName\", \"examName\", \"numberPerSubject\", \"year\", \"bookMeta\", \"grading\", \"studentCount\", \"results\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"code\", \"className\", \"groupName\", \"examName\", \"numberPerSubject\", \"year\", \"bookMeta\", \"grading\", \"studentCount\", \"results\", \"createdAt\", \"updatedAt\" FROM \"results\"");
    await q.query("DROP TABLE \"results\"");
    await q.query("ALTER TABLE \"temporary_results\" RENAME TO \"results\"");
    await q.query("CREATE UNIQUE INDEX \"UQ_results_code_year_exam_class_group\" ON \"results\" (\"code\", \"year\", \"examName\", \"className\", \"groupName\") ");
    await q.query("CREATE TABLE \"temporary_academy_settings\" (\"code\" varchar(16) PRIMARY KEY NOT NULL, \"admissionSms\" boolean NOT NULL DEFAULT (0), \"onlineAdmission\" boolean NOT NULL DEFAULT (0), \"result\" boolean NOT NULL DEFAULT (0), \"notice\" boolean NOT NULL DEFAULT (0), \"receiptSms\" boolean NOT NULL DEFAULT (0), \"officiants\" boolean NOT NULL DEFAULT (0), \"draftMessages\" json NOT NULL, \"admissionSmsText\" varchar(500) NOT NULL DEFAULT (''), \"receiptSmsText\" varchar(500) NOT NULL DEFAULT (''))");
    await q.query("INSERT INTO \"temporary_academy_settings\"(\"code\", \"admissionSms\", \"onlineAdmission\", \"result\", \"notice\", \"receiptSms\", \"officiants\", \"draftMessages\", \"admissionSmsText\", \"receiptSmsText\") SELECT \"code\", \"admissionSms\", \"onlineAdmission\", \"result\", \"notice\", \"receiptSms\", \"officiants\", \"draftMessages\", \"admissionSmsText\", \"receiptSmsText\" FROM \"academy_settings\"");
    await q.query("DROP TABLE \"academy_settings\"");
    await q.query("ALTER TABLE \"temporary_academy_settings\" RENAME TO \"academy_settings\"");
    await q.query("CREATE INDEX \"IDX_students_code_condition_class\" ON \"students\" (\"code\", \"condition\", \"admittedClass\", \"groupName\", \"admitNo\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_students_code_condition_class\"");
    await q.query("ALTER TABLE \"academy_settings\" RENAME TO \"temporary_academy_settings\"");
    await q.query("CREATE TABLE \"academy_settings\" (\"code\" varchar(16) PRIMARY KEY NOT NULL, \"admissionSms\" boolean NOT NULL DEFAULT (0), \"onlineAdmission\" boolean NOT NULL DEFAULT (0), \"result\" boolean NOT NULL DEFAULT (0), \"notice\" boolean NOT NULL DEFAULT (0), \"receiptSms\" boolean NOT NULL DEFAULT (0), \"officiants\" boolean NOT NULL DEFAULT (0), \"draftMessages\" text NOT NULL, \"admissionSmsText\" varchar(500) NOT NULL DEFAULT (''), \"receiptSmsText\" varchar(500) NOT NULL DEFAULT (''))");
    await q.query("INSERT INTO \"academy_settings\"(\"code\", \"admissionSms\", \"onlineAdmission\", \"result\", \"notice\", \"receiptSms\", \"officiants\", \"draftMessages\", \"admissionSmsText\", \"receiptSmsText\") SELECT \"code\", \"admissionSms\", \"onlineAdmission\", \"result\", \"notice\", \"receiptSms\", \"officiants\", \"draftMessages\", \"admissionSmsText\", \"receiptSmsText\" FROM \"temporary_academy_settings\"");
    await q.query("DROP TABLE \"temporary_academy_settings\"");
    await q.query("DROP INDEX \"UQ_results_code_year_exam_class_group\"");
    await q.query("ALTER TABLE \"results\" RENAME TO \"temporary_results\"");
    await q.query("CREATE TABLE \"results\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"examName\" varchar(80) NOT NULL, \"numberPerSubject\" integer NOT NULL, \"year\" integer NOT NULL, \"bookMeta\" text NOT NULL, \"grading\" text NOT NULL, \"studentCount\" integer NOT NULL DEFAULT (0), \"results\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("INSERT INTO \"results\"(\"id\", \"code\", \"className\", \"groupName\", \"examName\", \"numberPerSubject\", \"year\", \"bookMeta\", \"grading\", \"studentCount\", \"results\", \"createdAt\", \"updatedAt\") SELECT \"id\", \"code\", \"className\", \"groupName\", \"examName\", \"numberPerSubject\", \"year\", \"bookMeta\", \"grading\", \"studentCount\", \"results\", \"createdAt\", \"updatedAt\" FROM \"temporary_results\"");
    await q.query("DROP TABLE \"temporary_results\"");
    await q.query("CREATE UNIQUE INDEX \"UQ_results_code_year_exam_class_group\" ON \"results\" (\"code\", \"year\", \"examName\", \"className\", \"groupName\") ");
    await q.query("DROP TABLE \"counters\"");
    await q.query("CREATE INDEX \"IDX_students_code_class\" ON \"students\" (\"code\", \"admittedClass\", \"groupName\") ");
  }
}
