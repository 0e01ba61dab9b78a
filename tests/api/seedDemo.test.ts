import { Receipt } from '../../api/src/domains/accounts/receipts.entities';
import { DEMO, seedDemo } from '../../api/src/db/seed/demo';
import { DEMO_BOOK, DEMO_DONATION_BOOK } from '../../api/src/db/seed/demo-accounts';
import { DEMO_GIFTS } from '../../api/src/db/seed/demo-donor';
import { dhakaDate } from '../../api/src/platform/clock';
import { MENU_GROUPS, PERMISSIONS } from '../../api/src/rules/permissions';
import { gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * The demo academy (issue 25): a month of accounts (heads, fee rules, an approved book, receipts with
 * their fees, vouchers), shifts and attendance, and a sign-in for every role the permission tables
 * name; seeding again changes nothing. Runs on SQLite and MariaDB (DATABASE_URL).
 */
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token user { type } } }';

let s: TestServer;
let lines: string[] | null;
beforeAll(async () => {
  s = await startServer();
  const started = Date.now();
  lines = await seedDemo(s.db, s.config);
  console.log(`demo seeded in ${Date.now() - started} ms`);
});
afterAll(() => s.close());

const signIn = async (email: string, password: string) => (await gql(s.url, LOGIN, { input: { email, password } })).data?.login as { token: string; user: { type: string } } | undefined;

/** The month before last (YYYY-MM), where the demo's money is. */
function seededMonth(): string {
  const [y, m] = dhakaDate(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y, m - 3, 1)).toISOString().slice(0, 7);
}

describe('the demo academy', () => {
  it('has a sign-in for every role of the permission tables (but the guardian, who has its own line), each listed', async () => {
    const roles = new Set([...Object.values(PERMISSIONS), ...Object.values(MENU_GROUPS)].flat());
    roles.delete('guardian');
    expect(new Set(DEMO.users.map((u) => u.type))).toEqual(roles);
    for (const u of DEMO.users) {
      const signed = await signIn(u.email, u.password);
      expect(signed?.user.type).toBe(u.type);
      expect(lines!.some((l) => l.includes(u.email) && l.includes(u.password))).toBe(true);
    }
  });

  it('the accountant can write a receipt: heads, fee rules, an approved book with pages left', async () => {
    const { token } = (await signIn('accounts@talim.app', 'account1'))!;
    const heads = (await gql(s.url, '{ regardings { mci mce mgi mge } }', {}, token)).data.regardings;
    expect(heads.mgi).toContain('মাসিক বেতন');
    expect(heads.mge.length).toBeGreaterThan(0);
    const next = (await gql(s.url, '{ nextReceipt(department: "accounts") { bookNo nextReceiptNo remain } }', {}, token)).data.nextReceipt;
    expect(next.bookNo).toBe(DEMO_BOOK.bookNo);
    const used = await s.db.getRepository(Receipt).countBy({ code: DEMO.code, bookNo: DEMO_BOOK.bookNo });
    expect(next).toMatchObject({ nextReceiptNo: used + 1, remain: DEMO_BOOK.pages - used });
    // A gift recorded from a donor's row takes its receipt from the donation department's own book,
    // after the demo's own gifts (its first pages).
    const gift = (await gql(s.url, '{ nextReceipt(department: "donation") { bookNo nextReceiptNo remain } }', {}, token)).data.nextReceipt;
    expect(gift).toEqual({ bookNo: DEMO_DONATION_BOOK.bookNo, nextReceiptNo: DEMO_GIFTS.length + 1, remain: DEMO_DONATION_BOOK.pages - DEMO_GIFTS.length });
    const rules = (await gql(s.url, '{ feeRules { title amount classes } }', {}, token)).data.feeRules;
    expect(rules.map((r: { title: string }) => r.title)).toContain('monthly_fee');
  });

  it('every donation is recorded by its donation receipt, which prints it: the donor, the member number, the amount, the date', async () => {
    const { token } = (await signIn('accounts@talim.app', 'account1'))!;
    const donations = (await gql(s.url, '{ donations(limit: 100) { total items { memberNo donorName address providedAmountPaisa inWords date receiptId } } }', {}, token)).data.donations;
    expect(donations.total).toBe(DEMO_GIFTS.length);
    const pages: number[] = [];
    for (const d of donations.items) {
      expect(d.receiptId).not.toBeNull();
      const r = (await gql(s.url, 'query($id: Int!) { receipt(id: $id) { department memberNo bookNo receiptNoFrom name address amountPaisa inWords date } }', { id: d.receiptId }, token)).data.receipt;
      expect(r).toMatchObject({ department: 'donation', memberNo: d.memberNo, bookNo: DEMO_DONATION_BOOK.bookNo, name: d.donorName, address: d.address, amountPaisa: d.providedAmountPaisa, inWords: d.inWords, date: d.date });
      pages.push(r.receiptNoFrom);
    }
    expect(pages.sort((a, b) => a - b)).toEqual(DEMO_GIFTS.map((_, i) => i + 1));
    expect(donations.items.map((d: { memberNo: number; providedAmountPaisa: number }) => [d.memberNo, d.providedAmountPaisa]).sort()).toEqual(DEMO_GIFTS.map(([m, paisa]) => [m, paisa]).sort());
  });

  it('a believable month: every admitted student paid that month\'s fee with its receipt; the dashboard\'s accounts chart and the fee figures read it', async () => {
    const { token } = (await signIn('accounts@talim.app', 'account1'))!;
    const month = seededMonth();
    const summary = (await gql(s.url, 'query($y: Int!) { accountsSummary(year: $y, department: "accounts") { income expense months { month income expense } } }', { y: Number(month.slice(0, 4)) }, token)).data.accountsSummary;
    const m = summary.months.find((x: { month: string }) => x.month === month);
    expect(m.income).toBeGreaterThan(0);
    expect(m.expense).toBeGreaterThan(0);
    expect(summary.income).toBe(m.income);
    const fees = (await gql(s.url, '{ fees(department: "accounts", limit: 100) { total items { admitNo receiptId items { selectedMonths subject } } } }', {}, token)).data.fees;
    expect(fees.total).toBe(18);
    expect(fees.items.every((f: { receiptId: number | null; items: { selectedMonths: string[] }[] }) => f.receiptId && f.items[0].selectedMonths[0] === month)).toBe(true);
    const vouchers = (await gql(s.url, '{ vouchers(department: "accounts", limit: 100) { total } }', {}, token)).data.vouchers;
    expect(vouchers.total).toBe(4);
  });

  it('the guardian sees a child\'s payment of that month', async () => {
    const { token } = (await signIn('guardian@talim.app', 'guardian1'))!;
    const r = await gql(s.url, '{ studentPayments(admitNo: 1) { total items { selectedMonths } } }', {}, token);
    expect(r.errors).toBeUndefined();
    expect(r.data.studentPayments).toEqual([{ total: 500, items: [{ selectedMonths: [seededMonth()] }] }]);
  });

  it('seeding again changes nothing', async () => {
    const before = await s.db.getRepository(Receipt).countBy({ code: DEMO.code });
    expect(await seedDemo(s.db, s.config)).toBeNull();
    expect(await s.db.getRepository(Receipt).countBy({ code: DEMO.code })).toBe(before);
  });
});
