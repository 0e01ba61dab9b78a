import { Student } from '../../../api/src/domains/education/student.entity';
import { Book, LibrarySettings, ProvidedBook, ProvidedBookItem } from '../../../api/src/domains/library/entities';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** The library: B's books, provided records, receivers and late fee rate never reach A, and A changes none of them. */
let bRecord: ProvidedBook;
const B_ADMIT = 99_401;
const P = 'id idNo name classOrLevel lateFee books { bookNo part bookName } returnedBooks { bookName }';
const BK = 'id bookNo part bookName writer condition';

export const libraryArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const students = s.db.getRepository(Student);
    await students.save(students.create({
      code, newOld: 'new', department: 'General', residence: 'residential', category: 'general', formNo: B_ADMIT, admitNo: B_ADMIT,
      name: 'B-secret-library-reader', fatherName: 'x', village: 'x', postOffice: 'x', subDistrict: 'x', district: 'x', birthDate: '2014-01-01', age: 12,
      fatherMobile: '01700000000', guardianRelation: 'father', admittedClass: 'B-secret-class', groupName: '', date: '2026-01-01', fees: [],
    }));
    const books = s.db.getRepository(Book);
    const base = { code, writer: 'B-secret-writer', subject: '', publisher: '', pricePaisa: 12_000, storageLocation: 'B-secret-shelf', createdAt: '2026-03-01' };
    const lent = await books.save(books.create({ ...base, bookNo: 9401, part: 1, bookName: 'B-secret-book-out', condition: 'out' }));
    await books.save(books.create({ ...base, bookNo: 9402, part: 1, bookName: 'B-secret-book-in', condition: 'in' }));
    const records = s.db.getRepository(ProvidedBook);
    bRecord = await records.save(records.create({
      code, kind: 'student', idNo: String(B_ADMIT), name: 'B-secret-library-reader', classOrLevel: 'B-secret-class', givingDate: '2026-03-01',
      receivingDate: '2026-03-05', lateFeePaisa: 700, openKey: `student:${B_ADMIT}`, returnedDate: null, provider: 'B-secret-librarian',
    }));
    const items = s.db.getRepository(ProvidedBookItem);
    await items.save(items.create({ code, providedId: bRecord.id, bookId: lent.id, bookNo: 9401, part: 1, bookName: 'B-secret-book-out', returnedDate: null }));
    const settings = s.db.getRepository(LibrarySettings);
    await settings.save(settings.create({ code, lateFeePerDayPaisa: 4321 }));
  },

  secrets: () => ['43.21'],

  graphql: (s, A) => ({
    books: () => gql(s.url, `{ books { ${BK} } }`, {}, A.token),
    addBook: () => gql(s.url, `mutation { addBook(input: { bookNo: 9402, part: 1, bookName: "A planted" }) { ${BK} } }`, {}, A.token),
    updateBook: () => gql(s.url, `mutation { updateBook(input: { bookNo: 9401, part: 1, bookName: "hacked" }) { ${BK} } }`, {}, A.token),
    deleteBook: () => gql(s.url, 'mutation { deleteBook(bookNo: 9401, part: 1) }', {}, A.token),
    libraryReceiver: () => gql(s.url, 'query($id: String!) { libraryReceiver(kind: "student", idNo: $id) { idNo name classOrLevel openId } }', { id: String(B_ADMIT) }, A.token),
    providedBooks: () => gql(s.url, `{ providedBooks(all: true) { total items { ${P} } } }`, {}, A.token),
    provideBooks: () => gql(s.url, `mutation($id: String!) { provideBooks(input: { idNo: $id, books: [{ bookNo: 9401, part: 1 }] }) { ${P} } }`, { id: String(B_ADMIT) }, A.token),
    updateProvidedBooks: () => gql(s.url, `mutation($id: Int!) { updateProvidedBooks(input: { id: $id, lateFee: 0, missingBooks: [{ bookNo: 9401, part: 1 }], addBooks: [{ bookNo: 9402, part: 1 }] }) { ${P} } }`, { id: bRecord.id }, A.token),
    acceptBooks: () => gql(s.url, `mutation($id: Int!) { acceptBooks(input: { id: $id, all: true }) { returned lateFee provided { ${P} } } }`, { id: bRecord.id }, A.token),
    librarySettings: () => gql(s.url, '{ librarySettings { lateFeePerDay } }', {}, A.token),
    saveLibrarySettings: () => gql(s.url, 'mutation { saveLibrarySettings(input: { lateFeePerDay: 1 }) { lateFeePerDay } }', {}, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/library${p}`;
    const both = (method: string, p: (code: string) => string, body?: unknown) => [
      rest(s.url, method, path(p(b)), { ...as, body }),
      rest(s.url, method, path(p(a)), { ...as, body }),
    ];
    return {
      'POST /api/library/book/new/:code': () => both('POST', (c) => `/book/new/${c}`, { bookNo: 9402, part: 1, bookName: 'A planted' }),
      'POST /api/library/books/:code': () => both('POST', (c) => `/books/${c}`, { search: 'B-secret' }),
      'PUT /api/library/book/update/:code': () => both('PUT', (c) => `/book/update/${c}`, { bookNo: 9401, part: 1, bookName: 'hacked' }),
      'DELETE /api/library/book/delete/:code/:bookNo': () => [
        ...both('DELETE', (c) => `/book/delete/${c}/9401-1`),
        rest(s.url, 'DELETE', path(`/book/delete/${a}/9402`), as),
      ],
      'POST /api/library/book/provide/:code': () => both('POST', (c) => `/book/provide/${c}`, { idNo: B_ADMIT, providedBooks: ['9402-1'] }),
      'POST /api/library/book/provided_books/:code': () => both('POST', (c) => `/book/provided_books/${c}`, { all: true }),
      'PUT /api/library/book/provided/update/:code': () => both('PUT', (c) => `/book/provided/update/${c}`, { id: bRecord.id, lateFee: 0, missingBookNos: ['9401-1'] }),
      'POST /api/library/book/accept/:code': () => both('POST', (c) => `/book/accept/${c}`, { id: bRecord.id, allAccept: true }),
      'GET /api/library/receiver/:code': () => both('GET', (c) => `/receiver/${c}?kind=student&idNo=${B_ADMIT}`),
      'GET /api/library/settings/:code': () => both('GET', (c) => `/settings/${c}`),
      'PUT /api/library/settings/:code': () => both('PUT', (c) => `/settings/${c}`, { lateFeePerDay: 1 }),
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      books: await s.db.getRepository(Book).find({ where: { code }, order: { id: 'ASC' } }),
      provided: await s.db.getRepository(ProvidedBook).find({ where: { code }, order: { id: 'ASC' } }),
      items: await s.db.getRepository(ProvidedBookItem).find({ where: { code }, order: { id: 'ASC' } }),
      settings: await s.db.getRepository(LibrarySettings).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
