import { ControllerAudit } from '../../api/src/domains/controller/controller-audit.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { hashPassword } from '../../api/src/platform/passwords';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }';
const REGISTER = 'mutation($i: ControllerOperatorInput!) { controllerRegisterOperator(input: $i) { id email } }';
const UPDATE = 'mutation($i: ControllerOperatorUpdateInput!) { controllerUpdateOperator(input: $i) { id } }';
const DELETE_OP = 'mutation($id: Int!) { controllerDeleteOperator(id: $id) }';
const DELETE_USER = 'mutation($c: String!, $id: Int!) { controllerDeleteAcademyUser(code: $c, id: $id) }';
const OP_AUDIT = '{ controllerOperatorAudit { id academyCode action actorEmail before after createdAt } }';

let s: TestServer;
let owner: string;
let moderator: string;
let admin: string;
let academyUser: Signed;

async function operator(email: string, type: string): Promise<string> {
  const repo = s.db.getRepository(ControllerUser);
  await repo.save(repo.create({ email, type: type as ControllerUser['type'], passwordHash: await hashPassword(`pw-${email}`), codeHash: await hashPassword('4321') }));
  return (await gql(s.url, LOGIN, { input: { email, password: `pw-${email}`, code: '4321' } })).data.controllerLogin.token as string;
}
const operatorRows = () => s.db.getRepository(ControllerAudit).find({ where: { code: '' }, order: { id: 'ASC' } });
/** Nothing secret in an audit row: no password, security code, or bcrypt hash, under any name. */
function expectNoSecrets(row: ControllerAudit, ...secrets: string[]) {
  const text = `${row.before ?? ''}${row.after ?? ''}`;
  expect(text).not.toMatch(/\$2[aby]\$|hash|"password"|securityCode"|cpassword/i);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

beforeAll(async () => {
  s = await startServer({ CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' });
  await controllerService.bootstrap(s.db, s.config);
  owner = (await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } })).data.controllerLogin.token;
  moderator = await operator('mod@talim.test', 'moderator');
  admin = await operator('admin@talim.test', 'admin');
  academyUser = await makeUser(s, 'superUser');
});
afterAll(() => s.close());

describe('controller users: every change is audited, without secrets', () => {
  it('create, update (password and code changed) and delete each write one row: who, what, before and after', async () => {
    const input = { firstName: 'Nadia', lastName: 'Rahman', email: 'nadia@talim.test', type: 'moderator', password: 'nadia-secret-1', cpassword: 'nadia-secret-1', securityCode: '55501' };
    const id = (await gql(s.url, REGISTER, { i: input }, owner)).data.controllerRegisterOperator.id as number;
    const [created] = await operatorRows();
    expect(created).toMatchObject({ code: '', action: 'operatorCreate', actorEmail: 'owner@talim.test', before: null });
    expect(JSON.parse(created.after!)).toEqual({ id, email: 'nadia@talim.test', type: 'moderator', firstName: 'Nadia', lastName: 'Rahman', signUrl: '', avatarUrl: '' });
    expectNoSecrets(created, 'nadia-secret-1', '55501');

    await gql(s.url, UPDATE, { i: { id, firstName: 'Nadia', lastName: 'Karim', type: 'admin', password: 'nadia-secret-2', cpassword: 'nadia-secret-2', securityCode: '66602' } }, owner);
    const updated = (await operatorRows())[1];
    expect(updated).toMatchObject({ action: 'operatorUpdate', actorEmail: 'owner@talim.test' });
    expect(JSON.parse(updated.before!)).toMatchObject({ lastName: 'Rahman', type: 'moderator' });
    expect(JSON.parse(updated.after!)).toMatchObject({ lastName: 'Karim', type: 'admin', passwordChanged: true, securityCodeChanged: true });
    expectNoSecrets(updated, 'nadia-secret-2', '66602');
    // A change that keeps the secrets says nothing about them.
    await gql(s.url, UPDATE, { i: { id, firstName: 'Nadia', lastName: 'K', type: 'admin' } }, owner);
    const plain = JSON.parse((await operatorRows())[2].after!);
    expect(plain).not.toHaveProperty('passwordChanged');
    expect(plain).not.toHaveProperty('securityCodeChanged');

    expect((await rest(s.url, 'POST', `/api/controller/operator/delete/${id}`, { token: owner })).body).toEqual({ success: true });
    const deleted = (await operatorRows())[3];
    expect(deleted).toMatchObject({ action: 'operatorDelete', after: null });
    expect(JSON.parse(deleted.before!)).toMatchObject({ id, email: 'nadia@talim.test', lastName: 'K' });
    expectNoSecrets(deleted);
  });

  it('a refused change (signed out, moderator, bad input, missing, oneself) writes no audit row', async () => {
    const before = (await operatorRows()).length;
    const i = { firstName: 'X', lastName: 'Y', email: 'x@talim.test', type: 'moderator', password: 'x-secret-1', cpassword: 'x-secret-1', securityCode: '1234' };
    expect(errorCode(await gql(s.url, REGISTER, { i }))).toBe('loginError');
    expect(errorCode(await gql(s.url, REGISTER, { i }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, REGISTER, { i }, moderator))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, REGISTER, { i: { ...i, cpassword: 'other' } }, owner))).toBe('notConfirmedPassword');
    expect(errorCode(await gql(s.url, REGISTER, { i: { ...i, email: 'mod@talim.test' } }, owner))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, UPDATE, { i: { id: 999999, firstName: 'a', lastName: 'b', type: 'admin' } }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_OP, { id: 999999 }, owner))).toBe('sorryNotFound');
    const me = await s.db.getRepository(ControllerUser).findOneByOrFail({ email: 'owner@talim.test' });
    expect(errorCode(await gql(s.url, DELETE_OP, { id: me.id }, owner))).toBe('notWorked');
    expect(await operatorRows()).toHaveLength(before);
  });

  it('the audit view: super_admin and moderators read it (GraphQL and REST), admin operators and academy users do not', async () => {
    const entries = (await gql(s.url, OP_AUDIT, {}, moderator)).data.controllerOperatorAudit;
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries[0]).toMatchObject({ academyCode: '', action: 'operatorDelete', actorEmail: 'owner@talim.test', after: null });
    expect(entries.map((e: { id: number }) => e.id)).toEqual([...entries.map((e: { id: number }) => e.id)].sort((a, b) => b - a));
    expect(errorCode(await gql(s.url, OP_AUDIT, {}))).toBe('loginError');
    expect(errorCode(await gql(s.url, OP_AUDIT, {}, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, OP_AUDIT, {}, admin))).toBe('authorRequired');
    const r = await rest(s.url, 'GET', '/api/controller/operator/audit', { token: owner });
    expect(r.body.audit[0]).toMatchObject({ action: 'operatorDelete', actor_email: 'owner@talim.test', after: null, before: expect.objectContaining({ email: 'nadia@talim.test' }) });
    expect((await rest(s.url, 'GET', '/api/controller/operator/audit', { token: academyUser.token })).status).toBe(401);
  });

  it("an academy user's deletion is audited on the academy, without the user's password hash", async () => {
    const victim = await makeUser(s, 'general', academyUser.academy);
    await gql(s.url, DELETE_USER, { c: victim.academy.code, id: victim.user.id }, owner);
    const [row] = await s.db.getRepository(ControllerAudit).findBy({ code: victim.academy.code, action: 'deleteUser' });
    expect(JSON.parse(row.before!)).toMatchObject({ userId: victim.user.id, userEmail: victim.user.email });
    expectNoSecrets(row, victim.password);
    // Academy rows stay out of the controller users' view.
    expect((await gql(s.url, OP_AUDIT, {}, owner)).data.controllerOperatorAudit.some((e: { action: string }) => e.action === 'deleteUser')).toBe(false);
  });
});
