import { Academy } from '../../api/src/domains/auth/academy.entity';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { Book, LibrarySettings, ProvidedBook, ProvidedBookItem } from '../../api/src/domains/library/entities';
import { makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const B = 'id bookNo part bookName writer subject publisher price storageLocation condition createdAt';
const P = 'id kind idNo name classOrLevel givingDate receivingDate lateFee returnedDate provider books { bookNo part bookName } returnedBooks { bookNo part returnedDate }';
const ADD = `mutation($i: BookInput!) { addBook(input: $i) { ${B} } }`;
const UPDATE = `mutation($i: BookInput!) { updateBook(input: $i) { ${B} } }`;
const DELETE = 'mutation($n: Int!, $p: Int!) { deleteBook(bookNo: $n, part: $p) }';
const PROVIDE = `mutation($i: ProvideInput!) { provideBooks(input: $i) { ${P} } }`;
const UPDATE_PROVIDED = `mutation($i: ProvidedUpdateInput!) { updateProvidedBooks(input: $i) { ${P} } }`;
const ACCEPT = `mutation($i: AcceptBooksInput!) { acceptBooks(input: $i) { returned lateFee provided { ${P} } } }`;
const SETTINGS = 'mutation($i: LibrarySettingsInput!) { saveLibrarySettings(input: $i) { lateFeePerDay } }';
const BOOKS = `query($q: String) { books(search: $q) { ${B} } }`;
const PROVIDED = `query($all: Boolean, $q: String) { providedBooks(all: $all, search: $q) { total items { ${P} } } }`;
const RECEIVER = 'query($k: String!, $id: String!) { libraryReceiver(kind: $k, idNo: $id) { kind idNo name classOrLevel openId } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const lib = (path: string) => `/api/library${path}`;
const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
const gqlError = (r: GqlResult) => errorCode(r);

let staffSeq = 0;
async function makeStaff(academy: Academy, over: Partial<Staff> = {}): Promise<Staff> {
  const repo = s.db.getRepository(Staff);
  const n = ++staffSeq;
  return repo.save(repo.create({
    code: academy.code, staffId: `L-${n}`, name: `Ustad ${n}`, fatherName: 'x', designation: 'Librarian',
    birthDate: '1985-01-01', mobile: '01700000000', nid: String(2000000 + n), ...over,
  }));
}

/**
 * A library: books 1-1, 1-2, 2-1 and 3-1 (3-1 is out to student 1, record `open`), two students
 * (admit 1 and 2), a staff member; the manager of type `type`.
 */
interface World { owner: Signed; code: string; open: number; staffId: string }
async function world(type: UserType = 'managerAcademicLibrary'): Promise<World> {
  const owner = await makeUser(s, type);
  const sup = type === 'superUser' ? owner : await makeUser(s, 'superUser', owner.academy);
  await makeStudents(s, owner.academy, 'Class 6', ['Abdullah', 'Hasan'], 1);
  const staff = await makeStaff(owner.academy);
  for (const [bookNo, part, bookName] of [[1, 1, 'Tafsir'], [1, 2, 'Tafsir'], [2, 1, 'Bangla'], [3, 1, 'Hadith']] as const) {
    const r = await gql(s.url, ADD, { i: { bookNo, part, bookName, writer: 'Writer', price: 120.5 } }, sup.token);
    expect(r.errors).toBeUndefined();
  }
  const p = await gql(s.url, PROVIDE, { i: { kind: 'student', idNo: '1', books: [{ bookNo: 3, part: 1 }] } }, sup.token);
  expect(p.errors).toBeUndefined();
  return { owner, code: owner.academy.code, open: p.data.provideBooks.id, staffId: staff.staffId };
}

async function state(code: string): Promise<string> {
  return JSON.stringify({
    books: await s.db.getRepository(Book).find({ where: { code }, order: { id: 'ASC' } }),
    provided: await s.db.getRepository(ProvidedBook).find({ where: { code }, order: { id: 'ASC' } }),
    items: await s.db.getRepository(ProvidedBookItem).find({ where: { code }, order: { id: 'ASC' } }),
    settings: await s.db.getRepository(LibrarySettings).find({ where: { code }, order: { id: 'ASC' } }),
  });
}

/** Every write, GraphQL and REST, valid for world `w` (the record id may be another academy's). */
type Write = (token: string | undefined, code: string, open: number) => Promise<string | null>;
const bookWrites: Record<string, Write> = {
  addBook: (t) => gql(s.url, ADD, { i: { bookNo: 9, part: 1, bookName: 'New' } }, t).then(gqlError),
  updateBook: (t) => gql(s.url, UPDATE, { i: { bookNo: 1, part: 1, bookName: 'Renamed' } }, t).then(gqlError),
  deleteBook: (t) => gql(s.url, DELETE, { n: 2, p: 1 }, t).then(gqlError),
  saveLibrarySettings: (t) => gql(s.url, SETTINGS, { i: { lateFeePerDay: 2 } }, t).then(gqlError),
  'POST /book/new': (t, c) => rest(s.url, 'POST', lib(`/book/new/${c}`), { token: t, body: { bookNo: '9', part: '1', bookName: 'New' } }).then(restError),
  'PUT /book/update': (t, c) => rest(s.url, 'PUT', lib(`/book/update/${c}`), { token: t, body: { bookNo: 1, part: 1, bookName: 'Renamed' } }).then(restError),
  'DELETE /book/delete': (t, c) => rest(s.url, 'DELETE', lib(`/book/delete/${c}/2-1`), { token: t }).then(restError),
  'PUT /settings': (t, c) => rest(s.url, 'PUT', lib(`/settings/${c}`), { token: t, body: { lateFeePerDay: 2 } }).then(restError),
};
const lendWrites: Record<string, Write> = {
  provideBooks: (t) => gql(s.url, PROVIDE, { i: { kind: 'student', idNo: '2', books: [{ bookNo: 1, part: 1 }] } }, t).then(gqlError),
  updateProvidedBooks: (t, _c, open) => gql(s.url, UPDATE_PROVIDED, { i: { id: open, addBooks: [{ bookNo: 2, part: 1 }] } }, t).then(gqlError),
  acceptBooks: (t, _c, open) => gql(s.url, ACCEPT, { i: { id: open, all: true } }, t).then(gqlError),
  'POST /book/provide': (t, c) => rest(s.url, 'POST', lib(`/book/provide/${c}`), { token: t, body: { idNo: 2, providedBooks: [{ bookName: 'Tafsir', bookNo: 1, part: 1 }] } }).then(restError),
  'PUT /book/provided/update': (t, c, open) => rest(s.url, 'PUT', lib(`/book/provided/update/${c}`), { token: t, body: { id: open, providedBooks: ['2-1'] } }).then(restError),
  'POST /book/accept': (t, c, open) => rest(s.url, 'POST', lib(`/book/accept/${c}`), { token: t, body: { id: open, allAccept: true } }).then(restError),
};
const allWrites = { ...bookWrites, ...lendWrites };

describe('library writes: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(allWrites)) expect([name, await call(undefined, w.code, w.open)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['education', 'accountant', 'principal', 'generalTeacher'] as const)('book writes are authorRequired for %s (providing is open to them)', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(bookWrites)) expect([name, await call(u.token, w.code, w.open)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
    expect(await lendWrites.provideBooks(u.token, w.code, w.open)).toBeNull();
  });

  it('a guardian can do nothing in the library, not even read', async () => {
    const w = await world();
    const g = await makeUser(s, 'guardian', w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(allWrites)) expect([name, await call(g.token, w.code, w.open)]).toEqual([name, 'authorRequired']);
    expect(errorCode(await gql(s.url, BOOKS, {}, g.token))).toBe('authorRequired');
    expect(await state(w.code)).toBe(before);
  });

  it('a REST path with another academy\'s code is authorRequired', async () => {
    const w = await world();
    const other = await world();
    const before = await state(other.code);
    for (const [name, call] of Object.entries(allWrites).filter(([n]) => n.includes(' /'))) expect([name, await call(w.owner.token, other.code, other.open)]).toEqual([name, 'authorRequired']);
    expect(await state(other.code)).toBe(before);
  });

  it('another academy\'s books, records and receivers are sorryNotFound, and nothing changes', async () => {
    const a = await world();
    const b = await world();
    // A has no book 7-1 and no record b.open; B's student 2 is not A's either.
    await s.db.getRepository(Book).delete({ code: a.code, bookNo: 1 });
    const before = await state(b.code);
    const aBefore = await state(a.code);
    const t = a.owner.token;
    expect(errorCode(await gql(s.url, UPDATE, { i: { bookNo: 1, part: 1, bookName: 'x' } }, t))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { n: 1, p: 2 }, t))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, UPDATE_PROVIDED, { i: { id: b.open, addBooks: [{ bookNo: 2, part: 1 }] } }, t))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, ACCEPT, { i: { id: b.open, all: true } }, t))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PROVIDE, { i: { idNo: '2', books: [{ bookNo: 1, part: 1 }] } }, t))).toBe('sorryNotFound');
    expect(restError(await rest(s.url, 'PUT', lib(`/book/update/${a.code}`), { token: t, body: { bookNo: 1, part: 1, bookName: 'x' } }))).toBe('sorryNotFound');
    expect(restError(await rest(s.url, 'DELETE', lib(`/book/delete/${a.code}/1-2`), { token: t }))).toBe('sorryNotFound');
    expect(restError(await rest(s.url, 'POST', lib(`/book/accept/${a.code}`), { token: t, body: { id: b.open, allAccept: true } }))).toBe('sorryNotFound');
    expect(restError(await rest(s.url, 'PUT', lib(`/book/provided/update/${a.code}`), { token: t, body: { id: b.open, lateFee: 5 } }))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, RECEIVER, { k: 'staff', id: b.staffId }, t))).toBe('sorryNotFound');
    expect(await state(b.code)).toBe(before);
    expect(await state(a.code)).toBe(aBefore);
  });
});

