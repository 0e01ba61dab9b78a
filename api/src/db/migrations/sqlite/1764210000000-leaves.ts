import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "leaves" (issue 9): student and staff leave. */
export class Leaves1764210000000 implements MigrationInterface {
  name = 'Leaves1764210000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"leaves\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"kind\" varchar(8) NOT NULL, \"personId\" integer NOT NULL, \"idNo\" varchar(40) NOT NULL, \"name\" varchar(120) NOT NULL, \"classOrDesignation\" varchar(200) NOT NULL DEFAULT (''), \"startDate\" varchar(10) NOT NULL, \"endDate\" varchar(10) NOT NULL, \"days\" integer NOT NULL, \"reason\" varchar(40) NOT NULL, \"leaveType\" varchar(10) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await q.query("CREATE INDEX \"IDX_leaves_code_kind_start\" ON \"leaves\" (\"code\", \"kind\", \"startDate\") ");
    await q.query("CREATE INDEX \"IDX_leaves_code_kind_person\" ON \"leaves\" (\"code\", \"kind\", \"personId\", \"startDate\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_leaves_code_kind_person\"");
    await q.query("DROP INDEX \"IDX_leaves_code_kind_start\"");
    await q.query("DROP TABLE \"leaves\"");
  }
}
