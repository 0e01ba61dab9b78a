/**
 * The spec's own contract for accounts (issue 24 items 3, 4, 5, 6, 7 and 10): each call sent with
 * the payload names the spec writes (doc 2 §3 and §7), as the role the spec names, and the answer's
 * keys checked against the spec's read fields; plus the refusals (catalogue key back, nothing written).
 *
 * - Receipts: principalSign (the principal's code) on new and update; answers carry `code`.
 * - Counting and reports: the spec's full date YYYY-MM-DD gives the month (monthly types) or the
 *   year (yearly types); malformed dates are invalidValue; a period is saved only once it ended in
 *   Asia/Dhaka (periodNotEnded).
 * - Approved receipt books: the spec's one-book payload (id, book fields, approver_sign,
 *   approver1_sign, condition).
 * - Store: sold_update takes acceptingAmount 0 ("none come back") as it takes null.
 * - The SMS balance in taka wherever it is read (me.sms_balance, GraphQL, the dashboard).
 */
import { SavedCount, SavedReport } from '../../api/src/domains/accounts/counts.entities';
import { ApprovedReceiptBook, Receipt } from '../../api/src/domains/accounts/receipts.entities';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { Product, ProductSale, SoldProduct } from '../../api/src/domains/store/store.entity';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const ok = (r: GqlResult) => { expect(r.errors).toBeUndefined(); return r.data as any; };
const refusal = (r: RestResult) => (r.body.success ? null : r.body.message);
const account = (path: string, code: string) => `/api/account/${path}/${code}`;
const sorted = (o: object) => Object.keys(o).sort();

// ---------------------------------------------------------------- receipts (items 3 and 6)

/** The spec's receipt read fields (doc 2 §3 Receipt). */
const RECEIPT_KEYS = [
  'name', 'address', 'book_no', 'receipt_no_from', 'receipt_no_till', 'amount', 'in_words', 'fund', 'regarding', 'date',
  'receiver_sign', 'principal_sign', 'type', 'department', 'condition', 'code',
];

interface ReceiptWorld { accountant: Signed; principal: Signed; council: Signed; code: string }

async function receiptWorld(): Promise<ReceiptWorld> {
  const academy = await makeAcademy(s);
  const principal = await makeUser(s, 'principal', academy, { signUrl: '/files/principal-sign.png' });
  const council = await makeUser(s, 'councilMember', academy, { signUrl: '/files/council-sign.png' });
  const accountant = await makeUser(s, 'accountant', academy, { signUrl: '/files/accountant-sign.png' });
  const code = academy.code;
  expect(refusal(await rest(s.url, 'POST', account('regarding/new', code), { token: accountant.token, body: { mgi_regardings: ['Monthly fee', 'Donation'] } }))).toBeNull();
  // The spec's one-book payload (see the receipt books below).
  const book = await rest(s.url, 'POST', account('receipt_book/new', code), {
    token: council.token, body: { id: '', bookNo: 40, receiptFrom: 1, receiptTill: 50, department: 'accounts', approver_sign: council.password, approver1_sign: '', condition: 'unfinished' },
  });
  expect(refusal(book)).toBeNull();
  return { accountant, principal, council, code };
}

/** The spec's submit payload, exactly as it names it (doc 2 §3 Receipt). */
const specReceipt = (w: ReceiptWorld, over: Record<string, unknown> = {}) => ({
  bookNo: 40, receiptFrom: 3, receiptTill: 3, donorName: 'Abdul Karim', address: 'Kalikapur', fund: 'generalFund', regarding: 'Monthly fee',
  amount: 1250.5, mobile: '', inWords: 'ignored: the server writes it', date: '2026-03-08', department: 'accounts', receiverSign: '/files/x.png',
  type: 'menualReceipt', principalSign: w.principal.password, ...over,
});

async function receipts(code: string): Promise<string> {
  return JSON.stringify(await s.db.getRepository(Receipt).find({ where: { code }, order: { id: 'ASC' } }));
}

