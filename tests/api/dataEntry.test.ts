import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { Book } from '../../api/src/domains/library/entities';
import { Counter } from '../../api/src/platform/counter.entity';
import { DATA_COLUMNS } from '../../api/src/rules/data-entry';
import { makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { CONTROLLER_ENV, signInControllers } from '../support/controller';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'data-entry');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const PREVIEW = 'mutation($c: String!, $k: String!, $f: Upload) { previewDataEntry(code: $c, kind: $k, file: $f) { rows badRows columns sample { row cells } errors { row column key } } }';
const IMPORT = 'mutation($c: String!, $k: String!, $f: Upload, $g: Boolean!) { importDataEntry(code: $c, kind: $k, file: $f, goodRowsOnly: $g) { imported skipped badRows errors { row column key } } }';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let s: TestServer;
let owner: string;
let moderator: string;
let A: Signed;
let B: Signed;

/** A GraphQL multipart request carrying the file (null: no file). */
async function gqlFile(query: string, variables: Record<string, unknown>, file: { bytes: Uint8Array; name: string; type?: string } | null, token?: string) {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query, variables: { ...variables, f: null } }));
  f.append('map', JSON.stringify(file ? { 0: ['variables.f'] } : {}));
  if (file) f.append('0', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { 'Apollo-Require-Preflight': 'true' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers });
  return res.json() as Promise<{ data?: any; errors?: { extensions?: { code?: string; params?: Record<string, unknown> } }[] }>;
}
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code ?? null;

