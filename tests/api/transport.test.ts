import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { Student } from '../../api/src/domains/education/student.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { signToken } from '../../api/src/platform/tokens';
import { makeClass, makeStudents, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, pngBytes, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ ADMISSION_RATE_POINTS: '100', CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876' });
  await controllerService.bootstrap(s.db, s.config);
});
afterAll(() => s.close());

const EVIL = 'https://evil.example';
const cookieOf = (u: Signed) => `talim_session=${u.token}`;
const users = (code: string) => s.db.getRepository(User).countBy({ code });

/** Every file under DATA_DIR/uploads. */
function uploads(): string[] {
  const root = path.join(s.config.dataDir, 'uploads');
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try { names = readdirSync(dir); } catch { return; }
    for (const n of names) {
      const p = path.join(dir, n);
      if (statSync(p).isDirectory()) walk(p); else out.push(p);
    }
  };
  walk(root);
  return out;
}

/** A raw request (fetch forbids Origin and Sec-Fetch-* headers on some runtimes; node:http sends exactly what we say). */
function raw(method: string, p: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${s.url}${p}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
const json = (r: { body: Buffer }) => JSON.parse(r.body.toString('utf8'));

/** A multipart body by hand (so the request carries exactly the headers we choose). */
function multipart(fields: Record<string, string>, files: Record<string, { name: string; type: string; data: Uint8Array }> = {}) {
  const boundary = `----talim${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, f] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), Buffer.from(f.data), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

describe('cross-site request forgery (REST)', () => {
  // Passwords are approval codes, unique within an academy.
  const newUser = (n: string) => new URLSearchParams({ email: `csrf-${n}@example.test`, password: `Str0ng-${n}!`, cpassword: `Str0ng-${n}!`, firstName: 'Forged', lastName: 'User', type: 'superUser' }).toString();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('refuses a cookie-signed urlencoded write from a foreign Origin, or marked cross-site or same-site, and writes nothing', async () => {
    const su = await makeUser(s, 'superUser');
    const before = await users(su.academy.code);
    const senders: Record<string, string>[] = [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site', origin: 'https://school.talim.example' }, { origin: 'null' }];
    for (const [i, h] of senders.entries()) {
      const r = await raw('POST', `/api/auth/register/${su.academy.code}`, { ...form, cookie: cookieOf(su), ...h }, newUser(`x${i}`));
      expect(r.status).toBe(403);
      expect(json(r)).toMatchObject({ success: false, message: 'crossSiteRefused' });
    }
    // A multipart write too (refused before its files are read).
    const files = uploads().length;
    const m = multipart({ email: 'csrf-m@example.test', password: 'Str0ng-pass!', cpassword: 'Str0ng-pass!', firstName: 'F', lastName: 'U', type: 'superUser' }, { avatar: { name: 'a.png', type: 'image/png', data: pngBytes() } });
    const r = await raw('POST', `/api/auth/register/${su.academy.code}`, { 'content-type': m.type, cookie: cookieOf(su), origin: EVIL }, m.body);
    expect(r.status).toBe(403);
    const del = await raw('DELETE', `/api/education/class/delete/${su.academy.code}/1`, { cookie: cookieOf(su), 'sec-fetch-site': 'cross-site' });
    expect(del.status).toBe(403);
    expect(await users(su.academy.code)).toBe(before);
    expect(uploads().length).toBe(files);
  });

  it('lets the same origin write with the cookie (Origin of this server, Sec-Fetch-Site same-origin), and callers without either header (curl)', async () => {
    const su = await makeUser(s, 'superUser');
    const host = new URL(s.url).host;
    const a = await raw('POST', `/api/auth/register/${su.academy.code}`, { ...form, cookie: cookieOf(su), origin: s.url, 'sec-fetch-site': 'same-origin' }, newUser('same1'));
    expect(a.status).toBe(200);
    const b = await raw('POST', `/api/auth/register/${su.academy.code}`, { ...form, cookie: cookieOf(su), origin: `http://${host}` }, newUser('same2'));
    expect(json(b)).toMatchObject({ success: true });
    const c = await raw('POST', `/api/auth/register/${su.academy.code}`, { ...form, cookie: cookieOf(su) }, newUser('curl'));
    expect(c.status).toBe(200);
    expect(await users(su.academy.code)).toBe(4);
  });

  it('keeps Bearer callers (integrators) open whatever their Origin', async () => {
    const su = await makeUser(s, 'superUser');
    const r = await raw('POST', `/api/auth/register/${su.academy.code}`, { ...form, authorization: `Bearer ${su.token}`, origin: EVIL, 'sec-fetch-site': 'cross-site' }, newUser('bearer'));
    expect(r.status).toBe(200);
  });

  it('refuses a cross-site login (login CSRF) and a cross-site online admission', async () => {
    const u = await makeUser(s, 'accountant');
    const login = await raw('POST', '/api/auth/login', { 'content-type': 'application/json', origin: EVIL }, JSON.stringify({ email: u.user.email, password: u.password }));
    expect(login.status).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    const ok = await raw('POST', '/api/auth/login', { 'content-type': 'application/json', origin: s.url, 'sec-fetch-site': 'same-origin' }, JSON.stringify({ email: u.user.email, password: u.password }));
    expect(ok.status).toBe(200);
    const su = await makeUser(s, 'superUser');
    await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
    await s.db.getRepository(AcademySettings).save({ code: su.academy.code, onlineAdmission: true, draftMessages: [] });
    const apply = await raw('POST', `/api/education/online_admission/${su.academy.slug}`, { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, JSON.stringify(studentForm()));
    expect(apply.status).toBe(403);
    expect(await s.db.getRepository(Student).countBy({ code: su.academy.code })).toBe(0);
    const own = await raw('POST', `/api/education/online_admission/${su.academy.slug}`, { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: s.url }, JSON.stringify(studentForm()));
    expect(json(own)).toMatchObject({ success: true });
  });

  it('refuses a cross-site GET logout, and takes POST logout', async () => {
    const u = await makeUser(s, 'accountant');
    for (const h of [{ 'sec-fetch-site': 'cross-site' }, { origin: EVIL }] as Record<string, string>[]) {
      const r = await raw('GET', '/api/auth/logout', { cookie: cookieOf(u), ...h });
      expect(r.status).toBe(403);
    }
    expect((await rest(s.url, 'GET', '/api/auth/me', { cookie: cookieOf(u) })).status).toBe(200);
    const out = await raw('POST', '/api/auth/logout', { cookie: cookieOf(u), origin: s.url, 'sec-fetch-site': 'same-origin' });
    expect(json(out)).toEqual({ success: true });
    expect(out.headers['set-cookie']?.join(';')).toMatch(/talim_session=;/);
    expect((await rest(s.url, 'GET', '/api/auth/me', { cookie: cookieOf(u) })).status).toBe(401);

    const op = await s.db.getRepository(ControllerUser).findOneByOrFail({ email: 'owner@talim.test' });
    const ct = () => `talim_controller=${signToken(s.config.jwtSecret, { kind: 'controller', id: op.id, version: op.tokenVersion })}`;
    let cookie = ct();
    expect((await raw('GET', '/api/controller/logout', { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await raw('GET', '/api/controller/logout', { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    await s.db.getRepository(ControllerUser).findOneByOrFail({ id: op.id }).then((o) => { op.tokenVersion = o.tokenVersion; });
    cookie = ct();
    expect(json(await raw('POST', '/api/controller/logout', { cookie, 'sec-fetch-site': 'same-origin' }))).toEqual({ success: true });
    expect((await raw('GET', '/api/controller/me', { cookie })).status).toBe(401);
  });
});

describe('cross-site request forgery (GraphQL, Apollo CSRF prevention)', () => {
  const MUTATION = 'mutation { logout }';

  it('refuses a simple cross-site form post (urlencoded, text/plain, multipart without the preflight header) with 400, not running it', async () => {
    const u = await makeUser(s, 'accountant');
    const q = new URLSearchParams({ query: MUTATION }).toString();
    const a = await raw('POST', '/graphql', { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(u), origin: EVIL }, q);
    expect(a.status).toBe(400);
    const b = await raw('POST', '/graphql', { 'content-type': 'text/plain', cookie: cookieOf(u), origin: EVIL }, JSON.stringify({ query: MUTATION }));
    expect(b.status).toBe(400);
    const m = multipart({ operations: JSON.stringify({ query: MUTATION }), map: '{}' });
    const c = await raw('POST', '/graphql', { 'content-type': m.type, cookie: cookieOf(u), origin: EVIL }, m.body);
    expect(c.status).toBe(400);
    // Still signed in: nothing ran.
    expect((await s.db.getRepository(User).findOneByOrFail({ id: u.user.id })).tokenVersion).toBe(u.user.tokenVersion);
  });
});

describe('a refused multipart write keeps no file', () => {
  async function school() {
    const su = await makeUser(s, 'superUser');
    await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
    await makeStudents(s, su.academy, 'Class 5', ['Taken'], 7);
    return su;
  }

  it('over REST: a student whose admit number is taken (duplicateNotPossible)', async () => {
    const su = await school();
    const before = uploads().length;
    const f = new FormData();
    for (const [k, v] of Object.entries(studentForm({ admitNo: '7' }))) f.append(k, String(v));
    f.append('photo', new Blob([pngBytes(300, 300)], { type: 'image/png' }), 'me.png');
    const r = await rest(s.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: f });
    expect(r.body.message).toBe('duplicateNotPossible');
    expect(uploads().length).toBe(before);
    // The same form with a free number keeps its photo.
    const g = new FormData();
    for (const [k, v] of Object.entries(studentForm({ admitNo: '8' }))) g.append(k, String(v));
    g.append('photo', new Blob([pngBytes(300, 300)], { type: 'image/png' }), 'me.png');
    expect((await rest(s.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: g })).body.success).toBe(true);
    expect(uploads().length).toBe(before + 1);
  });

  it('over REST: a user whose e-mail is taken, with a signature and an avatar', async () => {
    const su = await school();
    const before = uploads().length;
    const f = new FormData();
    for (const [k, v] of Object.entries({ email: su.user.email, password: 'Str0ng-pass!', cpassword: 'Str0ng-pass!', firstName: 'A', lastName: 'B', type: 'accountant' })) f.append(k, v);
    f.append('sign', new Blob([pngBytes()], { type: 'image/png' }), 's.png');
    f.append('avatar', new Blob([pngBytes()], { type: 'image/png' }), 'a.png');
    const r = await rest(s.url, 'POST', `/api/auth/register/${su.academy.code}`, { token: su.token, form: f });
    expect(r.body.success).toBe(false);
    expect(uploads().length).toBe(before);
  });

  it('over GraphQL multipart: the same refused admission; a mutation that succeeded before it in the same operation keeps its file', async () => {
    const su = await school();
    const before = uploads().length;
    const send = async (query: string, variables: Record<string, unknown>, map: Record<string, string[]>) => {
      const f = new FormData();
      f.append('operations', JSON.stringify({ query, variables }));
      f.append('map', JSON.stringify(map));
      for (const k of Object.keys(map)) f.append(k, new Blob([pngBytes(300, 300)], { type: 'image/png' }), `${k}.png`);
      const res = await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true', authorization: `Bearer ${su.token}` } });
      return res.json();
    };
    const SAVE = 'mutation($input: StudentInput!, $photo: Upload) { saveStudent(input: $input, photo: $photo) { id photoUrl } }';
    const refused = await send(SAVE, { input: studentForm({ admitNo: 7 }), photo: null }, { 0: ['variables.photo'] });
    expect(errorCode(refused)).toBe('duplicateNotPossible');
    expect(uploads().length).toBe(before);
    const TWO = `mutation($a: StudentInput!, $pa: Upload, $b: StudentInput!, $pb: Upload) {
      ok: saveStudent(input: $a, photo: $pa) { id photoUrl } dup: saveStudent(input: $b, photo: $pb) { id photoUrl } }`;
    const mixed = await send(TWO, { a: studentForm({ admitNo: 9 }), pa: null, b: studentForm({ admitNo: 7 }), pb: null }, { 0: ['variables.pa'], 1: ['variables.pb'] });
    // saveStudent is non-null, so the failed `dup` nulls the whole data; `ok` was saved all the same.
    expect(mixed.errors.map((e: { path: string[] }) => e.path)).toEqual([['dup']]);
    const saved = await s.db.getRepository(Student).findOneByOrFail({ code: su.academy.code, admitNo: 9 });
    expect(saved.photoUrl).toMatch(/^\/files\//);
    expect(uploads().length).toBe(before + 1);
    expect(uploads().some((p) => p.endsWith(path.basename(saved.photoUrl!)))).toBe(true);
  });
});

describe('uploaded files', () => {
  it('serves a student photo only to the academy\'s signed-in users (guardians too) and controller operators, never publicly cached', async () => {
    const su = await makeUser(s, 'superUser');
    await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
    const f = new FormData();
    for (const [k, v] of Object.entries(studentForm())) f.append(k, String(v));
    f.append('photo', new Blob([pngBytes(300, 300)], { type: 'image/png' }), 'me.png');
    const url: string = (await rest(s.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: f })).body.student.photo_url;
    expect(url).toMatch(/^\/files\/\d+\/photo-/);

    const anon = await raw('GET', url);
    expect(anon.status).toBe(401);
    expect(anon.body.includes(Buffer.from('IHDR'))).toBe(false);
    const stranger = await makeUser(s, 'superUser');
    expect((await raw('GET', url, { cookie: cookieOf(stranger) })).status).toBe(403);
    expect((await raw('GET', url, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);

    for (const who of [su, await makeUser(s, 'guardian', su.academy), await makeUser(s, 'generalTeacher', su.academy)]) {
      const r = await raw('GET', url, { cookie: cookieOf(who) });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.headers['cache-control']).toMatch(/^private, max-age=\d+/);
      expect(r.headers['cache-control']).not.toMatch(/public/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    const op = await s.db.getRepository(ControllerUser).findOneByOrFail({ email: 'owner@talim.test' });
    const ct = signToken(s.config.jwtSecret, { kind: 'controller', id: op.id, version: op.tokenVersion });
    expect((await raw('GET', url, { cookie: `talim_controller=${ct}` })).status).toBe(200);

    // Unknown files and path tricks are not found; they never answer 5xx.
    expect((await raw('GET', `/files/${su.academy.code}/photo-nope.png`, { cookie: cookieOf(su) })).status).toBe(404);
    expect((await raw('GET', `/files/${su.academy.code}/..%2f..%2fetc%2fpasswd`, { cookie: cookieOf(su) })).status).toBeLessThan(500);
    expect((await raw('GET', `/files/${su.academy.code}/.hidden`, { cookie: cookieOf(su) })).status).toBeLessThan(500);
  });

  it('keeps the academy site\'s public images (logo, calligraphy, academy photo) public', async () => {
    const f = new FormData();
    const n = Math.random().toString(36).slice(2, 8);
    for (const [k, v] of Object.entries({
      name: 'নূরানী একাডেমি', address: 'সিলেট', englishName: 'Nurani Academy', englishAddress: 'Sylhet', country: 'BD', mobile: '01711111111',
      academyType: 'madrasa', numberOfStudents: '320', language: 'bn', email: `pub${n}@example.test`, password: 'secret1', cpassword: 'secret1', acceptTerms: 'true',
    })) f.append(k, v);
    f.append('logo', new Blob([pngBytes()], { type: 'image/png' }), 'logo.png');
    f.append('studentDefaultPhoto', new Blob([pngBytes()], { type: 'image/png' }), 'd.png');
    const r = await rest(s.url, 'POST', '/api/auth/new_academy', { form: f });
    expect(r.body.success).toBe(true);
    const logo = await raw('GET', r.body.user.logo_url);
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toMatch(/public/);
    // The default student photo is no site image.
    const row = await s.db.getRepository(User).findOneByOrFail({ email: `pub${n}@example.test` });
    const academy = await s.db.getRepository(Academy).findOneByOrFail({ code: row.code });
    expect(academy.studentDefaultPhotoUrl).toMatch(/^\/files\//);
    expect((await raw('GET', academy.studentDefaultPhotoUrl!)).status).toBe(401);
  });
});

describe('cache headers and compression', () => {
  it('marks JSON answers no-store', async () => {
    const su = await makeUser(s, 'superUser');
    expect((await raw('GET', '/api/auth/me', { authorization: `Bearer ${su.token}` })).headers['cache-control']).toBe('no-store');
    expect((await raw('GET', '/api/auth/me')).headers['cache-control']).toBe('no-store');
    const g = await raw('POST', '/graphql', { 'content-type': 'application/json', cookie: cookieOf(su) }, JSON.stringify({ query: '{ me { id } }' }));
    expect(g.headers['cache-control']).toBe('no-store');
  });

  it('compresses JSON with brotli when accepted, else gzip, else not at all', async () => {
    const su = await makeUser(s, 'superUser');
    await makeStudents(s, su.academy, 'Class 5', Array.from({ length: 40 }, (_, i) => `Student number ${i}`), 1);
    const p = `/api/education/students/${su.academy.code}?className=Class%205`;
    const h = { authorization: `Bearer ${su.token}` };
    const br = await raw('GET', p, { ...h, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).students).toHaveLength(40);
    const gz = await raw('GET', p, { ...h, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).students).toHaveLength(40);
    const plain = await raw('GET', p, h);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain).students).toHaveLength(40);
    const q = await raw('POST', '/graphql', { 'content-type': 'application/json', ...h, 'accept-encoding': 'br' }, JSON.stringify({ query: '{ students(filter: { className: "Class 5" }) { id name fatherName motherName } }' }));
    expect(q.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(q.body).toString()).data.students).toHaveLength(40);
  });
});

describe('bad input answers 4xx, never 5xx', () => {
  const post = (body: string, type = 'application/json') => raw('POST', '/graphql', { 'content-type': type }, body);

  it('GraphQL: syntax errors, bodies that are not JSON, a missing query, variables of the wrong type', async () => {
    const cases: [string, Promise<{ status: number; body: Buffer }>][] = [
      ['syntax', post(JSON.stringify({ query: '{ me {' }))],
      ['not json', post('{"query": ')],
      ['empty body', post('')],
      ['json null', post('null')],
      ['json array', post('[1, 2]')],
      ['json string', post('"x"')],
      ['missing query', post(JSON.stringify({ variables: {} }))],
      ['query not a string', post(JSON.stringify({ query: 42 }))],
      ['variables not an object', post(JSON.stringify({ query: 'query($id: Int!) { student(id: $id) { id } }', variables: 'x' }))],
      ['variable of the wrong type', post(JSON.stringify({ query: 'query($id: Int!) { student(id: $id) { id } }', variables: { id: 'abc' } }))],
      ['unknown field', post(JSON.stringify({ query: '{ nope }' }))],
      ['no content type', raw('POST', '/graphql', {}, JSON.stringify({ query: '{ me { id } }' }))],
      ['text/plain with preflight header', raw('POST', '/graphql', { 'content-type': 'text/plain', 'apollo-require-preflight': 'true' }, JSON.stringify({ query: '{ me { id } }' }))],
      ['GET without a query', raw('GET', '/graphql', { 'apollo-require-preflight': 'true' })],
      ['GET with a mutation', raw('GET', `/graphql?query=${encodeURIComponent('mutation { logout }')}`, { 'apollo-require-preflight': 'true' })],
      ['multipart without map', (() => { const m = multipart({ operations: '{"query":"{ me { id } }"}' }); return raw('POST', '/graphql', { 'content-type': m.type, 'apollo-require-preflight': 'true' }, m.body); })()],
      ['multipart bad operations', (() => { const m = multipart({ operations: '{', map: '{}' }); return raw('POST', '/graphql', { 'content-type': m.type, 'apollo-require-preflight': 'true' }, m.body); })()],
      ['too deep', post(JSON.stringify({ query: `{ me { ${'a { '.repeat(20)}id${' }'.repeat(20)} } }` }))],
      ['too many tokens', post(JSON.stringify({ query: `{ ${'me { id } '.repeat(400)} }` }))],
      ['over the 1 MB body limit', post(JSON.stringify({ query: '{ me { id } }', variables: { x: 'a'.repeat(1_100_000) } }))],
    ];
    const wrong: string[] = [];
    for (const [name, pending] of cases) {
      const r = await pending;
      let errors = false;
      try { errors = Array.isArray(JSON.parse(r.body.toString('utf8')).errors); } catch { /* not JSON */ }
      if (!(r.status >= 400 && r.status < 500) || !errors) wrong.push(`${name}: ${r.status} ${r.body.toString('utf8').slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    const syntax = JSON.parse((await post(JSON.stringify({ query: '{ me {' }))).body.toString());
    expect(syntax.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    // A value the application refuses while running is a GraphQL error in a 200 answer (no 5xx).
    const surrogate = await post('{"query":"query($s: String!) { publicAcademy(slug: $s) { name } }","variables":{"s":"\\ud800"}}');
    expect(surrogate.status).toBeLessThan(500);
    expect(JSON.parse(surrogate.body.toString()).errors).toBeDefined();
  });

  it('GraphQL: a misspelt field, argument or type is refused without naming the schema\'s real ones (no "Did you mean")', async () => {
    for (const query of ['{ mee { id } }', '{ me { emial } }', '{ students(fiter: {}) { id } }', 'query($x: Strin!) { me { id } }']) {
      const r = await post(JSON.stringify({ query }));
      const text = r.body.toString('utf8');
      expect(r.status).toBe(400);
      expect(JSON.parse(text).errors.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/did you mean/i);
      expect(text).not.toMatch(/"(me|email|filter|String)"/);
    }
  });

  it('REST: a body that is not JSON, an over-long or huge number parameter, a lone surrogate, an over-long URL', async () => {
    const su = await makeUser(s, 'superUser');
    const h = { authorization: `Bearer ${su.token}`, 'content-type': 'application/json' };
    const cases: [string, Promise<{ status: number; body: Buffer }>][] = [
      ['bad json', raw('POST', '/api/auth/login', { 'content-type': 'application/json' }, '{bad')],
      ['json null', raw('POST', '/api/auth/login', { 'content-type': 'application/json' }, 'null')],
      ['bad charset', raw('POST', '/api/auth/login', { 'content-type': 'application/json; charset=klingon' }, '{}')],
      ['bad urlencoded', raw('POST', '/api/auth/login', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=%E0%A4%A&password=%')],
      ['bad multipart', raw('POST', `/api/auth/register/${su.academy.code}`, { authorization: h.authorization, 'content-type': 'multipart/form-data; boundary=x' }, 'garbage')],
      ['huge id', raw('GET', `/api/education/student/${su.academy.code}/${'9'.repeat(400)}`, h)],
      ['long id', raw('DELETE', `/api/education/class/delete/${su.academy.code}/${'1'.repeat(4000)}`, h)],
      ['long code', raw('GET', `/api/education/students/${'7'.repeat(4000)}`, h)],
      ['long slug', raw('GET', `/api/auth/academy/public/${'x'.repeat(6000)}`)],
      ['bad percent in path', raw('GET', '/api/auth/academy/public/%E0%A4%A')],
      ['long query', raw('GET', `/api/education/students/${su.academy.code}?className=${'x'.repeat(6000)}`, h)],
      ['surrogate in login', raw('POST', '/api/auth/login', { 'content-type': 'application/json' }, '{"email":"a\\ud800@example.test","password":"x\\udfff"}')],
      ['surrogate in a slug', raw('GET', '/api/auth/academy/public/%ED%A0%80')],
      ['surrogate in a query', raw('GET', `/api/education/students/${su.academy.code}?className=%ED%A0%80`, h)],
      ['surrogate in a class', raw('POST', `/api/education/class/new/${su.academy.code}`, h, '{"department":"General","className":"\\ud800","groupName":""}')],
      ['surrogate in a user', raw('POST', `/api/auth/register/${su.academy.code}`, h, '{"email":"s@example.test","password":"Str0ng-pass!","cpassword":"Str0ng-pass!","firstName":"\\udc00","lastName":"x","type":"accountant"}')],
      ['huge url', raw('GET', `/api/auth/academy/public/${'x'.repeat(20000)}`)],
    ];
    const wrong: string[] = [];
    for (const [name, pending] of cases) {
      const r = await pending;
      const answered = /^(long query|surrogate in a query|long slug|surrogate in a slug|bad percent in path)$/.test(name) ? r.status < 500 : r.status >= 400 && r.status < 500;
      if (!answered) wrong.push(`${name}: ${r.status} ${r.body.toString('utf8').slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
