import bcrypt from 'bcryptjs';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { hashPassword } from '../../api/src/platform/passwords';
import { makeAcademy, makeUser } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token user { email type } } }';
const OVERVIEW = '{ controllerOverview { academies active notActivated expired users } }';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' });
  await controllerService.bootstrap(s.db, s.config);
});
afterAll(() => s.close());

describe('controller', () => {
  it('creates the first operator from CONTROLLER_* once, keeping an existing account', async () => {
    await controllerService.bootstrap(s.db, s.config);
    expect(await s.db.getRepository(ControllerUser).countBy({ email: 'owner@talim.test' })).toBe(1);
  });

  it('signs in with e-mail, password and code (REST), with a separate session', async () => {
    const r = await rest(s.url, 'POST', '/api/controller/login', { body: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } });
    expect(r.body).toMatchObject({ success: true, user: { email: 'owner@talim.test', type: 'super_admin' } });
    expect(r.headers.get('set-cookie')).toMatch(/talim_controller=/);
    const me = await rest(s.url, 'GET', '/api/controller/me', { cookie: (r.headers.get('set-cookie') ?? '').split(';')[0] });
    expect(me.body.user.email).toBe('owner@talim.test');
  });

  it('refuses a wrong code (incorrectCode) or password (invalidEmailOrPassword), and a missing code', async () => {
    const wrongCode = await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '0000' } });
    expect(errorCode(wrongCode)).toBe('incorrectCode');
    expect(wrongCode.errors![0].extensions!.params).toEqual({ field: 'code' });
    const r = await rest(s.url, 'POST', '/api/controller/login', { body: { email: 'owner@talim.test', password: 'owner-pass', code: '1234' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: 'incorrectCode', params: { field: 'code' } });
    // A wrong password says nothing about the code.
    expect(errorCode(await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'x', code: '9876' } }))).toBe('invalidEmailOrPassword');
    expect(errorCode(await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'x', code: '0000' } }))).toBe('invalidEmailOrPassword');
    expect(errorCode(await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '' } }))).toBe('requiredField');
  });

  it('30 parallel wrong passwords for one operator: exactly the budget (10) is evaluated, the rest tooManyAttempts', async () => {
    const repo = s.db.getRepository(ControllerUser);
    await repo.save(repo.create({ email: 'race@talim.test', type: 'moderator', passwordHash: await hashPassword('race-pass'), codeHash: await hashPassword('2222') }));
    const compares = jest.spyOn(bcrypt, 'compare');
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () => gql(s.url, LOGIN, { input: { email: 'race@talim.test', password: 'wrong', code: '2222' } })));
      expect(answers.filter((r) => errorCode(r) === 'invalidEmailOrPassword')).toHaveLength(10);
      expect(answers.filter((r) => errorCode(r) === 'tooManyAttempts')).toHaveLength(20);
      expect(compares).toHaveBeenCalledTimes(10);
    } finally {
      compares.mockRestore();
    }
  });

  it('refuses an ill-formed e-mail (a lone surrogate) as a wrong sign-in, before any query', async () => {
    const r = await rest(s.url, 'POST', '/api/controller/login', { body: { email: 'own\ud800er@talim.test', password: 'owner-pass', code: '9876' } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, message: 'invalidEmailOrPassword' });
    expect(errorCode(await gql(s.url, LOGIN, { input: { email: '\udc00@talim.test', password: 'owner-pass', code: '9876' } }))).toBe('invalidEmailOrPassword');
  });

  it('shows the overview to a super_admin only; academy users and signed-out callers are refused', async () => {
    await makeAcademy(s, { activation: false, expiryDate: '' });
    await makeAcademy(s, { expiryDate: '2026-01-01' });
    const su = await makeUser(s, 'superUser');
    expect(errorCode(await gql(s.url, OVERVIEW))).toBe('loginError');
    expect(errorCode(await gql(s.url, OVERVIEW, {}, su.token))).toBe('loginError');
    const login = await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } });
    const o = await gql(s.url, OVERVIEW, {}, login.data.controllerLogin.token);
    expect(o.data.controllerOverview).toEqual({ academies: 3, active: 1, notActivated: 1, expired: 1, users: 1 });
    // A controller token is no academy session.
    expect((await gql(s.url, '{ me { id } }', {}, login.data.controllerLogin.token)).data.me).toBeNull();
  });

  it('refuses the overview to a moderator', async () => {
    const repo = s.db.getRepository(ControllerUser);
    await repo.save(repo.create({ email: 'mod@talim.test', type: 'moderator', passwordHash: await hashPassword('mod-pass'), codeHash: await hashPassword('1111') }));
    const login = await gql(s.url, LOGIN, { input: { email: 'mod@talim.test', password: 'mod-pass', code: '1111' } });
    expect(errorCode(await gql(s.url, OVERVIEW, {}, login.data.controllerLogin.token))).toBe('authorRequired');
  });

  it('logout ends the controller session', async () => {
    const login = await gql(s.url, LOGIN, { input: { email: 'owner@talim.test', password: 'owner-pass', code: '9876' } });
    const token = login.data.controllerLogin.token;
    expect((await gql(s.url, '{ controllerMe { email } }', {}, token)).data.controllerMe.email).toBe('owner@talim.test');
    expect((await rest(s.url, 'GET', '/api/controller/logout', { token })).body).toEqual({ success: true });
    expect((await gql(s.url, '{ controllerMe { email } }', {}, token)).data.controllerMe).toBeNull();
  });
});
