import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { ApprovedReceiptBook, RegardingList } from '../../api/src/domains/accounts/receipts.entities';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { SETUP_STEPS } from '../../api/src/rules/dashboard';
import { makeAcademy, makeClass, makeStudents, makeUser } from '../support/factories';
import { errorCode, gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** A new academy's setup checklist (issue 25): GraphQL `setupChecklist`, counted from the academy's own rows. */
const CHECKLIST = '{ setupChecklist { done steps { key count done } } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

type Step = { key: string; count: number; done: boolean };
const stepsOf = (r: { data?: { setupChecklist: { steps: Step[] } } | null }) => Object.fromEntries((r.data?.setupChecklist.steps ?? []).map((x) => [x.key, x]));

/** Everything a set-up academy has: a class, a fee rule, three heads, an unfinished book, a staff member, an admitted student, ৳12.34 of SMS. */
async function fillIn(academy: Academy) {
  const code = academy.code;
  await makeClass(s, academy, { className: 'Class 1' });
  await s.db.getRepository(FeeRule).insert({ code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 50000, classes: ['Class 1'], groups: [] });
  await s.db.getRepository(RegardingList).insert([{ code, kind: 'mgi', regardings: ['Fee', 'Gift'] }, { code, kind: 'mge', regardings: ['Power'] }]);
  await s.db.getRepository(ApprovedReceiptBook).insert({ code, bookNo: 1, receiptFrom: 1, pages: 50, department: 'accounts', date: '2026-03-01' });
  await s.db.getRepository(Staff).insert(s.db.getRepository(Staff).create({ code, staffId: '1', name: 'Teacher', fatherName: '', designation: 'Teacher', birthDate: '1980-01-01', mobile: '01700000000', nid: '1234567890', salaryPaisa: 100 }));
  await makeStudents(s, academy, 'Class 1', ['First student'], 1);
  await s.db.getRepository(Academy).update({ code }, { smsBalance: 1234 });
}

describe('setupChecklist', () => {
  it('is loginError without a token, and authorRequired for a guardian', async () => {
    expect(errorCode(await gql(s.url, CHECKLIST))).toBe('loginError');
    const academy = await makeAcademy(s);
    const g = await makeUser(s, 'guardian', academy);
    expect(errorCode(await gql(s.url, CHECKLIST, {}, g.token))).toBe('authorRequired');
  });

  it('a new academy: every step open, in the office order', async () => {
    const academy = await makeAcademy(s, { smsBalance: 0 });
    const teacher = await makeUser(s, 'generalTeacher', academy);
    const r = await gql(s.url, CHECKLIST, {}, teacher.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.setupChecklist.done).toBe(false);
    expect(r.data.setupChecklist.steps.map((x: Step) => x.key)).toEqual([...SETUP_STEPS]);
    expect(r.data.setupChecklist.steps.every((x: Step) => !x.done && x.count === 0)).toBe(true);
  });

  it('each step ticks itself from the academy\'s rows; another academy\'s rows count for nothing', async () => {
    const a = await makeAcademy(s, { smsBalance: 0 });
    const b = await makeAcademy(s, { smsBalance: 0 });
    await fillIn(b);
    const su = await makeUser(s, 'superUser', a);
    expect(Object.values(stepsOf(await gql(s.url, CHECKLIST, {}, su.token))).every((x) => !x.done)).toBe(true);
    await fillIn(a);
    const r = await gql(s.url, CHECKLIST, {}, su.token);
    expect(r.data.setupChecklist.done).toBe(true);
    expect(stepsOf(r)).toMatchObject({
      classes: { count: 1, done: true }, feeRules: { count: 1, done: true }, accountHeads: { count: 3, done: true },
      receiptBook: { count: 1, done: true }, staff: { count: 1, done: true }, admission: { count: 1, done: true }, smsBalance: { count: 12, done: true },
    });
  });

  it('a finished receipt book and an application without an admit number do not count', async () => {
    const academy = await makeAcademy(s, { smsBalance: 0 });
    await s.db.getRepository(ApprovedReceiptBook).insert({ code: academy.code, bookNo: 9, receiptFrom: 1, pages: 1, cutted: 1, department: 'accounts', date: '2026-03-01', condition: 'finished' });
    await makeStudents(s, academy, '', ['Applicant'], 30, { admitNo: null, source: 'online' });
    const su = await makeUser(s, 'superUser', academy);
    const steps = stepsOf(await gql(s.url, CHECKLIST, {}, su.token));
    expect(steps.receiptBook).toMatchObject({ count: 0, done: false });
    expect(steps.admission).toMatchObject({ count: 0, done: false });
  });
});
