import { Staff } from '../../api/src/domains/administration/staff.entity';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { SalarySheet, SalarySheetRow, Voucher } from '../../api/src/domains/accounts/vouchers.entities';
import { amountInWords } from '../../api/src/rules/in-words';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const ROW = 'id staffRowId staffId name designation workdays attendance basic daily responsibility supervision houseRent travel medical snacks otherAllowances incrementPercent overtime bonus loan electricity food gas cleaning governmentTax mobile internet others increment total deductions net';
const SHEET = `id month department note paidVoucherId paidVoucherNo paidFund rows { ${ROW} } totals { basic increment total deductions net food }`;
const SAVE = `mutation($i: SalarySheetInput!) { saveSalarySheet(input: $i) { ${SHEET} } }`;
const DELETE = 'mutation($id: Int!) { deleteSalarySheet(id: $id) }';
const PAY = `mutation($i: PaySalaryInput!) { paySalarySheet(input: $i) { sheet { ${SHEET} } voucher { id department fund voucherNo name description lines { regarding amount } total inWords date salarySheetId } } }`;
const LIST = `query($m: String, $o: Int, $l: Int) { salarySheets(month: $m, offset: $o, limit: $l) { total items { ${SHEET} } } }`;
const VOUCHER_DELETE = 'mutation($id: Int!, $p: String!) { deleteVoucher(id: $id, principalSign: $p) }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/** The worked example of rules/salary.ts as an entered row (taka). */
const workedRow = {
  staffId: 'T-1', name: 'Abdul Karim', designation: 'Teacher', workdays: 26, attendance: 25,
  basic: 12000, daily: 500, houseRent: 3000, medical: 250.5, incrementPercent: 5.5, overtime: 300, loan: 1000, food: 1200, mobile: 99.99,
};
const plainRow = { staffId: 'T-2', name: 'Hasan', designation: 'Cook', basic: 8500, travel: 200, bonus: 1000, governmentTax: 85 };

/** An academy with an accountant (or `type`), a principal, three staff (two in Hifz) and a March sheet of two rows. */
interface World { owner: Signed; principal: Signed; code: string; sheet: number; staff: Staff[] }

async function world(type: UserType = 'accountant'): Promise<World> {
  const owner = await makeUser(s, type);
  const principal = await makeUser(s, 'principal', owner.academy);
  const code = owner.academy.code;
  const repo = s.db.getRepository(Staff);
  const person = (staffId: string, name: string, department: string, salaryPaisa: number, boardingFeePaisa: number) => repo.create({
    code, staffId, name, fatherName: 'x', designation: department === 'Hifz' ? 'Hafez' : 'Clerk', birthDate: '1990-01-01', mobile: '01700000000',
    nid: `${Math.floor(Math.random() * 1e12)}`, salaryPaisa, boardingFeePaisa, department,
  });
  const staff = await repo.save([person('S-2', 'Yusuf', 'Hifz', 900_000, 150_000), person('S-1', 'Ismail', 'Hifz', 1_050_050, 0), person('S-3', 'Nuh', 'General', 700_000, 0)]);
  const made = await gql(s.url, SAVE, { i: { month: '2026-03', department: '', rows: [workedRow, plainRow] } }, owner.token);
  if (!made.data) throw new Error(JSON.stringify(made.errors));
  return { owner, principal, code, sheet: made.data.saveSalarySheet.id, staff };
}

async function state(code: string): Promise<string> {
  return JSON.stringify({
    sheets: await s.db.getRepository(SalarySheet).find({ where: { code }, order: { id: 'ASC' } }),
    rows: await s.db.getRepository(SalarySheetRow).find({ where: { code }, order: { id: 'ASC' } }),
    vouchers: await s.db.getRepository(Voucher).find({ where: { code }, order: { id: 'ASC' } }),
  });
}

const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
const gqlError = (r: GqlResult) => errorCode(r);

