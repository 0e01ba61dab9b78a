import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The history of an academy's records and its chain heads (issue 26, platform/history.ts). */
export class AuditHistory1764556000000 implements MigrationInterface {
  name = 'AuditHistory1764556000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `audit_lines` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `seq` int NOT NULL, `atMs` bigint NOT NULL, `actorId` int NULL DEFAULT NULL, `actorName` varchar(120) NOT NULL DEFAULT '', `actorType` varchar(32) NOT NULL, `entity` varchar(32) NOT NULL, `recordKey` varchar(64) NOT NULL, `action` varchar(16) NOT NULL, `before` text NULL DEFAULT NULL, `after` text NULL DEFAULT NULL, `ip` varchar(64) NOT NULL DEFAULT '', `client` varchar(255) NOT NULL DEFAULT '', `hash` varchar(64) NOT NULL, INDEX `IDX_audit_lines_at` (`code`, `atMs`), INDEX `IDX_audit_lines_record` (`code`, `entity`, `recordKey`, `seq`), UNIQUE INDEX `UQ_audit_lines_code_seq` (`code`, `seq`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `audit_heads` (`code` varchar(16) NOT NULL, `seq` int NOT NULL DEFAULT 0, `hash` varchar(64) NOT NULL DEFAULT '', PRIMARY KEY (`code`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE `audit_heads`");
    await q.query("DROP TABLE `audit_lines`");
  }
}
