import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The store tables (issue 11): products, sales and their sold lines. Money is integer paisa. */
export class Store1764410000000 implements MigrationInterface {
  name = 'Store1764410000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE `products` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `productName` varchar(120) NOT NULL, `unit` varchar(20) NOT NULL, `totalHas` int NOT NULL, `totalSold` int NOT NULL DEFAULT '0', `buyingPricePaisa` int NOT NULL, `sellingPricePaisa` int NOT NULL, `responsible` varchar(120) NOT NULL DEFAULT '', `createdAt` varchar(10) NOT NULL, UNIQUE INDEX `UQ_products_code_name` (`code`, `productName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `product_sales` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `sellerName` varchar(120) NOT NULL, `mobile` varchar(30) NOT NULL, `responsible` varchar(120) NOT NULL DEFAULT '', `soldAt` datetime NOT NULL, `createdAt` varchar(10) NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await q.query("CREATE TABLE `sold_products` (`id` int NOT NULL AUTO_INCREMENT, `code` varchar(16) NOT NULL, `saleId` int NOT NULL, `productId` int NOT NULL, `productName` varchar(120) NOT NULL, `unit` varchar(20) NOT NULL, `buyingPricePaisa` int NOT NULL, `sellingPricePaisa` int NOT NULL, `totalSold` int NOT NULL, `sellerName` varchar(120) NOT NULL, `mobile` varchar(30) NOT NULL, `responsible` varchar(120) NOT NULL DEFAULT '', `createdAt` varchar(10) NOT NULL, INDEX `IDX_sold_products_code_product` (`code`, `productId`), INDEX `IDX_sold_products_code_sale` (`code`, `saleId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX `IDX_sold_products_code_sale` ON `sold_products`");
    await q.query("DROP INDEX `IDX_sold_products_code_product` ON `sold_products`");
    await q.query("DROP TABLE `sold_products`");
    await q.query("DROP TABLE `product_sales`");
    await q.query("DROP INDEX `UQ_products_code_name` ON `products`");
    await q.query("DROP TABLE `products`");
  }
}
