import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1763700000000 implements MigrationInterface {
  name = 'Initial1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `academies` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `slug` varchar(64) NOT NULL, `name` varchar(160) NOT NULL, `address` varchar(255) NOT NULL, `englishName` varchar(160) NOT NULL, `englishAddress` varchar(255) NOT NULL, `country` varchar(2) NOT NULL, `mobile` varchar(40) NOT NULL, `academyType` varchar(16) NOT NULL, `numberOfStudents` int NOT NULL, `email` varchar(160) NOT NULL, `language` varchar(2) NOT NULL DEFAULT 'bn', `logoUrl` varchar(255) NOT NULL DEFAULT '', `calligraphyUrl` varchar(255) NOT NULL DEFAULT '', `academyPhotoUrl` varchar(255) NOT NULL DEFAULT '', `studentDefaultPhotoUrl` varchar(255) NOT NULL DEFAULT '', `bill` int NOT NULL DEFAULT '0', `smsBalance` int NOT NULL DEFAULT '0', `activation` tinyint NOT NULL DEFAULT 0, `expiryDate` varchar(10) NOT NULL DEFAULT '', `balanceExpiry` varchar(10) NOT NULL DEFAULT '', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_2dfdf9c280e7e43de178ec3bc3` (`code`), UNIQUE INDEX `IDX_24497f5876129df5078cf97003` (`slug`), UNIQUE INDEX `IDX_91fb85bc04df86fc3ee49a020c` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `email` varchar(160) NOT NULL, `type` varchar(32) NOT NULL, `firstName` varchar(80) NOT NULL, `lastName` varchar(80) NOT NULL, `passwordHash` varchar(100) NOT NULL, `signUrl` varchar(255) NOT NULL DEFAULT '', `avatarUrl` varchar(255) NOT NULL DEFAULT '', `tokenVersion` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_users_code` (`code`), UNIQUE INDEX `IDX_97672ac88f789774dd47f7c8be` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `controller_users` (`id` int NOT NULL AUTO_INCREMENT, `email` varchar(160) NOT NULL, `type` varchar(16) NOT NULL, `firstName` varchar(80) NOT NULL DEFAULT '', `lastName` varchar(80) NOT NULL DEFAULT '', `passwordHash` varchar(100) NOT NULL, `codeHash` varchar(100) NOT NULL, `tokenVersion` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_30d4785f48e35a88b6d5982532` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `classes` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `department` varchar(80) NOT NULL, `className` varchar(80) NOT NULL, `groupName` varchar(80) NOT NULL DEFAULT '', `bookMeta` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_classes_code_dept_class_group` (`code`, `department`, `className`, `groupName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `UQ_classes_code_dept_class_group` ON `classes`");
    await q.query("DROP TABLE `classes`");
    await q.query("DROP INDEX `IDX_30d4785f48e35a88b6d5982532` ON `controller_users`");
    await q.query("DROP TABLE `controller_users`");
    await q.query("DROP INDEX `IDX_97672ac88f789774dd47f7c8be` ON `users`");
    await q.query("DROP INDEX `IDX_users_code` ON `users`");
    await q.query("DROP TABLE `users`");
    await q.query("DROP INDEX `IDX_91fb85bc04df86fc3ee49a020c` ON `academies`");
    await q.query("DROP INDEX `IDX_24497f5876129df5078cf97003` ON `academies`");
    await q.query("DROP INDEX `IDX_2dfdf9c280e7e43de178ec3bc3` ON `academies`");
    await q.query("DROP TABLE `academies`");
  }
}
