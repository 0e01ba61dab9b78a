import { ApprovedReceiptBook, Receipt } from '../../api/src/domains/accounts/receipts.entities';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const B = 'id bookNo receiptFrom receiptTill pages cutted remain department aporverSign aporverName aporver1Sign aporver1Name date condition';
const LIST = `{ approvedReceiptBooks { ${B} } }`;
const APPROVE = `mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { ${B} } }`;
const PAGES = `mutation($id: Int!, $pages: Int!) { updateReceiptBookPages(id: $id, pages: $pages) { ${B} } }`;
const DELETE = 'mutation($id: Int!) { deleteReceiptBook(id: $id) }';
const NEXT = 'query($d: String!) { nextReceipt(department: $d) { bookNo nextReceiptNo department remain } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/**
 * An academy with a council member (whose password is the approval code) and two approved books:
 * 7 (accounts, pages 1–5, two used) and 8 (boarding, pages 1–3, all used: finished).
 */
interface World { owner: Signed; council: Signed; code: string; open: number; full: number }

async function world(type: UserType = 'councilMember'): Promise<World> {
  const academy = await makeAcademy(s);
  const council = await makeUser(s, 'councilMember', academy, { signUrl: '/files/council-sign.png' });
  const owner = type === 'councilMember' ? council : await makeUser(s, type, academy, { signUrl: '/files/owner-sign.png' });
  const r = await gql(s.url, APPROVE, { i: { rows: [
    { bookNo: 7, receiptTill: 5, department: 'accounts' }, { bookNo: 8, receiptFrom: 1, receiptTill: 3, department: 'boarding' },
  ], councilCode: council.password } }, owner.token);
  expect(r.errors).toBeUndefined();
  const [open, full] = r.data.approveReceiptBooks.map((b: { id: number }) => b.id);
  await used(academy.code, 7, [[1, 2]]);
  await used(academy.code, 8, [[1, 3]]);
  return { owner, council, code: academy.code, open, full };
}

/** Receipts using those pages of a book (as the receipt screen would leave them), then the book recounted by a pages edit of the same size. */
async function used(code: string, bookNo: number, ranges: [number, number][]): Promise<void> {
  const repo = s.db.getRepository(Receipt);
  for (const [from, till] of ranges) {
    await repo.save(repo.create({
      code, department: 'accounts', type: 'menualReceipt', bookNo, receiptNoFrom: from, receiptNoTill: till, name: 'x', address: 'x', fund: 'generalFund',
      regarding: 'x', amountPaisa: 100, inWords: 'x', date: '2026-03-01',
    }));
  }
  const book = await s.db.getRepository(ApprovedReceiptBook).findOneByOrFail({ code, bookNo });
  const cutted = ranges.reduce((n, [f, t]) => n + t - f + 1, 0);
  await s.db.getRepository(ApprovedReceiptBook).update(book.id, { cutted, condition: cutted >= book.pages ? 'finished' : 'unfinished' });
}

const state = async (code: string) => JSON.stringify(await s.db.getRepository(ApprovedReceiptBook).find({ where: { code }, order: { id: 'ASC' } }));
const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
const ok = (r: GqlResult) => { expect(r.errors).toBeUndefined(); return r.data as any; };

type Ids = Pick<World, 'open' | 'full'>;
const writes: Record<string, (w: World, token: string | undefined, code: string, ids: Ids) => Promise<string | null>> = {
  approveReceiptBooks: (w, t) => gql(s.url, APPROVE, { i: { rows: [{ bookNo: 20, receiptTill: 50, department: 'accounts' }], councilCode: w.council.password } }, t).then(errorCode),
  updateReceiptBookPages: (_w, t, _c, ids) => gql(s.url, PAGES, { id: ids.open, pages: 9 }, t).then(errorCode),
  deleteReceiptBook: (_w, t, _c, ids) => gql(s.url, DELETE, { id: ids.open }, t).then(errorCode),
  'POST /receipt_book/new': (w, t, c) => rest(s.url, 'POST', `/api/account/receipt_book/new/${c}`, {
    token: t, body: { data: [{ book_no: '21', receipt_from: '1', receipt_till: '40', department: 'boarding' }], councilCode: w.council.password },
  }).then(restError),
  'PUT /update_receipt_book': (_w, t, c, ids) => rest(s.url, 'PUT', `/api/account/update_receipt_book/${c}`, { token: t, body: { id: ids.open, amount: 9 } }).then(restError),
  'DELETE /receipt_book/delete': (_w, t, c, ids) => rest(s.url, 'DELETE', `/api/account/receipt_book/delete/${c}/${ids.open}`, { token: t }).then(restError),
};

