import { ApprovedReceiptBook, Receipt } from '../../api/src/domains/accounts/receipts.entities';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { Donation } from '../../api/src/domains/donor/donor.entities';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { amountInWords } from '../../api/src/rules/in-words';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const R = 'id department type bookNo receiptNoFrom receiptNoTill name address mobile fund regarding amount amountPaisa inWords date receiverSign receiverName principalSign principalName condition';
const SAVE = `mutation($i: ReceiptInput!) { saveReceipt(input: $i) { ${R} } }`;
const DELETE = 'mutation($id: Int!, $code: String) { deleteReceipt(id: $id, principalCode: $code) }';
const LIST = `query($d: String!, $q: String, $o: Int, $l: Int) { receipts(department: $d, search: $q, offset: $o, limit: $l) { total items { ${R} } } }`;
const APPROVE = 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }';
const REGARDINGS = 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/**
 * An academy: an accountant (or `type`), a principal whose password is the signing code, the income
 * heads (general: Monthly fee, Donation; charity: Zakat), approved books 7 (accounts, pages 1–5),
 * 8 (boarding, pages 1–3), 100 (accounts, 1–100), 101 (accounts, 1–10) and 300 (donation, 1–50),
 * one auto receipt (book 7 page 1) and one manual receipt (book 100 page 10).
 */
interface World { owner: Signed; principal: Signed; code: string; auto: number; manual: number }

const form = (w: World, over: Record<string, unknown> = {}) => ({
  department: 'accounts', type: 'autoReceipt', donorName: 'Abdul Karim', address: 'Kalikapur', mobile: '', fund: 'generalFund',
  regarding: 'Donation', amount: 1250, date: '2026-03-10', principalCode: w.principal.password, ...over,
});

async function world(type: UserType = 'accountant'): Promise<World> {
  const academy = await makeAcademy(s);
  const principal = await makeUser(s, 'principal', academy, { signUrl: '/files/principal-sign.png' });
  const council = await makeUser(s, 'councilMember', academy);
  const owner = await makeUser(s, type, academy, { signUrl: '/files/receiver-sign.png' });
  const su = await makeUser(s, 'superUser', academy);
  expect((await gql(s.url, REGARDINGS, { i: { mgi: ['Monthly fee', 'Donation'], mci: ['Zakat'] } }, su.token)).errors).toBeUndefined();
  expect((await gql(s.url, APPROVE, { i: { rows: [
    { bookNo: 7, receiptTill: 5, department: 'accounts' }, { bookNo: 8, receiptTill: 3, department: 'boarding' },
    { bookNo: 100, receiptTill: 100, department: 'accounts' }, { bookNo: 101, receiptTill: 10, department: 'accounts' },
    { bookNo: 300, receiptTill: 50, department: 'donation' },
  ], councilCode: council.password } }, council.token)).errors).toBeUndefined();
  const w = { owner, principal, code: academy.code, auto: 0, manual: 0 };
  w.auto = ok(await gql(s.url, SAVE, { i: form(w) }, su.token)).saveReceipt.id;
  w.manual = ok(await gql(s.url, SAVE, { i: form(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 10 }) }, su.token)).saveReceipt.id;
  return w;
}

const ok = (r: GqlResult) => { expect(r.errors).toBeUndefined(); return r.data as any; };
const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
async function state(code: string): Promise<string> {
  return JSON.stringify({
    receipts: await s.db.getRepository(Receipt).find({ where: { code }, order: { id: 'ASC' } }),
    books: await s.db.getRepository(ApprovedReceiptBook).find({ where: { code }, order: { id: 'ASC' } }),
    sms: await s.db.getRepository(OutboxMessage).countBy({ code }),
  });
}

