import { AuditHead, AuditLine } from '../../api/src/platform/history.entity';
import { auditJson, changeDiff, deniedField, recordChange, stripSecrets } from '../../api/src/platform/history';
import { writeTransaction } from '../../api/src/platform/transactions';
import { makeAcademy, makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SAVE_RECEIPT = 'mutation($i: ReceiptInput!) { saveReceipt(input: $i) { id amount } }';
const DELETE_RECEIPT = 'mutation($id: Int!, $code: String) { deleteReceipt(id: $id, principalCode: $code) }';
const APPROVE = 'mutation($i: ApproveReceiptBooksInput!) { approveReceiptBooks(input: $i) { id } }';
const REGARDINGS = 'mutation($i: RegardingsInput!) { saveRegardings(input: $i) { mgi } }';
const LINE = 'id seq at actorId actorName actorType entity recordKey action before after ip client hash';
const LINES = `query($o: Int, $l: Int, $a: Int, $e: String, $k: String, $f: String, $t: String) { auditLines(offset: $o, limit: $l, actorId: $a, entity: $e, recordKey: $k, from: $f, to: $t) { total items { ${LINE} } } }`;
const HISTORY = `query($e: String!, $k: String!) { recordHistory(entity: $e, key: $k) { ${LINE} } }`;
const CHECK = '{ auditChainCheck { ok lines brokenAt reason } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const ok = (r: GqlResult) => { expect(r.errors).toBeUndefined(); return r.data as any; };

interface World { code: string; su: Signed; principal: Signed; accountant: Signed }

async function world(): Promise<World> {
  const academy = await makeAcademy(s);
  const principal = await makeUser(s, 'principal', academy);
  const council = await makeUser(s, 'councilMember', academy);
  const accountant = await makeUser(s, 'accountant', academy);
  const su = await makeUser(s, 'superUser', academy);
  ok(await gql(s.url, REGARDINGS, { i: { mgi: ['Monthly fee', 'Donation'], mci: ['Zakat'] } }, su.token));
  ok(await gql(s.url, APPROVE, { i: { rows: [{ bookNo: 7, receiptTill: 500, department: 'accounts' }], councilCode: council.password } }, council.token));
  return { code: academy.code, su, principal, accountant };
}

const receipt = (w: World, over: Record<string, unknown> = {}) => ({
  department: 'accounts', type: 'autoReceipt', donorName: 'Abdul Karim', address: 'Kalikapur', mobile: '', fund: 'generalFund',
  regarding: 'Donation', amount: 1250, date: '2026-03-10', principalCode: w.principal.password, ...over,
});

const lines = (code: string) => s.db.getRepository(AuditLine).find({ where: { code }, order: { seq: 'ASC' } });

describe('history: the deny list and the diff', () => {
  it('never keeps a password, code, secret, hash or token, at any depth; the institute code and *Changed flags stay', () => {
    for (const name of ['password', 'passwordHash', 'cpassword', 'principalCode', 'principal_code', 'councilCode', 'secretCode', 'securityCode', 'apiSecret', 'tokenVersion', 'resetToken', 'otp', 'pin', 'hash']) {
      expect([name, deniedField(name)]).toEqual([name, true]);
    }
    for (const name of ['code', 'name', 'amount', 'passwordChanged', 'principalSign', 'bookNo']) expect([name, deniedField(name)]).toEqual([name, false]);
    const stripped = stripSecrets({ code: 'A1', name: 'x', passwordHash: 'h', nested: { secretCode: 's', keep: 1 }, list: [{ token: 't', ok: true }], passwordChanged: true, createdAt: new Date() });
    expect(stripped).toEqual({ code: 'A1', name: 'x', nested: { keep: 1 }, list: [{ ok: true }], passwordChanged: true });
    expect(auditJson({ b: 1, a: 'x', principalCode: '123456' })).toBe('{"a":"x","b":1}');
  });

  it('an update keeps only the fields that changed; nothing changed is no line', () => {
    expect(changeDiff({ a: 1, b: 2, code: 'X' }, { a: 1, b: 3, code: 'X' })).toEqual({ before: '{"b":2}', after: '{"b":3}' });
    expect(changeDiff({ a: 1 }, { a: 1 })).toBeNull();
    expect(changeDiff(null, { a: 1, password: 'p' })).toEqual({ before: null, after: '{"a":1}' });
  });
});

describe('history: recording', () => {
  it('a receipt written, changed and deleted: one line each, who, when, what before and after, from where, no secret', async () => {
    const w = await world();
    const id = ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(w) }, w.accountant.token)).saveReceipt.id;
    ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(w, { id, amount: 99 }) }, w.accountant.token));
    ok(await gql(s.url, DELETE_RECEIPT, { id, code: w.principal.password }, w.accountant.token));
    const mine = (await lines(w.code)).filter((l) => l.entity === 'receipt');
    expect(mine.map((l) => [l.action, l.recordKey])).toEqual([['create', String(id)], ['update', String(id)], ['delete', String(id)]]);
    const [created, updated, deleted] = mine;
    expect(created).toMatchObject({ actorId: w.accountant.user.id, actorType: 'accountant', before: null, client: 'node' });
    expect(created.actorName).toBe(`${w.accountant.user.firstName} ${w.accountant.user.lastName}`.trim());
    expect(created.ip).not.toBe('');
    expect(Number(created.atMs)).toBe(s.clock.now().getTime());
    expect(JSON.parse(created.after!)).toMatchObject({ id, name: 'Abdul Karim', amountPaisa: 125000, regarding: 'Donation', bookNo: 7 });
    expect(JSON.parse(updated.before!)).toMatchObject({ amountPaisa: 125000 });
    expect(JSON.parse(updated.after!)).toMatchObject({ amountPaisa: 9900 });
    expect(Object.keys(JSON.parse(updated.after!))).not.toContain('name');
    expect(deleted.after).toBeNull();
    expect(JSON.parse(deleted.before!)).toMatchObject({ id, amountPaisa: 9900 });
    const all = JSON.stringify(await lines(w.code));
    expect(all).not.toContain(w.principal.password);
    expect(all).not.toMatch(/passwordHash|principalCode/);
  });

  it('students admitted, edited, removed and deleted; staff and users (rights, password changed: a flag only)', async () => {
    const w = await world();
    await makeClass(s, w.su.academy, { className: 'Class 5' });
    const SAVE_STUDENT = 'mutation($i: StudentInput!) { saveStudent(input: $i) { id } }';
    const sid = ok(await gql(s.url, SAVE_STUDENT, { i: studentForm({ approvedClass: 'Class 5', assignAdmitNo: true }) }, w.su.token)).saveStudent.id;
    ok(await gql(s.url, SAVE_STUDENT, { i: studentForm({ id: sid, name: 'Abdullah Al Mamun', approvedClass: 'Class 5' }) }, w.su.token));
    ok(await gql(s.url, 'mutation($id: Int!) { setStudentCondition(id: $id, condition: "out") { id } }', { id: sid }, w.su.token));
    ok(await gql(s.url, 'mutation($ids: [Int!]!) { deleteStudents(ids: $ids) }', { ids: [sid] }, w.su.token));
    const student = ok(await gql(s.url, HISTORY, { e: 'student', k: String(sid) }, w.principal.token)).recordHistory;
    expect(student.map((l: any) => l.action)).toEqual(['create', 'update', 'remove', 'delete']);
    expect(JSON.parse(student[1].before)).toEqual({ name: 'Abdullah' });
    expect(JSON.parse(student[1].after)).toEqual({ name: 'Abdullah Al Mamun' });
    expect(JSON.parse(student[2].after)).toEqual({ condition: 'out' });

    const u = await makeUser(s, 'general', w.su.academy);
    ok(await gql(s.url, 'mutation($i: UserUpdateInput!) { updateUser(input: $i) { id } }', { i: { id: u.user.id, firstName: u.user.firstName, lastName: u.user.lastName, type: 'accountant', password: 'N3w-passw0rd!x', cpassword: 'N3w-passw0rd!x' } }, w.su.token));
    const user = ok(await gql(s.url, HISTORY, { e: 'user', k: String(u.user.id) }, w.su.token)).recordHistory;
    expect(user).toHaveLength(1);
    expect(JSON.parse(user[0].before)).toEqual({ type: 'general' });
    expect(JSON.parse(user[0].after)).toEqual({ type: 'accountant', passwordChanged: true });
    expect(JSON.stringify(user)).not.toContain('N3w-passw0rd!x');
  });

  it('furniture and salary sheets: created, changed and deleted, each a line', async () => {
    const w = await world();
    const saved = ok(await gql(s.url, 'mutation($i: FurnitureNewInput!) { saveFurniture(input: $i) { furnitures { id } } }', { i: { rows: [{ name: 'Bench', amount: 10 }] } }, w.principal.token)).saveFurniture.furnitures[0].id;
    ok(await gql(s.url, 'mutation($i: FurnitureUpdateInput!) { updateFurniture(input: $i) { id } }', { i: { id: saved, name: 'Bench', amount: 12 } }, w.principal.token));
    ok(await gql(s.url, 'mutation($id: Int!) { deleteFurniture(id: $id) }', { id: saved }, w.principal.token));
    const furniture = ok(await gql(s.url, HISTORY, { e: 'furniture', k: String(saved) }, w.principal.token)).recordHistory;
    expect(furniture.map((l: any) => l.action)).toEqual(['create', 'update', 'delete']);
    expect([JSON.parse(furniture[1].before), JSON.parse(furniture[1].after)]).toEqual([{ totalHas: 10 }, { totalHas: 12 }]);

    const sheet = ok(await gql(s.url, 'mutation($i: SalarySheetInput!) { saveSalarySheet(input: $i) { id } }', { i: { month: '2026-02', note: 'first' } }, w.su.token)).saveSalarySheet.id;
    ok(await gql(s.url, 'mutation($i: SalarySheetInput!) { saveSalarySheet(input: $i) { id } }', { i: { id: sheet, month: '2026-02', note: 'second' } }, w.su.token));
    ok(await gql(s.url, 'mutation($id: Int!) { deleteSalarySheet(id: $id) }', { id: sheet }, w.su.token));
    const sheets = ok(await gql(s.url, HISTORY, { e: 'salarySheet', k: String(sheet) }, w.su.token)).recordHistory;
    expect(sheets.map((l: any) => l.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(sheets[1].after)).toEqual({ note: 'second' });
  });

  it('donors: added, changed and deleted, each a line', async () => {
    const w = await world();
    const donor = { memberNo: 501, donorName: 'Abdul Karim', mobile: '01711000000', village: 'V', postOffice: 'P', subDistrict: 'S', district: 'D', donationAmount: 500 };
    const SAVE = 'mutation($i: DonorInput!) { saveDonor(input: $i) { id } }';
    const id = ok(await gql(s.url, SAVE, { i: donor }, w.su.token)).saveDonor.id;
    ok(await gql(s.url, SAVE, { i: { ...donor, id, donationAmount: 700 } }, w.su.token));
    ok(await gql(s.url, 'mutation($id: Int!) { deleteDonor(id: $id) }', { id }, w.su.token));
    const lines = ok(await gql(s.url, HISTORY, { e: 'donor', k: String(id) }, w.su.token)).recordHistory;
    expect(lines.map((l: any) => l.action)).toEqual(['create', 'update', 'delete']);
    expect([JSON.parse(lines[1].before), JSON.parse(lines[1].after)]).toEqual([{ donationAmountPaisa: 50000 }, { donationAmountPaisa: 70000 }]);
  });

  it('a change rolled back leaves no line and the chain head as it was; a committed one has its line', async () => {
    const w = await world();
    const before = await lines(w.code);
    const ctx = { db: s.db, actor: { user: w.su.user, academy: w.su.academy }, ip: '10.0.0.1', client: 'test', clock: { now: () => new Date(), today: () => '2026-03-10' } };
    await expect(writeTransaction(ctx, async (em) => {
      await recordChange(em, ctx, { entity: 'receipt', key: 999, after: { amountPaisa: 1 } });
      throw new Error('refused after recording');
    })).rejects.toThrow('refused after recording');
    expect(await lines(w.code)).toEqual(before);
    // A refused API write (wrong principal code) leaves none either.
    expect(errorCode(await gql(s.url, SAVE_RECEIPT, { i: receipt(w, { principalCode: 'wrong-code' }) }, w.accountant.token))).toBe('authorRequired');
    expect(await lines(w.code)).toEqual(before);
    await writeTransaction(ctx, (em) => recordChange(em, ctx, { entity: 'receipt', key: 999, after: { amountPaisa: 1 } }));
    expect(await lines(w.code)).toHaveLength(before.length + 1);
  });
});

