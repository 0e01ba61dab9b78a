import { BoardingFeeRule, Fee, FeeMonth } from '../../../api/src/domains/accounts/fees.entities';
import { FeeRule } from '../../../api/src/domains/accounts/fee-rule.entity';
import type { Student } from '../../../api/src/domains/education/student.entity';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Fees and boarding fee rules: B's payments, months and boarding rules never reach A, and A changes none of them. */
let bStudent: Student;
let bFee: Fee;
let bBoardingRule: BoardingFeeRule;
const ADMIT_NO = 7101;
const CLASS = 'Class 9';
const payment = (over: Record<string, unknown>) => ({ year: 2026, items: [{ selectedMonths: ['2026-05'], subject: 'monthly_fee', totalAmount: 10 }], ...over });

export const feesArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    [bStudent] = await makeStudents(s, B.academy, CLASS, ['B-secret-fee-student'], ADMIT_NO);
    await s.db.getRepository(FeeRule).save(s.db.getRepository(FeeRule).create({ code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 1000, classes: [CLASS], groups: [] }));
    bBoardingRule = await s.db.getRepository(BoardingFeeRule).save(s.db.getRepository(BoardingFeeRule).create({
      code, fund: 'generalFund', title: 'B-secret-boarding-fee', amountPaisa: 1000, classes: [CLASS], groups: [],
    }));
    bFee = await s.db.getRepository(Fee).save(s.db.getRepository(Fee).create({
      code, department: 'accounts', studentId: bStudent.id, admitNo: ADMIT_NO, name: 'B-secret-fee-student', className: CLASS, groupName: '', year: 2026,
      date: '2026-03-01', note: 'B-secret-fee-note', items: [{ selectedMonths: ['2026-01'], subject: 'monthly_fee', totalAmountPaisa: 1000 }], totalPaisa: 1000,
      receiverId: B.user.id, receiverName: 'B-secret-receiver',
    }));
    await s.db.getRepository(FeeMonth).save(s.db.getRepository(FeeMonth).create({
      code, feeId: bFee.id, department: 'accounts', studentId: bStudent.id, subject: 'monthly_fee', period: '2026-01', amountPaisa: 1000,
    }));
  },

  graphql: (s, A) => ({
    fees: () => gql(s.url, '{ fees { total items { name note } } }', {}, A.token),
    feeSheet: () => gql(s.url, `{ feeSheet(className: "${CLASS}", subject: "monthly_fee", month: "2026-01") { rows { name admitNo } paid owed } }`, {}, A.token),
    studentFees: () => gql(s.url, `{ studentFees(admitNo: ${ADMIT_NO}) { name lines { title } payments { note } } }`, {}, A.token),
    studentPayments: () => gql(s.url, `{ studentPayments(admitNo: ${ADMIT_NO}) { name note } }`, {}, A.token),
    saveFee: () => gql(s.url, 'mutation($i: FeeInput!) { saveFee(input: $i) { id name note } }', { i: payment({ id: bFee.id, admitNo: ADMIT_NO, note: 'hacked' }) }, A.token),
    deleteFee: () => gql(s.url, 'mutation($id: Int!) { deleteFee(id: $id) }', { id: bFee.id }, A.token),
    boardingFeeRules: () => gql(s.url, '{ boardingFeeRules { id title } }', {}, A.token),
    saveBoardingFeeRules: () => gql(s.url, 'mutation($r: [FeeRuleInput!]!) { saveBoardingFeeRules(rules: $r) { id title } }', { r: [{ fund: 'generalFund', title: 'x', amount: 1, classes: [CLASS] }] }, A.token),
    deleteBoardingFeeRule: () => gql(s.url, 'mutation($id: Int!) { deleteBoardingFeeRule(id: $id) }', { id: bBoardingRule.id }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    return {
      'POST /api/account/fees/new/:code': () => [
        rest(s.url, 'POST', `/api/account/fees/new/${b}`, { ...as, body: payment({ admitNo: ADMIT_NO }) }),
        rest(s.url, 'POST', `/api/account/fees/new/${a}`, { ...as, body: payment({ admit_no: ADMIT_NO }) }),
        rest(s.url, 'POST', `/api/account/fees/new/${a}`, { ...as, body: payment({ provider_id: bStudent.id }) }),
      ],
      'PUT /api/account/fee/update/:code': () => [
        rest(s.url, 'PUT', `/api/account/fee/update/${b}`, { ...as, body: payment({ id: bFee.id, admitNo: ADMIT_NO }) }),
        rest(s.url, 'PUT', `/api/account/fee/update/${a}`, { ...as, body: payment({ id: bFee.id, provider_id: bStudent.id, note: 'hacked' }) }),
      ],
      'POST /api/account/fee/delete/:code/:id': () => [
        rest(s.url, 'POST', `/api/account/fee/delete/${b}/${bFee.id}`, as),
        rest(s.url, 'POST', `/api/account/fee/delete/${a}/${bFee.id}`, as),
      ],
      'GET /api/account/fees/:code': () => [
        rest(s.url, 'GET', `/api/account/fees/${b}`, as),
        rest(s.url, 'GET', `/api/account/fees/${a}?search=B-secret`, as),
        rest(s.url, 'GET', `/api/account/fees/${a}?search=${ADMIT_NO}`, as),
      ],
      'GET /api/account/fees/sheet/:code': () => [
        rest(s.url, 'GET', `/api/account/fees/sheet/${b}?class_name=${encodeURIComponent(CLASS)}&subject=monthly_fee&month=1&year=2026`, as),
        rest(s.url, 'GET', `/api/account/fees/sheet/${a}?class_name=${encodeURIComponent(CLASS)}&subject=monthly_fee&month=1&year=2026`, as),
      ],
      'GET /api/account/fees/student/:code/:id/:class_name': () => [
        rest(s.url, 'GET', `/api/account/fees/student/${b}/${bStudent.id}/${encodeURIComponent(CLASS)}`, as),
        rest(s.url, 'GET', `/api/account/fees/student/${a}/${bStudent.id}/${encodeURIComponent(CLASS)}`, as),
      ],
    };
  },

  snapshot: async (s, B) => {
    const where = { where: { code: B.academy.code }, order: { id: 'ASC' as const } };
    return [await s.db.getRepository(Fee).find(where), await s.db.getRepository(FeeMonth).find(where), await s.db.getRepository(BoardingFeeRule).find(where)];
  },
};
