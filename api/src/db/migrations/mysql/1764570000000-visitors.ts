import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Visitors of the public sites (issue 24 item 14): signed in with an e-mail; their online applications are linked. */
export class Visitors1764570000000 implements MigrationInterface {
  name = 'Visitors1764570000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE `visitors` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `email` varchar(254) NOT NULL, `tokenVersion` int NOT NULL DEFAULT \'0\', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_visitors_code_email` (`code`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB');
    await q.query('ALTER TABLE `students` ADD `visitorId` int NULL DEFAULT NULL');
    await q.query('CREATE INDEX `IDX_students_code_visitor` ON `students` (`code`, `visitorId`)');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX `IDX_students_code_visitor` ON `students`');
    await q.query('ALTER TABLE `students` DROP COLUMN `visitorId`');
    await q.query('DROP TABLE `visitors`');
  }
}
