import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The articles table (issue 12): the public site's about text and notices, sanitised HTML (at most 65,535 bytes: TEXT). */
export class Articles1764440000000 implements MigrationInterface {
  name = 'Articles1764440000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `articles` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `subject` varchar(8) NOT NULL, `title` varchar(200) NOT NULL, `writer` varchar(120) NOT NULL DEFAULT '', `content` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_articles_code_subject` (`code`, `subject`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_articles_code_subject` ON `articles`");
    await q.query("DROP TABLE `articles`");
  }
}
