import { SalarySheet, SalarySheetRow, Voucher } from '../../../api/src/domains/accounts/vouchers.entities';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Vouchers and salary sheets: B's never reach A, and A changes none of them. */
let bVoucher: Voucher;
let bBoarding: Voucher;
let bSheet: SalarySheet;
const V = 'id department fund voucherNo name description lines { regarding amount } total inWords date condition';
const SHEET = 'id month department note paidVoucherId rows { staffId name designation basic net } totals { net }';
const line = [{ regarding: 'A planted', amount: 1 }];

export const vouchersArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const vouchers = s.db.getRepository(Voucher);
    const base = { code, fund: 'generalFund', description: 'B-secret-description', amount1Paisa: 777_700, totalPaisa: 777_700, inWords: 'B-secret-words', date: '2026-03-02' };
    bVoucher = await vouchers.save(vouchers.create({ ...base, department: 'accounts', voucherNo: 5, name: 'B-secret-payee', regarding1: 'B-secret-head' }));
    bBoarding = await vouchers.save(vouchers.create({ ...base, department: 'boarding', voucherNo: 6, name: 'B-secret-boarding', regarding1: 'B-secret-rice' }));
    const sheets = s.db.getRepository(SalarySheet);
    bSheet = await sheets.save(sheets.create({ code, month: '2026-03', department: 'B-secret-department', note: 'B-secret-note', paidVoucherId: null }));
    const rows = s.db.getRepository(SalarySheetRow);
    await rows.save(rows.create({ code, sheetId: bSheet.id, position: 1, staffId: 'B-secret-id', name: 'B-secret-staff', designation: 'B-secret-post', basicPaisa: 888_800 }));
  },

  graphql: (s, A, B) => ({
    vouchers: () => gql(s.url, `{ a: vouchers(department: "accounts") { total generalFundVoucherNo items { ${V} } } b: vouchers(department: "boarding") { total charityFundVoucherNo items { ${V} } } }`, {}, A.token),
    voucher: () => gql(s.url, `query($id: Int!) { voucher(id: $id) { ${V} } }`, { id: bVoucher.id }, A.token),
    saveVoucher: () => gql(s.url, `mutation($i: VoucherInput!) { saveVoucher(input: $i) { ${V} } }`, {
      i: { id: bVoucher.id, department: 'accounts', fund: 'generalFund', lines: line, principalSign: B.password },
    }, A.token),
    deleteVoucher: () => gql(s.url, 'mutation($id: Int!, $p: String!) { deleteVoucher(id: $id, principalSign: $p) }', { id: bBoarding.id, p: B.password }, A.token),
    salarySheets: () => gql(s.url, `{ salarySheets { total items { ${SHEET} } } }`, {}, A.token),
    salarySheet: () => gql(s.url, `query($id: Int!) { salarySheet(id: $id) { ${SHEET} } }`, { id: bSheet.id }, A.token),
    saveSalarySheet: () => gql(s.url, `mutation($i: SalarySheetInput!) { saveSalarySheet(input: $i) { ${SHEET} } }`, {
      i: { id: bSheet.id, month: '2026-03', rows: [{ name: 'A planted', basic: 1 }] },
    }, A.token),
    deleteSalarySheet: () => gql(s.url, 'mutation($id: Int!) { deleteSalarySheet(id: $id) }', { id: bSheet.id }, A.token),
    paySalarySheet: () => gql(s.url, `mutation($i: PaySalaryInput!) { paySalarySheet(input: $i) { sheet { ${SHEET} } voucher { ${V} } } }`, { i: { id: bSheet.id } }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/account${p}`;
    const voucher = { id: bVoucher.id, fund: 'generalFund', regarding1: 'A planted', amount1: 1, department: 'accounts', principalSign: B.password };
    const sheet = { id: bSheet.id, month: '2026-03', rows: [{ name: 'A planted', basic: 1 }] };
    return {
      'POST /api/account/voucher/new/:code': () => [
        rest(s.url, 'POST', path(`/voucher/new/${b}`), { ...as, body: { ...voucher, id: undefined } }),
      ],
      'GET /api/account/vouchers/:code': () => [
        rest(s.url, 'GET', path(`/vouchers/${b}`), as),
        rest(s.url, 'GET', path(`/vouchers/${a}?department=accounts`), as),
        rest(s.url, 'GET', path(`/vouchers/${a}?department=boarding&search=B-secret`), as),
      ],
      'PUT /api/account/voucher/update/:code': () => [
        rest(s.url, 'PUT', path(`/voucher/update/${b}`), { ...as, body: voucher }),
        rest(s.url, 'PUT', path(`/voucher/update/${a}`), { ...as, body: voucher }),
      ],
      'POST /api/account/voucher/delete/:code/:id': () => [
        rest(s.url, 'POST', path(`/voucher/delete/${b}/${bVoucher.id}`), { ...as, body: { principalSign: B.password } }),
        rest(s.url, 'POST', path(`/voucher/delete/${a}/${bVoucher.id}`), { ...as, body: { principalSign: B.password } }),
      ],
      'POST /api/account/salary/new/:code': () => [
        rest(s.url, 'POST', path(`/salary/new/${b}`), { ...as, body: { month: '2026-04' } }),
      ],
      'GET /api/account/salaries/:code': () => [
        rest(s.url, 'GET', path(`/salaries/${b}`), as),
        rest(s.url, 'GET', path(`/salaries/${a}?month=2026-03`), as),
      ],
      'PUT /api/account/salary/update/:code': () => [
        rest(s.url, 'PUT', path(`/salary/update/${b}`), { ...as, body: sheet }),
        rest(s.url, 'PUT', path(`/salary/update/${a}`), { ...as, body: sheet }),
      ],
      'DELETE /api/account/salary/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/salary/delete/${b}/${bSheet.id}`), as),
        rest(s.url, 'DELETE', path(`/salary/delete/${a}/${bSheet.id}`), as),
      ],
      'POST /api/account/salary/pay/:code/:id': () => [
        rest(s.url, 'POST', path(`/salary/pay/${b}/${bSheet.id}`), { ...as, body: {} }),
        rest(s.url, 'POST', path(`/salary/pay/${a}/${bSheet.id}`), { ...as, body: {} }),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      vouchers: await s.db.getRepository(Voucher).find({ where: { code }, order: { id: 'ASC' } }),
      sheets: await s.db.getRepository(SalarySheet).find({ where: { code }, order: { id: 'ASC' } }),
      rows: await s.db.getRepository(SalarySheetRow).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
