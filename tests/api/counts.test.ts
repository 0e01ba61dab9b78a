import { SavedCount, SavedCountRow, SavedReport } from '../../api/src/domains/accounts/counts.entities';
import { Receipt } from '../../api/src/domains/accounts/receipts.entities';
import { Voucher } from '../../api/src/domains/accounts/vouchers.entities';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const C = 'type fund period kind date saved incomeRows { bookNo receiptNoFrom receiptNoTill name regarding amount date } expenseRows { voucherNo name date total lines { regarding amount } } heads { regarding amount } total';
const R = 'type fund period date saved preBalance income expense balance incomeHeads { regarding amount } expenseHeads { regarding amount }';
const COUNTING = `query($t: String!, $d: String!) { counting(type: $t, date: $d) { ${C} } }`;
const SAVED = `query($t: String!, $d: String!) { savedCounting(type: $t, date: $d) { ${C} } }`;
const DATES = 'query($t: String!) { countingDates(type: $t) }';
const SAVE = `mutation($t: String!, $d: String!) { saveCounting(type: $t, date: $d) { ${C} } }`;
const DELETE = 'mutation($t: String!, $d: String!) { deleteCounting(type: $t, date: $d) }';
const REPORT = `query($t: String!, $d: String!) { countingReport(type: $t, date: $d) { ${R} } }`;
const SAVED_REPORT = `query($t: String!, $d: String!) { savedCountingReport(type: $t, date: $d) { ${R} } }`;
const SAVE_REPORT = `mutation($t: String!, $d: String!) { saveCountingReport(type: $t, date: $d) { ${R} } }`;
const AFTER_2026 = new Date('2027-01-02T06:00:00Z');
const DELETE_REPORT = 'mutation($t: String!, $d: String!) { deleteCountingReport(type: $t, date: $d) }';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  // 2 January 2027 in Dhaka: the months and the year 2026 these tests count have ended (a period is
  // saved only after its end; the test 'a month or year is counted only once it has ended' moves the clock back).
  s.clock.set(AFTER_2026);
});
afterAll(() => s.close());

const ok = (r: GqlResult) => { expect(r.errors).toBeUndefined(); return r.data as any; };
const restError = (r: RestResult) => (r.body.success ? null : r.body.message);

interface World { owner: Signed; principal: Signed; code: string; receipts: Record<string, number>; vouchers: Record<string, number> }

/**
 * An academy with an accountant (or `type`) and a principal, accounts receipts and vouchers in
 * February and March 2026 (general and charity fund), a boarding receipt and voucher (never
 * counted), and February's general income count and general report saved.
 */
async function world(type: UserType = 'accountant'): Promise<World> {
  const academy = await makeAcademy(s);
  const code = academy.code;
  const owner = await makeUser(s, type, academy);
  const principal = await makeUser(s, 'principal', academy);
  const receipts = s.db.getRepository(Receipt);
  const r = (name: string, over: Partial<Receipt>) => receipts.save(receipts.create({
    code, department: 'accounts', type: 'menualReceipt', bookNo: 100, name, address: 'Kalikapur', fund: 'generalFund', regarding: 'Fees', amountPaisa: 100, date: '2026-03-01', ...over,
  })).then((x) => x.id);
  const vouchers = s.db.getRepository(Voucher);
  const v = (over: Partial<Voucher>) => vouchers.save(vouchers.create({ code, department: 'accounts', fund: 'generalFund', voucherNo: 1, name: 'Rahim', date: '2026-03-01', totalPaisa: 0, ...over })).then((x) => x.id);
  const w: World = {
    owner, principal, code,
    receipts: {
      feb: await r('February payer', { receiptNoFrom: 1, receiptNoTill: 1, amountPaisa: 300_00, date: '2026-02-14' }),
      fees: await r('Karim', { receiptNoFrom: 3, receiptNoTill: 3, amountPaisa: 1000_50, date: '2026-03-02' }),
      donation: await r('Salam', { receiptNoFrom: 2, receiptNoTill: 2, regarding: 'Donation', amountPaisa: 250_25, date: '2026-03-31' }),
      zakat: await r('Jamal', { receiptNoFrom: 4, receiptNoTill: 4, fund: 'charityFund', regarding: 'Zakat', amountPaisa: 100_00, date: '2026-03-15' }),
      boarding: await r('Boarder', { department: 'boarding', receiptNoFrom: 5, receiptNoTill: 5, amountPaisa: 999_99, date: '2026-03-15' }),
      april: await r('April payer', { receiptNoFrom: 6, receiptNoTill: 6, amountPaisa: 1, date: '2026-04-01' }),
    },
    vouchers: {
      one: await v({ voucherNo: 1, regarding1: 'Electricity', amount1Paisa: 100_10, regarding2: 'Gas', amount2Paisa: 50_00, totalPaisa: 150_10, date: '2026-03-03' }),
      two: await v({ voucherNo: 2, regarding1: 'gas', amount1Paisa: 1, totalPaisa: 1, date: '2026-03-20' }),
      boarding: await v({ department: 'boarding', voucherNo: 1, regarding1: 'Rice', amount1Paisa: 500_00, totalPaisa: 500_00, date: '2026-03-20' }),
    },
  };
  const su = await makeUser(s, 'superUser', academy);
  ok(await gql(s.url, SAVE, { t: 'mgi', d: '2026-02' }, su.token));
  ok(await gql(s.url, SAVE_REPORT, { t: 'mgr', d: '2026-02' }, su.token));
  return w;
}

async function state(code: string): Promise<string> {
  return JSON.stringify({
    counts: await s.db.getRepository(SavedCount).find({ where: { code }, order: { id: 'ASC' } }),
    rows: await s.db.getRepository(SavedCountRow).find({ where: { code }, order: { id: 'ASC' } }),
    reports: await s.db.getRepository(SavedReport).find({ where: { code }, order: { id: 'ASC' } }),
    receipts: (await s.db.getRepository(Receipt).find({ where: { code }, order: { id: 'ASC' } })).map((x) => [x.id, x.condition]),
    vouchers: (await s.db.getRepository(Voucher).find({ where: { code }, order: { id: 'ASC' } })).map((x) => [x.id, x.condition]),
  });
}

