import { existsSync } from 'node:fs';
import path from 'node:path';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { makeAcademy, makeUser } from '../support/factories';
import { errorCode, gql, pngBytes, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const REGISTER = `mutation($input: AcademyRegisterInput!) {
  registerAcademy(input: $input) { token user { type email code academy { slug status expiryDate activation academyType } } } }`;
const UPDATE = `mutation($input: AcademyUpdateInput!) { updateAcademy(input: $input) { name mobile email numberOfStudents } }`;

function form(over: Record<string, unknown> = {}) {
  return {
    name: 'নূরানী একাডেমি', address: 'সিলেট', englishName: 'Nurani Academy', englishAddress: 'Sylhet', country: 'BD',
    mobile: '01711111111, 01811111111', academyType: 'madrasa', numberOfStudents: 320, language: 'bn',
    email: `nurani${Math.random().toString(36).slice(2, 8)}@example.test`, password: 'secret1', cpassword: 'secret1', acceptTerms: true,
    ...over,
  };
}

const fields = (f: Record<string, unknown>) => {
  const { email: _e, password: _p, cpassword: _c, acceptTerms: _a, numberOfStudents: _n, ...rest } = f;
  return rest;
};

let s: TestServer;
beforeAll(async () => { s = await startServer({ TRIAL_DAYS: '30' }); });
afterAll(() => s.close());

const academies = () => s.db.getRepository(Academy).count();

describe('registerAcademy', () => {
  it('creates the academy on a trial from today (Asia/Dhaka) with its first user as superUser, signed in', async () => {
    const input = form();
    const r = await gql(s.url, REGISTER, { input });
    expect(r.errors).toBeUndefined();
    const slug = input.email.split('@')[0];
    expect(r.data.registerAcademy.user).toMatchObject({
      type: 'superUser', email: input.email, academy: { slug, status: 'active', activation: true, expiryDate: '2026-04-09', academyType: 'madrasa' },
    });
    const me = await gql(s.url, '{ me { type permissions } }', {}, r.data.registerAcademy.token);
    expect(me.data.me.permissions).toEqual(expect.arrayContaining(['class.write', 'academy.update', 'user.manage']));
  });

  it.each([
    ['requireText', { password: 'abc', cpassword: 'abc' }],
    ['notConfirmedPassword', { cpassword: 'secret2' }],
    ['checkMobile', { mobile: '017111, 018111, 019111' }],
    ['checkMobile', { mobile: '0171111111111111111111111111111' }],
    ['requiredField', { name: '' }],
    ['requiredField', { acceptTerms: false }],
    ['invalidValue', { name: 'x'.repeat(161) }],
    ['invalidEmail', { email: 'no-at-sign' }],
    ['invalidEmail', { email: 'nur\ud800ani@example.test' }],
    ['invalidEmail', { email: '\udc00@example.test' }],
    ['invalidValue', { englishName: 'Nurani \ud83d Academy' }],
    ['invalidValue', { academyType: 'factory' }],
  ])('refuses %s and writes nothing (%j)', async (key, over) => {
    const before = await academies();
    const r = await gql(s.url, REGISTER, { input: form(over) });
    expect(errorCode(r)).toBe(key);
    // requireText is only the short password; a missing field has its own key, naming it.
    if (key === 'requiredField') expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
    expect(await academies()).toBe(before);
  });

  it('refuses an ill-formed e-mail (a lone surrogate) over REST with invalidEmail, before any query', async () => {
    const before = await academies();
    const r = await rest(s.url, 'POST', '/api/auth/new_academy', { body: form({ email: 'nur\ud800ani@example.test' }) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: 'invalidEmail', params: { field: 'email' } });
    expect(await academies()).toBe(before);
  });

  it('refuses an e-mail (or its prefix, the public slug) that is taken', async () => {
    const first = form();
    expect((await gql(s.url, REGISTER, { input: first })).errors).toBeUndefined();
    const before = await academies();
    expect(errorCode(await gql(s.url, REGISTER, { input: form({ email: first.email }) }))).toBe('duplicateNotPossible');
    const samePrefix = `${first.email.split('@')[0]}@other.test`;
    expect(errorCode(await gql(s.url, REGISTER, { input: form({ email: samePrefix }) }))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, REGISTER, { input: form({ email: 'login@example.test' }) }))).toBe('duplicateNotPossible');
    expect(await academies()).toBe(before);
  });

  it('registers over REST multipart with a logo, stored and served back as an image', async () => {
    const f = new FormData();
    for (const [k, v] of Object.entries(form())) f.append(k, String(v));
    f.append('logo', new Blob([pngBytes(120, 120)], { type: 'image/png' }), 'logo.png');
    const r = await rest(s.url, 'POST', '/api/auth/new_academy', { form: f });
    expect(r.status).toBe(200);
    expect(r.body.user.logo_url).toMatch(/^\/files\/\d{6}\/logo-[0-9a-f-]+\.png$/);
    expect(existsSync(path.join(s.config.dataDir, 'uploads', r.body.user.logo_url.replace('/files/', '')))).toBe(true);
    const img = await fetch(`${s.url}${r.body.user.logo_url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('registers over GraphQL multipart with an upload', async () => {
    const f = new FormData();
    const input = form();
    f.append('operations', JSON.stringify({ query: 'mutation($input: AcademyRegisterInput!, $logo: Upload) { registerAcademy(input: $input, logo: $logo) { user { academy { logoUrl } } } }', variables: { input, logo: null } }));
    f.append('map', JSON.stringify({ 0: ['variables.logo'] }));
    f.append('0', new Blob([pngBytes()], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true' } });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.registerAcademy.user.academy.logoUrl).toMatch(/\.png$/);
  });

  it('refuses a file that is not an image, or too large, and writes nothing', async () => {
    const before = await academies();
    const f = new FormData();
    for (const [k, v] of Object.entries(form())) f.append(k, String(v));
    f.append('logo', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'logo.png');
    const r = await rest(s.url, 'POST', '/api/auth/new_academy', { form: f });
    expect(r.body.message).toBe('invalidFile');
    const g = new FormData();
    for (const [k, v] of Object.entries(form())) g.append(k, String(v));
    g.append('logo', new Blob([pngBytes(120, 120, 600 * 1024)], { type: 'image/png' }), 'big.png');
    const big = await rest(s.url, 'POST', '/api/auth/new_academy', { form: g });
    expect(big.body.message).toBe('fileTooLarge');
    expect(await academies()).toBe(before);
  });
});

describe('TRIAL_DAYS=0', () => {
  let t: TestServer;
  beforeAll(async () => { t = await startServer({ TRIAL_DAYS: '0' }); });
  afterAll(() => t.close());

  it('registers the academy not activated: it reads, but writes answer notActivated', async () => {
    const r = await gql(t.url, REGISTER, { input: form() });
    expect(r.data.registerAcademy.user.academy).toMatchObject({ status: 'notActivated', activation: false, expiryDate: '' });
    const token = r.data.registerAcademy.token;
    expect((await gql(t.url, '{ classes { id } }', {}, token)).data.classes).toEqual([]);
    const w = await gql(t.url, 'mutation { saveClass(input: { department: "A", className: "1", books: [] }) { id } }', {}, token);
    expect(errorCode(w)).toBe('notActivated');
  });
});

describe('updateAcademy', () => {
  const input = (over: Record<string, unknown> = {}) => fields(form(over));

  it('is refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, UPDATE, { input: input() }))).toBe('loginError');
  });

  it('is refused for a role other than admin or superUser', async () => {
    const u = await makeUser(s, 'principal');
    expect(errorCode(await gql(s.url, UPDATE, { input: input() }, u.token))).toBe('authorRequired');
    const r = await rest(s.url, 'PUT', `/api/auth/academy/update/${u.academy.code}`, { token: u.token, body: input() });
    expect(r.status).toBe(403);
  });

  it('never touches another tenant: the REST path code must be the signed-in academy', async () => {
    const u = await makeUser(s, 'admin');
    const other = await makeAcademy(s);
    const r = await rest(s.url, 'PUT', `/api/auth/academy/update/${other.code}`, { token: u.token, body: input({ name: 'Hijacked' }) });
    expect(r.body).toMatchObject({ success: false, message: 'authorRequired' });
    expect((await s.db.getRepository(Academy).findOneByOrFail({ code: other.code })).name).not.toBe('Hijacked');
  });

  it('refuses bad input with its key and writes nothing', async () => {
    const u = await makeUser(s, 'superUser');
    expect(errorCode(await gql(s.url, UPDATE, { input: input({ mobile: '1, 2, 3' }) }, u.token))).toBe('checkMobile');
    const missing = await gql(s.url, UPDATE, { input: input({ englishAddress: '' }) }, u.token);
    expect(errorCode(missing)).toBe('requiredField');
    expect(missing.errors![0].extensions!.params).toEqual({ field: 'englishAddress' });
    expect((await s.db.getRepository(Academy).findOneByOrFail({ code: u.academy.code })).name).toBe(u.academy.name);
  });

  it('updates every field but e-mail and number of students', async () => {
    const u = await makeUser(s, 'admin');
    const r = await gql(s.url, UPDATE, { input: input({ name: 'নতুন নাম', mobile: '01999999999' }) }, u.token);
    expect(r.data.updateAcademy).toEqual({ name: 'নতুন নাম', mobile: '01999999999', email: u.academy.email, numberOfStudents: 100 });
    const rr = await rest(s.url, 'PUT', `/api/auth/academy/update/${u.academy.code}`, { token: u.token, body: { ...input({ name: 'REST name' }), email: 'x@y.z', numberOfStudents: 9 } });
    expect(rr.body.academy).toMatchObject({ name: 'REST name', email: u.academy.email, number_of_students: 100 });
  });

  it('is refused with notActivated once the academy has expired', async () => {
    const academy = await makeAcademy(s, { expiryDate: '2026-03-11' });
    const u = await makeUser(s, 'superUser', academy);
    expect((await gql(s.url, UPDATE, { input: input() }, u.token)).errors).toBeUndefined();
    s.clock.addDays(1); // 2026-03-11 in Dhaka: no longer before the expiry date
    try {
      expect(errorCode(await gql(s.url, UPDATE, { input: input() }, u.token))).toBe('notActivated');
      expect((await gql(s.url, '{ me { academy { status } } }', {}, u.token)).data.me.academy.status).toBe('expired');
    } finally {
      s.clock.addDays(-1);
    }
    expect(await s.db.getRepository(User).countBy({ code: academy.code })).toBe(1);
  });
});