describe('approved receipt books: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(w, undefined, w.code, w)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['principal', 'accountant', 'boardingSuper', 'admin', 'guardian'] as const)('every write is authorRequired for %s, and changes nothing', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(w, u.token, w.code, w)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
  });

  it("another academy's books are sorryNotFound (its code in a path: authorRequired), and neither academy changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const name of ['updateReceiptBookPages', 'deleteReceiptBook', 'PUT /update_receipt_book', 'DELETE /receipt_book/delete']) {
      expect([name, await writes[name](a, a.owner.token, a.code, b)]).toEqual([name, 'sorryNotFound']);
    }
    for (const name of Object.keys(writes).filter((n) => n.includes('/'))) expect([name, await writes[name](b, a.owner.token, b.code, b)]).toEqual([name, 'authorRequired']);
    // B's council member's code does not sign A's books.
    expect(await writes.approveReceiptBooks(b, a.owner.token, a.code, a)).toBe('authorRequired');
    expect(await state(a.code)).toBe(beforeA);
    expect(await state(b.code)).toBe(beforeB);
    expect(ok(await gql(s.url, LIST, {}, a.owner.token)).approvedReceiptBooks.map((x: { id: number }) => x.id).sort()).toEqual([a.open, a.full].sort());
    expect((await rest(s.url, 'GET', `/api/account/all_receipt_books/${b.code}`, { token: a.owner.token })).body.message).toBe('authorRequired');
  });

  it.each(['councilMember', 'superUser'] as const)('every write works for %s', async (type) => {
    for (const [name, call] of Object.entries(writes)) {
      const w = await world(type);
      expect([type, name, await call(w, w.owner.token, w.code, w)]).toEqual([type, name, null]);
    }
  });
});

