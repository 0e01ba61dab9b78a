import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Results1763900000000 implements MigrationInterface {
  name = 'Results1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `results` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `className` varchar(80) NOT NULL, `groupName` varchar(80) NOT NULL DEFAULT '', `examName` varchar(80) NOT NULL, `numberPerSubject` int NOT NULL, `year` int NOT NULL, `bookMeta` text NOT NULL, `grading` text NOT NULL, `studentCount` int NOT NULL DEFAULT '0', `results` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_results_code_year_exam_class_group` (`code`, `year`, `examName`, `className`, `groupName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `grading_settings` (`code` varchar(16) NOT NULL, `isGrade` tinyint NOT NULL DEFAULT 1, `system` varchar(20) NOT NULL DEFAULT 'parcentageSystem', `grades` text NOT NULL, PRIMARY KEY (`code`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `exam_papers` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `examName` varchar(80) NOT NULL, `year` int NOT NULL, `department` varchar(80) NOT NULL DEFAULT '', `className` varchar(80) NOT NULL DEFAULT '', `groupName` varchar(80) NOT NULL DEFAULT '', `subject` varchar(120) NOT NULL DEFAULT '', `date` varchar(10) NOT NULL, `time` varchar(8) NOT NULL, `durationMinutes` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_exam_papers_code_date` (`code`, `date`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `homeworks` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `department` varchar(80) NOT NULL, `className` varchar(80) NOT NULL, `groupName` varchar(80) NOT NULL DEFAULT '', `date` varchar(10) NOT NULL, `content` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_homeworks_code_class` (`code`, `className`, `groupName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_homeworks_code_class` ON `homeworks`");
    await q.query("DROP TABLE `homeworks`");
    await q.query("DROP INDEX `IDX_exam_papers_code_date` ON `exam_papers`");
    await q.query("DROP TABLE `exam_papers`");
    await q.query("DROP TABLE `grading_settings`");
    await q.query("DROP INDEX `UQ_results_code_year_exam_class_group` ON `results`");
    await q.query("DROP TABLE `results`");
  }
}