describe('books', () => {
  it('adds, lists, searches, edits (bookNo and part locked) and deletes; REST answers in the spec\'s fields', async () => {
    const w = await world();
    const t = w.owner.token;
    const added = await rest(s.url, 'POST', lib(`/book/new/${w.code}`), { token: t, body: { bookNo: '10', part: '2', bookName: 'Fiqh', writer: 'Quduri', subject: 'Fiqh', publisher: 'Dar', price: '85.50', storageLocation: 'Shelf A' } });
    expect(added.body).toMatchObject({ success: true, book: { book_no: 10, part: 2, book_name: 'Fiqh', writer: 'Quduri', price: 85.5, storage_location: 'Shelf A', condition: 'in', created_at: '2026-03-10' } });
    const listed = await rest(s.url, 'POST', lib(`/books/${w.code}`), { token: t, body: { search: 'quduri' } });
    expect(listed.body.books.map((b: { book_no: number }) => b.book_no)).toEqual([10]);
    const all = await gql(s.url, BOOKS, {}, t);
    expect(all.data.books.map((b: { bookNo: number; part: number }) => `${b.bookNo}-${b.part}`)).toEqual(['1-1', '1-2', '2-1', '3-1', '10-2']);
    const edited = await gql(s.url, UPDATE, { i: { bookNo: 10, part: 2, bookName: 'Fiqh  Basics', price: 90 } }, t);
    expect(edited.data.updateBook).toMatchObject({ bookNo: 10, part: 2, bookName: 'Fiqh Basics', price: 90, writer: '' });
    expect(restError(await rest(s.url, 'DELETE', lib(`/book/delete/${w.code}/10?part=2`), { token: t }))).toBeNull();
    expect(await s.db.getRepository(Book).countBy({ code: w.code, bookNo: 10 })).toBe(0);
    // A number with one part deletes by number alone; with two parts the part is asked for.
    expect(restError(await rest(s.url, 'DELETE', lib(`/book/delete/${w.code}/2`), { token: t }))).toBeNull();
    expect(await rest(s.url, 'DELETE', lib(`/book/delete/${w.code}/1`), { token: t }).then((r) => r.body)).toMatchObject({ success: false, message: 'requiredField', params: { field: 'part' } });
  });

  it('bad input: the catalogue key comes back and nothing is written', async () => {
    const w = await world();
    const t = w.owner.token;
    const before = await state(w.code);
    const cases: [Record<string, unknown>, string][] = [
      [{ bookNo: 1, part: 1, bookName: 'Dup' }, 'duplicateNotPossible'],
      [{ bookNo: 0, part: 1, bookName: 'x' }, 'requiredField'],
      [{ bookNo: 5, part: 0, bookName: 'x' }, 'requiredField'],
      [{ bookNo: 5, part: 1, bookName: '  ' }, 'requiredField'],
      [{ bookNo: 5, part: 1, bookName: 'x', price: -1 }, 'invalidValue'],
      [{ bookNo: 5, part: 1, bookName: 'x', price: 1.234 }, 'invalidValue'],
    ];
    for (const [i, code] of cases) expect([i, gqlError(await gql(s.url, ADD, { i }, t))]).toEqual([i, code]);
    expect(restError(await rest(s.url, 'POST', lib(`/book/new/${w.code}`), { token: t, body: { bookNo: 'abc', part: 1, bookName: 'x' } }))).toBe('invalidValue');
    expect(restError(await rest(s.url, 'POST', lib(`/book/new/${w.code}`), { token: t, body: { bookNo: 1, part: 2, bookName: 'x' } }))).toBe('duplicateNotPossible');
    expect(restError(await rest(s.url, 'POST', lib(`/book/new/${w.code}`), { token: t, body: { bookNo: 8, bookName: 'x' } }))).toBe('requiredField');
    // A book that is out cannot be edited or deleted.
    expect(await gql(s.url, UPDATE, { i: { bookNo: 3, part: 1, bookName: 'x' } }, t).then((r) => r.errors?.[0].extensions)).toMatchObject({ code: 'notWorked', params: { reason: 'bookOut', book: '3-1' } });
    expect(restError(await rest(s.url, 'PUT', lib(`/book/update/${w.code}`), { token: t, body: { bookNo: 3, part: 1, bookName: 'x' } }))).toBe('notWorked');
    expect(gqlError(await gql(s.url, DELETE, { n: 3, p: 1 }, t))).toBe('notWorked');
    expect(restError(await rest(s.url, 'DELETE', lib(`/book/delete/${w.code}/3-1`), { token: t }))).toBe('notWorked');
    expect(restError(await rest(s.url, 'PUT', lib(`/settings/${w.code}`), { token: t, body: { lateFeePerDay: 'x' } }))).toBe('invalidValue');
    expect(gqlError(await gql(s.url, SETTINGS, { i: { lateFeePerDay: -2 } }, t))).toBe('invalidValue');
    expect(await state(w.code)).toBe(before);
  });

  it('a settings body without the late fee is requiredField and keeps the rate (issue 22: it reset to 0)', async () => {
    const w = await world();
    const t = w.owner.token;
    expect((await gql(s.url, SETTINGS, { i: { lateFeePerDay: 2.5 } }, t)).data.saveLibrarySettings).toEqual({ lateFeePerDay: 2.5 });
    const before = await state(w.code);
    for (const body of [{}, [], { lateFeePerDay: null }, { lateFeePerDay: '' }, { lateFeePerDay: '  ' }, { lateFeePerDay: [] }]) {
      const r = await rest(s.url, 'PUT', lib(`/settings/${w.code}`), { token: t, body });
      expect([body, r.status, restError(r)]).toEqual([body, 400, 'requiredField']);
    }
    // A JSON body that is no object at all is ill-formed.
    for (const body of [null, '']) {
      const r = await rest(s.url, 'PUT', lib(`/settings/${w.code}`), { token: t, body });
      expect([body, r.status, restError(r)]).toEqual([body, 400, 'invalidValue']);
    }
    expect(gqlError(await gql(s.url, SETTINGS, { i: {} }, t))).not.toBeNull();
    expect(await state(w.code)).toBe(before);
    expect((await rest(s.url, 'GET', lib(`/settings/${w.code}`), { token: t })).body.settings).toEqual({ late_fee_per_day: 2.5 });
    // 0 is a rate: it says no late fee.
    expect((await rest(s.url, 'PUT', lib(`/settings/${w.code}`), { token: t, body: { lateFeePerDay: 0 } })).body.settings).toEqual({ late_fee_per_day: 0 });
  });
});