describe('receipts: the spec payload with principalSign, and `code` in the answers', () => {
  it('POST /receipt/new and PUT /receipt/update take principalSign; every answer has the spec\'s keys with code', async () => {
    const w = await receiptWorld();
    const made = await rest(s.url, 'POST', account('receipt/new', w.code), { token: w.accountant.token, body: specReceipt(w) });
    expect(refusal(made)).toBeNull();
    const r = made.body.receipt;
    expect(sorted(r)).toEqual(expect.arrayContaining(RECEIPT_KEYS.sort()));
    expect(r).toMatchObject({
      code: w.code, name: 'Abdul Karim', book_no: 40, receipt_no_from: 3, receipt_no_till: 3, amount: 1250.5, fund: 'generalFund', regarding: 'Monthly fee',
      date: '2026-03-08', principal_sign: '/files/principal-sign.png', receiver_sign: '/files/accountant-sign.png', type: 'menualReceipt', department: 'accounts', condition: 'unsaved',
    });
    expect(r.in_words).not.toBe('ignored: the server writes it');

    const edited = await rest(s.url, 'PUT', account('receipt/update', w.code), { token: w.accountant.token, body: specReceipt(w, { id: r.id, amount: 99, donorName: 'Abdur Rahim' }) });
    expect(refusal(edited)).toBeNull();
    expect(edited.body.receipt).toMatchObject({ id: r.id, code: w.code, amount: 99, name: 'Abdur Rahim', principal_sign: '/files/principal-sign.png' });

    const list = await rest(s.url, 'GET', `${account('receipts', w.code)}?department=accounts&page=1&limit=100`, { token: w.accountant.token });
    expect(list.body.total).toBe(1);
    expect(sorted(list.body.receipts[0])).toEqual(expect.arrayContaining(RECEIPT_KEYS.sort()));
    expect(list.body.receipts[0].code).toBe(w.code);

    // The spec's delete: bookNo and receiptTill, signed the same way.
    const gone = await rest(s.url, 'DELETE', `${account('receipt/delete', w.code)}?bookNo=40&receiptTill=3&principalSign=${encodeURIComponent(w.principal.password)}`, { token: w.accountant.token });
    expect(refusal(gone)).toBeNull();
    expect(await s.db.getRepository(Receipt).countBy({ code: w.code })).toBe(0);
  });

  it('principalCode still works (the product\'s form); a filled principalSign is taken before a blank principalCode', async () => {
    const w = await receiptWorld();
    const { principalSign, ...form } = specReceipt(w);
    expect(refusal(await rest(s.url, 'POST', account('receipt/new', w.code), { token: w.accountant.token, body: { ...form, principalCode: principalSign } }))).toBeNull();
    expect(refusal(await rest(s.url, 'POST', account('receipt/new', w.code), { token: w.accountant.token, body: { ...form, receiptFrom: 4, receiptTill: 4, principalCode: '', principalSign } }))).toBeNull();
    expect(await s.db.getRepository(Receipt).countBy({ code: w.code })).toBe(2);
  });

  it('refusals: not signed in, a wrong role, another academy, a wrong or missing principalSign; nothing written', async () => {
    const w = await receiptWorld();
    const before = await receipts(w.code);
    const other = await makeUser(s, 'accountant');
    const teacher = await makeUser(s, 'generalTeacher', await s.db.getRepository(Academy).findOneByOrFail({ code: w.code }));
    const post = (token: string | undefined, body: object, code = w.code) => rest(s.url, 'POST', account('receipt/new', code), { token, body }).then((x) => [x.body.message, x.body.params?.field ?? null]);
    expect(await post(undefined, specReceipt(w))).toEqual(['loginError', null]);
    expect((await post(teacher.token, specReceipt(w)))[0]).toBe('authorRequired');
    expect((await post(other.token, specReceipt(w)))[0]).toBe('authorRequired');
    expect(await post(w.accountant.token, specReceipt(w, { principalSign: 'not-the-code' }))).toEqual(['authorRequired', 'principalCode']);
    expect(await post(w.accountant.token, specReceipt(w, { principalSign: '' }))).toEqual(['requiredField', 'principalCode']);
    expect(await post(w.accountant.token, specReceipt(w, { date: '2026-02-30' }))).toEqual(['invalidValue', 'date']);
    const put = await rest(s.url, 'PUT', account('receipt/update', w.code), { token: w.accountant.token, body: specReceipt(w, { id: 999999 }) });
    expect(refusal(put)).toBe('sorryNotFound');
    expect(await receipts(w.code)).toBe(before);
  });
});

