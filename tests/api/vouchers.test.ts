import { Academy } from '../../api/src/domains/auth/academy.entity';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { SalarySheet, Voucher } from '../../api/src/domains/accounts/vouchers.entities';
import { amountInWords } from '../../api/src/rules/in-words';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const V = 'id department fund voucherNo name description lines { regarding amount } total inWords date receiverSign principalSign condition salarySheetId';
const SAVE = `mutation($i: VoucherInput!) { saveVoucher(input: $i) { ${V} } }`;
const DELETE = 'mutation($id: Int!, $p: String!) { deleteVoucher(id: $id, principalSign: $p) }';
const LIST = `query($d: String!, $s: String, $o: Int, $l: Int) { vouchers(department: $d, search: $s, offset: $o, limit: $l) { total generalFundVoucherNo charityFundVoucherNo items { ${V} } } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/**
 * An academy with an accountant (or `type`), a principal (whose password is the code), and two
 * vouchers of the accounts department: general fund no 1 (unsaved) and no 2 (saved by a count),
 * and a boarding voucher (general fund no 1).
 */
interface World { owner: Signed; principal: Signed; code: string; open: number; saved: number; boarding: number }

async function world(type: UserType = 'accountant'): Promise<World> {
  const owner = await makeUser(s, type, undefined, { signUrl: '/files/sign-owner.png' });
  const principal = await makeUser(s, 'principal', owner.academy, { signUrl: '/files/sign-principal.png' });
  const repo = s.db.getRepository(Voucher);
  const base = { code: owner.academy.code, fund: 'generalFund', name: 'Karim', description: '', regarding1: 'Electricity', amount1Paisa: 150_000, totalPaisa: 150_000, inWords: 'x', date: '2026-03-01' };
  const open = await repo.save(repo.create({ ...base, department: 'accounts', voucherNo: 1 }));
  const saved = await repo.save(repo.create({ ...base, department: 'accounts', voucherNo: 2, condition: 'saved' }));
  const boarding = await repo.save(repo.create({ ...base, department: 'boarding', voucherNo: 1, regarding1: 'Rice' }));
  return { owner, principal, code: owner.academy.code, open: open.id, saved: saved.id, boarding: boarding.id };
}

async function state(code: string): Promise<string> {
  return JSON.stringify({
    vouchers: await s.db.getRepository(Voucher).find({ where: { code }, order: { id: 'ASC' } }),
    sheets: await s.db.getRepository(SalarySheet).find({ where: { code }, order: { id: 'ASC' } }),
  });
}

const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
const gqlError = (r: GqlResult) => errorCode(r);

const input = (over: Record<string, unknown> = {}) => ({
  department: 'accounts', fund: 'generalFund', name: 'Rahim Traders', description: 'March bills',
  lines: [{ regarding: 'Electricity', amount: 1250.5 }, { regarding: 'Gas', amount: 300 }], date: '2026-03-05', ...over,
});
const restBody = (over: Record<string, unknown> = {}) => ({
  fund: 'generalFund', voucherNo: '', name: 'Rahim Traders', description: 'March bills', regarding1: 'Electricity', amount1: '1250.50',
  regarding2: 'Gas', amount2: 300, regarding3: '', amount3: '', inWords: 'ignored', total: 1, date: '2026-03-05', department: 'accounts', ...over,
});

type Ids = Pick<World, 'open' | 'boarding'> & { principalCode: string };
/** Every voucher write with an id (update, delete), as GraphQL and REST. */
const idWrites: Record<string, (token: string | undefined, code: string, ids: Ids) => Promise<string | null>> = {
  'saveVoucher (update)': (t, _c, ids) => gql(s.url, SAVE, { i: input({ id: ids.open, principalSign: ids.principalCode }) }, t).then(gqlError),
  deleteVoucher: (t, _c, ids) => gql(s.url, DELETE, { id: ids.open, p: ids.principalCode }, t).then(gqlError),
  'PUT /voucher/update': (t, c, ids) => rest(s.url, 'PUT', `/api/account/voucher/update/${c}`, { token: t, body: restBody({ id: ids.open, principalSign: ids.principalCode }) }).then(restError),
  'POST /voucher/delete': (t, c, ids) => rest(s.url, 'POST', `/api/account/voucher/delete/${c}/${ids.open}`, { token: t, body: { principalSign: ids.principalCode } }).then(restError),
};
/** The writes that add a voucher. */
const addWrites: Record<string, (token: string | undefined, code: string) => Promise<string | null>> = {
  'saveVoucher (new)': (t) => gql(s.url, SAVE, { i: input() }, t).then(gqlError),
  'POST /voucher/new': (t, c) => rest(s.url, 'POST', `/api/account/voucher/new/${c}`, { token: t, body: restBody() }).then(restError),
};
const ids = (w: World): Ids => ({ open: w.open, boarding: w.boarding, principalCode: w.principal.password });

describe('voucher writes: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(idWrites)) expect([name, await call(undefined, w.code, ids(w))]).toEqual([name, 'loginError']);
    for (const [name, call] of Object.entries(addWrites)) expect([name, await call(undefined, w.code)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['principal', 'education', 'admin', 'councilMember', 'guardian', 'generalTeacher', 'boardingSuper'] as const)(
    'every accounts write is authorRequired for %s, and changes nothing', async (type) => {
      const w = await world();
      const u = await makeUser(s, type, w.owner.academy);
      const before = await state(w.code);
      for (const [name, call] of Object.entries(idWrites)) expect([name, await call(u.token, w.code, ids(w))]).toEqual([name, 'authorRequired']);
      for (const [name, call] of Object.entries(addWrites)) expect([name, await call(u.token, w.code)]).toEqual([name, 'authorRequired']);
      expect(await state(w.code)).toBe(before);
    },
  );

  it('every write works for accountant and superUser', async () => {
    for (const type of ['accountant', 'superUser'] as const) {
      for (const [name, call] of Object.entries(idWrites)) {
        const w = await world(type);
        expect([type, name, await call(w.owner.token, w.code, ids(w))]).toEqual([type, name, null]);
      }
      for (const [name, call] of Object.entries(addWrites)) {
        const w = await world(type);
        expect([type, name, await call(w.owner.token, w.code)]).toEqual([type, name, null]);
      }
    }
  });

  it('boardingSuper writes boarding vouchers (and reads them) but not accounts ones; principal reads accounts vouchers only', async () => {
    const w = await world();
    const boss = await makeUser(s, 'boardingSuper', w.owner.academy);
    const made = await gql(s.url, SAVE, { i: input({ department: 'boarding' }) }, boss.token);
    expect(made.data?.saveVoucher).toMatchObject({ department: 'boarding', voucherNo: 2 });
    expect(gqlError(await gql(s.url, SAVE, { i: input({ id: w.boarding, department: 'boarding', principalSign: w.principal.password }) }, boss.token))).toBeNull();
    expect(gqlError(await gql(s.url, DELETE, { id: w.boarding, p: w.principal.password }, boss.token))).toBeNull();
    expect((await gql(s.url, LIST, { d: 'boarding' }, boss.token)).data.vouchers.total).toBe(1);
    expect(gqlError(await gql(s.url, LIST, { d: 'accounts' }, boss.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/account/vouchers/${w.code}?department=boarding`, { token: boss.token })).body.total).toBe(1);
    const principal = w.principal;
    expect((await gql(s.url, LIST, { d: 'accounts' }, principal.token)).data.vouchers.total).toBe(2);
    const teacher = await makeUser(s, 'generalTeacher', w.owner.academy);
    expect(gqlError(await gql(s.url, LIST, { d: 'accounts' }, teacher.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/account/vouchers/${w.code}`, { token: teacher.token })).body.message).toBe('authorRequired');
  });

  it("another academy's vouchers are sorryNotFound, its code in the path authorRequired, and neither academy changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const [name, call] of Object.entries(idWrites)) {
      expect([name, await call(a.owner.token, a.code, { ...ids(b), principalCode: a.principal.password })]).toEqual([name, 'sorryNotFound']);
      if (name.includes('/')) expect([name, await call(a.owner.token, b.code, ids(b))]).toEqual([name, 'authorRequired']);
    }
    for (const [name, call] of Object.entries(addWrites)) if (name.includes('/')) expect([name, await call(a.owner.token, b.code)]).toEqual([name, 'authorRequired']);
    expect(await state(b.code)).toBe(beforeB);
    expect(await state(a.code)).toBe(beforeA);
    // B's principal cannot sign A's voucher: the code is checked against A's principals only.
    expect(gqlError(await gql(s.url, SAVE, { i: input({ id: a.open, principalSign: b.principal.password }) }, a.owner.token))).toBe('authorRequired');
    expect(gqlError(await gql(s.url, SAVE, { i: input({ principalSign: b.principal.password }) }, a.owner.token))).toBe('authorRequired');
    expect(await state(a.code)).toBe(beforeA);
    const list = (await gql(s.url, LIST, { d: 'accounts' }, a.owner.token)).data.vouchers;
    expect(list.items.map((v: { id: number }) => v.id).sort()).toEqual([a.open, a.saved].sort());
    expect((await rest(s.url, 'GET', `/api/account/vouchers/${b.code}`, { token: a.owner.token })).body.message).toBe('authorRequired');
  });
});

describe('voucher writes: bad input is refused with its key, writing nothing', () => {
  const gq = (w: World, over: Record<string, unknown>) => gql(s.url, SAVE, { i: input(over) }, w.owner.token);
  const post = (w: World, over: Record<string, unknown>) => rest(s.url, 'POST', `/api/account/voucher/new/${w.code}`, { token: w.owner.token, body: restBody(over) });
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>?][] = [
    ['no lines', (w) => gq(w, { lines: [] }), 'requiredField', { field: 'regarding1' }],
    ['a first line without a regarding', (w) => gq(w, { lines: [{ regarding: ' ', amount: 5 }] }), 'requiredField', { field: 'regarding1' }],
    ['a first line without an amount', (w) => gq(w, { lines: [{ regarding: 'Gas', amount: null }] }), 'requiredField', { field: 'amount1' }],
    ['a blank first line before a filled one', (w) => gq(w, { lines: [{ regarding: '', amount: null }, { regarding: 'Gas', amount: 5 }] }), 'requiredField', { field: 'regarding1' }],
    ['a third line with a regarding but no amount', (w) => gq(w, { lines: [{ regarding: 'Gas', amount: 5 }, { regarding: '', amount: null }, { regarding: 'Water', amount: 0 }] }), 'requiredField', { field: 'amount3' }],
    ['a line with an amount but no regarding', (w) => gq(w, { lines: [{ regarding: 'Gas', amount: 5 }, { regarding: '', amount: 7 }] }), 'requiredField', { field: 'regarding2' }],
    ['eleven lines', (w) => gq(w, { lines: Array.from({ length: 11 }, () => ({ regarding: 'Gas', amount: 1 })) }), 'invalidValue', { field: 'lines' }],
    ['a negative amount', (w) => gq(w, { lines: [{ regarding: 'Gas', amount: -5 }] }), 'invalidValue', { field: 'amount1' }],
    ['three decimals', (w) => gq(w, { lines: [{ regarding: 'Gas', amount: 5.555 }] }), 'invalidValue', { field: 'amount1' }],
    ['a total above the cap', (w) => gq(w, { lines: Array.from({ length: 2 }, () => ({ regarding: 'Gas', amount: 15_000_000 })) }), 'invalidValue', { field: 'total' }],
    ['a regarding too long', (w) => gq(w, { lines: [{ regarding: 'x'.repeat(121), amount: 5 }] }), 'invalidValue', { field: 'regarding1' }],
    ['an unknown fund', (w) => gq(w, { fund: 'otherFund' }), 'invalidValue', { field: 'fund' }],
    ['no fund', (w) => gq(w, { fund: '' }), 'requiredField', { field: 'fund' }],
    ['an unknown department', (w) => gq(w, { department: 'caravan' }), 'invalidValue', { field: 'department' }],
    ['an impossible date', (w) => gq(w, { date: '2026-02-30' }), 'invalidValue', { field: 'date' }],
    ['a negative number', (w) => gq(w, { voucherNo: -1 }), 'invalidValue', { field: 'voucherNo' }],
    ['an existing fund and number', (w) => gq(w, { voucherNo: 1 }), 'duplicateNotPossible', { field: 'voucherNo' }],
    ['a wrong principal code', (w) => gq(w, { principalSign: 'not-a-code' }), 'authorRequired', { field: 'principalSign' }],
    ['edit without the principal code', (w) => gq(w, { id: w.open }), 'requiredField', { field: 'principalSign' }],
    ['edit with a wrong principal code', (w) => gq(w, { id: w.open, principalSign: 'nope' }), 'authorRequired', { field: 'principalSign' }],
    ['edit a saved voucher', (w) => gq(w, { id: w.saved, principalSign: w.principal.password }), 'sorryMonthlyVoucherCountDone', {}],
    ['edit to another voucher\'s number', (w) => gq(w, { id: w.open, voucherNo: 2, principalSign: w.principal.password }), 'duplicateNotPossible', { field: 'voucherNo' }],
    ['edit a missing voucher', (w) => gq(w, { id: 999_999, principalSign: w.principal.password }), 'sorryNotFound', {}],
    ['delete without the principal code', (w) => gql(s.url, DELETE, { id: w.open, p: '' }, w.owner.token), 'requiredField', { field: 'principalSign' }],
    ['delete with a wrong code', (w) => gql(s.url, DELETE, { id: w.open, p: 'nope' }, w.owner.token), 'authorRequired', { field: 'principalSign' }],
    ['delete a saved voucher', (w) => gql(s.url, DELETE, { id: w.saved, p: w.principal.password }, w.owner.token), 'sorryMonthlyVoucherCountDone', {}],
    ['REST: only blank lines', (w) => post(w, { regarding1: '', amount1: '', regarding2: '', amount2: '' }), 'requiredField', { field: 'regarding1' }],
    ['REST: a second line without an amount', (w) => post(w, { amount2: '' }), 'requiredField', { field: 'amount2' }],
    ['REST: an amount that is not a number', (w) => post(w, { amount1: 'ten' }), 'invalidValue', { field: 'amount1' }],
    ['REST: an existing fund and number', (w) => post(w, { voucherNo: '2' }), 'duplicateNotPossible', { field: 'voucherNo' }],
    ['REST: no fund', (w) => post(w, { fund: '' }), 'requiredField', { field: 'fund' }],
    ['REST: update without an id', (w) => rest(s.url, 'PUT', `/api/account/voucher/update/${w.code}`, { token: w.owner.token, body: restBody({ principalSign: w.principal.password }) }), 'requiredField', { field: 'id' }],
    ['REST: update a saved voucher', (w) => rest(s.url, 'PUT', `/api/account/voucher/update/${w.code}`, { token: w.owner.token, body: restBody({ id: w.saved, principalSign: w.principal.password }) }), 'sorryMonthlyVoucherCountDone', {}],
    ['REST: update with a blank first line', (w) => rest(s.url, 'PUT', `/api/account/voucher/update/${w.code}`, { token: w.owner.token, body: restBody({ id: w.open, regarding1: '', amount1: '', principalSign: w.principal.password }) }), 'requiredField', { field: 'regarding1' }],
    ['REST: delete without a code', (w) => rest(s.url, 'POST', `/api/account/voucher/delete/${w.code}/${w.open}`, { token: w.owner.token }), 'requiredField', { field: 'principalSign' }],
    ['REST: delete a saved voucher', (w) => rest(s.url, 'POST', `/api/account/voucher/delete/${w.code}/${w.saved}`, { token: w.owner.token, body: { principalSign: w.principal.password } }), 'sorryMonthlyVoucherCountDone', {}],
    ['REST: delete of no id', (w) => rest(s.url, 'POST', `/api/account/voucher/delete/${w.code}/x`, { token: w.owner.token, body: { principalSign: w.principal.password } }), 'sorryNotFound', {}],
    ['REST: a list page of 0', (w) => rest(s.url, 'GET', `/api/account/vouchers/${w.code}?limit=0`, { token: w.owner.token }), 'invalidValue', { field: 'limit' }],
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

describe('vouchers: what they do', () => {
  it('a new voucher: total and in words computed by the server, blank lines dropped, the next number of its fund, the user as receiver', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: input({ lines: [{ regarding: ' Electricity ', amount: 1250.5 }, { regarding: '', amount: null }, { regarding: 'Gas', amount: 300 }, { regarding: 'Water', amount: 0.25 }] }) }, w.owner.token);
    expect(r.data.saveVoucher).toEqual({
      id: expect.any(Number), department: 'accounts', fund: 'generalFund', voucherNo: 3, name: 'Rahim Traders', description: 'March bills',
      lines: [{ regarding: 'Electricity', amount: 1250.5 }, { regarding: 'Gas', amount: 300 }, { regarding: 'Water', amount: 0.25 }],
      total: 1550.75, inWords: amountInWords(155_075, 'bn'), date: '2026-03-05', receiverSign: '/files/sign-owner.png', principalSign: '', condition: 'unsaved', salarySheetId: null,
    });
    // Signed on creation when the principal's code is given; charity fund numbers start at 1; '' date is today.
    const charity = await gql(s.url, SAVE, { i: input({ fund: 'charityFund', principalSign: w.principal.password, date: '' }) }, w.owner.token);
    expect(charity.data.saveVoucher).toMatchObject({ fund: 'charityFund', voucherNo: 1, principalSign: '/files/sign-principal.png', date: '2026-03-10', total: 1550.5 });
    const list = (await gql(s.url, LIST, { d: 'accounts' }, w.owner.token)).data.vouchers;
    expect([list.total, list.generalFundVoucherNo, list.charityFundVoucherNo]).toEqual([4, 4, 2]);
    // The boarding department numbers on its own.
    expect((await gql(s.url, LIST, { d: 'boarding' }, w.owner.token)).data.vouchers).toMatchObject({ total: 1, generalFundVoucherNo: 2, charityFundVoucherNo: 1 });
  });

  it('in words follows the academy language', async () => {
    const w = await world();
    await s.db.getRepository(Academy).update({ code: w.code }, { language: 'en' });
    const r = await gql(s.url, SAVE, { i: input({ lines: [{ regarding: 'Gas', amount: 125_050.5 }] }) }, w.owner.token);
    expect(r.data.saveVoucher.inWords).toBe(amountInWords(12_505_050, 'en'));
    expect(r.data.saveVoucher.inWords).toMatch(/^One lakh twenty-five thousand fifty taka and fifty paisa only$/i);
  });

  it('a chosen number is kept; the next number is the highest plus one; a duplicate of the same fund is refused but another fund may reuse it', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: input({ voucherNo: 40 }) }, w.owner.token);
    expect(r.data.saveVoucher.voucherNo).toBe(40);
    expect((await gql(s.url, LIST, { d: 'accounts' }, w.owner.token)).data.vouchers.generalFundVoucherNo).toBe(41);
    expect(gqlError(await gql(s.url, SAVE, { i: input({ voucherNo: 40 }) }, w.owner.token))).toBe('duplicateNotPossible');
    expect((await gql(s.url, SAVE, { i: input({ voucherNo: 40, fund: 'charityFund' }) }, w.owner.token)).data.saveVoucher.voucherNo).toBe(40);
    expect((await gql(s.url, SAVE, { i: input({ voucherNo: 40, department: 'boarding' }) }, w.owner.token)).data.saveVoucher.voucherNo).toBe(40);
    expect((await gql(s.url, SAVE, { i: input() }, w.owner.token)).data.saveVoucher.voucherNo).toBe(41);
  });

  it('twenty vouchers added at once get twenty different numbers', async () => {
    const w = await world();
    const made = await Promise.all(Array.from({ length: 20 }, () => gql(s.url, SAVE, { i: input() }, w.owner.token)));
    expect(made.map(gqlError).filter(Boolean)).toEqual([]);
    const numbers = made.map((r) => r.data.saveVoucher.voucherNo).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
  });

  it('edit recomputes the total, signs with the principal, keeps the receiver; changing the fund takes that fund\'s next number', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: input({ id: w.open, principalSign: w.principal.password, lines: [{ regarding: 'Gas', amount: 10.1 }, { regarding: 'Water', amount: 0.2 }] }) }, w.owner.token);
    expect(r.data.saveVoucher).toMatchObject({ id: w.open, voucherNo: 1, total: 10.3, principalSign: '/files/sign-principal.png', receiverSign: '' });
    const moved = await gql(s.url, SAVE, { i: input({ id: w.open, fund: 'charityFund', principalSign: w.principal.password }) }, w.owner.token);
    expect(moved.data.saveVoucher).toMatchObject({ fund: 'charityFund', voucherNo: 1 });
    const row = await s.db.getRepository(Voucher).findOneByOrFail({ id: w.open });
    expect([row.totalPaisa, row.amount1Paisa, row.amount2Paisa, row.regarding3]).toEqual([155_050, 125_050, 30_000, '']);
  });

  it('delete with the principal code removes the voucher', async () => {
    const w = await world();
    expect(await gql(s.url, DELETE, { id: w.open, p: w.principal.password }, w.owner.token)).toEqual({ data: { deleteVoucher: true } });
    expect(await s.db.getRepository(Voucher).countBy({ code: w.code })).toBe(2);
  });

  it('the list pages and searches (name, regarding, number)', async () => {
    const w = await world();
    for (let i = 0; i < 5; i++) await gql(s.url, SAVE, { i: input({ name: `Payee ${i}`, date: `2026-03-1${i}`, lines: [{ regarding: i === 3 ? 'Books 100%' : 'Gas', amount: 1 }] }) }, w.owner.token);
    const page = (await gql(s.url, LIST, { d: 'accounts', o: 0, l: 2 }, w.owner.token)).data.vouchers;
    expect([page.total, page.items.map((v: { name: string }) => v.name)]).toEqual([7, ['Payee 4', 'Payee 3']]);
    const hit = (await gql(s.url, LIST, { d: 'accounts', s: '100%' }, w.owner.token)).data.vouchers;
    expect(hit.items.map((v: { name: string }) => v.name)).toEqual(['Payee 3']);
    expect((await gql(s.url, LIST, { d: 'accounts', s: 'payee 1' }, w.owner.token)).data.vouchers.total).toBe(1);
  });

  it('REST: the spec payload and answers ({ vouchers, total, general_fund_voucher_no, charity_fund_voucher_no }), page and limit', async () => {
    const w = await world();
    const made = await rest(s.url, 'POST', `/api/account/voucher/new/${w.code}`, { token: w.owner.token, body: restBody({ principal_sign: w.principal.password }) });
    expect(made.body).toEqual({
      success: true,
      voucher: expect.objectContaining({
        fund: 'generalFund', voucher_no: 3, name: 'Rahim Traders', total: 1550.5, in_words: amountInWords(155_050, 'bn'), regarding1: 'Electricity', amount1: 1250.5,
        regarding2: 'Gas', amount2: 300, regarding3: '', amount3: 0, regarding10: '', amount10: 0, date: '2026-03-05', department: 'accounts',
        receiver_sign: '/files/sign-owner.png', principal_sign: '/files/sign-principal.png', condition: 'unsaved',
      }),
    });
    const list = await rest(s.url, 'GET', `/api/account/vouchers/${w.code}?department=accounts&page=1&limit=2`, { token: w.owner.token });
    expect([list.body.total, list.body.vouchers.length, list.body.general_fund_voucher_no, list.body.charity_fund_voucher_no]).toEqual([3, 2, 4, 1]);
    expect((await rest(s.url, 'GET', `/api/account/vouchers/${w.code}?page=2&limit=2`, { token: w.owner.token })).body.vouchers).toHaveLength(1);
    expect((await rest(s.url, 'GET', `/api/account/vouchers/${w.code}?search=Rahim`, { token: w.owner.token })).body.total).toBe(1);
    const id = made.body.voucher.id;
    const upd = await rest(s.url, 'PUT', `/api/account/voucher/update/${w.code}`, { token: w.owner.token, body: restBody({ id, amount2: '', regarding2: '', principalSign: w.principal.password }) });
    expect(upd.body.voucher).toMatchObject({ id, total: 1250.5, regarding2: '', amount2: 0 });
    const del = await rest(s.url, 'POST', `/api/account/voucher/delete/${w.code}/${id}`, { token: w.owner.token, body: { principalSign: w.principal.password } });
    expect(del.body).toEqual({ success: true });
  });
});