type Write = (token: string | undefined, code: string, bad?: Record<string, unknown>) => Promise<string | null>;
/** Every write: saves target March 2026, deletes the saved February of the world. */
const writes: Record<string, Write> = {
  saveCounting: (t, _c, bad) => gql(s.url, SAVE, { t: 'mgi', d: '2026-03', ...bad }, t).then(errorCode),
  deleteCounting: (t, _c, bad) => gql(s.url, DELETE, { t: 'mgi', d: '2026-02', ...bad }, t).then(errorCode),
  saveCountingReport: (t, _c, bad) => gql(s.url, SAVE_REPORT, { t: 'mgr', d: '2026-03', ...bad }, t).then(errorCode),
  deleteCountingReport: (t, _c, bad) => gql(s.url, DELETE_REPORT, { t: 'mgr', d: '2026-02', ...bad }, t).then(errorCode),
  'POST /counting/new': (t, c, bad) => rest(s.url, 'POST', `/api/account/counting/new/${c}`, { token: t, body: { type: 'mgi', date: '2026-03', fund: 'generalFund', columns: [], rows: [], ...renamed(bad) } }).then(restError),
  'DELETE /counting/delete': (t, c, bad) => rest(s.url, 'DELETE', `/api/account/counting/delete/${c}`, { token: t, body: { type: 'mgi', date: '2026-02', ...renamed(bad) } }).then(restError),
  'POST /report/new': (t, c, bad) => rest(s.url, 'POST', `/api/account/report/new/${c}`, { token: t, body: { type: 'mgr', date: '2026-03', preBalance: 1, balance: 2, ...renamed(bad) } }).then(restError),
  'DELETE /report/delete': (t, c, bad) => rest(s.url, 'DELETE', `/api/account/report/delete/${c}`, { token: t, body: { type: 'mgr', date: '2026-02', ...renamed(bad) } }).then(restError),
};
function renamed(bad?: Record<string, unknown>): Record<string, unknown> {
  if (!bad) return {};
  const out: Record<string, unknown> = {};
  if ('t' in bad) out.type = bad.t;
  if ('d' in bad) out.date = bad.d;
  return out;
}

describe('count writes: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(undefined, w.code)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['principal', 'education', 'admin', 'councilMember', 'boardingSuper', 'generalTeacher', 'guardian'] as const)('every write is authorRequired for %s, and changes nothing', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(u.token, w.code)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
  });

  it('every write works for accountant and superUser', async () => {
    for (const type of ['accountant', 'superUser'] as const) {
      for (const [name, call] of Object.entries(writes)) {
        const w = await world(type);
        expect([type, name, await call(w.owner.token, w.code)]).toEqual([type, name, null]);
      }
    }
  });

  it("another academy's saved counts are not found, its code in the path is authorRequired, and it never changes", async () => {
    const a = await world();
    const b = await world();
    // A deletes nothing of B (A's own February is deleted by the first call of each kind).
    ok(await gql(s.url, DELETE, { t: 'mgi', d: '2026-02' }, a.owner.token));
    ok(await gql(s.url, DELETE_REPORT, { t: 'mgr', d: '2026-02' }, a.owner.token));
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    expect(errorCode(await gql(s.url, DELETE, { t: 'mgi', d: '2026-02' }, a.owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_REPORT, { t: 'mgr', d: '2026-02' }, a.owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVED, { t: 'mgi', d: '2026-02' }, a.owner.token))).toBe('sorryNotFound');
    for (const [name, call] of Object.entries(writes)) if (name.includes('/')) expect([name, await call(a.owner.token, b.code)]).toEqual([name, 'authorRequired']);
    expect(await state(a.code)).toBe(beforeA);
    expect(await state(b.code)).toBe(beforeB);
    // A's save counts A's receipts only and marks none of B's.
    const saved = ok(await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, a.owner.token)).saveCounting;
    expect(saved.total).toBe(1250.75);
    expect(await state(b.code)).toBe(beforeB);
    expect(ok(await gql(s.url, DATES, { t: 'mgi' }, b.owner.token)).countingDates).toEqual(['2026-02']);
    expect(restError(await rest(s.url, 'GET', `/api/account/counting/${b.code}?type=mgi&date=2026-03`, { token: a.owner.token }))).toBe('authorRequired');
  });

  it('bad input is refused with its key and field, and nothing is written', async () => {
    const w = await world();
    const before = await state(w.code);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ t: 'xyz' }, 'invalidValue', 'type'],
      [{ t: '' }, 'requiredField', 'type'],
      [{ d: '2026-13' }, 'invalidValue', 'date'],
      [{ d: '' }, 'requiredField', 'date'],
      [{ d: '2026' }, 'invalidValue', 'date'],
    ];
    for (const [name, call] of Object.entries(writes)) {
      for (const [bad, key] of cases) expect([name, bad, await call(w.owner.token, w.code, bad)]).toEqual([name, bad, key]);
    }
    // A count type where a report is wanted and the reverse.
    expect(errorCode(await gql(s.url, SAVE, { t: 'mgr', d: '2026-03' }, w.owner.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, SAVE_REPORT, { t: 'mgi', d: '2026-03' }, w.owner.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, SAVE, { t: 'ygi', d: '2026-03' }, w.owner.token))).toBe('invalidValue');
    const field = await rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { type: 'mgi', date: '2026-13' } });
    expect(field.body).toMatchObject({ success: false, message: 'invalidValue', params: { field: 'date' } });
    const gqlField = await gql(s.url, SAVE, { t: 'mci', d: '2026' }, w.owner.token);
    expect(gqlField.errors?.[0].extensions).toMatchObject({ code: 'invalidValue', params: { field: 'date' } });
    expect(await state(w.code)).toBe(before);
  });
});