/** An .xlsx of student rows built with exceljs (the header is the template's). */
async function studentsXlsx(n: number, over: (i: number) => Record<string, unknown> = () => ({}), className = 'One'): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('students');
  const fields = DATA_COLUMNS.students.map((c) => c.field);
  sheet.addRow(fields);
  for (let i = 0; i < n; i++) {
    const row: Record<string, unknown> = {
      admitNo: '', formNo: '', name: `Student ${i + 1}`, fatherName: 'Father', motherName: '', fatherJob: 'Farmer', birthDate: '2012-03-15',
      guardianMobile: '01711000000', relationWithGuardian: 'Father', village: 'V', postOffice: 'P', subDistrict: 'S', district: 'D',
      department: 'General', approvedClass: className, groupName: '', newOld: 'new', residenceType: 'residential', category: 'general', ...over(i),
    };
    sheet.addRow(fields.map((f) => row[f] ?? ''));
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
const xlsxFile = (bytes: Uint8Array, name = 'students.xlsx') => ({ bytes, name, type: XLSX });
const csvFile = (name: string) => ({ bytes: new Uint8Array(fixture(name)), name, type: 'text/csv' });
const count = (Entity: typeof Student | typeof Staff | typeof Book | typeof ClassRoom, c: string) => s.db.getRepository(Entity).countBy({ code: c });

beforeAll(async () => {
  s = await startServer({ ...CONTROLLER_ENV });
  ({ owner, moderator } = await signInControllers(s));
  A = await makeUser(s, 'superUser');
  B = await makeUser(s, 'superUser');
  await makeClass(s, A.academy, { department: 'General', className: 'One' });
  await makeClass(s, B.academy, { department: 'General', className: 'One' });
  await makeStudents(s, B.academy, 'One', ['B-secret'], 1);
});
afterAll(() => s.close());

describe('previewDataEntry', () => {
  it('refuses a caller not signed in as an operator (loginError), an academy user (loginError) and a moderator (authorRequired)', async () => {
    const file = xlsxFile(await studentsXlsx(1));
    expect(code(await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, file))).toBe('loginError');
    expect(code(await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, file, A.token))).toBe('loginError');
    expect(code(await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, file, moderator))).toBe('authorRequired');
  });

  it('an academy that does not exist: sorryNotFound; an unknown kind, no file, a missing column: the key', async () => {
    const file = xlsxFile(await studentsXlsx(1));
    expect(code(await gqlFile(PREVIEW, { c: '000000', k: 'students' }, file, owner))).toBe('sorryNotFound');
    expect(code(await gqlFile(PREVIEW, { c: A.academy.code, k: 'teachers' }, file, owner))).toBe('invalidValue');
    expect(code(await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, null, owner))).toBe('requiredField');
    const r = await gqlFile(PREVIEW, { c: A.academy.code, k: 'books' }, file, owner);
    expect(code(r)).toBe('requiredField');
    expect(r.errors![0].extensions!.params).toEqual({ field: 'bookNo' });
  });

  it('an .xls that holds no workbook (an OLE2 header only) is invalidValue on file; a page named .xls is unsupportedFile', async () => {
    const r = await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, { bytes: new Uint8Array(fixture('legacy.xls')), name: 'old.xls', type: 'application/vnd.ms-excel' }, owner);
    expect(code(r)).toBe('invalidValue');
    expect(r.errors![0].extensions!.params).toEqual({ field: 'file' });
    const page = new TextEncoder().encode('<html><table><tr><td>name</td></tr></table></html>');
    expect(code(await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, { bytes: page, name: 'page.xls', type: 'application/vnd.ms-excel' }, owner))).toBe('unsupportedFile');
  });

  it('lists every bad cell by row, column and catalogue key, and writes nothing', async () => {
    const before = await count(Student, A.academy.code);
    const r = await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, csvFile('students-bad.csv'), owner);
    expect(r.errors).toBeUndefined();
    const p = r.data.previewDataEntry;
    expect(p.rows).toBe(5);
    expect(p.badRows).toBe(4);
    expect(p.errors).toEqual([
      { row: 3, column: 'name', key: 'requiredField' },
      { row: 4, column: 'birthDate', key: 'invalidValue' },
      { row: 5, column: 'guardianMobile', key: 'checkMobile' },
      { row: 5, column: 'department', key: 'invalidValue' },
      { row: 6, column: 'admitNo', key: 'duplicateNotPossible' },
    ]);
    expect(p.sample).toHaveLength(5);
    expect(p.sample[0].row).toBe(2);
    expect(p.sample[0].cells[p.columns.indexOf('name')]).toBe('Karim');
    expect(await count(Student, A.academy.code)).toBe(before);
  });

  it('a cell that must be one of a list says which values it may hold (the form\'s choices, the academy\'s departments)', async () => {
    const q = PREVIEW.replace('errors { row column key }', 'errors { row column key allowed }');
    const r = await gqlFile(q, { c: A.academy.code, k: 'students' }, csvFile('students-choices.csv'), owner);
    expect(r.errors).toBeUndefined();
    const departments = [...new Set((await s.db.getRepository(ClassRoom).findBy({ code: A.academy.code })).map((c) => c.department))].sort();
    expect(departments.length).toBeGreaterThan(0);
    expect(r.data.previewDataEntry.errors).toEqual([
      { row: 2, column: 'newOld', key: 'invalidValue', allowed: ['new', 'old'] },
      { row: 3, column: 'department', key: 'invalidValue', allowed: departments },
      { row: 3, column: 'residenceType', key: 'invalidValue', allowed: ['residential', 'nonResidential', 'daycare'] },
    ]);
  });

  it('a good file: its row count and first 20 rows, no errors', async () => {
    const r = await gqlFile(PREVIEW, { c: A.academy.code, k: 'students' }, xlsxFile(await studentsXlsx(25)), owner);
    expect(r.data.previewDataEntry).toMatchObject({ rows: 25, badRows: 0, errors: [] });
    expect(r.data.previewDataEntry.sample).toHaveLength(20);
  });
});

