import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Admission1763800000000 implements MigrationInterface {
  name = 'Admission1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"fee_rules\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"fund\" varchar(16) NOT NULL, \"title\" varchar(120) NOT NULL, \"amountPaisa\" integer NOT NULL, \"classes\" text NOT NULL, \"groups\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_fee_rules_code\" ON \"fee_rules\" (\"code\") ");
    await q.query("CREATE TABLE \"students\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"newOld\" varchar(8) NOT NULL, \"department\" varchar(80) NOT NULL, \"residence\" varchar(20) NOT NULL, \"category\" varchar(20) NOT NULL, \"formNo\" integer NOT NULL, \"admitNo\" integer, \"name\" varchar(120) NOT NULL, \"fatherName\" varchar(120) NOT NULL, \"motherName\" varchar(120) NOT NULL DEFAULT (''), \"fatherJob\" varchar(120) NOT NULL DEFAULT (''), \"village\" varchar(120) NOT NULL, \"postOffice\" varchar(120) NOT NULL, \"subDistrict\" varchar(120) NOT NULL, \"district\" varchar(120) NOT NULL, \"birthDate\" varchar(10) NOT NULL, \"age\" integer NOT NULL, \"fatherMobile\" varchar(40) NOT NULL, \"guardianRelation\" varchar(60) NOT NULL, \"guardian2\" varchar(160) NOT NULL DEFAULT (''), \"preAcademy\" varchar(160) NOT NULL DEFAULT (''), \"preClass\" varchar(80) NOT NULL DEFAULT (''), \"choosingClass\" varchar(80) NOT NULL DEFAULT (''), \"admittedClass\" varchar(80) NOT NULL DEFAULT (''), \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"inspectorComment\" varchar(80) NOT NULL DEFAULT (''), \"examiner\" varchar(120) NOT NULL DEFAULT (''), \"book1\" varchar(80) NOT NULL DEFAULT (''), \"number1\" double, \"average\" double, \"book2\" varchar(80) NOT NULL DEFAULT (''), \"number2\" double, \"approval\" varchar(30) NOT NULL DEFAULT (''), \"inspectorSign\" varchar(255) NOT NULL DEFAULT (''), \"inspectorSignerId\" integer, \"examinerSign\" varchar(255) NOT NULL DEFAULT (''), \"examinerSignerId\" integer, \"eduSecSign\" varchar(255) NOT NULL DEFAULT (''), \"eduSecSignerId\" integer, \"principalSign\" varchar(255) NOT NULL DEFAULT (''), \"principalSignerId\" integer, \"photoUrl\" varchar(255) NOT NULL DEFAULT (''), \"condition\" varchar(4) NOT NULL DEFAULT ('in'), \"reportStage\" varchar(16) NOT NULL DEFAULT ('general'), \"date\" varchar(10) NOT NULL, \"fees\" text NOT NULL, \"source\" varchar(8) NOT NULL DEFAULT ('office'), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_students_code_class\" ON \"students\" (\"code\", \"admittedClass\", \"groupName\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_students_code_admit\" ON \"students\" (\"code\", \"admitNo\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_students_code_form\" ON \"students\" (\"code\", \"formNo\") ");
    await q.query("CREATE TABLE \"academy_settings\" (\"code\" varchar(16) PRIMARY KEY NOT NULL, \"admissionSms\" boolean NOT NULL DEFAULT (0), \"onlineAdmission\" boolean NOT NULL DEFAULT (0), \"result\" boolean NOT NULL DEFAULT (0), \"notice\" boolean NOT NULL DEFAULT (0), \"receiptSms\" boolean NOT NULL DEFAULT (0), \"officiants\" boolean NOT NULL DEFAULT (0), \"draftMessages\" text NOT NULL, \"admissionSmsText\" varchar(500) NOT NULL DEFAULT (''), \"receiptSmsText\" varchar(500) NOT NULL DEFAULT (''))");
    await q.query("CREATE TABLE \"sms_outbox\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"kind\" varchar(16) NOT NULL, \"receiver\" varchar(40) NOT NULL, \"body\" text NOT NULL, \"parts\" integer NOT NULL, \"costPaisa\" integer NOT NULL, \"status\" varchar(8) NOT NULL, \"error\" varchar(40) NOT NULL DEFAULT (''), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_sms_outbox_code\" ON \"sms_outbox\" (\"code\", \"createdAt\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_sms_outbox_code\"");
    await q.query("DROP TABLE \"sms_outbox\"");
    await q.query("DROP TABLE \"academy_settings\"");
    await q.query("DROP INDEX \"UQ_students_code_form\"");
    await q.query("DROP INDEX \"UQ_students_code_admit\"");
    await q.query("DROP INDEX \"IDX_students_code_class\"");
    await q.query("DROP TABLE \"students\"");
    await q.query("DROP INDEX \"IDX_fee_rules_code\"");
    await q.query("DROP TABLE \"fee_rules\"");
  }
}