// ---------------------------------------------------------------- approved receipt books (item 5)

/** The spec's approved receipt book read fields (doc 2 §3). */
const BOOK_KEYS = ['id', 'book_no', 'pages', 'cutted', 'remain', 'department', 'aporver_sign', 'aporver1_sign', 'date', 'condition'];

async function books(code: string): Promise<string> {
  return JSON.stringify(await s.db.getRepository(ApprovedReceiptBook).find({ where: { code }, order: { id: 'ASC' } }));
}

describe('approved receipt books: the spec\'s one-book payload', () => {
  it('POST /receipt_book/new takes id, the book fields, approver_sign, approver1_sign and condition, as a council member', async () => {
    const w = await receiptWorld();
    const made = await rest(s.url, 'POST', account('receipt_book/new', w.code), {
      token: w.council.token,
      body: { id: '', bookNo: 41, receiptFrom: 1, receiptTill: 25, department: 'boarding', approver_sign: w.council.password, approver1_sign: '/files/someone.png', condition: 'finished' },
    });
    expect(refusal(made)).toBeNull();
    expect(made.body.approved_books).toHaveLength(1);
    const b = made.body.approved_books[0];
    expect(sorted(b)).toEqual(expect.arrayContaining(BOOK_KEYS.sort()));
    // The server's part: a new id, today's date, unfinished, the council member and the signed-in user as approvers.
    expect(b).toMatchObject({ book_no: 41, pages: 25, cutted: 0, remain: 25, department: 'boarding', aporver_sign: '/files/council-sign.png', aporver1_sign: '/files/council-sign.png', date: '2026-03-10', condition: 'unfinished' });
    expect(typeof b.id).toBe('number');

    // The entity's own names: book_no and pages (from page 1).
    const snake = await rest(s.url, 'POST', account('receipt_book/new', w.code), { token: w.council.token, body: { book_no: 42, pages: 10, department: 'accounts', approver_sign: w.council.password } });
    expect(refusal(snake)).toBeNull();
    expect(snake.body.approved_books[0]).toMatchObject({ book_no: 42, receipt_from: 1, receipt_till: 10, pages: 10, remain: 10 });

    const all = await rest(s.url, 'GET', account('all_receipt_books', w.code), { token: w.council.token });
    expect(all.body.all_approved_books.map((x: { book_no: number }) => x.book_no).sort()).toEqual([40, 41, 42]);
    // The product's form ({ rows, councilCode }) still works.
    const rows = await rest(s.url, 'POST', account('receipt_book/new', w.code), { token: w.council.token, body: { rows: [{ bookNo: 43, receiptTill: 5, department: 'donation' }], councilCode: w.council.password } });
    expect(rows.body.approved_books[0]).toMatchObject({ book_no: 43, pages: 5 });
  });

  it('refusals: not signed in, a wrong role, another academy, a wrong approver_sign, missing fields, a book twice; nothing written', async () => {
    const w = await receiptWorld();
    const before = await books(w.code);
    const other = await makeUser(s, 'councilMember');
    const spec = (over: Record<string, unknown> = {}) => ({ id: '', bookNo: 44, receiptFrom: 1, receiptTill: 20, department: 'accounts', approver_sign: w.council.password, approver1_sign: '', condition: 'unfinished', ...over });
    const post = (token: string | undefined, body: object, code = w.code) => rest(s.url, 'POST', account('receipt_book/new', code), { token, body }).then((x) => [x.body.message, x.body.params?.field ?? null]);
    expect(await post(undefined, spec())).toEqual(['loginError', null]);
    expect((await post(w.accountant.token, spec()))[0]).toBe('authorRequired');
    expect((await post(other.token, spec()))[0]).toBe('authorRequired');
    expect(await post(w.council.token, spec({ approver_sign: 'wrong' }))).toEqual(['authorRequired', 'councilCode']);
    expect(await post(w.council.token, spec({ approver_sign: '' }))).toEqual(['requiredField', 'councilCode']);
    expect(await post(w.council.token, spec({ receiptTill: '' }))).toEqual(['requiredField', 'rows.0.receiptTill']);
    expect(await post(w.council.token, spec({ department: '' }))).toEqual(['requiredField', 'rows.0.department']);
    expect(await post(w.council.token, spec({ department: 'kitchen' }))).toEqual(['invalidValue', 'rows.0.department']);
    expect(await post(w.council.token, spec({ receiptTill: undefined, pages: 0 }))).toEqual(['invalidValue', 'rows.0.receiptTill']);
    expect(await post(w.council.token, spec({ bookNo: 40 }))).toEqual(['duplicateNotPossible', 'rows.0.bookNo']);
    expect(await books(w.code)).toBe(before);
  });
});

