import { User } from '../../api/src/domains/auth/user.entity';
import { ControllerAudit } from '../../api/src/domains/controller/controller-audit.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { hashPassword } from '../../api/src/platform/passwords';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, pngBytes, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }';
const ACADEMY_USERS = 'query($c: String!) { controllerAcademyUsers(code: $c) { id code academyName email type } }';
const DELETE_USER = 'mutation($c: String!, $id: Int!) { controllerDeleteAcademyUser(code: $c, id: $id) }';
const OPERATORS = '{ controllerOperators { id email type firstName signUrl avatarUrl } }';
const REGISTER = 'mutation($i: ControllerOperatorInput!) { controllerRegisterOperator(input: $i) { id email type firstName lastName signUrl avatarUrl } }';
const UPDATE = 'mutation($i: ControllerOperatorUpdateInput!) { controllerUpdateOperator(input: $i) { id type firstName lastName } }';
const DELETE_OP = 'mutation($id: Int!) { controllerDeleteOperator(id: $id) }';

let s: TestServer;
let owner: string;
let ownerId: number;
let moderator: string;
let academyUser: Signed;

async function operator(email: string, type: string, password = `pw-${email}`): Promise<{ token: string; id: number }> {
  const repo = s.db.getRepository(ControllerUser);
  const saved = await repo.save(repo.create({ email, type: type as ControllerUser['type'], passwordHash: await hashPassword(password), codeHash: await hashPassword('4321') }));
  const r = await gql(s.url, LOGIN, { input: { email, password, code: '4321' } });
  return { token: r.data.controllerLogin.token as string, id: saved.id };
}
const newOperator = (over: Record<string, unknown> = {}) => ({
  firstName: 'Nadia', lastName: 'Rahman', email: `op${Math.random().toString(36).slice(2, 8)}@talim.test`, type: 'moderator',
  password: `secret-${Math.random().toString(36).slice(2, 8)}`, cpassword: '', securityCode: '5555', ...over,
});
const withConfirm = (o: ReturnType<typeof newOperator>) => ({ ...o, cpassword: o.cpassword || o.password });
const operators = () => s.db.getRepository(ControllerUser).count();

beforeAll(async () => {
  s = await startServer({ CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' });
  await controllerService.bootstrap(s.db, s.config);
  owner = (await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } })).data.controllerLogin.token;
  ownerId = (await s.db.getRepository(ControllerUser).findOneByOrFail({ email: 'owner@talim.test' })).id;
  moderator = (await operator('mod@talim.test', 'moderator')).token;
  academyUser = await makeUser(s, 'superUser');
});
afterAll(() => s.close());

