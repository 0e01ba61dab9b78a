import { SavedCount, SavedCountRow, SavedReport } from '../../../api/src/domains/accounts/counts.entities';
import { Receipt } from '../../../api/src/domains/accounts/receipts.entities';
import { Voucher } from '../../../api/src/domains/accounts/vouchers.entities';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Counts and counting reports: B's receipts, vouchers, saved counts and reports never reach A, and A changes none of them. */
const C = 'type date saved incomeRows { name regarding amount } expenseRows { name lines { regarding amount } } heads { regarding amount } total';
const R = 'type date saved preBalance income expense balance incomeHeads { regarding amount } expenseHeads { regarding amount }';

export const countsArea: IsolationArea = {
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
    await s.db.getRepository(SavedReport).save({ code, type: 'mgr', fund: 'generalFund', date: '2026-05', preBalancePaisa: 0, incomePaisa: 777_77, expensePaisa: 111_11, balancePaisa: 666_66, incomeHeads: [{ regarding: 'B-secret-report-income', paisa: 777_77 }], expenseHeads: [{ regarding: 'B-secret-report-expense', paisa: 111_11 }] });
  },

  graphql: (s, A) => {
    const v = { t: 'mgi', d: '2026-05' };
    const r = { t: 'mgr', d: '2026-05' };
    return {
      counting: () => gql(s.url, `query($t: String!, $d: String!) { counting(type: $t, date: $d) { ${C} } e: counting(type: "mge", date: $d) { ${C} } }`, v, A.token),
      savedCounting: () => gql(s.url, `query($t: String!, $d: String!) { savedCounting(type: $t, date: $d) { ${C} } }`, v, A.token),
      countingDates: () => gql(s.url, '{ a: countingDates(type: "mgi") b: countingDates(type: "mgr") }', {}, A.token),
      saveCounting: () => gql(s.url, `mutation($t: String!, $d: String!) { saveCounting(type: $t, date: $d) { ${C} } }`, v, A.token),
      deleteCounting: () => gql(s.url, 'mutation($t: String!, $d: String!) { deleteCounting(type: $t, date: $d) }', v, A.token),
      countingReport: () => gql(s.url, `query($t: String!, $d: String!) { countingReport(type: $t, date: $d) { ${R} } }`, { t: 'mgr', d: '2026-06' }, A.token),
      savedCountingReport: () => gql(s.url, `query($t: String!, $d: String!) { savedCountingReport(type: $t, date: $d) { ${R} } }`, r, A.token),
      saveCountingReport: () => gql(s.url, `mutation($t: String!, $d: String!) { saveCountingReport(type: $t, date: $d) { ${R} } }`, r, A.token),
      deleteCountingReport: () => gql(s.url, 'mutation($t: String!, $d: String!) { deleteCountingReport(type: $t, date: $d) }', r, A.token),
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
      ],
      'POST /api/account/counting/new/:code': () => [
        rest(s.url, 'POST', path(`/counting/new/${b}`), { ...as, body: { type: 'mge', date: '2026-05' } }),
      ],
      'GET /api/account/counting/search/:code': () => [
        rest(s.url, 'GET', path(`/counting/search/${b}?type=mgi`), as),
        rest(s.url, 'GET', path(`/counting/search/${a}?type=mgi&date=2026-05`), as),
      ],
      'DELETE /api/account/counting/delete/:code': () => [
        rest(s.url, 'DELETE', path(`/counting/delete/${b}`), { ...as, body: { type: 'mgi', date: '2026-05' } }),
        rest(s.url, 'DELETE', path(`/counting/delete/${a}`), { ...as, body: { type: 'mgi', date: '2026-05' } }),
      ],
      'POST /api/account/report/new/:code': () => [
        rest(s.url, 'POST', path(`/report/new/${b}`), { ...as, body: { type: 'mgr', date: '2026-06' } }),
      ],
      'GET /api/account/report/balance/:code': () => [
        rest(s.url, 'GET', path(`/report/balance/${b}?type=mgr`), as),
        rest(s.url, 'GET', path(`/report/balance/${a}?type=mgr&date=2026-06`), as),
        rest(s.url, 'GET', path(`/report/balance/${a}?type=mgr&date=2026-05&search=true`), as),
      ],
      'DELETE /api/account/report/delete/:code': () => [
        rest(s.url, 'DELETE', path(`/report/delete/${b}`), { ...as, body: { type: 'mgr', date: '2026-05' } }),
        rest(s.url, 'DELETE', path(`/report/delete/${a}`), { ...as, body: { type: 'mgr', date: '2026-05' } }),
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
    };
  },
};