// ---------------------------------------------------------------- counting and reports (item 4)

interface CountWorld { accountant: Signed; code: string }

/** An accountant's academy with general-fund receipts in March 2026 and one in January 2026. */
async function countWorld(): Promise<CountWorld> {
  const academy = await makeAcademy(s);
  const accountant = await makeUser(s, 'accountant', academy);
  const repo = s.db.getRepository(Receipt);
  const r = (no: number, date: string, amountPaisa: number) => repo.save(repo.create({
    code: academy.code, department: 'accounts', type: 'menualReceipt', bookNo: 9, receiptNoFrom: no, receiptNoTill: no, name: `Payer ${no}`, address: 'Kalikapur',
    fund: 'generalFund', regarding: 'Fees', amountPaisa, date,
  }));
  await r(1, '2026-01-20', 500_00);
  await r(2, '2026-03-02', 1000_50);
  await r(3, '2026-03-31', 250_25);
  return { accountant, code: academy.code };
}

async function saved(code: string): Promise<string> {
  return JSON.stringify({
    counts: await s.db.getRepository(SavedCount).find({ where: { code }, order: { id: 'ASC' } }),
    reports: await s.db.getRepository(SavedReport).find({ where: { code }, order: { id: 'ASC' } }),
    receipts: await s.db.getRepository(Receipt).find({ where: { code }, select: { id: true, condition: true }, order: { id: 'ASC' } }),
  });
}

/** The spec's count record (doc 2 §3): date, type, fund, columns, rows, headings, counts. */
const COUNT_KEYS = ['date', 'type', 'fund', 'columns', 'rows', 'headings', 'counts'];

