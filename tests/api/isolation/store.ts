import { Product, ProductSale, SoldProduct } from '../../../api/src/domains/store/store.entity';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** The buy-and-sell store: B's products, sales and sold lines never reach A, and A changes none of them. */
let bRice: Product;
let bTea: Product;
let bSale: ProductSale;
let bSold: SoldProduct;
const P = 'id productName unit totalHas totalSold remain perProductPrice perProductSellingPrice responsible createdAt';
const S = 'id saleId productId productName unit totalSold lineTotal sellerName mobile responsible';

export const storeArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const products = s.db.getRepository(Product);
    const base = { code, unit: 'kg', buyingPricePaisa: 6000, sellingPricePaisa: 7500, responsible: 'B-secret-keeper', createdAt: '2026-03-01' };
    bRice = await products.save(products.create({ ...base, productName: 'B-secret-rice', totalHas: 50, totalSold: 20 }));
    bTea = await products.save(products.create({ ...base, productName: 'B-secret-tea', totalHas: 10, totalSold: 0 }));
    const sales = s.db.getRepository(ProductSale);
    bSale = await sales.save(sales.create({ code, sellerName: 'B-secret-seller', mobile: '01799999999', responsible: 'B-secret-keeper', soldAt: new Date('2026-03-02T04:00:00Z'), createdAt: '2026-03-02' }));
    const sold = s.db.getRepository(SoldProduct);
    bSold = await sold.save(sold.create({
      code, saleId: bSale.id, productId: bRice.id, productName: 'B-secret-rice', unit: 'kg', buyingPricePaisa: 6000, sellingPricePaisa: 7500, totalSold: 20,
      sellerName: 'B-secret-seller', mobile: '01799999999', responsible: 'B-secret-keeper', createdAt: '2026-03-02',
    }));
  },

  secrets: () => ['01799999999'],

  graphql: (s, A) => ({
    products: () => gql(s.url, `{ products(limit: 500) { total items { ${P} } } }`, {}, A.token),
    soldProducts: () => gql(s.url, `query($id: Int) { soldProducts(saleId: $id) { total items { ${S} } } }`, { id: bSale.id }, A.token),
    saveProducts: () => gql(s.url, `mutation($i: ProductNewInput!) { saveProducts(input: $i) { message matched products { ${P} } } }`, {
      i: { rows: [{ name: 'A planted', unit: 'kg', amount: 1, buyingPrice: 1, sellingPrice: 1 }] },
    }, A.token),
    addMatchedProducts: () => gql(s.url, `mutation($i: ProductMatchedInput!) { addMatchedProducts(input: $i) { ${P} } }`, { i: { data: [{ id: bRice.id, amount: 5 }] } }, A.token),
    updateProduct: () => gql(s.url, `mutation($i: ProductUpdateInput!) { updateProduct(input: $i) { ${P} } }`, {
      i: { id: bRice.id, name: 'hacked', unit: 'kg', amount: 99, buyingPrice: 1, sellingPrice: 1 },
    }, A.token),
    deleteProduct: () => gql(s.url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: bTea.id }, A.token),
    sellProducts: () => gql(s.url, `mutation($i: SellProductsInput!) { sellProducts(input: $i) { id lines { ${S} } products { ${P} } } }`, {
      i: { data: [{ id: bTea.id, amount: 1 }], seller: 'x', mobile: '01711000000' },
    }, A.token),
    updateSoldProduct: () => gql(s.url, `mutation($i: SoldProductEditInput!) { updateSoldProduct(input: $i) { returned sold { ${S} } product { ${P} } } }`, {
      i: { id: bSold.id, acceptingAll: true },
    }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/others${p}`;
    const sell = { data: [{ id: bTea.id, amount: 1 }], seller: 'x', mobile: '01711000000' };
    return {
      'POST /api/others/product/new/:code': () => [
        rest(s.url, 'POST', path(`/product/new/${b}`), { ...as, body: { data: [{ name: 'A planted', unit: 'kg', amount: 1, buyingPrice: 1, sellingPrice: 1 }] } }),
        rest(s.url, 'POST', path(`/product/new/${a}`), { ...as, body: { data: [{ name: 'A planted', unit: 'kg', amount: 1, buyingPrice: 1, sellingPrice: 1 }] } }),
      ],
      'GET /api/others/products/:code': () => [
        rest(s.url, 'GET', path(`/products/${b}`), as),
        rest(s.url, 'GET', path(`/products/${a}?search=secret`), as),
      ],
      'PUT /api/others/product/update/:code': () => [
        rest(s.url, 'PUT', path(`/product/update/${b}`), { ...as, body: { id: bRice.id, name: 'hacked', unit: 'kg', amount: 99, buyingPrice: 1, sellingPrice: 1 } }),
        rest(s.url, 'PUT', path(`/product/update/${a}`), { ...as, body: { id: bRice.id, name: 'hacked', unit: 'kg', amount: 99, buyingPrice: 1, sellingPrice: 1 } }),
      ],
      'PUT /api/others/product/matched/update/:code': () => [
        rest(s.url, 'PUT', path(`/product/matched/update/${b}`), { ...as, body: { data: [{ id: bRice.id, amount: 5 }] } }),
        rest(s.url, 'PUT', path(`/product/matched/update/${a}`), { ...as, body: { data: [{ id: bRice.id, amount: 5 }] } }),
      ],
      'DELETE /api/others/product/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/product/delete/${b}/${bTea.id}`), as),
        rest(s.url, 'DELETE', path(`/product/delete/${a}/${bTea.id}`), as),
      ],
      'POST /api/others/product/selling/new/:code': () => [
        rest(s.url, 'POST', path(`/product/selling/new/${b}`), { ...as, body: sell }),
        rest(s.url, 'POST', path(`/product/selling/new/${a}`), { ...as, body: sell }),
      ],
      'GET /api/others/sold/products/:code': () => [
        rest(s.url, 'GET', path(`/sold/products/${b}`), as),
        rest(s.url, 'GET', path(`/sold/products/${a}?saleId=${bSale.id}`), as),
        rest(s.url, 'GET', path(`/sold/products/${a}?search=secret`), as),
      ],
      'PUT /api/others/product/sold_update/:code': () => [
        rest(s.url, 'PUT', path(`/product/sold_update/${b}`), { ...as, body: { id: bSold.id, newSoldAmount: 1 } }),
        rest(s.url, 'PUT', path(`/product/sold_update/${a}`), { ...as, body: { id: bSold.id, newSoldAmount: 1 } }),
      ],
      'POST /api/others/product/accept/:code': () => [
        rest(s.url, 'POST', path(`/product/accept/${b}`), { ...as, body: { id: bSold.id, acceptingAll: true } }),
        rest(s.url, 'POST', path(`/product/accept/${a}`), { ...as, body: { id: bSold.id, acceptingAmount: 5 } }),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      products: await s.db.getRepository(Product).find({ where: { code }, order: { id: 'ASC' } }),
      sales: await s.db.getRepository(ProductSale).find({ where: { code }, order: { id: 'ASC' } }),
      sold: await s.db.getRepository(SoldProduct).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