const writes: Record<string, (token: string | undefined, code: string, sheet: number) => Promise<string | null>> = {
  'saveSalarySheet (new)': (t) => gql(s.url, SAVE, { i: { month: '2026-04', department: 'Hifz' } }, t).then(gqlError),
  'saveSalarySheet (update)': (t, _c, id) => gql(s.url, SAVE, { i: { id, month: '2026-03', department: '', rows: [workedRow] } }, t).then(gqlError),
  deleteSalarySheet: (t, _c, id) => gql(s.url, DELETE, { id }, t).then(gqlError),
  paySalarySheet: (t, _c, id) => gql(s.url, PAY, { i: { id } }, t).then(gqlError),
  'POST /salary/new': (t, c) => rest(s.url, 'POST', `/api/account/salary/new/${c}`, { token: t, body: { month: '2026-04', department: 'Hifz' } }).then(restError),
  'PUT /salary/update': (t, c, id) => rest(s.url, 'PUT', `/api/account/salary/update/${c}`, { token: t, body: { id, month: '2026-03', rows: [workedRow] } }).then(restError),
  'DELETE /salary/delete': (t, c, id) => rest(s.url, 'DELETE', `/api/account/salary/delete/${c}/${id}`, { token: t }).then(restError),
  'POST /salary/pay': (t, c, id) => rest(s.url, 'POST', `/api/account/salary/pay/${c}/${id}`, { token: t, body: { fund: 'generalFund' } }).then(restError),
};
const creates = new Set(['saveSalarySheet (new)', 'POST /salary/new']);

describe('salary writes: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(undefined, w.code, w.sheet)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['principal', 'boardingSuper', 'education', 'admin', 'guardian', 'generalTeacher'] as const)('every write is authorRequired for %s, and changes nothing', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(u.token, w.code, w.sheet)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
  });

  it('every write works for accountant and superUser', async () => {
    for (const type of ['accountant', 'superUser'] as const) {
      for (const [name, call] of Object.entries(writes)) {
        const w = await world(type);
        expect([type, name, await call(w.owner.token, w.code, w.sheet)]).toEqual([type, name, null]);
      }
    }
  });

  it('reading: the accounts menu group (principal yes, a teacher or boardingSuper no)', async () => {
    const w = await world();
    expect((await gql(s.url, LIST, {}, w.principal.token)).data.salarySheets.total).toBe(1);
    for (const type of ['generalTeacher', 'boardingSuper'] as const) {
      const u = await makeUser(s, type, w.owner.academy);
      expect(gqlError(await gql(s.url, LIST, {}, u.token))).toBe('authorRequired');
      expect((await rest(s.url, 'GET', `/api/account/salaries/${w.code}`, { token: u.token })).body.message).toBe('authorRequired');
    }
  });

  it("another academy's sheets are sorryNotFound, its code in the path authorRequired, and neither academy changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const [name, call] of Object.entries(writes)) {
      if (!creates.has(name)) expect([name, await call(a.owner.token, a.code, b.sheet)]).toEqual([name, 'sorryNotFound']);
      if (name.includes('/')) expect([name, await call(a.owner.token, b.code, b.sheet)]).toEqual([name, 'authorRequired']);
    }
    expect(await state(b.code)).toBe(beforeB);
    expect(await state(a.code)).toBe(beforeA);
    // A new sheet of A is prefilled from A's staff only.
    const made = await gql(s.url, SAVE, { i: { month: '2026-05' } }, a.owner.token);
    expect(made.data.saveSalarySheet.rows.map((r: { staffRowId: number }) => r.staffRowId).sort()).toEqual(a.staff.map((x) => x.id).sort());
    expect(await state(b.code)).toBe(beforeB);
    expect((await gql(s.url, LIST, {}, a.owner.token)).data.salarySheets.items.map((x: { id: number }) => x.id)).not.toContain(b.sheet);
  });
});