describe('history: the chain', () => {
  it('concurrent receipts make one unbroken chain; an edited, a removed line each break it at that line', async () => {
    const w = await world();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => gql(s.url, SAVE_RECEIPT, { i: receipt(w, { amount: 100 + i }) }, w.accountant.token)));
    for (const r of results) ok(r);
    const all = await lines(w.code);
    expect(all.map((l) => l.seq)).toEqual(all.map((_, i) => i + 1));
    expect(ok(await gql(s.url, CHECK, {}, w.principal.token)).auditChainCheck).toEqual({ ok: true, lines: all.length, brokenAt: null, reason: null });

    const victim = all[5];
    await s.db.getRepository(AuditLine).update({ id: victim.id }, { after: victim.after!.replace(/"amountPaisa":\d+/, '"amountPaisa":1') });
    expect(ok(await gql(s.url, CHECK, {}, w.su.token)).auditChainCheck).toEqual({ ok: false, lines: victim.seq - 1, brokenAt: victim.seq, reason: 'hash' });
    const restCheck = await rest(s.url, 'GET', '/api/history/check', { token: w.su.token });
    expect(restCheck.body).toMatchObject({ success: true, check: { ok: false, brokenAt: victim.seq } });

    await s.db.getRepository(AuditLine).update({ id: victim.id }, { after: victim.after });
    expect(ok(await gql(s.url, CHECK, {}, w.su.token)).auditChainCheck.ok).toBe(true);
    await s.db.getRepository(AuditLine).delete({ id: all[2].id });
    expect(ok(await gql(s.url, CHECK, {}, w.su.token)).auditChainCheck).toMatchObject({ ok: false, brokenAt: 3, reason: 'gap' });
  });

  it('the last lines removed: the head tells', async () => {
    const w = await world();
    ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(w) }, w.accountant.token));
    const all = await lines(w.code);
    await s.db.getRepository(AuditLine).delete({ id: all[all.length - 1].id });
    expect(ok(await gql(s.url, CHECK, {}, w.su.token)).auditChainCheck).toMatchObject({ ok: false, reason: 'head' });
    expect(await s.db.getRepository(AuditHead).findOneBy({ code: w.code })).toMatchObject({ seq: all.length });
  });
});

