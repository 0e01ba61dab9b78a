import { ApprovedReceiptBook, Receipt, RegardingList } from '../../../api/src/domains/accounts/receipts.entities';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Regardings, approved receipt books and receipts: B's rows never reach A, and A changes none of them. */
let bBook: ApprovedReceiptBook;
let bFull: ApprovedReceiptBook;
let bReceipt: Receipt;
const BOOK = 'id bookNo pages cutted remain department aporverName aporver1Name condition';
const R = 'id bookNo receiptNoFrom name address regarding amount inWords principalName receiverName';

export const receiptsArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const lists = s.db.getRepository(RegardingList);
    await lists.save([
      lists.create({ code, kind: 'mgi', regardings: ['B-secret-income'] }),
      lists.create({ code, kind: 'mge', regardings: ['B-secret-expense'] }),
    ]);
    const books = s.db.getRepository(ApprovedReceiptBook);
    bBook = await books.save(books.create({ code, bookNo: 7, receiptFrom: 1, pages: 50, cutted: 1, department: 'accounts', aporverName: 'B-secret-council', aporver1Name: 'B-secret-entry', date: '2026-03-01', condition: 'unfinished' }));
    bFull = await books.save(books.create({ code, bookNo: 8, receiptFrom: 1, pages: 1, cutted: 0, department: 'allDepartments', aporverName: 'B-secret-council', date: '2026-03-01', condition: 'unfinished' }));
    const receipts = s.db.getRepository(Receipt);
    bReceipt = await receipts.save(receipts.create({
      code, department: 'accounts', type: 'autoReceipt', bookNo: 7, receiptNoFrom: 1, receiptNoTill: 1, name: 'B-secret-donor', address: 'B-secret-address',
      mobile: '01799999999', fund: 'generalFund', regarding: 'B-secret-income', amountPaisa: 123400, inWords: 'B-secret-words', date: '2026-03-02',
      receiverName: 'B-secret-receiver', principalName: 'B-secret-principal',
    }));
  },

  graphql: (s, A) => {
    // A's own receipts and books may be made; B's never change. A has no income head of B's name and no approved book.
    const form = { department: 'accounts', type: 'menualReceipt', bookNo: bBook.bookNo, receiptFrom: 1, donorName: 'A donor', address: 'x', fund: 'generalFund', regarding: 'B-secret-income', amount: 5, date: '2026-03-10' };
    return {
      regardings: () => gql(s.url, '{ regardings { mci mce mgi mge } }', {}, A.token),
      saveRegardings: () => gql(s.url, 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mci mce mgi mge } }', { i: { mci: ['A head'] } }, A.token),
      approvedReceiptBooks: () => gql(s.url, `{ approvedReceiptBooks { ${BOOK} } }`, {}, A.token),
      approveReceiptBooks: () => gql(s.url, `mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { ${BOOK} } }`, { i: { rows: [{ bookNo: bBook.bookNo, receiptTill: 2, department: 'accounts' }] } }, A.token),
      updateReceiptBookPages: () => gql(s.url, `mutation($id: Int!) { updateReceiptBookPages(id: $id, pages: 500) { ${BOOK} } }`, { id: bBook.id }, A.token),
      deleteReceiptBook: () => gql(s.url, 'mutation($id: Int!) { deleteReceiptBook(id: $id) }', { id: bFull.id }, A.token),
      nextReceipt: () => gql(s.url, '{ nextReceipt(department: "boarding") { bookNo nextReceiptNo department remain } }', {}, A.token),
      receipts: () => gql(s.url, `{ receipts(department: "accounts", search: "B-secret") { total items { ${R} } } }`, {}, A.token),
      receipt: () => gql(s.url, `query($id: Int!) { receipt(id: $id) { ${R} } }`, { id: bReceipt.id }, A.token),
      saveReceipt: async () => [
        await gql(s.url, `mutation($i: ReceiptInput!) { saveReceipt(input: $i) { ${R} } }`, { i: { ...form, id: bReceipt.id, regarding: 'A head' } }, A.token),
        await gql(s.url, `mutation($i: ReceiptInput!) { saveReceipt(input: $i) { ${R} } }`, { i: form }, A.token),
        // A donation receipt for B's donor (member 4242 of the donor area): the member check finds no one in A.
        await gql(s.url, `mutation($i: ReceiptInput!) { saveReceipt(input: $i) { ${R} } }`, { i: { ...form, department: 'donation', bookNo: 900, regarding: 'A head', memberNo: 4242 } }, A.token),
      ],
      deleteReceipt: () => gql(s.url, 'mutation($id: Int!) { deleteReceipt(id: $id) }', { id: bReceipt.id }, A.token),
    };
  },

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/account${p}`;
    const receipt = { id: bReceipt.id, department: 'accounts', type: 'menualReceipt', bookNo: 7, receiptFrom: 2, donorName: 'hacked', address: 'x', fund: 'generalFund', regarding: 'A head', amount: 5, date: '2026-03-10' };
    return {
      'GET /api/account/regardings/:code': () => [rest(s.url, 'GET', path(`/regardings/${b}`), as), rest(s.url, 'GET', path(`/regardings/${a}`), as)],
      'POST /api/account/regarding/new/:code': () => [
        rest(s.url, 'POST', path(`/regarding/new/${b}`), { ...as, body: { mgi_regardings: ['planted'] } }),
        rest(s.url, 'POST', path(`/regarding/new/${a}`), { ...as, body: { fund: 'mce', regardings: ['A expense'] } }),
      ],
      'GET /api/account/all_receipt_books/:code': () => [rest(s.url, 'GET', path(`/all_receipt_books/${b}`), as), rest(s.url, 'GET', path(`/all_receipt_books/${a}`), as)],
      'POST /api/account/receipt_book/new/:code': () => [
        rest(s.url, 'POST', path(`/receipt_book/new/${b}`), { ...as, body: { data: [{ bookNo: 99, receiptTill: 5, department: 'accounts' }] } }),
        rest(s.url, 'POST', path(`/receipt_book/new/${a}`), { ...as, body: { data: [{ bookNo: 8, receiptTill: 5, department: 'boarding' }] } }),
      ],
      'PUT /api/account/update_receipt_book/:code': () => [
        rest(s.url, 'PUT', path(`/update_receipt_book/${b}`), { ...as, body: { id: bBook.id, amount: 500 } }),
        rest(s.url, 'PUT', path(`/update_receipt_book/${a}`), { ...as, body: { id: bBook.id, amount: 500 } }),
      ],
      'DELETE /api/account/receipt_book/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/receipt_book/delete/${b}/${bFull.id}`), as),
        rest(s.url, 'DELETE', path(`/receipt_book/delete/${a}/${bFull.id}`), as),
      ],
      'GET /api/account/receipt_books/:code': () => [
        rest(s.url, 'GET', path(`/receipt_books/${b}?department=accounts`), as),
        rest(s.url, 'GET', path(`/receipt_books/${a}?department=donation`), as),
      ],
      'GET /api/account/next_receipt_no/:code': () => [
        rest(s.url, 'GET', path(`/next_receipt_no/${b}?department=accounts`), as),
        rest(s.url, 'GET', path(`/next_receipt_no/${a}?department=caravan`), as),
      ],
      'GET /api/account/receipts/:code': () => [
        rest(s.url, 'GET', path(`/receipts/${b}?department=accounts`), as),
        rest(s.url, 'GET', path(`/receipts/${a}?department=accounts&search=B-secret`), as),
        rest(s.url, 'GET', path(`/receipts/${a}?department=accounts&search=7`), as),
      ],
      'POST /api/account/receipt/new/:code': () => [
        rest(s.url, 'POST', path(`/receipt/new/${b}`), { ...as, body: { ...receipt, id: undefined } }),
        rest(s.url, 'POST', path(`/receipt/new/${a}`), { ...as, body: { ...receipt, id: undefined, type: 'autoReceipt' } }),
      ],
      'PUT /api/account/receipt/update/:code': () => [
        rest(s.url, 'PUT', path(`/receipt/update/${b}`), { ...as, body: receipt }),
        rest(s.url, 'PUT', path(`/receipt/update/${a}`), { ...as, body: receipt }),
      ],
      'DELETE /api/account/receipt/delete/:code': () => [
        rest(s.url, 'DELETE', path(`/receipt/delete/${b}?id=${bReceipt.id}`), as),
        rest(s.url, 'DELETE', path(`/receipt/delete/${a}?id=${bReceipt.id}`), as),
        rest(s.url, 'DELETE', path(`/receipt/delete/${a}?bookNo=7&receiptTill=1`), as),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      regardings: await s.db.getRepository(RegardingList).find({ where: { code }, order: { id: 'ASC' } }),
      books: await s.db.getRepository(ApprovedReceiptBook).find({ where: { code }, order: { id: 'ASC' } }),
      receipts: await s.db.getRepository(Receipt).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
