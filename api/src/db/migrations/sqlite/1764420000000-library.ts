import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The library tables (issue 11): books, provided-books records and their books, the library settings (late fee per day). */
export class Library1764420000000 implements MigrationInterface {
  name = 'Library1764420000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"books\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"bookNo\" integer NOT NULL, \"part\" integer NOT NULL, \"bookName\" varchar(160) NOT NULL, \"writer\" varchar(120) NOT NULL DEFAULT (''), \"subject\" varchar(120) NOT NULL DEFAULT (''), \"publisher\" varchar(120) NOT NULL DEFAULT (''), \"pricePaisa\" bigint NOT NULL DEFAULT (0), \"storageLocation\" varchar(120) NOT NULL DEFAULT (''), \"condition\" varchar(3) NOT NULL DEFAULT ('in'), \"createdAt\" varchar(10) NOT NULL)");
    await q.query("CREATE UNIQUE INDEX \"UQ_books_code_no_part\" ON \"books\" (\"code\", \"bookNo\", \"part\") ");
    await q.query("CREATE TABLE \"provided_books\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"kind\" varchar(8) NOT NULL, \"idNo\" varchar(40) NOT NULL, \"name\" varchar(120) NOT NULL, \"classOrLevel\" varchar(120) NOT NULL DEFAULT (''), \"givingDate\" varchar(10) NOT NULL, \"receivingDate\" varchar(10) NOT NULL, \"lateFeePaisa\" bigint NOT NULL DEFAULT (0), \"openKey\" varchar(60), \"returnedDate\" varchar(10), \"provider\" varchar(120) NOT NULL DEFAULT (''))");
    await q.query("CREATE UNIQUE INDEX \"UQ_provided_books_code_open\" ON \"provided_books\" (\"code\", \"openKey\") ");
    await q.query("CREATE INDEX \"IDX_provided_books_code_id_no\" ON \"provided_books\" (\"code\", \"idNo\") ");
    await q.query("CREATE TABLE \"provided_book_items\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"providedId\" integer NOT NULL, \"bookId\" integer NOT NULL, \"bookNo\" integer NOT NULL, \"part\" integer NOT NULL, \"bookName\" varchar(160) NOT NULL, \"returnedDate\" varchar(10))");
    await q.query("CREATE INDEX \"IDX_provided_book_items_code_provided\" ON \"provided_book_items\" (\"code\", \"providedId\") ");
    await q.query("CREATE TABLE \"library_settings\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"lateFeePerDayPaisa\" bigint NOT NULL DEFAULT (0))");
    await q.query("CREATE UNIQUE INDEX \"UQ_library_settings_code\" ON \"library_settings\" (\"code\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"UQ_library_settings_code\"");
    await q.query("DROP TABLE \"library_settings\"");
    await q.query("DROP INDEX \"IDX_provided_book_items_code_provided\"");
    await q.query("DROP TABLE \"provided_book_items\"");
    await q.query("DROP INDEX \"IDX_provided_books_code_id_no\"");
    await q.query("DROP INDEX \"UQ_provided_books_code_open\"");
    await q.query("DROP TABLE \"provided_books\"");
    await q.query("DROP INDEX \"UQ_books_code_no_part\"");
    await q.query("DROP TABLE \"books\"");
  }
}
