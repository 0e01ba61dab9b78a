import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { BoardingFeeRule, FeeMonth } from '../../api/src/domains/accounts/fees.entities';
import { Receipt } from '../../api/src/domains/accounts/receipts.entities';
import { Voucher } from '../../api/src/domains/accounts/vouchers.entities';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { makeAcademy, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** The dashboard's accounts summary (issue 10): income and expense by month, fees collected against what is due. */
const SUMMARY = `query($y: Int!) { accountsSummary(year: $y) {
  year income expense students
  months { month generalIncome charityIncome generalExpense charityExpense income expense }
  feesMonth { period due collected owed } feesYear { period due collected owed }
} }`;

/** The same, of a department (accounts or boarding). */
const BY_DEPARTMENT = `query($y: Int!, $d: String!) { accountsSummary(year: $y, department: $d) {
  department year income expense students
  months { month generalIncome charityIncome generalExpense charityExpense income expense }
  feesMonth { period due collected owed } feesYear { period due collected owed }
} }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

interface World { academy: Academy; code: string; accountant: Signed }

/**
 * An academy on the test clock's 2026-03-10. Receipts and vouchers of 2026 in the accounts
 * department (and a boarding receipt and voucher, and a 2025 receipt, never counted). Class 6 owes
 * a monthly fee of 500.00 and a yearly admission fee of 1,000.00; Ali and Badr were admitted in
 * January, Carim on 5 March. Ali paid January to March and the admission fee, Badr January and
 * 250.00 of March, Carim nothing. `secret` names the rows (another academy's 'B-secret').
 */
async function world(secret = 'A'): Promise<World> {
  const academy = await makeAcademy(s);
  const code = academy.code;
  const accountant = await makeUser(s, 'accountant', academy);
  const receipts = s.db.getRepository(Receipt);
  let page = 0;
  const r = (over: Partial<Receipt>) => receipts.save(receipts.create({
    code, department: 'accounts', type: 'menualReceipt', bookNo: 1, receiptNoFrom: ++page, receiptNoTill: page, name: secret, address: secret,
    fund: 'generalFund', regarding: secret, amountPaisa: 0, date: '2026-01-05', ...over,
  }));
  const vouchers = s.db.getRepository(Voucher);
  let no = 0;
  const v = (over: Partial<Voucher>) => vouchers.save(vouchers.create({ code, department: 'accounts', fund: 'generalFund', voucherNo: ++no, name: secret, regarding1: secret, date: '2026-02-01', totalPaisa: 0, ...over }));
  await r({ amountPaisa: 100_50, date: '2026-01-05' });
  await r({ fund: 'charityFund', amountPaisa: 200_00, date: '2026-01-31' });
  await r({ amountPaisa: 1000_25, date: '2026-03-01' });
  await r({ department: 'boarding', amountPaisa: 999_99, date: '2026-03-02' });
  await r({ amountPaisa: 55_55, date: '2025-12-31' });
  await v({ amount1Paisa: 300_10, totalPaisa: 300_10, date: '2026-02-14' });
  await v({ fund: 'charityFund', amount1Paisa: 50_00, totalPaisa: 50_00, date: '2026-03-09' });
  await v({ department: 'boarding', amount1Paisa: 400_00, totalPaisa: 400_00, date: '2026-03-09' });

  const rules = s.db.getRepository(FeeRule);
  await rules.save([
    rules.create({ code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 500_00, classes: ['Class 6'], groups: [] }),
    rules.create({ code, fund: 'generalFund', title: 'admission_fee', amountPaisa: 1000_00, classes: ['Class 6'], groups: [] }),
  ]);
  const [ali, badr] = await makeStudents(s, academy, 'Class 6', [`Ali ${secret}`, `Badr ${secret}`], 1, { date: '2026-01-01' });
  await makeStudents(s, academy, 'Class 6', [`Carim ${secret}`], 3, { date: '2026-03-05' });
  const months = s.db.getRepository(FeeMonth);
  const paid = (studentId: number, subject: string, period: string, amountPaisa: number) => months.create({ code, feeId: 1, department: 'accounts', studentId, subject, period, amountPaisa });
  await months.save([
    paid(ali.id, 'monthly_fee', '2026-01', 500_00), paid(ali.id, 'monthly_fee', '2026-02', 500_00), paid(ali.id, 'monthly_fee', '2026-03', 500_00),
    paid(ali.id, 'admission_fee', '2026', 1000_00), paid(badr.id, 'monthly_fee', '2026-01', 500_00), paid(badr.id, 'monthly_fee', '2026-03', 250_00),
  ]);
  return { academy, code, accountant };
}

const month = (m: string, over: Record<string, number> = {}) => ({ month: m, generalIncome: 0, charityIncome: 0, generalExpense: 0, charityExpense: 0, income: 0, expense: 0, ...over });

/** The worked example of the world. */
const EXPECTED = {
  year: 2026,
  // 100.50 + 200.00 + 1,000.25 (the boarding receipt and the 2025 one are not counted); 300.10 + 50.00.
  income: 1300.75,
  expense: 350.1,
  students: 3,
  months: [
    month('2026-01', { generalIncome: 100.5, charityIncome: 200, income: 300.5 }),
    month('2026-02', { generalExpense: 300.1, expense: 300.1 }),
    month('2026-03', { generalIncome: 1000.25, income: 1000.25, charityExpense: 50, expense: 50 }),
    ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => month(`2026-${m}`)),
  ],
  // March's monthly fee: 3 × 500.00 asked, Ali 500.00 + Badr 250.00 paid, 750.00 owed.
  feesMonth: { period: '2026-03', due: 1500, collected: 750, owed: 750 },
  // January to March: monthly 1,500 (Ali) + 1,500 (Badr) + 500 (Carim, from March), admission 3 × 1,000 = 6,500 asked;
  // paid 2,500 (Ali) + 750 (Badr); owed Badr 500 + 250 + 1,000 and Carim 500 + 1,000 = 3,250.
  feesYear: { period: '2026', due: 6500, collected: 3250, owed: 3250 },
};

describe('accountsSummary (GraphQL) and GET /api/account/summary/{code}', () => {
  it('is loginError when not signed in', async () => {
    const w = await world();
    expect(errorCode(await gql(s.url, SUMMARY, { y: 2026 }))).toBe('loginError');
    expect((await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026`)).body).toMatchObject({ success: false, message: 'loginError' });
  });

  it.each(['education', 'generalTeacher', 'boardingSuper', 'guardian'] as const)('is authorRequired for %s (not in the accounts menu)', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.academy);
    expect(errorCode(await gql(s.url, SUMMARY, { y: 2026 }, u.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026`, { token: u.token })).body).toMatchObject({ success: false, message: 'authorRequired' });
  });

  it("never counts another academy's receipts, vouchers or fees; its code in the path is authorRequired", async () => {
    const a = await world();
    const b = await world('B-secret');
    const bigger = s.db.getRepository(Receipt);
    await bigger.save(bigger.create({ code: b.code, department: 'accounts', type: 'menualReceipt', bookNo: 9, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret', address: 'B-secret', fund: 'generalFund', regarding: 'B-secret', amountPaisa: 777_777_00, date: '2026-01-02' }));
    const got = await gql(s.url, SUMMARY, { y: 2026 }, a.accountant.token);
    expect(got.data?.accountsSummary).toEqual(EXPECTED);
    expect(JSON.stringify(got)).not.toContain('B-secret');
    expect((await rest(s.url, 'GET', `/api/account/summary/${b.code}?year=2026`, { token: a.accountant.token })).body).toMatchObject({ success: false, message: 'authorRequired' });
  });

  it('refuses a year out of 2000–2100 or not a year (invalidValue), and a missing one (requiredField)', async () => {
    const w = await world();
    for (const y of [1999, 2101, -5]) {
      const r = await gql(s.url, SUMMARY, { y }, w.accountant.token);
      expect([y, r.errors?.[0].extensions]).toEqual([y, expect.objectContaining({ code: 'invalidValue', params: expect.objectContaining({ field: 'year' }) })]);
    }
    const path = `/api/account/summary/${w.code}`;
    expect((await rest(s.url, 'GET', `${path}?year=1999`, { token: w.accountant.token })).body).toMatchObject({ success: false, message: 'invalidValue', params: { field: 'year' } });
    expect((await rest(s.url, 'GET', `${path}?year=twenty`, { token: w.accountant.token })).body).toMatchObject({ success: false, message: 'invalidValue', params: { field: 'year' } });
    expect((await rest(s.url, 'GET', path, { token: w.accountant.token })).body).toMatchObject({ success: false, message: 'requiredField', params: { field: 'year' } });
  });

  it('answers the worked example: income and expense by month and fund, fees collected against what is due', async () => {
    const w = await world();
    expect((await gql(s.url, SUMMARY, { y: 2026 }, w.accountant.token)).data?.accountsSummary).toEqual(EXPECTED);
    // The accounts menu's other roles read it too.
    for (const type of ['principal', 'superUser', 'councilMember', 'admin'] as const) {
      const u = await makeUser(s, type, w.academy);
      expect([type, (await gql(s.url, SUMMARY, { y: 2026 }, u.token)).data?.accountsSummary.income]).toEqual([type, 1300.75]);
    }
    const r = await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026`, { token: w.accountant.token });
    expect(r.body.success).toBe(true);
    expect(r.body.summary).toMatchObject({ year: 2026, income: 1300.75, expense: 350.1, students: 3, fees_month: { period: '2026-03', due: 1500, collected: 750, owed: 750 }, fees_year: { due: 6500, collected: 3250, owed: 3250 } });
    expect(r.body.summary.months[0]).toEqual({ month: '2026-01', general_income: 100.5, charity_income: 200, general_expense: 0, charity_expense: 0, income: 300.5, expense: 0 });
    // A past year: its own receipts, its December for the fees (nobody was admitted yet: nothing due); a later year: nothing yet.
    const past = (await gql(s.url, SUMMARY, { y: 2025 }, w.accountant.token)).data?.accountsSummary;
    expect(past).toMatchObject({ income: 55.55, expense: 0, feesMonth: { period: '2025-12', due: 0, collected: 0, owed: 0 }, feesYear: { due: 0 } });
    expect((await gql(s.url, SUMMARY, { y: 2027 }, w.accountant.token)).data?.accountsSummary).toMatchObject({ income: 0, feesMonth: { period: '2027-01', due: 0 }, feesYear: { due: 0 } });
  });
});