describe('salary writes: bad input is refused with its key, writing nothing', () => {
  const save = (w: World, i: Record<string, unknown>) => gql(s.url, SAVE, { i }, w.owner.token);
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>?][] = [
    ['no month', (w) => save(w, { month: '' }), 'requiredField', { field: 'month' }],
    ['a month that is not one', (w) => save(w, { month: '2026-13' }), 'invalidValue', { field: 'month' }],
    ['the same month and department again', (w) => save(w, { month: '2026-03', department: '' }), 'duplicateNotPossible', { field: 'month' }],
    ['a row without a name', (w) => save(w, { month: '2026-04', rows: [workedRow, { ...plainRow, name: ' ' }] }), 'requiredField', { field: 'rows.1.name' }],
    ['a negative amount', (w) => save(w, { month: '2026-04', rows: [{ ...plainRow, bonus: -1 }] }), 'invalidValue', { field: 'rows.0.bonus' }],
    ['three decimals', (w) => save(w, { month: '2026-04', rows: [{ ...plainRow, basic: 1.005 }] }), 'invalidValue', { field: 'rows.0.basic' }],
    ['an increment above 100 %', (w) => save(w, { month: '2026-04', rows: [{ ...plainRow, incrementPercent: 100.5 }] }), 'invalidValue', { field: 'rows.0.incrementPercent' }],
    ['attendance above workdays', (w) => save(w, { month: '2026-04', rows: [{ ...plainRow, workdays: 20, attendance: 21 }] }), 'invalidValue', { field: 'rows.0.attendance' }],
    ['32 workdays', (w) => save(w, { month: '2026-04', rows: [{ ...plainRow, workdays: 32 }] }), 'invalidValue', { field: 'rows.0.workdays' }],
    ['deductions above the total', (w) => save(w, { month: '2026-04', rows: [{ ...plainRow, loan: 10_000 }] }), 'invalidValue', { field: 'rows.0.deductions' }],
    ['update to another sheet\'s month', async (w) => {
      await save(w, { month: '2026-04', rows: [plainRow] });
      return save(w, { id: w.sheet, month: '2026-04', department: '' });
    }, 'duplicateNotPossible', { field: 'month' }],
    ['update a missing sheet', (w) => save(w, { id: 999_999, month: '2026-03' }), 'sorryNotFound', {}],
    ['pay on an unknown fund', (w) => gql(s.url, PAY, { i: { id: w.sheet, fund: 'x' } }, w.owner.token), 'invalidValue', { field: 'fund' }],
    ['pay with an impossible date', (w) => gql(s.url, PAY, { i: { id: w.sheet, date: '2026-02-30' } }, w.owner.token), 'invalidValue', { field: 'date' }],
    ['pay with a wrong principal code', (w) => gql(s.url, PAY, { i: { id: w.sheet, principalSign: 'nope' } }, w.owner.token), 'authorRequired', { field: 'principalSign' }],
    ['pay a sheet of nothing', async (w) => {
      const empty = await save(w, { month: '2026-04', rows: [] });
      return gql(s.url, PAY, { i: { id: empty.data!.saveSalarySheet.id } }, w.owner.token);
    }, 'notWorked', { field: 'net' }],
    ['REST: a row with an amount that is not a number', (w) => rest(s.url, 'POST', `/api/account/salary/new/${w.code}`, { token: w.owner.token, body: { month: '2026-04', rows: [{ ...plainRow, house_rent: 'much' }] } }), 'invalidValue', { field: 'rows.0.houseRent' }],
    ['REST: no month', (w) => rest(s.url, 'POST', `/api/account/salary/new/${w.code}`, { token: w.owner.token, body: {} }), 'requiredField', { field: 'month' }],
    ['REST: update without an id', (w) => rest(s.url, 'PUT', `/api/account/salary/update/${w.code}`, { token: w.owner.token, body: { month: '2026-03' } }), 'requiredField', { field: 'id' }],
    ['REST: delete of no id', (w) => rest(s.url, 'DELETE', `/api/account/salary/delete/${w.code}/x`, { token: w.owner.token }), 'sorryNotFound', {}],
    ['REST: pay a missing sheet', (w) => rest(s.url, 'POST', `/api/account/salary/pay/${w.code}/999999`, { token: w.owner.token, body: {} }), 'sorryNotFound', {}],
  ];

  it.each(cases)('%s', async (_name, call, key, params) => {
    const w = await world();
    // Setup steps of a case (a second sheet) are part of "before".
    const r = await call(w);
    const settled = await state(w.code);
    if ('status' in r) {
      expect([r.body.success, r.body.message, r.body.params ?? {}]).toEqual([false, key, params]);
      expect(r.status).toBeGreaterThanOrEqual(400);
    } else {
      expect([errorCode(r), r.errors![0].extensions!.params ?? {}]).toEqual([key, params]);
    }
    // Nothing the refused call touched changed: the world's March sheet and its rows are as made, no voucher.
    const march = await s.db.getRepository(SalarySheet).findOneByOrFail({ id: w.sheet });
    expect([march.month, march.department, march.paidVoucherId]).toEqual(['2026-03', '', null]);
    expect(await s.db.getRepository(SalarySheetRow).countBy({ code: w.code, sheetId: w.sheet })).toBe(2);
    expect(await s.db.getRepository(Voucher).countBy({ code: w.code })).toBe(0);
    expect(await state(w.code)).toBe(settled);
  });

  it('a refused new sheet writes no sheet and no rows', async () => {
    const w = await world();
    const before = await state(w.code);
    expect(gqlError(await save(w, { month: '2026-04', rows: [workedRow, { ...plainRow, loan: 99_999 }] }))).toBe('invalidValue');
    expect(gqlError(await save(w, { month: '2026-03' }))).toBe('duplicateNotPossible');
    expect(await state(w.code)).toBe(before);
  });
});

