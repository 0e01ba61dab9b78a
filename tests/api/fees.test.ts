import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { BoardingFeeRule, Fee, FeeMonth } from '../../api/src/domains/accounts/fees.entities';
import { Receipt } from '../../api/src/domains/accounts/receipts.entities';
import type { Student } from '../../api/src/domains/education/student.entity';
import { makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';
import { GuardianChild } from '../../api/src/domains/auth/guardian-children.entity';

const FEE = 'id department providerId admitNo name className groupName year date note total receiverName items { selectedMonths subject totalAmount }';
const SAVE = `mutation($i: FeeInput!) { saveFee(input: $i) { ${FEE} } }`;
const DELETE = 'mutation($id: Int!) { deleteFee(id: $id) }';
const RULE = 'id fund title amount classes groups';
const SAVE_RULES = `mutation($rules: [FeeRuleInput!]!) { saveBoardingFeeRules(rules: $rules) { ${RULE} } }`;
const DELETE_RULE = 'mutation($id: Int!) { deleteBoardingFeeRule(id: $id) }';
const STUDENT_FEES = `query($admitNo: Int!, $year: Int, $department: String) { studentFees(admitNo: $admitNo, year: $year, department: $department) {
  providerId admitNo name className residence year fromMonth due paid owed
  lines { department title amount yearly due paid owed periods { period due paid owed status } }
  payments { id total }
} }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

interface Office { u: Signed; code: string; science: Student[]; day: Student }

/**
 * An accountant's academy (the test clock's today is 2026-03-10): Class 9 Science and Arts; fee
 * rules monthly 1,500.50 (every group), electricity 200 (Science), admission 5,000; a boarding fee
 * of 3,000 a month for Class 9. Students admitted on 2026-01-01: Science 901–903 (residential),
 * Arts 904 (a day student).
 */
async function office(type: 'accountant' | 'superUser' | 'boardingSuper' = 'accountant'): Promise<Office> {
  const u = await makeUser(s, type);
  const code = u.academy.code;
  await makeClass(s, u.academy, { className: 'Class 9', groupName: 'Science' });
  await makeClass(s, u.academy, { className: 'Class 9', groupName: 'Arts' });
  const rules = s.db.getRepository(FeeRule);
  await rules.save([
    rules.create({ code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 150050, classes: ['Class 9'], groups: [] }),
    rules.create({ code, fund: 'generalFund', title: 'electricity_bill', amountPaisa: 20000, classes: ['Class 9'], groups: ['Science'] }),
    rules.create({ code, fund: 'generalFund', title: 'admission_fee', amountPaisa: 500000, classes: ['Class 9'], groups: [] }),
  ]);
  const boarding = s.db.getRepository(BoardingFeeRule);
  await boarding.save(boarding.create({ code, fund: 'generalFund', title: 'boarding_fee', amountPaisa: 300000, classes: ['Class 9'], groups: [] }));
  const science = await makeStudents(s, u.academy, 'Class 9', ['Abdullah', 'Bilal', 'Ciraj'], 901, { groupName: 'Science' });
  const [day] = await makeStudents(s, u.academy, 'Class 9', ['Dawud'], 904, { groupName: 'Arts', residence: 'nonResidential' });
  return { u, code, science, day };
}

const payment = (over: Record<string, unknown> = {}) => ({
  admitNo: 901, year: 2026, date: '2026-03-09', note: 'paid at the office',
  items: [{ selectedMonths: ['2026-01', '2026-02'], subject: 'monthly_fee', totalAmount: 3001 }],
  ...over,
});
const item = (over: Record<string, unknown>) => ({ items: [{ selectedMonths: ['2026-01'], subject: 'monthly_fee', totalAmount: 1500.5, ...over }] });
const fees = (code: string) => s.db.getRepository(Fee).countBy({ code });
const months = (code: string) => s.db.getRepository(FeeMonth).countBy({ code });

describe('saveFee and POST /fees/new, PUT /fee/update', () => {
  it('are refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE, { i: payment() }))).toBe('loginError');
    for (const [method, path] of [['POST', '/api/account/fees/new/100001'], ['PUT', '/api/account/fee/update/100001']]) {
      const r = await rest(s.url, method, path, { body: payment({ id: 1 }) });
      expect([r.status, r.body.message]).toEqual([401, 'loginError']);
    }
  });

  it('are refused for roles other than accountant, boardingSuper or superUser, writing nothing', async () => {
    const o = await office();
    for (const type of ['education', 'principal', 'generalTeacher', 'hostelManager', 'guardian'] as const) {
      const u = await makeUser(s, type, o.u.academy);
      expect(errorCode(await gql(s.url, SAVE, { i: payment() }, u.token))).toBe('authorRequired');
      expect((await rest(s.url, 'POST', `/api/account/fees/new/${o.code}`, { token: u.token, body: payment() })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'PUT', `/api/account/fee/update/${o.code}`, { token: u.token, body: payment({ id: 1 }) })).body.message).toBe('authorRequired');
    }
    expect(await fees(o.code)).toBe(0);
  });

  it('cannot take money for another academy\'s student, change its payment or write through its code', async () => {
    const mine = await office();
    const theirs = await office();
    const id = (await gql(s.url, SAVE, { i: payment() }, theirs.u.token)).data.saveFee.id;
    // My academy has no student 905; their 901 is not mine (mine is another student).
    expect(errorCode(await gql(s.url, SAVE, { i: payment({ admitNo: 905 }) }, mine.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: payment({ admitNo: undefined, providerId: theirs.science[0].id }) }, mine.u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, SAVE, { i: payment({ id, note: 'hacked' }) }, mine.u.token))).toBe('sorryNotFound');
    const put = await rest(s.url, 'PUT', `/api/account/fee/update/${mine.code}`, { token: mine.u.token, body: payment({ id, note: 'hacked' }) });
    expect(put.body.message).toBe('sorryNotFound');
    const post = await rest(s.url, 'POST', `/api/account/fees/new/${theirs.code}`, { token: mine.u.token, body: payment() });
    expect([post.status, post.body.message]).toEqual([403, 'authorRequired']);
    expect((await s.db.getRepository(Fee).findOneByOrFail({ id })).note).toBe('paid at the office');
    expect(await fees(theirs.code)).toBe(1);
    expect(await fees(mine.code)).toBe(0);
  });

  it.each([
    ['requiredField', 'items', { items: [] }],
    ['requiredField', 'items.0.selectedMonths', item({ selectedMonths: [] })],
    ['invalidValue', 'items.0.selectedMonths', item({ selectedMonths: ['2026-13'] })],
    ['invalidValue', 'items.0.selectedMonths', item({ selectedMonths: ['2025-12'] })],
    ['invalidValue', 'items.0.selectedMonths', item({ selectedMonths: ['someday'] })],
    ['requiredField', 'items.0.totalAmount', item({ totalAmount: 0 })],
    ['invalidValue', 'items.0.totalAmount', item({ totalAmount: -5 })],
    ['invalidValue', 'items.0.totalAmount', item({ totalAmount: 10.005 })],
    ['invalidValue', 'items.0.totalAmount', item({ totalAmount: 30_000_000 })],
    ['requiredField', 'items.0.subject', item({ subject: ' ' })],
    ['invalidValue', 'items.0.subject', item({ subject: 'library_fee' })],
    ['requiredField', 'year', { year: 0 }],
    ['invalidValue', 'year', { year: 1999 }],
    ['invalidValue', 'date', { date: '2026-02-30' }],
    ['requiredField', 'admitNo', { admitNo: undefined }],
    ['invalidValue', 'department', { department: 'library' }],
    ['duplicateNotPossible', 'items.1.selectedMonths', { items: [{ selectedMonths: ['2026-01'], subject: 'monthly_fee', totalAmount: 1 }, { selectedMonths: ['january'], subject: 'monthly_fee', totalAmount: 1 }] }],
  ])('refuses %s on %s and writes nothing', async (key, field, over) => {
    const o = await office();
    const r = await gql(s.url, SAVE, { i: payment(over) }, o.u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toMatchObject({ field });
    expect([await fees(o.code), await months(o.code)]).toEqual([0, 0]);
  });

  it('refuses a student who is not admitted (sorryNotFound), a day student\'s boarding fee, and a month paid before', async () => {
    const o = await office();
    expect(errorCode(await gql(s.url, SAVE, { i: payment({ admitNo: 999 }) }, o.u.token))).toBe('sorryNotFound');
    const boarding = payment({ admitNo: 904, department: 'boarding', items: [{ selectedMonths: ['2026-01'], subject: 'boarding_fee', totalAmount: 3000 }] });
    expect(errorCode(await gql(s.url, SAVE, { i: boarding }, o.u.token))).toBe('sorryNotFound');
    const first = await gql(s.url, SAVE, { i: payment() }, o.u.token);
    expect(first.errors).toBeUndefined();
    // February again, with March: February was paid; nothing of March is written.
    const again = await gql(s.url, SAVE, { i: payment({ items: [{ selectedMonths: ['2026-03', '2026-02'], subject: 'monthly_fee', totalAmount: 3001 }] }) }, o.u.token);
    expect(errorCode(again)).toBe('duplicateNotPossible');
    expect(again.errors![0].extensions!.params).toEqual({ field: 'items.0.selectedMonths', month: '2026-02' });
    // Admission is paid once a year, whatever month was picked.
    await gql(s.url, SAVE, { i: payment({ items: [{ selectedMonths: ['2026-01'], subject: 'admission_fee', totalAmount: 5000 }] }) }, o.u.token);
    const twice = await gql(s.url, SAVE, { i: payment({ items: [{ selectedMonths: ['2026-06'], subject: 'admission_fee', totalAmount: 5000 }] }) }, o.u.token);
    expect(twice.errors![0].extensions).toMatchObject({ code: 'duplicateNotPossible', params: { month: '2026' } });
    const r = await rest(s.url, 'POST', `/api/account/fees/new/${o.code}`, { token: o.u.token, body: { admit_no: 901, year: 2026, receipt_data: [{ selectedMonths: ['february'], subject: 'monthly_fee', totalAmount: 1500.5 }] } });
    expect([r.status, r.body.message, r.body.params]).toEqual([409, 'duplicateNotPossible', { field: 'items.0.selectedMonths', month: '2026-02' }]);
    expect([await fees(o.code), await months(o.code)]).toEqual([2, 3]);
  });

  it('takes a payment (months split to the paisa, receiver, student kept), lists, searches and updates it; the month is owed again after delete', async () => {
    const o = await office();
    const saved = (await gql(s.url, SAVE, { i: payment({ items: [
      { selectedMonths: ['2026-03', 'january', '2'], subject: 'monthly_fee', totalAmount: 4501.5 },
      { selectedMonths: ['2026-01'], subject: 'admission_fee', totalAmount: 5000 },
    ] }) }, o.u.token)).data.saveFee;
    expect(saved).toMatchObject({
      department: 'accounts', providerId: o.science[0].id, admitNo: 901, name: 'Abdullah', className: 'Class 9', groupName: 'Science', year: 2026,
      date: '2026-03-09', note: 'paid at the office', total: 9501.5, receiverName: `accountant ${o.u.user.lastName}`,
      items: [{ selectedMonths: ['2026-01', '2026-02', '2026-03'], subject: 'monthly_fee', totalAmount: 4501.5 }, { selectedMonths: ['2026-01'], subject: 'admission_fee', totalAmount: 5000 }],
    });
    const split = await s.db.getRepository(FeeMonth).find({ where: { feeId: saved.id }, order: { id: 'ASC' } });
    expect(split.map((m) => [m.subject, m.period, m.amountPaisa])).toEqual([
      ['monthly_fee', '2026-01', 150050], ['monthly_fee', '2026-02', 150050], ['monthly_fee', '2026-03', 150050], ['admission_fee', '2026', 500000],
    ]);
    const other = (await gql(s.url, SAVE, { i: payment({ admitNo: 902, date: null, items: [{ selectedMonths: ['2026-01'], subject: 'electricity_bill', totalAmount: 200 }] }) }, o.u.token)).data.saveFee;
    expect(other.date).toBe('2026-03-10'); // today on the test clock
    const list = await gql(s.url, '{ fees { total items { admitNo total } } }', {}, o.u.token);
    expect(list.data.fees).toEqual({ total: 2, items: [{ admitNo: 902, total: 200 }, { admitNo: 901, total: 9501.5 }] });
    const found = await gql(s.url, '{ fees(search: "৯০২") { total items { name } } }', {}, o.u.token);
    expect(found.data.fees).toEqual({ total: 1, items: [{ name: 'Bilal' }] });
    // Update: March comes out of the first payment; it may then be paid by another.
    const upd = await gql(s.url, SAVE, { i: payment({ id: saved.id, note: 'corrected', items: [{ selectedMonths: ['2026-01', '2026-02'], subject: 'monthly_fee', totalAmount: 3001 }] }) }, o.u.token);
    expect(upd.data.saveFee).toMatchObject({ id: saved.id, note: 'corrected', total: 3001 });
    expect(await s.db.getRepository(FeeMonth).countBy({ feeId: saved.id })).toBe(2);
    const march = await gql(s.url, SAVE, { i: payment({ items: [{ selectedMonths: ['2026-03'], subject: 'monthly_fee', totalAmount: 1500.5 }] }) }, o.u.token);
    expect(march.errors).toBeUndefined();
    expect(await gql(s.url, DELETE, { id: march.data.saveFee.id }, o.u.token)).toEqual({ data: { deleteFee: true } });
    const dues = (await gql(s.url, STUDENT_FEES, { admitNo: 901, department: 'accounts' }, o.u.token)).data.studentFees;
    const monthly = dues.lines.find((l: { title: string }) => l.title === 'monthly_fee');
    expect(monthly.periods.slice(0, 4).map((p: { status: string }) => p.status)).toEqual(['paid', 'paid', 'due', 'upcoming']);
    expect([await fees(o.code), await months(o.code)]).toEqual([2, 3]);
  });

  it('the REST calls take the spec\'s payload (provider_id, receipt_data) and answer snake_case; { fees, total } pages with search', async () => {
    const o = await office();
    const b = { provider_id: o.science[1].id, year: '2026', note: 'REST', receipt_data: [{ selectedMonths: ['january', 'february'], subject: 'monthly_fee', totalAmount: '3001' }] };
    const created = await rest(s.url, 'POST', `/api/account/fees/new/${o.code}`, { token: o.u.token, body: b });
    expect(created.status).toBe(200);
    expect(created.body.fee).toMatchObject({
      provider_id: o.science[1].id, admit_no: 902, class_name: 'Class 9', group_name: 'Science', year: 2026, note: 'REST', total: 3001, department: 'accounts',
      receipt_data: [{ selectedMonths: ['2026-01', '2026-02'], subject: 'monthly_fee', totalAmount: 3001 }],
    });
    expect(typeof created.body.fee.created_at).toBe('string');
    const bad = await rest(s.url, 'POST', `/api/account/fees/new/${o.code}`, { token: o.u.token, body: { ...b, receipt_data: [{ selectedMonths: ['march'], subject: 'monthly_fee', totalAmount: 'x' }] } });
    expect([bad.status, bad.body.message, bad.body.params]).toEqual([400, 'invalidValue', { field: 'items.0.totalAmount' }]);
    const id = created.body.fee.id;
    const upd = await rest(s.url, 'PUT', `/api/account/fee/update/${o.code}`, { token: o.u.token, body: { ...b, id, note: 'REST 2' } });
    expect(upd.body.fee).toMatchObject({ id, note: 'REST 2' });
    const noId = await rest(s.url, 'PUT', `/api/account/fee/update/${o.code}`, { token: o.u.token, body: b });
    expect([noId.body.message, noId.body.params]).toEqual(['requiredField', { field: 'id' }]);
    await rest(s.url, 'POST', `/api/account/fees/new/${o.code}`, { token: o.u.token, body: { ...b, provider_id: o.science[2].id } });
    const page = await rest(s.url, 'GET', `/api/account/fees/${o.code}?page=1&limit=1`, { token: o.u.token });
    expect([page.body.total, page.body.fees.map((f: { admit_no: number }) => f.admit_no)]).toEqual([2, [903]]);
    const search = await rest(s.url, 'GET', `/api/account/fees/${o.code}?search=Bilal`, { token: o.u.token });
    expect(search.body.fees.map((f: { admit_no: number }) => f.admit_no)).toEqual([902]);
    const boarding = await rest(s.url, 'GET', `/api/account/fees/${o.code}?department=boarding`, { token: o.u.token });
    expect(boarding.body).toEqual({ success: true, fees: [], total: 0 });
  });

  it('a boardingSuper takes a boarding fee from a residential student against the boarding fee rules', async () => {
    const o = await office();
    const boss = await makeUser(s, 'boardingSuper', o.u.academy);
    const i = payment({ department: 'boarding', items: [{ selectedMonths: ['2026-01', '2026-02', '2026-03'], subject: 'boarding_fee', totalAmount: 9000 }] });
    const r = await gql(s.url, SAVE, { i }, boss.token);
    expect(r.data!.saveFee).toMatchObject({ department: 'boarding', total: 9000 });
    // A student-fee title is not a boarding title; the student's monthly fee is still unpaid.
    expect(errorCode(await gql(s.url, SAVE, { i: payment({ department: 'boarding' }) }, boss.token))).toBe('invalidValue');
    expect((await gql(s.url, SAVE, { i: payment() }, boss.token)).errors).toBeUndefined();
    const both = (await gql(s.url, STUDENT_FEES, { admitNo: 901 }, o.u.token)).data.studentFees;
    expect(both.lines.map((l: { department: string; title: string }) => `${l.department}:${l.title}`)).toEqual([
      'accounts:monthly_fee', 'accounts:electricity_bill', 'accounts:admission_fee', 'boarding:boarding_fee',
    ]);
    expect(both.payments).toHaveLength(2);
  });

  it('a part-paid month takes a second payment of what it still owes, then refuses a third (worked example)', async () => {
    const o = await office();
    // February 1,000 of 1,500.50: partial.
    expect((await gql(s.url, SAVE, { i: payment(item({ selectedMonths: ['2026-02'], totalAmount: 1000 })) }, o.u.token)).errors).toBeUndefined();
    // February and March for 2,001: February takes its remaining 500.50, March its 1,500.50.
    const second = await gql(s.url, SAVE, { i: payment(item({ selectedMonths: ['2026-02', '2026-03'], totalAmount: 2001 })) }, o.u.token);
    expect(second.errors).toBeUndefined();
    const rows = await s.db.getRepository(FeeMonth).find({ where: { code: o.code }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.period, r.amountPaisa])).toEqual([['2026-02', 100000], ['2026-02', 50050], ['2026-03', 150050]]);
    const view = (await gql(s.url, STUDENT_FEES, { admitNo: 901, year: 2026, department: 'accounts' }, o.u.token)).data.studentFees;
    const monthly = view.lines.find((l: { title: string }) => l.title === 'monthly_fee');
    expect(monthly.periods.slice(1, 3)).toEqual([
      { period: '2026-02', due: 1500.5, paid: 1500.5, owed: 0, status: 'paid' },
      { period: '2026-03', due: 1500.5, paid: 1500.5, owed: 0, status: 'paid' },
    ]);
    // February is now paid in full: a third payment of it is refused and writes nothing.
    const third = await gql(s.url, SAVE, { i: payment(item({ selectedMonths: ['2026-02'], totalAmount: 10 })) }, o.u.token);
    expect(third.errors![0].extensions).toMatchObject({ code: 'duplicateNotPossible', params: { field: 'items.0.selectedMonths', month: '2026-02' } });
    expect([await fees(o.code), await months(o.code)]).toEqual([2, 3]);
  });

  it('two part payments of one month at once are taken one after the other, each seeing the other', async () => {
    const o = await office();
    const results = await Promise.all(Array.from({ length: 4 }, () => gql(s.url, SAVE, { i: payment(item({ selectedMonths: ['2026-02'], totalAmount: 750.25 })) }, o.u.token)));
    // Two halves pay February in full; the other two find it paid.
    expect(results.filter((r) => !r.errors)).toHaveLength(2);
    expect(results.filter((r) => errorCode(r) === 'duplicateNotPossible')).toHaveLength(2);
    expect([await fees(o.code), await months(o.code)]).toEqual([2, 2]);
  });

  it('two payments of the same month at once: one is taken, the other is duplicateNotPossible', async () => {
    const o = await office();
    const results = await Promise.all(Array.from({ length: 6 }, () => gql(s.url, SAVE, { i: payment() }, o.u.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'duplicateNotPossible')).toHaveLength(5);
    expect([await fees(o.code), await months(o.code)]).toEqual([1, 2]);
  });
});

describe('deleteFee and POST /fee/delete', () => {
  it('is refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, DELETE, { id: 1 }))).toBe('loginError');
    expect((await rest(s.url, 'POST', '/api/account/fee/delete/100001/1')).body.message).toBe('loginError');
  });

  it('is refused for other roles, deleting nothing', async () => {
    const o = await office();
    const id = (await gql(s.url, SAVE, { i: payment() }, o.u.token)).data.saveFee.id;
    for (const type of ['education', 'principal', 'guardian'] as const) {
      const u = await makeUser(s, type, o.u.academy);
      expect(errorCode(await gql(s.url, DELETE, { id }, u.token))).toBe('authorRequired');
      expect((await rest(s.url, 'POST', `/api/account/fee/delete/${o.code}/${id}`, { token: u.token })).body.message).toBe('authorRequired');
    }
    expect([await fees(o.code), await months(o.code)]).toEqual([1, 2]);
  });

  it('cannot delete another academy\'s payment', async () => {
    const o = await office();
    const other = await office();
    const id = (await gql(s.url, SAVE, { i: payment() }, o.u.token)).data.saveFee.id;
    expect(errorCode(await gql(s.url, DELETE, { id }, other.u.token))).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/account/fee/delete/${other.code}/${id}`, { token: other.u.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/account/fee/delete/${o.code}/${id}`, { token: other.u.token })).body.message).toBe('authorRequired');
    expect([await fees(o.code), await months(o.code)]).toEqual([1, 2]);
  });

  it('refuses an id that is not a payment (sorryNotFound), deleting nothing', async () => {
    const o = await office();
    await gql(s.url, SAVE, { i: payment() }, o.u.token);
    expect(errorCode(await gql(s.url, DELETE, { id: 0 }, o.u.token))).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/account/fee/delete/${o.code}/abc`, { token: o.u.token })).body.message).toBe('sorryNotFound');
    expect([await fees(o.code), await months(o.code)]).toEqual([1, 2]);
  });

  it('deletes a payment and its months (REST answers { success: true })', async () => {
    const o = await office('superUser');
    const id = (await gql(s.url, SAVE, { i: payment() }, o.u.token)).data.saveFee.id;
    expect((await rest(s.url, 'POST', `/api/account/fee/delete/${o.code}/${id}`, { token: o.u.token })).body).toEqual({ success: true });
    expect([await fees(o.code), await months(o.code)]).toEqual([0, 0]);
  });
});

