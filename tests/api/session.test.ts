import jwt from 'jsonwebtoken';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { hashPassword } from '../../api/src/platform/passwords';
import { forgetSessions, SESSION_CACHE_MS } from '../../api/src/platform/session';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * The server remembers a signed-in caller for a moment (platform/session.ts). Every case first
 * makes the server remember the caller (two signed-in calls), then changes who they are, and
 * expects the very next call to see the change.
 */
const ME = '{ me { id type permissions academy { status } } }';
const REGISTER = 'mutation($input: UserRegisterInput!) { registerUser(input: $input) { id } }';
const UPDATE = 'mutation($input: UserUpdateInput!) { updateUser(input: $input) { id type } }';
const DELETE = 'mutation($id: Int!) { deleteUser(id: $id) }';
const CONTROLLER_LOGIN = 'mutation($input: ControllerLoginInput!) { controllerLogin(input: $input) { token } }';
const CONTROLLER_ME = '{ controllerMe { email type } }';
const ACADEMY_UPDATE = 'mutation($i: ControllerAcademyUpdateInput!) { controllerUpdateAcademy(input: $i) { code activation } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());
afterEach(() => { jest.restoreAllMocks(); });

const newUser = () => {
  const password = `pass-${Math.random().toString(36).slice(2, 8)}`;
  return { firstName: 'Rafiq', lastName: 'Islam', email: `u${Math.random().toString(36).slice(2, 9)}@example.test`, password, cpassword: password };
};
const me = async (token: string) => (await gql(s.url, ME, {}, token)).data.me;
const restMe = async (token: string) => (await rest(s.url, 'GET', '/api/auth/me', { token })).body;
/** Two signed-in calls, one over each transport: the caller is remembered now. */
async function warm(u: Signed): Promise<void> {
  expect((await me(u.token)).id).toBe(u.user.id);
  expect((await restMe(u.token)).user.id).toBe(u.user.id);
}
const updateInput = (u: Signed, over: Record<string, unknown> = {}) => ({ id: u.user.id, firstName: u.user.firstName, lastName: u.user.lastName, ...over });

async function operator(type: 'super_admin' | 'moderator'): Promise<{ id: number; token: string }> {
  const email = `op${Math.random().toString(36).slice(2, 8)}@talim.test`;
  const repo = s.db.getRepository(ControllerUser);
  const row = await repo.save(repo.create({ email, type, passwordHash: await hashPassword('op-pass'), codeHash: await hashPassword('4321') }));
  const r = await gql(s.url, CONTROLLER_LOGIN, { input: { email, password: 'op-pass', code: '4321' } });
  return { id: row.id, token: r.data.controllerLogin.token as string };
}

