import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A guardian user's children by admit number, set by the office (issue 12). */
export class GuardianChildren1764500000000 implements MigrationInterface {
  name = 'GuardianChildren1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE `guardian_children` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `userId` int NOT NULL, `admitNo` int NOT NULL, INDEX `IDX_guardian_children_code_admit` (`code`, `admitNo`), UNIQUE INDEX `UQ_guardian_children_user_admit` (`code`, `userId`, `admitNo`), PRIMARY KEY (`id`)) ENGINE=InnoDB');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX `UQ_guardian_children_user_admit` ON `guardian_children`');
    await q.query('DROP INDEX `IDX_guardian_children_code_admit` ON `guardian_children`');
    await q.query('DROP TABLE `guardian_children`');
  }
}
