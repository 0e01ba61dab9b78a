import { existsSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { ControllerUser } from '../../api/src/domains/controller/controller-user.entity';
import { controllerService } from '../../api/src/domains/controller/controller.service';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { AppError } from '../../api/src/platform/errors';
import { parseStorageUrl, s3Storage } from '../../api/src/platform/s3-storage';
import { signToken } from '../../api/src/platform/tokens';
import { createServer } from '../../api/src/server';
import { makeClass, makeStudents, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, gql, pngBytes, rest } from '../support/http';
import { startBucket, type TestBucket } from '../support/s3';
import { startServer, type TestServer } from '../support/server';

/**
 * Uploads in an S3-compatible bucket (issue 23, STORAGE_URL; s3rver plays the store): two API
 * replicas on one database and one bucket serve each other's files, under the same access rules
 * and checks as local disk, and a refused write keeps no object.
 */
let bucket: TestBucket;
let a: TestServer;
/** The second replica: another server on the same database and bucket. */
let b: { url: string; close(): Promise<void> };

beforeAll(async () => {
  bucket = await startBucket();
  a = await startServer({
    STORAGE_URL: bucket.storageUrl, ADMISSION_RATE_POINTS: '100',
    CONTROLLER_EMAIL: 'owner@talim.test', CONTROLLER_PASSWORD: 'owner-pass', CONTROLLER_CODE: '9876',
  });
  await controllerService.bootstrap(a.db, a.config);
  const replica = await createServer({ config: a.config, db: a.db, clock: a.clock });
  const http: Server = await new Promise((resolve) => {
    const srv = replica.app.listen(0, '127.0.0.1', () => resolve(srv));
  });
  b = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise((r) => http.close(r));
      await replica.close();
    },
  };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await bucket?.close();
});

