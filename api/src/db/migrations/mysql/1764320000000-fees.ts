import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables of the accounts area "fees" (issue 10): fee payments, the months (or years) they paid
 * (unique per student, department, title and period: a month is never paid twice), and the
 * boarding fee rules.
 */
export class Fees1764320000000 implements MigrationInterface {
  name = 'Fees1764320000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `fees` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `department` varchar(16) NOT NULL, `studentId` int NOT NULL, `admitNo` int NOT NULL, `name` varchar(120) NOT NULL, `className` varchar(80) NOT NULL, `groupName` varchar(80) NOT NULL DEFAULT '', `year` int NOT NULL, `date` varchar(10) NOT NULL, `note` varchar(500) NOT NULL DEFAULT '', `items` text NOT NULL, `totalPaisa` int NOT NULL, `receiverId` int NOT NULL, `receiverName` varchar(160) NOT NULL, `receiptId` int NULL DEFAULT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_fees_code_student` (`code`, `studentId`), INDEX `IDX_fees_code_department` (`code`, `department`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `fee_months` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `feeId` int NOT NULL, `department` varchar(16) NOT NULL, `studentId` int NOT NULL, `subject` varchar(120) NOT NULL, `period` varchar(7) NOT NULL, `amountPaisa` int NOT NULL, INDEX `IDX_fee_months_fee` (`code`, `feeId`), UNIQUE INDEX `UQ_fee_months_period` (`code`, `department`, `studentId`, `subject`, `period`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `boarding_fee_rules` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `fund` varchar(16) NOT NULL, `title` varchar(120) NOT NULL, `amountPaisa` int NOT NULL, `classes` text NOT NULL, `groups` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_boarding_fee_rules_code` (`code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_boarding_fee_rules_code` ON `boarding_fee_rules`");
    await q.query("DROP TABLE `boarding_fee_rules`");
    await q.query("DROP INDEX `UQ_fee_months_period` ON `fee_months`");
    await q.query("DROP INDEX `IDX_fee_months_fee` ON `fee_months`");
    await q.query("DROP TABLE `fee_months`");
    await q.query("DROP INDEX `IDX_fees_code_department` ON `fees`");
    await q.query("DROP INDEX `IDX_fees_code_student` ON `fees`");
    await q.query("DROP TABLE `fees`");
  }
}