describe('approved receipt books: the form and the book', () => {
  it('receiptFrom is 1 when left out; pages = till − from + 1; unfinished; signed by the council member and the one who entered it', async () => {
    const w = await world('superUser');
    const books = ok(await gql(s.url, LIST, {}, w.owner.token)).approvedReceiptBooks;
    expect(books.map((b: Record<string, unknown>) => [b.bookNo, b.receiptFrom, b.receiptTill, b.pages, b.cutted, b.remain, b.department, b.condition])).toEqual([
      [8, 1, 3, 3, 3, 0, 'boarding', 'finished'],
      [7, 1, 5, 5, 2, 3, 'accounts', 'unfinished'],
    ]);
    // A superUser signs as themselves (no council code needed); the council code of a council member signs otherwise.
    const su = await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 30, receiptFrom: 101, receiptTill: 150, department: 'allDepartments' }] } }, w.owner.token);
    expect(ok(su).approveReceiptBooks[0]).toMatchObject({ bookNo: 30, receiptFrom: 101, receiptTill: 150, pages: 50, cutted: 0, remain: 50, condition: 'unfinished', aporverSign: '/files/owner-sign.png', date: '2026-03-10' });
    const cw = await world();
    const byCouncil = ok(await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 31, receiptTill: 10, department: 'donation' }], councilCode: cw.council.password } }, cw.owner.token));
    expect(byCouncil.approveReceiptBooks[0]).toMatchObject({ aporverSign: '/files/council-sign.png', aporver1Sign: '/files/council-sign.png', aporverName: expect.stringContaining('councilMember') });
  });

  it('repeated book numbers in one submission collapse to one (the first), and empty rows are skipped', async () => {
    const w = await world();
    const r = ok(await gql(s.url, APPROVE, { i: { rows: [
      {}, { bookNo: 40, receiptTill: 10, department: 'accounts' }, { bookNo: 40, receiptTill: 99, department: 'boarding' }, { department: '' }, { bookNo: 41, receiptTill: 5, department: 'boarding' },
    ], councilCode: w.council.password } }, w.owner.token));
    expect(r.approveReceiptBooks.map((b: Record<string, unknown>) => [b.bookNo, b.pages, b.department])).toEqual([[40, 10, 'accounts'], [41, 5, 'boarding']]);
  });

  it('a book already used by manual receipts is approved with those pages counted', async () => {
    const w = await world();
    const repo = s.db.getRepository(Receipt);
    await repo.save(repo.create({ code: w.code, department: 'accounts', type: 'menualReceipt', bookNo: 50, receiptNoFrom: 2, receiptNoTill: 3, name: 'x', address: 'x', fund: 'generalFund', regarding: 'x', amountPaisa: 100, inWords: 'x', date: '2026-03-01' }));
    const r = ok(await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 50, receiptTill: 4, department: 'accounts' }], councilCode: w.council.password } }, w.owner.token));
    expect(r.approveReceiptBooks[0]).toMatchObject({ pages: 4, cutted: 2, remain: 2, condition: 'unfinished' });
  });

  it('pages are only raised: a finished book raised becomes unfinished again', async () => {
    const w = await world();
    const raised = ok(await gql(s.url, PAGES, { id: w.full, pages: 6 }, w.owner.token)).updateReceiptBookPages;
    expect(raised).toMatchObject({ pages: 6, cutted: 3, remain: 3, receiptTill: 6, condition: 'unfinished' });
    const same = ok(await gql(s.url, PAGES, { id: w.full, pages: 6 }, w.owner.token)).updateReceiptBookPages;
    expect(same.pages).toBe(6);
  });

  it('a book is deleted while a page is unused', async () => {
    const w = await world();
    expect(ok(await gql(s.url, DELETE, { id: w.open }, w.owner.token)).deleteReceiptBook).toBe(true);
    expect(await s.db.getRepository(ApprovedReceiptBook).countBy({ code: w.code })).toBe(1);
  });

  it('the next unused page of an unfinished book of the department, its own books before allDepartments (which serve every department); none: null', async () => {
    const w = await world();
    const next = (d: string) => gql(s.url, NEXT, { d }, w.owner.token).then((r) => ok(r).nextReceipt);
    expect(await next('accounts')).toEqual({ bookNo: 7, nextReceiptNo: 3, department: 'accounts', remain: 3 });
    expect(await next('boarding')).toBeNull();
    const none = await rest(s.url, 'GET', `/api/account/receipt_books/${w.code}?department=donation`, { token: w.owner.token });
    expect(none.body).toMatchObject({ success: true, bookNo: null, nextReceiptNo: null });
    ok(await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 9, receiptFrom: 11, receiptTill: 20, department: 'allDepartments' }], councilCode: w.council.password } }, w.owner.token));
    expect(await next('boarding')).toEqual({ bookNo: 9, nextReceiptNo: 11, department: 'allDepartments', remain: 10 });
    expect(await next('accounts')).toMatchObject({ bookNo: 7 });
    const r = await rest(s.url, 'GET', `/api/account/receipt_books/${w.code}?department=boarding`, { token: w.owner.token });
    expect(r.body).toMatchObject({ success: true, bookNo: 9, nextReceiptNo: 11 });
    expect(errorCode(await gql(s.url, NEXT, { d: 'kitchen' }, w.owner.token))).toBe('invalidValue');
  });

  it('REST: all_receipt_books answers { all_approved_books } in snake_case; a new book answers approved_books', async () => {
    const w = await world();
    const all = await rest(s.url, 'GET', `/api/account/all_receipt_books/${w.code}`, { token: w.owner.token });
    expect(all.body.all_approved_books).toHaveLength(2);
    expect(all.body.all_approved_books[1]).toMatchObject({ id: w.open, book_no: 7, pages: 5, cutted: 2, remain: 3, department: 'accounts', aporver_sign: '/files/council-sign.png', aporver1_sign: '/files/council-sign.png', condition: 'unfinished' });
    const made = await rest(s.url, 'POST', `/api/account/receipt_book/new/${w.code}`, { token: w.owner.token, body: { bookNo: 60, receiptTill: 25, department: 'accounts', councilCode: w.council.password } });
    expect(made.body.approved_books[0]).toMatchObject({ book_no: 60, receipt_from: 1, receipt_till: 25, pages: 25 });
    const teacher = await makeUser(s, 'generalTeacher', w.owner.academy);
    expect((await rest(s.url, 'GET', `/api/account/all_receipt_books/${w.code}`, { token: teacher.token })).body.all_approved_books).toHaveLength(3);
  });
});

