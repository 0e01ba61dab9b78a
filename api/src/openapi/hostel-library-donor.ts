import { DonationInput, DonorInput } from '../domains/donor/donor.types';
import type { RouteDocs } from './describe';

const HOSTEL_BODY = {
  admitNo: 'integer! the student (`admit_no`)', reportType: 'string! (`report_type`)', date: 'date!', reportStage: 'string general, intermediate or difficult (`report_stage`)',
  heading0: 'string score heading 0 (heading0 … heading9)', number0: 'number score 0 (number0 … number9)',
  scores: 'object[] instead of the flat fields: up to 10 of {heading, number}', comment: 'string',
  name: 'string ignored (from the student)', provider: 'string ignored (the signed-in user)',
};
const HOSTEL = 'object! id, admit_no, name, department, class_name, report_type, date, report_stage, heading0…9, number0…9, comment, provider';
const BOOK_BODY = {
  bookNo: 'integer! (`book_no`)', part: 'integer! the volume', bookName: 'string! (`book_name`)', writer: 'string', subject: 'string', publisher: 'string',
  price: 'number taka', storageLocation: 'string (`storage_location`)', amount: 'integer copies',
};
const BOOK = 'object! id, book_no, part, book_name, writer, subject, publisher, price, storage_location, available';
const PROVIDED = 'object! id, kind, id_no, name, giving_date, receiving_date, late_fee, books, closed';
const DONOR = 'object! id, member_no, donor_name, father_name, mobile, email, village, post_office, sub_district, district, donor_type, referrer_id, referrer_name, donation_amount, created_at';
const DONATION = 'object! id, member_no, donor_name, provided_amount, donation_amount, address, date, responsible, receipt';

