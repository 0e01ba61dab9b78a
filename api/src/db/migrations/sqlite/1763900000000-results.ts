import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Results1763900000000 implements MigrationInterface {
  name = 'Results1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"results\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"examName\" varchar(80) NOT NULL, \"numberPerSubject\" integer NOT NULL, \"year\" integer NOT NULL, \"bookMeta\" text NOT NULL, \"grading\" text NOT NULL, \"studentCount\" integer NOT NULL DEFAULT (0), \"results\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE UNIQUE INDEX \"UQ_results_code_year_exam_class_group\" ON \"results\" (\"code\", \"year\", \"examName\", \"className\", \"groupName\") ");
    await q.query("CREATE TABLE \"grading_settings\" (\"code\" varchar(16) PRIMARY KEY NOT NULL, \"isGrade\" boolean NOT NULL DEFAULT (1), \"system\" varchar(20) NOT NULL DEFAULT ('parcentageSystem'), \"grades\" text NOT NULL)");
    await q.query("CREATE TABLE \"exam_papers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"examName\" varchar(80) NOT NULL, \"year\" integer NOT NULL, \"department\" varchar(80) NOT NULL DEFAULT (''), \"className\" varchar(80) NOT NULL DEFAULT (''), \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"subject\" varchar(120) NOT NULL DEFAULT (''), \"date\" varchar(10) NOT NULL, \"time\" varchar(8) NOT NULL, \"durationMinutes\" integer NOT NULL DEFAULT (0), \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_exam_papers_code_date\" ON \"exam_papers\" (\"code\", \"date\") ");
    await q.query("CREATE TABLE \"homeworks\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"department\" varchar(80) NOT NULL, \"className\" varchar(80) NOT NULL, \"groupName\" varchar(80) NOT NULL DEFAULT (''), \"date\" varchar(10) NOT NULL, \"content\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_homeworks_code_class\" ON \"homeworks\" (\"code\", \"className\", \"groupName\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_homeworks_code_class\"");
    await q.query("DROP TABLE \"homeworks\"");
    await q.query("DROP INDEX \"IDX_exam_papers_code_date\"");
    await q.query("DROP TABLE \"exam_papers\"");
    await q.query("DROP TABLE \"grading_settings\"");
    await q.query("DROP INDEX \"UQ_results_code_year_exam_class_group\"");
    await q.query("DROP TABLE \"results\"");
  }
}