/**
 * The boarding department's figures (its receipts, vouchers, boarding fee rules and residential
 * students), worked example on the world above: the boarding receipt of 999.99 (2026-03-02) and
 * voucher of 400.00 (2026-03-09); a boarding fee 'food' of 2,000.00 a month for Class 6; Ali and
 * Badr are residential (the factory's default), Carim is made a day student; Ali paid January and
 * February of the boarding fee, Badr 1,500.00 of March.
 */
async function boardingWorld(secret = 'A'): Promise<World> {
  const w = await world(secret);
  const rules = s.db.getRepository(BoardingFeeRule);
  await rules.save(rules.create({ code: w.code, fund: 'generalFund', title: 'food', amountPaisa: 2000_00, classes: ['Class 6'], groups: [] }));
  const students = await s.db.getRepository(Student).find({ where: { code: w.code }, order: { admitNo: 'ASC' } });
  const [ali, badr, carim] = students;
  await s.db.getRepository(Student).update({ id: carim.id }, { residence: 'nonResidential' });
  const months = s.db.getRepository(FeeMonth);
  const paid = (studentId: number, period: string, amountPaisa: number) => months.create({ code: w.code, feeId: 2, department: 'boarding', studentId, subject: 'food', period, amountPaisa });
  await months.save([paid(ali.id, '2026-01', 2000_00), paid(ali.id, '2026-02', 2000_00), paid(badr.id, '2026-03', 1500_00)]);
  return w;
}