describe('importDataEntry', () => {
  it('refuses a caller not signed in, an academy user and a moderator, writing nothing', async () => {
    const file = xlsxFile(await studentsXlsx(2));
    const before = await count(Student, A.academy.code);
    expect(code(await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: true }, file))).toBe('loginError');
    expect(code(await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: true }, file, A.token))).toBe('loginError');
    expect(code(await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: true }, file, moderator))).toBe('authorRequired');
    expect(code(await gqlFile(IMPORT, { c: '000000', k: 'students', g: true }, file, owner))).toBe('sorryNotFound');
    expect(await count(Student, A.academy.code)).toBe(before);
  });

  it('a file with bad rows writes nothing; with goodRowsOnly the good rows are written and the bad skipped', async () => {
    const before = await count(Student, A.academy.code);
    const strict = (await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: false }, csvFile('students-bad.csv'), owner)).data.importDataEntry;
    expect(strict).toMatchObject({ imported: 0, skipped: 5, badRows: 4 });
    expect(strict.errors[0]).toEqual({ row: 3, column: 'name', key: 'requiredField' });
    expect(await count(Student, A.academy.code)).toBe(before);
    const good = (await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: true }, csvFile('students-bad.csv'), owner)).data.importDataEntry;
    expect(good).toMatchObject({ imported: 1, skipped: 4, badRows: 4 });
    const karim = await s.db.getRepository(Student).findOneByOrFail({ code: A.academy.code, name: 'Karim' });
    expect(karim).toMatchObject({ admitNo: 11, admittedClass: '', department: 'General', fatherMobile: '01711000001', condition: 'in', approval: 'admitted' });
    // The same file again: admit number 11 is taken now.
    const again = (await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: true }, csvFile('students-bad.csv'), owner)).data.importDataEntry;
    expect(again.imported).toBe(0);
    expect(again.errors).toContainEqual({ row: 2, column: 'admitNo', key: 'duplicateNotPossible' });
  });

  it('imports students into academy A only: numbers follow A\'s own (admit after the highest), B untouched', async () => {
    const bBefore = await s.db.getRepository(Student).find({ where: { code: B.academy.code }, order: { id: 'ASC' } });
    const highest = (await s.db.getRepository(Student).findBy({ code: A.academy.code })).reduce((m, x) => Math.max(m, x.admitNo ?? 0), 0);
    const r = (await gqlFile(IMPORT, { c: A.academy.code, k: 'students', g: false }, xlsxFile(await studentsXlsx(30, (i) => (i === 0 ? { admitNo: 1 } : {}))), owner)).data.importDataEntry;
    expect(r).toEqual({ imported: 30, skipped: 0, badRows: 0, errors: [] });
    const rows = await s.db.getRepository(Student).find({ where: { code: A.academy.code }, order: { admitNo: 'ASC' } });
    const imported = rows.filter((x) => x.name.startsWith('Student '));
    expect(imported).toHaveLength(30);
    expect(new Set(imported.map((x) => x.admitNo)).size).toBe(30);
    expect(imported.find((x) => x.name === 'Student 1')!.admitNo).toBe(1);
    expect(imported.find((x) => x.name === 'Student 2')!.admitNo).toBe(highest + 1);
    expect(imported.every((x) => x.admittedClass === 'One' && x.age >= 0 && x.formNo > 0)).toBe(true);
    const counter = await s.db.getRepository(Counter).findOneByOrFail({ code: A.academy.code, name: 'admitNo' });
    expect(Number(counter.value)).toBe(highest + 29);
    expect(await s.db.getRepository(Student).find({ where: { code: B.academy.code }, order: { id: 'ASC' } })).toEqual(bBefore);
  });

  it('two imports into one academy at once: every admit and form number given once (the academy counters queue them)', async () => {
    const C = await makeUser(s, 'superUser');
    await makeClass(s, C.academy, { department: 'General', className: 'One' });
    const files = await Promise.all([0, 1].map((k) => studentsXlsx(15, (i) => ({ name: `Race ${k}-${i}` }))));
    const answers = await Promise.all(files.map((bytes) => gqlFile(IMPORT, { c: C.academy.code, k: 'students', g: false }, xlsxFile(bytes), owner)));
    expect(answers.map((r) => r.data?.importDataEntry?.imported)).toEqual([15, 15]);
    const rows = await s.db.getRepository(Student).findBy({ code: C.academy.code });
    expect(new Set(rows.map((x) => x.admitNo)).size).toBe(30);
    expect(new Set(rows.map((x) => x.formNo)).size).toBe(30);
    expect(Math.max(...rows.map((x) => x.admitNo ?? 0))).toBe(30);
  });

  it('staff (Bengali headers), classes and books', async () => {
    const staff = (await gqlFile(IMPORT, { c: A.academy.code, k: 'staff', g: false }, csvFile('staff-bengali.csv'), owner)).data.importDataEntry;
    expect(staff).toMatchObject({ imported: 2, errors: [] });
    const ali = await s.db.getRepository(Staff).findOneByOrFail({ code: A.academy.code, name: 'Mohammad Ali' });
    expect(ali).toMatchObject({ staffId: '1', salaryPaisa: 1_200_050, nid: '1985123456789', candidateType: 'teacher' });
    const dup = (await gqlFile(IMPORT, { c: A.academy.code, k: 'staff', g: false }, csvFile('staff-bengali.csv'), owner)).data.importDataEntry;
    expect(dup.imported).toBe(0);
    expect(dup.errors).toContainEqual({ row: 2, column: 'nid', key: 'duplicateNotPossible' });

    const classes = new TextEncoder().encode('department,className,groupName\nGeneral,Two,\nGeneral,Two,\nHifz,One,A\n');
    const c1 = (await gqlFile(IMPORT, { c: A.academy.code, k: 'classes', g: true }, { bytes: classes, name: 'c.csv', type: 'text/csv' }, owner)).data.importDataEntry;
    expect(c1).toMatchObject({ imported: 2, skipped: 1, errors: [{ row: 3, column: 'className', key: 'duplicateNotPossible' }] });
    expect(await s.db.getRepository(ClassRoom).countBy({ code: A.academy.code, className: 'Two' })).toBe(1);

    const books = new TextEncoder().encode('bookNo,part,bookName,price\n1,1,Tafsir,250.5\n1,2,Tafsir,\n2,1,,10\n');
    const b1 = (await gqlFile(IMPORT, { c: A.academy.code, k: 'books', g: false }, { bytes: books, name: 'b.csv', type: 'text/csv' }, owner)).data.importDataEntry;
    expect(b1).toMatchObject({ imported: 0, errors: [{ row: 4, column: 'bookName', key: 'requiredField' }] });
    expect(await count(Book, A.academy.code)).toBe(0);
    const b2 = (await gqlFile(IMPORT, { c: A.academy.code, k: 'books', g: true }, { bytes: books, name: 'b.csv', type: 'text/csv' }, owner)).data.importDataEntry;
    expect(b2.imported).toBe(2);
    expect(await s.db.getRepository(Book).findOneByOrFail({ code: A.academy.code, bookNo: 1, part: 1 })).toMatchObject({ pricePaisa: 25050, condition: 'in' });
    expect(await count(Book, B.academy.code)).toBe(0);
  });
});