/** /api/hostel, /api/library, /api/donor (spec doc 2 §7). */
export const hostelLibraryDonorDocs: RouteDocs = {
  'POST /api/hostel/report/new/:code': {
    summary: 'Save a student\'s hostel report (up to ten scores)', spec: true, access: 'hostelReport.write', body: HOSTEL_BODY,
    answer: { report: HOSTEL }, errors: ['sorryNotFound'],
  },
  'GET /api/hostel/student_reports/:code': {
    summary: 'Hostel reports, newest first', spec: true, access: 'academy.read', query: { search: 'string', page: 'integer', pageSize: 'integer', offset: 'integer', limit: 'integer' },
    answer: { student_reports: HOSTEL.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'PUT /api/hostel/report/update/:code': {
    summary: 'Update a hostel report', spec: true, access: 'hostelReport.write', body: { id: 'integer! the report id', ...HOSTEL_BODY },
    answer: { report: HOSTEL }, errors: ['sorryNotFound'],
  },
  'DELETE /api/hostel/report/delete/:code/:id': { summary: 'Delete a hostel report', spec: true, access: 'hostelReport.write', params: { id: 'integer! the report id' } },
  'POST /api/library/book/new/:code': {
    summary: 'Add a book', spec: true, access: 'book.write', body: BOOK_BODY, answer: { book: BOOK }, errors: ['duplicateNotPossible'],
  },
  'POST /api/library/books/:code': {
    summary: 'The books (a POST; the body may search)', spec: true, access: 'academy.read', body: { search: 'string' },
    answer: { books: BOOK.replace('object!', 'object[]!') },
  },
  'PUT /api/library/book/update/:code': {
    summary: 'Update a book (bookNo and part name it)', spec: true, access: 'book.write', body: BOOK_BODY, answer: { book: BOOK }, errors: ['sorryNotFound'],
  },
  'DELETE /api/library/book/delete/:code/:bookNo': {
    summary: 'Delete a book', spec: true, access: 'book.write', params: { bookNo: 'string! "12-1" (number and part) or a number' }, query: { part: 'integer the part, when the number has several' },
    errors: ['notWorked'],
  },
  'POST /api/library/book/provide/:code': {
    summary: 'Lend books to a student or staff member', spec: true, access: 'book.provide',
    body: {
      idNo: 'string! admit number or staff id (`id_no`)', kind: 'string student (default) or staff', givingDate: 'date!', receivingDate: 'date! (default a year on in the form)',
      lateFee: 'number taka a day', providedBooks: 'any[]! the books: "bookNo-part" scans or {bookNo, part}',
    },
    answer: { provided_book: PROVIDED }, errors: ['duplicateNotPossible', 'notWorked', 'sorryNotFound'],
  },
  'POST /api/library/book/provided_books/:code': {
    summary: 'Books lent (a POST; the body may search)', spec: true, access: 'academy.read', body: { search: 'string', all: 'boolean closed records too', page: 'integer', limit: 'integer' },
    answer: { provided_books: PROVIDED.replace('object!', 'object[]!'), total: 'integer!' },
  },
  'PUT /api/library/book/provided/update/:code': {
    summary: 'Change a loan: receiving date, late fee, books added or taken off', spec: true, access: 'book.provide',
    body: { id: 'integer! the loan', receivingDate: 'date', lateFee: 'number', providedBooks: 'any[] books added', missingBookNos: 'any[] books taken off the list' },
    answer: { provided_book: PROVIDED }, errors: ['notWorked', 'sorryNotFound'],
  },
  'POST /api/library/book/accept/:code': {
    summary: 'Take lent books back', spec: true, access: 'book.provide',
    body: { id: 'integer! the loan', providedBooks: 'any[] the books returned (`bookNos`)', allAccept: 'boolean all of them' },
    answer: { provided_book: PROVIDED, returned: 'integer!', late_fee: 'number! taka due' }, errors: ['sorryNotFound', 'notWorked'],
  },
  'GET /api/library/receiver/:code': {
    summary: 'Who a borrower is (by admit number or staff id)', access: 'academy.read', query: { kind: 'string student or staff', idNo: 'string!' },
    answer: { receiver: 'object! kind, id_no, name, class_name or designation, photo_url' },
  },
  'GET /api/library/settings/:code': { summary: 'The library settings', access: 'academy.read', answer: { settings: 'object! late_fee_per_day (taka)' } },
  'PUT /api/library/settings/:code': {
    summary: 'Save the library settings', access: 'book.write', body: { lateFeePerDay: 'number! taka a day, 0 for none' }, answer: { settings: 'object! late_fee_per_day' },
  },
  'POST /api/donor/new_member/:code': {
    summary: 'Add a donor', spec: true, access: 'donor.write', input: DonorInput, body: { referrerName: 'string the referrer (same as `referrer`)', type: 'string general or lifeTime (same as `donorType`)' },
    answer: { member: DONOR }, errors: ['duplicateNotPossible', 'checkMobile', 'invalidEmail'],
  },
  'GET /api/donor/members/:code': {
    summary: 'The donors', spec: true, access: 'academy.read', query: { type: 'string general or lifeTime' },
    answer: { donors: DONOR.replace('object!', 'object[]!'), members: 'object[]! the same list (older callers)' },
  },
  'PUT /api/donor/update_member/:code': {
    summary: 'Update a donor (by id, or by member number)', spec: true, access: 'donor.write', input: DonorInput,
    answer: { member: DONOR }, errors: ['duplicateNotPossible', 'checkMobile', 'invalidEmail', 'sorryNotFound'],
  },
  'DELETE /api/donor/member/delete/:code/:id': { summary: 'Delete a donor', spec: true, access: 'donor.write', params: { id: 'integer! the donor id' } },
  'POST /api/donor/donation/new/:code': {
    summary: 'Record a donation (with its receipt)', spec: true, access: 'receipt.write', input: DonationInput,
    answer: { donation: DONATION }, errors: ['sorryNotFound'],
  },
  'GET /api/donor/donations/:code': { summary: 'The donations', spec: true, access: 'academy.read', answer: { donations: DONATION.replace('object!', 'object[]!') } },
  'DELETE /api/donor/donation/delete/:code/:id': { summary: 'Delete a donation', spec: true, access: 'donation.delete', params: { id: 'integer! the donation id' } },
};