describe('the fee sheet and a student\'s fees', () => {
  it('shows each student of the class and group for a title and month: paid, partial, owing; totals exact', async () => {
    const o = await office();
    await gql(s.url, SAVE, { i: payment({ admitNo: 901, items: [{ selectedMonths: ['2026-02'], subject: 'monthly_fee', totalAmount: 1500.5 }] }) }, o.u.token);
    await gql(s.url, SAVE, { i: payment({ admitNo: 902, items: [{ selectedMonths: ['2026-02'], subject: 'monthly_fee', totalAmount: 1000 }] }) }, o.u.token);
    const q = '{ feeSheet(className: "Class 9", groupName: "Science", subject: "monthly_fee", month: "february", year: 2026) { month period due paid owed rows { admitNo name due paid owed status } } }';
    const sheet = (await gql(s.url, q, {}, o.u.token)).data.feeSheet;
    expect(sheet).toEqual({
      month: '2026-02', period: '2026-02', due: 4501.5, paid: 2500.5, owed: 2001,
      rows: [
        { admitNo: 901, name: 'Abdullah', due: 1500.5, paid: 1500.5, owed: 0, status: 'paid' },
        { admitNo: 902, name: 'Bilal', due: 1500.5, paid: 1000, owed: 500.5, status: 'partial' },
        { admitNo: 903, name: 'Ciraj', due: 1500.5, paid: 0, owed: 1500.5, status: 'due' },
      ],
    });
    const r = await rest(s.url, 'GET', `/api/account/fees/sheet/${o.code}?class_name=Class%209&subject=monthly_fee&month=2026-04`, { token: o.u.token });
    expect(r.body).toMatchObject({ success: true, class_name: 'Class 9', group_name: '', month: '2026-04', year: 2026, due: 6002, owed: 0 });
    expect(r.body.rows.map((x: { admit_no: number; status: string }) => [x.admit_no, x.status])).toEqual([[901, 'upcoming'], [902, 'upcoming'], [903, 'upcoming'], [904, 'upcoming']]);
    const boarding = await gql(s.url, '{ feeSheet(department: "boarding", className: "Class 9", subject: "boarding_fee", month: "1", year: 2026) { rows { admitNo } owed } }', {}, o.u.token);
    expect(boarding.data.feeSheet).toEqual({ rows: [{ admitNo: 901 }, { admitNo: 902 }, { admitNo: 903 }], owed: 9000 });
    const bad = await gql(s.url, '{ feeSheet(className: "Class 9", subject: "monthly_fee", month: "13") { owed } }', {}, o.u.token);
    expect(bad.errors![0].extensions).toMatchObject({ code: 'invalidValue', params: { field: 'month' } });
    const blank = await rest(s.url, 'GET', `/api/account/fees/sheet/${o.code}?subject=monthly_fee&month=1`, { token: o.u.token });
    expect([blank.body.message, blank.body.params]).toEqual(['requiredField', { field: 'className' }]);
  });

  it('studentFees: the year by month with the admission month and today; the guardian sees it and the payments; REST by student id and class', async () => {
    const o = await office();
    const guardian = await makeUser(s, 'guardian', o.u.academy);
    // The office links the guardian to the child (admit number 901): a guardian reads only linked children.
    await s.db.getRepository(GuardianChild).save({ code: o.u.academy.code, userId: guardian.user.id, admitNo: 901 });
    await gql(s.url, SAVE, { i: payment() }, o.u.token);
    const mine = (await gql(s.url, STUDENT_FEES, { admitNo: 901, department: 'accounts' }, guardian.token)).data.studentFees;
    expect(mine).toMatchObject({ admitNo: 901, name: 'Abdullah', residence: 'residential', year: 2026, fromMonth: '2026-01', paid: 3001 });
    const monthly = mine.lines[0];
    expect(monthly.periods.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid', 'due', ...Array(9).fill('upcoming')]);
    // Owed on 2026-03-10: March monthly 1,500.50 + electricity January to March 600 + admission 5,000.
    expect(mine.owed).toBe(7100.5);
    const payments = await gql(s.url, '{ studentPayments(admitNo: 901) { admitNo total items { subject selectedMonths } } }', {}, guardian.token);
    expect(payments.data.studentPayments).toEqual([{ admitNo: 901, total: 3001, items: [{ subject: 'monthly_fee', selectedMonths: ['2026-01', '2026-02'] }] }]);
    expect(errorCode(await gql(s.url, STUDENT_FEES, { admitNo: 9999 }, guardian.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, STUDENT_FEES, { admitNo: 901 }))).toBe('loginError');
    const r = await rest(s.url, 'GET', `/api/account/fees/student/${o.code}/${o.science[0].id}/Class%209?year=2026&department=accounts`, { token: o.u.token });
    expect(r.body.student).toMatchObject({ provider_id: o.science[0].id, admit_no: 901, class_name: 'Class 9', owed: 7100.5 });
    expect(r.body.fees[0]).toMatchObject({ title: 'monthly_fee', amount: 1500.5, paid_months: ['2026-01', '2026-02'], due_months: ['2026-03'] });
    expect(r.body.payments[0]).toMatchObject({ admit_no: 901, receipt_data: [{ subject: 'monthly_fee', selectedMonths: ['2026-01', '2026-02'], totalAmount: 3001 }] });
    // Another class in the path: that class's titles (none here).
    const other = await rest(s.url, 'GET', `/api/account/fees/student/${o.code}/${o.science[0].id}/Class%201`, { token: o.u.token });
    expect(other.body.fees.filter((f: { department: string }) => f.department === 'accounts')).toEqual([]);
  });
});

describe('boarding fee rules (saveBoardingFeeRules, deleteBoardingFeeRule)', () => {
  const boarding = { fund: 'generalFund', title: 'boarding_fee', amount: 3500, classes: ['Class 9'], groups: ['Science'] };
  const stored = (code: string) => s.db.getRepository(BoardingFeeRule).find({ where: { code }, order: { id: 'ASC' } });

  it('are refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE_RULES, { rules: [boarding] }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_RULE, { id: 1 }))).toBe('loginError');
  });

  it('are refused for other roles, changing nothing', async () => {
    const o = await office();
    const [rule] = await stored(o.code);
    for (const type of ['education', 'principal', 'hostelManager', 'guardian'] as const) {
      const u = await makeUser(s, type, o.u.academy);
      expect(errorCode(await gql(s.url, SAVE_RULES, { rules: [boarding] }, u.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE_RULE, { id: rule.id }, u.token))).toBe('authorRequired');
    }
    expect((await stored(o.code)).map((r) => r.amountPaisa)).toEqual([300000]);
  });

  it('cannot delete another academy\'s rule, and saving replaces only the own academy\'s rules', async () => {
    const o = await office();
    const other = await office();
    const [rule] = await stored(o.code);
    expect(errorCode(await gql(s.url, DELETE_RULE, { id: rule.id }, other.u.token))).toBe('sorryNotFound');
    await gql(s.url, SAVE_RULES, { rules: [boarding] }, other.u.token);
    expect((await stored(o.code)).map((r) => r.amountPaisa)).toEqual([300000]);
    expect((await stored(other.code)).map((r) => r.amountPaisa)).toEqual([350000]);
  });

  it.each([
    ['notWorked', {}, [{ fund: 'generalFund', title: 'boarding_fee', amount: 100, classes: [] }]],
    ['invalidValue', { field: 'classes', row: 1 }, [{ ...boarding, classes: ['Class 77'] }]],
    ['invalidValue', { field: 'groups', row: 2 }, [boarding, { ...boarding, groups: ['Commerce'] }]],
    ['invalidValue', { field: 'amount', row: 1 }, [{ ...boarding, amount: -1 }]],
  ])('refuses %s %j and changes nothing', async (key, params, rules) => {
    const o = await office();
    const r = await gql(s.url, SAVE_RULES, { rules }, o.u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params ?? {}).toEqual(params);
    expect((await stored(o.code)).map((x) => x.amountPaisa)).toEqual([300000]);
  });

  it('replaces the boarding rules with the complete rows (a boardingSuper may), lists and deletes; the fee rules are untouched', async () => {
    const o = await office();
    const boss = await makeUser(s, 'boardingSuper', o.u.academy);
    const saved = await gql(s.url, SAVE_RULES, { rules: [boarding, { fund: 'charityFund', title: 'residential_fee', amount: 250.25, classes: ['Class 9'], groups: [] }, { title: 'incomplete' }] }, boss.token);
    expect(saved.data!.saveBoardingFeeRules.map((r: { title: string; amount: number }) => [r.title, r.amount])).toEqual([['boarding_fee', 3500], ['residential_fee', 250.25]]);
    const teacher = await makeUser(s, 'generalTeacher', o.u.academy);
    expect((await gql(s.url, '{ boardingFeeRules { title } }', {}, teacher.token)).data.boardingFeeRules).toEqual([{ title: 'boarding_fee' }, { title: 'residential_fee' }]);
    expect(await s.db.getRepository(FeeRule).countBy({ code: o.code })).toBe(3);
    const id = saved.data!.saveBoardingFeeRules[1].id;
    expect(await gql(s.url, DELETE_RULE, { id }, boss.token)).toEqual({ data: { deleteBoardingFeeRule: true } });
    expect((await stored(o.code)).map((r) => r.title)).toEqual(['boarding_fee']);
  });
});

