import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the accounts area "receipts" (issue 10): regarding lists, approved receipt books and receipts. */
export class Receipts1764300000000 implements MigrationInterface {
  name = 'Receipts1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `regardings` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `kind` varchar(3) NOT NULL, `regardings` text NOT NULL, UNIQUE INDEX `UQ_regardings_code_kind` (`code`, `kind`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `approved_receipt_books` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `bookNo` int NOT NULL, `receiptFrom` int NOT NULL DEFAULT '1', `pages` int NOT NULL, `cutted` int NOT NULL DEFAULT '0', `department` varchar(16) NOT NULL, `aporverSign` varchar(255) NOT NULL DEFAULT '', `aporverName` varchar(120) NOT NULL DEFAULT '', `aporver1Sign` varchar(255) NOT NULL DEFAULT '', `aporver1Name` varchar(120) NOT NULL DEFAULT '', `date` varchar(10) NOT NULL, `condition` varchar(12) NOT NULL DEFAULT 'unfinished', UNIQUE INDEX `UQ_approved_receipt_books_code_book` (`code`, `bookNo`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `receipts` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `department` varchar(16) NOT NULL, `type` varchar(16) NOT NULL, `bookNo` int NOT NULL, `receiptNoFrom` int NOT NULL, `receiptNoTill` int NOT NULL, `name` varchar(120) NOT NULL, `address` varchar(255) NOT NULL, `mobile` varchar(40) NOT NULL DEFAULT '', `fund` varchar(16) NOT NULL, `regarding` varchar(120) NOT NULL, `amountPaisa` int NOT NULL, `inWords` varchar(500) NOT NULL DEFAULT '', `date` varchar(10) NOT NULL, `receiverSign` varchar(255) NOT NULL DEFAULT '', `receiverName` varchar(120) NOT NULL DEFAULT '', `receiverId` int NULL, `principalSign` varchar(255) NOT NULL DEFAULT '', `principalName` varchar(120) NOT NULL DEFAULT '', `principalSignerId` int NULL, `condition` varchar(8) NOT NULL DEFAULT 'unsaved', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_receipts_code_date` (`code`, `date`), INDEX `IDX_receipts_code_department_id` (`code`, `department`, `id`), UNIQUE INDEX `UQ_receipts_code_book_from` (`code`, `bookNo`, `receiptNoFrom`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `UQ_receipts_code_book_from` ON `receipts`");
    await q.query("DROP INDEX `IDX_receipts_code_department_id` ON `receipts`");
    await q.query("DROP INDEX `IDX_receipts_code_date` ON `receipts`");
    await q.query("DROP TABLE `receipts`");
    await q.query("DROP INDEX `UQ_approved_receipt_books_code_book` ON `approved_receipt_books`");
    await q.query("DROP TABLE `approved_receipt_books`");
    await q.query("DROP INDEX `UQ_regardings_code_kind` ON `regardings`");
    await q.query("DROP TABLE `regardings`");
  }
}
