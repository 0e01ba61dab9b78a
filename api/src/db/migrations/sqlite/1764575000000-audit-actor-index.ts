import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The history's filter by user (issue 26): an index on the academy, the user and the line's number. */
export class AuditActorIndex1764575000000 implements MigrationInterface {
  name = 'AuditActorIndex1764575000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_audit_lines_actor" ON "audit_lines" ("code", "actorId", "seq") `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_audit_lines_actor"`);
  }
}