describe('approved receipt books: bad input is refused with its key, writing nothing', () => {
  const approve = (w: World, rows: unknown[], councilCode?: string) => gql(s.url, APPROVE, { i: { rows, councilCode: councilCode ?? w.council.password } }, w.owner.token);
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>][] = [
    ['all rows empty', (w) => approve(w, [{}, { department: '' }]), 'requireText', {}],
    ['no rows', (w) => approve(w, []), 'requireText', {}],
    ['REST: all rows empty', (w) => rest(s.url, 'POST', `/api/account/receipt_book/new/${w.code}`, { token: w.owner.token, body: { data: [{ bookNo: '', receiptFrom: 1, receiptTill: '', department: '' }], councilCode: w.council.password } }), 'requireText', {}],
    ['a wrong council code', (w) => approve(w, [{ bookNo: 70, receiptTill: 5, department: 'accounts' }], 'not-the-code'), 'authorRequired', { field: 'councilCode' }],
    ["another user's password as the council code", async (w) => approve(w, [{ bookNo: 70, receiptTill: 5, department: 'accounts' }], (await makeUser(s, 'principal', w.owner.academy)).password), 'authorRequired', { field: 'councilCode' }],
    ['no council code', (w) => approve(w, [{ bookNo: 70, receiptTill: 5, department: 'accounts' }], ''), 'requiredField', { field: 'councilCode' }],
    ['a book number already approved (with a new one beside it)', (w) => approve(w, [{ bookNo: 71, receiptTill: 5, department: 'accounts' }, { bookNo: 7, receiptTill: 9, department: 'boarding' }]), 'duplicateNotPossible', { field: 'rows.1.bookNo', bookNo: 7 }],
    ['REST: a book number already approved', (w) => rest(s.url, 'POST', `/api/account/receipt_book/new/${w.code}`, { token: w.owner.token, body: { data: [{ book_no: 8, receipt_till: 9, department: 'boarding' }], councilCode: w.council.password } }), 'duplicateNotPossible', { field: 'rows.0.bookNo' }],
    ['a row without its last page', (w) => approve(w, [{ bookNo: 72, department: 'accounts' }]), 'requiredField', { field: 'rows.0.receiptTill' }],
    ['a row without a department', (w) => approve(w, [{ bookNo: 72, receiptTill: 5 }]), 'requiredField', { field: 'rows.0.department' }],
    ['a row without a book number', (w) => approve(w, [{ bookNo: 72, receiptTill: 5, department: 'accounts' }, { receiptTill: 5, department: 'accounts' }]), 'requiredField', { field: 'rows.1.bookNo' }],
    ['an unknown department', (w) => approve(w, [{ bookNo: 72, receiptTill: 5, department: 'kitchen' }]), 'invalidValue', { field: 'rows.0.department' }],
    ['the last page before the first', (w) => approve(w, [{ bookNo: 72, receiptFrom: 10, receiptTill: 5, department: 'accounts' }]), 'invalidValue', { field: 'rows.0.receiptTill' }],
    ['more than 10 000 pages', (w) => approve(w, [{ bookNo: 72, receiptTill: 10001, department: 'accounts' }]), 'invalidValue', { field: 'rows.0.receiptTill' }],
    ['a book number of 0', (w) => approve(w, [{ bookNo: 0, receiptTill: 5, department: 'accounts' }]), 'invalidValue', { field: 'rows.0.bookNo' }],
    ['eleven rows', (w) => approve(w, Array.from({ length: 11 }, (_, i) => ({ bookNo: 100 + i, receiptTill: 5, department: 'accounts' }))), 'invalidValue', { field: 'rows' }],
    ['REST: a page that is not a number', (w) => rest(s.url, 'POST', `/api/account/receipt_book/new/${w.code}`, { token: w.owner.token, body: { data: [{ bookNo: 73, receiptTill: 'ten', department: 'accounts' }], councilCode: w.council.password } }), 'invalidValue', { field: 'rows.0.receiptTill' }],
    ['pages lowered (still above the pages used)', (w) => gql(s.url, PAGES, { id: w.open, pages: 4 }, w.owner.token), 'notWorked', { bookNo: 7 }],
    ['pages below the pages used', (w) => gql(s.url, PAGES, { id: w.open, pages: 1 }, w.owner.token), 'notWorked', { bookNo: 7 }],
    ['pages 0', (w) => gql(s.url, PAGES, { id: w.open, pages: 0 }, w.owner.token), 'notWorked', {}],
    ['REST: pages negative', (w) => rest(s.url, 'PUT', `/api/account/update_receipt_book/${w.code}`, { token: w.owner.token, body: { id: w.open, amount: -3 } }), 'notWorked', {}],
    ['REST: pages not a number', (w) => rest(s.url, 'PUT', `/api/account/update_receipt_book/${w.code}`, { token: w.owner.token, body: { id: w.open, amount: 'many' } }), 'invalidValue', { field: 'amount' }],
    ['REST: pages of a missing book', (w) => rest(s.url, 'PUT', `/api/account/update_receipt_book/${w.code}`, { token: w.owner.token, body: { id: 999999, amount: 10 } }), 'sorryNotFound', {}],
    ['delete a finished book (remain 0)', (w) => gql(s.url, DELETE, { id: w.full }, w.owner.token), 'notWorked', { bookNo: 8 }],
    ['REST: delete a finished book (remain 0)', (w) => rest(s.url, 'DELETE', `/api/account/receipt_book/delete/${w.code}/${w.full}`, { token: w.owner.token }), 'notWorked', { bookNo: 8 }],
    ['REST: delete of no id', (w) => rest(s.url, 'DELETE', `/api/account/receipt_book/delete/${w.code}/x`, { token: w.owner.token }), 'sorryNotFound', {}],
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
