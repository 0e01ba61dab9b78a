import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hostel tables (issue 11): the hostel student reports. */
export class Hostel1764400000000 implements MigrationInterface {
  name = 'Hostel1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `hostel_reports` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `studentId` int NOT NULL, `admitNo` int NOT NULL, `studentName` varchar(120) NOT NULL, `department` varchar(80) NOT NULL DEFAULT '', `className` varchar(80) NOT NULL DEFAULT '', `reportType` varchar(20) NOT NULL, `date` varchar(10) NOT NULL, `reportStage` varchar(16) NOT NULL, `scores` json NOT NULL, `comment` varchar(1000) NOT NULL DEFAULT '', `giver` varchar(120) NOT NULL DEFAULT '', `giverId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_hostel_reports_code_student` (`code`, `studentId`), INDEX `IDX_hostel_reports_code_date` (`code`, `date`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_hostel_reports_code_date` ON `hostel_reports`");
    await q.query("DROP INDEX `IDX_hostel_reports_code_student` ON `hostel_reports`");
    await q.query("DROP TABLE `hostel_reports`");
  }
}