describe('REST POST /api/controller/academy/data_entry/:code', () => {
  const form = (file: { bytes: Uint8Array; name: string; type?: string } | null, fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file) f.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    return f;
  };

  it('not signed in 401, academy user 401, moderator 403, unknown academy 404; nothing written', async () => {
    const file = xlsxFile(await studentsXlsx(1));
    const before = await count(Student, A.academy.code);
    expect((await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { form: form(file, { kind: 'students' }) })).status).toBe(401);
    expect((await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: A.token, form: form(file, { kind: 'students' }) })).status).toBe(401);
    const mod = await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: moderator, form: form(file, { kind: 'students' }) });
    expect(mod.status).toBe(403);
    expect(mod.body).toMatchObject({ success: false, message: 'authorRequired' });
    const none = await rest(s.url, 'POST', '/api/controller/academy/data_entry/000000', { token: owner, form: form(file, { kind: 'students' }) });
    expect(none.status).toBe(404);
    expect(await count(Student, A.academy.code)).toBe(before);
  });

  it('bad rows: the errors, nothing written; a broken .xls: 400 invalidValue; preview=true checks only; good_rows_only imports', async () => {
    const before = await count(Student, A.academy.code);
    const bad = await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: owner, form: form(csvFile('students-bad.csv'), { kind: 'students' }) });
    expect(bad.body).toMatchObject({ success: true, imported: 0, skipped: 5 });
    expect(bad.body.errors).toContainEqual({ row: 4, column: 'birthDate', key: 'invalidValue' });
    const xls = await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: owner, form: form({ bytes: new Uint8Array(fixture('legacy.xls')), name: 'old.xls' }, { kind: 'students' }) });
    expect(xls.status).toBe(400);
    expect(xls.body.message).toBe('invalidValue');
    expect(await count(Student, A.academy.code)).toBe(before);
    const file = xlsxFile(await studentsXlsx(3, (i) => ({ name: `Rest ${i}` })));
    const preview = await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: owner, form: form(file, { kind: 'students', preview: 'true' }) });
    expect(preview.body.preview).toMatchObject({ rows: 3, badRows: 0 });
    expect(await count(Student, A.academy.code)).toBe(before);
    const ok = await rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: owner, form: form(file, { kind: 'students', good_rows_only: 'true' }) });
    expect(ok.body).toMatchObject({ success: true, imported: 3, skipped: 0 });
    expect(await count(Student, A.academy.code)).toBe(before + 3);
  });
});

