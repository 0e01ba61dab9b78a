import type { MigrationInterface, QueryRunner } from 'typeorm';

/** SMS sends (issue 12): the outbox row's send (batch), an event message's once-only key, the event messages' switches and texts. */
export class Sms1764480000000 implements MigrationInterface {
  name = 'Sms1764480000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE `sms_outbox` ADD `batch` varchar(36) NOT NULL DEFAULT '', ADD `eventKey` varchar(120) NULL DEFAULT NULL");
    await q.query('CREATE INDEX `IDX_sms_outbox_batch` ON `sms_outbox` (`code`, `batch`)');
    await q.query('CREATE UNIQUE INDEX `UQ_sms_outbox_event` ON `sms_outbox` (`code`, `eventKey`)');
    await q.query("ALTER TABLE `academy_settings` ADD `absenceSms` tinyint NOT NULL DEFAULT 0, ADD `feeDueSms` tinyint NOT NULL DEFAULT 0, ADD `resultSms` tinyint NOT NULL DEFAULT 0, ADD `absenceSmsText` varchar(500) NOT NULL DEFAULT '', ADD `feeDueSmsText` varchar(500) NOT NULL DEFAULT '', ADD `resultSmsText` varchar(500) NOT NULL DEFAULT ''");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `academy_settings` DROP COLUMN `resultSmsText`, DROP COLUMN `feeDueSmsText`, DROP COLUMN `absenceSmsText`, DROP COLUMN `resultSms`, DROP COLUMN `feeDueSms`, DROP COLUMN `absenceSms`');
    await q.query('DROP INDEX `UQ_sms_outbox_event` ON `sms_outbox`');
    await q.query('DROP INDEX `IDX_sms_outbox_batch` ON `sms_outbox`');
    await q.query('ALTER TABLE `sms_outbox` DROP COLUMN `eventKey`, DROP COLUMN `batch`');
  }
}
