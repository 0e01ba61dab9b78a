import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables of the accounts area "fees" (issue 10): fee payments, the months (or years) they paid
 * (unique per student, department, title and period: a month is never paid twice), and the
 * boarding fee rules.
 */
export class Fees1764320000000 implements MigrationInterface {
  name = 'Fees1764320000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"fees\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"department\" varchar(16) NOT NULL, \"studentId\" integer NOT NULL, \"admitNo\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"year\" integer NOT NULL, \"date\" varchar(10) NOT NULL, \"note\" varchar(500) NOT NULL DEFAULT (''), \"items\" text NOT NULL, \"totalPaisa\" integer NOT NULL, \"receiverId\" integer NOT NULL, \"receiverName\" varchar(160) NOT NULL, \"receiptId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_fees_code_student\" ON \"fees\" (\"code\", \"studentId\") ");
    await q.query("CREATE INDEX \"IDX_fees_code_department\" ON \"fees\" (\"code\", \"department\", \"id\") ");
    await q.query("CREATE TABLE \"fee_months\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"feeId\" integer NOT NULL, \"department\" varchar(16) NOT NULL, \"studentId\" integer NOT NULL, \"subject\" varchar(120) NOT NULL, \"period\" varchar(7) NOT NULL, \"amountPaisa\" integer NOT NULL)");
    await q.query("CREATE INDEX \"IDX_fee_months_fee\" ON \"fee_months\" (\"code\", \"feeId\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_fee_months_period\" ON \"fee_months\" (\"code\", \"department\", \"studentId\", \"subject\", \"period\") ");
    await q.query("CREATE TABLE \"boarding_fee_rules\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"fund\" varchar(16) NOT NULL, \"title\" varchar(120) NOT NULL, \"amountPaisa\" integer NOT NULL, \"classes\" text NOT NULL, \"groups\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_boarding_fee_rules_code\" ON \"boarding_fee_rules\" (\"code\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_boarding_fee_rules_code\"");
    await q.query("DROP TABLE \"boarding_fee_rules\"");
    await q.query("DROP INDEX \"UQ_fee_months_period\"");
    await q.query("DROP INDEX \"IDX_fee_months_fee\"");
    await q.query("DROP TABLE \"fee_months\"");
    await q.query("DROP INDEX \"IDX_fees_code_department\"");
    await q.query("DROP INDEX \"IDX_fees_code_student\"");
    await q.query("DROP TABLE \"fees\"");
  }
}
