import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the administration area "furniture" (issue 9): the store's items and their give-outs. */
export class Furniture1764230000000 implements MigrationInterface {
  name = 'Furniture1764230000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `furnitures` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `furnitureName` varchar(120) NOT NULL, `totalHas` int NOT NULL, `totalGiven` int NOT NULL DEFAULT '0', `responsible` varchar(120) NOT NULL DEFAULT '', `createdAt` varchar(10) NOT NULL, UNIQUE INDEX `UQ_furnitures_code_name` (`code`, `furnitureName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `given_furnitures` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `furnitureId` int NOT NULL, `furnitureName` varchar(120) NOT NULL, `totalGiven` int NOT NULL, `receiverDepartment` varchar(120) NOT NULL, `receiverResponsible` varchar(120) NOT NULL, `givenAt` datetime NOT NULL, `provider` varchar(120) NOT NULL DEFAULT '', INDEX `IDX_given_furnitures_code_furniture` (`code`, `furnitureId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_given_furnitures_code_furniture` ON `given_furnitures`");
    await q.query("DROP TABLE `given_furnitures`");
    await q.query("DROP INDEX `UQ_furnitures_code_name` ON `furnitures`");
    await q.query("DROP TABLE `furnitures`");
  }
}