describe('controller: academy users of any academy', () => {
  it('lists users of every academy or of one, with the academy name; moderators read, academy users do not', async () => {
    const other = await makeUser(s, 'general');
    const all = (await gql(s.url, ACADEMY_USERS, { c: '' }, owner)).data.controllerAcademyUsers;
    expect(all.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([academyUser.user.email, other.user.email]));
    const one = (await gql(s.url, ACADEMY_USERS, { c: other.academy.code }, moderator)).data.controllerAcademyUsers;
    expect(one).toEqual([{ id: other.user.id, code: other.academy.code, academyName: other.academy.name, email: other.user.email, type: 'general' }]);
    expect(errorCode(await gql(s.url, ACADEMY_USERS, { c: '' }))).toBe('loginError');
    expect(errorCode(await gql(s.url, ACADEMY_USERS, { c: '' }, academyUser.token))).toBe('loginError');
    const r = await rest(s.url, 'GET', `/api/controller/academy_users?code=${other.academy.code}`, { token: owner });
    expect(r.body.users).toEqual([expect.objectContaining({ id: other.user.id, code: other.academy.code, academy_name: other.academy.name, first_name: other.user.firstName })]);
  });

  it('delete: refuses signed-out callers, academy users and moderators; nothing is deleted', async () => {
    const victim = await makeUser(s, 'general', academyUser.academy);
    const v = { c: victim.academy.code, id: victim.user.id };
    expect(errorCode(await gql(s.url, DELETE_USER, v))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_USER, v, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_USER, v, moderator))).toBe('authorRequired');
    expect((await rest(s.url, 'POST', `/api/controller/delete/${v.c}/${v.id}`, { token: moderator })).body.message).toBe('authorRequired');
    expect(await s.db.getRepository(User).existsBy({ id: victim.user.id })).toBe(true);
  });

  it("delete: the wrong academy's code or a missing user is sorryNotFound; the last superUser stays (notWorked)", async () => {
    const victim = await makeUser(s, 'general');
    const elsewhere = await makeUser(s, 'general');
    expect(errorCode(await gql(s.url, DELETE_USER, { c: elsewhere.academy.code, id: victim.user.id }, owner))).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/controller/delete/${victim.academy.code}/999999`, { token: owner })).status).toBe(404);
    const onlySuper = await makeUser(s, 'superUser');
    expect(errorCode(await gql(s.url, DELETE_USER, { c: onlySuper.academy.code, id: onlySuper.user.id }, owner))).toBe('notWorked');
    expect(await s.db.getRepository(User).countBy({ id: victim.user.id })).toBe(1);
    expect(await s.db.getRepository(User).countBy({ id: onlySuper.user.id })).toBe(1);
    expect(await s.db.getRepository(ControllerAudit).countBy({ action: 'deleteUser' })).toBe(0);
  });

  it("deletes a user of any academy, audited on that academy; the user's session ends", async () => {
    const victim = await makeUser(s, 'accountant');
    expect(await gql(s.url, DELETE_USER, { c: victim.academy.code, id: victim.user.id }, owner)).toEqual({ data: { controllerDeleteAcademyUser: true } });
    expect(await s.db.getRepository(User).existsBy({ id: victim.user.id })).toBe(false);
    const [entry] = await s.db.getRepository(ControllerAudit).findBy({ code: victim.academy.code });
    expect(entry).toMatchObject({ action: 'deleteUser', actorEmail: 'owner@talim.test', after: null });
    expect(JSON.parse(entry.before!)).toMatchObject({ userId: victim.user.id, userEmail: victim.user.email, userType: 'accountant' });
    expect((await gql(s.url, '{ me { id } }', {}, victim.token)).data?.me ?? null).toBeNull();
    const second = await makeUser(s, 'general');
    expect((await rest(s.url, 'POST', `/api/controller/delete/${second.academy.code}/${second.user.id}`, { token: owner })).body).toEqual({ success: true });
  });
});

describe('controller: controller users', () => {
  it('lists operators to super_admin and moderators, not to admin operators or academy users', async () => {
    const admin = await operator('admin-op@talim.test', 'admin');
    expect((await gql(s.url, OPERATORS, {}, owner)).data.controllerOperators.map((o: { email: string }) => o.email)).toEqual(expect.arrayContaining(['owner@talim.test', 'mod@talim.test']));
    expect((await gql(s.url, OPERATORS, {}, moderator)).data.controllerOperators.length).toBeGreaterThan(1);
    expect(errorCode(await gql(s.url, OPERATORS, {}, admin.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, OPERATORS, {}, academyUser.token))).toBe('loginError');
    const r = await rest(s.url, 'GET', '/api/controller/users', { token: owner });
    expect(r.body.users[0]).toMatchObject({ email: 'owner@talim.test', type: 'super_admin', first_name: 'Controller', sign_url: '' });
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|password_hash|code_hash/);
  });

  it('register: refuses signed-out callers, academy users and moderators; nothing is written', async () => {
    const before = await operators();
    const i = withConfirm(newOperator());
    expect(errorCode(await gql(s.url, REGISTER, { i }))).toBe('loginError');
    expect(errorCode(await gql(s.url, REGISTER, { i }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, REGISTER, { i }, moderator))).toBe('authorRequired');
    expect((await rest(s.url, 'POST', '/api/controller/register', { token: moderator, body: i })).body.message).toBe('authorRequired');
    expect(await operators()).toBe(before);
  });

  it('register: bad input answers its catalogue key and writes nothing', async () => {
    const before = await operators();
    expect(errorCode(await gql(s.url, REGISTER, { i: newOperator({ password: 'abcdef', cpassword: 'abcdeg' }) }, owner))).toBe('notConfirmedPassword');
    expect(errorCode(await gql(s.url, REGISTER, { i: newOperator({ password: 'abc', cpassword: 'abc' }) }, owner))).toBe('requireText');
    expect(errorCode(await gql(s.url, REGISTER, { i: withConfirm(newOperator({ type: 'root' })) }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, REGISTER, { i: withConfirm(newOperator({ securityCode: '12' })) }, owner))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, REGISTER, { i: withConfirm(newOperator({ email: 'mod@talim.test' })) }, owner))).toBe('duplicateNotPossible');
    // The same password as another operator's: strongPassword, never saying whose.
    expect(errorCode(await gql(s.url, REGISTER, { i: newOperator({ password: 'owner-pass', cpassword: 'owner-pass' }) }, owner))).toBe('strongPassword');
    const form = new FormData();
    for (const [k, v] of Object.entries(withConfirm(newOperator({ firstName: ' ' })))) form.append(k, String(v));
    form.append('controller_avatar', new Blob([pngBytes()], { type: 'image/png' }), 'a.png');
    const r = await rest(s.url, 'POST', '/api/controller/register', { token: owner, form });
    expect([r.status, r.body.message]).toEqual([400, 'requiredField']);
    expect(await operators()).toBe(before);
  });

  it('register (multipart with controller_sign and controller_avatar) and sign in as the new operator', async () => {
    const i = withConfirm(newOperator({ type: 'super_admin' }));
    const form = new FormData();
    for (const [k, v] of Object.entries(i)) form.append(k, String(v));
    form.append('controller_sign', new Blob([pngBytes(300, 80)], { type: 'image/png' }), 'sign.png');
    form.append('controller_avatar', new Blob([pngBytes()], { type: 'image/png' }), 'avatar.png');
    const r = await rest(s.url, 'POST', '/api/controller/register', { token: owner, form });
    expect(r.body.user).toMatchObject({ email: i.email, type: 'super_admin', first_name: 'Nadia' });
    expect(r.body.user.sign_url).toMatch(/^\/files\/controller\/sign-/);
    expect(r.body.user.avatar_url).toMatch(/^\/files\/controller\/avatar-/);
    // Operators see the images; academy users do not.
    expect((await fetch(`${s.url}${r.body.user.avatar_url}`, { headers: { authorization: `Bearer ${owner}` } })).status).toBe(200);
    expect((await fetch(`${s.url}${r.body.user.avatar_url}`, { headers: { authorization: `Bearer ${academyUser.token}` } })).status).toBe(403);
    const login = await gql(s.url, LOGIN, { input: { email: i.email, password: i.password, code: '5555' } });
    expect(login.data.controllerLogin.token).toBeTruthy();
    const viaGql = await gql(s.url, REGISTER, { i: withConfirm(newOperator()) }, owner);
    expect(viaGql.data.controllerRegisterOperator).toMatchObject({ type: 'moderator', signUrl: '', avatarUrl: '' });
  });

  it('update: refusals write nothing; success changes name, type, password and code and ends old sessions', async () => {
    const target = await operator('target@talim.test', 'moderator', 'target-pass');
    const i = { id: target.id, firstName: 'Renamed', lastName: 'Op', type: 'admin' };
    expect(errorCode(await gql(s.url, UPDATE, { i }))).toBe('loginError');
    expect(errorCode(await gql(s.url, UPDATE, { i }, moderator))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, UPDATE, { i: { ...i, id: 999999 } }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, UPDATE, { i: { ...i, password: 'new-pass-1', cpassword: 'other' } }, owner))).toBe('notConfirmedPassword');
    expect(errorCode(await gql(s.url, UPDATE, { i: { ...i, type: 'owner' } }, owner))).toBe('invalidValue');
    // Nobody changes their own type; the last super_admin stays one.
    expect(errorCode(await gql(s.url, UPDATE, { i: { id: ownerId, firstName: 'x', lastName: 'y', type: 'moderator' } }, owner))).toBe('authorRequired');
    expect(await s.db.getRepository(ControllerUser).findOneBy({ id: target.id })).toMatchObject({ firstName: '', type: 'moderator' });

    const r = await gql(s.url, UPDATE, { i: { ...i, password: 'target-new-1', cpassword: 'target-new-1', securityCode: '7777' } }, owner);
    expect(r.data.controllerUpdateOperator).toEqual({ id: target.id, type: 'admin', firstName: 'Renamed', lastName: 'Op' });
    expect((await gql(s.url, '{ controllerMe { email } }', {}, target.token)).data.controllerMe).toBeNull();
    expect((await gql(s.url, LOGIN, { input: { email: 'target@talim.test', password: 'target-new-1', code: '7777' } })).data.controllerLogin.token).toBeTruthy();
    // REST multipart: empty secrets keep them.
    const form = new FormData();
    for (const [k, v] of Object.entries({ id: target.id, firstName: 'Again', lastName: 'Op', userType: 'moderator', password: '', cpassword: '' })) form.append(k, String(v));
    const viaRest = await rest(s.url, 'PUT', '/api/controller/update', { token: owner, form });
    expect(viaRest.body.user).toMatchObject({ first_name: 'Again', type: 'moderator' });
  });

  it('delete: refusals write nothing; nobody deletes themselves; super_admin deletes another operator', async () => {
    const target = await operator('doomed@talim.test', 'admin');
    expect(errorCode(await gql(s.url, DELETE_OP, { id: target.id }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_OP, { id: target.id }, academyUser.token))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_OP, { id: target.id }, moderator))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DELETE_OP, { id: 999999 }, owner))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_OP, { id: ownerId }, owner))).toBe('notWorked');
    expect(await s.db.getRepository(ControllerUser).existsBy({ id: target.id })).toBe(true);
    expect((await rest(s.url, 'POST', `/api/controller/operator/delete/${target.id}`, { token: owner })).body).toEqual({ success: true });
    expect(await s.db.getRepository(ControllerUser).existsBy({ id: target.id })).toBe(false);
    expect((await gql(s.url, '{ controllerMe { email } }', {}, target.token)).data.controllerMe).toBeNull();
  });
});