type Ids = Pick<World, 'auto' | 'manual'>;
const writes: Record<string, (w: World, token: string | undefined, code: string, ids: Ids) => Promise<string | null>> = {
  'saveReceipt (new)': (w, t) => gql(s.url, SAVE, { i: form(w) }, t).then(errorCode),
  'saveReceipt (edit)': (w, t, _c, ids) => gql(s.url, SAVE, { i: form(w, { id: ids.auto, amount: 99 }) }, t).then(errorCode),
  deleteReceipt: (w, t, _c, ids) => gql(s.url, DELETE, { id: ids.manual, code: w.principal.password }, t).then(errorCode),
  'POST /receipt/new': (w, t, c) => rest(s.url, 'POST', `/api/account/receipt/new/${c}`, { token: t, body: form(w, { type: 'menualReceipt', bookNo: '101', receiptFrom: '1', receiptTill: '1' }) }).then(restError),
  'PUT /receipt/update': (w, t, c, ids) => rest(s.url, 'PUT', `/api/account/receipt/update/${c}`, { token: t, body: form(w, { id: ids.auto, amount: '99' }) }).then(restError),
  'DELETE /receipt/delete': (w, t, c, ids) => rest(s.url, 'DELETE', `/api/account/receipt/delete/${c}?id=${ids.manual}&principalCode=${encodeURIComponent(w.principal.password)}`, { token: t }).then(restError),
};

describe('receipts: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(w, undefined, w.code, w)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['principal', 'councilMember', 'education', 'admin', 'guardian'] as const)('every write is authorRequired for %s, and changes nothing', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(w, u.token, w.code, w)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
  });

  it("another academy's receipts are sorryNotFound (its code in a path: authorRequired), and neither academy changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const name of ['saveReceipt (edit)', 'deleteReceipt', 'PUT /receipt/update', 'DELETE /receipt/delete']) {
      expect([name, await writes[name](a, a.owner.token, a.code, b)]).toEqual([name, 'sorryNotFound']);
    }
    for (const name of Object.keys(writes).filter((n) => n.includes('/'))) expect([name, await writes[name](b, a.owner.token, b.code, b)]).toEqual([name, 'authorRequired']);
    // B's principal does not sign A's receipts.
    expect(errorCode(await gql(s.url, SAVE, { i: form(b) }, a.owner.token))).toBe('authorRequired');
    expect(await state(a.code)).toBe(beforeA);
    expect(await state(b.code)).toBe(beforeB);
    const listed = ok(await gql(s.url, LIST, { d: 'accounts' }, a.owner.token)).receipts;
    expect(listed.items.map((r: { id: number }) => r.id).sort()).toEqual([a.auto, a.manual].sort());
    expect((await rest(s.url, 'GET', `/api/account/receipts/${b.code}?department=accounts`, { token: a.owner.token })).body.message).toBe('authorRequired');
  });

  it.each(['accountant', 'boardingSuper', 'superUser'] as const)('every write works for %s', async (type) => {
    for (const [name, call] of Object.entries(writes)) {
      const w = await world(type);
      expect([type, name, await call(w, w.owner.token, w.code, w)]).toEqual([type, name, null]);
    }
  });
});

