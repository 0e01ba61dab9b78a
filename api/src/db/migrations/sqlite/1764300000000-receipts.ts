import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "receipts" (issue 10): regarding lists, approved receipt books and receipts. */
export class Receipts1764300000000 implements MigrationInterface {
  name = 'Receipts1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"regardings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"kind\" varchar(3) NOT NULL, \"regardings\" text NOT NULL)");
    await q.query("CREATE UNIQUE INDEX \"UQ_regardings_code_kind\" ON \"regardings\" (\"code\", \"kind\") ");
    await q.query("CREATE TABLE \"approved_receipt_books\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"bookNo\" integer NOT NULL, \"receiptFrom\" integer NOT NULL DEFAULT (1), \"pages\" integer NOT NULL, \"cutted\" integer NOT NULL DEFAULT (0), \"department\" varchar(16) NOT NULL, \"aporverSign\" varchar(255) NOT NULL DEFAULT (''), \"aporverName\" varchar(120) NOT NULL DEFAULT (''), \"aporver1Sign\" varchar(255) NOT NULL DEFAULT (''), \"aporver1Name\" varchar(120) NOT NULL DEFAULT (''), \"date\" varchar(10) NOT NULL, \"condition\" varchar(12) NOT NULL DEFAULT ('unfinished'))");
    await q.query("CREATE UNIQUE INDEX \"UQ_approved_receipt_books_code_book\" ON \"approved_receipt_books\" (\"code\", \"bookNo\") ");
    await q.query("CREATE TABLE \"receipts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"department\" varchar(16) NOT NULL, \"type\" varchar(16) NOT NULL, \"bookNo\" integer NOT NULL, \"receiptNoFrom\" integer NOT NULL, \"receiptNoTill\" integer NOT NULL, \"name\" varchar(120) NOT NULL, \"address\" varchar(255) NOT NULL, \"mobile\" varchar(40) NOT NULL DEFAULT (''), \"fund\" varchar(16) NOT NULL, \"regarding\" varchar(120) NOT NULL, \"amountPaisa\" integer NOT NULL, \"inWords\" varchar(500) NOT NULL DEFAULT (''), \"date\" varchar(10) NOT NULL, \"receiverSign\" varchar(255) NOT NULL DEFAULT (''), \"receiverName\" varchar(120) NOT NULL DEFAULT (''), \"receiverId\" integer, \"principalSign\" varchar(255) NOT NULL DEFAULT (''), \"principalName\" varchar(120) NOT NULL DEFAULT (''), \"principalSignerId\" integer, \"condition\" varchar(8) NOT NULL DEFAULT ('unsaved'), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_receipts_code_date\" ON \"receipts\" (\"code\", \"date\") ");
    await q.query("CREATE INDEX \"IDX_receipts_code_department_id\" ON \"receipts\" (\"code\", \"department\", \"id\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_receipts_code_book_from\" ON \"receipts\" (\"code\", \"bookNo\", \"receiptNoFrom\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"UQ_receipts_code_book_from\"");
    await q.query("DROP INDEX \"IDX_receipts_code_department_id\"");
    await q.query("DROP INDEX \"IDX_receipts_code_date\"");
    await q.query("DROP TABLE \"receipts\"");
    await q.query("DROP INDEX \"UQ_approved_receipt_books_code_book\"");
    await q.query("DROP TABLE \"approved_receipt_books\"");
    await q.query("DROP INDEX \"UQ_regardings_code_kind\"");
    await q.query("DROP TABLE \"regardings\"");
  }
}
