import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Year rollover (issue 13): each student's roll per year, and the archive of every class rollover (undo puts it back). */
export class YearRollover1764510000000 implements MigrationInterface {
  name = 'YearRollover1764510000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `student_rolls` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `studentId` int NOT NULL, `year` int NOT NULL, `department` varchar(80) NOT NULL, `className` varchar(80) NOT NULL, `groupName` varchar(80) NOT NULL DEFAULT '', `roll` int NOT NULL, `rolloverId` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_student_rolls_code_student_year` (`code`, `studentId`, `year`), UNIQUE INDEX `UQ_student_rolls_code_year_class_roll` (`code`, `year`, `className`, `groupName`, `roll`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `year_rollovers` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `department` varchar(80) NOT NULL, `className` varchar(80) NOT NULL, `groupName` varchar(80) NOT NULL DEFAULT '', `fromYear` int NOT NULL, `toYear` int NOT NULL, `resultId` int NOT NULL, `examName` varchar(80) NOT NULL, `targetDepartment` varchar(80) NOT NULL, `targetClassName` varchar(80) NOT NULL, `targetGroupName` varchar(80) NOT NULL DEFAULT '', `promotedCount` int NOT NULL, `keptCount` int NOT NULL, `byUserId` int NOT NULL, `byName` varchar(170) NOT NULL, `students` json NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_year_rollovers_code_class_year` (`code`, `className`, `groupName`, `fromYear`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `UQ_year_rollovers_code_class_year` ON `year_rollovers`");
    await q.query("DROP TABLE `year_rollovers`");
    await q.query("DROP INDEX `UQ_student_rolls_code_year_class_roll` ON `student_rolls`");
    await q.query("DROP INDEX `UQ_student_rolls_code_student_year` ON `student_rolls`");
    await q.query("DROP TABLE `student_rolls`");
  }
}