const cookieOf = (u: Signed) => ({ cookie: `talim_session=${u.token}` });
const key = (url: string) => url.replace(/^\/files\//, '');
/** A request with exactly these headers (fetch adds Cache-Control: no-cache to conditional requests). */
function raw(base: string, url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const get = (base: string, url: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}${url}`, { method, headers });

function studentMultipart(over: Record<string, unknown> = {}, photo: Uint8Array<ArrayBuffer> = pngBytes(300, 300), type = 'image/png'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(studentForm(over))) f.append(k, String(v));
  f.append('photo', new Blob([photo], { type }), 'me.png');
  return f;
}

async function school() {
  const su = await makeUser(a, 'superUser');
  await makeClass(a, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
  return su;
}

describe('STORAGE_URL', () => {
  it('reads an S3-compatible store (path-style, key and secret, tls, region) or a bucket on Amazon S3; refuses anything else', () => {
    expect(parseStorageUrl('s3://AK%2B1:se%2Fcret@minio.internal:9000/talim?tls=0')).toEqual({
      bucket: 'talim', endpoint: 'http://minio.internal:9000', region: 'us-east-1',
      credentials: { accessKeyId: 'AK+1', secretAccessKey: 'se/cret' }, forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://store.example/talim?region=eu-central-1')).toEqual({
      bucket: 'talim', endpoint: 'https://store.example', region: 'eu-central-1', credentials: undefined, forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://talim-uploads?region=ap-south-1')).toEqual({ bucket: 'talim-uploads', region: 'ap-south-1', forcePathStyle: false });
    expect(parseStorageUrl('s3://talim-uploads')).toEqual({ bucket: 'talim-uploads', region: undefined, forcePathStyle: false });
    for (const bad of ['http://host/bucket', 's3://h/a/b', 's3://h/b?tls=2', 's3://h/b?prefix=x', 's3://KEY@h/b', 's3://KEY:SECRET@bucket', 'not a url']) {
      expect(() => parseStorageUrl(bad)).toThrow(/STORAGE_URL/);
    }
  });

  it('answers serviceUnavailable (503, try again) when the store cannot be reached', async () => {
    const dead = s3Storage('s3://K:S@127.0.0.1:1/talim?tls=0');
    const refused = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof AppError ? e.code : String(e)));
    expect(await refused(dead.saveImage('123456', 'photo', { filename: 'a.png', mimetype: 'image/png', buffer: Buffer.from(pngBytes()) }))).toBe('serviceUnavailable');
    expect(await refused(dead.open('123456', 'photo-x.png'))).toBe('serviceUnavailable');
    // The checks come first: a bad file is refused as on local disk, without asking the store.
    expect(await refused(dead.saveImage('123456', 'photo', { filename: 'a.png', mimetype: 'image/png', buffer: Buffer.from('not an image') }))).toBe('invalidFile');
    // Over HTTP: 503 with Retry-After, as for an unreachable database.
    const server = await createServer({ config: a.config, db: a.db, clock: a.clock, storage: dead });
    const http: Server = await new Promise((resolve) => {
      const srv = server.app.listen(0, '127.0.0.1', () => resolve(srv));
    });
    try {
      const r = await get(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, '/files/123456/logo-x.png');
      expect([r.status, r.headers.get('retry-after'), (await r.json()).message]).toEqual([503, '5', 'serviceUnavailable']);
    } finally {
      await new Promise((r) => http.close(r));
      await server.close();
    }
  });
});

describe('uploads in a shared bucket', () => {
  it('serves a student photo saved through one replica from the other, keyed {code}/{name}, nothing on local disk', async () => {
    const su = await school();
    const photo = pngBytes(300, 300);
    const saved = await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: studentMultipart({}, photo) });
    const url: string = saved.body.student.photo_url;
    expect(url).toMatch(new RegExp(`^/files/${su.academy.code}/photo-[0-9a-f-]+\\.png$`));
    expect(await bucket.keys()).toContain(key(url));
    expect(existsSync(path.join(a.config.dataDir, 'uploads'))).toBe(false);

    for (const base of [a.url, b.url]) {
      const r = await get(base, url, cookieOf(su));
      expect(r.status).toBe(200);
      expect(Buffer.from(await r.arrayBuffer())).toEqual(Buffer.from(photo));
      expect([r.headers.get('content-type'), r.headers.get('content-length'), r.headers.get('x-content-type-options')]).toEqual(['image/png', String(photo.length), 'nosniff']);
      expect(r.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(r.headers.get('vary')).toMatch(/Cookie/);
      // A browser's copy revalidates (304, no body); HEAD has the headers alone.
      const etag = r.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await raw(base, url, { ...cookieOf(su), 'if-none-match': etag });
      expect([again.status, again.body.length]).toEqual([304, 0]);
      const since = await raw(base, url, { ...cookieOf(su), 'if-modified-since': r.headers.get('last-modified')! });
      expect(since.status).toBe(304);
      const head = await get(base, url, cookieOf(su), 'HEAD');
      expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
  });

  it('keeps the access rules of local disk: the academy\'s signed-in users and controller operators only; unknown files are sorryNotFound', async () => {
    const su = await school();
    const url: string = (await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: studentMultipart() })).body.student.photo_url;

    const anon = await get(b.url, url);
    expect(anon.status).toBe(401);
    expect((await anon.json()).message).toBe('loginError');
    const stranger = await makeUser(a, 'superUser');
    const foreign = await get(b.url, url, cookieOf(stranger));
    expect([foreign.status, (await foreign.json()).message]).toEqual([403, 'authorRequired']);
    expect((await get(b.url, url, { authorization: `Bearer ${stranger.token}` })).status).toBe(403);
    // Another academy asking for the same name under its own code finds nothing.
    const elsewhere = await get(b.url, url.replace(su.academy.code, stranger.academy.code), cookieOf(stranger));
    expect([elsewhere.status, (await elsewhere.json()).message]).toEqual([404, 'sorryNotFound']);

    for (const who of [await makeUser(a, 'guardian', su.academy), await makeUser(a, 'generalTeacher', su.academy)]) {
      expect((await get(b.url, url, cookieOf(who))).status).toBe(200);
    }
    const op = await a.db.getRepository(ControllerUser).findOneByOrFail({ email: 'owner@talim.test' });
    const ct = signToken(a.config.jwtSecret, { kind: 'controller', id: op.id, version: op.tokenVersion });
    expect((await get(b.url, url, { cookie: `talim_controller=${ct}` })).status).toBe(200);

    const missing = await get(b.url, `/files/${su.academy.code}/photo-nope.png`, cookieOf(su));
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'sorryNotFound']);
    expect((await get(b.url, `/files/${su.academy.code}/..%2f..%2fetc%2fpasswd`, cookieOf(su))).status).toBe(404);
    expect((await get(b.url, `/files/${su.academy.code}/.hidden`, cookieOf(su))).status).toBe(404);
  });

  it('keeps the academy site\'s public images public, and its default student photo private', async () => {
    const f = new FormData();
    const n = Math.random().toString(36).slice(2, 8);
    for (const [k, v] of Object.entries({
      name: 'নূরানী একাডেমি', address: 'সিলেট', englishName: 'Nurani Academy', englishAddress: 'Sylhet', country: 'BD', mobile: '01711111111',
      academyType: 'madrasa', numberOfStudents: '320', language: 'bn', email: `s3pub${n}@example.test`, password: 'secret1', cpassword: 'secret1', acceptTerms: 'true',
    })) f.append(k, v);
    f.append('logo', new Blob([pngBytes()], { type: 'image/png' }), 'logo.png');
    f.append('studentDefaultPhoto', new Blob([pngBytes()], { type: 'image/png' }), 'd.png');
    const r = await rest(a.url, 'POST', '/api/auth/new_academy', { form: f });
    expect(r.body.success).toBe(true);
    const logo = await get(b.url, r.body.user.logo_url);
    expect([logo.status, logo.headers.get('content-type'), logo.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=604800, immutable']);
    const row = await a.db.getRepository(User).findOneByOrFail({ email: `s3pub${n}@example.test` });
    const academy = await a.db.getRepository(Academy).findOneByOrFail({ code: row.code });
    expect(await bucket.keys()).toEqual(expect.arrayContaining([key(r.body.user.logo_url), key(academy.studentDefaultPhotoUrl!)]));
    expect((await get(b.url, academy.studentDefaultPhotoUrl!)).status).toBe(401);
  });
});

describe('a refused write keeps no object in the bucket', () => {
  it('a taken admit number (duplicateNotPossible) or a wrong approval code (incorrectCode), over REST and GraphQL multipart', async () => {
    const su = await school();
    await makeStudents(a, su.academy, 'Class 5', ['Taken'], 7);
    const before = await bucket.keys();
    const dup = await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: studentMultipart({ admitNo: '7' }) });
    expect(dup.body.message).toBe('duplicateNotPossible');
    const edu = await makeUser(a, 'education', su.academy);
    const wrongCode = await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: edu.token, form: studentMultipart({ admitNo: '8', inspectorComment: 'good', inspectorSign: 'not-a-code' }) });
    expect(wrongCode.body.message).toBe('incorrectCode');
    const f = new FormData();
    const SAVE = 'mutation($input: StudentInput!, $photo: Upload) { saveStudent(input: $input, photo: $photo) { id photoUrl } }';
    f.append('operations', JSON.stringify({ query: SAVE, variables: { input: studentForm({ admitNo: 7 }), photo: null } }));
    f.append('map', JSON.stringify({ 0: ['variables.photo'] }));
    f.append('0', new Blob([pngBytes(300, 300)], { type: 'image/png' }), 'p.png');
    const res = await fetch(`${b.url}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true', authorization: `Bearer ${su.token}` } });
    expect(errorCode(await res.json())).toBe('duplicateNotPossible');
    // A user whose e-mail is taken, with a signature and an avatar.
    const u = new FormData();
    for (const [k, v] of Object.entries({ email: su.user.email, password: 'Str0ng-pass!', cpassword: 'Str0ng-pass!', firstName: 'A', lastName: 'B', type: 'accountant' })) u.append(k, v);
    u.append('sign', new Blob([pngBytes()], { type: 'image/png' }), 's.png');
    u.append('avatar', new Blob([pngBytes()], { type: 'image/png' }), 'a.png');
    expect((await rest(b.url, 'POST', `/api/auth/register/${su.academy.code}`, { token: su.token, form: u })).body.success).toBe(false);
    expect(await bucket.keys()).toEqual(before);

    // The same form with a free number keeps its photo.
    const ok = await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: studentMultipart({ admitNo: '8' }) });
    expect(ok.body.success).toBe(true);
    expect(await bucket.keys()).toEqual([...before, key(ok.body.student.photo_url)].sort());
  });

  it('an oversized photo (fileTooLarge) or a file that is no image (invalidFile) is refused before anything is stored', async () => {
    const su = await school();
    const before = await bucket.keys();
    const big = await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: studentMultipart({}, pngBytes(300, 300, 600 * 1024)) });
    expect([big.status, big.body.message, big.body.params]).toEqual([413, 'fileTooLarge', { kind: 'photo', maxKb: 512 }]);
    const text = await rest(a.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, form: studentMultipart({}, new Uint8Array(Buffer.from('not an image')), 'image/png') });
    expect([text.status, text.body.message]).toEqual([400, 'invalidFile']);
    expect(await bucket.keys()).toEqual(before);
  });
});

