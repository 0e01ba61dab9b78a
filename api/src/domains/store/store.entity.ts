import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A product of the buy-and-sell store (spec doc 2 §3 "Product"): how many the academy has and how
 * many are sold; remain = totalHas − totalSold, never below 0 (a sale is one conditional UPDATE,
 * DESIGN §5). Prices are integer paisa per unit. One product per name in an academy.
 */
@Entity('products')
@Index('UQ_products_code_name', ['code', 'productName'], { unique: true })
export class Product {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 120 }) productName: string;
  /** One of the keys of @rules/units. */
  @Column({ type: 'varchar', length: 20 }) unit: string;
  @Column({ type: 'int' }) totalHas: number;
  @Column({ type: 'int', default: 0 }) totalSold: number;
  /** The buying price of one unit (per_product_price). */
  @Column({ type: 'int' }) buyingPricePaisa: number;
  /** The selling price of one unit (per_product_selling_price). */
  @Column({ type: 'int' }) sellingPricePaisa: number;
  @Column({ type: 'varchar', length: 120, default: '' }) responsible: string;
  /** YYYY-MM-DD (Asia/Dhaka): the date of the form that brought the product in. */
  @Column({ type: 'varchar', length: 10 }) createdAt: string;
}

/** A sale (the selling dialog's one submit): who it was sold under, the mobile, who sold it, when. */
@Entity('product_sales')
export class ProductSale {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 120 }) sellerName: string;
  @Column({ type: 'varchar', length: 30 }) mobile: string;
  @Column({ type: 'varchar', length: 120, default: '' }) responsible: string;
  /** The instant of the sale (UTC). */
  @Column({ type: 'datetime' }) soldAt: Date;
  /** YYYY-MM-DD (Asia/Dhaka). */
  @Column({ type: 'varchar', length: 10 }) createdAt: string;
}

/**
 * A sold product (spec doc 2 §3 "Sold product"): one line of a sale, with the product's name,
 * unit and prices as they were when sold. Its amount is part of the product's totalSold until
 * accepted back.
 */
@Entity('sold_products')
@Index('IDX_sold_products_code_product', ['code', 'productId'])
@Index('IDX_sold_products_code_sale', ['code', 'saleId'])
export class SoldProduct {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) saleId: number;
  @Column({ type: 'int' }) productId: number;
  @Column({ type: 'varchar', length: 120 }) productName: string;
  @Column({ type: 'varchar', length: 20 }) unit: string;
  @Column({ type: 'int' }) buyingPricePaisa: number;
  @Column({ type: 'int' }) sellingPricePaisa: number;
  @Column({ type: 'int' }) totalSold: number;
  @Column({ type: 'varchar', length: 120 }) sellerName: string;
  @Column({ type: 'varchar', length: 30 }) mobile: string;
  @Column({ type: 'varchar', length: 120, default: '' }) responsible: string;
  /** YYYY-MM-DD (Asia/Dhaka), the sale's day. */
  @Column({ type: 'varchar', length: 10 }) createdAt: string;
}
