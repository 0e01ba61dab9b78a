import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Admission1763800000000 implements MigrationInterface {
  name = 'Admission1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `fee_rules` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `fund` varchar(16) NOT NULL, `title` varchar(120) NOT NULL, `amountPaisa` int NOT NULL, `classes` text NOT NULL, `groups` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_fee_rules_code` (`code`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `students` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `newOld` varchar(8) NOT NULL, `department` varchar(80) NOT NULL, `residence` varchar(20) NOT NULL, `category` varchar(20) NOT NULL, `formNo` int NOT NULL, `admitNo` int NULL, `name` varchar(120) NOT NULL, `fatherName` varchar(120) NOT NULL, `motherName` varchar(120) NOT NULL DEFAULT '', `fatherJob` varchar(120) NOT NULL DEFAULT '', `village` varchar(120) NOT NULL, `postOffice` varchar(120) NOT NULL, `subDistrict` varchar(120) NOT NULL, `district` varchar(120) NOT NULL, `birthDate` varchar(10) NOT NULL, `age` int NOT NULL, `fatherMobile` varchar(40) NOT NULL, `guardianRelation` varchar(60) NOT NULL, `guardian2` varchar(160) NOT NULL DEFAULT '', `preAcademy` varchar(160) NOT NULL DEFAULT '', `preClass` varchar(80) NOT NULL DEFAULT '', `choosingClass` varchar(80) NOT NULL DEFAULT '', `admittedClass` varchar(80) NOT NULL DEFAULT '', `groupName` varchar(80) NOT NULL DEFAULT '', `inspectorComment` varchar(80) NOT NULL DEFAULT '', `examiner` varchar(120) NOT NULL DEFAULT '', `book1` varchar(80) NOT NULL DEFAULT '', `number1` double NULL, `average` double NULL, `book2` varchar(80) NOT NULL DEFAULT '', `number2` double NULL, `approval` varchar(30) NOT NULL DEFAULT '', `inspectorSign` varchar(255) NOT NULL DEFAULT '', `inspectorSignerId` int NULL, `examinerSign` varchar(255) NOT NULL DEFAULT '', `examinerSignerId` int NULL, `eduSecSign` varchar(255) NOT NULL DEFAULT '', `eduSecSignerId` int NULL, `principalSign` varchar(255) NOT NULL DEFAULT '', `principalSignerId` int NULL, `photoUrl` varchar(255) NOT NULL DEFAULT '', `condition` varchar(4) NOT NULL DEFAULT 'in', `reportStage` varchar(16) NOT NULL DEFAULT 'general', `date` varchar(10) NOT NULL, `fees` text NOT NULL, `source` varchar(8) NOT NULL DEFAULT 'office', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_students_code_class` (`code`, `admittedClass`, `groupName`), UNIQUE INDEX `UQ_students_code_admit` (`code`, `admitNo`), UNIQUE INDEX `UQ_students_code_form` (`code`, `formNo`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `academy_settings` (`code` varchar(16) NOT NULL, `admissionSms` tinyint NOT NULL DEFAULT 0, `onlineAdmission` tinyint NOT NULL DEFAULT 0, `result` tinyint NOT NULL DEFAULT 0, `notice` tinyint NOT NULL DEFAULT 0, `receiptSms` tinyint NOT NULL DEFAULT 0, `officiants` tinyint NOT NULL DEFAULT 0, `draftMessages` text NOT NULL, `admissionSmsText` varchar(500) NOT NULL DEFAULT '', `receiptSmsText` varchar(500) NOT NULL DEFAULT '', PRIMARY KEY (`code`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `sms_outbox` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `kind` varchar(16) NOT NULL, `receiver` varchar(40) NOT NULL, `body` text NOT NULL, `parts` int NOT NULL, `costPaisa` int NOT NULL, `status` varchar(8) NOT NULL, `error` varchar(40) NOT NULL DEFAULT '', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_sms_outbox_code` (`code`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_sms_outbox_code` ON `sms_outbox`");
    await q.query("DROP TABLE `sms_outbox`");
    await q.query("DROP TABLE `academy_settings`");
    await q.query("DROP INDEX `UQ_students_code_form` ON `students`");
    await q.query("DROP INDEX `UQ_students_code_admit` ON `students`");
    await q.query("DROP INDEX `IDX_students_code_class` ON `students`");
    await q.query("DROP TABLE `students`");
    await q.query("DROP INDEX `IDX_fee_rules_code` ON `fee_rules`");
    await q.query("DROP TABLE `fee_rules`");
  }
}