describe('receipts: numbers from the approved books', () => {
  it('auto receipts take the next unused pages of the department\'s book, skipping pages a manual receipt used; the book finishes', async () => {
    const w = await world();
    ok(await gql(s.url, SAVE, { i: form(w, { type: 'menualReceipt', bookNo: 7, receiptFrom: 3, receiptTill: 3 }) }, w.owner.token));
    const pages: number[] = [];
    for (let i = 0; i < 3; i++) pages.push(ok(await gql(s.url, SAVE, { i: form(w) }, w.owner.token)).saveReceipt.receiptNoFrom);
    expect(pages).toEqual([2, 4, 5]);
    const book = await s.db.getRepository(ApprovedReceiptBook).findOneByOrFail({ code: w.code, bookNo: 7 });
    expect([book.cutted, book.pages - book.cutted, book.condition]).toEqual([5, 0, 'finished']);
    // The department's next approved book follows (100: page 10 is the manual receipt's).
    expect(ok(await gql(s.url, SAVE, { i: form(w) }, w.owner.token)).saveReceipt).toMatchObject({ bookNo: 100, receiptNoFrom: 1 });
    // Boarding has book 8 (3 pages) only: once it is used up, an auto receipt finds no page.
    for (const page of [1, 2, 3]) expect(ok(await gql(s.url, SAVE, { i: form(w, { department: 'boarding' }) }, w.owner.token)).saveReceipt).toMatchObject({ bookNo: 8, receiptNoFrom: page });
    const none = await gql(s.url, SAVE, { i: form(w, { department: 'boarding' }) }, w.owner.token);
    expect([errorCode(none), none.errors?.[0].extensions?.params]).toEqual(['sorryNotFound', { field: 'bookNo' }]);
  });

  it('boarding receipts use the boarding books; a receipt\'s pages are from = till', async () => {
    const w = await world();
    const r = ok(await gql(s.url, SAVE, { i: form(w, { department: 'boarding' }) }, w.owner.token)).saveReceipt;
    expect([r.department, r.type, r.bookNo, r.receiptNoFrom, r.receiptNoTill]).toEqual(['boarding', 'autoReceipt', 8, 1, 1]);
  });

  it('deleting a receipt frees its page: the next auto receipt uses it again', async () => {
    const w = await world();
    ok(await gql(s.url, DELETE, { id: w.auto, code: w.principal.password }, w.owner.token));
    expect((await s.db.getRepository(ApprovedReceiptBook).findOneByOrFail({ code: w.code, bookNo: 7 })).cutted).toBe(0);
    expect(ok(await gql(s.url, SAVE, { i: form(w) }, w.owner.token)).saveReceipt.receiptNoFrom).toBe(1);
  });

  it('manual receipts take free pages of an approved book of their department; the last page defaults to the first; REST next_receipt_no tells the auto page', async () => {
    const w = await world();
    const range = ok(await gql(s.url, SAVE, { i: form(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 11, receiptTill: 14 }) }, w.owner.token)).saveReceipt;
    expect([range.bookNo, range.receiptNoFrom, range.receiptNoTill, range.type]).toEqual([100, 11, 14, 'menualReceipt']);
    const single = ok(await gql(s.url, SAVE, { i: form(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 20 }) }, w.owner.token)).saveReceipt;
    expect([single.receiptNoFrom, single.receiptNoTill]).toEqual([20, 20]);
    const next = await rest(s.url, 'GET', `/api/account/next_receipt_no/${w.code}?department=accounts`, { token: w.owner.token });
    expect(next.body).toMatchObject({ success: true, bookNo: 7, nextReceiptNo: 2, receiptFrom: 2, receiptTill: 2 });
  });
});

