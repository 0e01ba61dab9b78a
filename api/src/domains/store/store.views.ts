import { remainOf } from '../../rules/stock';
import type { Product, ProductSale, SoldProduct } from './store.entity';
import type { ProductSaleView, ProductView, SoldProductView } from './store.types';

const taka = (paisa: number) => paisa / 100;

export function productView(p: Product): ProductView {
  return {
    id: p.id, productName: p.productName, unit: p.unit, totalHas: p.totalHas, totalSold: p.totalSold, remain: remainOf({ has: p.totalHas, given: p.totalSold }),
    perProductPrice: taka(p.buyingPricePaisa), perProductSellingPrice: taka(p.sellingPricePaisa), responsible: p.responsible, createdAt: p.createdAt,
  };
}

export function soldProductView(s: SoldProduct): SoldProductView {
  return {
    id: s.id, saleId: s.saleId, productId: s.productId, productName: s.productName, unit: s.unit, perProductBuyingPrice: taka(s.buyingPricePaisa),
    perProductSellingPrice: taka(s.sellingPricePaisa), totalSold: s.totalSold, lineTotal: taka(s.totalSold * s.sellingPricePaisa),
    sellerName: s.sellerName, mobile: s.mobile, responsible: s.responsible, createdAt: s.createdAt,
  };
}

export function saleView(done: { sale: ProductSale; lines: SoldProduct[]; products: Product[] }): ProductSaleView {
  const { sale } = done;
  return {
    id: sale.id, sellerName: sale.sellerName, mobile: sale.mobile, responsible: sale.responsible, soldAt: sale.soldAt, createdAt: sale.createdAt,
    allTotal: taka(done.lines.reduce((sum, l) => sum + l.totalSold * l.sellingPricePaisa, 0)),
    lines: done.lines.map(soldProductView), products: done.products.map(productView),
  };
}
