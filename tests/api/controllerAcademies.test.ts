import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { ControllerAudit } from '../../api/src/domains/controller/controller-audit.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { hashPassword } from '../../api/src/platform/passwords';
import { makeAcademy, makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const KEY = 'test-controller-key-7f3a';
const LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }';
const LIST = '{ controllerAcademies { code name studentCount bill smsBalance balanceExpiry balanceExpired expiryDate activation status } }';
const AUDIT = 'query($code: String!) { controllerAudit(code: $code) { action academyCode actorEmail before after createdAt } }';
const CREATE = 'mutation($i: ControllerAcademyInput!) { controllerCreateAcademy(input: $i) { code email activation expiryDate bill status } }';
const UPDATE = 'mutation($i: ControllerAcademyUpdateInput!) { controllerUpdateAcademy(input: $i) { code activation expiryDate bill status } }';
const TOP_UP = 'mutation($i: ControllerBalanceInput!) { controllerTopUpBalance(input: $i) { code smsBalance balanceExpiry balanceExpired } }';
const DELETE = 'mutation($code: String!) { controllerDeleteAcademy(code: $code) }';

let s: TestServer;
let owner: string;
let moderator: string;
let academyUser: Signed;

async function operator(email: string, type: string): Promise<string> {
  const repo = s.db.getRepository(ControllerUser);
  await repo.save(repo.create({ email, type: type as ControllerUser['type'], passwordHash: await hashPassword('op-pass'), codeHash: await hashPassword('4321') }));
  const r = await gql(s.url, LOGIN, { input: { email, password: 'op-pass', code: '4321' } });
  return r.data.controllerLogin.token as string;
}

const newAcademy = (over: Record<string, unknown> = {}) => ({
  name: 'নতুন মাদরাসা', address: 'সিলেট', englishName: 'New Madrasa', englishAddress: 'Sylhet', country: 'BD', mobile: '01711111111',
  academyType: 'madrasa', language: 'bn', numberOfStudents: 250, email: `new${Math.random().toString(36).slice(2, 8)}@madrasa.test`,
  password: 'first-pass', cpassword: 'first-pass', activation: true, expiryDate: '2026-12-31', bill: 150000, ...over,
});
const audits = (code: string) => s.db.getRepository(ControllerAudit).find({ where: { code }, order: { id: 'ASC' } });
const academy = (code: string) => s.db.getRepository(Academy).findOneBy({ code });

beforeAll(async () => {
  s = await startServer({ CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876', CONTROLLER_KEY: KEY });
  await controllerService.bootstrap(s.db, s.config);
  owner = (await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } })).data.controllerLogin.token;
  moderator = await operator('mod@talim.test', 'moderator');
  academyUser = await makeUser(s, 'superUser');
});
afterAll(() => s.close());

