import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-academy attendance shift settings (issue 12): one row per person kind and shift. */
export class AttendanceShifts1764520000000 implements MigrationInterface {
  name = 'AttendanceShifts1764520000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `attendance_shifts` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `personKind` varchar(10) NOT NULL, `shift` varchar(10) NOT NULL, `name` varchar(40) NOT NULL DEFAULT '', `active` tinyint NOT NULL DEFAULT 0, `startTime` varchar(5) NOT NULL, `endTime` varchar(5) NOT NULL, `gracePeriod` int NOT NULL DEFAULT '0', UNIQUE INDEX `UQ_attendance_shifts_kind_shift` (`code`, `personKind`, `shift`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE `attendance_shifts`");
  }
}