describe('remembered sessions are forgotten at once when who the caller is changes', () => {
  it('refuses a token right after its logout (REST and GraphQL)', async () => {
    const u = await makeUser(s, 'accountant');
    await warm(u);
    expect((await rest(s.url, 'POST', '/api/auth/logout', { token: u.token })).body).toEqual({ success: true });
    expect(await me(u.token)).toBeNull();
    expect((await restMe(u.token)).message).toBe('loginError');
  });

  it('refuses a token right after an admin changes the password, and after the user is deleted', async () => {
    const admin = await makeUser(s, 'admin');
    const changed = await makeUser(s, 'education', admin.academy);
    const deleted = await makeUser(s, 'education', admin.academy);
    await warm(changed);
    await warm(deleted);
    const r = await gql(s.url, UPDATE, { input: updateInput(changed, { password: 'a-new-password', cpassword: 'a-new-password' }) }, admin.token);
    expect(r.errors).toBeUndefined();
    expect(await me(changed.token)).toBeNull();
    expect((await restMe(changed.token)).message).toBe('loginError');
    expect((await gql(s.url, DELETE, { id: deleted.user.id }, admin.token)).data.deleteUser).toBe(true);
    expect(await me(deleted.token)).toBeNull();
    expect((await restMe(deleted.token)).message).toBe('loginError');
  });

  it('sees a changed user type at once: its permissions follow', async () => {
    const superUser = await makeUser(s, 'superUser');
    const admin = await makeUser(s, 'admin', superUser.academy);
    await warm(admin);
    expect((await gql(s.url, REGISTER, { input: newUser() }, admin.token)).errors).toBeUndefined();
    const r = await gql(s.url, UPDATE, { input: updateInput(admin, { type: 'generalTeacher' }) }, superUser.token);
    expect(r.data.updateUser.type).toBe('generalTeacher');
    const after = await me(admin.token);
    expect(after.type).toBe('generalTeacher');
    expect(after.permissions).not.toContain('user.manage');
    expect((await restMe(admin.token)).user.type).toBe('generalTeacher');
    expect(errorCode(await gql(s.url, REGISTER, { input: newUser() }, admin.token))).toBe('authorRequired');
  });

  it('refuses writes right after the controller deactivates the academy', async () => {
    const { token: owner } = await operator('super_admin');
    const u = await makeUser(s, 'superUser');
    await warm(u);
    expect((await me(u.token)).academy.status).toBe('active');
    const r = await gql(s.url, ACADEMY_UPDATE, { i: { code: u.academy.code, activation: false, expiryDate: '2027-03-10', bill: 0 } }, owner);
    expect(r.data.controllerUpdateAcademy.activation).toBe(false);
    expect((await me(u.token)).academy.status).toBe('notActivated');
    expect((await restMe(u.token)).user.academy_status).toBe('notActivated');
    expect(errorCode(await gql(s.url, REGISTER, { input: newUser() }, u.token))).toBe('notActivated');
  });

  it('sees writes made directly through TypeORM: a repository update, a transaction, a delete', async () => {
    const u = await makeUser(s, 'admin');
    await warm(u);
    await s.db.getRepository(User).update({ id: u.user.id }, { type: 'general' });
    expect((await me(u.token)).type).toBe('general');
    await s.db.transaction(async (em) => { await em.getRepository(User).update({ id: u.user.id }, { type: 'principal' }); });
    expect((await me(u.token)).type).toBe('principal');
    await s.db.getRepository(Academy).update({ code: u.academy.code }, { activation: false });
    expect((await me(u.token)).academy.status).toBe('notActivated');
    await s.db.getRepository(User).increment({ id: u.user.id }, 'tokenVersion', 1);
    expect(await me(u.token)).toBeNull();
  });

  it('forgets again when a transaction that changed a user commits (another connection may read the old row meanwhile)', async () => {
    const u = await makeUser(s, 'admin');
    await warm(u);
    const ownConnections = s.db.options.type !== 'better-sqlite3';
    await s.db.transaction(async (em) => {
      await em.getRepository(User).update({ id: u.user.id }, { type: 'general' });
      // MySQL/MariaDB: a request on another connection reads (and may remember) the committed row
      // while this transaction is open. SQLite makes it wait for the transaction instead.
      if (ownConnections) expect((await me(u.token)).type).toBe('admin');
    });
    expect((await me(u.token)).type).toBe('general');
    expect((await restMe(u.token)).user.type).toBe('general');
  });

  it('refuses a controller operator token right after its logout, and a changed operator type at once', async () => {
    const op = await operator('super_admin');
    expect((await gql(s.url, CONTROLLER_ME, {}, op.token)).data.controllerMe.type).toBe('super_admin');
    expect((await gql(s.url, CONTROLLER_ME, {}, op.token)).data.controllerMe.type).toBe('super_admin');
    await s.db.getRepository(ControllerUser).update({ id: op.id }, { type: 'moderator' });
    expect((await gql(s.url, CONTROLLER_ME, {}, op.token)).data.controllerMe.type).toBe('moderator');
    expect((await gql(s.url, 'mutation { controllerLogout }', {}, op.token)).data.controllerLogout).toBe(true);
    expect((await gql(s.url, CONTROLLER_ME, {}, op.token)).data.controllerMe).toBeNull();
  });

  it('a raw SQL write is seen after forgetSessions(db), and without it once SESSION_CACHE_MS has passed', async () => {
    const u = await makeUser(s, 'admin');
    const raw = async (type: string) => {
      const q = s.db.options.type === 'better-sqlite3' ? 'UPDATE "users" SET "type" = ? WHERE "id" = ?' : 'UPDATE `users` SET `type` = ? WHERE `id` = ?';
      await s.db.query(q, [type, u.user.id]);
    };
    await warm(u);
    await raw('general');
    expect((await me(u.token)).type).toBe('admin'); // remembered: raw SQL is not seen by TypeORM
    forgetSessions(s.db);
    expect((await me(u.token)).type).toBe('general');
    await raw('principal');
    expect((await me(u.token)).type).toBe('general');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE_MS + 1);
    expect((await me(u.token)).type).toBe('principal');
  });

  it('never uses a remembered token past its expiry', async () => {
    const u = await makeUser(s, 'admin');
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = jwt.sign({ ver: 0, exp }, s.config.jwtSecret, { algorithm: 'HS256', audience: 'talim', subject: String(u.user.id) });
    expect((await me(token)).id).toBe(u.user.id);
    jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 + 1000);
    expect(await me(token)).toBeNull();
    expect((await rest(s.url, 'GET', '/api/auth/me', { token })).body.message).toBe('loginError');
  });

  it('keeps the kinds apart: a remembered academy token is no controller session, nor the other way round', async () => {
    const u = await makeUser(s, 'admin');
    const op = await operator('moderator');
    await warm(u);
    expect((await gql(s.url, CONTROLLER_ME, {}, u.token)).data.controllerMe).toBeNull();
    expect((await gql(s.url, CONTROLLER_ME, {}, op.token)).data.controllerMe.type).toBe('moderator');
    expect(await me(op.token)).toBeNull();
  });
});
