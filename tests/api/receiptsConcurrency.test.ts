import { ApprovedReceiptBook, Receipt } from '../../api/src/domains/accounts/receipts.entities';
import { makeUser, type Signed } from '../support/factories';
import { gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Receipt numbers are never used twice (DESIGN §5): many receipts at once, half over GraphQL and
 * half over REST. Runs on SQLite and, with DATABASE_URL, on MySQL/MariaDB.
 */
let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const SAVE = 'mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id bookNo receiptNoFrom } }';
const APPROVE = 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }';
const REGARDINGS = 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }';

/** A superUser (who signs as themselves) with the income head Donation and the given approved books. */
async function academy(books: { bookNo: number; receiptTill: number; department: string }[]): Promise<Signed> {
  const u = await makeUser(s, 'superUser');
  expect((await gql(s.url, REGARDINGS, { i: { mgi: ['Donation'] } }, u.token)).errors).toBeUndefined();
  expect((await gql(s.url, APPROVE, { i: { rows: books } }, u.token)).errors).toBeUndefined();
  return u;
}

const form = (i: number, over: Record<string, unknown> = {}) => ({
  department: 'accounts', type: 'autoReceipt', donorName: `Donor ${i}`, address: 'x', fund: 'generalFund', regarding: 'Donation', amount: 10 + i, date: '2026-03-10', ...over,
});

function add(u: Signed, i: number, over: Record<string, unknown> = {}): Promise<string> {
  return i % 2
    ? gql(s.url, SAVE, { i: form(i, over) }, u.token).then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')
    : rest(s.url, 'POST', `/api/account/receipt/new/${u.academy.code}`, { token: u.token, body: form(i, over) }).then((r) => (r.body.success ? 'ok' : r.body.message));
}

const tally = (results: string[]) => results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }), {});
const pagesOf = async (code: string) => (await s.db.getRepository(Receipt).find({ where: { code } })).map((r) => `${r.bookNo}/${r.receiptNoFrom}-${r.receiptNoTill}`);

describe('concurrent receipts', () => {
  it('300 auto receipts at once: every one gets its own page, the department\'s book first, then the allDepartments book', async () => {
    const u = await academy([{ bookNo: 1, receiptTill: 200, department: 'accounts' }, { bookNo: 2, receiptTill: 150, department: 'allDepartments' }]);
    const code = u.academy.code;
    expect(tally(await Promise.all(Array.from({ length: 300 }, (_, i) => add(u, i))))).toEqual({ ok: 300 });
    const pages = await pagesOf(code);
    expect(pages).toHaveLength(300);
    expect(new Set(pages).size).toBe(300);
    const expected = [...Array.from({ length: 200 }, (_, i) => `1/${i + 1}-${i + 1}`), ...Array.from({ length: 100 }, (_, i) => `2/${i + 1}-${i + 1}`)];
    expect([...pages].sort()).toEqual(expected.sort());
    const books = await s.db.getRepository(ApprovedReceiptBook).find({ where: { code }, order: { bookNo: 'ASC' } });
    expect(books.map((b) => [b.bookNo, b.cutted, b.condition])).toEqual([[1, 200, 'finished'], [2, 100, 'unfinished']]);
    const total = (await s.db.getRepository(Receipt).find({ where: { code } })).reduce((sum, r) => sum + r.amountPaisa, 0);
    expect(total).toBe(Array.from({ length: 300 }, (_, i) => (10 + i) * 100).reduce((a, b) => a + b, 0));
  });

  it('300 auto receipts against 250 pages: 250 get a page, 50 find none (sorryNotFound), no page twice', async () => {
    const u = await academy([{ bookNo: 5, receiptTill: 250, department: 'boarding' }]);
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => add(u, i, { department: 'boarding' })));
    expect(tally(results)).toEqual({ ok: 250, sorryNotFound: 50 });
    const pages = await pagesOf(u.academy.code);
    expect(new Set(pages).size).toBe(250);
    expect((await s.db.getRepository(ApprovedReceiptBook).findOneByOrFail({ code: u.academy.code, bookNo: 5 })).condition).toBe('finished');
  });

  it('manual receipts racing for one page, with auto receipts of the same book: the page is used once', async () => {
    const u = await academy([{ bookNo: 9, receiptTill: 60, department: 'accounts' }]);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 3 === 0
      ? add(u, i, { type: 'menualReceipt', bookNo: 9, receiptFrom: 30 }).then((r) => `manual:${r}`)
      : add(u, i).then((r) => `auto:${r}`))));
    expect(tally(results)).toEqual({ 'manual:ok': 1, 'manual:duplicateNotPossible': 19, 'auto:ok': 40 });
    const pages = await pagesOf(u.academy.code);
    expect(new Set(pages).size).toBe(41);
    expect(pages.filter((p) => p === '9/30-30')).toHaveLength(1);
  });
});
