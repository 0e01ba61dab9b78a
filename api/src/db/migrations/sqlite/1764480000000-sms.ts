import type { MigrationInterface, QueryRunner } from 'typeorm';

/** SMS sends (issue 12): the outbox row's send (batch), an event message's once-only key, the event messages' switches and texts. */
export class Sms1764480000000 implements MigrationInterface {
  name = 'Sms1764480000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sms_outbox" ADD COLUMN "batch" varchar(36) NOT NULL DEFAULT ('')`);
    await q.query(`ALTER TABLE "sms_outbox" ADD COLUMN "eventKey" varchar(120)`);
    await q.query(`CREATE INDEX "IDX_sms_outbox_batch" ON "sms_outbox" ("code", "batch") `);
    await q.query(`CREATE UNIQUE INDEX "UQ_sms_outbox_event" ON "sms_outbox" ("code", "eventKey") `);
    for (const flag of ['absenceSms', 'feeDueSms', 'resultSms']) await q.query(`ALTER TABLE "academy_settings" ADD COLUMN "${flag}" boolean NOT NULL DEFAULT (0)`);
    for (const text of ['absenceSmsText', 'feeDueSmsText', 'resultSmsText']) await q.query(`ALTER TABLE "academy_settings" ADD COLUMN "${text}" varchar(500) NOT NULL DEFAULT ('')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const column of ['resultSmsText', 'feeDueSmsText', 'absenceSmsText', 'resultSms', 'feeDueSms', 'absenceSms']) await q.query(`ALTER TABLE "academy_settings" DROP COLUMN "${column}"`);
    await q.query(`DROP INDEX "UQ_sms_outbox_event"`);
    await q.query(`DROP INDEX "IDX_sms_outbox_batch"`);
    await q.query(`ALTER TABLE "sms_outbox" DROP COLUMN "eventKey"`);
    await q.query(`ALTER TABLE "sms_outbox" DROP COLUMN "batch"`);
  }
}
