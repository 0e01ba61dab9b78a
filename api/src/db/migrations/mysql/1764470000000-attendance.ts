import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The attendance tables (issue 12): records and devices. */
export class Attendance1764470000000 implements MigrationInterface {
  name = 'Attendance1764470000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `attendance_records` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `personKind` varchar(10) NOT NULL, `personId` int NOT NULL, `idNo` varchar(40) NOT NULL, `name` varchar(120) NOT NULL, `classDesignation` varchar(200) NOT NULL DEFAULT '', `shift` varchar(10) NOT NULL, `date` varchar(10) NOT NULL, `arrival` varchar(8) NOT NULL, `startTime` varchar(5) NOT NULL, `endTime` varchar(5) NOT NULL, `gracePeriod` int NOT NULL DEFAULT '0', `condition` varchar(8) NOT NULL, `method` varchar(12) NOT NULL, `deviceId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_attendance_punch` (`code`, `personKind`, `personId`, `date`, `arrival`), INDEX `IDX_attendance_code_date` (`code`, `date`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `attendance_devices` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `deviceName` varchar(120) NOT NULL, `deviceUser` varchar(10) NOT NULL DEFAULT 'All', `ipAddress` varchar(64) NOT NULL, `port` int NOT NULL, `secretCode` varchar(40) NOT NULL DEFAULT '', `expiryDate` varchar(10) NOT NULL DEFAULT '', `email` varchar(120) NOT NULL, `lastPulledAt` datetime NULL, `lastError` varchar(40) NOT NULL DEFAULT '', `lastAdded` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_attendance_devices_address` (`code`, `ipAddress`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE `attendance_devices`");
    await q.query("DROP TABLE `attendance_records`");
  }
}
