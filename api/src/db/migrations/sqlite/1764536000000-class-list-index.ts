import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The class-scoped student lists read one index already in their order (issue 22 item 15): without
 * statistics (an academy newer than the last ANALYZE) SQLite read a class through (code, admitNo),
 * the whole academy, to save a sort that the old (…, groupName, admitNo) index could not.
 */
export class ClassListIndex1764536000000 implements MigrationInterface {
  name = 'ClassListIndex1764536000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_students_code_condition_class\"");
    await q.query("CREATE INDEX \"IDX_students_class_admit\" ON \"students\" (\"code\", \"condition\", \"admittedClass\", \"admitNo\", \"formNo\", \"groupName\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_students_class_admit\"");
    await q.query("CREATE INDEX \"IDX_students_code_condition_class\" ON \"students\" (\"code\", \"condition\", \"admittedClass\", \"groupName\", \"admitNo\") ");
  }
}
