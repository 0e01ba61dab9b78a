import type { EntityManager } from 'typeorm';
import { Product, ProductSale, SoldProduct } from '../../domains/store/store.entity';
import { addDays } from '../../rules/dates';

/**
 * The demo academy's buy-and-sell store (issue 11): eight products in different units (one sold
 * out, so the highlighted row shows) and three sales, one of two lines.
 */
export async function seedDemoStore(em: EntityManager, code: string, today: string): Promise<void> {
  const products = em.getRepository(Product);
  const day = addDays(today, -20);
  const rows: [string, string, number, number, number, number][] = [
    // name, unit, has, sold, buying, selling (paisa)
    ['খাতা (২০০ পৃষ্ঠা)', 'piece', 120, 35, 4500, 6000],
    ['বলপেন', 'dozen', 20, 4, 9600, 12000],
    ['আরবি কায়দা', 'piece', 40, 12, 3500, 5000],
    ['টুপি', 'piece', 30, 30, 8000, 12000],
    ['মিসওয়াক', 'bundle', 15, 3, 20000, 25000],
    ['চাল (মিনিকেট)', 'kg', 200, 0, 6200, 7500],
    ['সরিষার তেল', 'liter', 25, 0, 18000, 21050],
    ['A4 কাগজ', 'ream', 10, 1, 42000, 48000],
  ];
  const saved: Product[] = [];
  for (const [productName, unit, totalHas, totalSold, buyingPricePaisa, sellingPricePaisa] of rows) {
    saved.push(await products.save(products.create({ code, productName, unit, totalHas, totalSold, buyingPricePaisa, sellingPricePaisa, responsible: 'মাওলানা আব্দুল হাই', createdAt: day })));
  }
  const byName = (name: string) => saved.find((p) => p.productName === name)!;
  const sales: { seller: string; mobile: string; days: number; lines: [string, number][] }[] = [
    { seller: 'মোহাম্মদ হাসান', mobile: '01712345678', days: -10, lines: [['খাতা (২০০ পৃষ্ঠা)', 35], ['বলপেন', 4]] },
    { seller: 'আব্দুর রহিম', mobile: '01812345678', days: -6, lines: [['আরবি কায়দা', 12], ['টুপি', 30], ['A4 কাগজ', 1]] },
    { seller: 'ইউসুফ আলী', mobile: '01912345678', days: -2, lines: [['মিসওয়াক', 3]] },
  ];
  for (const s of sales) {
    const createdAt = addDays(today, s.days);
    const sale = await em.getRepository(ProductSale).save(em.getRepository(ProductSale).create({
      code, sellerName: s.seller, mobile: s.mobile, responsible: 'মাওলানা আব্দুল হাই', soldAt: new Date(`${createdAt}T05:00:00Z`), createdAt,
    }));
    for (const [name, amount] of s.lines) {
      const p = byName(name);
      await em.getRepository(SoldProduct).save(em.getRepository(SoldProduct).create({
        code, saleId: sale.id, productId: p.id, productName: p.productName, unit: p.unit, buyingPricePaisa: p.buyingPricePaisa,
        sellingPricePaisa: p.sellingPricePaisa, totalSold: amount, sellerName: s.seller, mobile: s.mobile, responsible: sale.responsible, createdAt,
      }));
    }
  }
}