describe('receipts: the form', () => {
  it('in words, receiver and principal signatures come from the server; a client\'s inWords is ignored', async () => {
    const w = await world();
    const r = await rest(s.url, 'POST', `/api/account/receipt/new/${w.code}`, {
      token: w.owner.token, body: { ...form(w, { amount: '125050.50' }), inWords: 'one million', receiverSign: 'x.png', principalSign: 'y.png' },
    });
    expect(r.body.receipt).toMatchObject({
      amount: 125050.5, amount_paisa: 12505050, in_words: amountInWords(12505050, 'bn'), receiver_sign: '/files/receiver-sign.png',
      principal_sign: '/files/principal-sign.png', name: 'Abdul Karim', book_no: 7, receipt_no_from: 2, receipt_no_till: 2, condition: 'unsaved',
    });
    expect(r.body.receipt.in_words).toBe('এক লক্ষ পঁচিশ হাজার পঞ্চাশ টাকা এবং পঞ্চাশ পয়সা মাত্র'.normalize('NFC'));
  });

  it('the in words follow the academy\'s language', async () => {
    const academy = await makeAcademy(s, { language: 'en' });
    const su = await makeUser(s, 'superUser', academy);
    ok(await gql(s.url, REGARDINGS, { i: { mgi: ['Fee'] } }, su.token));
    ok(await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 1, receiptTill: 10, department: 'accounts' }], councilCode: '' } }, su.token));
    const r = ok(await gql(s.url, SAVE, { i: { ...form({ principal: su } as World, { type: 'menualReceipt', bookNo: 1, receiptFrom: 1, regarding: 'fee', principalCode: '' }) } }, su.token)).saveReceipt;
    expect([r.inWords, r.regarding, r.principalSign]).toEqual(['One thousand two hundred fifty taka only', 'Fee', su.user.signUrl]);
  });

  it('the regarding is one of the fund\'s income heads (letter case aside, kept as the list writes it)', async () => {
    const w = await world();
    const zakat = ok(await gql(s.url, SAVE, { i: form(w, { fund: 'charityFund', regarding: ' zakat ' }) }, w.owner.token)).saveReceipt;
    expect([zakat.fund, zakat.regarding]).toEqual(['charityFund', 'Zakat']);
  });

  it('an edit changes the text, amount and signature, never the book, pages, type or department', async () => {
    const w = await world();
    const other = await makeUser(s, 'principal', w.owner.academy, { signUrl: '/files/principal-2.png' });
    const r = ok(await gql(s.url, SAVE, { i: form(w, {
      id: w.auto, donorName: 'Rahima', amount: 500.25, department: 'boarding', type: 'menualReceipt', bookNo: 55, receiptFrom: 9, principalCode: other.password,
    }) }, w.owner.token)).saveReceipt;
    expect(r).toMatchObject({ id: w.auto, name: 'Rahima', amount: 500.25, amountPaisa: 50025, department: 'accounts', type: 'autoReceipt', bookNo: 7, receiptNoFrom: 1, principalSign: '/files/principal-2.png' });
    expect(r.inWords).toBe(amountInWords(50025, 'bn'));
  });

  it('a receipt saved by the monthly count refuses edit and delete (sorryMonthlyCountDone)', async () => {
    const w = await world();
    await s.db.getRepository(Receipt).update({ id: w.auto }, { condition: 'saved' });
    const before = await state(w.code);
    expect(errorCode(await gql(s.url, SAVE, { i: form(w, { id: w.auto }) }, w.owner.token))).toBe('sorryMonthlyCountDone');
    expect(errorCode(await gql(s.url, DELETE, { id: w.auto, code: w.principal.password }, w.owner.token))).toBe('sorryMonthlyCountDone');
    expect(await writes['PUT /receipt/update'](w, w.owner.token, w.code, w)).toBe('sorryMonthlyCountDone');
    const del = await rest(s.url, 'DELETE', `/api/account/receipt/delete/${w.code}?bookNo=7&receiptTill=1&principalCode=${encodeURIComponent(w.principal.password)}`, { token: w.owner.token });
    expect(del.body).toMatchObject({ success: false, message: 'sorryMonthlyCountDone' });
    expect(await state(w.code)).toBe(before);
  });

  it('REST delete by book and last page', async () => {
    const w = await world();
    const del = await rest(s.url, 'DELETE', `/api/account/receipt/delete/${w.code}?bookNo=100&receiptTill=10`, { token: w.owner.token, body: { principalCode: w.principal.password } });
    expect(del.body).toEqual({ success: true });
    expect(await s.db.getRepository(Receipt).countBy({ code: w.code })).toBe(1);
  });
});