describe('controller: academy list', () => {
  it('lists every academy with its admitted students counted and an expired SMS balance marked', async () => {
    const a = await makeAcademy(s, { smsBalance: 1234, balanceExpiry: '2026-03-10', bill: 50000 });
    await makeClass(s, a, { className: 'One' });
    await makeStudents(s, a, 'One', ['x', 'y', 'z']);
    const r = await gql(s.url, LIST, {}, owner);
    const row = r.data.controllerAcademies.find((x: { code: string }) => x.code === a.code);
    // The SMS balance answers in taka (1234 paisa stored: 12.34 taka).
    expect(row).toMatchObject({ studentCount: 3, bill: 50000, smsBalance: 12.34, balanceExpired: true, status: 'active' });
    expect(r.data.controllerAcademies.find((x: { code: string }) => x.code === academyUser.academy.code)).toMatchObject({ studentCount: 0, balanceExpired: false });
    // REST with the key: the spec's field names; payment is the bill.
    const list = await rest(s.url, 'POST', `/api/controller/academies/${KEY}`, { token: owner });
    expect(list.body.academies.find((x: { code: string }) => x.code === a.code)).toMatchObject({
      code: a.code, academy_type: 'school', number_of_students: 100, payment: 50000, sms_balance: 12.34, balance_expiry: '2026-03-10', student_count: 3, balance_expired: true,
    });
  });

  it('moderators read; academy users and signed-out callers are refused; a wrong or unset key is a path that is not there', async () => {
    expect((await gql(s.url, LIST, {}, moderator)).data.controllerAcademies.length).toBeGreaterThan(0);
    expect(errorCode(await gql(s.url, LIST))).toBe('loginError');
    expect(errorCode(await gql(s.url, LIST, {}, academyUser.token))).toBe('loginError');
    const admin = await operator('admin-op@talim.test', 'admin');
    expect(errorCode(await gql(s.url, LIST, {}, admin))).toBe('authorRequired');
    expect((await rest(s.url, 'POST', `/api/controller/academies/${KEY}`, { token: moderator })).body.success).toBe(true);
    expect((await rest(s.url, 'POST', `/api/controller/academies/${KEY}`)).body.message).toBe('loginError');
    const wrong = await rest(s.url, 'POST', '/api/controller/academies/not-the-key', { token: owner });
    expect([wrong.status, wrong.body.message]).toEqual([404, 'sorryNotFound']);
  });

  it('with CONTROLLER_KEY unset every {key} path answers sorryNotFound', async () => {
    const other = await startServer({ CONTROLLER_EMAIL: 'o2@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' });
    try {
      await controllerService.bootstrap(other.db, other.config);
      const token = (await gql(other.url, LOGIN, { input: { email: 'o2@talim.test', password: 'owner-pass', code: '9876' } })).data.controllerLogin.token;
      for (const key of ['', 'x', KEY]) {
        const r = await rest(other.url, 'POST', `/api/controller/academies/${key}`, { token });
        expect(r.status).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});

describe('controller: create an academy', () => {
  it('refuses a signed-out caller, an academy user and a moderator; nothing is written', async () => {
    const input = newAcademy();
    expect(errorCode(await gql(s.url, CREATE, { i: input }))).toBe('loginError');
    expect(errorCode(await gql(s.url, CREATE, { i: input }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, CREATE, { i: input }, moderator))).toBe('authorRequired');
    expect((await rest(s.url, 'POST', '/api/controller/academy/new', { body: input })).body.message).toBe('loginError');
    expect((await rest(s.url, 'POST', '/api/controller/academy/new', { token: moderator, body: input })).body.message).toBe('authorRequired');
    expect(await s.db.getRepository(Academy).existsBy({ email: input.email })).toBe(false);
  });

  it('refuses bad input with the catalogue key and writes nothing', async () => {
    const before = await s.db.getRepository(Academy).count();
    const auditsBefore = await s.db.getRepository(ControllerAudit).count();
    expect(errorCode(await gql(s.url, CREATE, { i: newAcademy({ cpassword: 'other-pass' }) }, owner))).toBe('notConfirmedPassword');
    expect(errorCode(await gql(s.url, CREATE, { i: newAcademy({ password: 'abc', cpassword: 'abc' }) }, owner))).toBe('requireText');
    expect(errorCode(await gql(s.url, CREATE, { i: newAcademy({ expiryDate: '2026-02-30' }) }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, CREATE, { i: newAcademy({ email: academyUser.academy.email }) }, owner))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, CREATE, { i: newAcademy({ mobile: '0'.repeat(31) }) }, owner))).toBe('checkMobile');
    const r = await rest(s.url, 'POST', '/api/controller/academy/new', { token: owner, body: newAcademy({ name: ' ' }) });
    expect([r.status, r.body.message]).toEqual([400, 'requiredField']);
    expect(await s.db.getRepository(Academy).count()).toBe(before);
    expect(await s.db.getRepository(ControllerAudit).count()).toBe(auditsBefore);
  });

  it('creates the academy and its first user on the given terms, with an audit row (GraphQL and REST)', async () => {
    const input = newAcademy();
    const r = await gql(s.url, CREATE, { i: input }, owner);
    expect(r.data.controllerCreateAcademy).toMatchObject({ email: input.email, activation: true, expiryDate: '2026-12-31', bill: 150000, status: 'active' });
    const code = r.data.controllerCreateAcademy.code as string;
    expect(await s.db.getRepository(User).findOneBy({ code })).toMatchObject({ email: input.email, type: 'superUser' });
    const [entry] = await audits(code);
    expect(entry).toMatchObject({ action: 'create', actorEmail: 'owner@talim.test', before: null });
    expect(JSON.parse(entry.after!)).toMatchObject({ code, activation: true, expiryDate: '2026-12-31', bill: 150000 });
    // REST: the academy form alone (not activated, no expiry, no bill until the controller sets them).
    const plain = newAcademy();
    for (const k of ['activation', 'expiryDate', 'bill'] as const) delete (plain as Record<string, unknown>)[k];
    const viaRest = await rest(s.url, 'POST', '/api/controller/academy/new', { token: owner, body: plain });
    expect(viaRest.body.academy).toMatchObject({ email: plain.email, activation: false, expiry_date: '', payment: 0, academy_status: 'notActivated' });
  });
});

describe('controller: update an academy (activation, expiry date, bill)', () => {
  it('refuses a signed-out caller, an academy user and a moderator; nothing is written', async () => {
    const a = await makeAcademy(s, { activation: false, expiryDate: '' });
    const i = { code: a.code, activation: true, expiryDate: '2027-01-01', bill: 1 };
    expect(errorCode(await gql(s.url, UPDATE, { i }))).toBe('loginError');
    expect(errorCode(await gql(s.url, UPDATE, { i }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, UPDATE, { i }, moderator))).toBe('authorRequired');
    expect((await rest(s.url, 'PUT', `/api/controller/academy/update/${a.code}`, { token: academyUser.token, body: i })).body.message).toBe('loginError');
    expect((await rest(s.url, 'PUT', `/api/controller/academy/update/${a.code}`, { token: moderator, body: i })).body.message).toBe('authorRequired');
    expect(await academy(a.code)).toMatchObject({ activation: false, expiryDate: '', bill: 0 });
    expect(await audits(a.code)).toEqual([]);
  });

  it('a missing academy is sorryNotFound; bad input is refused with its key; nothing is written', async () => {
    const a = await makeAcademy(s, { activation: false, expiryDate: '' });
    expect(errorCode(await gql(s.url, UPDATE, { i: { code: '999999999', activation: true, expiryDate: '', bill: 0 } }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, UPDATE, { i: { code: a.code, activation: true, expiryDate: '2027-13-01', bill: 0 } }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, UPDATE, { i: { code: a.code, activation: true, expiryDate: '2027-01-01', bill: -5 } }, owner))).toBe('invalidValue');
    const r = await rest(s.url, 'PUT', `/api/controller/academy/update/${a.code}`, { token: owner, body: { activation: true, expiry_date: 'soon', payment: 10 } });
    expect([r.status, r.body.message]).toEqual([400, 'invalidValue']);
    expect(await academy(a.code)).toMatchObject({ activation: false, expiryDate: '', bill: 0 });
    expect(await audits(a.code)).toEqual([]);
  });

  it("activates an academy whose trial ended and sets its expiry: any academy's row, audited with before and after", async () => {
    const a = await makeAcademy(s, { activation: true, expiryDate: '2026-03-01', bill: 0 });
    expect((await gql(s.url, LIST, {}, owner)).data.controllerAcademies.find((x: { code: string }) => x.code === a.code).status).toBe('expired');
    const r = await gql(s.url, UPDATE, { i: { code: a.code, activation: true, expiryDate: '2027-03-01', bill: 120000 } }, owner);
    expect(r.data.controllerUpdateAcademy).toMatchObject({ status: 'active', expiryDate: '2027-03-01', bill: 120000 });
    // The academy's own users can write again.
    expect(await academy(a.code)).toMatchObject({ activation: true, expiryDate: '2027-03-01', bill: 120000 });
    const viaRest = await rest(s.url, 'PUT', `/api/controller/academy/update/${a.code}`, { token: owner, body: { activation: false, expiry_date: '2027-03-01', payment: 120000 } });
    expect(viaRest.body.academy).toMatchObject({ activation: false, academy_status: 'notActivated' });
    const log = (await gql(s.url, AUDIT, { code: a.code }, owner)).data.controllerAudit;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['update', 'update']);
    expect(JSON.parse(log[1].before)).toMatchObject({ activation: true, expiryDate: '2026-03-01', bill: 0 });
    expect(JSON.parse(log[1].after)).toMatchObject({ activation: true, expiryDate: '2027-03-01', bill: 120000 });
    expect(JSON.parse(log[0].after)).toMatchObject({ activation: false });
    expect(log[0].actorEmail).toBe('owner@talim.test');
    // Moderators read the log; academy users do not.
    expect((await gql(s.url, AUDIT, { code: a.code }, moderator)).data.controllerAudit).toHaveLength(2);
    expect(errorCode(await gql(s.url, AUDIT, { code: a.code }, academyUser.token))).toBe('loginError');
    const restLog = await rest(s.url, 'GET', `/api/controller/academy/audit/${a.code}`, { token: owner });
    expect(restLog.body.audit[1]).toMatchObject({ action: 'update', academy_code: a.code, before: { expiryDate: '2026-03-01' } });
  });
});

describe('controller: SMS balance top-up (update_balances)', () => {
  it('refuses a signed-out caller, an academy user, a moderator and a wrong key; nothing is written', async () => {
    const a = await makeAcademy(s, { smsBalance: 100 });
    const i = { code: a.code, amount: 5000, balanceExpiry: '2026-12-31' };
    const path = `/api/controller/academy/update_balances/${a.code}`;
    expect(errorCode(await gql(s.url, TOP_UP, { i }))).toBe('loginError');
    expect(errorCode(await gql(s.url, TOP_UP, { i }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, TOP_UP, { i }, moderator))).toBe('authorRequired');
    expect((await rest(s.url, 'POST', `${path}/${KEY}`, { body: { amount: 5000, balance_expiry: '2026-12-31' } })).body.message).toBe('loginError');
    expect((await rest(s.url, 'POST', `${path}/${KEY}`, { token: moderator, body: { amount: 5000, balance_expiry: '2026-12-31' } })).body.message).toBe('authorRequired');
    const wrongKey = await rest(s.url, 'POST', `${path}/wrong`, { token: owner, body: { amount: 5000, balance_expiry: '2026-12-31' } });
    expect([wrongKey.status, wrongKey.body.message]).toEqual([404, 'sorryNotFound']);
    expect(await academy(a.code)).toMatchObject({ smsBalance: 100, balanceExpiry: '' });
    expect(await audits(a.code)).toEqual([]);
  });

  it('a missing academy is sorryNotFound; a zero or negative amount or a bad date is invalidValue; nothing is written', async () => {
    const a = await makeAcademy(s, { smsBalance: 100 });
    expect(errorCode(await gql(s.url, TOP_UP, { i: { code: 'nope', amount: 1, balanceExpiry: '2026-12-31' } }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, TOP_UP, { i: { code: a.code, amount: 0, balanceExpiry: '2026-12-31' } }, owner))).toBe('invalidValue');
    // Taka to the paisa: a third decimal, or more than one top-up may add, is invalidValue.
    expect(errorCode(await gql(s.url, TOP_UP, { i: { code: a.code, amount: 1.005, balanceExpiry: '2026-12-31' } }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, TOP_UP, { i: { code: a.code, amount: 1_000_001, balanceExpiry: '2026-12-31' } }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, TOP_UP, { i: { code: a.code, amount: 10, balanceExpiry: '' } }, owner))).toBe('invalidValue');
    const r = await rest(s.url, 'POST', `/api/controller/academy/update_balances/${a.code}/${KEY}`, { token: owner, body: { amount: -3, balance_expiry: '2026-12-31' } });
    expect([r.status, r.body.message]).toEqual([400, 'invalidValue']);
    const missing = await rest(s.url, 'POST', `/api/controller/academy/update_balances/000000/${KEY}`, { token: owner, body: { amount: 3, balance_expiry: '2026-12-31' } });
    expect([missing.status, missing.body.message]).toEqual([404, 'sorryNotFound']);
    expect(await academy(a.code)).toMatchObject({ smsBalance: 100, balanceExpiry: '' });
    expect(await audits(a.code)).toEqual([]);
  });

  it('adds to the balance and sets its expiry, audited; parallel top-ups all count', async () => {
    const a = await makeAcademy(s, { smsBalance: 100, balanceExpiry: '2026-01-01' });
    // Amounts in taka, as the balance answers; the academy row keeps paisa.
    const r = await gql(s.url, TOP_UP, { i: { code: a.code, amount: 50, balanceExpiry: '2026-12-31' } }, owner);
    expect(r.data.controllerTopUpBalance).toEqual({ code: a.code, smsBalance: 51, balanceExpiry: '2026-12-31', balanceExpired: false });
    const viaRest = await rest(s.url, 'POST', `/api/controller/academy/update_balances/${a.code}/${KEY}`, { token: owner, body: { sms_balance: 9, balance_expiry: '2027-01-31' } });
    expect(viaRest.body.academy).toMatchObject({ sms_balance: 60, balance_expiry: '2027-01-31' });
    await Promise.all(Array.from({ length: 5 }, () => gql(s.url, TOP_UP, { i: { code: a.code, amount: 0.1, balanceExpiry: '2027-01-31' } }, owner)));
    expect((await academy(a.code))!.smsBalance).toBe(6050);
    const rows = await audits(a.code);
    expect(rows).toHaveLength(7);
    expect(JSON.parse(rows[0].before!)).toMatchObject({ smsBalance: 100, balanceExpiry: '2026-01-01' });
    expect(JSON.parse(rows[0].after!)).toMatchObject({ smsBalance: 5100, balanceExpiry: '2026-12-31' });
    // Every audit row's before is the previous row's after: no top-up saw a stale balance.
    for (let k = 1; k < rows.length; k++) expect(JSON.parse(rows[k].before!).smsBalance).toBe(JSON.parse(rows[k - 1].after!).smsBalance);
  });
});

describe('controller: delete an academy', () => {
  it('refuses a signed-out caller, an academy user, a moderator and a wrong key; nothing is deleted', async () => {
    const a = await makeAcademy(s);
    const path = `/api/controller/academies/delete/${a.code}`;
    expect(errorCode(await gql(s.url, DELETE, { code: a.code }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { code: a.code }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { code: a.code }, moderator))).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `${path}/${KEY}`, { token: academyUser.token })).body.message).toBe('loginError');
    expect((await rest(s.url, 'DELETE', `${path}/${KEY}`, { token: moderator })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `${path}/wrong-key`, { token: owner })).status).toBe(404);
    expect(await academy(a.code)).not.toBeNull();
  });

  it('a missing academy is sorryNotFound and writes no audit row', async () => {
    const count = await s.db.getRepository(ControllerAudit).count();
    expect(errorCode(await gql(s.url, DELETE, { code: '123' }, owner))).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/controller/academies/delete/123/${KEY}`, { token: owner })).status).toBe(404);
    expect(await s.db.getRepository(ControllerAudit).count()).toBe(count);
  });

  it("deletes the academy with all its rows, keeps other academies' rows and the audit log", async () => {
    const doomed = await makeUser(s, 'superUser');
    const code = doomed.academy.code;
    await makeClass(s, doomed.academy, { className: 'Gone' });
    const keep = await makeClass(s, academyUser.academy, { className: 'Kept' });
    expect(await gql(s.url, DELETE, { code }, owner)).toEqual({ data: { controllerDeleteAcademy: true } });
    expect(await academy(code)).toBeNull();
    expect(await s.db.getRepository(User).countBy({ code })).toBe(0);
    expect(await s.db.getRepository(ClassRoom).countBy({ code })).toBe(0);
    expect(await s.db.getRepository(ClassRoom).existsBy({ id: keep.id })).toBe(true);
    const [entry] = await audits(code);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(JSON.parse(entry.before!)).toMatchObject({ code, email: doomed.academy.email });
    // The deleted academy's session ends with it.
    expect((await gql(s.url, '{ me { id } }', {}, doomed.token)).data?.me ?? null).toBeNull();
    const other = await makeAcademy(s);
    expect((await rest(s.url, 'DELETE', `/api/controller/academies/delete/${other.code}/${KEY}`, { token: owner })).body).toEqual({ success: true });
    expect(await academy(other.code)).toBeNull();
  });
});
