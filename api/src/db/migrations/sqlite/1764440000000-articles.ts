import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The articles table (issue 12): the public site's about text and notices, sanitised HTML. */
export class Articles1764440000000 implements MigrationInterface {
  name = 'Articles1764440000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"articles\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"subject\" varchar(8) NOT NULL, \"title\" varchar(200) NOT NULL, \"writer\" varchar(120) NOT NULL DEFAULT (''), \"content\" text NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_articles_code_subject\" ON \"articles\" (\"code\", \"subject\", \"id\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_articles_code_subject\"");
    await q.query("DROP TABLE \"articles\"");
  }
}
