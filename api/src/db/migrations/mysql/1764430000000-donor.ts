import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The donor tables (issue 11): donors and donations, and a donation receipt's member number and pledged amount. */
export class Donor1764430000000 implements MigrationInterface {
  name = 'Donor1764430000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `donors` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `memberNo` int NOT NULL, `donorType` varchar(16) NOT NULL DEFAULT 'general', `donorName` varchar(120) NOT NULL, `fatherName` varchar(120) NOT NULL DEFAULT '', `village` varchar(120) NOT NULL, `postOffice` varchar(120) NOT NULL, `subDistrict` varchar(120) NOT NULL, `district` varchar(120) NOT NULL, `referrerId` int NULL DEFAULT NULL, `referrerName` varchar(120) NOT NULL DEFAULT '', `mobile` varchar(40) NOT NULL, `email` varchar(160) NOT NULL DEFAULT '', `donationAmountPaisa` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_donors_code_member` (`code`, `memberNo`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `donations` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `donorId` int NOT NULL, `memberNo` int NOT NULL, `donorName` varchar(120) NOT NULL, `fatherName` varchar(120) NOT NULL DEFAULT '', `address` varchar(255) NOT NULL, `mobile` varchar(40) NOT NULL DEFAULT '', `donationAmountPaisa` int NOT NULL, `providedAmountPaisa` int NOT NULL, `inWords` varchar(500) NOT NULL DEFAULT '', `responsible` varchar(120) NOT NULL DEFAULT '', `date` varchar(10) NOT NULL, `receiptId` int NULL DEFAULT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_donations_code_member` (`code`, `memberNo`), UNIQUE INDEX `UQ_donations_code_receipt` (`code`, `receiptId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("ALTER TABLE `receipts` ADD `memberNo` int NULL DEFAULT NULL");
    await q.query("ALTER TABLE `receipts` ADD `donationAmountPaisa` int NULL DEFAULT NULL");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE `receipts` DROP COLUMN `donationAmountPaisa`");
    await q.query("ALTER TABLE `receipts` DROP COLUMN `memberNo`");
    await q.query("DROP INDEX `UQ_donations_code_receipt` ON `donations`");
    await q.query("DROP INDEX `IDX_donations_code_member` ON `donations`");
    await q.query("DROP TABLE `donations`");
    await q.query("DROP INDEX `UQ_donors_code_member` ON `donors`");
    await q.query("DROP TABLE `donors`");
  }
}
