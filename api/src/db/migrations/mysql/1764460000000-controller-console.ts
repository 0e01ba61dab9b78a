import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The controller console (issue 13): the audit log of academy changes, e-mail one-time codes, and the operators' sign and avatar images. */
export class ControllerConsole1764460000000 implements MigrationInterface {
  name = 'ControllerConsole1764460000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `controller_audit` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `action` varchar(16) NOT NULL, `actorId` int NOT NULL, `actorEmail` varchar(160) NOT NULL, `before` text NULL DEFAULT NULL, `after` text NULL DEFAULT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_controller_audit_code` (`code`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `email_codes` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL DEFAULT '', `email` varchar(160) NOT NULL, `otpHash` varchar(100) NOT NULL, `expiresAt` bigint NOT NULL, `attempts` int NOT NULL DEFAULT '0', `used` tinyint NOT NULL DEFAULT 0, `body` text NOT NULL, `status` varchar(8) NOT NULL DEFAULT 'queued', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_email_codes_email` (`email`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("ALTER TABLE `controller_users` ADD `signUrl` varchar(255) NOT NULL DEFAULT ''");
    await q.query("ALTER TABLE `controller_users` ADD `avatarUrl` varchar(255) NOT NULL DEFAULT ''");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE `controller_users` DROP COLUMN `avatarUrl`");
    await q.query("ALTER TABLE `controller_users` DROP COLUMN `signUrl`");
    await q.query("DROP INDEX `IDX_email_codes_email` ON `email_codes`");
    await q.query("DROP TABLE `email_codes`");
    await q.query("DROP INDEX `IDX_controller_audit_code` ON `controller_audit`");
    await q.query("DROP TABLE `controller_audit`");
  }
}
