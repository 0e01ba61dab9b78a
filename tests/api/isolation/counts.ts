import { SavedCount, SavedCountRow, SavedReport } from '../../../api/src/domains/accounts/counts.entities';
import { Receipt } from '../../../api/src/domains/accounts/receipts.entities';
import { Voucher } from '../../../api/src/domains/accounts/vouchers.entities';
import { FeeRule } from '../../../api/src/domains/accounts/fee-rule.entity';
import { FeeMonth } from '../../../api/src/domains/accounts/fees.entities';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/**
 * Counts, counting reports (accounts and boarding departments) and the dashboard's accounts summary:
 * B's receipts, vouchers, saved counts and reports never reach A, and A changes none of them. For the summary B alone has 2024 rows
 * (a receipt, a voucher, a student's fee due and paid) of amounts found nowhere else (the secrets):
 * A's 2024 summary must show none of them; nor A's 2024 boarding summary B's boarding receipt and voucher of 2024.
 */
const SUMMARY_SECRETS = ['4321987.65', '1234567.89', '3141.59', '2718.28', '9876543.21', '1357913.57'];
const C = 'type date saved incomeRows { name regarding amount } expenseRows { name lines { regarding amount } } heads { regarding amount } total';
const R = 'type date saved preBalance income expense balance incomeHeads { regarding amount } expenseHeads { regarding amount }';

const SUMMARY_BOARDING = '{ accountsSummary(year: 2024, department: "boarding") { department year income expense students months { month income expense } feesMonth { due collected owed } feesYear { due collected owed } } }';
const SUMMARY = '{ accountsSummary(year: 2024) { year income expense students months { month generalIncome charityIncome generalExpense charityExpense income expense } feesMonth { period due collected owed } feesYear { period due collected owed } } }';

