/**
 * The visitor sign-in (issue 24 item 14; spec doc 2 §7 "visitor sign-in sends visitorEmail and
 * returns a user", doc 1 §2 the public result and online admission "as a visitor"): an e-mail alone
 * on an academy's public site gives a visitor user and a session of its own kind, which never
 * signs in an academy user (no office right anywhere); the visitor's online applications are
 * linked to them and they can follow them, on that academy's site only.
 */
import { Visitor } from '../../api/src/domains/auth/visitor.entity';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { makeAcademy, makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SIGN_IN = 'mutation($slug: String!, $input: VisitorSignInInput!) { visitorSignIn(slug: $slug, input: $input) { token user { id code email type academyName slug } } }';
const ME = 'query($slug: String!) { visitorMe(slug: $slug) { id email type } }';
const APPLICATIONS = 'query($slug: String!) { visitorApplications(slug: $slug) { formNo name choosingClass status admitNo admittedClass } }';
const SIGN_OUT = 'mutation { visitorSignOut }';

let s: TestServer;
let A: Signed;
let B: Signed;
beforeAll(async () => {
  s = await startServer({ ADMISSION_RATE_POINTS: '100' });
  A = await makeUser(s, 'superUser');
  B = await makeUser(s, 'superUser');
  for (const a of [A.academy, B.academy]) {
    await makeClass(s, a, { department: 'General', className: 'Class 5' });
    const settings = s.db.getRepository(AcademySettings);
    await settings.save(settings.create({ code: a.code, onlineAdmission: true, draftMessages: [] }));
  }
});
afterAll(() => s.close());

const visitors = (a: Academy) => s.db.getRepository(Visitor).countBy({ code: a.code });
async function signIn(a: Academy, visitorEmail: string): Promise<{ token: string; id: number }> {
  const r = await rest(s.url, 'POST', `/api/auth/visitor/login/${a.slug}`, { body: { visitorEmail } });
  expect(r.status).toBe(200);
  return { token: r.body.token, id: r.body.user.id };
}
const apply = (a: Academy, token?: string, over: Record<string, unknown> = {}) =>
  rest(s.url, 'POST', `/api/education/online_admission/${a.slug}`, { token, body: studentForm({ choosingClass: 'Class 5', ...over }) });

describe('visitor sign-in', () => {
  it('REST: visitorEmail in, a visitor user out (the spec\'s keys), the talim_visitor cookie set; one row per academy and address', async () => {
    const before = await visitors(A.academy);
    const r = await rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { body: { visitorEmail: 'Parent@Example.TEST' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true, token: expect.any(String),
      user: { id: expect.any(Number), code: A.academy.code, email: 'parent@example.test', type: 'visitor', name: A.academy.name, slug: A.academy.slug },
    });
    expect(r.headers.get('set-cookie')).toMatch(/^talim_visitor=[^;]+;.*HttpOnly/);
    const again = await rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { body: { visitorEmail: 'parent@example.test' } });
    expect(again.body.user.id).toBe(r.body.user.id);
    expect(await visitors(A.academy)).toBe(before + 1);
    // The same address on another academy's site is another visitor.
    const other = await signIn(B.academy, 'parent@example.test');
    expect(other.id).not.toBe(r.body.user.id);
    const me = await rest(s.url, 'GET', `/api/auth/visitor/me/${A.academy.slug}`, { token: r.body.token });
    expect(me.body.user).toMatchObject({ email: 'parent@example.test', type: 'visitor' });
  });

  it('GraphQL: visitorSignIn answers the user; visitorMe is that visitor on their academy\'s site and null on another\'s', async () => {
    const r = await gql(s.url, SIGN_IN, { slug: A.academy.slug, input: { visitorEmail: 'gql@example.test' } });
    expect(r.errors).toBeUndefined();
    const { token, user } = r.data.visitorSignIn;
    expect(user).toMatchObject({ code: A.academy.code, email: 'gql@example.test', type: 'visitor', academyName: A.academy.name, slug: A.academy.slug });
    expect((await gql(s.url, ME, { slug: A.academy.slug }, token)).data.visitorMe).toEqual({ id: user.id, email: 'gql@example.test', type: 'visitor' });
    expect((await gql(s.url, ME, { slug: B.academy.slug }, token)).data.visitorMe).toBeNull();
    expect((await gql(s.url, ME, { slug: A.academy.slug })).data.visitorMe).toBeNull();
  });

  it('bad input: a missing or malformed visitorEmail is invalidEmailOrPassword, an unknown site sorryNotFound; nothing written', async () => {
    const before = await s.db.getRepository(Visitor).count();
    for (const visitorEmail of ['', 'not-an-address', `${'x'.repeat(200)}@example.test`]) {
      const r = await rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { body: { visitorEmail } });
      expect([r.status, r.body.message]).toEqual([401, 'invalidEmailOrPassword']);
      expect(errorCode(await gql(s.url, SIGN_IN, { slug: A.academy.slug, input: { visitorEmail } }))).toBe('invalidEmailOrPassword');
    }
    expect((await rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { body: {} })).body.message).toBe('invalidEmailOrPassword');
    const none = await rest(s.url, 'POST', '/api/auth/visitor/login/no-such-academy', { body: { visitorEmail: 'a@example.test' } });
    expect([none.status, none.body.message]).toEqual([404, 'sorryNotFound']);
    expect(await s.db.getRepository(Visitor).count()).toBe(before);
  });

  it('is limited per address like the other public writes (tooManyAttempts), nothing written past the limit', async () => {
    const t = await startServer({ ADMISSION_RATE_POINTS: '2' });
    try {
      const a = await makeAcademy(t);
      for (const n of [1, 2]) expect((await rest(t.url, 'POST', `/api/auth/visitor/login/${a.slug}`, { body: { visitorEmail: `v${n}@example.test` } })).status).toBe(200);
      const third = await rest(t.url, 'POST', `/api/auth/visitor/login/${a.slug}`, { body: { visitorEmail: 'v3@example.test' } });
      expect([third.status, third.body.message]).toEqual([429, 'tooManyAttempts']);
      expect(await t.db.getRepository(Visitor).countBy({ code: a.code })).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('gives no office right: the visitor\'s token signs in no academy user, every office call is loginError and writes nothing', async () => {
    const { token } = await signIn(A.academy, 'curious@example.test');
    expect((await rest(s.url, 'GET', '/api/auth/me', { token })).body.message).toBe('loginError');
    expect((await gql(s.url, '{ me { id } }', {}, token)).data.me).toBeNull();
    expect((await rest(s.url, 'GET', '/api/controller/me', { token })).body.message).toBe('loginError');
    expect((await rest(s.url, 'GET', `/api/education/students/${A.academy.code}`, { token })).body.message).toBe('loginError');
    const classes = await s.db.getRepository(ClassRoom).countBy({ code: A.academy.code });
    const add = await rest(s.url, 'POST', `/api/education/class/new/${A.academy.code}`, { token, body: { department: 'General', className: 'Hack', groupName: '' } });
    expect([add.status, add.body.message]).toEqual([401, 'loginError']);
    expect(errorCode(await gql(s.url, '{ pendingApplications { id } }', {}, token))).toBe('loginError');
    expect(await s.db.getRepository(ClassRoom).countBy({ code: A.academy.code })).toBe(classes);
    // Nor does an academy user's token sign in a visitor.
    expect((await gql(s.url, ME, { slug: A.academy.slug }, A.token)).data.visitorMe).toBeNull();
    expect(errorCode(await gql(s.url, APPLICATIONS, { slug: A.academy.slug }, A.token))).toBe('loginError');
  });

  it('sign-out ends the visitor\'s session: the token no longer signs them in', async () => {
    const { token } = await signIn(A.academy, 'leaving@example.test');
    expect((await gql(s.url, SIGN_OUT, {}, token)).data.visitorSignOut).toBe(true);
    expect((await gql(s.url, ME, { slug: A.academy.slug }, token)).data.visitorMe).toBeNull();
    expect((await rest(s.url, 'GET', `/api/auth/visitor/applications/${A.academy.slug}`, { token })).body.message).toBe('loginError');
  });
});

describe('a visitor\'s online applications', () => {
  it('an application sent signed in is the visitor\'s: listed with its status (pending, then admitted), REST and GraphQL', async () => {
    const { token, id } = await signIn(A.academy, 'mother@example.test');
    const sent = await apply(A.academy, token, { name: 'Abdullah' });
    expect(sent.body).toMatchObject({ success: true, form_no: expect.any(Number) });
    const row = await s.db.getRepository(Student).findOneByOrFail({ code: A.academy.code, formNo: sent.body.form_no });
    expect(row.visitorId).toBe(id);
    const list = await rest(s.url, 'GET', `/api/auth/visitor/applications/${A.academy.slug}`, { token });
    expect(list.body.applications).toEqual([{ form_no: sent.body.form_no, name: 'Abdullah', choosing_class: 'Class 5', date: '2026-03-10', status: 'pending', admit_no: null, admitted_class: '' }]);
    await s.db.getRepository(Student).update({ id: row.id }, { admitNo: 77, admittedClass: 'Class 5' });
    const g = await gql(s.url, APPLICATIONS, { slug: A.academy.slug }, token);
    expect(g.data.visitorApplications).toEqual([{ formNo: sent.body.form_no, name: 'Abdullah', choosingClass: 'Class 5', status: 'admitted', admitNo: 77, admittedClass: 'Class 5' }]);
  });

  it('not signed in: an application is still taken (linked to nobody), and the list is loginError', async () => {
    const sent = await apply(A.academy, undefined, { name: 'Anonymous' });
    expect(sent.body.success).toBe(true);
    expect((await s.db.getRepository(Student).findOneByOrFail({ code: A.academy.code, formNo: sent.body.form_no })).visitorId).toBeNull();
    const r = await rest(s.url, 'GET', `/api/auth/visitor/applications/${A.academy.slug}`);
    expect([r.status, r.body.message]).toEqual([401, 'loginError']);
    expect(errorCode(await gql(s.url, APPLICATIONS, { slug: A.academy.slug }))).toBe('loginError');
  });

  it('tenancy: a visitor of academy B reads nothing of A (authorRequired), and an application B\'s visitor sends to A is not theirs', async () => {
    const a = await signIn(A.academy, 'a-parent@example.test');
    await apply(A.academy, a.token, { name: 'A child' });
    const b = await signIn(B.academy, 'b-parent@example.test');
    const r = await rest(s.url, 'GET', `/api/auth/visitor/applications/${A.academy.slug}`, { token: b.token });
    expect([r.status, r.body.message]).toEqual([403, 'authorRequired']);
    expect(errorCode(await gql(s.url, APPLICATIONS, { slug: A.academy.slug }, b.token))).toBe('authorRequired');
    const sent = await apply(A.academy, b.token, { name: 'Sent from B' });
    expect((await s.db.getRepository(Student).findOneByOrFail({ code: A.academy.code, formNo: sent.body.form_no })).visitorId).toBeNull();
    expect((await rest(s.url, 'GET', `/api/auth/visitor/applications/${B.academy.slug}`, { token: b.token })).body.applications).toEqual([]);
  });
});
