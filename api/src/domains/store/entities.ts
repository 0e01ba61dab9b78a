import { Product, ProductSale, SoldProduct } from './store.entity';

/** The store (products and sales) entities (issue 11). */
export const storeEntities: Function[] = [Product, ProductSale, SoldProduct];