describe('counts', () => {
  it('the computed income and expense views of a month: accounts department, the fund, the month only, exact totals', async () => {
    const w = await world();
    const income = ok(await gql(s.url, COUNTING, { t: 'mgi', d: '2026-03' }, w.owner.token)).counting;
    expect(income).toMatchObject({ type: 'mgi', fund: 'generalFund', period: 'monthly', kind: 'income', saved: false, total: 1250.75, expenseRows: [] });
    expect(income.incomeRows.map((r: { name: string }) => r.name)).toEqual(['Karim', 'Salam']);
    expect(income.heads).toEqual([{ regarding: 'Fees', amount: 1000.5 }, { regarding: 'Donation', amount: 250.25 }]);
    const charity = ok(await gql(s.url, COUNTING, { t: 'mci', d: '2026-03' }, w.owner.token)).counting;
    expect(charity).toMatchObject({ total: 100, heads: [{ regarding: 'Zakat', amount: 100 }] });
    const expense = ok(await gql(s.url, COUNTING, { t: 'mge', d: '2026-03' }, w.owner.token)).counting;
    expect(expense).toMatchObject({ kind: 'expense', total: 150.11, incomeRows: [] });
    expect(expense.heads).toEqual([{ regarding: 'Electricity', amount: 100.1 }, { regarding: 'Gas', amount: 50.01 }]);
    expect(expense.expenseRows[0]).toEqual({ voucherNo: 1, name: 'Rahim', date: '2026-03-03', total: 150.1, lines: [{ regarding: 'Electricity', amount: 100.1 }, { regarding: 'Gas', amount: 50 }] });
    const year = ok(await gql(s.url, COUNTING, { t: 'ygi', d: '2026' }, w.owner.token)).counting;
    expect(year.total).toBe(1550.76);
    // Readers: the accounts menu group (a principal reads; a teacher does not).
    expect(ok(await gql(s.url, COUNTING, { t: 'mgi', d: '2026-03' }, w.principal.token)).counting.total).toBe(1250.75);
    const teacher = await makeUser(s, 'generalTeacher', w.owner.academy);
    expect(errorCode(await gql(s.url, COUNTING, { t: 'mgi', d: '2026-03' }, teacher.token))).toBe('authorRequired');
  });

  it("a monthly save closes the month's receipts or vouchers of the fund (their own API refuses change), a repeat is duplicateNotPossible, deleting reopens them", async () => {
    const w = await world();
    const saved = ok(await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, w.owner.token)).saveCounting;
    expect(saved).toMatchObject({ saved: true, total: 1250.75 });
    ok(await gql(s.url, SAVE, { t: 'mge', d: '2026-03' }, w.owner.token));
    const conditions = async () => Object.fromEntries((await s.db.getRepository(Receipt).findBy({ code: w.code })).map((r) => [r.name, r.condition]));
    expect(await conditions()).toEqual({ 'February payer': 'saved', Karim: 'saved', Salam: 'saved', Jamal: 'unsaved', Boarder: 'unsaved', 'April payer': 'unsaved' });
    const delReceipt = (id: number) => gql(s.url, 'mutation($id: Int!, $code: String) { deleteReceipt(id: $id, principalCode: $code) }', { id, code: w.principal.password }, w.owner.token);
    const delVoucher = (id: number) => gql(s.url, 'mutation($id: Int!, $p: String!) { deleteVoucher(id: $id, principalSign: $p) }', { id, p: w.principal.password }, w.owner.token);
    expect(errorCode(await delReceipt(w.receipts.fees))).toBe('sorryMonthlyCountDone');
    expect(errorCode(await delVoucher(w.vouchers.one))).toBe('sorryMonthlyVoucherCountDone');
    const restDelete = await rest(s.url, 'DELETE', `/api/account/receipt/delete/${w.code}?id=${w.receipts.donation}&principalCode=${encodeURIComponent(w.principal.password)}`, { token: w.owner.token });
    expect(restError(restDelete)).toBe('sorryMonthlyCountDone');
    // A receipt of another fund or department, or another month, still changes.
    expect(errorCode(await delReceipt(w.receipts.zakat))).toBeNull();
    expect(errorCode(await delVoucher(w.vouchers.boarding))).toBeNull();

    expect(errorCode(await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, w.owner.token))).toBe('duplicateNotPossible');
    const again = await rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { type: 'mgi', date: '2026-03' } });
    expect(restError(again)).toBe('duplicateNotPossible');
    expect(ok(await gql(s.url, DATES, { t: 'mgi' }, w.owner.token)).countingDates).toEqual(['2026-03', '2026-02']);

    // The saved view keeps its rows even when the computed one changes later.
    await s.db.getRepository(Receipt).save(s.db.getRepository(Receipt).create({ code: w.code, department: 'accounts', type: 'menualReceipt', bookNo: 100, receiptNoFrom: 9, receiptNoTill: 9, name: 'Late', address: '', fund: 'generalFund', regarding: 'Fees', amountPaisa: 1, date: '2026-03-30' }));
    expect(ok(await gql(s.url, SAVED, { t: 'mgi', d: '2026-03' }, w.owner.token)).savedCounting).toMatchObject({ saved: true, total: 1250.75 });
    expect(ok(await gql(s.url, SAVED, { t: 'mgi', d: '2026-03' }, w.owner.token)).savedCounting.incomeRows).toHaveLength(2);
    expect(ok(await gql(s.url, COUNTING, { t: 'mgi', d: '2026-03' }, w.owner.token)).counting.total).toBe(1250.76);

    ok(await gql(s.url, DELETE, { t: 'mgi', d: '2026-03' }, w.owner.token));
    expect((await conditions()).Karim).toBe('unsaved');
    expect((await s.db.getRepository(Voucher).findOneByOrFail({ id: w.vouchers.one })).condition).toBe('saved');
    expect(errorCode(await delReceipt(w.receipts.fees))).toBeNull();
    expect(await s.db.getRepository(SavedCountRow).countBy({ code: w.code })).toBe(1 + 2);
    expect(errorCode(await gql(s.url, DELETE, { t: 'mgi', d: '2026-03' }, w.owner.token))).toBe('sorryNotFound');
  });

  it('a saved month is closed: a new receipt or voucher dated in it, or an unsaved one moved into it, is refused; other months stay open', async () => {
    const w = await world();
    const su = await makeUser(s, 'superUser', w.owner.academy);
    expect(errorCode(await gql(s.url, 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }', { i: { mgi: ['Fees'] } }, su.token))).toBeNull();
    const book = { rows: [{ bookNo: 300, receiptTill: 31, department: 'accounts' }], councilCode: '' };
    expect(errorCode(await gql(s.url, 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }', { i: book }, su.token))).toBeNull();
    ok(await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, w.owner.token));
    ok(await gql(s.url, SAVE, { t: 'mge', d: '2026-03' }, w.owner.token));
    const receipt = (date: string) => gql(s.url, 'mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id date } }', { i: {
      department: 'accounts', type: 'menualReceipt', bookNo: 300, receiptFrom: Number(date.slice(8)), donorName: 'Late payer', address: 'x', fund: 'generalFund',
      regarding: 'Fees', amount: 10, date, principalCode: w.principal.password,
    } }, w.owner.token);
    const voucher = (date: string) => gql(s.url, 'mutation($i: VoucherInput!) { saveVoucher(input: $i) { id date } }', { i: {
      department: 'accounts', fund: 'generalFund', name: 'Late bill', description: '', lines: [{ regarding: 'Gas', amount: 5 }], date,
    } }, w.owner.token);
    const before = await s.db.getRepository(Receipt).countBy({ code: w.code });
    const refusedReceipt = await receipt('2026-03-20');
    expect([errorCode(refusedReceipt), refusedReceipt.errors?.[0].extensions?.params]).toEqual(['sorryMonthlyCountDone', { field: 'date' }]);
    expect(errorCode(await voucher('2026-03-20'))).toBe('sorryMonthlyVoucherCountDone');
    expect(await s.db.getRepository(Receipt).countBy({ code: w.code })).toBe(before);
    const april = ok(await receipt('2026-04-02')).saveReceipt;
    ok(await voucher('2026-04-02'));
    // April's receipt cannot be moved into the closed March either.
    const moved = await gql(s.url, 'mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id date } }', { i: {
      id: april.id, department: 'accounts', type: 'menualReceipt', donorName: 'Late payer', address: 'x', fund: 'generalFund',
      regarding: 'Fees', amount: 10, date: '2026-03-31', principalCode: w.principal.password,
    } }, w.owner.token);
    expect(errorCode(moved)).toBe('sorryMonthlyCountDone');
    expect((await s.db.getRepository(Receipt).findOneByOrFail({ id: april.id })).date).toBe('2026-04-02');
  });

  it('a month or year is counted only once it has ended in Asia/Dhaka (periodNotEnded says from when); until then its receipts stay open', async () => {
    const w = await world();
    const saveRest = (type: string, date: string) => rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { type, date } });
    const delReceipt = () => gql(s.url, 'mutation($id: Int!, $c: String!) { deleteReceipt(id: $id, principalCode: $c) }', { id: w.receipts.fees, c: w.principal.password }, w.owner.token);
    try {
      // 31 March 2026, 23:59 in Dhaka (17:59 UTC): March has not ended.
      s.clock.set(new Date('2026-03-31T17:59:00Z'));
      const before = JSON.stringify(await s.db.getRepository(SavedCount).find({ where: { code: w.code }, order: { id: 'ASC' } }));
      const month = await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, w.owner.token);
      expect([errorCode(month), month.errors?.[0].extensions?.params]).toEqual(['periodNotEnded', { field: 'date', from: '2026-04-01' }]);
      expect((await saveRest('mge', '2026-03')).body).toEqual({ success: false, message: 'periodNotEnded', params: { field: 'date', from: '2026-04-01' } });
      const year = await gql(s.url, SAVE, { t: 'ygi', d: '2026' }, w.owner.token);
      expect([errorCode(year), year.errors?.[0].extensions?.params]).toEqual(['periodNotEnded', { field: 'date', from: '2027-01-01' }]);
      const report = await gql(s.url, SAVE_REPORT, { t: 'mgr', d: '2026-03' }, w.owner.token);
      expect([errorCode(report), report.errors?.[0].extensions?.params]).toEqual(['periodNotEnded', { field: 'date', from: '2026-04-01' }]);
      // A later month is refused too; nothing was written and March's receipts stay open.
      expect(errorCode(await gql(s.url, SAVE, { t: 'mgi', d: '2026-05' }, w.owner.token))).toBe('periodNotEnded');
      expect(JSON.stringify(await s.db.getRepository(SavedCount).find({ where: { code: w.code }, order: { id: 'ASC' } }))).toBe(before);
      expect((await s.db.getRepository(SavedReport).countBy({ code: w.code, date: '2026-03' }))).toBe(0);
      expect(errorCode(await delReceipt())).toBeNull();
      // 1 April 2026, 00:00 in Dhaka (18:00 UTC on 31 March): March may be counted.
      s.clock.set(new Date('2026-03-31T18:00:00Z'));
      expect(ok(await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, w.owner.token)).saveCounting.saved).toBe(true);
      expect(errorCode(await gql(s.url, SAVE, { t: 'ygi', d: '2026' }, w.owner.token))).toBe('periodNotEnded');
      s.clock.set(new Date('2026-12-31T18:00:00Z'));
      expect(ok(await gql(s.url, SAVE, { t: 'ygi', d: '2026' }, w.owner.token)).saveCounting.saved).toBe(true);
    } finally {
      s.clock.set(AFTER_2026);
    }
  });

  it('a yearly save keeps receipts as they are', async () => {
    const w = await world();
    ok(await gql(s.url, SAVE, { t: 'ygi', d: '2026' }, w.owner.token));
    expect((await s.db.getRepository(Receipt).findOneByOrFail({ id: w.receipts.fees })).condition).toBe('unsaved');
    expect(ok(await gql(s.url, SAVED, { t: 'ygi', d: '2026' }, w.owner.token)).savedCounting.total).toBe(1550.76);
  });

  it('REST: the computed and saved count, the saved dates, delete', async () => {
    const w = await world();
    const get = (q: string) => rest(s.url, 'GET', `/api/account/counting/${w.code}?${q}`, { token: w.owner.token });
    const computed = await get('type=mge&date=2026-03');
    expect(computed.body).toMatchObject({ success: true, counting: { type: 'mge', fund: 'generalFund', saved: false, total: 150.11, headings: ['Electricity', 'Gas'], counts: [100.1, 50.01] } });
    expect(computed.body.counting.rows[0]).toMatchObject({ voucher_no: 1, regarding1: 'Electricity', amount1: 100.1, regarding2: 'Gas', amount2: 50, total: 150.1 });
    const saved = await get('type=mgi&date=2026-02&search=true');
    expect(saved.body.counting).toMatchObject({ saved: true, total: 300, rows: [{ book_no: 100, receipt_no_till: 1, regarding: 'Fees', amount: 300, date: '2026-02-14' }] });
    const made = await rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { monthlyType: 'mge', date: '2026-03', rows: [{ total: 1 }] } });
    expect(made.body.counting).toMatchObject({ saved: true, total: 150.11 });
    const search = await rest(s.url, 'GET', `/api/account/counting/search/${w.code}?type=mge&date=2026-03`, { token: w.owner.token });
    expect(search.body).toMatchObject({ success: true, dates: ['2026-03'], counting: { total: 150.11 } });
    expect(restError(await rest(s.url, 'DELETE', `/api/account/counting/delete/${w.code}`, { token: w.owner.token, body: { type: 'mge', date: '2026-03', fund: 'generalFund' } }))).toBeNull();
    expect((await rest(s.url, 'GET', `/api/account/counting/search/${w.code}?type=mge`, { token: w.owner.token })).body.dates).toEqual([]);
    // The spec's other forms: monthlyType beside a type of another kind (the fund, columns and rows sent are ignored; the server recomputes).
    const other = await rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { type: 'expense', fund: 'generalFund', monthlyType: 'mge', date: '2026-03', columns: ['x'], rows: [] } });
    expect(other.body.counting).toMatchObject({ type: 'mge', saved: true, total: 150.11 });
    expect((await get('type=monthly&monthlyType=mge&date=2026-03&search=true')).body.counting).toMatchObject({ type: 'mge', saved: true, total: 150.11 });
    expect(restError(await rest(s.url, 'DELETE', `/api/account/counting/delete/${w.code}`, { token: w.owner.token, body: { type: 'monthly', date: '2026-03', monthlyType: 'mge', monthNames: ['March'] } }))).toBeNull();
    expect((await rest(s.url, 'GET', `/api/account/counting/search/${w.code}?type=mge`, { token: w.owner.token })).body.dates).toEqual([]);
    // A type that is a count type wins over monthlyType; neither known: invalidValue on type, nothing written.
    expect((await get('type=mgi&monthlyType=mge&date=2026-03')).body.counting.type).toBe('mgi');
    expect(await rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { type: 'expense', monthlyType: 'xyz', date: '2026-03' } }))
      .toMatchObject({ body: { success: false, message: 'invalidValue', params: { field: 'type' } } });
    expect((await rest(s.url, 'GET', `/api/account/counting/search/${w.code}?type=mge`, { token: w.owner.token })).body.dates).toEqual([]);
  });
});

