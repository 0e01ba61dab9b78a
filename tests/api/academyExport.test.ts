import ExcelJS from 'exceljs';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { Book } from '../../api/src/domains/library/entities';
import { Article } from '../../api/src/domains/website/article.entity';
import { zipEntries } from '../../api/src/domains/dataentry/sheet-reader';
import { CONTROLLER_ENV, signInControllers } from '../support/controller';
import { makeAcademy, makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, gql, pngBytes, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * An academy's data to take away (issue 26): the controller and the academy's superUser download
 * it (a .zip of the workbook and files, or the workbook alone); the data entry takes the workbook's
 * students, staff, classes and books into a new academy, equal to the first's. SQLite and MariaDB.
 */
jest.setTimeout(120_000);

const EXPORT = 'query($c: String, $w: Boolean!) { academyExport(code: $c, workbookOnly: $w) }';
const IMPORT = 'mutation($c: String!, $k: String!, $f: Upload, $g: Boolean!) { importDataEntry(code: $c, kind: $k, file: $f, goodRowsOnly: $g) { imported skipped badRows errors { row column key } } }';
const SAVE_STUDENT = 'mutation($input: StudentInput!) { saveStudent(input: $input) { id admitNo } }';
const SAVE_STAFF = 'mutation($i: StaffInput!) { saveStaff(input: $i) { id staffId } }';
const ADD_BOOK = 'mutation($i: BookInput!) { addBook(input: $i) { bookNo } }';

let s: TestServer;
let owner: string;
let moderator: string;
let A: Signed;
let other: Signed;
let photo = '';

beforeAll(async () => {
  s = await startServer({ ...CONTROLLER_ENV, ADMISSION_RATE_POINTS: '100' });
  ({ owner, moderator } = await signInControllers(s));
  A = await makeUser(s, 'superUser');
  other = await makeUser(s, 'superUser');
  await makeClass(s, A.academy, { department: 'General', className: 'Class 5', groupName: '' });
  await makeClass(s, A.academy, { department: 'General', className: 'Class 9', groupName: 'Science' });
  const names = ['Abdullah', '=HYPERLINK("http://x")', 'Fatima', 'Yusuf'];
  for (const [i, name] of names.entries()) {
    const r = await gql(s.url, SAVE_STUDENT, { input: studentForm({ name, admitNo: 10 + i, approvedClass: i === 3 ? 'Class 9' : 'Class 5', groupName: i === 3 ? 'Science' : '' }) }, A.token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
  // a student with a photo (a stored file the export carries)
  const f = new FormData();
  for (const [k, v] of Object.entries(studentForm({ name: 'With photo', admitNo: 20, approvedClass: 'Class 5' }))) f.append(k, String(v));
  f.append('photo', new Blob([pngBytes(200, 200, 7)], { type: 'image/png' }), 'p.png');
  const withPhoto = await rest(s.url, 'POST', `/api/education/student/new/${A.academy.code}`, { token: A.token, form: f });
  photo = withPhoto.body.student.photo_url;
  for (const [i, name] of ['Mohammad Ali', 'Abdul Karim'].entries()) {
    const r = await gql(s.url, SAVE_STAFF, { i: {
      staffId: '', name, fatherName: 'Abdul Halim', designation: 'Teacher', birthDate: '1985-04-12', mobile: '01711000000',
      nid: `19851234567${i}`, village: 'Kalir Char', postOffice: 'Mirpur', subDistrict: 'Mirpur', district: 'Dhaka', qualification: 'Kamil',
      preExperience: '', terms: '', salary: 15000.5, boardingFee: 1200, residenceType: 'residential', candidateType: 'teacher', hireDate: '2020-01-01', department: 'Kitab',
    } }, A.token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
  for (const [bookNo, bookName] of [[1, 'Tafsir'], [2, '+Fiqh']] as const) {
    const r = await gql(s.url, ADD_BOOK, { i: { bookNo, part: 1, bookName, writer: 'Writer', price: 120.5 } }, A.token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
});
afterAll(() => s.close());

async function download(path: string, token?: string) {
  const res = await fetch(`${s.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), body: Buffer.from(await res.arrayBuffer()) };
}

/** A stored (uncompressed) zip entry's bytes. */
function entry(zip: Buffer, name: string): Buffer {
  const e = zipEntries(zip).get(name);
  if (!e) throw new Error(`no ${name}`);
  const nameLen = zip.readUInt16LE(e.offset + 26);
  const extraLen = zip.readUInt16LE(e.offset + 28);
  const start = e.offset + 30 + nameLen + extraLen;
  return zip.subarray(start, start + e.compressedSize);
}

async function sheets(xlsx: Buffer): Promise<Map<string, (string | number | boolean | null)[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const out = new Map<string, (string | number | boolean | null)[][]>();
  book.eachSheet((sheet) => {
    const rows: (string | number | boolean | null)[][] = [];
    sheet.eachRow((row) => { rows.push((row.values as (string | number | boolean | null)[]).slice(1)); });
    out.set(sheet.name, rows);
  });
  return out;
}

const pick = <T extends object>(rows: T[], keys: (keyof T)[]) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]]))).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the download', () => {
  it('not signed in 401, wrong role 403, another academy 403, unknown academy 404', async () => {
    const teacher = await makeUser(s, 'principal', A.academy);
    expect((await download(`/api/adminis/academy_export/${A.academy.code}`)).status).toBe(401);
    expect((await download(`/api/adminis/academy_export/${A.academy.code}`, teacher.token)).status).toBe(403);
    expect((await download(`/api/adminis/academy_export/${A.academy.code}`, other.token)).status).toBe(403);
    expect((await download(`/api/controller/academy/export/${A.academy.code}`)).status).toBe(401);
    expect((await download(`/api/controller/academy/export/${A.academy.code}`, A.token)).status).toBe(401);
    expect((await download(`/api/controller/academy/export/${A.academy.code}`, moderator)).status).toBe(403);
    expect((await download('/api/controller/academy/export/000000', owner)).status).toBe(404);
    expect(errorCode(await gql(s.url, EXPORT, { c: A.academy.code, w: true }))).toBe('loginError');
    expect(errorCode(await gql(s.url, EXPORT, { c: A.academy.code, w: true }, teacher.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, EXPORT, { c: A.academy.code, w: true }, other.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, EXPORT, { c: A.academy.code, w: true }, moderator))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, EXPORT, { c: null, w: true }, owner))).toBe('requiredField');
    expect(errorCode(await gql(s.url, EXPORT, { c: '000000', w: true }, owner))).toBe('sorryNotFound');
  });

  it('the superUser\'s zip holds the workbook (a sheet per table, spec names, formulas neutralised, no secrets) and the files', async () => {
    const r = await download(`/api/adminis/academy_export/${A.academy.code}`, A.token);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/zip');
    expect(r.disposition).toMatch(new RegExp(`talim-${A.academy.code}-\\d{4}-\\d{2}-\\d{2}\\.zip`));
    const names = [...zipEntries(r.body).keys()];
    expect(names).toContain(`${A.academy.code}.xlsx`);
    expect(names).toContain(`files/${photo.split('/').pop()}`);
    expect(entry(r.body, `files/${photo.split('/').pop()}`)).toEqual(Buffer.from(pngBytes(200, 200, 7)));
    const book = await sheets(entry(r.body, `${A.academy.code}.xlsx`));
    expect([...book.keys()].slice(0, 5)).toEqual(['academies', 'books', 'classes', 'staff', 'students']);
    expect(book.has('users')).toBe(true);
    const [header, ...students] = book.get('students')!;
    expect(header).toEqual(expect.arrayContaining(['admit_no', 'father_name', 'father_mobile', 'guardian_relation', 'admitted_class', 'residence', 'new_old', 'photo_url']));
    const name = header.indexOf('name');
    expect(students.map((row) => row[name]).sort()).toEqual(['\'=HYPERLINK("http://x")', 'Abdullah', 'Fatima', 'With photo', 'Yusuf']);
    const staffHeader = book.get('staff')![0];
    expect(staffHeader).toEqual(expect.arrayContaining(['staff_id', 'salary', 'boarding_fee', 'residence_type', 'hire_date']));
    expect(book.get('staff')![1][staffHeader.indexOf('salary')]).toBe(15000.5);
    const booksRows = book.get('books')!;
    expect(booksRows.slice(1).map((row) => row[booksRows[0].indexOf('book_name')]).sort()).toEqual(['\'+Fiqh', 'Tafsir']);
    const users = book.get('users')!;
    expect(users[0]).not.toContain('password_hash');
    expect(users[0]).not.toContain('token_version');
    // only this academy's rows: every code column says A's code
    for (const [sheetName, rows] of book) {
      const code = rows[0].indexOf('code');
      if (code >= 0) for (const row of rows.slice(1)) expect([sheetName, row[code]]).toEqual([sheetName, A.academy.code]);
    }
  });

  it('the controller downloads any academy\'s; GraphQL answers the same as base64', async () => {
    const r = await download(`/api/controller/academy/export/${A.academy.code}?workbook=1`, owner);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await sheets(r.body)).get('students')!.length).toBe(6);
    const g = await gql(s.url, EXPORT, { c: A.academy.code, w: false }, owner);
    expect(g.errors).toBeUndefined();
    const zip = Buffer.from(g.data.academyExport, 'base64');
    expect([...zipEntries(zip).keys()]).toContain(`${A.academy.code}.xlsx`);
    const own = await gql(s.url, EXPORT, { c: null, w: true }, A.token);
    expect((await sheets(Buffer.from(own.data.academyExport, 'base64'))).get('classes')!.length).toBe(3);
  });

  it('a text too long for a cell goes into the .zip as a file its cell names', async () => {
    // within a TEXT column's 65,535 bytes on MariaDB
    const long = `<p>দীর্ঘ লেখা ${'long text '.repeat(3400)}</p>`;
    expect(long.length).toBeGreaterThan(32_767);
    const repo = s.db.getRepository(Article);
    const article = await repo.save(repo.create({ code: A.academy.code, subject: 'about', title: 'Long', writer: '', content: long }));
    try {
      const r = await download(`/api/adminis/academy_export/${A.academy.code}`, A.token);
      const name = `texts/articles/${article.id}-content.txt`;
      expect(entry(r.body, name).toString('utf8')).toBe(long);
      const rows = (await sheets(entry(r.body, `${A.academy.code}.xlsx`))).get('articles')!;
      expect(rows[1][rows[0].indexOf('content')]).toBe(`→ ${name}`);
      expect(rows[1][rows[0].indexOf('title')]).toBe('Long');
    } finally {
      await repo.delete({ id: article.id });
    }
  });
});

describe('round trip', () => {
  it('export academy A, import its workbook into a new academy B: B\'s students, staff, classes and books equal A\'s', async () => {
    const xlsx = (await download(`/api/adminis/academy_export/${A.academy.code}?workbook=1`, A.token)).body;
    const B = await makeAcademy(s);
    for (const kind of ['classes', 'staff', 'books', 'students']) {
      const f = new FormData();
      f.append('operations', JSON.stringify({ query: IMPORT, variables: { c: B.code, k: kind, g: false, f: null } }));
      f.append('map', JSON.stringify({ 0: ['variables.f'] }));
      f.append('0', new Blob([xlsx], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'export.xlsx');
      const res = await fetch(`${s.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${owner}`, 'apollo-require-preflight': 'true' }, body: f });
      const out = (await res.json()) as { data?: { importDataEntry: { imported: number; errors: unknown[] } }; errors?: unknown };
      expect([kind, out.errors, out.data?.importDataEntry.errors]).toEqual([kind, undefined, []]);
    }
    const rows = async <T extends object>(entity: new () => T, code: string) => s.db.getRepository(entity).findBy({ code } as never);
    const studentKeys: (keyof Student)[] = ['admitNo', 'formNo', 'name', 'fatherName', 'motherName', 'fatherJob', 'birthDate', 'fatherMobile', 'guardianRelation', 'village', 'postOffice', 'subDistrict', 'district', 'department', 'admittedClass', 'groupName', 'newOld', 'residence', 'category', 'guardian2', 'preClass'];
    expect(pick(await rows(Student, B.code), studentKeys)).toEqual(pick(await rows(Student, A.academy.code), studentKeys));
    const staffKeys: (keyof Staff)[] = ['staffId', 'name', 'fatherName', 'designation', 'birthDate', 'mobile', 'nid', 'village', 'postOffice', 'subDistrict', 'district', 'qualification', 'salaryPaisa', 'boardingFeePaisa', 'residenceType', 'candidateType', 'hireDate', 'department'];
    expect(pick(await rows(Staff, B.code), staffKeys)).toEqual(pick(await rows(Staff, A.academy.code), staffKeys));
    const classKeys: (keyof ClassRoom)[] = ['department', 'className', 'groupName'];
    expect(pick(await rows(ClassRoom, B.code), classKeys)).toEqual(pick(await rows(ClassRoom, A.academy.code), classKeys));
    const bookKeys: (keyof Book)[] = ['bookNo', 'part', 'bookName', 'writer', 'subject', 'publisher', 'pricePaisa', 'storageLocation'];
    const bBooks = pick(await rows(Book, B.code), bookKeys);
    expect(bBooks).toEqual(pick(await rows(Book, A.academy.code), bookKeys));
    expect(bBooks).toHaveLength(2);
  });
});