/** An .xlsx of classes rows written with exceljs's streaming writer (shared strings: small on disk). */
async function bigClassesXlsx(n: number): Promise<Uint8Array> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('classes');
  sheet.addRow(['department', 'className']).commit();
  for (let i = 0; i < n; i++) sheet.addRow(['General', 'Big']).commit();
  sheet.commit();
  await book.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** A zip of the given parts (deflated); `declare` overrides an entry's declared uncompressed size (a lying header). */
function zip(parts: { name: string; data: Buffer; declare?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const data = deflateRawSync(p.data);
    const size = p.declare ?? p.data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0); head.writeUInt16LE(20, 4); head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(p.data), 14); head.writeUInt32LE(data.length, 18); head.writeUInt32LE(size, 22); head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0); dir.writeUInt16LE(20, 4); dir.writeUInt16LE(20, 6); dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc32(p.data), 16); dir.writeUInt32LE(data.length, 20); dir.writeUInt32LE(size, 24); dir.writeUInt16LE(name.length, 28); dir.writeUInt32LE(offset, 42);
    locals.push(head, name, data);
    central.push(dir, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(parts.length, 8); end.writeUInt16LE(parts.length, 10); end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}

/** An .xlsx of classes whose one data cell holds `size` bytes of text: 120 MB of XML in about 120 KB. */
function bombXlsx(size: number, lie: boolean): Uint8Array {
  const x = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const sheet = Buffer.concat([
    x(`<worksheet ${ns}><sheetData><row r="1">${cell('A1', 'department')}${cell('B1', 'className')}</row><row r="2">${cell('A2', 'General')}<c r="B2" t="inlineStr"><is><t>`),
    Buffer.alloc(size, 'A'),
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ]);
  return zip([
    { name: '[Content_Types].xml', data: x('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>') },
    { name: 'xl/workbook.xml', data: x(`<workbook ${ns}><sheets><sheet name="classes" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    { name: 'xl/_rels/workbook.xml.rels', data: x('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declare: lie ? 2000 : undefined },
  ]);
}

describe('large and hostile files (issue 22 item 6)', () => {
  /**
   * A request on a connection of its own: these files take seconds to build, about the server's
   * keep-alive timeout, and a pooled connection the server closes meanwhile would reset the request.
   */
  async function fresh(method: string, url: string, form?: FormData, token?: string): Promise<{ status: number; body: any }> {
    const encoded = form ? new Request('http://localhost', { method: 'POST', body: form }) : null;
    const payload = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
    const headers: Record<string, string | number> = {};
    if (encoded && payload) { headers['content-type'] = encoded.headers.get('content-type')!; headers['content-length'] = payload.length; }
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const req = request(`${s.url}${url}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
  const post = (file: { bytes: Uint8Array; name: string; type?: string }, kind: string) => {
    const f = new FormData();
    f.append('kind', kind);
    f.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    return fresh('POST', `/api/controller/academy/data_entry/${A.academy.code}`, f, owner);
  };

  it('a 400,000-row .xlsx is refused with maxNotPossible (50,000), nothing written, and /healthz answers while it is read', async () => {
    const bytes = await bigClassesXlsx(400_000);
    const before = await count(ClassRoom, A.academy.code);
    let pending = true;
    const started = Date.now();
    const importing = post(xlsxFile(bytes, 'big.xlsx'), 'classes').finally(() => { pending = false; });
    // /healthz asked again and again while the import runs: its answers are counted, and timed (printed, not asserted).
    const during: number[] = [];
    while (pending) {
      const t0 = Date.now();
      const h = await fresh('GET', '/healthz');
      if (pending) {
        expect(h.status).toBe(200);
        during.push(Date.now() - t0);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const res = await importing;
    console.log(`400,000-row .xlsx (${(bytes.length / 1024).toFixed(0)} KB): refused in ${Date.now() - started} ms; /healthz answered ${during.length} times meanwhile, slowest ${Math.max(0, ...during)} ms`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'maxNotPossible' });
    // The server kept answering while the file was read (before, the read held the event loop until the refusal).
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(await count(ClassRoom, A.academy.code)).toBe(before);
  });

  it('a 60,000-row CSV: maxNotPossible, nothing written', async () => {
    const csv = new TextEncoder().encode(`department,className\n${'General,Csv\n'.repeat(60_000)}`);
    const before = await count(ClassRoom, A.academy.code);
    const res = await post({ bytes: csv, name: 'big.csv', type: 'text/csv' }, 'classes');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'maxNotPossible' });
    expect(await count(ClassRoom, A.academy.code)).toBe(before);
  });

  it('a zip bomb (120 MB of XML in a small .xlsx) is refused with invalidValue, whether its header declares the size or lies', async () => {
    const before = await count(ClassRoom, A.academy.code);
    for (const lie of [false, true]) {
      const bytes = bombXlsx(120 * 1024 * 1024, lie);
      expect(bytes.length).toBeLessThan(1024 * 1024);
      const res = await post(xlsxFile(bytes, 'bomb.xlsx'), 'classes');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'invalidValue' });
      expect(await count(ClassRoom, A.academy.code)).toBe(before);
    }
    // The same hand-made file with a small cell is read: the reader follows the workbook's parts.
    const small = await post(xlsxFile(bombXlsx(5, false), 'small.xlsx'), 'classes');
    expect(small.body).toMatchObject({ success: true, imported: 1 });
    await s.db.getRepository(ClassRoom).delete({ code: A.academy.code, className: 'AAAAA' });
  });
});