describe('receipts: the list', () => {
  it('pages newest first with a total, and searches the name, address, regarding, date and numbers (REST { receipts, total })', async () => {
    const w = await world();
    for (const [name, regarding] of [['Rahima', 'Monthly fee'], ['Salim', 'Donation'], ['রহিম উদ্দিন', 'Monthly fee']]) {
      ok(await gql(s.url, SAVE, { i: form(w, { donorName: name, regarding }) }, w.owner.token));
    }
    ok(await gql(s.url, SAVE, { i: form(w, { department: 'boarding', donorName: 'Boarder' }) }, w.owner.token));
    const page = ok(await gql(s.url, LIST, { d: 'accounts', o: 0, l: 2 }, w.owner.token)).receipts;
    expect([page.total, page.items.map((r: { name: string }) => r.name)]).toEqual([5, ['রহিম উদ্দিন', 'Salim']]);
    const search = async (q: string) => ok(await gql(s.url, LIST, { d: 'accounts', q }, w.owner.token)).receipts.items.map((r: { name: string }) => r.name).sort();
    expect(await search('monthly')).toEqual(['Rahima', 'রহিম উদ্দিন'].sort());
    expect(await search('রহিম')).toEqual(['রহিম উদ্দিন']);
    expect(await search('4')).toEqual(['রহিম উদ্দিন']);
    expect(await search('৪')).toEqual(['রহিম উদ্দিন']);
    expect(await search('০৩-১০')).toHaveLength(5);
    expect(await search('100%')).toEqual([]);
    const r = await rest(s.url, 'GET', `/api/account/receipts/${w.code}?department=accounts&page=2&limit=2&search=kalikapur`, { token: w.owner.token });
    expect(r.body.total).toBe(5);
    expect(r.body.receipts.map((x: { name: string }) => x.name)).toEqual(['Rahima', 'Abdul Karim']);
    expect(r.body.receipts[0]).toMatchObject({ book_no: 7, receipt_no_from: 2, in_words: expect.any(String), department: 'accounts' });
    const boarding = await rest(s.url, 'GET', `/api/account/receipts/${w.code}?department=boarding`, { token: w.owner.token });
    expect([boarding.body.total, boarding.body.receipts[0].name]).toEqual([1, 'Boarder']);
    expect((await rest(s.url, 'GET', `/api/account/receipts/${w.code}?department=kitchen`, { token: w.owner.token })).body).toMatchObject({ message: 'invalidValue', params: { field: 'department' } });
  });
});

describe('receipts: the receipt SMS', () => {
  it('goes to the given mobile after a new receipt when receipt_sms is on; not on edit, not without a mobile, not when off', async () => {
    const w = await world();
    const sms = () => s.db.getRepository(OutboxMessage).find({ where: { code: w.code, kind: 'receipt' }, order: { id: 'ASC' } });
    ok(await gql(s.url, SAVE, { i: form(w, { mobile: '01711000000' }) }, w.owner.token));
    expect(await sms()).toHaveLength(0);
    await s.db.getRepository(AcademySettings).save({ code: w.code, receiptSms: true, draftMessages: [], receiptSmsText: 'Received {amount} taka from {name}.' });
    const r = ok(await gql(s.url, SAVE, { i: form(w, { mobile: '01711000000, 01811000000', amount: 1250.5 }) }, w.owner.token)).saveReceipt;
    ok(await gql(s.url, SAVE, { i: form(w) }, w.owner.token));
    ok(await gql(s.url, SAVE, { i: form(w, { id: r.id, mobile: '01711000000' }) }, w.owner.token));
    const sent = await sms();
    expect(sent.map((m) => [m.receiver, m.body])).toEqual([['01711000000', 'Received 1250.50 taka from Abdul Karim.']]);
  });
});

