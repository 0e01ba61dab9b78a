import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Year rollover (issue 13): each student's roll per year, and the archive of every class rollover (undo puts it back). */
export class YearRollover1764510000000 implements MigrationInterface {
  name = 'YearRollover1764510000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"student_rolls\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"studentId\" integer NOT NULL, \"year\" integer NOT NULL, \"department\" varchar(80) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"roll\" integer NOT NULL, \"rolloverId\" integer NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_student_rolls_code_student_year\" ON \"student_rolls\" (\"code\", \"studentId\", \"year\") ");
    await q.query("CREATE UNIQUE INDEX \"UQ_student_rolls_code_year_class_roll\" ON \"student_rolls\" (\"code\", \"year\", \"className\", \"groupName\", \"roll\") ");
    await q.query("CREATE TABLE \"year_rollovers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"department\" varchar(80) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"fromYear\" integer NOT NULL, \"toYear\" integer NOT NULL, \"resultId\" integer NOT NULL, \"examName\" varchar(80) NOT NULL, \"targetDepartment\" varchar(80) NOT NULL, \"targetClassName\" varchar(80) NOT NULL, \"targetGroupName\" varchar(80) NOT NULL DEFAULT (''), \"promotedCount\" integer NOT NULL, \"keptCount\" integer NOT NULL, \"byUserId\" integer NOT NULL, \"byName\" varchar(170) NOT NULL, \"students\" json NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_year_rollovers_code_class_year\" ON \"year_rollovers\" (\"code\", \"className\", \"groupName\", \"fromYear\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"UQ_year_rollovers_code_class_year\"");
    await q.query("DROP TABLE \"year_rollovers\"");
    await q.query("DROP INDEX \"UQ_student_rolls_code_year_class_roll\"");
    await q.query("DROP INDEX \"UQ_student_rolls_code_student_year\"");
    await q.query("DROP TABLE \"student_rolls\"");
  }
}