describe('history: reading', () => {
  it('not signed in: loginError; a role other than principal and superUser: authorRequired', async () => {
    const w = await world();
    for (const token of [undefined, w.accountant.token]) {
      const want = token ? 'authorRequired' : 'loginError';
      expect(errorCode(await gql(s.url, LINES, {}, token))).toBe(want);
      expect(errorCode(await gql(s.url, HISTORY, { e: 'receipt', k: '1' }, token))).toBe(want);
      expect(errorCode(await gql(s.url, CHECK, {}, token))).toBe(want);
      for (const path of ['/api/history/lines', '/api/history/record/receipt/1', '/api/history/check', '/api/history/export?format=csv']) {
        const r = await rest(s.url, 'GET', path, { token });
        expect([path, r.body.message]).toEqual([path, want]);
      }
    }
  });

  it("another academy's lines are never seen", async () => {
    const a = await world();
    const b = await world();
    const id = ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(a) }, a.accountant.token)).saveReceipt.id;
    expect(ok(await gql(s.url, HISTORY, { e: 'receipt', k: String(id) }, b.su.token)).recordHistory).toEqual([]);
    const page = ok(await gql(s.url, LINES, { e: 'receipt' }, b.su.token)).auditLines;
    expect(page.items.map((l: any) => l.recordKey)).not.toContain(String(id));
    const r = await rest(s.url, 'GET', `/api/history/record/receipt/${id}`, { token: b.principal.token });
    expect(r.body).toEqual({ success: true, lines: [] });
    const csv = await fetch(`${s.url}/api/history/export?format=csv&entity=receipt`, { headers: { authorization: `Bearer ${b.su.token}` } });
    expect(await csv.text()).not.toContain(`,receipt,${id},`);
  });

  it('filters by who, what and when, pages newest first; bad filters are invalidValue', async () => {
    const w = await world();
    const id = ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(w) }, w.accountant.token)).saveReceipt.id;
    ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(w, { id, amount: 5 }) }, w.su.token));
    const byAccountant = ok(await gql(s.url, LINES, { a: w.accountant.user.id }, w.principal.token)).auditLines;
    expect(byAccountant.items.every((l: any) => l.actorId === w.accountant.user.id)).toBe(true);
    expect(byAccountant.items.map((l: any) => l.action)).toEqual(['create']);
    const receipts = ok(await gql(s.url, LINES, { e: 'receipt', k: String(id), l: 1 }, w.principal.token)).auditLines;
    expect(receipts.total).toBe(2);
    expect(receipts.items.map((l: any) => l.action)).toEqual(['update']);
    const today = s.clock.today();
    expect(ok(await gql(s.url, LINES, { e: 'receipt', f: today, t: today }, w.principal.token)).auditLines.total).toBe(2);
    expect(ok(await gql(s.url, LINES, { e: 'receipt', t: '2020-01-01' }, w.principal.token)).auditLines.total).toBe(0);
    expect(errorCode(await gql(s.url, LINES, { e: 'nonsense' }, w.principal.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, LINES, { f: '10-03-2026' }, w.principal.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, HISTORY, { e: 'nonsense', k: '1' }, w.principal.token))).toBe('invalidValue');
    expect((await rest(s.url, 'GET', '/api/history/lines?entity=nonsense', { token: w.su.token })).body.message).toBe('invalidValue');
    expect((await rest(s.url, 'GET', '/api/history/export?format=pdf', { token: w.su.token })).body.message).toBe('invalidValue');
    const restPage = await rest(s.url, 'GET', `/api/history/lines?entity=receipt&key=${id}&limit=5`, { token: w.su.token });
    expect(restPage.body).toMatchObject({ success: true, total: 2 });
  });

  it('the export (CSV, xlsx) neutralises formulas', async () => {
    const w = await world();
    ok(await gql(s.url, SAVE_RECEIPT, { i: receipt(w, { donorName: '=HYPERLINK("http://x")' }) }, w.accountant.token));
    const csv = await fetch(`${s.url}/api/history/export?format=csv`, { headers: { authorization: `Bearer ${w.su.token}` } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).toContain('receipt');
    // The JSON cell starts with {, not =; a cell that would start a formula is prefixed with a quote.
    for (const cell of text.split(/[,\r\n]/)) expect(cell).not.toMatch(/^[=+@]/);
    const xlsx = await fetch(`${s.url}/api/history/export?format=xlsx`, { headers: { authorization: `Bearer ${w.su.token}` } });
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBeGreaterThan(1);
    sheet.eachRow((row) => row.eachCell((c) => expect(typeof c.value === 'object' && c.value !== null && 'formula' in c.value).toBe(false)));
  });
});
