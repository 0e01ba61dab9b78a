import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The donor tables (issue 11): donors and donations, and a donation receipt's member number and pledged amount. */
export class Donor1764430000000 implements MigrationInterface {
  name = 'Donor1764430000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"donors\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"memberNo\" integer NOT NULL, \"donorType\" varchar(16) NOT NULL DEFAULT ('general'), \"donorName\" varchar(120) NOT NULL, \"fatherName\" varchar(120) NOT NULL DEFAULT (''), \"village\" varchar(120) NOT NULL, \"postOffice\" varchar(120) NOT NULL, \"subDistrict\" varchar(120) NOT NULL, \"district\" varchar(120) NOT NULL, \"referrerId\" integer, \"referrerName\" varchar(120) NOT NULL DEFAULT (''), \"mobile\" varchar(40) NOT NULL, \"email\" varchar(160) NOT NULL DEFAULT (''), \"donationAmountPaisa\" integer NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_donors_code_member\" ON \"donors\" (\"code\", \"memberNo\") ");
    await q.query("CREATE TABLE \"donations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"donorId\" integer NOT NULL, \"memberNo\" integer NOT NULL, \"donorName\" varchar(120) NOT NULL, \"fatherName\" varchar(120) NOT NULL DEFAULT (''), \"address\" varchar(255) NOT NULL, \"mobile\" varchar(40) NOT NULL DEFAULT (''), \"donationAmountPaisa\" integer NOT NULL, \"providedAmountPaisa\" integer NOT NULL, \"inWords\" varchar(500) NOT NULL DEFAULT (''), \"responsible\" varchar(120) NOT NULL DEFAULT (''), \"date\" varchar(10) NOT NULL, \"receiptId\" integer, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_donations_code_member\" ON \"donations\" (\"code\", \"memberNo\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_donations_code_receipt\" ON \"donations\" (\"code\", \"receiptId\") ");
    await q.query("ALTER TABLE \"receipts\" ADD \"memberNo\" integer");
    await q.query("ALTER TABLE \"receipts\" ADD \"donationAmountPaisa\" integer");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE \"receipts\" DROP COLUMN \"donationAmountPaisa\"");
    await q.query("ALTER TABLE \"receipts\" DROP COLUMN \"memberNo\"");
    await q.query("DROP INDEX \"UQ_donations_code_receipt\"");
    await q.query("DROP INDEX \"IDX_donations_code_member\"");
    await q.query("DROP TABLE \"donations\"");
    await q.query("DROP INDEX \"UQ_donors_code_member\"");
    await q.query("DROP TABLE \"donors\"");
  }
}
