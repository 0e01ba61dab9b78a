import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "leaves" (issue 9): student and staff leave. */
export class Leaves1764210000000 implements MigrationInterface {
  name = 'Leaves1764210000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `leaves` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `kind` varchar(8) NOT NULL, `personId` int NOT NULL, `idNo` varchar(40) NOT NULL, `name` varchar(120) NOT NULL, `classOrDesignation` varchar(200) NOT NULL DEFAULT '', `startDate` varchar(10) NOT NULL, `endDate` varchar(10) NOT NULL, `days` int NOT NULL, `reason` varchar(40) NOT NULL, `leaveType` varchar(10) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_leaves_code_kind_start` (`code`, `kind`, `startDate`), INDEX `IDX_leaves_code_kind_person` (`code`, `kind`, `personId`, `startDate`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_leaves_code_kind_person` ON `leaves`");
    await q.query("DROP INDEX `IDX_leaves_code_kind_start` ON `leaves`");
    await q.query("DROP TABLE `leaves`");
  }
}