describe('staff photos in the bucket', () => {
  const FIELDS = 'id nid photoUrl';
  const SAVE = `mutation($i: StaffInput!, $photo: Upload) { saveStaff(input: $i, photo: $photo) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteStaff(id: $id) }';
  let nid = 7000;
  const form = (over: Record<string, unknown> = {}) => ({
    staffId: '', name: 'Maulana Yusuf', fatherName: 'Abdul Halim', designation: 'Principal', birthDate: '1985-04-12', mobile: '01711000000',
    nid: String(++nid), village: 'Kalir Char', postOffice: 'Mirpur', subDistrict: 'Mirpur', district: 'Dhaka', qualification: 'Kamil',
    preExperience: '5 years', terms: 'Full time', salary: 15000, boardingFee: 0, residenceType: 'residential', candidateType: 'teacher',
    hireDate: '2020-01-01', department: 'Kitab', ...over,
  });
  async function saveWithPhoto(base: string, token: string, input: Record<string, unknown>) {
    const f = new FormData();
    f.append('operations', JSON.stringify({ query: SAVE, variables: { i: input, photo: null } }));
    f.append('map', JSON.stringify({ 0: ['variables.photo'] }));
    f.append('0', new Blob([pngBytes(200, 200)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${base}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true', authorization: `Bearer ${token}` } });
    const r = await res.json();
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data.saveStaff as { id: number; nid: string; photoUrl: string };
  }

  it('the public photo is served from the bucket by either replica; a new photo and a deletion remove the old object', async () => {
    const u = await makeUser(a, 'principal');
    const made = await saveWithPhoto(a.url, u.token, form());
    expect(await bucket.keys()).toContain(key(made.photoUrl));
    const settings = a.db.getRepository(AcademySettings);
    await settings.save(settings.create({ code: u.academy.code, officiants: true, draftMessages: [] }));
    const photo = await fetch(`${b.url}/api/adminis/staff/public_photo/${made.id}`);
    expect([photo.status, photo.headers.get('content-type'), photo.headers.get('x-content-type-options'), photo.headers.get('cache-control')])
      .toEqual([200, 'image/png', 'nosniff', 'private, max-age=300']);
    expect(Buffer.from(await photo.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    // The stored file itself stays private.
    expect((await get(b.url, made.photoUrl)).status).toBe(401);

    // A new photo (through the other replica) replaces the old object.
    const rephoto = await saveWithPhoto(b.url, u.token, form({ id: made.id, nid: made.nid, staffId: '1' }));
    expect(rephoto.photoUrl).not.toBe(made.photoUrl);
    let keys = await bucket.keys();
    expect(keys).toContain(key(rephoto.photoUrl));
    expect(keys).not.toContain(key(made.photoUrl));
    // Another academy cannot delete it; its own principal can, and the object goes with the row.
    const stranger = await makeUser(a, 'principal');
    expect(errorCode(await gql(a.url, DELETE, { id: made.id }, stranger.token))).toBe('sorryNotFound');
    expect(await bucket.keys()).toContain(key(rephoto.photoUrl));
    expect(errorCode(await gql(a.url, DELETE, { id: made.id }, u.token))).toBeNull();
    keys = await bucket.keys();
    expect(keys).not.toContain(key(rephoto.photoUrl));
    expect((await rest(b.url, 'GET', `/api/adminis/staff/public_photo/${made.id}`)).body.message).toBe('sorryNotFound');
  });
});
