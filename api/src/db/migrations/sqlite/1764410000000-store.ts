import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The store tables (issue 11): products, sales and their sold lines. Money is integer paisa. */
export class Store1764410000000 implements MigrationInterface {
  name = 'Store1764410000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE TABLE \"products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"productName\" varchar(120) NOT NULL, \"unit\" varchar(20) NOT NULL, \"totalHas\" integer NOT NULL, \"totalSold\" integer NOT NULL DEFAULT (0), \"buyingPricePaisa\" integer NOT NULL, \"sellingPricePaisa\" integer NOT NULL, \"responsible\" varchar(120) NOT NULL DEFAULT (''), \"createdAt\" varchar(10) NOT NULL)");
    await q.query("CREATE UNIQUE INDEX \"UQ_products_code_name\" ON \"products\" (\"code\", \"productName\") ");
    await q.query("CREATE TABLE \"product_sales\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"sellerName\" varchar(120) NOT NULL, \"mobile\" varchar(30) NOT NULL, \"responsible\" varchar(120) NOT NULL DEFAULT (''), \"soldAt\" datetime NOT NULL, \"createdAt\" varchar(10) NOT NULL)");
    await q.query("CREATE TABLE \"sold_products\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"code\" varchar(16) NOT NULL, \"saleId\" integer NOT NULL, \"productId\" integer NOT NULL, \"productName\" varchar(120) NOT NULL, \"unit\" varchar(20) NOT NULL, \"buyingPricePaisa\" integer NOT NULL, \"sellingPricePaisa\" integer NOT NULL, \"totalSold\" integer NOT NULL, \"sellerName\" varchar(120) NOT NULL, \"mobile\" varchar(30) NOT NULL, \"responsible\" varchar(120) NOT NULL DEFAULT (''), \"createdAt\" varchar(10) NOT NULL)");
    await q.query("CREATE INDEX \"IDX_sold_products_code_product\" ON \"sold_products\" (\"code\", \"productId\") ");
    await q.query("CREATE INDEX \"IDX_sold_products_code_sale\" ON \"sold_products\" (\"code\", \"saleId\") ");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query("DROP INDEX \"IDX_sold_products_code_sale\"");
    await q.query("DROP INDEX \"IDX_sold_products_code_product\"");
    await q.query("DROP TABLE \"sold_products\"");
    await q.query("DROP TABLE \"product_sales\"");
    await q.query("DROP INDEX \"UQ_products_code_name\"");
    await q.query("DROP TABLE \"products\"");
  }
}
