import { Product, ProductSale, SoldProduct } from '../../api/src/domains/store/store.entity';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const P = 'id productName unit totalHas totalSold remain perProductPrice perProductSellingPrice responsible createdAt';
const S = 'id saleId productId productName unit perProductBuyingPrice perProductSellingPrice totalSold lineTotal sellerName mobile responsible createdAt';
const SAVE = `mutation($i: ProductNewInput!) { saveProducts(input: $i) { message matched products { ${P} } } }`;
const MATCHED = `mutation($i: ProductMatchedInput!) { addMatchedProducts(input: $i) { ${P} } }`;
const UPDATE = `mutation($i: ProductUpdateInput!) { updateProduct(input: $i) { ${P} } }`;
const DELETE = 'mutation($id: Int!) { deleteProduct(id: $id) }';
const SELL = `mutation($i: SellProductsInput!) { sellProducts(input: $i) { id sellerName mobile responsible soldAt createdAt allTotal lines { ${S} } products { ${P} } } }`;
const EDIT_SOLD = `mutation($i: SoldProductEditInput!) { updateSoldProduct(input: $i) { returned sold { ${S} } product { ${P} } } }`;
const LIST = `query($search: String, $offset: Int, $limit: Int) { products(search: $search, offset: $offset, limit: $limit) { total items { ${P} } } }`;
const SOLD = `query($search: String, $saleId: Int, $offset: Int, $limit: Int) { soldProducts(search: $search, saleId: $saleId, offset: $offset, limit: $limit) { total items { ${S} } } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/** An academy's store: rice (50 kg at 60.00, selling 75.00; 20 sold in one sale) and tea (10 packets at 100, selling 120.50; none sold). */
interface World { owner: Signed; code: string; rice: number; tea: number; sold: number }

async function world(type: UserType = 'education'): Promise<World> {
  const owner = await makeUser(s, type);
  const saved = await gql(s.url, SAVE, { i: {
    rows: [{ name: 'Rice', unit: 'kg', amount: 50, buyingPrice: 60, sellingPrice: 75 }, { name: 'Tea', unit: 'packet', amount: 10, buyingPrice: 100, sellingPrice: 120.5 }],
    date: '2026-03-01', responsible: 'Store keeper',
  } }, owner.token);
  const [rice, tea] = saved.data.saveProducts.products.map((p: { id: number }) => p.id);
  const sale = await gql(s.url, SELL, { i: { data: [{ id: rice, amount: 20 }], seller: 'Abdul Karim', mobile: '01711000000', allTotal: 1500 } }, owner.token);
  return { owner, code: owner.academy.code, rice, tea, sold: sale.data.sellProducts.lines[0].id };
}

/** Everything of an academy's store, to prove a refused call changed nothing. */
async function state(code: string): Promise<string> {
  return JSON.stringify({
    products: await s.db.getRepository(Product).find({ where: { code }, order: { id: 'ASC' } }),
    sales: await s.db.getRepository(ProductSale).find({ where: { code }, order: { id: 'ASC' } }),
    sold: await s.db.getRepository(SoldProduct).find({ where: { code }, order: { id: 'ASC' } }),
  });
}

const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
const gqlError = (r: GqlResult) => errorCode(r);
const others = (c: string, p: string) => `/api/others/${p}/${c}`;

type Ids = Pick<World, 'rice' | 'tea' | 'sold'>;
/** Every write, as GraphQL and as REST, valid for the store whose ids are given. */
const writes: Record<string, (token: string | undefined, code: string, ids: Ids) => Promise<string | null>> = {
  saveProducts: (t) => gql(s.url, SAVE, { i: { rows: [{ name: 'Sugar', unit: 'kg', amount: 5, buyingPrice: 110, sellingPrice: 130 }] } }, t).then(gqlError),
  addMatchedProducts: (t, _c, ids) => gql(s.url, MATCHED, { i: { data: [{ id: ids.tea, amount: 1 }] } }, t).then(gqlError),
  updateProduct: (t, _c, ids) => gql(s.url, UPDATE, { i: { id: ids.rice, name: 'Rice', unit: 'kg', amount: 60, buyingPrice: 60, sellingPrice: 80 } }, t).then(gqlError),
  deleteProduct: (t, _c, ids) => gql(s.url, DELETE, { id: ids.tea }, t).then(gqlError),
  sellProducts: (t, _c, ids) => gql(s.url, SELL, { i: { data: [{ id: ids.tea, amount: 1 }], seller: 'x', mobile: '01711000001' } }, t).then(gqlError),
  updateSoldProduct: (t, _c, ids) => gql(s.url, EDIT_SOLD, { i: { id: ids.sold, newSoldAmount: 15 } }, t).then(gqlError),
  'POST product/new': (t, c) => rest(s.url, 'POST', others(c, 'product/new'), { token: t, body: { data: [{ name: 'Sugar', unit: 'kg', amount: 5, buyingPrice: 110, sellingPrice: 130 }] } }).then(restError),
  'PUT product/update': (t, c, ids) => rest(s.url, 'PUT', others(c, 'product/update'), { token: t, body: { id: ids.rice, product_name: 'Rice', unit: 'kg', total_has: 60, per_product_price: 60, per_product_selling_price: 80 } }).then(restError),
  'PUT product/matched/update': (t, c, ids) => rest(s.url, 'PUT', others(c, 'product/matched/update'), { token: t, body: { data: [{ id: ids.tea, amount: 1 }] } }).then(restError),
  'DELETE product/delete': (t, c, ids) => rest(s.url, 'DELETE', `/api/others/product/delete/${c}/${ids.tea}`, { token: t }).then(restError),
  'POST product/selling/new': (t, c, ids) => rest(s.url, 'POST', others(c, 'product/selling/new'), { token: t, body: { data: [{ id: ids.tea, sellingAmount: 1 }], seller: 'x', mobile: '01711000001', allTotal: 120.5, responsible: 'z' } }).then(restError),
  'PUT product/sold_update': (t, c, ids) => rest(s.url, 'PUT', others(c, 'product/sold_update'), { token: t, body: { id: ids.sold, newSoldAmount: 15 } }).then(restError),
  'POST product/accept': (t, c, ids) => rest(s.url, 'POST', others(c, 'product/accept'), { token: t, body: { id: ids.sold, acceptingAll: true } }).then(restError),
};

describe('store writes: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(undefined, w.code, w)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it('a guardian may neither write nor read, and changes nothing', async () => {
    const w = await world();
    const g = await makeUser(s, 'guardian', w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(g.token, w.code, w)]).toEqual([name, 'authorRequired']);
    expect(errorCode(await gql(s.url, LIST, {}, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, SOLD, {}, g.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', others(w.code, 'products'), { token: g.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', others(w.code, 'sold/products'), { token: g.token })).body.message).toBe('authorRequired');
    expect(await state(w.code)).toBe(before);
  });

  it.each(['education', 'superUser', 'accountant', 'generalTeacher'] as const)('every write works for %s (no role restriction, spec §6)', async (type) => {
    for (const [name, call] of Object.entries(writes)) {
      const w = await world(type);
      expect([type, name, await call(w.owner.token, w.code, w)]).toEqual([type, name, null]);
    }
  });

  it("another academy's products and sold lines are sorryNotFound; its code in the path is authorRequired; neither changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const [name, call] of Object.entries(writes)) {
      if (name === 'saveProducts' || name === 'POST product/new') continue; // no id to take
      expect([name, await call(a.owner.token, a.code, b)]).toEqual([name, 'sorryNotFound']);
    }
    for (const [name, call] of Object.entries(writes)) if (name.includes('/')) expect([name, await call(a.owner.token, b.code, b)]).toEqual([name, 'authorRequired']);
    expect(await state(b.code)).toBe(beforeB);
    expect(await state(a.code)).toBe(beforeA);
    expect((await gql(s.url, SOLD, { saleId: 1 }, a.owner.token)).data.soldProducts.items.every((l: { productId: number }) => [a.rice, a.tea].includes(l.productId))).toBe(true);
  });
});

describe('store writes: bad input is refused with its key, writing nothing', () => {
  const row = (over: Record<string, unknown> = {}) => ({ name: 'Sugar', unit: 'kg', amount: 5, buyingPrice: 110, sellingPrice: 130, ...over });
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>?][] = [
    ['no rows', (w) => gql(s.url, SAVE, { i: { rows: [] } }, w.owner.token), 'requiredField', { field: 'rows' }],
    ['eleven rows', (w) => gql(s.url, SAVE, { i: { rows: Array.from({ length: 11 }, (_, i) => row({ name: `N${i}` })) } }, w.owner.token), 'invalidValue', { field: 'rows' }],
    ['a row without a name', (w) => gql(s.url, SAVE, { i: { rows: [row(), row({ name: ' ' })] } }, w.owner.token), 'requiredField', { field: 'rows.1.name' }],
    ['a new product without a buying price', (w) => gql(s.url, SAVE, { i: { rows: [row(), row({ name: 'Salt', buyingPrice: null })] } }, w.owner.token), 'requiredField', { field: 'rows.1.buyingPrice' }],
    ['a new product without a selling price', (w) => gql(s.url, SAVE, { i: { rows: [row({ sellingPrice: null })] } }, w.owner.token), 'requiredField', { field: 'rows.0.sellingPrice' }],
    ['a new product without a unit', (w) => gql(s.url, SAVE, { i: { rows: [row({ unit: '' })] } }, w.owner.token), 'requiredField', { field: 'rows.0.unit' }],
    ['a unit not in the list', (w) => gql(s.url, SAVE, { i: { rows: [row({ unit: 'bucket' })] } }, w.owner.token), 'invalidValue', { field: 'rows.0.unit' }],
    ['a matched row in another unit', (w) => gql(s.url, SAVE, { i: { rows: [row(), { name: 'rice', unit: 'gram', amount: 5 }] } }, w.owner.token), 'invalidValue', { field: 'rows.1.unit' }],
    ['a price with three decimals', (w) => gql(s.url, SAVE, { i: { rows: [row({ buyingPrice: 1.005 })] } }, w.owner.token), 'invalidValue', { field: 'rows.0.buyingPrice' }],
    ['a negative price', (w) => gql(s.url, SAVE, { i: { rows: [row({ sellingPrice: -1 })] } }, w.owner.token), 'invalidValue', { field: 'rows.0.sellingPrice' }],
    ['a row without an amount', (w) => gql(s.url, SAVE, { i: { rows: [row({ amount: 0 })] } }, w.owner.token), 'requiredField', { field: 'rows.0.amount' }],
    ['an impossible date', (w) => gql(s.url, SAVE, { i: { rows: [row()], date: '2026-02-30' } }, w.owner.token), 'invalidValue', { field: 'date' }],
    ['REST: only blank rows', (w) => rest(s.url, 'POST', others(w.code, 'product/new'), { token: w.owner.token, body: { data: [{ name: '', amount: '' }] } }), 'requiredField', { field: 'rows' }],
    ['REST: a name without a selling price', (w) => rest(s.url, 'POST', others(w.code, 'product/new'), { token: w.owner.token, body: { data: [{ name: 'Salt', unit: 'kg', amount: '2', per_product_price: '20', per_product_selling_price: '' }] } }), 'requiredField', { field: 'rows.0.sellingPrice' }],
    ['update below what is sold', (w) => gql(s.url, UPDATE, { i: { id: w.rice, name: 'Rice', unit: 'kg', amount: 19, buyingPrice: 60, sellingPrice: 75 } }, w.owner.token), 'minNotPossible', { name: 'Rice' }],
    ['REST: update below what is sold', (w) => rest(s.url, 'PUT', others(w.code, 'product/update'), { token: w.owner.token, body: { id: w.rice, name: 'Rice', unit: 'kg', amount: 10, buyingPrice: 60, sellingPrice: 75 } }), 'minNotPossible', { name: 'Rice' }],
    ['update to another product\'s name', (w) => gql(s.url, UPDATE, { i: { id: w.rice, name: 'TEA', unit: 'kg', amount: 50, buyingPrice: 60, sellingPrice: 75 } }, w.owner.token), 'duplicateNotPossible', { field: 'name' }],
    ['update with no unit', (w) => gql(s.url, UPDATE, { i: { id: w.rice, name: 'Rice', unit: '', amount: 50, buyingPrice: 60, sellingPrice: 75 } }, w.owner.token), 'requiredField', { field: 'unit' }],
    ['REST: matched update of a missing product', (w) => rest(s.url, 'PUT', others(w.code, 'product/matched/update'), { token: w.owner.token, body: { data: [{ id: w.tea, amount: 1 }, { id: 999999, amount: 1 }] } }), 'sorryNotFound', {}],
    ['matched update of nothing', (w) => gql(s.url, MATCHED, { i: { data: [] } }, w.owner.token), 'requiredField', { field: 'data' }],
    ['delete a product with sales', (w) => gql(s.url, DELETE, { id: w.rice }, w.owner.token), 'sorryToDeleteForSold', { name: 'Rice' }],
    ['REST: delete a product with sales', (w) => rest(s.url, 'DELETE', `/api/others/product/delete/${w.code}/${w.rice}`, { token: w.owner.token }), 'sorryToDeleteForSold', { name: 'Rice' }],
    ['sell with nothing selected', (w) => gql(s.url, SELL, { i: { data: [], seller: 'x', mobile: '01711000001' } }, w.owner.token), 'pleaseSelect', {}],
    ['REST: sell with nothing selected', (w) => rest(s.url, 'POST', others(w.code, 'product/selling/new'), { token: w.owner.token, body: { data: [], seller: 'x', mobile: '01711000001' } }), 'pleaseSelect', {}],
    ['sell two lines, the second above what remains', (w) => gql(s.url, SELL, { i: { data: [{ id: w.rice, amount: 30 }, { id: w.tea, amount: 11 }], seller: 'x', mobile: '01711000001' } }, w.owner.token), 'maxNotPossible', { remain: 10, name: 'Tea' }],
    ['REST: sell the same product twice, together above what remains', (w) => rest(s.url, 'POST', others(w.code, 'product/selling/new'), { token: w.owner.token, body: { data: [{ id: w.tea, amount: 6 }, { id: w.tea, amount: 5 }], seller: 'x', mobile: '01711000001' } }), 'maxNotPossible', { remain: 10, name: 'Tea' }],
    ['sell without a seller', (w) => gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 1 }], seller: ' ', mobile: '01711000001' } }, w.owner.token), 'requiredField', { field: 'seller' }],
    ['sell without a mobile', (w) => gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 1 }], seller: 'x', mobile: '' } }, w.owner.token), 'requiredField', { field: 'mobile' }],
    ['sell with a mobile of 30 characters', (w) => gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 1 }], seller: 'x', mobile: '0171100000101711000001017110001' } }, w.owner.token), 'checkMobile', { field: 'mobile' }],
    ['sell a line without an amount', (w) => gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 0 }], seller: 'x', mobile: '01711000001' } }, w.owner.token), 'requiredField', { field: 'data.0.amount' }],
    ['sell with a total that is not the sum', (w) => gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 2 }], seller: 'x', mobile: '01711000001', allTotal: 240 } }, w.owner.token), 'invalidValue', { field: 'allTotal' }],
    ['sell from a missing product', (w) => gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 1 }, { id: 999999, amount: 1 }], seller: 'x', mobile: '01711000001' } }, w.owner.token), 'sorryNotFound', {}],
    ['sold edit above remain plus the line', (w) => gql(s.url, EDIT_SOLD, { i: { id: w.sold, newSoldAmount: 51 } }, w.owner.token), 'maxNotPossible', { remain: 50, name: 'Rice' }],
    ['sold edit to nothing', (w) => gql(s.url, EDIT_SOLD, { i: { id: w.sold, newSoldAmount: 0 } }, w.owner.token), 'invalidValue', { field: 'newSoldAmount' }],
    ['sold edit without anything asked', (w) => gql(s.url, EDIT_SOLD, { i: { id: w.sold } }, w.owner.token), 'invalidValue', { field: 'newSoldAmount' }],
    ['REST: sold update to a negative amount', (w) => rest(s.url, 'PUT', others(w.code, 'product/sold_update'), { token: w.owner.token, body: { id: w.sold, newSoldAmount: -3 } }), 'invalidValue', { field: 'newSoldAmount' }],
    ['REST: accept more than the line sold', (w) => rest(s.url, 'POST', others(w.code, 'product/accept'), { token: w.owner.token, body: { id: w.sold, acceptingAmount: 21 } }), 'maxNotPossible', { remain: 20, name: 'Rice' }],
    ['REST: accept where new amount and accepted amount disagree', (w) => rest(s.url, 'PUT', others(w.code, 'product/sold_update'), { token: w.owner.token, body: { id: w.sold, newSoldAmount: 18, acceptingAmount: 3 } }), 'invalidValue', { field: 'acceptingAmount' }],
    ['REST: accept a missing line', (w) => rest(s.url, 'POST', others(w.code, 'product/accept'), { token: w.owner.token, body: { id: 999999, acceptingAll: true } }), 'sorryNotFound', {}],
  ];

  it.each(cases)('%s', async (_name, call, key, params) => {
    const w = await world();
    const before = await state(w.code);
    const r = await call(w);
    if ('status' in r) {
      expect([r.body.success, r.body.message, r.body.params ?? {}]).toEqual([false, key, params]);
      expect(r.status).toBeGreaterThanOrEqual(400);
    } else {
      expect([errorCode(r), r.errors![0].extensions!.params ?? {}]).toEqual([key, params]);
    }
    expect(await state(w.code)).toBe(before);
  });
});

describe('store: what it does', () => {
  it('the worked example: sell rice and tea (line totals, allTotal), edit 20 → 25, refused at 56, accept 5 back, accept all, then delete', async () => {
    const w = await world();
    const product = async (id: number) => (await gql(s.url, LIST, {}, w.owner.token)).data.products.items.find((p: { id: number }) => p.id === id);
    expect(await product(w.rice)).toMatchObject({ productName: 'Rice', unit: 'kg', totalHas: 50, totalSold: 20, remain: 30, perProductPrice: 60, perProductSellingPrice: 75, responsible: 'Store keeper', createdAt: '2026-03-01' });
    const sale = await gql(s.url, SELL, { i: { data: [{ id: w.tea, amount: 3 }, { id: w.rice, amount: 5 }], seller: ' Rahim  Uddin ', mobile: '01811000000', allTotal: 736.5, responsible: 'Hasan' } }, w.owner.token);
    expect(sale.errors).toBeUndefined();
    expect(sale.data.sellProducts).toMatchObject({ sellerName: 'Rahim Uddin', mobile: '01811000000', responsible: 'Hasan', createdAt: '2026-03-10', allTotal: 736.5 });
    expect(sale.data.sellProducts.lines).toMatchObject([
      { productId: w.rice, productName: 'Rice', unit: 'kg', totalSold: 5, perProductBuyingPrice: 60, perProductSellingPrice: 75, lineTotal: 375 },
      { productId: w.tea, productName: 'Tea', unit: 'packet', totalSold: 3, perProductSellingPrice: 120.5, lineTotal: 361.5 },
    ]);
    expect(sale.data.sellProducts.products.map((p: { remain: number }) => p.remain)).toEqual([25, 7]);
    const up = await gql(s.url, EDIT_SOLD, { i: { id: w.sold, newSoldAmount: 25 } }, w.owner.token);
    expect(up.data.updateSoldProduct).toMatchObject({ returned: -5, sold: { totalSold: 25, lineTotal: 1875 }, product: { totalSold: 30, remain: 20 } });
    expect(errorCode(await gql(s.url, EDIT_SOLD, { i: { id: w.sold, newSoldAmount: 46 } }, w.owner.token))).toBe('maxNotPossible');
    const same = await gql(s.url, EDIT_SOLD, { i: { id: w.sold, newSoldAmount: 25 } }, w.owner.token);
    expect(same.data.updateSoldProduct).toMatchObject({ returned: 0, sold: { totalSold: 25 }, product: { remain: 20 } });
    const back = await gql(s.url, EDIT_SOLD, { i: { id: w.sold, acceptingAmount: 5 } }, w.owner.token);
    expect(back.data.updateSoldProduct).toMatchObject({ returned: 5, sold: { totalSold: 20 }, product: { totalSold: 25, remain: 25 } });
    const all = await gql(s.url, EDIT_SOLD, { i: { id: w.sold, acceptingAll: true } }, w.owner.token);
    expect(all.data.updateSoldProduct).toMatchObject({ returned: 20, sold: null, product: { totalSold: 5, remain: 45 } });
    const ofSale = await gql(s.url, SOLD, { saleId: sale.data.sellProducts.id }, w.owner.token);
    expect(ofSale.data.soldProducts.items.map((l: { productName: string }) => l.productName).sort()).toEqual(['Rice', 'Tea']);
    expect(errorCode(await gql(s.url, DELETE, { id: w.rice }, w.owner.token))).toBe('sorryToDeleteForSold');
    const riceLine = ofSale.data.soldProducts.items.find((l: { productId: number }) => l.productId === w.rice);
    await gql(s.url, EDIT_SOLD, { i: { id: riceLine.id, acceptingAmount: 5 } }, w.owner.token);
    expect(await gql(s.url, DELETE, { id: w.rice }, w.owner.token)).toEqual({ data: { deleteProduct: true } });
    expect(await s.db.getRepository(Product).countBy({ code: w.code })).toBe(1);
  });

  it('new rows: a known name (any case) adds with matchedFurniture and its new prices; rows of one name collapse; date and responsible default', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: { rows: [
      { name: '  rice ', amount: 10, buyingPrice: 62, sellingPrice: 78 }, { name: 'Lentils', unit: 'kg', amount: 4, buyingPrice: 90, sellingPrice: 110 },
      { name: 'lentils', unit: 'kg', amount: 1, buyingPrice: 90, sellingPrice: 110 },
    ] } }, w.owner.token);
    expect(r.data.saveProducts).toMatchObject({ message: 'matchedFurniture', matched: ['Rice'] });
    expect(r.data.saveProducts.products).toMatchObject([
      { id: w.rice, totalHas: 60, totalSold: 20, remain: 40, perProductPrice: 62, perProductSellingPrice: 78, createdAt: '2026-03-01' },
      { productName: 'Lentils', unit: 'kg', totalHas: 5, perProductPrice: 90, createdAt: '2026-03-10', responsible: `education ${w.owner.user.lastName}` },
    ]);
    const fresh = await gql(s.url, SAVE, { i: { rows: [{ name: 'Soap', unit: 'piece', amount: 12, buyingPrice: 0, sellingPrice: 35.25 }], responsible: 'Hasan' } }, w.owner.token);
    expect(fresh.data.saveProducts).toMatchObject({ message: 'successMessage', matched: [], products: [{ productName: 'Soap', perProductPrice: 0, perProductSellingPrice: 35.25, responsible: 'Hasan' }] });
    const matched = await gql(s.url, MATCHED, { i: { data: [{ id: w.tea, amount: 5, sellingPrice: 125 }] } }, w.owner.token);
    expect(matched.data.addMatchedProducts).toMatchObject([{ id: w.tea, totalHas: 15, perProductPrice: 100, perProductSellingPrice: 125 }]);
    const found = await gql(s.url, LIST, { search: 'ent', limit: 1 }, w.owner.token);
    expect(found.data.products).toMatchObject({ total: 1, items: [{ productName: 'Lentils' }] });
    // Sold lines keep the price they were sold at.
    expect((await gql(s.url, SOLD, {}, w.owner.token)).data.soldProducts.items[0]).toMatchObject({ perProductSellingPrice: 75, lineTotal: 1500 });
  });

  it('update changes name, unit, prices and total; the sold lines keep theirs', async () => {
    const w = await world();
    const r = await gql(s.url, UPDATE, { i: { id: w.rice, name: 'Miniket rice', unit: 'maund', amount: 20, buyingPrice: 2400, sellingPrice: 2800.75 } }, w.owner.token);
    expect(r.data.updateProduct).toMatchObject({ productName: 'Miniket rice', unit: 'maund', totalHas: 20, totalSold: 20, remain: 0, perProductPrice: 2400, perProductSellingPrice: 2800.75, responsible: 'Store keeper' });
    expect((await gql(s.url, SOLD, {}, w.owner.token)).data.soldProducts.items[0]).toMatchObject({ productName: 'Rice', unit: 'kg' });
    expect(errorCode(await gql(s.url, SELL, { i: { data: [{ id: w.rice, amount: 1 }], seller: 'x', mobile: '01711000001' } }, w.owner.token))).toBe('maxNotPossible');
  });

  it('REST end to end: new with blank rows and a match, products and sold lists in snake_case, update, matched update, sell, sold update, accept, delete', async () => {
    const w = await world();
    const call = (method: string, path: string, body?: unknown) => rest(s.url, method, others(w.code, path), { token: w.owner.token, body });
    const rows = [
      { name: 'Pen', unit: 'dozen', amount: '5', per_product_price: '96', per_product_selling_price: '120' }, { name: 'TEA', amount: 2 },
      ...Array.from({ length: 8 }, () => ({ name: '', unit: '', amount: '', per_product_price: '', per_product_selling_price: '' })),
    ];
    const created = await call('POST', 'product/new', { data: rows, date: '2026-03-05', responsible: 'Hasan' });
    expect(created.body).toMatchObject({ success: true, message: 'matchedFurniture', matched: ['Tea'] });
    const pen = created.body.products[0];
    expect(pen).toEqual({
      id: pen.id, product_name: 'Pen', unit: 'dozen', total_has: 5, total_sold: 0, remain: 5, per_product_price: 96, per_product_selling_price: 120,
      responsible: 'Hasan', created_at: '2026-03-05',
    });
    const listed = await rest(s.url, 'GET', `/api/others/products/${w.code}?page=1&limit=2&search=`, { token: w.owner.token });
    expect(listed.body).toMatchObject({ success: true, total: 3 });
    expect(listed.body.products.map((p: { product_name: string }) => p.product_name)).toEqual(['Pen', 'Tea']);
    const upd = await call('PUT', 'product/update', { id: pen.id, name: 'Ball pen', unit: 'dozen', amount: 6, buyingPrice: 90, sellingPrice: 110, responsible: 'Karim' });
    expect(upd.body.product).toMatchObject({ product_name: 'Ball pen', total_has: 6, per_product_price: 90, responsible: 'Karim' });
    const matched = await call('PUT', 'product/matched/update', { data: [{ id: pen.id, amount: 4 }] });
    expect(matched.body).toMatchObject({ success: true, message: 'matchedFurniture', products: [{ id: pen.id, total_has: 10, remain: 10 }] });
    const sold = await call('POST', 'product/selling/new', { data: [{ id: pen.id, sellingAmount: '3' }], seller: 'Abdullah', mobile: '01911000000', allTotal: '330', responsible: 'Hasan' });
    expect(sold.body).toMatchObject({ success: true, all_total: 330, sale: { seller_name: 'Abdullah', mobile: '01911000000', responsible: 'Hasan', created_at: '2026-03-10' } });
    const line = sold.body.sold_products[0];
    expect(line).toEqual({
      id: line.id, sale_id: sold.body.sale.id, product_id: pen.id, product_name: 'Ball pen', unit: 'dozen', per_product_buying_price: 90, per_product_selling_price: 110,
      total_sold: 3, line_total: 330, seller_name: 'Abdullah', mobile: '01911000000', responsible: 'Hasan', created_at: '2026-03-10',
    });
    const soldList = await rest(s.url, 'GET', `/api/others/sold/products/${w.code}?search=abdul`, { token: w.owner.token });
    expect(soldList.body.sold_products.map((l: { id: number }) => l.id)).toEqual([line.id, w.sold]);
    const ofSale = await rest(s.url, 'GET', `/api/others/sold/products/${w.code}?saleId=${sold.body.sale.id}`, { token: w.owner.token });
    expect(ofSale.body).toMatchObject({ total: 1, sold_products: [{ id: line.id }] });
    const edited = await call('PUT', 'product/sold_update', { id: line.id, newSoldAmount: '4', acceptingAmount: '', acceptingAll: false });
    expect(edited.body).toMatchObject({ returned: -1, sold_product: { total_sold: 4, line_total: 440 }, product: { total_sold: 4, remain: 6 } });
    const some = await call('POST', 'product/accept', { id: line.id, acceptingAmount: 1 });
    expect(some.body).toMatchObject({ returned: 1, sold_product: { total_sold: 3 }, product: { remain: 7 } });
    const all = await call('PUT', 'product/sold_update', { id: line.id, acceptingAll: true });
    expect(all.body).toMatchObject({ returned: 3, sold_product: null, product: { total_sold: 0, remain: 10 } });
    expect((await rest(s.url, 'DELETE', `/api/others/product/delete/${w.code}/${pen.id}`, { token: w.owner.token })).body).toEqual({ success: true });
    expect(await s.db.getRepository(Product).countBy({ code: w.code, id: pen.id })).toBe(0);
  });
});
