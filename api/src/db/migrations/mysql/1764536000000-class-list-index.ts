import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The class-scoped student lists read one index already in their order (issue 22 item 15): the
 * class's rows by admit number, then form number, the group checked in the index.
 */
export class ClassListIndex1764536000000 implements MigrationInterface {
  name = 'ClassListIndex1764536000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_students_code_condition_class` ON `students`");
    await q.query("CREATE INDEX `IDX_students_class_admit` ON `students` (`code`, `condition`, `admittedClass`, `admitNo`, `formNo`, `groupName`)");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_students_class_admit` ON `students`");
    await q.query("CREATE INDEX `IDX_students_code_condition_class` ON `students` (`code`, `condition`, `admittedClass`, `groupName`, `admitNo`)");
  }
}
