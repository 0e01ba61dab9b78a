import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The library tables (issue 11): books, provided-books records and their books, the library settings (late fee per day). */
export class Library1764420000000 implements MigrationInterface {
  name = 'Library1764420000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `books` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `bookNo` int NOT NULL, `part` int NOT NULL, `bookName` varchar(160) NOT NULL, `writer` varchar(120) NOT NULL DEFAULT '', `subject` varchar(120) NOT NULL DEFAULT '', `publisher` varchar(120) NOT NULL DEFAULT '', `pricePaisa` bigint NOT NULL DEFAULT '0', `storageLocation` varchar(120) NOT NULL DEFAULT '', `condition` varchar(3) NOT NULL DEFAULT 'in', `createdAt` varchar(10) NOT NULL, UNIQUE INDEX `UQ_books_code_no_part` (`code`, `bookNo`, `part`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `provided_books` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `kind` varchar(8) NOT NULL, `idNo` varchar(40) NOT NULL, `name` varchar(120) NOT NULL, `classOrLevel` varchar(120) NOT NULL DEFAULT '', `givingDate` varchar(10) NOT NULL, `receivingDate` varchar(10) NOT NULL, `lateFeePaisa` bigint NOT NULL DEFAULT '0', `openKey` varchar(60) NULL, `returnedDate` varchar(10) NULL, `provider` varchar(120) NOT NULL DEFAULT '', UNIQUE INDEX `UQ_provided_books_code_open` (`code`, `openKey`), INDEX `IDX_provided_books_code_id_no` (`code`, `idNo`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `provided_book_items` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `providedId` int NOT NULL, `bookId` int NOT NULL, `bookNo` int NOT NULL, `part` int NOT NULL, `bookName` varchar(160) NOT NULL, `returnedDate` varchar(10) NULL, INDEX `IDX_provided_book_items_code_provided` (`code`, `providedId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `library_settings` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `lateFeePerDayPaisa` bigint NOT NULL DEFAULT '0', UNIQUE INDEX `UQ_library_settings_code` (`code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `UQ_library_settings_code` ON `library_settings`");
    await q.query("DROP TABLE `library_settings`");
    await q.query("DROP INDEX `IDX_provided_book_items_code_provided` ON `provided_book_items`");
    await q.query("DROP TABLE `provided_book_items`");
    await q.query("DROP INDEX `IDX_provided_books_code_id_no` ON `provided_books`");
    await q.query("DROP INDEX `UQ_provided_books_code_open` ON `provided_books`");
    await q.query("DROP TABLE `provided_books`");
    await q.query("DROP INDEX `UQ_books_code_no_part` ON `books`");
    await q.query("DROP TABLE `books`");
  }
}