describe('counting and reports: the spec\'s date YYYY-MM-DD', () => {
  afterEach(() => s.clock.set(new Date('2026-03-10T06:00:00Z')));

  it('the seven calls take a full date: the month for monthly types, the year for yearly ones', async () => {
    s.clock.set(new Date('2027-01-02T06:00:00Z'));
    const w = await countWorld();
    const t = w.accountant.token;
    const computed = await rest(s.url, 'GET', `${account('counting', w.code)}?type=mgi&fund=generalFund&monthlyType=mgi&date=2026-03-15&search=`, { token: t });
    expect(refusal(computed)).toBeNull();
    expect(sorted(computed.body.counting)).toEqual(expect.arrayContaining(COUNT_KEYS.sort()));
    expect(computed.body.counting).toMatchObject({ type: 'mgi', fund: 'generalFund', date: '2026-03', headings: ['Fees'], counts: [1250.75], saved: false });
    expect(computed.body.counting.rows.map((x: { receipt_no_till: number }) => x.receipt_no_till)).toEqual([2, 3]);

    const made = await rest(s.url, 'POST', account('counting/new', w.code), { token: t, body: { date: '2026-03-31', type: 'mgi', fund: 'generalFund', columns: [], rows: [] } });
    expect(refusal(made)).toBeNull();
    expect(made.body.counting).toMatchObject({ date: '2026-03', saved: true, counts: [1250.75] });
    const found = await rest(s.url, 'GET', `${account('counting/search', w.code)}?type=mgi&date=2026-03-01`, { token: t });
    expect(found.body.dates).toEqual(['2026-03']);
    expect(found.body.counting).toMatchObject({ date: '2026-03', saved: true });

    const yearly = await rest(s.url, 'POST', account('counting/new', w.code), { token: t, body: { date: '2026-12-31', type: 'ygi', monthlyType: 'mgi', columns: [], rows: [] } });
    expect(refusal(yearly)).toBeNull();
    expect(yearly.body.counting).toMatchObject({ type: 'ygi', date: '2026', counts: [1750.75] });

    const report = await rest(s.url, 'POST', account('report/new', w.code), { token: t, body: { type: 'mgr', date: '2026-03-05', preBalance: 0, balance: 0 } });
    expect(refusal(report)).toBeNull();
    expect(report.body.report).toMatchObject({ type: 'mgr', date: '2026-03', pre_balance: 0, balance: 1250.75 });
    const balances = await rest(s.url, 'GET', `${account('report/balance', w.code)}?type=mgr&date=2026-03-20&search=true`, { token: t });
    expect(balances.body.balances.map((x: { date: string }) => x.date)).toEqual(['2026-03']);
    expect(balances.body.report).toMatchObject({ date: '2026-03', saved: true, pre_balance: 0, balance: 1250.75 });
    expect(sorted(balances.body.balances[0])).toEqual(expect.arrayContaining(['type', 'date', 'pre_balance', 'balance']));

    expect(refusal(await rest(s.url, 'DELETE', account('report/delete', w.code), { token: t, body: { type: 'mgr', date: '2026-03-09' } }))).toBeNull();
    // The delete's two spec forms: fund, type, date, bookNo, receiptNo; or type, date, monthlyType, monthNames.
    expect(refusal(await rest(s.url, 'DELETE', account('counting/delete', w.code), { token: t, body: { fund: 'generalFund', type: 'mgi', date: '2026-03-31', bookNo: 9, receiptNo: 3 } }))).toBeNull();
    expect(refusal(await rest(s.url, 'DELETE', account('counting/delete', w.code), { token: t, body: { type: 'ygi', date: '2026-01-01', monthlyType: 'mgi', monthNames: [] } }))).toBeNull();
    expect(await s.db.getRepository(SavedCount).countBy({ code: w.code })).toBe(0);
    expect(await s.db.getRepository(SavedReport).countBy({ code: w.code })).toBe(0);
    // The month is open again: its receipts are unsaved.
    expect((await s.db.getRepository(Receipt).findBy({ code: w.code })).every((x) => x.condition === 'unsaved')).toBe(true);
  });

  it('malformed dates are invalidValue on date in every one of the seven calls; nothing written', async () => {
    s.clock.set(new Date('2027-01-02T06:00:00Z'));
    const w = await countWorld();
    const t = w.accountant.token;
    await rest(s.url, 'POST', account('counting/new', w.code), { token: t, body: { date: '2026-01-10', type: 'mgi' } });
    const before = await saved(w.code);
    const calls: [string, (d: string) => Promise<RestResult>][] = [
      ['counting', (d) => rest(s.url, 'GET', `${account('counting', w.code)}?type=mgi&date=${encodeURIComponent(d)}`, { token: t })],
      ['counting/new', (d) => rest(s.url, 'POST', account('counting/new', w.code), { token: t, body: { type: 'mgi', date: d } })],
      ['counting/search', (d) => rest(s.url, 'GET', `${account('counting/search', w.code)}?type=mgi&date=${encodeURIComponent(d)}`, { token: t })],
      ['counting/delete', (d) => rest(s.url, 'DELETE', account('counting/delete', w.code), { token: t, body: { type: 'mgi', date: d } })],
      ['report/new', (d) => rest(s.url, 'POST', account('report/new', w.code), { token: t, body: { type: 'ygr', date: d } })],
      ['report/balance', (d) => rest(s.url, 'GET', `${account('report/balance', w.code)}?type=mgr&date=${encodeURIComponent(d)}`, { token: t })],
      ['report/delete', (d) => rest(s.url, 'DELETE', account('report/delete', w.code), { token: t, body: { type: 'mgr', date: d } })],
    ];
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-10', '2026-01-10T00:00:00Z', '10-01-2026', 'yesterday']) {
      for (const [name, call] of calls) {
        const r = await call(bad);
        expect([name, bad, r.status, r.body.message, r.body.params?.field]).toEqual([name, bad, 400, 'invalidValue', 'date']);
      }
    }
    expect(await saved(w.code)).toBe(before);
  });

  it('a month or year is saved only once it ended in Asia/Dhaka (periodNotEnded), the full date or not', async () => {
    const w = await countWorld();
    const t = w.accountant.token;
    const before = await saved(w.code);
    // 31 March 2026, 23:30 in Dhaka (17:30 UTC): March has not ended.
    s.clock.set(new Date('2026-03-31T17:30:00Z'));
    const early = await rest(s.url, 'POST', account('counting/new', w.code), { token: t, body: { type: 'mgi', date: '2026-03-31' } });
    expect([early.body.message, early.body.params]).toEqual(['periodNotEnded', { field: 'date', from: '2026-04-01' }]);
    const year = await rest(s.url, 'POST', account('report/new', w.code), { token: t, body: { type: 'ygr', date: '2026-01-01' } });
    expect([year.body.message, year.body.params?.from]).toEqual(['periodNotEnded', '2027-01-01']);
    expect(await saved(w.code)).toBe(before);
    // 1 April 2026, 00:30 in Dhaka (18:30 UTC on 31 March): March may be saved.
    s.clock.set(new Date('2026-03-31T18:30:00Z'));
    const now = await rest(s.url, 'POST', account('counting/new', w.code), { token: t, body: { type: 'mgi', date: '2026-03-31' } });
    expect(refusal(now)).toBeNull();
    expect(now.body.counting.date).toBe('2026-03');
  });

  it('refusals: not signed in, a wrong role, another academy; nothing written', async () => {
    s.clock.set(new Date('2027-01-02T06:00:00Z'));
    const w = await countWorld();
    const before = await saved(w.code);
    const teacher = await makeUser(s, 'generalTeacher', await s.db.getRepository(Academy).findOneByOrFail({ code: w.code }));
    const other = await makeUser(s, 'accountant');
    const save = (token: string | undefined) => rest(s.url, 'POST', account('counting/new', w.code), { token, body: { type: 'mgi', date: '2026-03-15' } }).then(refusal);
    const report = (token: string | undefined) => rest(s.url, 'POST', account('report/new', w.code), { token, body: { type: 'mgr', date: '2026-03-15' } }).then(refusal);
    expect([await save(undefined), await report(undefined)]).toEqual(['loginError', 'loginError']);
    expect([await save(teacher.token), await report(teacher.token)]).toEqual(['authorRequired', 'authorRequired']);
    expect([await save(other.token), await report(other.token)]).toEqual(['authorRequired', 'authorRequired']);
    expect(await saved(w.code)).toBe(before);
  });
});