describe('providing and receiving', () => {
  it('provides to a student with the defaults (today, a year later, fee 0); the books go out; the receiver check sees the open record', async () => {
    const w = await world();
    const t = w.owner.token;
    const r = await rest(s.url, 'POST', lib(`/book/provide/${w.code}`), {
      token: t, body: { idNo: '2', name: 'ignored', providedBooks: { bookName0: 'Tafsir', bookNo0: '1', part0: '1', bookNo1: '1', part1: '2', bookNo2: '1', part2: '1', bookNo3: '', part3: '' } },
    });
    expect(r.body).toMatchObject({
      success: true,
      provided_book: {
        kind: 'student', id_no: '2', name: 'Hasan', class_or_level: 'Class 6', giving_date: '2026-03-10', receiving_date: '2027-03-10', late_fee: 0,
        books_provided: [{ book_no: 1, part: 1, book_name: 'Tafsir' }, { book_no: 1, part: 2, book_name: 'Tafsir' }],
      },
    });
    const books = await gql(s.url, BOOKS, {}, t);
    expect(books.data.books.map((b: { condition: string }) => b.condition)).toEqual(['out', 'out', 'in', 'out']);
    const check = await gql(s.url, RECEIVER, { k: 'student', id: '2' }, t);
    expect(check.data.libraryReceiver).toEqual({ kind: 'student', idNo: '2', name: 'Hasan', classOrLevel: 'Class 6', openId: r.body.provided_book.id });
    const list = await rest(s.url, 'POST', lib(`/book/provided_books/${w.code}`), { token: t, body: {} });
    expect(list.body.total).toBe(2);
    // Staff are receivers too (the staff id).
    const staff = await gql(s.url, PROVIDE, { i: { kind: 'staff', idNo: w.staffId, givingDate: '2026-03-01', receivingDate: '2026-04-01', lateFee: 0, books: [{ bookNo: 2, part: 1 }] } }, t);
    expect(staff.data.provideBooks).toMatchObject({ kind: 'staff', idNo: w.staffId, classOrLevel: 'Librarian', receivingDate: '2026-04-01' });
  });

  it('bad provides: the key comes back and nothing is written (no book, out book, duplicate receiver, unknown receiver, bad dates)', async () => {
    const w = await world();
    const t = w.owner.token;
    const before = await state(w.code);
    const provide = (i: Record<string, unknown>) => gql(s.url, PROVIDE, { i: { kind: 'student', idNo: '2', ...i } }, t);
    expect((await provide({ books: [] })).errors?.[0].extensions).toMatchObject({ code: 'requiredField', params: { field: 'providedBooks' } });
    // 3-1 is out: nothing of the provide is kept, 1-1 stays in.
    expect((await provide({ books: [{ bookNo: 1, part: 1 }, { bookNo: 3, part: 1 }] })).errors?.[0].extensions).toMatchObject({ code: 'notWorked', params: { reason: 'bookOut', book: '3-1' } });
    expect((await provide({ books: [{ bookNo: 77, part: 1 }] })).errors?.[0].extensions).toMatchObject({ code: 'sorryNotFound', params: { book: '77-1' } });
    expect((await provide({ idNo: '1', books: [{ bookNo: 1, part: 1 }] })).errors?.[0].extensions).toMatchObject({ code: 'duplicateNotPossible', params: { field: 'idNo' } });
    expect(gqlError(await provide({ idNo: '99', books: [{ bookNo: 1, part: 1 }] }))).toBe('sorryNotFound');
    expect(gqlError(await provide({ idNo: ' ', books: [{ bookNo: 1, part: 1 }] }))).toBe('requiredField');
    expect(gqlError(await provide({ kind: 'teacher', books: [{ bookNo: 1, part: 1 }] }))).toBe('invalidValue');
    expect(gqlError(await provide({ givingDate: '2026-03-10', receivingDate: '2026-03-01', books: [{ bookNo: 1, part: 1 }] }))).toBe('invalidValue');
    expect(gqlError(await provide({ givingDate: '2026-02-30', books: [{ bookNo: 1, part: 1 }] }))).toBe('invalidValue');
    expect(gqlError(await provide({ lateFee: -1, books: [{ bookNo: 1, part: 1 }] }))).toBe('invalidValue');
    const provideRest = (body: Record<string, unknown>) => rest(s.url, 'POST', lib(`/book/provide/${w.code}`), { token: t, body: { idNo: '2', ...body } }).then(restError);
    expect(await provideRest({ providedBooks: [{ bookNo: '', part: '' }] })).toBe('requiredField');
    expect(await provideRest({ providedBooks: ['3-1'] })).toBe('notWorked');
    expect(await provideRest({ providedBooks: ['abc'] })).toBe('invalidValue');
    expect(await provideRest({ idNo: 1, providedBooks: ['1-1'] })).toBe('duplicateNotPossible');
    expect(await state(w.code)).toBe(before);
  });

  it('two provides of the same book at once: exactly one wins, the book is lent once', async () => {
    const w = await world();
    const t = w.owner.token;
    const [x, y] = await Promise.all([
      gql(s.url, PROVIDE, { i: { idNo: '2', books: [{ bookNo: 2, part: 1 }] } }, t),
      gql(s.url, PROVIDE, { i: { kind: 'staff', idNo: w.staffId, books: [{ bookNo: 2, part: 1 }] } }, t),
    ]);
    expect([gqlError(x), gqlError(y)].sort()).toEqual([null, 'notWorked'].sort());
    expect(await s.db.getRepository(ProvidedBookItem).countBy({ code: w.code, bookNo: 2, part: 1 })).toBe(1);
    expect(await s.db.getRepository(ProvidedBook).countBy({ code: w.code })).toBe(2);
  });

  it('edits a record: books added go out, books taken off come back; taking every book off is refused', async () => {
    const w = await world();
    const t = w.owner.token;
    const up = await rest(s.url, 'PUT', lib(`/book/provided/update/${w.code}`), { token: t, body: { id: w.open, receivingDate: '2026-06-01', lateFee: '5', providedBooks: [{ bookNo: 1, part: 1 }, { bookNo: 2, part: 1 }], missingBookNos: [] } });
    expect(up.body.provided_book).toMatchObject({ receiving_date: '2026-06-01', late_fee: 5, books_provided: [{ book_no: 3 }, { book_no: 1 }, { book_no: 2 }] });
    const off = await gql(s.url, UPDATE_PROVIDED, { i: { id: w.open, missingBooks: [{ bookNo: 3, part: 1 }] } }, t);
    expect(off.data.updateProvidedBooks.books.map((b: { bookNo: number }) => b.bookNo)).toEqual([1, 2]);
    expect(off.data.updateProvidedBooks.returnedBooks).toEqual([{ bookNo: 3, part: 1, returnedDate: '2026-03-10' }]);
    expect(await s.db.getRepository(Book).findOneByOrFail({ code: w.code, bookNo: 3 }).then((b) => b.condition)).toBe('in');
    const before = await state(w.code);
    expect((await gql(s.url, UPDATE_PROVIDED, { i: { id: w.open, missingBooks: [{ bookNo: 1, part: 1 }, { bookNo: 2, part: 1 }] } }, t)).errors?.[0].extensions).toMatchObject({ code: 'notWorked', params: { reason: 'fullDelete' } });
    expect(gqlError(await gql(s.url, UPDATE_PROVIDED, { i: { id: w.open, missingBooks: [{ bookNo: 3, part: 1 }] } }, t))).toBe('sorryNotFound');
    expect(gqlError(await gql(s.url, UPDATE_PROVIDED, { i: { id: w.open, receivingDate: '2026-01-01' } }, t))).toBe('invalidValue');
    expect(restError(await rest(s.url, 'PUT', lib(`/book/provided/update/${w.code}`), { token: t, body: { id: w.open, missingBookNos: ['1-1', '2-1'] } }))).toBe('notWorked');
    expect(restError(await rest(s.url, 'PUT', lib(`/book/provided/update/${w.code}`), { token: t, body: { id: 'x' } }))).toBe('invalidValue');
    expect(await state(w.code)).toBe(before);
  });

  it('accept mode takes the scanned books back; accept-all closes the record; the late fee is rate × days late', async () => {
    const w = await world();
    const t = w.owner.token;
    expect((await gql(s.url, SETTINGS, { i: { lateFeePerDay: 2.5 } }, t)).data.saveLibrarySettings).toEqual({ lateFeePerDay: 2.5 });
    expect((await rest(s.url, 'GET', lib(`/settings/${w.code}`), { token: t })).body.settings).toEqual({ late_fee_per_day: 2.5 });
    const p = await gql(s.url, PROVIDE, { i: { idNo: '2', givingDate: '2026-03-01', receivingDate: '2026-03-05', books: [{ bookNo: 1, part: 1 }, { bookNo: 1, part: 2 }, { bookNo: 2, part: 1 }] } }, t);
    const id = p.data.provideBooks.id;
    // Nothing scanned is pleaseSelect; a book not on the record is sorryNotFound; neither writes.
    const before = await state(w.code);
    expect(gqlError(await gql(s.url, ACCEPT, { i: { id, books: [] } }, t))).toBe('pleaseSelect');
    expect(gqlError(await gql(s.url, ACCEPT, { i: { id, books: [{ bookNo: 3, part: 1 }] } }, t))).toBe('sorryNotFound');
    expect(restError(await rest(s.url, 'POST', lib(`/book/accept/${w.code}`), { token: t, body: { id, bookNos: ['x'] } }))).toBe('invalidValue');
    expect(await state(w.code)).toBe(before);
    // Today is 10 March: 5 days late at 2.50 a day = 12.50.
    const one = await gql(s.url, ACCEPT, { i: { id, books: [{ bookNo: 1, part: 2 }] } }, t);
    expect(one.data.acceptBooks).toMatchObject({ returned: 1, lateFee: 12.5, provided: { lateFee: 12.5, returnedDate: null, books: [{ bookNo: 1, part: 1 }, { bookNo: 2, part: 1 }] } });
    s.clock.addDays(2);
    try {
      const all = await rest(s.url, 'POST', lib(`/book/accept/${w.code}`), { token: t, body: { id, allAccept: true } });
      expect(all.body).toMatchObject({ success: true, returned: 2, late_fee: 17.5, provided_book: { late_fee: 17.5, returned_date: '2026-03-12', books_provided: [] } });
    } finally {
      s.clock.addDays(-2);
    }
    const books = await gql(s.url, BOOKS, {}, t);
    expect(books.data.books.filter((b: { condition: string }) => b.condition === 'out').map((b: { bookNo: number }) => b.bookNo)).toEqual([3]);
    // The closed record leaves the open list but stays in "all"; the receiver may borrow again.
    const open = await gql(s.url, PROVIDED, {}, t);
    expect(open.data.providedBooks.items.map((r: { id: number }) => r.id)).toEqual([w.open]);
    expect((await gql(s.url, PROVIDED, { all: true, q: 'hasan' }, t)).data.providedBooks.items.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(gqlError(await gql(s.url, PROVIDE, { i: { idNo: '2', books: [{ bookNo: 1, part: 1 }] } }, t))).toBeNull();
    // A closed record can no longer be accepted or edited.
    expect(gqlError(await gql(s.url, ACCEPT, { i: { id, all: true } }, t))).toBe('notWorked');
  });

  it('the late fee rate starts at 0: a late return costs nothing until a rate is set (worked example)', async () => {
    const w = await world();
    const t = w.owner.token;
    expect((await gql(s.url, 'query { librarySettings { lateFeePerDay } }', {}, t)).data.librarySettings).toEqual({ lateFeePerDay: 0 });
    expect((await rest(s.url, 'GET', lib(`/settings/${w.code}`), { token: t })).body.settings).toEqual({ late_fee_per_day: 0 });
    // Due 1 March, back on 10 March (9 days late): 9 × 0 = 0.
    const p = await gql(s.url, PROVIDE, { i: { idNo: '2', givingDate: '2026-02-01', receivingDate: '2026-03-01', books: [{ bookNo: 1, part: 1 }] } }, t);
    const back = await gql(s.url, ACCEPT, { i: { id: p.data.provideBooks.id, all: true } }, t);
    expect(back.data.acceptBooks).toMatchObject({ returned: 1, lateFee: 0, provided: { lateFee: 0, returnedDate: '2026-03-10' } });
    // With 1.50 a day the same 9 days cost 13.50.
    await gql(s.url, SETTINGS, { i: { lateFeePerDay: 1.5 } }, t);
    const again = await gql(s.url, PROVIDE, { i: { idNo: '2', givingDate: '2026-02-01', receivingDate: '2026-03-01', books: [{ bookNo: 1, part: 1 }] } }, t);
    const late = await gql(s.url, ACCEPT, { i: { id: again.data.provideBooks.id, all: true } }, t);
    expect(late.data.acceptBooks).toMatchObject({ returned: 1, lateFee: 13.5 });
  });

  it('the superUser manages books too; REST lists and the receiver check answer', async () => {
    const w = await world('superUser');
    const t = w.owner.token;
    expect(restError(await rest(s.url, 'POST', lib(`/book/new/${w.code}`), { token: t, body: { bookNo: 11, part: 1, bookName: 'x' } }))).toBeNull();
    const rec = await rest(s.url, 'GET', lib(`/receiver/${w.code}?kind=staff&idNo=${w.staffId}`), { token: t });
    expect(rec.body.receiver).toMatchObject({ kind: 'staff', id_no: w.staffId, open_id: null });
  });
});
