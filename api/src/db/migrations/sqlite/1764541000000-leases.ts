import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The leases of the timed jobs and of the academies' device pulls (platform/lease.ts): one replica runs each at a time. */
export class Leases1764541000000 implements MigrationInterface {
  name = 'Leases1764541000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "leases" ("name" varchar(64) PRIMARY KEY NOT NULL, "holder" varchar(160) NOT NULL, "expiresAt" bigint NOT NULL)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "leases"`);
  }
}