// ---------------------------------------------------------------- store: sold_update (item 7)

describe('store: PUT product/sold_update with acceptingAmount 0', () => {
  const SAVE = 'mutation($i: ProductNewInput!) { saveProducts(input: $i) { products { id } } }';
  const SELL = 'mutation($i: SellProductsInput!) { sellProducts(input: $i) { lines { id } } }';
  const others = (p: string, c: string) => `/api/others/${p}/${c}`;

  /** Rice: 50 kg, 20 of them sold in one line. */
  async function storeWorld(): Promise<{ owner: Signed; code: string; sold: number }> {
    const owner = await makeUser(s, 'education');
    const saved = ok(await gql(s.url, SAVE, { i: { rows: [{ name: 'Rice', unit: 'kg', amount: 50, buyingPrice: 60, sellingPrice: 75 }], date: '2026-03-01', responsible: 'Store keeper' } }, owner.token));
    const rice = saved.saveProducts.products[0].id;
    const sale = ok(await gql(s.url, SELL, { i: { data: [{ id: rice, amount: 20 }], seller: 'Abdul Karim', mobile: '01711000000', allTotal: 1500 } }, owner.token));
    return { owner, code: owner.academy.code, sold: sale.sellProducts.lines[0].id };
  }
  async function store(code: string): Promise<string> {
    return JSON.stringify({
      products: await s.db.getRepository(Product).find({ where: { code }, order: { id: 'ASC' } }),
      sales: await s.db.getRepository(ProductSale).find({ where: { code }, order: { id: 'ASC' } }),
      sold: await s.db.getRepository(SoldProduct).find({ where: { code }, order: { id: 'ASC' } }),
    });
  }

  it('the spec\'s payload (id, newSoldAmount, acceptingAmount 0, acceptingAll false) sets the sold amount; acceptingAmount 0 with acceptingAll takes all back', async () => {
    const w = await storeWorld();
    const put = (body: object) => rest(s.url, 'PUT', others('product/sold_update', w.code), { token: w.owner.token, body });
    const r = await put({ id: w.sold, newSoldAmount: 15, acceptingAmount: 0, acceptingAll: false });
    expect(refusal(r)).toBeNull();
    expect(r.body).toMatchObject({ returned: 5, sold_product: { id: w.sold, total_sold: 15 }, product: { total_sold: 15 } });
    const asText = await put({ id: w.sold, newSoldAmount: '12', acceptingAmount: '0', acceptingAll: 'false' });
    expect(asText.body).toMatchObject({ returned: 3, sold_product: { total_sold: 12 } });
    const asNull = await put({ id: w.sold, newSoldAmount: 10, acceptingAmount: null, acceptingAll: false });
    expect(asNull.body).toMatchObject({ returned: 2, sold_product: { total_sold: 10 } });
    const some = await put({ id: w.sold, newSoldAmount: 6, acceptingAmount: 4, acceptingAll: false });
    expect(some.body).toMatchObject({ returned: 4, sold_product: { total_sold: 6 } });
    const all = await put({ id: w.sold, newSoldAmount: 0, acceptingAmount: 0, acceptingAll: true });
    expect(all.body).toMatchObject({ returned: 6, sold_product: null, product: { total_sold: 0 } });
  });

  it('refusals: nothing to change, a negative amount, not signed in, a wrong role, another academy; nothing written', async () => {
    const w = await storeWorld();
    const before = await store(w.code);
    const guardian = await makeUser(s, 'guardian', w.owner.academy);
    const other = await makeUser(s, 'education');
    const put = (token: string | undefined, body: object) => rest(s.url, 'PUT', others('product/sold_update', w.code), { token, body }).then((x) => [x.body.message, x.body.params?.field ?? null]);
    expect(await put(w.owner.token, { id: w.sold, acceptingAmount: 0, acceptingAll: false })).toEqual(['invalidValue', 'newSoldAmount']);
    expect(await put(w.owner.token, { id: w.sold, newSoldAmount: 15, acceptingAmount: -1 })).toEqual(['invalidValue', 'acceptingAmount']);
    expect((await put(undefined, { id: w.sold, newSoldAmount: 15, acceptingAmount: 0 }))[0]).toBe('loginError');
    expect((await put(guardian.token, { id: w.sold, newSoldAmount: 15, acceptingAmount: 0 }))[0]).toBe('authorRequired');
    expect((await put(other.token, { id: w.sold, newSoldAmount: 15, acceptingAmount: 0 }))[0]).toBe('authorRequired');
    // POST product/accept keeps refusing an accept of nothing.
    const accept = await rest(s.url, 'POST', others('product/accept', w.code), { token: w.owner.token, body: { id: w.sold, acceptingAmount: 0 } });
    expect(refusal(accept)).toBe('invalidValue');
    expect(await store(w.code)).toBe(before);
  });
});