describe('receipts: bad input is refused with its key, writing nothing', () => {
  const save = (w: World, over: Record<string, unknown>) => gql(s.url, SAVE, { i: form(w, over) }, w.owner.token);
  const post = (w: World, body: Record<string, unknown>) => rest(s.url, 'POST', `/api/account/receipt/new/${w.code}`, { token: w.owner.token, body });
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>][] = [
    ['no name', (w) => save(w, { donorName: ' ' }), 'requiredField', { field: 'donorName' }],
    ['no address', (w) => save(w, { address: '' }), 'requiredField', { field: 'address' }],
    ['no fund', (w) => save(w, { fund: '' }), 'requiredField', { field: 'fund' }],
    ['an unknown fund', (w) => save(w, { fund: 'fun' }), 'invalidValue', { field: 'fund' }],
    ['no regarding', (w) => save(w, { regarding: '' }), 'requiredField', { field: 'regarding' }],
    ['a regarding not of the fund\'s income heads', (w) => save(w, { fund: 'charityFund', regarding: 'Donation' }), 'invalidValue', { field: 'regarding' }],
    ['no amount', (w) => save(w, { amount: 0 }), 'requiredField', { field: 'amount' }],
    ['a negative amount', (w) => save(w, { amount: -5 }), 'invalidValue', { field: 'amount' }],
    ['three decimals', (w) => save(w, { amount: 1.005 }), 'invalidValue', { field: 'amount' }],
    ['above the largest amount', (w) => save(w, { amount: 20000000.01 }), 'invalidValue', { field: 'amount' }],
    ['no date', (w) => save(w, { date: '' }), 'requiredField', { field: 'date' }],
    ['an impossible date', (w) => save(w, { date: '2026-02-30' }), 'invalidValue', { field: 'date' }],
    ['a mobile too long', (w) => save(w, { mobile: '0171100000001711000000017110000' }), 'checkMobile', { field: 'mobile' }],
    ['a mobile that is not a number', (w) => save(w, { mobile: 'call me' }), 'invalidValue', { field: 'mobile' }],
    ['an unknown department', (w) => save(w, { department: 'kitchen' }), 'invalidValue', { field: 'department' }],
    ['an unknown type', (w) => save(w, { type: 'manualReceipt' }), 'invalidValue', { field: 'type' }],
    ['no principal code', (w) => save(w, { principalCode: '' }), 'requiredField', { field: 'principalCode' }],
    ['a wrong principal code', (w) => save(w, { principalCode: 'nope' }), 'authorRequired', { field: 'principalCode' }],
    ['the accountant\'s own password as the principal code', (w) => save(w, { principalCode: w.owner.password }), 'authorRequired', { field: 'principalCode' }],
    ['manual without a book', (w) => save(w, { type: 'menualReceipt', receiptFrom: 1 }), 'requiredField', { field: 'bookNo' }],
    ['manual without a page', (w) => save(w, { type: 'menualReceipt', bookNo: 3 }), 'requiredField', { field: 'receiptFrom' }],
    ['manual with the last page before the first', (w) => save(w, { type: 'menualReceipt', bookNo: 3, receiptFrom: 5, receiptTill: 4 }), 'invalidValue', { field: 'receiptTill' }],
    ['manual on a page already used', (w) => save(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 10 }), 'duplicateNotPossible', { field: 'receiptFrom', bookNo: 100, receiptNo: 10 }],
    ['manual on a range ending on a used page', (w) => save(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 9, receiptTill: 10 }), 'duplicateNotPossible', { field: 'receiptFrom', bookNo: 100, receiptNo: 10 }],
    ['manual on a range that covers a used page', (w) => save(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 8, receiptTill: 12 }), 'duplicateNotPossible', { field: 'receiptFrom', receiptNo: 10 }],
    ['manual on the auto receipt\'s page', (w) => save(w, { type: 'menualReceipt', bookNo: 7, receiptFrom: 1 }), 'duplicateNotPossible', { field: 'receiptFrom', bookNo: 7 }],
    // Issue 22: manual pages lie inside an approved book of the receipt's department.
    ['manual in a book never approved', (w) => save(w, { type: 'menualReceipt', bookNo: 999, receiptFrom: 1 }), 'sorryNotFound', { field: 'bookNo', bookNo: 999 }],
    ['manual in another department\'s book', (w) => save(w, { type: 'menualReceipt', bookNo: 8, receiptFrom: 2 }), 'sorryNotFound', { field: 'bookNo', bookNo: 8 }],
    ['manual past the book\'s last page', (w) => save(w, { type: 'menualReceipt', bookNo: 100, receiptFrom: 150 }), 'invalidValue', { field: 'receiptFrom', bookNo: 100, receiptFrom: 1, receiptTill: 100 }],
    ['manual with a range running past the book', (w) => save(w, { type: 'menualReceipt', bookNo: 101, receiptFrom: 9, receiptTill: 12 }), 'invalidValue', { field: 'receiptTill', bookNo: 101, receiptFrom: 1, receiptTill: 10 }],
    ['an edit of a missing receipt', (w) => save(w, { id: 999999 }), 'sorryNotFound', {}],
    ['a delete without the principal code', (w) => gql(s.url, DELETE, { id: w.auto }, w.owner.token), 'requiredField', { field: 'principalCode' }],
    ['a delete with a wrong principal code', (w) => gql(s.url, DELETE, { id: w.auto, code: 'nope' }, w.owner.token), 'authorRequired', { field: 'principalCode' }],
    ['REST: no amount', (w) => post(w, form(w, { amount: '' })), 'requiredField', { field: 'amount' }],
    ['REST: an amount that is not a number', (w) => post(w, form(w, { amount: 'lots' })), 'invalidValue', { field: 'amount' }],
    ['REST: a page that is not a number', (w) => post(w, form(w, { type: 'menualReceipt', bookNo: 3, receiptFrom: 'x' })), 'invalidValue', { field: 'receiptFrom' }],
    ['REST: no name', (w) => post(w, form(w, { donorName: '' })), 'requiredField', { field: 'donorName' }],
    ['REST: an update without an id', (w) => rest(s.url, 'PUT', `/api/account/receipt/update/${w.code}`, { token: w.owner.token, body: form(w) }), 'sorryNotFound', {}],
    ['REST: a delete of nothing', (w) => rest(s.url, 'DELETE', `/api/account/receipt/delete/${w.code}?principalCode=x`, { token: w.owner.token }), 'sorryNotFound', {}],
    ['REST: a delete of a missing page', (w) => rest(s.url, 'DELETE', `/api/account/receipt/delete/${w.code}?bookNo=7&receiptTill=4&principalCode=${encodeURIComponent(w.principal.password)}`, { token: w.owner.token }), 'sorryNotFound', {}],
    ['REST: a delete with a wrong principal code', (w) => rest(s.url, 'DELETE', `/api/account/receipt/delete/${w.code}?id=${w.auto}&principalCode=nope`, { token: w.owner.token }), 'authorRequired', { field: 'principalCode' }],
  ];
  it.each(cases)('%s', async (_name, call, key, params) => {
    const w = await world();
    const before = await state(w.code);
    const r = await call(w);
    if ('status' in r) {
      expect(r.body).toMatchObject({ success: false, message: key, params });
    } else {
      expect(errorCode(r)).toBe(key);
      expect(r.errors?.[0].extensions?.params ?? {}).toMatchObject(params);
    }
    expect(await state(w.code)).toBe(before);
  });
});