export const countsArea: IsolationArea = {
  secrets: () => SUMMARY_SECRETS,

  async seed(s, _A, B) {
    const code = B.academy.code;
    const receipts = s.db.getRepository(Receipt);
    await receipts.save(receipts.create({
      code, department: 'accounts', type: 'menualReceipt', bookNo: 901, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-payer', address: 'B-secret-address',
      fund: 'generalFund', regarding: 'B-secret-income', amountPaisa: 777_77, date: '2026-05-03',
    }));
    const vouchers = s.db.getRepository(Voucher);
    await vouchers.save(vouchers.create({ code, department: 'accounts', fund: 'generalFund', voucherNo: 901, name: 'B-secret-payee', regarding1: 'B-secret-expense', amount1Paisa: 111_11, totalPaisa: 111_11, date: '2026-05-04' }));
    const count = await s.db.getRepository(SavedCount).save({ code, type: 'mgi', fund: 'generalFund', date: '2026-05', heads: [{ regarding: 'B-secret-head', paisa: 777_77 }], rowCount: 1, totalPaisa: 777_77 });
    await s.db.getRepository(SavedCountRow).save({ code, countId: count.id, position: 1, row: { bookNo: 901, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-row', regarding: 'B-secret-head', amountPaisa: 777_77, date: '2026-05-03' } });
    // The summary's year 2024: only B's rows.
    await receipts.save(receipts.create({
      code, department: 'accounts', type: 'menualReceipt', bookNo: 902, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-payer', address: 'B-secret-address',
      fund: 'charityFund', regarding: 'B-secret-income', amountPaisa: 4321987_65, date: '2024-01-15',
    }));
    await vouchers.save(vouchers.create({ code, department: 'accounts', fund: 'generalFund', voucherNo: 902, name: 'B-secret-payee', regarding1: 'B-secret-expense', amount1Paisa: 1234567_89, totalPaisa: 1234567_89, date: '2024-02-20' }));
    await s.db.getRepository(FeeRule).save({ code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 3141_59, classes: ['B-secret-summary-class'], groups: [] });
    const [pupil] = await makeStudents(s, B.academy, 'B-secret-summary-class', ['B-secret-summary-student'], 9901, { date: '2024-12-01' });
    await s.db.getRepository(FeeMonth).save({ code, feeId: 1, department: 'accounts', studentId: pupil.id, subject: 'monthly_fee', period: '2024-12', amountPaisa: 2718_28 });
    // The boarding summary's year 2024: only B's boarding receipt and voucher.
    await receipts.save(receipts.create({
      code, department: 'boarding', type: 'menualReceipt', bookNo: 904, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-boarder', address: 'B-secret-hostel',
      fund: 'generalFund', regarding: 'B-secret-boarding-income', amountPaisa: 9876543_21, date: '2024-03-15',
    }));
    await vouchers.save(vouchers.create({ code, department: 'boarding', fund: 'charityFund', voucherNo: 904, name: 'B-secret-grocer', regarding1: 'B-secret-boarding-expense', amount1Paisa: 1357913_57, totalPaisa: 1357913_57, date: '2024-03-16' }));
    // The boarding department's books of May 2026: a receipt, a voucher, a saved count with its row and a saved report.
    await receipts.save(receipts.create({
      code, department: 'boarding', type: 'menualReceipt', bookNo: 903, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-boarder', address: 'B-secret-hostel',
      fund: 'generalFund', regarding: 'B-secret-boarding-income', amountPaisa: 555_55, date: '2026-05-05',
    }));
    await vouchers.save(vouchers.create({ code, department: 'boarding', fund: 'generalFund', voucherNo: 903, name: 'B-secret-grocer', regarding1: 'B-secret-boarding-expense', amount1Paisa: 222_22, totalPaisa: 222_22, date: '2026-05-06' }));
    const boardingCount = await s.db.getRepository(SavedCount).save({ code, department: 'boarding', type: 'mgi', fund: 'generalFund', date: '2026-05', heads: [{ regarding: 'B-secret-boarding-head', paisa: 555_55 }], rowCount: 1, totalPaisa: 555_55 });
    await s.db.getRepository(SavedCountRow).save({ code, countId: boardingCount.id, position: 1, row: { bookNo: 903, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-boarding-row', regarding: 'B-secret-boarding-head', amountPaisa: 555_55, date: '2026-05-05' } });
    await s.db.getRepository(SavedReport).save({ code, department: 'boarding', type: 'mgr', fund: 'generalFund', date: '2026-05', preBalancePaisa: 0, incomePaisa: 555_55, expensePaisa: 222_22, balancePaisa: 333_33, incomeHeads: [{ regarding: 'B-secret-boarding-report-income', paisa: 555_55 }], expenseHeads: [{ regarding: 'B-secret-boarding-report-expense', paisa: 222_22 }] });
    await s.db.getRepository(SavedReport).save({ code, type: 'mgr', fund: 'generalFund', date: '2026-05', preBalancePaisa: 0, incomePaisa: 777_77, expensePaisa: 111_11, balancePaisa: 666_66, incomeHeads: [{ regarding: 'B-secret-report-income', paisa: 777_77 }], expenseHeads: [{ regarding: 'B-secret-report-expense', paisa: 111_11 }] });
  },

  graphql: (s, A) => {
    const v = { t: 'mgi', d: '2026-05' };
    const r = { t: 'mgr', d: '2026-05' };
    // The same call for the accounts department (the default) and for boarding.
    const both = (query: string, vars: Record<string, unknown>) => Promise.all([
      gql(s.url, query, vars, A.token),
      gql(s.url, query.replace(/\(type: \$t, date: \$d\)/g, '(type: $t, date: $d, department: "boarding")').replace(/countingDates\(type: "(\w+)"\)/g, 'countingDates(type: "$1", department: "boarding")'), vars, A.token),
    ]);
    return {
      counting: () => both(`query($t: String!, $d: String!) { counting(type: $t, date: $d) { ${C} } e: counting(type: "mge", date: $d) { ${C} } }`, v),
      savedCounting: () => both(`query($t: String!, $d: String!) { savedCounting(type: $t, date: $d) { ${C} } }`, v),
      countingDates: () => both('{ a: countingDates(type: "mgi") b: countingDates(type: "mgr") }', {}),
      saveCounting: () => both(`mutation($t: String!, $d: String!) { saveCounting(type: $t, date: $d) { ${C} } }`, v),
      deleteCounting: () => both('mutation($t: String!, $d: String!) { deleteCounting(type: $t, date: $d) }', v),
      countingReport: () => both(`query($t: String!, $d: String!) { countingReport(type: $t, date: $d) { ${R} } }`, { t: 'mgr', d: '2026-06' }),
      savedCountingReport: () => both(`query($t: String!, $d: String!) { savedCountingReport(type: $t, date: $d) { ${R} } }`, r),
      saveCountingReport: () => both(`mutation($t: String!, $d: String!) { saveCountingReport(type: $t, date: $d) { ${R} } }`, r),
      deleteCountingReport: () => both('mutation($t: String!, $d: String!) { deleteCountingReport(type: $t, date: $d) }', r),
      accountsSummary: () => Promise.all([gql(s.url, SUMMARY, {}, A.token), gql(s.url, SUMMARY_BOARDING, {}, A.token)]),
    };
  },

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/account${p}`;
    return {
      'GET /api/account/counting/:code': () => [
        rest(s.url, 'GET', path(`/counting/${b}?type=mgi&date=2026-05`), as),
        rest(s.url, 'GET', path(`/counting/${a}?type=mgi&date=2026-05`), as),
        rest(s.url, 'GET', path(`/counting/${a}?type=mge&date=2026-05&search=true`), as),
        rest(s.url, 'GET', path(`/counting/${b}?type=mgi&date=2026-05&department=boarding`), as),
        rest(s.url, 'GET', path(`/counting/${a}?type=mgi&date=2026-05&department=boarding`), as),
        rest(s.url, 'GET', path(`/counting/${a}?type=mgi&date=2026-05&department=boarding&search=true`), as),
      ],
      'POST /api/account/counting/new/:code': () => [
        rest(s.url, 'POST', path(`/counting/new/${b}`), { ...as, body: { type: 'mge', date: '2026-05' } }),
        rest(s.url, 'POST', path(`/counting/new/${b}`), { ...as, body: { type: 'mge', date: '2026-05', department: 'boarding' } }),
      ],
      'GET /api/account/counting/search/:code': () => [
        rest(s.url, 'GET', path(`/counting/search/${b}?type=mgi`), as),
        rest(s.url, 'GET', path(`/counting/search/${a}?type=mgi&date=2026-05`), as),
        rest(s.url, 'GET', path(`/counting/search/${b}?type=mgi&department=boarding`), as),
        rest(s.url, 'GET', path(`/counting/search/${a}?type=mgi&date=2026-05&department=boarding`), as),
      ],
      'DELETE /api/account/counting/delete/:code': () => [
        rest(s.url, 'DELETE', path(`/counting/delete/${b}`), { ...as, body: { type: 'mgi', date: '2026-05' } }),
        rest(s.url, 'DELETE', path(`/counting/delete/${a}`), { ...as, body: { type: 'mgi', date: '2026-05' } }),
        rest(s.url, 'DELETE', path(`/counting/delete/${b}`), { ...as, body: { type: 'mgi', date: '2026-05', department: 'boarding' } }),
        rest(s.url, 'DELETE', path(`/counting/delete/${a}`), { ...as, body: { type: 'mgi', date: '2026-05', department: 'boarding' } }),
      ],
      'POST /api/account/report/new/:code': () => [
        rest(s.url, 'POST', path(`/report/new/${b}`), { ...as, body: { type: 'mgr', date: '2026-06' } }),
        rest(s.url, 'POST', path(`/report/new/${b}`), { ...as, body: { type: 'mgr', date: '2026-06', department: 'boarding' } }),
      ],
      'GET /api/account/report/balance/:code': () => [
        rest(s.url, 'GET', path(`/report/balance/${b}?type=mgr`), as),
        rest(s.url, 'GET', path(`/report/balance/${a}?type=mgr&date=2026-06`), as),
        rest(s.url, 'GET', path(`/report/balance/${a}?type=mgr&date=2026-05&search=true`), as),
        rest(s.url, 'GET', path(`/report/balance/${b}?type=mgr&department=boarding`), as),
        rest(s.url, 'GET', path(`/report/balance/${a}?type=mgr&date=2026-06&department=boarding`), as),
        rest(s.url, 'GET', path(`/report/balance/${a}?type=mgr&date=2026-05&search=true&department=boarding`), as),
      ],
      'DELETE /api/account/report/delete/:code': () => [
        rest(s.url, 'DELETE', path(`/report/delete/${b}`), { ...as, body: { type: 'mgr', date: '2026-05' } }),
        rest(s.url, 'DELETE', path(`/report/delete/${a}`), { ...as, body: { type: 'mgr', date: '2026-05' } }),
        rest(s.url, 'DELETE', path(`/report/delete/${b}`), { ...as, body: { type: 'mgr', date: '2026-05', department: 'boarding' } }),
        rest(s.url, 'DELETE', path(`/report/delete/${a}`), { ...as, body: { type: 'mgr', date: '2026-05', department: 'boarding' } }),
      ],
      'GET /api/account/summary/:code': () => [
        rest(s.url, 'GET', path(`/summary/${b}?year=2024`), as),
        rest(s.url, 'GET', path(`/summary/${a}?year=2024`), as),
        rest(s.url, 'GET', path(`/summary/${b}?year=2024&department=boarding`), as),
        rest(s.url, 'GET', path(`/summary/${a}?year=2024&department=boarding`), as),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      counts: await s.db.getRepository(SavedCount).find({ where: { code }, order: { id: 'ASC' } }),
      rows: await s.db.getRepository(SavedCountRow).find({ where: { code }, order: { id: 'ASC' } }),
      reports: await s.db.getRepository(SavedReport).find({ where: { code }, order: { id: 'ASC' } }),
      receipts: (await s.db.getRepository(Receipt).find({ where: { code }, order: { id: 'ASC' } })).map((r) => [r.id, r.condition]),
      vouchers: (await s.db.getRepository(Voucher).find({ where: { code }, order: { id: 'ASC' } })).map((r) => [r.id, r.condition]),
      fees: await s.db.getRepository(FeeMonth).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