// ---------------------------------------------------------------- the SMS balance in taka (item 10)

describe('the SMS balance is in taka wherever it is read', () => {
  it('me.sms_balance, GraphQL me.academy.smsBalance, the dashboard and the balance inquiry agree: messages = balance × 100 / 40', async () => {
    const academy = await makeAcademy(s, { smsBalance: 49_600, balanceExpiry: '2027-01-01' });
    const education = await makeUser(s, 'education', academy);
    const me = await rest(s.url, 'GET', '/api/auth/me', { token: education.token });
    expect(me.body.user.sms_balance).toBe(496);
    const g = ok(await gql(s.url, '{ me { academy { smsBalance } } smsBalance { balance messages } }', {}, education.token));
    expect(g.me.academy.smsBalance).toBe(496);
    expect(g.smsBalance).toMatchObject({ balance: 496, messages: (496 * 100) / 40 });
    const dashboard = await rest(s.url, 'GET', `/api/others/dashboard/${academy.code}`, { token: education.token });
    expect(dashboard.body.dashboard.sms).toMatchObject({ balance: 496, messages: 1240 });
    const login = await rest(s.url, 'POST', '/api/auth/login', { body: { email: education.user.email, password: education.password, code: academy.code } });
    expect(login.body.user.sms_balance).toBe(496);
    // Paisa stay exact: 12.34 taka.
    await s.db.getRepository(Academy).update({ code: academy.code }, { smsBalance: 1234 });
    expect((await rest(s.url, 'GET', '/api/auth/me', { token: education.token })).body.user.sms_balance).toBe(12.34);
  });
});