describe('salary sheets: what they do', () => {
  it('the worked example: row totals and the sheet sums, exact to the paisa', async () => {
    const w = await world();
    const sheet = (await gql(s.url, LIST, { m: '2026-03' }, w.owner.token)).data.salarySheets.items[0];
    expect(sheet.rows[0]).toMatchObject({ ...workedRow, increment: 660, total: 16710.5, deductions: 2299.99, net: 14410.51 });
    expect(sheet.rows[1]).toMatchObject({ ...plainRow, increment: 0, total: 9700, deductions: 85, net: 9615 });
    expect(sheet.totals).toEqual({ basic: 20500, increment: 660, total: 26410.5, deductions: 2384.99, net: 24025.51, food: 1200 });
  });

  it('a new sheet without rows is prefilled from the staff list of the department (basic = salary, food = boarding fee), by staff number', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: { month: '2026-04', department: 'Hifz' } }, w.owner.token);
    expect(r.data.saveSalarySheet.rows).toMatchObject([
      { staffId: 'S-1', name: 'Ismail', designation: 'Hafez', basic: 10500.5, food: 0, net: 10500.5 },
      { staffId: 'S-2', name: 'Yusuf', designation: 'Hafez', basic: 9000, food: 1500, net: 7500 },
    ]);
    const all = await gql(s.url, SAVE, { i: { month: '2026-04', department: '' } }, w.owner.token);
    expect(all.data.saveSalarySheet.rows.map((x: { staffId: string }) => x.staffId)).toEqual(['S-1', 'S-2', 'S-3']);
  });

  it('update replaces the rows in their order', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: { id: w.sheet, month: '2026-03', note: 'fixed', rows: [plainRow, { ...workedRow, bonus: 0.01 }] } }, w.owner.token);
    expect(r.data.saveSalarySheet).toMatchObject({ note: 'fixed', rows: [{ name: 'Hasan' }, { name: 'Abdul Karim', net: 14410.52 }] });
    expect(await s.db.getRepository(SalarySheetRow).countBy({ code: w.code })).toBe(2);
  });

  it('paying writes exactly one accounts voucher "salary <month>" for the net total with the next number; the paid sheet is locked', async () => {
    const w = await world();
    await gql(s.url, 'mutation($i: VoucherInput!) { saveVoucher(input: $i) { id } }', { i: { department: 'accounts', fund: 'generalFund', lines: [{ regarding: 'Gas', amount: 5 }], voucherNo: 7 } }, w.owner.token);
    const paid = await gql(s.url, PAY, { i: { id: w.sheet, date: '2026-03-31' } }, w.owner.token);
    expect(paid.data.paySalarySheet.voucher).toMatchObject({
      department: 'accounts', fund: 'generalFund', voucherNo: 8, name: 'বেতন 2026-03', description: '', lines: [{ regarding: 'বেতন 2026-03', amount: 24025.51 }],
      total: 24025.51, inWords: amountInWords(2_402_551, 'bn'), date: '2026-03-31', salarySheetId: w.sheet,
    });
    expect(paid.data.paySalarySheet.sheet).toMatchObject({ paidVoucherId: paid.data.paySalarySheet.voucher.id, paidVoucherNo: 8, paidFund: 'generalFund' });
    expect(await s.db.getRepository(Voucher).countBy({ code: w.code, salarySheetId: w.sheet })).toBe(1);
    // Paid: no second payment, no edit, no delete; its voucher cannot be edited either.
    const before = await state(w.code);
    expect(gqlError(await gql(s.url, PAY, { i: { id: w.sheet } }, w.owner.token))).toBe('duplicateNotPossible');
    expect(gqlError(await gql(s.url, SAVE, { i: { id: w.sheet, month: '2026-03', rows: [plainRow] } }, w.owner.token))).toBe('notWorked');
    expect(gqlError(await gql(s.url, DELETE, { id: w.sheet }, w.owner.token))).toBe('notWorked');
    const voucherId = paid.data.paySalarySheet.voucher.id;
    expect(gqlError(await gql(s.url, 'mutation($i: VoucherInput!) { saveVoucher(input: $i) { id } }', {
      i: { id: voucherId, department: 'accounts', fund: 'generalFund', lines: [{ regarding: 'x', amount: 1 }], principalSign: w.principal.password },
    }, w.owner.token))).toBe('notWorked');
    expect(await state(w.code)).toBe(before);
    // Deleting the voucher (principal code) makes the sheet unpaid again; it can then be paid on the charity fund.
    expect((await gql(s.url, VOUCHER_DELETE, { id: voucherId, p: w.principal.password }, w.owner.token)).data.deleteVoucher).toBe(true);
    expect((await s.db.getRepository(SalarySheet).findOneByOrFail({ id: w.sheet })).paidVoucherId).toBeNull();
    const again = await rest(s.url, 'POST', `/api/account/salary/pay/${w.code}/${w.sheet}`, { token: w.owner.token, body: { fund: 'charityFund', principalSign: w.principal.password } });
    expect(again.body.voucher).toMatchObject({ fund: 'charityFund', voucher_no: 1, total: 24025.51, date: '2026-03-10', regarding1: 'বেতন 2026-03', amount1: 24025.51 });
    expect(again.body.salary).toMatchObject({ paid_voucher_no: 1, paid_fund: 'charityFund' });
  });

  it('ten payments of one sheet at once write exactly one voucher', async () => {
    const w = await world();
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(s.url, PAY, { i: { id: w.sheet } }, w.owner.token)));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => r.errors).map(gqlError)).toEqual(Array(9).fill('duplicateNotPossible'));
    expect(await s.db.getRepository(Voucher).countBy({ code: w.code })).toBe(1);
  });

  it('REST: new, list ({ salaries, total }), update and delete with snake_case fields', async () => {
    const w = await world();
    const made = await rest(s.url, 'POST', `/api/account/salary/new/${w.code}`, {
      token: w.owner.token, body: { month: '2026-05', department: 'Hifz', rows: [{ staff_id: 9, name: 'Imran', house_rent: '1500.25', basic: '10000', increment_percent: '10' }] },
    });
    expect(made.body.salary).toMatchObject({ month: '2026-05', department: 'Hifz', rows: [{ staff_id: '9', name: 'Imran', house_rent: 1500.25, increment: 1000, total: 12500.25, net: 12500.25 }], totals: { net: 12500.25 } });
    const list = await rest(s.url, 'GET', `/api/account/salaries/${w.code}?limit=1`, { token: w.owner.token });
    expect([list.body.total, list.body.salaries.length, list.body.salaries[0].month]).toEqual([2, 1, '2026-05']);
    expect((await rest(s.url, 'GET', `/api/account/salaries/${w.code}?month=2026-03`, { token: w.owner.token })).body.total).toBe(1);
    const id = made.body.salary.id;
    const upd = await rest(s.url, 'PUT', `/api/account/salary/update/${w.code}`, { token: w.owner.token, body: { id, month: '2026-05', department: 'Hifz', rows: [] } });
    expect(upd.body.salary).toMatchObject({ rows: [], totals: { net: 0 } });
    expect((await rest(s.url, 'DELETE', `/api/account/salary/delete/${w.code}/${id}`, { token: w.owner.token })).body).toEqual({ success: true });
    expect(await s.db.getRepository(SalarySheetRow).countBy({ code: w.code, sheetId: id })).toBe(0);
  });
});