describe('receipts: donation receipts need the member check', () => {
  const DONOR = 'mutation($i: DonorInput!) { saveDonor(input: $i) { id } }';
  const DONATIONS = 'query { donations { items { id memberNo donorName address providedAmount donationAmount inWords responsible date receiptId } } }';
  const DROP_DONATION = 'mutation($id: Int!) { deleteDonation(id: $id) }';
  const donor = (memberNo: number, over: Record<string, unknown> = {}) => ({
    memberNo, donorName: 'Abdur Rahim', mobile: '01711000000', village: 'Kalikapur', postOffice: 'Kalikapur', subDistrict: 'Sadar', district: 'Cumilla', donationAmount: 500, ...over,
  });
  const gift = (w: World, over: Record<string, unknown> = {}) => form(w, { department: 'donation', type: 'menualReceipt', bookNo: 300, receiptFrom: 1, memberNo: 41, ...over });
  async function donationWorld(): Promise<World> {
    const w = await world();
    ok(await gql(s.url, DONOR, { i: donor(41) }, w.principal.token));
    return w;
  }
  const everything = async (code: string) => JSON.stringify({ state: await state(code), donations: await s.db.getRepository(Donation).find({ where: { code }, order: { id: 'ASC' } }) });

  it.each([
    ['without a member number', {}, 'requiredField', { field: 'memberNo' }],
    ['with a member number no donor has', { memberNo: 42 }, 'sorryNotFound', { field: 'memberNo' }],
    ['with a pledge below 0', { donationAmount: -1 }, 'invalidValue', { field: 'donationAmount' }],
  ])('is refused %s, writing nothing', async (_name, over, key, params) => {
    const w = await donationWorld();
    const before = await everything(w.code);
    const input = gift(w, over);
    if (!('memberNo' in over) && key === 'requiredField') delete (input as Record<string, unknown>).memberNo;
    const r = await gql(s.url, SAVE, { i: input }, w.owner.token);
    expect([errorCode(r), r.errors?.[0].extensions?.params]).toEqual([key, params]);
    expect(await everything(w.code)).toBe(before);
  });

  it("another academy's donor is not a member here (sorryNotFound), over GraphQL and REST", async () => {
    const a = await donationWorld();
    const b = await world();
    ok(await gql(s.url, DONOR, { i: donor(77) }, b.principal.token));
    const before = await everything(a.code);
    const r = await gql(s.url, SAVE, { i: gift(a, { memberNo: 77 }) }, a.owner.token);
    expect([errorCode(r), r.errors?.[0].extensions?.params]).toEqual(['sorryNotFound', { field: 'memberNo' }]);
    const posted = await rest(s.url, 'POST', `/api/account/receipt/new/${a.code}`, { token: a.owner.token, body: gift(a, { memberNo: '77', bookNo: '300', receiptFrom: '1' }) });
    expect(posted.body).toMatchObject({ success: false, message: 'sorryNotFound', params: { field: 'memberNo' } });
    expect(await everything(a.code)).toBe(before);
  });

  it('records the donation of the receipt: the receipt is the money (an edit changes it, only its delete removes it)', async () => {
    const w = await donationWorld();
    const saved = ok(await gql(s.url, `mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id memberNo donationAmount amount department receiverName } }`, { i: gift(w, { amount: 1250.5 }) }, w.owner.token)).saveReceipt;
    expect(saved).toMatchObject({ memberNo: 41, donationAmount: 500, amount: 1250.5, department: 'donation' });
    let donations = ok(await gql(s.url, DONATIONS, {}, w.principal.token)).donations.items;
    expect(donations).toEqual([{
      id: expect.any(Number), memberNo: 41, donorName: 'Abdul Karim', address: 'Kalikapur', providedAmount: 1250.5, donationAmount: 500,
      inWords: amountInWords(125050, 'bn'), responsible: saved.receiverName, date: '2026-03-10', receiptId: saved.id,
    }]);
    // Only the receipt changes or deletes its donation.
    const dropped = await gql(s.url, DROP_DONATION, { id: donations[0].id }, w.principal.token);
    expect([errorCode(dropped), dropped.errors?.[0].extensions?.params]).toEqual(['notWorked', { field: 'receiptId' }]);
    ok(await gql(s.url, SAVE, { i: gift(w, { id: saved.id, amount: 99, donationAmount: 700 }) }, w.owner.token));
    donations = ok(await gql(s.url, DONATIONS, {}, w.principal.token)).donations.items;
    expect(donations.map((d: { providedAmount: number; donationAmount: number }) => [d.providedAmount, d.donationAmount])).toEqual([[99, 700]]);
    const listed = ok(await gql(s.url, LIST, { d: 'donation' }, w.owner.token)).receipts;
    expect(listed.items.map((r: { id: number }) => r.id)).toEqual([saved.id]);
    // A donation receipt is found by its member number too.
    expect(ok(await gql(s.url, LIST, { d: 'donation', q: '41' }, w.owner.token)).receipts.items.map((r: { id: number }) => r.id)).toEqual([saved.id]);
    expect(ok(await gql(s.url, LIST, { d: 'donation', q: '42' }, w.owner.token)).receipts.total).toBe(0);
    ok(await gql(s.url, DELETE, { id: saved.id, code: w.principal.password }, w.owner.token));
    expect(await s.db.getRepository(Donation).countBy({ code: w.code })).toBe(0);
  });

  it('REST takes member_no and donation_amount; other departments carry no member', async () => {
    const w = await donationWorld();
    const posted = await rest(s.url, 'POST', `/api/account/receipt/new/${w.code}`, {
      token: w.owner.token, body: { ...gift(w, { bookNo: '300', receiptFrom: '2', amount: '60' }), memberNo: undefined, member_no: '41', donation_amount: '800' },
    });
    expect(posted.body.receipt).toMatchObject({ member_no: 41, donation_amount: 800, amount: 60, department: 'donation' });
    const accounts = ok(await gql(s.url, `mutation($i: ReceiptInput!) { saveReceipt(input: $i) { memberNo donationAmount } }`, { i: form(w, { memberNo: 41, donationAmount: 5 }) }, w.owner.token)).saveReceipt;
    expect(accounts).toEqual({ memberNo: null, donationAmount: null });
    expect(await s.db.getRepository(Donation).countBy({ code: w.code })).toBe(1);
  });
});