describe('accountsSummary of the boarding department (department: boarding; REST ?department=boarding)', () => {
  it('is loginError when not signed in', async () => {
    const w = await boardingWorld();
    expect(errorCode(await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'boarding' }))).toBe('loginError');
    expect((await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026&department=boarding`)).body).toMatchObject({ success: false, message: 'loginError' });
  });

  it.each(['education', 'generalTeacher', 'guardian'] as const)('is authorRequired for %s (not in the boarding menu)', async (type) => {
    const w = await boardingWorld();
    const u = await makeUser(s, type, w.academy);
    expect(errorCode(await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'boarding' }, u.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026&department=boarding`, { token: u.token })).body).toMatchObject({ success: false, message: 'authorRequired' });
  });

  it("a boardingSuper reads the boarding figures but not the accounts' ones", async () => {
    const w = await boardingWorld();
    const u = await makeUser(s, 'boardingSuper', w.academy);
    expect((await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'boarding' }, u.token)).data?.accountsSummary).toMatchObject({ department: 'boarding', income: 999.99 });
    expect(errorCode(await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'accounts' }, u.token))).toBe('authorRequired');
  });

  it('refuses a department other than accounts or boarding (invalidValue on department; blank: requiredField)', async () => {
    const w = await boardingWorld();
    for (const [d, key] of [['donation', 'invalidValue'], ['Boarding', 'invalidValue'], ['', 'requiredField']]) {
      const r = await gql(s.url, BY_DEPARTMENT, { y: 2026, d }, w.accountant.token);
      expect([d, r.errors?.[0].extensions]).toEqual([d, expect.objectContaining({ code: key, params: expect.objectContaining({ field: 'department' }) })]);
    }
    expect((await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026&department=caravan`, { token: w.accountant.token })).body).toMatchObject({ success: false, message: 'invalidValue', params: { field: 'department' } });
  });

  it("never counts another academy's boarding rows; its code in the path is authorRequired", async () => {
    const a = await boardingWorld();
    const b = await boardingWorld('B-secret');
    const got = await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'boarding' }, a.accountant.token);
    expect(got.data?.accountsSummary).toMatchObject({ income: 999.99, expense: 400, students: 2 });
    expect(JSON.stringify(got)).not.toContain('B-secret');
    expect((await rest(s.url, 'GET', `/api/account/summary/${b.code}?year=2026&department=boarding`, { token: a.accountant.token })).body).toMatchObject({ success: false, message: 'authorRequired' });
  });

  it('answers the worked example: only boarding receipts and vouchers, boarding fees of the residential students', async () => {
    const w = await boardingWorld();
    expect((await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'boarding' }, w.accountant.token)).data?.accountsSummary).toEqual({
      department: 'boarding', year: 2026,
      // Only the boarding receipt and voucher.
      income: 999.99, expense: 400, students: 2,
      months: [
        month('2026-01'), month('2026-02'),
        month('2026-03', { generalIncome: 999.99, income: 999.99, generalExpense: 400, expense: 400 }),
        ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => month(`2026-${m}`)),
      ],
      // March: 2 × 2,000.00 asked (Carim is a day student), Badr paid 1,500.00: 2,500.00 owed.
      feesMonth: { period: '2026-03', due: 4000, collected: 1500, owed: 2500 },
      // January to March: 6 × 2,000.00 = 12,000.00 asked; paid 4,000.00 (Ali) + 1,500.00 (Badr) = 5,500.00; owed 6,500.00.
      feesYear: { period: '2026', due: 12000, collected: 5500, owed: 6500 },
    });
    // The default and accounts give the accounts figures as before.
    expect((await gql(s.url, BY_DEPARTMENT, { y: 2026, d: 'accounts' }, w.accountant.token)).data?.accountsSummary).toMatchObject({ department: 'accounts', income: 1300.75, expense: 350.1, students: 3 });
    const r = await rest(s.url, 'GET', `/api/account/summary/${w.code}?year=2026&department=boarding`, { token: w.accountant.token });
    expect(r.body.summary).toMatchObject({ department: 'boarding', income: 999.99, expense: 400, students: 2, fees_month: { due: 4000, collected: 1500, owed: 2500 }, fees_year: { due: 12000, collected: 5500, owed: 6500 } });
    expect(r.body.summary.months[2]).toEqual({ month: '2026-03', general_income: 999.99, charity_income: 0, general_expense: 400, charity_expense: 0, income: 999.99, expense: 400 });
  });
});