describe('templates', () => {
  it('GET /api/controller/academy/data_entry_template/:kind: an .xlsx with the header and one example row that imports cleanly', async () => {
    expect((await rest(s.url, 'GET', '/api/controller/academy/data_entry_template/books')).status).toBe(401);
    expect((await rest(s.url, 'GET', '/api/controller/academy/data_entry_template/nope', { token: owner })).status).toBe(404);
    for (const kind of ['students', 'staff', 'classes', 'books'] as const) {
      const res = await fetch(`${s.url}/api/controller/academy/data_entry_template/${kind}`, { headers: { authorization: `Bearer ${moderator}` } });
      expect(res.headers.get('content-type')).toContain(XLSX);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes.buffer as ArrayBuffer);
      expect(book.worksheets[0].getRow(1).values).toEqual([undefined, ...DATA_COLUMNS[kind].map((c) => c.field)]);
      if (kind === 'students') {
        const p = (await gqlFile(PREVIEW, { c: B.academy.code, k: kind }, xlsxFile(bytes, 't.xlsx'), owner)).data.previewDataEntry;
        expect(p.rows).toBe(1);
        // Its admit number 101 is free in B and its class "One" is B's: only the department ("Hifz") is unknown there.
        expect(p.errors).toEqual([{ row: 2, column: 'department', key: 'invalidValue' }]);
      }
    }
    const q = await gql(s.url, 'query($k: String!) { dataEntryTemplate(kind: $k) }', { k: 'classes' }, owner);
    expect(Buffer.from(q.data.dataEntryTemplate, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect(errorCode(await gql(s.url, 'query($k: String!) { dataEntryTemplate(kind: $k) }', { k: 'classes' }, A.token))).toBe('loginError');
  });
});
