/**
 * The spec's contract (issue 24 items 6, 8, 9): the calls sent with the spec's own payload names,
 * as the role the spec names, their answers' keys checked against the spec (doc 2 §3, §5, §7).
 * Articles answer `author`; attendance records `photo_url`, `department` and `group_name`; the
 * controller's academy update takes only the account fields it is sent; data entry takes no kind
 * (the header names it) and reads .xls besides .xlsx and .csv.
 */
import { request } from 'node:http';
import * as XLSX from '@e965/xlsx';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { Article } from '../../api/src/domains/website/article.entity';
import { ControllerAudit } from '../../api/src/domains/controller/controller-audit.entity';
import { kindOfHeader } from '../../api/src/domains/dataentry/detect-kind';
import { MAX_SHEET_BYTES, MAX_XLS_BYTES, parseSheet } from '../../api/src/domains/dataentry/parse';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { Book } from '../../api/src/domains/library/entities';
import { DATA_COLUMNS } from '../../api/src/rules/data-entry';
import { makeAcademy, makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { CONTROLLER_ENV, signInControllers } from '../support/controller';
import { rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
let owner: string;
let moderator: string;
let A: Signed;
let B: Signed;

beforeAll(async () => {
  s = await startServer({ ...CONTROLLER_ENV });
  ({ owner, moderator } = await signInControllers(s));
  A = await makeUser(s, 'generalTeacher');
  B = await makeUser(s, 'superUser');
});
afterAll(() => s.close());

const keys = (o: object) => Object.keys(o).sort();

describe('articles (spec doc 2 §3 "Article": id, title, subject, author (writer), content, created_at)', () => {
  const path = (code: string) => `/api/others/new_article/${code}`;
  const payload = { title: 'ভর্তি চলছে', subject: 'notice', writer: 'মুহতামিম', content: '<p>ভর্তি চলছে</p>' };
  const count = (code: string) => s.db.getRepository(Article).countBy({ code });

  it('the spec payload (title, subject, writer, content) as any staff: the answer and the list carry author besides writer', async () => {
    const r = await rest(s.url, 'POST', path(A.academy.code), { token: A.token, body: payload });
    expect(r.status).toBe(200);
    expect(keys(r.body.article)).toEqual(expect.arrayContaining(['id', 'title', 'subject', 'author', 'writer', 'content', 'created_at'].sort()));
    expect(r.body.article).toMatchObject({ title: payload.title, subject: 'notice', author: 'মুহতামিম', writer: 'মুহতামিম' });
    const list = await rest(s.url, 'GET', `/api/others/articles/${A.academy.code}`, { token: A.token });
    const mine = list.body.articles.find((x: { id: number }) => x.id === r.body.article.id);
    expect(mine).toMatchObject({ author: 'মুহতামিম', writer: 'মুহতামিম', content: payload.content });
    // the read name sent back as the payload's is taken too (an integrator echoing a read article)
    const upd = await rest(s.url, 'POST', `/api/others/articles/update/${A.academy.code}`, {
      token: A.token, body: { id: r.body.article.id, title: 'Admission', subject: 'notice', author: 'Principal', content: '<p>Open</p>' },
    });
    expect(upd.body.article).toMatchObject({ author: 'Principal', writer: 'Principal', title: 'Admission' });
  });

  it('refused: not signed in, a guardian, bad input; another academy\'s article is not found; nothing written', async () => {
    const before = await count(A.academy.code);
    expect((await rest(s.url, 'POST', path(A.academy.code), { body: payload })).body.message).toBe('loginError');
    const guardian = await makeUser(s, 'guardian', A.academy);
    expect((await rest(s.url, 'POST', path(A.academy.code), { token: guardian.token, body: payload })).status).toBeGreaterThanOrEqual(401);
    const bad = await rest(s.url, 'POST', path(A.academy.code), { token: A.token, body: { ...payload, subject: 'sports' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'invalidValue']);
    expect(await count(A.academy.code)).toBe(before);
    const theirs = await rest(s.url, 'POST', path(B.academy.code), { token: B.token, body: payload });
    const hijack = await rest(s.url, 'POST', `/api/others/articles/update/${A.academy.code}`, { token: A.token, body: { ...payload, id: theirs.body.article.id, author: 'X' } });
    expect(hijack.body.message).toBe('sorryNotFound');
    expect(await s.db.getRepository(Article).findOneByOrFail({ id: theirs.body.article.id })).toMatchObject({ writer: 'মুহতামিম' });
  });
});

describe('attendance records (spec doc 2 §3: photo_url, department, group_name from the person)', () => {
  const SPEC_KEYS = ['id', 'shift', 'user_type', 'id_no', 'photo_url', 'name', 'department', 'class_designation', 'group_name',
    'start_time', 'end_time', 'grace_period', 'timestamp', 'condition'];

  it("GET attendances/{code} answers the spec's record keys: the student's photo, department and group; the staff member's photo and department", async () => {
    const u = await makeUser(s, 'superUser');
    await makeStudents(s, u.academy, 'Class 6', ['Abdullah'], 41, { department: 'Hifz', groupName: 'Ka', photoUrl: `/files/${u.academy.code}/abdullah.png` });
    const staffRepo = s.db.getRepository(Staff);
    await staffRepo.save(staffRepo.create({
      code: u.academy.code, staffId: '7', name: 'Maulana Karim', fatherName: 'x', designation: 'Teacher', birthDate: '1985-01-01',
      mobile: '01700000000', nid: '1985000000007', department: 'Kitab', photoUrl: `/files/${u.academy.code}/karim.png`,
    }));
    const student = await rest(s.url, 'POST', `/api/others/attendance/new/${u.academy.code}`, {
      token: u.token, body: { user_type: 'student', id_no: '41', date: '2026-03-02', arrival: '08:45', shift: 'day' },
    });
    expect(student.status).toBe(200);
    expect(student.body.attendance).toMatchObject({ photo_url: `/files/${u.academy.code}/abdullah.png`, department: 'Hifz', group_name: 'Ka' });
    await rest(s.url, 'POST', `/api/others/attendance/new/${u.academy.code}`, {
      token: u.token, body: { user_type: 'officiant', id_no: '7', date: '2026-03-02', arrival: '08:50', shift: 'day' },
    });
    const list = await rest(s.url, 'GET', `/api/others/attendances/${u.academy.code}?from=2026-03-01&to=2026-03-31`, { token: u.token });
    expect(list.body.attendance).toHaveLength(2);
    for (const r of list.body.attendance) expect(keys(r)).toEqual(expect.arrayContaining(SPEC_KEYS.sort()));
    const byKind = Object.fromEntries(list.body.attendance.map((r: { user_type: string }) => [r.user_type, r]));
    expect(byKind.student).toMatchObject({ id_no: '41', name: 'Abdullah', photo_url: `/files/${u.academy.code}/abdullah.png`, department: 'Hifz', group_name: 'Ka' });
    expect(byKind.officiant).toMatchObject({ id_no: '7', name: 'Maulana Karim', photo_url: `/files/${u.academy.code}/karim.png`, department: 'Kitab', group_name: '' });
    // another academy's user reads none of them
    const other = await rest(s.url, 'GET', `/api/others/attendances/${B.academy.code}?from=2026-03-01&to=2026-03-31`, { token: B.token });
    expect(other.body.attendance).toEqual([]);
    // a record whose person is gone keeps its row, with the person's fields empty
    await s.db.getRepository(Student).delete({ code: u.academy.code, admitNo: 41 });
    const after = await rest(s.url, 'GET', `/api/others/attendances/${u.academy.code}?from=2026-03-01&to=2026-03-31`, { token: u.token });
    expect(after.body.attendance.find((r: { user_type: string }) => r.user_type === 'student')).toMatchObject({ name: 'Abdullah', photo_url: '', department: '', group_name: '' });
  });

  it('refused: not signed in, a guardian, a bad entry; nothing written', async () => {
    const u = await makeUser(s, 'superUser');
    const records = () => s.db.getRepository(AttendanceRecord).countBy({ code: u.academy.code });
    expect((await rest(s.url, 'GET', `/api/others/attendances/${u.academy.code}`)).body.message).toBe('loginError');
    const guardian = await makeUser(s, 'guardian', u.academy);
    expect((await rest(s.url, 'GET', `/api/others/attendances/${u.academy.code}`, { token: guardian.token })).status).toBeGreaterThanOrEqual(401);
    const bad = await rest(s.url, 'POST', `/api/others/attendance/new/${u.academy.code}`, { token: u.token, body: { user_type: 'student', id_no: '999', date: '2026-03-02', arrival: '08:45', shift: 'day' } });
    expect(bad.body.message).toBe('sorryNotFound');
    expect(await records()).toBe(0);
  });
});

describe('PUT /api/controller/academy/update/{code} (spec doc 2 §3 "Account": activation, expiryDate; the list\'s payment)', () => {
  const put = (code: string, body: unknown, token: string = owner) => rest(s.url, 'PUT', `/api/controller/academy/update/${code}`, { token, body });
  const academy = (code: string) => s.db.getRepository(Academy).findOneByOrFail({ code });
  const audits = (code: string) => s.db.getRepository(ControllerAudit).countBy({ code });

  it('activation and expiryDate alone change only those: the bill stays; payment alone changes only the bill; balanceExpiry alone only it', async () => {
    const a = await makeAcademy(s, { activation: false, expiryDate: '', bill: 150000, balanceExpiry: '2026-06-30' });
    const r = await put(a.code, { activation: true, expiryDate: '2027-06-30' });
    expect(r.status).toBe(200);
    expect(r.body.academy).toMatchObject({ code: a.code, activation: true, expiry_date: '2027-06-30', payment: 150000 });
    expect(keys(r.body.academy)).toEqual(expect.arrayContaining(['code', 'name', 'address', 'academy_type', 'number_of_students', 'mobile', 'email',
      'payment', 'sms_balance', 'balance_expiry', 'expiry_date', 'activation'].sort()));
    expect(await academy(a.code)).toMatchObject({ activation: true, expiryDate: '2027-06-30', bill: 150000, balanceExpiry: '2026-06-30' });
    await put(a.code, { payment: 90000 });
    expect(await academy(a.code)).toMatchObject({ activation: true, expiryDate: '2027-06-30', bill: 90000 });
    await put(a.code, { activation: 'false' });
    expect(await academy(a.code)).toMatchObject({ activation: false, expiryDate: '2027-06-30', bill: 90000 });
    await put(a.code, { balanceExpiry: '2027-01-31' });
    expect(await academy(a.code)).toMatchObject({ activation: false, bill: 90000, balanceExpiry: '2027-01-31' });
    expect(await audits(a.code)).toBe(4);
    // the product's own form (all of activation, expiry_date, payment) still works
    const whole = await put(a.code, { activation: true, expiry_date: '2028-01-01', payment: 100000 });
    expect(whole.body.academy).toMatchObject({ activation: true, expiry_date: '2028-01-01', payment: 100000 });
  });

  it('refused: not signed in, an academy user, a moderator, a missing academy, bad or no fields; nothing written', async () => {
    const a = await makeAcademy(s, { activation: false, expiryDate: '', bill: 5 });
    const body = { activation: true, expiryDate: '2027-01-01' };
    expect((await put(a.code, body, '')).body.message).toBe('loginError');
    expect((await put(a.code, body, A.token)).body.message).toBe('loginError');
    const mod = await put(a.code, body, moderator);
    expect([mod.status, mod.body.message]).toEqual([403, 'authorRequired']);
    expect((await put('999999999', body)).body.message).toBe('sorryNotFound');
    for (const [bad, field] of [
      [{ activation: 'maybe' }, 'activation'], [{ expiryDate: '2027-13-01' }, 'expiryDate'], [{ expiryDate: 'soon' }, 'expiryDate'],
      [{ payment: -1 }, 'bill'], [{ balanceExpiry: '' }, 'balanceExpiry'], [{ activation: true, payment: 'x' }, 'bill'],
    ] as const) {
      const r = await put(a.code, bad);
      expect([r.status, r.body.message, r.body.params?.field]).toEqual([400, 'invalidValue', field]);
    }
    const none = await put(a.code, {});
    expect([none.status, none.body.message]).toEqual([400, 'requiredField']);
    expect(await academy(a.code)).toMatchObject({ activation: false, expiryDate: '', bill: 5 });
    expect(await audits(a.code)).toBe(0);
  });
});

describe('POST /api/controller/academy/data_entry/{code} (spec doc 2 §5: .xlsx, .xls, .csv; first row skipped; no kind)', () => {
  const post = (code: string, file: { bytes: Uint8Array; name: string; type?: string } | null, fields: Record<string, string> = {}, token: string = owner) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file) f.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
    return rest(s.url, 'POST', `/api/controller/academy/data_entry/${code}`, { token, form: f });
  };
  const studentRow = (i: number) => ({
    admitNo: '', formNo: '', name: `Xls ${i}`, fatherName: 'Father', motherName: '', fatherJob: 'Farmer', birthDate: '2012-03-15',
    guardianMobile: '01711000000', relationWithGuardian: 'Father', village: 'V', postOffice: 'P', subDistrict: 'S', district: 'D',
    department: 'General', approvedClass: 'One', groupName: '', newOld: 'new', residenceType: 'residential', category: 'general',
  } as Record<string, unknown>);
  /** A legacy .xls (BIFF8) written by SheetJS: the header row, then the rows; a Date cell is a date-formatted number. */
  const xls = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    return { bytes: new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer), name: 'old.xls', type: 'application/vnd.ms-excel' };
  };
  const studentsXls = (n: number, over: (i: number) => Record<string, unknown> = () => ({})) => {
    const fields = DATA_COLUMNS.students.map((c) => c.field);
    return xls([fields, ...Array.from({ length: n }, (_, i) => { const r = { ...studentRow(i), ...over(i) }; return fields.map((f) => r[f] ?? ''); })]);
  };
  const csv = (text: string, name = 'rows.csv') => ({ bytes: new TextEncoder().encode(text), name, type: 'text/csv' });
  const count = (Entity: typeof Student | typeof Book | typeof ClassRoom, code: string) => s.db.getRepository(Entity).countBy({ code });
  let C: Signed;
  beforeAll(async () => {
    C = await makeUser(s, 'superUser');
    await makeClass(s, C.academy, { department: 'General', className: 'One' });
  });

  it('the kind is taken from the header row when none is sent: students (.csv), classes, books; the answer names it', async () => {
    expect(kindOfHeader(DATA_COLUMNS.students.map((c) => c.field))).toBe('students');
    expect(kindOfHeader(['department', 'class', 'group'])).toBe('classes');
    expect(kindOfHeader(['বই নং', 'খণ্ড', 'বইয়ের নাম'])).toBe('books');
    expect(kindOfHeader(['নাম', 'পিতার নাম', 'পদবী', 'জন্ম তারিখ', 'মোবাইল', 'এনআইডি'])).toBe('staff');
    expect(kindOfHeader(['colour', 'size'])).toBeNull();
    const fields = DATA_COLUMNS.students.map((c) => c.field);
    const r = await post(C.academy.code, csv(`${fields.join(',')}\n${fields.map((f) => studentRow(1)[f] ?? '').join(',')}\n`));
    expect(r.body).toMatchObject({ success: true, kind: 'students', imported: 1, skipped: 0, badRows: 0 });
    const classes = await post(C.academy.code, csv('department,className,groupName\nGeneral,Two,\n'), { preview: 'true' });
    expect(classes.body.preview).toMatchObject({ kind: 'classes', rows: 1, badRows: 0 });
    const books = await post(C.academy.code, csv('bookNo,part,bookName\n1,1,Tafsir\n'));
    expect(books.body).toMatchObject({ kind: 'books', imported: 1 });
    expect(await count(Book, C.academy.code)).toBe(1);
  });

  it('a header that names no kind is refused with invalidValue on kind; a kind sent still wins; nothing written', async () => {
    const before = await count(Student, C.academy.code);
    const r = await post(C.academy.code, csv('colour,size\nred,2\n'));
    expect([r.status, r.body.message]).toEqual([400, 'invalidValue']);
    expect(r.body.params).toEqual({ field: 'kind' });
    const empty = await post(C.academy.code, csv('\n\n'));
    expect(empty.body.message).toBe('invalidValue');
    // the header names classes, but the kind sent (books) is what is read: its columns are missing
    const named = await post(C.academy.code, csv('department,className\nGeneral,Three\n'), { kind: 'books' });
    expect([named.status, named.body.message]).toEqual([400, 'requiredField']);
    expect(await count(Student, C.academy.code)).toBe(before);
    expect(await count(ClassRoom, C.academy.code)).toBe(1);
  });

  it('reads a legacy .xls (dates as YYYY-MM-DD), with or without a kind; refused as for the other formats; nothing written when refused', async () => {
    const before = await count(Student, C.academy.code);
    const preview = await post(C.academy.code, studentsXls(3, (i) => ({ birthDate: new Date(Date.UTC(2011, 0, 10 + i)), admitNo: 501 + i })), { preview: 'true' });
    expect(preview.body.preview).toMatchObject({ kind: 'students', rows: 3, badRows: 0 });
    const col = (name: string) => preview.body.preview.columns.indexOf(name);
    expect(preview.body.preview.sample[0].cells[col('birthDate')]).toBe('2011-01-10');
    expect(preview.body.preview.sample[2].cells[col('admitNo')]).toBe('503');
    expect(await count(Student, C.academy.code)).toBe(before);
    // not signed in, an academy user, a moderator: refused, nothing written
    const file = studentsXls(2);
    expect((await post(C.academy.code, file, {}, '')).status).toBe(401);
    expect((await post(C.academy.code, file, {}, C.token)).status).toBe(401);
    expect((await post(C.academy.code, file, {}, moderator)).body.message).toBe('authorRequired');
    // a bad row: its error, nothing written
    const bad = await post(C.academy.code, studentsXls(2, (i) => (i === 1 ? { name: '' } : {})), { kind: 'students' });
    expect(bad.body).toMatchObject({ kind: 'students', imported: 0, skipped: 2, badRows: 1, errors: [{ row: 3, column: 'name', key: 'requiredField' }] });
    expect(await count(Student, C.academy.code)).toBe(before);
    // a good one: written, in this academy only
    const ok = await post(C.academy.code, file);
    expect(ok.body).toMatchObject({ success: true, kind: 'students', imported: 2 });
    expect(await count(Student, C.academy.code)).toBe(before + 2);
    expect(await s.db.getRepository(Student).countBy({ code: B.academy.code, name: 'Xls 0' })).toBe(0);
    const classes = await post(C.academy.code, xls([['department', 'className', 'groupName'], ['General', 'Xls class', 'Ka']]), { kind: 'classes' });
    expect(classes.body).toMatchObject({ kind: 'classes', imported: 1 });
  });

  it('.xls keeps the limits: over MAX_SHEET_BYTES is fileTooLarge before any reading; too many rows is maxNotPossible', async () => {
    const big = { buffer: Buffer.alloc(MAX_SHEET_BYTES + 1), filename: 'big.xls', mimetype: 'application/vnd.ms-excel' };
    big.buffer.writeUInt32BE(0xd0cf11e0, 0);
    big.buffer.writeUInt32BE(0xa1b11ae1, 4);
    await expect(parseSheet('students', big as never)).rejects.toMatchObject({ code: 'fileTooLarge' });
    // an .xls is read whole: its own, lower bound (MAX_XLS_BYTES) keeps the worker's memory small
    const mid = { ...big, buffer: big.buffer.subarray(0, MAX_XLS_BYTES + 1) };
    await expect(parseSheet('students', mid as never)).rejects.toMatchObject({ code: 'fileTooLarge', params: { maxKb: MAX_XLS_BYTES / 1024 } });
    // a workbook of 50,001 classes rows (BIFF8 holds up to 65,536; numbers keep SheetJS's file small: 1.8 MB)
    const rows: unknown[][] = [['department', 'className']];
    for (let i = 0; i < 50_001; i++) rows.push([1, i]);
    const many = xls(rows);
    // on a connection of its own: the file takes seconds to build, past the server's keep-alive timeout
    const f = new FormData();
    f.append('kind', 'classes');
    f.append('file', new Blob([many.bytes as Uint8Array<ArrayBuffer>], { type: many.type }), many.name);
    const encoded = new Request('http://localhost', { method: 'POST', body: f });
    const payload = Buffer.from(await encoded.arrayBuffer());
    const refused = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request(`${s.url}/api/controller/academy/data_entry/${C.academy.code}`, {
        method: 'POST', agent: false,
        headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': payload.length, authorization: `Bearer ${owner}` },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'maxNotPossible']);
    expect(await count(ClassRoom, C.academy.code)).toBe(2);
  }, 120_000);
});
