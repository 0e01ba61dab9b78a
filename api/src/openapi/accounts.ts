import type { RouteDocs } from './describe';

const DEPARTMENT = 'string accounts (default) or boarding';
const PAGING = { page: 'integer 1-based page (default 1)', limit: 'integer rows a page (default 100)', search: 'string' };
const RECEIPT_BODY = {
  department: 'string!', type: 'string! the receipt kind', bookNo: 'integer! the approved book (`book_no`)',
  receiptFrom: 'integer! first page (`receipt_no_from`)', receiptTill: 'integer! last page (`receipt_no_till`)',
  donorName: 'string! who paid (`name` also works)', address: 'string', mobile: 'string', fund: 'string! generalFund or charityFund', regarding: 'string! the income head',
  amount: 'number! taka', date: 'date!', principalSign: 'string! the principal\'s security code (`principalCode` also works)',
  memberNo: 'integer a donor\'s member number (donation receipts)', donationAmount: 'number taka (donation receipts)',
};
const RECEIPT = 'object! id, code, department, type, book_no, receipt_from, receipt_till, donor_name, address, mobile, fund, regarding, amount, in_words, date, receiver_sign, created_at';
const VOUCHER_BODY = {
  department: DEPARTMENT, fund: 'string! generalFund or charityFund', voucherNo: 'integer! (`voucher_no`)', name: 'string! paid to', description: 'string',
  regarding1: 'string! expense head of line 1 (regarding1 … regarding10)', amount1: 'number! taka of line 1 (amount1 … amount10)',
  lines: 'object[] instead of regardingN/amountN: [{regarding, amount}]', date: 'date!', principalSign: 'string! the principal\'s security code',
};
const VOUCHER = 'object! id, department, fund, voucher_no, name, description, regarding1…10, amount1…10, total, in_words, date, created_at';
const SALARY_BODY = {
  month: 'month! the month paid (YYYY-MM)', department: 'string!', note: 'string',
  rows: 'object[]! one row per staff member: staffRowId, staffId, name, designation, basic, allowances, deductions, incrementPercent, workdays, attendance, …',
};
const SALARY = 'object! id, month, department, note, rows, total, paid, voucher_id';
const FEE_BODY = {
  providerId: 'integer the student\'s id (`provider_id`; or admitNo)', admitNo: 'integer the student\'s admit number', year: 'integer!', date: 'date', note: 'string', department: DEPARTMENT,
  receipt_data: 'object[]! the items: selectedMonths (month names or numbers), subject, totalAmount; `items` also works',
  receipt: 'object a new payment\'s receipt: fund, regarding, principalCode',
};
const FEE = 'object! id, provider_id, admit_no, name, class_name, year, date, note, department, receipt_data, total, receipt';
const COUNT_QUERY = { type: 'string! mci, mgi, mce, mge, yci, ygi, yce or yge (`monthlyType` also works)', date: 'string! the month (YYYY-MM), the year (YYYY) or a full date YYYY-MM-DD', department: DEPARTMENT };
const COUNTING = 'object! department, type, fund, period, date, saved, saved_at, columns, rows, headings, counts, total';
const REPORT_QUERY = { type: 'string! mcr, mgr, ycr or ygr', date: 'string! the month, year or a full date', department: DEPARTMENT };
const REPORT = 'object! department, type, fund, date, saved, pre_balance, income, expense, balance, income_heads, expense_heads';
const BOOK = 'id, book_no, receipt_from, receipt_till, pages, department, approver_sign, approver1_sign, condition, date';
const NEXT = { bookNo: 'integer the book of the next unused page (null: none)', nextReceiptNo: 'integer the next unused page', receiptFrom: 'integer', receiptTill: 'integer', department: 'string', remain: 'integer pages left in the book' };
const REGARDINGS = { regardings: 'object! mci_regardings, mce_regardings, mgi_regardings, mge_regardings: the income and expense heads of the two funds' };

