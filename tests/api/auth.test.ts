import { User } from '../../api/src/domains/auth/user.entity';
import { makeUser } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const ME = '{ me { id email type code academy { code status } permissions menuGroups } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token user { email type } } }';

let s: TestServer;
beforeAll(async () => { s = await startServer({ LOGIN_RATE_POINTS: '3' }); });
afterAll(() => s.close());

describe('sign-in', () => {
  it('signs in over REST with the spec shape and a session cookie; /me answers with the academy fields', async () => {
    const u = await makeUser(s, 'education');
    const r = await rest(s.url, 'POST', '/api/auth/login', { body: { email: u.user.email.toUpperCase(), password: u.password } });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.user).toMatchObject({ id: u.user.id, code: u.academy.code, email: u.user.email, type: 'education', name: u.academy.name, academy_type: 'school', activation: true });
    expect(r.body.user).not.toHaveProperty('password');
    expect(r.body.user).not.toHaveProperty('passwordHash');
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/talim_session=[^;]+; .*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await rest(s.url, 'GET', '/api/auth/me', { cookie: cookie.split(';')[0] });
    expect(me.body).toMatchObject({ success: true, user: { email: u.user.email, english_name: u.academy.englishName } });
  });

  it('signs in over GraphQL and the token works as a Bearer token', async () => {
    const u = await makeUser(s, 'principal');
    const r = await gql(s.url, LOGIN, { input: { email: u.user.email, password: u.password } });
    expect(r.errors).toBeUndefined();
    const me = await gql(s.url, ME, {}, r.data.login.token);
    expect(me.data.me).toMatchObject({ email: u.user.email, type: 'principal', academy: { code: u.academy.code, status: 'active' } });
    expect(me.data.me.menuGroups).toEqual(expect.arrayContaining(['administration', 'education', 'messageService']));
    const teacher = await makeUser(s, 'generalTeacher');
    const groups = (await gql(s.url, ME, {}, teacher.token)).data.me.menuGroups;
    expect(groups).toEqual(['dashboard', 'hostelManager', 'library', 'attendance', 'admission', 'website', 'settings']);
  });

  it('refuses a wrong password with invalidEmailOrPassword', async () => {
    const u = await makeUser(s, 'general');
    const r = await gql(s.url, LOGIN, { input: { email: u.user.email, password: 'wrong-password' } });
    expect(errorCode(r)).toBe('invalidEmailOrPassword');
    const rr = await rest(s.url, 'POST', '/api/auth/login', { body: { email: 'nobody@example.test', password: 'whatever' } });
    expect(rr.status).toBe(401);
    expect(rr.body).toEqual({ success: false, message: 'invalidEmailOrPassword', params: {} });
  });

  it('refuses bad input with a catalogue key', async () => {
    const r = await rest(s.url, 'POST', '/api/auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('invalidEmailOrPassword');
  });

  it('refuses an ill-formed e-mail (a lone surrogate) as a wrong sign-in, before any query (MariaDB answered 500)', async () => {
    for (const email of ['a\ud800@example.test', '\ud800@example.test', 'a@exa\udc00mple.test']) {
      const r = await rest(s.url, 'POST', '/api/auth/login', { body: { email, password: 'whatever' } });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, message: 'invalidEmailOrPassword' });
      expect(errorCode(await gql(s.url, LOGIN, { input: { email, password: 'whatever' } }))).toBe('invalidEmailOrPassword');
    }
    const u = await makeUser(s, 'general');
    expect(errorCode(await gql(s.url, LOGIN, { input: { email: u.user.email, password: 'pass\ud800' } }))).toBe('invalidValue');
  });

  it('rate limits failed sign-ins per account and address', async () => {
    const u = await makeUser(s, 'general');
    for (let i = 0; i < 3; i++) {
      expect(errorCode(await gql(s.url, LOGIN, { input: { email: u.user.email, password: 'nope' } }))).toBe('invalidEmailOrPassword');
    }
    const blocked = await gql(s.url, LOGIN, { input: { email: u.user.email, password: u.password } });
    expect(errorCode(blocked)).toBe('tooManyAttempts');
    expect(blocked.errors![0].extensions!.params!.seconds).toBeGreaterThan(0);
  });

  it('logout invalidates earlier tokens', async () => {
    const u = await makeUser(s, 'accountant');
    expect((await gql(s.url, ME, {}, u.token)).data.me.email).toBe(u.user.email);
    const out = await rest(s.url, 'GET', '/api/auth/logout', { token: u.token });
    expect(out.body).toEqual({ success: true });
    expect(out.headers.get('set-cookie')).toMatch(/talim_session=;/);
    expect((await gql(s.url, ME, {}, u.token)).data.me).toBeNull();
    expect((await rest(s.url, 'GET', '/api/auth/me', { token: u.token })).body.message).toBe('loginError');
    const row = await s.db.getRepository(User).findOneByOrFail({ id: u.user.id });
    expect(row.tokenVersion).toBe(1);
  });

  it('ignores forged, expired and controller tokens for academy calls', async () => {
    const u = await makeUser(s, 'superUser');
    const forged = u.token.slice(0, -3) + 'abc';
    expect((await gql(s.url, ME, {}, forged)).data.me).toBeNull();
    const jwt = await import('jsonwebtoken');
    const none = jwt.sign({ ver: 0 }, '', { algorithm: 'none', audience: 'talim', subject: String(u.user.id) } as never);
    expect((await gql(s.url, ME, {}, none)).data.me).toBeNull();
    const expired = jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, s.config.jwtSecret, { algorithm: 'HS256', audience: 'talim', subject: String(u.user.id) });
    expect((await gql(s.url, ME, {}, expired)).data.me).toBeNull();
    const otherAudience = jwt.sign({ ver: 0 }, s.config.jwtSecret, { algorithm: 'HS256', audience: 'talim-controller', subject: String(u.user.id) });
    expect((await gql(s.url, ME, {}, otherAudience)).data.me).toBeNull();
  });

  it('answers me as null and REST /me with loginError when not signed in', async () => {
    expect((await gql(s.url, ME)).data.me).toBeNull();
    const r = await rest(s.url, 'GET', '/api/auth/me');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, message: 'loginError' });
  });

  it('masks unknown errors and sends a request id', async () => {
    const r = await rest(s.url, 'POST', '/api/auth/login', { body: '{bad json' as unknown });
    expect(r.headers.get('x-request-id')).toBeTruthy();
    expect(r.body.success).toBe(false);
  });
});