describe('counting reports', () => {
  it('carries the balance of the latest earlier saved report: February, March, April (worked example)', async () => {
    const w = await world();
    // February was saved by the world: 0 + 300.00 − 0 = 300.00.
    expect(ok(await gql(s.url, SAVED_REPORT, { t: 'mgr', d: '2026-02' }, w.owner.token)).savedCountingReport)
      .toMatchObject({ saved: true, preBalance: 0, income: 300, expense: 0, balance: 300 });
    // March: 300.00 + 1,250.75 − 150.11 = 1,400.64
    const march = ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-03' }, w.owner.token)).countingReport;
    expect(march).toMatchObject({ saved: false, preBalance: 300, income: 1250.75, expense: 150.11, balance: 1400.64 });
    expect(march.incomeHeads).toEqual([{ regarding: 'Fees', amount: 1000.5 }, { regarding: 'Donation', amount: 250.25 }]);
    expect(march.expenseHeads).toEqual([{ regarding: 'Electricity', amount: 100.1 }, { regarding: 'Gas', amount: 50.01 }]);
    // April before March is saved: carries February's 300.00; after: March's 1,400.64 (+ 0.01 income).
    expect(ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-04' }, w.owner.token)).countingReport.preBalance).toBe(300);
    const saved = await rest(s.url, 'POST', `/api/account/report/new/${w.code}`, { token: w.owner.token, body: { type: 'mgr', date: '2026-03', preBalance: 999, balance: 999 } });
    expect(saved.body.report).toMatchObject({ saved: true, pre_balance: 300, income: 1250.75, expense: 150.11, balance: 1400.64 });
    expect(ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-04' }, w.owner.token)).countingReport).toMatchObject({ preBalance: 1400.64, income: 0.01, expense: 0, balance: 1400.65 });
    // Another fund or period kind carries nothing from these.
    expect(ok(await gql(s.url, REPORT, { t: 'mcr', d: '2026-04' }, w.owner.token)).countingReport.preBalance).toBe(0);
    expect(ok(await gql(s.url, REPORT, { t: 'ygr', d: '2026' }, w.owner.token)).countingReport).toMatchObject({ preBalance: 0, income: 1550.76, expense: 150.11, balance: 1400.65 });

    expect(errorCode(await gql(s.url, SAVE_REPORT, { t: 'mgr', d: '2026-03' }, w.owner.token))).toBe('duplicateNotPossible');
    const balances = await rest(s.url, 'GET', `/api/account/report/balance/${w.code}?type=mgr&date=2026-04`, { token: w.owner.token });
    expect(balances.body.balances.map((b: { date: string; balance: number }) => [b.date, b.balance])).toEqual([['2026-02', 300], ['2026-03', 1400.64]]);
    expect(balances.body.report).toMatchObject({ date: '2026-04', pre_balance: 1400.64, balance: 1400.65, saved: false });
    expect(ok(await gql(s.url, DATES, { t: 'mgr' }, w.owner.token)).countingDates).toEqual(['2026-03', '2026-02']);
    expect(restError(await rest(s.url, 'DELETE', `/api/account/report/delete/${w.code}`, { token: w.owner.token, body: { type: 'mgr', date: '2026-03' } }))).toBeNull();
    expect(ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-04' }, w.owner.token)).countingReport.preBalance).toBe(300);
  });

  it("a report's heads (summed by the database) are the counts' heads, and a count's without its rows: the same order, names and sums", async () => {
    const academy = await makeAcademy(s);
    const code = academy.code;
    const owner = await makeUser(s, 'accountant', academy);
    const receipts = s.db.getRepository(Receipt);
    const r = (bookNo: number, page: number, regarding: string, amountPaisa: number, date: string) => receipts.save(receipts.create({
      code, department: 'accounts', type: 'menualReceipt', bookNo, receiptNoFrom: page, receiptNoTill: page, name: 'Payer', address: 'Sylhet', fund: 'generalFund', regarding, amountPaisa, date,
    }));
    // On the 10th: book 3 comes before book 7, and page 1 before page 2; the 9th before them all.
    await r(7, 2, 'zakat ', 500, '2026-05-10');
    await r(7, 1, 'Lillah', 100, '2026-05-10');
    await r(3, 9, 'Zakat', 200, '2026-05-10');
    await r(3, 10, 'LILLAH', 1, '2026-05-11');
    await r(4, 1, 'Sadaqah', 1000, '2026-05-09');
    const vouchers = s.db.getRepository(Voucher);
    const v = (voucherNo: number, over: Partial<Voucher>) => vouchers.save(vouchers.create({ code, department: 'accounts', fund: 'generalFund', voucherNo, name: 'Shop', date: '2026-05-10', ...over }));
    // Voucher 1 before voucher 2 on the same day; a line's place orders heads within a voucher; empty lines are no heads.
    await v(2, { regarding1: 'Rice', amount1Paisa: 700, regarding2: 'oil', amount2Paisa: 30, totalPaisa: 730 });
    await v(1, { regarding1: 'Oil', amount1Paisa: 20, regarding3: 'Salt', amount3Paisa: 5, totalPaisa: 25 });
    const report = ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-05' }, owner.token)).countingReport;
    expect(report.incomeHeads).toEqual([{ regarding: 'Sadaqah', amount: 10 }, { regarding: 'Zakat', amount: 7 }, { regarding: 'Lillah', amount: 1.01 }]);
    expect(report.expenseHeads).toEqual([{ regarding: 'Oil', amount: 0.5 }, { regarding: 'Salt', amount: 0.05 }, { regarding: 'Rice', amount: 7 }]);
    expect(report).toMatchObject({ income: 18.01, expense: 7.55, balance: 10.46 });
    const SUMS = 'query($t: String!, $d: String!) { counting(type: $t, date: $d) { heads { regarding amount } total } }';
    for (const t of ['mgi', 'mge']) {
      const full = ok(await gql(s.url, COUNTING, { t, d: '2026-05' }, owner.token)).counting;
      expect(full.heads).toEqual(t === 'mgi' ? report.incomeHeads : report.expenseHeads);
      // A count asked without its rows is summed by the database: the same heads and total.
      expect(ok(await gql(s.url, SUMS, { t, d: '2026-05' }, owner.token)).counting).toEqual({ heads: full.heads, total: full.total });
    }
  });
});

describe('boarding counts and reports (department boarding)', () => {
  const BC = `department ${C}`;
  const BR = `department ${R}`;
  const D = '$t: String!, $d: String!, $dep: String!';
  const A = 'type: $t, date: $d, department: $dep';
  const B_COUNTING = `query(${D}) { counting(${A}) { ${BC} } }`;
  const B_SAVED = `query(${D}) { savedCounting(${A}) { ${BC} } }`;
  const B_DATES = 'query($t: String!, $dep: String!) { countingDates(type: $t, department: $dep) }';
  const B_SAVE = `mutation(${D}) { saveCounting(${A}) { ${BC} } }`;
  const B_DELETE = `mutation(${D}) { deleteCounting(${A}) }`;
  const B_REPORT = `query(${D}) { countingReport(${A}) { ${BR} } }`;
  const B_SAVE_REPORT = `mutation(${D}) { saveCountingReport(${A}) { ${BR} } }`;
  const B_DELETE_REPORT = `mutation(${D}) { deleteCountingReport(${A}) }`;
  const boarding = { dep: 'boarding' };

  /** The world, and March's boarding general income count and report saved (the boarding receipt of 999.99, the voucher of 500.00). */
  async function boardingWorld(type: UserType = 'accountant'): Promise<World> {
    const w = await world(type);
    const su = await makeUser(s, 'superUser', w.owner.academy);
    ok(await gql(s.url, B_SAVE, { t: 'mgi', d: '2026-03', ...boarding }, su.token));
    ok(await gql(s.url, B_SAVE_REPORT, { t: 'mgr', d: '2026-03', ...boarding }, su.token));
    return w;
  }

  /** Every write with department boarding: saves the boarding expense of March and April's report, deletes the saved boarding March. */
  const boardingWrites: Record<string, Write> = {
    saveCounting: (t, _c, bad) => gql(s.url, B_SAVE, { t: 'mge', d: '2026-03', ...boarding, ...bad }, t).then(errorCode),
    deleteCounting: (t, _c, bad) => gql(s.url, B_DELETE, { t: 'mgi', d: '2026-03', ...boarding, ...bad }, t).then(errorCode),
    saveCountingReport: (t, _c, bad) => gql(s.url, B_SAVE_REPORT, { t: 'mgr', d: '2026-04', ...boarding, ...bad }, t).then(errorCode),
    deleteCountingReport: (t, _c, bad) => gql(s.url, B_DELETE_REPORT, { t: 'mgr', d: '2026-03', ...boarding, ...bad }, t).then(errorCode),
    'POST /counting/new': (t, c, bad) => rest(s.url, 'POST', `/api/account/counting/new/${c}`, { token: t, body: { type: 'mge', date: '2026-03', department: 'boarding', ...renamedB(bad) } }).then(restError),
    'DELETE /counting/delete': (t, c, bad) => rest(s.url, 'DELETE', `/api/account/counting/delete/${c}`, { token: t, body: { type: 'mgi', date: '2026-03', department: 'boarding', ...renamedB(bad) } }).then(restError),
    'POST /report/new': (t, c, bad) => rest(s.url, 'POST', `/api/account/report/new/${c}`, { token: t, body: { type: 'mgr', date: '2026-04', department: 'boarding', ...renamedB(bad) } }).then(restError),
    'DELETE /report/delete': (t, c, bad) => rest(s.url, 'DELETE', `/api/account/report/delete/${c}`, { token: t, body: { type: 'mgr', date: '2026-03', department: 'boarding', ...renamedB(bad) } }).then(restError),
  };
  function renamedB(bad?: Record<string, unknown>): Record<string, unknown> {
    return { ...renamed(bad), ...(bad && 'dep' in bad ? { department: bad.dep } : {}) };
  }

  it('every boarding write is loginError when not signed in, and changes nothing', async () => {
    const w = await boardingWorld();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(boardingWrites)) expect([name, await call(undefined, w.code)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['boardingSuper', 'principal', 'admin', 'education', 'generalTeacher', 'guardian'] as const)('every boarding write is authorRequired for %s, and changes nothing', async (type) => {
    const w = await boardingWorld();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(boardingWrites)) expect([name, await call(u.token, w.code)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
  });

  it('every boarding write works for accountant and superUser', async () => {
    for (const type of ['accountant', 'superUser'] as const) {
      for (const [name, call] of Object.entries(boardingWrites)) {
        const w = await boardingWorld(type);
        expect([type, name, await call(w.owner.token, w.code)]).toEqual([type, name, null]);
      }
    }
  });

  it("another academy's boarding counts are not found, its code in the path is authorRequired, and it never changes", async () => {
    const a = await boardingWorld();
    const b = await boardingWorld();
    ok(await gql(s.url, B_DELETE, { t: 'mgi', d: '2026-03', ...boarding }, a.owner.token));
    ok(await gql(s.url, B_DELETE_REPORT, { t: 'mgr', d: '2026-03', ...boarding }, a.owner.token));
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    expect(errorCode(await gql(s.url, B_DELETE, { t: 'mgi', d: '2026-03', ...boarding }, a.owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, B_DELETE_REPORT, { t: 'mgr', d: '2026-03', ...boarding }, a.owner.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, B_SAVED, { t: 'mgi', d: '2026-03', ...boarding }, a.owner.token))).toBe('sorryNotFound');
    for (const [name, call] of Object.entries(boardingWrites)) if (name.includes('/')) expect([name, await call(a.owner.token, b.code)]).toEqual([name, 'authorRequired']);
    expect(await state(a.code)).toBe(beforeA);
    expect(await state(b.code)).toBe(beforeB);
    expect(ok(await gql(s.url, B_DATES, { t: 'mgi', ...boarding }, b.owner.token)).countingDates).toEqual(['2026-03']);
    expect(restError(await rest(s.url, 'GET', `/api/account/counting/${b.code}?type=mgi&date=2026-03&department=boarding`, { token: a.owner.token }))).toBe('authorRequired');
  });

  it('bad input (a department, type or date) is refused with its key and field, and nothing is written', async () => {
    const w = await boardingWorld();
    const before = await state(w.code);
    const cases: [Record<string, unknown>, string][] = [
      [{ dep: 'hostel' }, 'invalidValue'],
      [{ dep: '' }, 'requiredField'],
      [{ t: 'xyz' }, 'invalidValue'],
      [{ d: '2026-13' }, 'invalidValue'],
    ];
    for (const [name, call] of Object.entries(boardingWrites)) {
      for (const [bad, key] of cases) expect([name, bad, await call(w.owner.token, w.code, bad)]).toEqual([name, bad, key]);
    }
    const field = await rest(s.url, 'POST', `/api/account/counting/new/${w.code}`, { token: w.owner.token, body: { type: 'mgi', date: '2026-04', department: 'donation' } });
    expect(field.body).toMatchObject({ success: false, message: 'invalidValue', params: { field: 'department' } });
    const gqlField = await gql(s.url, B_SAVE, { t: 'mgi', d: '2026-04', dep: 'caravan' }, w.owner.token);
    expect(gqlField.errors?.[0].extensions).toMatchObject({ code: 'invalidValue', params: { field: 'department' } });
    expect(await state(w.code)).toBe(before);
  });

  it('reads: the boarding menu group (boardingSuper reads boarding, not accounts); a teacher reads neither', async () => {
    const w = await boardingWorld();
    const superB = await makeUser(s, 'boardingSuper', w.owner.academy);
    expect(ok(await gql(s.url, B_COUNTING, { t: 'mgi', d: '2026-03', ...boarding }, superB.token)).counting).toMatchObject({ department: 'boarding', total: 999.99 });
    expect(ok(await gql(s.url, B_DATES, { t: 'mgr', ...boarding }, superB.token)).countingDates).toEqual(['2026-03']);
    const restRead = await rest(s.url, 'GET', `/api/account/report/balance/${w.code}?type=mgr&department=boarding`, { token: superB.token });
    expect(restRead.body.balances.map((b: { department: string; date: string }) => [b.department, b.date])).toEqual([['boarding', '2026-03']]);
    expect(errorCode(await gql(s.url, COUNTING, { t: 'mgi', d: '2026-03' }, superB.token))).toBe('authorRequired');
    const teacher = await makeUser(s, 'generalTeacher', w.owner.academy);
    expect(errorCode(await gql(s.url, B_COUNTING, { t: 'mgi', d: '2026-03', ...boarding }, teacher.token))).toBe('authorRequired');
  });

  it('worked example: boarding receipts 3,000 + 1,500 and a voucher 2,000 give boarding mgi 4,500, mge 2,000, mgr balance 2,500; the accounts counts of the month are unaffected', async () => {
    const academy = await makeAcademy(s);
    const code = academy.code;
    const owner = await makeUser(s, 'accountant', academy);
    const receipts = s.db.getRepository(Receipt);
    const r = (department: string, page: number, regarding: string, amountPaisa: number) => receipts.save(receipts.create({
      code, department, type: 'menualReceipt', bookNo: 50, receiptNoFrom: page, receiptNoTill: page, name: 'Boarder', address: 'Hostel', fund: 'generalFund', regarding, amountPaisa, date: `2026-06-0${page}`,
    }));
    await r('boarding', 1, 'Boarding fee', 3000_00);
    await r('boarding', 2, 'Meal', 1500_00);
    await r('accounts', 3, 'Tuition', 700_00);
    const vouchers = s.db.getRepository(Voucher);
    await vouchers.save(vouchers.create({ code, department: 'boarding', fund: 'generalFund', voucherNo: 1, name: 'Grocer', regarding1: 'Rice', amount1Paisa: 2000_00, totalPaisa: 2000_00, date: '2026-06-10' }));
    await vouchers.save(vouchers.create({ code, department: 'accounts', fund: 'generalFund', voucherNo: 1, name: 'Power', regarding1: 'Electricity', amount1Paisa: 100_00, totalPaisa: 100_00, date: '2026-06-10' }));
    const v = { d: '2026-06', ...boarding };
    const income = ok(await gql(s.url, B_COUNTING, { t: 'mgi', ...v }, owner.token)).counting;
    expect(income).toMatchObject({ department: 'boarding', total: 4500, heads: [{ regarding: 'Boarding fee', amount: 3000 }, { regarding: 'Meal', amount: 1500 }] });
    expect(ok(await gql(s.url, B_COUNTING, { t: 'mge', ...v }, owner.token)).counting).toMatchObject({ total: 2000, heads: [{ regarding: 'Rice', amount: 2000 }] });
    expect(ok(await gql(s.url, B_REPORT, { t: 'mgr', ...v }, owner.token)).countingReport).toMatchObject({ department: 'boarding', preBalance: 0, income: 4500, expense: 2000, balance: 2500 });
    // Accounts (no department: the default) of the same month: only its own rows.
    expect(ok(await gql(s.url, COUNTING, { t: 'mgi', d: '2026-06' }, owner.token)).counting.total).toBe(700);
    expect(ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-06' }, owner.token)).countingReport).toMatchObject({ income: 700, expense: 100, balance: 600 });
    // Both departments save the same type and month; each carries its own balance into July.
    const saved = await rest(s.url, 'POST', `/api/account/report/new/${code}`, { token: owner.token, body: { type: 'mgr', date: '2026-06', department: 'boarding' } });
    expect(saved.body.report).toMatchObject({ department: 'boarding', saved: true, balance: 2500 });
    ok(await gql(s.url, SAVE_REPORT, { t: 'mgr', d: '2026-06' }, owner.token));
    expect(ok(await gql(s.url, B_REPORT, { t: 'mgr', d: '2026-07', ...boarding }, owner.token)).countingReport.preBalance).toBe(2500);
    expect(ok(await gql(s.url, REPORT, { t: 'mgr', d: '2026-07' }, owner.token)).countingReport.preBalance).toBe(600);
    const restCount = await rest(s.url, 'GET', `/api/account/counting/${code}?type=mgi&date=2026-06&department=boarding`, { token: owner.token });
    expect(restCount.body.counting).toMatchObject({ department: 'boarding', total: 4500, headings: ['Boarding fee', 'Meal'], counts: [3000, 1500] });
    expect(ok(await gql(s.url, B_DATES, { t: 'mgr', ...boarding }, owner.token)).countingDates).toEqual(['2026-06']);
    ok(await gql(s.url, B_SAVE, { t: 'mgi', ...v }, owner.token));
    expect(errorCode(await gql(s.url, B_SAVE, { t: 'mgi', ...v }, owner.token))).toBe('duplicateNotPossible');
    expect(ok(await gql(s.url, DATES, { t: 'mgi' }, owner.token)).countingDates).toEqual([]);
  });

  it('the lock is per department: a saved boarding count refuses a boarding receipt of the month (sorryMonthlyCountDone), an accounts one stays editable; deleting it reopens', async () => {
    const w = await world();
    ok(await gql(s.url, B_SAVE, { t: 'mgi', d: '2026-03', ...boarding }, w.owner.token));
    ok(await gql(s.url, B_SAVE, { t: 'mge', d: '2026-03', ...boarding }, w.owner.token));
    const conditions = async () => Object.fromEntries((await s.db.getRepository(Receipt).findBy({ code: w.code })).map((r) => [r.name, r.condition]));
    expect(await conditions()).toMatchObject({ Boarder: 'saved', Karim: 'unsaved', Salam: 'unsaved' });
    expect((await s.db.getRepository(Voucher).findOneByOrFail({ id: w.vouchers.boarding })).condition).toBe('saved');
    expect((await s.db.getRepository(Voucher).findOneByOrFail({ id: w.vouchers.one })).condition).toBe('unsaved');
    const edit = (id: number, department: string, amount: number) => gql(s.url, 'mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id amount } }', { i: {
      id, department, type: 'menualReceipt', donorName: 'Edited', address: 'x', fund: 'generalFund', regarding: 'Fees', amount, date: '2026-03-15', principalCode: w.principal.password,
    } }, w.owner.token);
    const before = await s.db.getRepository(Receipt).findOneByOrFail({ id: w.receipts.boarding });
    expect(errorCode(await edit(w.receipts.boarding, 'boarding', 5))).toBe('sorryMonthlyCountDone');
    expect(await s.db.getRepository(Receipt).findOneByOrFail({ id: w.receipts.boarding })).toEqual(before);
    expect(errorCode(await edit(w.receipts.fees, 'accounts', 12))).toBeNull();
    expect((await s.db.getRepository(Receipt).findOneByOrFail({ id: w.receipts.fees })).amountPaisa).toBe(12_00);
    // A new boarding receipt or voucher dated in the closed month is refused; an accounts one is not.
    const voucher = (department: string) => gql(s.url, 'mutation($i: VoucherInput!) { saveVoucher(input: $i) { id } }', { i: {
      department, fund: 'generalFund', name: 'Late bill', description: '', lines: [{ regarding: 'Gas', amount: 5 }], date: '2026-03-25',
    } }, w.owner.token);
    expect(errorCode(await voucher('boarding'))).toBe('sorryMonthlyVoucherCountDone');
    expect(errorCode(await voucher('accounts'))).toBeNull();
    // An accounts count of the month does not lock boarding's either way round.
    ok(await gql(s.url, B_DELETE, { t: 'mgi', d: '2026-03', ...boarding }, w.owner.token));
    ok(await gql(s.url, SAVE, { t: 'mgi', d: '2026-03' }, w.owner.token));
    expect((await conditions()).Boarder).toBe('unsaved');
    expect(errorCode(await edit(w.receipts.boarding, 'boarding', 5))).toBeNull();
    expect(errorCode(await edit(w.receipts.fees, 'accounts', 13))).toBe('sorryMonthlyCountDone');
  });
});