describe('a receipt issued with a payment (receipts service, auto mode)', () => {
  const REGARDINGS = 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }';
  const APPROVE = 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }';
  const receipts = (code: string) => s.db.getRepository(Receipt).find({ where: { code }, order: { id: 'ASC' } });

  /** The office of office() with a principal, the income head "Monthly fee" and book 7 (accounts, two pages) approved. */
  async function withBooks() {
    const o = await office();
    const principal = await makeUser(s, 'principal', o.u.academy);
    const council = await makeUser(s, 'councilMember', o.u.academy);
    const su = await makeUser(s, 'superUser', o.u.academy);
    expect((await gql(s.url, REGARDINGS, { i: { mgi: ['Monthly fee'], mci: ['Zakat'] } }, su.token)).errors).toBeUndefined();
    expect((await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 7, receiptTill: 2, department: 'accounts' }], councilCode: council.password } }, council.token)).errors).toBeUndefined();
    return { ...o, principal };
  }

  it('issues the receipt of the total to the student on the next page of the department\'s book, and keeps its id', async () => {
    const o = await withBooks();
    const r = await gql(s.url, `mutation($i: FeeInput!) { saveFee(input: $i) { id total receiptId } }`, {
      i: payment({ receipt: { fund: 'generalFund', regarding: 'monthly fee', principalCode: o.principal.password } }),
    }, o.u.token);
    expect(r.errors).toBeUndefined();
    const [receipt] = await receipts(o.code);
    expect(r.data.saveFee).toEqual({ id: expect.any(Number), total: 3001, receiptId: receipt.id });
    expect(receipt).toMatchObject({ department: 'accounts', type: 'autoReceipt', bookNo: 7, receiptNoFrom: 1, name: 'Abdullah', fund: 'generalFund', regarding: 'Monthly fee', amountPaisa: 300100, date: '2026-03-09' });
    const rest1 = await rest(s.url, 'POST', `/api/account/fees/new/${o.code}`, { token: o.u.token, body: { admit_no: 902, year: 2026, receipt_data: [{ selectedMonths: ['january'], subject: 'monthly_fee', totalAmount: 1500.5 }], receipt: { fund: 'generalFund', regarding: 'Monthly fee', principal_code: o.principal.password } } });
    expect(rest1.body.fee.receipt_id).toBe((await receipts(o.code))[1].id);
  });

  it.each([
    ['authorRequired', 'receipt.principalCode', (p: string) => ({ fund: 'generalFund', regarding: 'Monthly fee', principalCode: `${p}-wrong` })],
    ['invalidValue', 'receipt.regarding', (p: string) => ({ fund: 'generalFund', regarding: 'Zakat', principalCode: p })],
    ['requiredField', 'receipt.fund', (p: string) => ({ fund: '', regarding: 'Monthly fee', principalCode: p })],
  ])('refuses %s on %s: neither the payment nor a receipt is kept', async (key, field, receipt) => {
    const o = await withBooks();
    const r = await gql(s.url, SAVE, { i: payment({ receipt: receipt(o.principal.password) }) }, o.u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toMatchObject({ field });
    expect([await fees(o.code), await months(o.code), (await receipts(o.code)).length]).toEqual([0, 0, 0]);
  });

  it('without a fund the receipt follows the fee rule (issue 25): its fund, the head sent or the rule\'s title (added to the heads), and reaches the accounts summary\'s income', async () => {
    const o = await withBooks();
    const SUMMARY = 'query($y: Int!) { accountsSummary(year: $y, department: "accounts") { income months { month generalIncome } } }';
    const before = (await gql(s.url, SUMMARY, { y: 2026 }, o.u.token)).data.accountsSummary.income;
    const r = await gql(s.url, `mutation($i: FeeInput!) { saveFee(input: $i) { id receiptId } }`, {
      i: payment({ receipt: { regarding: 'Monthly fee', principalCode: o.principal.password } }),
    }, o.u.token);
    expect(r.errors).toBeUndefined();
    const [first] = await receipts(o.code);
    expect(first).toMatchObject({ fund: 'generalFund', regarding: 'Monthly fee', amountPaisa: 300100 });
    // No head sent: the rule's title, now an income head of its fund.
    const r2 = await gql(s.url, `mutation($i: FeeInput!) { saveFee(input: $i) { id receiptId } }`, {
      i: payment({ admitNo: 902, items: [{ selectedMonths: ['2026-01'], subject: 'electricity_bill', totalAmount: 200 }], receipt: { principalCode: o.principal.password } }),
    }, o.u.token);
    expect(r2.errors).toBeUndefined();
    expect((await receipts(o.code))[1]).toMatchObject({ fund: 'generalFund', regarding: 'electricity_bill', amountPaisa: 20000 });
    expect((await gql(s.url, '{ regardings { mgi } }', {}, o.u.token)).data.regardings.mgi).toEqual(['Monthly fee', 'electricity_bill']);
    const after = (await gql(s.url, SUMMARY, { y: 2026 }, o.u.token)).data.accountsSummary;
    expect(after.income).toBe(before + 3001 + 200);
    expect(after.months.find((m: { month: string }) => m.month === '2026-03').generalIncome).toBe(3201);
  });

  it('a receipt from the rule refused (a wrong code) keeps neither the payment nor the head it would have added', async () => {
    const o = await withBooks();
    const r = await gql(s.url, SAVE, { i: payment({ items: [{ selectedMonths: ['2026-01'], subject: 'electricity_bill', totalAmount: 200 }], receipt: { principalCode: 'wrong-code' } }) }, o.u.token);
    expect(errorCode(r)).toBe('authorRequired');
    expect([await fees(o.code), await months(o.code), (await receipts(o.code)).length]).toEqual([0, 0, 0]);
    expect((await gql(s.url, '{ regardings { mgi } }', {}, o.u.token)).data.regardings.mgi).toEqual(['Monthly fee']);
  });

  it('a department without an approved book refuses the receipt (sorryNotFound) and keeps no boarding payment; an edit cannot issue one', async () => {
    const o = await withBooks();
    const boarding = payment({ department: 'boarding', items: [{ selectedMonths: ['2026-01'], subject: 'boarding_fee', totalAmount: 3000 }], receipt: { fund: 'generalFund', regarding: 'Monthly fee', principalCode: o.principal.password } });
    const r = await gql(s.url, SAVE, { i: boarding }, o.u.token);
    expect(r.errors![0].extensions).toMatchObject({ code: 'sorryNotFound', params: { field: 'receipt.bookNo' } });
    expect([await fees(o.code), await months(o.code), (await receipts(o.code)).length]).toEqual([0, 0, 0]);
    const id = (await gql(s.url, SAVE, { i: payment() }, o.u.token)).data.saveFee.id;
    const edit = await gql(s.url, SAVE, { i: payment({ id, receipt: { fund: 'generalFund', regarding: 'Monthly fee', principalCode: o.principal.password } }) }, o.u.token);
    expect(edit.errors![0].extensions).toMatchObject({ code: 'invalidValue', params: { field: 'receipt' } });
    expect((await receipts(o.code)).length).toBe(0);
  });
});