/** /api/account (spec doc 2 §7 Account). */
export const accountDocs: RouteDocs = {
  'GET /api/account/fee_rules/:code': {
    summary: 'The fee rules (which fees a class pays)', spec: true, access: 'academy.read',
    answer: { data: 'object! { rules: [{id, fund, title, amount, users (classes), group}] }' },
  },
  'POST /api/account/fee_rules/new/:code': {
    summary: 'Save the fee rules (the whole list)', spec: true, access: 'feeRule.write',
    body: { data: 'object[]! rules of fund, title, amount, users (class names), group (group names); `rules` also works' },
    answer: { data: 'object! { rules }: the rules as saved' }, errors: ['notWorked'],
  },
  'DELETE /api/account/fee_rule/delete/:code/:id': { summary: 'Delete a fee rule', access: 'feeRule.write', params: { id: 'integer! the rule id' } },
  'GET /api/account/summary/:code': {
    summary: 'The accounts dashboard\'s figures of a year (taka)', access: 'academy.read', query: { year: 'integer! YYYY', department: DEPARTMENT },
    answer: { summary: 'object! department, year, months [{month, general_income, general_expense, charity_income, charity_expense, income, expense}], fees_month, fees_year' },
  },
  'GET /api/account/regardings/:code': { summary: 'The income and expense heads', spec: true, access: 'academy.read', answer: REGARDINGS },
  'POST /api/account/regarding/new/:code': {
    summary: 'Save the heads lists', spec: true, access: 'regarding.write',
    body: { mci_regardings: 'string[] monthly charity income heads', mce_regardings: 'string[]', mgi_regardings: 'string[]', mge_regardings: 'string[]', fund: 'string one list: mci, mce, mgi or mge (with regardings)', regardings: 'string[] that one list' },
    answer: REGARDINGS,
  },
  'GET /api/account/all_receipt_books/:code': { summary: 'The approved receipt books', spec: true, access: 'academy.read', answer: { all_approved_books: `object[]! ${BOOK}` } },
  'POST /api/account/receipt_book/new/:code': {
    summary: 'Approve receipt books (the council member\'s code signs)', spec: true, access: 'receiptBook.write',
    description: 'One book as the body itself (the spec\'s payload), or rows as `data`. The second approver is the signed-in user; a new book starts unfinished and is dated today.',
    body: {
      bookNo: 'integer! (`book_no`)', receiptFrom: 'integer first page (default 1)', receiptTill: 'integer last page (or pages)', pages: 'integer', department: 'string',
      approver_sign: 'string! the council member\'s code (`councilCode` also works)', approver1_sign: 'string ignored (the signed-in user)', condition: 'string ignored',
      data: 'object[] many books, each as above',
    },
    answer: { approved_books: `object[]! ${BOOK}` }, errors: ['duplicateNotPossible', 'requireText', 'incorrectCode'],
  },
  'PUT /api/account/update_receipt_book/:code': {
    summary: 'Change a book\'s pages', spec: true, access: 'receiptBook.write', body: { id: 'integer! the book id', amount: 'integer! the new pages (`pages`)' },
    answer: { approved_book: `object! ${BOOK}` }, errors: ['notWorked', 'sorryNotFound'],
  },
  'DELETE /api/account/receipt_book/delete/:code/:id': { summary: 'Delete an unused receipt book', spec: true, access: 'receiptBook.write', params: { id: 'integer! the book id' }, errors: ['notWorked'] },
  'GET /api/account/receipt_books/:code': { summary: 'The next unused receipt page of a department', spec: true, access: 'academy.read', query: { department: 'string' }, answer: NEXT },
  'GET /api/account/next_receipt_no/:code': { summary: 'The next unused receipt page (same answer as receipt_books)', spec: true, access: 'academy.read', query: { department: 'string' }, answer: NEXT },
  'GET /api/account/receipts/:code': {
    summary: 'Receipts, newest first', spec: true, access: 'academy.read', query: { department: 'string', ...PAGING },
    answer: { receipts: RECEIPT.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'POST /api/account/receipt/new/:code': {
    summary: 'Write a receipt', spec: true, access: 'receipt.write', body: RECEIPT_BODY,
    description: 'The page must be in an approved book and unused. With receipt_sms on, an SMS goes to the payer.',
    answer: { receipt: RECEIPT }, errors: ['authorRequired', 'principalCode', 'duplicateNotPossible', 'maxNotPossible', 'sorryMonthlyCountDone', 'checkMobile', 'sorryNotFound'],
  },
  'PUT /api/account/receipt/update/:code': {
    summary: 'Change a receipt (not once counted)', spec: true, access: 'receipt.write', body: { id: 'integer! the receipt id', ...RECEIPT_BODY },
    answer: { receipt: RECEIPT }, errors: ['authorRequired', 'principalCode', 'duplicateNotPossible', 'sorryMonthlyCountDone', 'checkMobile', 'sorryNotFound'],
  },
  'DELETE /api/account/receipt/delete/:code': {
    summary: 'Delete a receipt: by id, or by book and last page', spec: true, access: 'receipt.write',
    query: { id: 'integer the receipt', bookNo: 'integer', receiptTill: 'integer', principalSign: 'string the principal\'s code' },
    body: { id: 'integer', bookNo: 'integer', receiptTill: 'integer', principalSign: 'string! the principal\'s code (query or body)' },
    errors: ['authorRequired', 'principalCode', 'sorryMonthlyCountDone', 'sorryNotFound'],
  },
  'POST /api/account/voucher/new/:code': {
    summary: 'Write a voucher (an expense)', spec: true, access: 'voucher.write', body: VOUCHER_BODY,
    answer: { voucher: VOUCHER }, errors: ['authorRequired', 'principalCode', 'duplicateNotPossible', 'sorryMonthlyVoucherCountDone'],
  },
  'GET /api/account/vouchers/:code': {
    summary: 'Vouchers, newest first, with the next voucher numbers', spec: true, access: 'academy.read', query: { department: DEPARTMENT, ...PAGING },
    answer: { vouchers: VOUCHER.replace('object!', 'object[]!'), total: 'integer!', general_fund_voucher_no: 'integer! next number', charity_fund_voucher_no: 'integer! next number' },
  },
  'PUT /api/account/voucher/update/:code': {
    summary: 'Change a voucher (not once counted)', spec: true, access: 'voucher.write', body: { id: 'integer! the voucher id', ...VOUCHER_BODY },
    answer: { voucher: VOUCHER }, errors: ['authorRequired', 'principalCode', 'duplicateNotPossible', 'sorryMonthlyVoucherCountDone', 'sorryNotFound'],
  },
  'POST /api/account/voucher/delete/:code/:id': {
    summary: 'Delete a voucher', spec: true, access: 'voucher.write', params: { id: 'integer! the voucher id' }, body: { principalSign: 'string! the principal\'s code' },
    errors: ['authorRequired', 'principalCode', 'sorryMonthlyVoucherCountDone'],
  },
  'POST /api/account/salary/new/:code': {
    summary: 'Save a salary sheet of a month', spec: true, access: 'voucher.write', body: SALARY_BODY,
    answer: { salary: SALARY }, errors: ['duplicateNotPossible', 'sorryNotFound'],
  },
  'GET /api/account/salaries/:code': {
    summary: 'Salary sheets', spec: true, access: 'academy.read', query: { month: 'month only that month', page: 'integer', limit: 'integer' },
    answer: { salaries: SALARY.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'PUT /api/account/salary/update/:code': {
    summary: 'Change a salary sheet (not once paid)', spec: true, access: 'voucher.write', body: { id: 'integer! the sheet id', ...SALARY_BODY },
    answer: { salary: SALARY }, errors: ['duplicateNotPossible', 'sorryNotFound', 'notWorked'],
  },
  'DELETE /api/account/salary/delete/:code/:id': { summary: 'Delete a salary sheet (not once paid)', spec: true, access: 'voucher.write', params: { id: 'integer! the sheet id' }, errors: ['notWorked'] },
  'POST /api/account/salary/pay/:code/:id': {
    summary: 'Pay a salary sheet with one voucher', access: 'voucher.write', params: { id: 'integer! the sheet id' },
    body: { fund: 'string generalFund (default) or charityFund', date: 'date!', principalSign: 'string! the principal\'s code' },
    answer: { salary: SALARY, voucher: VOUCHER }, errors: ['authorRequired', 'principalCode', 'notWorked', 'sorryMonthlyVoucherCountDone'],
  },
  'POST /api/account/fees/new/:code': {
    summary: 'Take a student\'s fee payment', spec: true, access: 'receipt.write', body: FEE_BODY,
    answer: { fee: FEE }, errors: ['sorryNotFound', 'maxNotPossible', 'duplicateNotPossible', 'principalCode', 'authorRequired'],
  },
  'PUT /api/account/fee/update/:code': {
    summary: 'Change a fee payment', spec: true, access: 'receipt.write', body: { id: 'integer! the payment id', ...FEE_BODY },
    answer: { fee: FEE }, errors: ['sorryNotFound', 'maxNotPossible'],
  },
  'POST /api/account/fee/delete/:code/:id': { summary: 'Delete a fee payment', spec: true, access: 'receipt.write', params: { id: 'integer! the payment id' } },
  'GET /api/account/fees/:code': {
    summary: 'Fee payments', spec: true, access: 'academy.read', query: { department: DEPARTMENT, ...PAGING },
    answer: { fees: FEE.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'GET /api/account/fees/sheet/:code': {
    summary: 'The fee sheet of a class: who paid a fee for a month', spec: true, access: 'academy.read',
    query: { class_name: 'string!', group: 'string', subject: 'string! the fee title', month: 'string! YYYY-MM, a month name or 1–12', year: 'integer', department: DEPARTMENT },
    answer: { class_name: 'string!', subject: 'string!', month: 'string!', rows: 'object[]! admit_no, name, amount, paid, due, status', total: 'number' },
  },
  'GET /api/account/fees/student/:code/:id/:class_name': {
    summary: 'One student\'s fees: months paid and owed, and payments', spec: true, access: ['academy.read', 'guardian.read'],
    params: { id: 'integer! the student id', class_name: 'string! the class whose fee rules apply' }, query: { year: 'integer', department: DEPARTMENT },
    answer: { student: 'object! id, admit_no, name, class_name', fees: 'object[]! per title: periods, paid_months, due_months', payments: 'object[]! the payments' },
  },
  'GET /api/account/counting/:code': {
    summary: 'A monthly or yearly count (computed, or the saved one)', spec: true, access: 'academy.read',
    query: { ...COUNT_QUERY, fund: 'string ignored (the type names the fund)', search: 'boolean true: the saved count' },
    answer: { counting: COUNTING }, errors: ['periodNotEnded', 'sorryNotFound'],
  },
  'POST /api/account/counting/new/:code': {
    summary: 'Save a count (its receipts and vouchers can no longer change)', spec: true, access: 'count.write',
    body: { ...COUNT_QUERY, fund: 'string ignored', columns: 'any[] ignored (recomputed)', rows: 'any[] ignored (recomputed)' },
    answer: { counting: COUNTING }, errors: ['periodNotEnded', 'duplicateNotPossible'],
  },
  'GET /api/account/counting/search/:code': {
    summary: 'The saved counts of a type (and one of them with date)', spec: true, access: 'academy.read', query: { ...COUNT_QUERY, date: 'string a saved period' },
    answer: { dates: 'string[]! the saved periods', counting: COUNTING.replace('object!', 'object') }, errors: ['sorryNotFound'],
  },
  'DELETE /api/account/counting/delete/:code': {
    summary: 'Delete a saved count', spec: true, access: 'count.write',
    body: { ...COUNT_QUERY, fund: 'string ignored', bookNo: 'integer ignored', receiptNo: 'integer ignored', monthNames: 'string[] ignored' }, errors: ['sorryNotFound'],
  },
  'POST /api/account/report/new/:code': {
    summary: 'Save a monthly or yearly report (balances recomputed)', spec: true, access: 'count.write',
    body: { ...REPORT_QUERY, preBalance: 'number ignored (recomputed)', balance: 'number ignored (recomputed)' },
    answer: { report: REPORT }, errors: ['periodNotEnded', 'duplicateNotPossible'],
  },
  'GET /api/account/report/balance/:code': {
    summary: 'Saved reports (balances), and one period\'s report with date', spec: true, access: 'academy.read',
    query: { ...REPORT_QUERY, date: 'string a period', search: 'boolean true: the saved report' },
    answer: { balances: 'object[]! saved reports, oldest first', report: REPORT.replace('object!', 'object') }, errors: ['periodNotEnded', 'sorryNotFound'],
  },
  'DELETE /api/account/report/delete/:code': { summary: 'Delete a saved report', spec: true, access: 'count.write', body: REPORT_QUERY, errors: ['sorryNotFound'] },
};
