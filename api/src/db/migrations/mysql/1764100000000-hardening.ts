import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Hardening1764100000000 implements MigrationInterface {
  name = 'Hardening1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_students_code_class` ON `students`");
    await q.query("CREATE TABLE `counters` (`code` varchar(16) NOT NULL, `name` varchar(40) NOT NULL, `value` bigint NOT NULL DEFAULT '0', PRIMARY KEY (`code`, `name`)) ENGINE=InnoDB");
    // TEXT holds 64 KB; JSON (LONGTEXT on MariaDB) keeps the rows (MODIFY, not drop and add: the data stays).
    await q.query("ALTER TABLE `results` MODIFY `results` json NOT NULL");
    await q.query("ALTER TABLE `academy_settings` MODIFY `draftMessages` json NOT NULL");
    await q.query("CREATE INDEX `IDX_students_code_condition_class` ON `students` (`code`, `condition`, `admittedClass`, `groupName`, `admitNo`)");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_students_code_condition_class` ON `students`");
    await q.query("ALTER TABLE `academy_settings` MODIFY `draftMessages` text NOT NULL");
    await q.query("ALTER TABLE `results` MODIFY `results` text NOT NULL");
    await q.query("DROP TABLE `counters`");
    await q.query("CREATE INDEX `IDX_students_code_class` ON `students` (`code`, `admittedClass`, `groupName`)");
  }
}
