import { Product, ProductSale, SoldProduct } from '../../api/src/domains/store/store.entity';
import { makeUser } from '../support/factories';
import { gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Sales never oversell (DESIGN §5): 300 sales at once against 100 in stock, half over GraphQL and
 * half over REST. Runs on SQLite and, with DATABASE_URL, on MySQL/MariaDB.
 */
let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const SAVE = 'mutation($i: ProductNewInput!) { saveProducts(input: $i) { products { id } } }';
const SELL = 'mutation($i: SellProductsInput!) { sellProducts(input: $i) { id } }';

describe('concurrent sales', () => {
  it('300 sales of one at once against 100 in stock: exactly 100 sold, the rest maxNotPossible, never oversold', async () => {
    const u = await makeUser(s, 'education');
    const code = u.academy.code;
    const id = (await gql(s.url, SAVE, { i: { rows: [{ name: 'Notebook', unit: 'piece', amount: 100, buyingPrice: 30, sellingPrice: 40 }] } }, u.token)).data.saveProducts.products[0].id;
    const sell = (i: number) => (i % 2
      ? gql(s.url, SELL, { i: { data: [{ id, amount: 1 }], seller: `Buyer ${i}`, mobile: '01711000000', allTotal: 40 } }, u.token)
        .then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')
      : rest(s.url, 'POST', `/api/others/product/selling/new/${code}`, { token: u.token, body: { data: [{ id, sellingAmount: 1 }], seller: `Buyer ${i}`, mobile: '01711000000', allTotal: 40 } })
        .then((r) => (r.body.success ? 'ok' : r.body.message)));
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => sell(i)));
    const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }), {});
    expect(counts).toEqual({ ok: 100, maxNotPossible: 200 });
    const p = await s.db.getRepository(Product).findOneByOrFail({ id, code });
    expect([p.totalHas, p.totalSold]).toEqual([100, 100]);
    const lines = await s.db.getRepository(SoldProduct).findBy({ code, productId: id });
    expect(lines).toHaveLength(100);
    expect(lines.reduce((sum, l) => sum + l.totalSold, 0)).toBe(100);
    // A refused sale leaves no sale row behind.
    expect(await s.db.getRepository(ProductSale).countBy({ code })).toBe(100);
  });

  it('two-line sales racing over shared products never oversell either, each all or nothing; edits racing with sales too', async () => {
    const u = await makeUser(s, 'education');
    const code = u.academy.code;
    const saved = await gql(s.url, SAVE, { i: { rows: [
      { name: 'Pencil', unit: 'piece', amount: 30, buyingPrice: 5, sellingPrice: 8 }, { name: 'Eraser', unit: 'piece', amount: 20, buyingPrice: 3, sellingPrice: 5 },
    ] } }, u.token);
    const [a, b] = saved.data.saveProducts.products.map((p: { id: number }) => p.id);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) =>
      gql(s.url, SELL, { i: { data: i % 2 ? [{ id: a, amount: 1 }, { id: b, amount: 1 }] : [{ id: b, amount: 1 }, { id: a, amount: 1 }], seller: 'x', mobile: '01711000000' } }, u.token)
        .then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'maxNotPossible')).toBe(true);
    const items = await s.db.getRepository(Product).find({ where: { code }, order: { id: 'ASC' } });
    expect(items.map((p) => [p.totalHas, p.totalSold])).toEqual([[30, 20], [20, 20]]);
    expect(await s.db.getRepository(SoldProduct).countBy({ code })).toBe(40);

    // Ten pencils remain: twenty lines each ask one more at once; exactly ten get it.
    const lines = await s.db.getRepository(SoldProduct).findBy({ code, productId: a });
    const EDIT = 'mutation($i: SoldProductEditInput!) { updateSoldProduct(input: $i) { returned } }';
    const edits = await Promise.all(lines.map((l) => gql(s.url, EDIT, { i: { id: l.id, newSoldAmount: 2 } }, u.token).then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')));
    expect(edits.filter((r) => r === 'ok')).toHaveLength(10);
    expect(edits.filter((r) => r !== 'ok').every((r) => r === 'maxNotPossible')).toBe(true);
    const pencil = await s.db.getRepository(Product).findOneByOrFail({ id: a, code });
    expect(pencil.totalSold).toBe(30);
    const after = await s.db.getRepository(SoldProduct).findBy({ code, productId: a });
    expect(after.reduce((sum, l) => sum + l.totalSold, 0)).toBe(30);
  });
});
