import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { Article } from '../../api/src/domains/website/article.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, pngBytes, rest, type GqlResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const A = 'id subject title writer content preview createdAt updatedAt';
const CREATE = `mutation($i: ArticleInput!) { createArticle(input: $i) { ${A} } }`;
const UPDATE = `mutation($i: ArticleInput!) { updateArticle(input: $i) { ${A} } }`;
const DELETE = 'mutation($id: Int!) { deleteArticle(id: $id) }';
const LIST = `query($search: String, $subject: String, $offset: Int, $limit: Int) {
  articles(search: $search, subject: $subject, offset: $offset, limit: $limit) { total items { ${A} } } }`;
const PUBLIC = 'query($slug: String!, $id: Int!) { publicArticle(slug: $slug, id: $id) { id subject title writer content preview academyName academySlug } }';
const HOME = `query($slug: String!) { publicWebsite(slug: $slug) {
  notice officiants email mobile about { id title content } notices { id title preview } staff { id name designation photoUrl } } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

function ok<T = any>(r: GqlResult<T>): T {
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}

const form = (over: Record<string, unknown> = {}) => ({
  subject: 'about', title: 'আমাদের কথা', writer: 'মুহতামিম', content: '<h2>পরিচিতি</h2><p>আমাদের <strong>মাদ্রাসা</strong> ১৯৯০ সালে প্রতিষ্ঠিত।</p>', ...over,
});
const rows = (code: string) => s.db.getRepository(Article).find({ where: { code }, order: { id: 'ASC' } });
const setFlags = (code: string, flags: Partial<AcademySettings>) => s.db.getRepository(AcademySettings).save({ code, draftMessages: [], ...flags });

async function seedArticle(u: Signed, over: Partial<Article> = {}): Promise<Article> {
  const repo = s.db.getRepository(Article);
  return repo.save(repo.create({ code: u.academy.code, subject: 'notice', title: 'Notice', writer: 'Office', content: '<p>Holiday</p>', ...over }));
}

describe('not signed in', () => {
  it('every operation and route is loginError, writing nothing', async () => {
    const u = await makeUser(s, 'principal');
    const code = u.academy.code;
    const row = await seedArticle(u);
    expect(errorCode(await gql(s.url, CREATE, { i: form() }))).toBe('loginError');
    expect(errorCode(await gql(s.url, UPDATE, { i: form({ id: row.id }) }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { id: row.id }))).toBe('loginError');
    expect(errorCode(await gql(s.url, LIST))).toBe('loginError');
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/others/new_article/${code}`, form()],
      ['GET', `/api/others/articles/${code}`],
      ['POST', `/api/others/articles/update/${code}`, form({ id: row.id })],
      ['DELETE', `/api/others/article/delete/${code}/${row.id}`],
    ];
    for (const [method, path, body] of calls) {
      const r = await rest(s.url, method, path, { body });
      expect([path, r.status, r.body]).toEqual([path, 401, { success: false, message: 'loginError', params: {} }]);
    }
    expect(await rows(code)).toEqual([row]);
  });
});

describe('roles (spec doc 2 §6: articles have no restriction beyond the academy sign-in)', () => {
  it('every staff type writes; a guardian is authorRequired for every operation and route, changing nothing', async () => {
    const owner = await makeUser(s, 'principal');
    const code = owner.academy.code;
    for (const type of ['generalTeacher', 'accountant', 'volunteer', 'hostelManager'] as const) {
      const w = await makeUser(s, type, owner.academy);
      const made = ok(await gql(s.url, CREATE, { i: form({ title: type }) }, w.token)).createArticle;
      ok(await gql(s.url, UPDATE, { i: form({ id: made.id, title: `${type}!` }) }, w.token));
      expect(ok(await gql(s.url, DELETE, { id: made.id }, w.token)).deleteArticle).toBe(true);
    }
    const row = await seedArticle(owner);
    const before = await rows(code);
    const g = await makeUser(s, 'guardian', owner.academy);
    expect(errorCode(await gql(s.url, CREATE, { i: form() }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, UPDATE, { i: form({ id: row.id }) }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DELETE, { id: row.id }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, LIST, {}, g.token))).toBe('authorRequired');
    const as = { token: g.token };
    expect((await rest(s.url, 'POST', `/api/others/new_article/${code}`, { ...as, body: form() })).status).toBe(403);
    expect((await rest(s.url, 'GET', `/api/others/articles/${code}`, as)).status).toBe(403);
    expect((await rest(s.url, 'POST', `/api/others/articles/update/${code}`, { ...as, body: form({ id: row.id }) })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `/api/others/article/delete/${code}/${row.id}`, as)).body.message).toBe('authorRequired');
    expect(await rows(code)).toEqual(before);
  });

  it('an academy that is not activated may read but not write (notActivated)', async () => {
    const academy = await makeAcademy(s, { activation: false });
    const u = await makeUser(s, 'principal', academy);
    const row = await seedArticle(u);
    expect(errorCode(await gql(s.url, CREATE, { i: form() }, u.token))).toBe('notActivated');
    expect(errorCode(await gql(s.url, UPDATE, { i: form({ id: row.id }) }, u.token))).toBe('notActivated');
    expect(errorCode(await gql(s.url, DELETE, { id: row.id }, u.token))).toBe('notActivated');
    expect(ok(await gql(s.url, LIST, {}, u.token)).articles.total).toBe(1);
    expect(await rows(academy.code)).toEqual([row]);
  });
});

describe("another academy's article (sorryNotFound)", () => {
  it('cannot be read, changed or deleted over GraphQL or REST', async () => {
    const a = await makeUser(s, 'principal');
    const b = await makeUser(s, 'principal');
    const theirs = await seedArticle(b, { title: 'B-secret' });
    expect(errorCode(await gql(s.url, UPDATE, { i: form({ id: theirs.id }) }, a.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id: theirs.id }, a.token))).toBe('sorryNotFound');
    expect(JSON.stringify(ok(await gql(s.url, LIST, {}, a.token)))).not.toContain('B-secret');
    const as = { token: a.token };
    const code = a.academy.code;
    expect((await rest(s.url, 'POST', `/api/others/articles/update/${code}`, { ...as, body: form({ id: theirs.id }) })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/others/article/delete/${code}/${theirs.id}`, as)).status).toBe(404);
    // B's code in the path is refused (authorRequired) whatever the body says.
    expect((await rest(s.url, 'POST', `/api/others/new_article/${b.academy.code}`, { ...as, body: form() })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/articles/${b.academy.code}`, as)).status).toBe(403);
    expect(await rows(b.academy.code)).toEqual([theirs]);
    expect(await rows(code)).toEqual([]);
  });
});

describe('bad input (the catalogue key, nothing written)', () => {
  it.each([
    ['no title', { title: '  ' }, 'requiredField', 'title'],
    ['a subject not about or notice', { subject: 'news' }, 'invalidValue', 'subject'],
    ['no subject', { subject: '' }, 'requiredField', 'subject'],
    ['no content', { content: '' }, 'requiredField', 'content'],
    ['content that is only a script', { content: '<script>alert(1)</script><p> </p>' }, 'requiredField', 'content'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'invalidValue', 'title'],
    ['a writer over 120 characters', { writer: 'x'.repeat(121) }, 'invalidValue', 'writer'],
    ['content over 65,535 bytes once cleaned', { content: `<p>${'ক'.repeat(22_000)}</p>` }, 'invalidValue', 'content'],
  ])('%s', async (_name, over, key, field) => {
    const u = await makeUser(s, 'principal');
    const row = await seedArticle(u);
    for (const r of [await gql(s.url, CREATE, { i: form(over) }, u.token), await gql(s.url, UPDATE, { i: form({ ...over, id: row.id }) }, u.token)]) {
      expect(errorCode(r)).toBe(key);
      expect(r.errors?.[0]?.extensions?.params).toMatchObject({ field });
    }
    const created = await rest(s.url, 'POST', `/api/others/new_article/${u.academy.code}`, { token: u.token, body: form(over) });
    expect([created.status, created.body.message, created.body.params?.field]).toEqual([400, key, field]);
    expect(await rows(u.academy.code)).toEqual([row]);
  });

  it('an update without an id is requiredField (id); an unknown id sorryNotFound', async () => {
    const u = await makeUser(s, 'principal');
    expect(errorCode(await gql(s.url, UPDATE, { i: form() }, u.token))).toBe('requiredField');
    expect((await rest(s.url, 'POST', `/api/others/articles/update/${u.academy.code}`, { token: u.token, body: form() })).body.params).toEqual({ field: 'id' });
    expect(errorCode(await gql(s.url, UPDATE, { i: form({ id: 999999 }) }, u.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id: 999999 }, u.token))).toBe('sorryNotFound');
    expect(await rows(u.academy.code)).toEqual([]);
  });
});

describe('success', () => {
  it('creates, lists (paged, search, subject, preview), updates and deletes over GraphQL; hostile HTML is cleaned', async () => {
    const u = await makeUser(s, 'generalTeacher');
    const hostile = '<p onclick="steal()">স্বাগতম <a href="javascript:alert(1)">এখানে</a> <a href="https://talim.test">সাইট</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">';
    const made = ok(await gql(s.url, CREATE, { i: form({ content: hostile, title: '  আমাদের কথা  ' }) }, u.token)).createArticle;
    expect(made).toMatchObject({
      subject: 'about', title: 'আমাদের কথা', writer: 'মুহতামিম',
      content: '<p>স্বাগতম <a>এখানে</a> <a href="https://talim.test" rel="noopener noreferrer nofollow">সাইট</a></p>', preview: 'স্বাগতম এখানে সাইট',
    });
    const long = `<p>${'অ'.repeat(120)}</p>`;
    const notice = ok(await gql(s.url, CREATE, { i: form({ subject: 'notice', title: 'ঈদের ছুটি', writer: '', content: long }) }, u.token)).createArticle;
    expect(notice.preview).toBe(`${'অ'.repeat(100)}…`);

    const all = ok(await gql(s.url, LIST, {}, u.token)).articles;
    expect([all.total, all.items.map((a: { id: number }) => a.id)]).toEqual([2, [notice.id, made.id]]);
    expect(ok(await gql(s.url, LIST, { subject: 'notice' }, u.token)).articles.items.map((a: { id: number }) => a.id)).toEqual([notice.id]);
    expect(ok(await gql(s.url, LIST, { search: 'ঈদ' }, u.token)).articles.total).toBe(1);
    expect(ok(await gql(s.url, LIST, { search: 'মুহতামিম' }, u.token)).articles.items[0].id).toBe(made.id);
    expect(ok(await gql(s.url, LIST, { offset: 1, limit: 1 }, u.token)).articles).toMatchObject({ total: 2, items: [{ id: made.id }] });

    const changed = ok(await gql(s.url, UPDATE, { i: form({ id: notice.id, subject: 'notice', title: 'পরীক্ষার নোটিশ', content: '<p>নতুন</p>' }) }, u.token)).updateArticle;
    expect(changed).toMatchObject({ id: notice.id, title: 'পরীক্ষার নোটিশ', content: '<p>নতুন</p>', preview: 'নতুন' });
    expect(ok(await gql(s.url, DELETE, { id: notice.id }, u.token)).deleteArticle).toBe(true);
    expect((await rows(u.academy.code)).map((r) => r.id)).toEqual([made.id]);
  });

  it('the REST calls of spec doc 2 §7 (new_article, articles, articles/update, article/delete)', async () => {
    const u = await makeUser(s, 'principal');
    const code = u.academy.code;
    const as = { token: u.token };
    const made = await rest(s.url, 'POST', `/api/others/new_article/${code}`, { ...as, body: { title: 'Notice', subject: 'notice', author: 'Office', content: '<p>Exams <b>soon</b></p>' } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, article: { title: 'Notice', subject: 'notice', writer: 'Office', content: '<p>Exams <b>soon</b></p>', preview: 'Exams soon' } });
    const id = made.body.article.id;
    const listed = await rest(s.url, 'GET', `/api/others/articles/${code}?subject=notice&limit=5`, as);
    expect(listed.body).toMatchObject({ success: true, total: 1, articles: [{ id, title: 'Notice' }] });
    expect(listed.body.articles[0]).toHaveProperty('created_at');
    const updated = await rest(s.url, 'POST', `/api/others/articles/update/${code}`, { ...as, body: { id, title: 'Notice 2', subject: 'notice', writer: 'Office', content: '<p>Later</p>' } });
    expect(updated.body.article).toMatchObject({ id, title: 'Notice 2', content: '<p>Later</p>' });
    expect((await rest(s.url, 'DELETE', `/api/others/article/delete/${code}/${id}`, as)).body).toEqual({ success: true });
    expect((await rest(s.url, 'GET', `/api/others/articles/${code}`, as)).body).toEqual({ success: true, articles: [], total: 0 });
  });
});

describe('the public site (no sign-in)', () => {
  it('publicArticle: the academy\'s article by slug and id; missing, another academy\'s or a hidden notice is sorryNotFound', async () => {
    const a = await makeUser(s, 'principal');
    const b = await makeUser(s, 'principal');
    const about = await seedArticle(a, { subject: 'about', title: 'About us', content: '<p>Since 1990</p>' });
    const notice = await seedArticle(a, { subject: 'notice', title: 'Holiday' });
    const theirs = await seedArticle(b, { subject: 'about', title: 'B-secret' });
    const slug = a.academy.slug;
    expect(ok(await gql(s.url, PUBLIC, { slug, id: about.id })).publicArticle).toEqual({
      id: about.id, subject: 'about', title: 'About us', writer: 'Office', content: '<p>Since 1990</p>', preview: 'Since 1990',
      academyName: a.academy.name, academySlug: slug,
    });
    expect(ok(await gql(s.url, PUBLIC, { slug: slug.toUpperCase(), id: about.id })).publicArticle.id).toBe(about.id);
    expect(errorCode(await gql(s.url, PUBLIC, { slug, id: 999999 }))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PUBLIC, { slug, id: theirs.id }))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PUBLIC, { slug: 'no-such-academy', id: about.id }))).toBe('sorryNotFound');
    // A notice is public only while the notice setting is on; the academy's own users always see it.
    expect(errorCode(await gql(s.url, PUBLIC, { slug, id: notice.id }))).toBe('sorryNotFound');
    expect(ok(await gql(s.url, PUBLIC, { slug, id: notice.id }, a.token)).publicArticle.title).toBe('Holiday');
    await setFlags(a.academy.code, { notice: true });
    expect(ok(await gql(s.url, PUBLIC, { slug, id: notice.id })).publicArticle.title).toBe('Holiday');
  });

  it('publicWebsite: about, notices while notice is on, staff cards while officiants is on, the footer contacts', async () => {
    const a = await makeUser(s, 'principal');
    const code = a.academy.code;
    await seedArticle(a, { subject: 'about', title: 'Old about' });
    const about = await seedArticle(a, { subject: 'about', title: 'About us', content: '<p>Since 1990</p>' });
    const n1 = await seedArticle(a, { title: 'First notice' });
    const n2 = await seedArticle(a, { title: 'Second notice', content: `<p>${'x'.repeat(150)}</p>` });
    const staffRepo = s.db.getRepository(Staff);
    const teacher = await staffRepo.save(staffRepo.create({
      code, staffId: 'T-1', name: 'Maulana Karim', fatherName: 'x', designation: 'Head teacher', birthDate: '1980-01-01', mobile: '01700000001', nid: '1234567',
    }));
    const other = await makeUser(s, 'principal');
    await seedArticle(other, { subject: 'notice', title: 'B-secret' });

    const off = ok(await gql(s.url, HOME, { slug: a.academy.slug })).publicWebsite;
    expect(off).toEqual({
      notice: false, officiants: false, email: a.academy.email, mobile: a.academy.mobile,
      about: { id: about.id, title: 'About us', content: '<p>Since 1990</p>' }, notices: [], staff: [],
    });
    await setFlags(code, { notice: true, officiants: true });
    const on = ok(await gql(s.url, HOME, { slug: a.academy.slug })).publicWebsite;
    expect(on.notices).toEqual([{ id: n2.id, title: 'Second notice', preview: `${'x'.repeat(100)}…` }, { id: n1.id, title: 'First notice', preview: 'Holiday' }]);
    expect(on.staff).toEqual([{ id: teacher.id, name: 'Maulana Karim', designation: 'Head teacher', photoUrl: '' }]);
    expect(ok(await gql(s.url, HOME, { slug: 'no-such-academy' })).publicWebsite).toBeNull();
  });
});

describe('article images (issue 22 item 8: the editor uploads into the academy\'s own storage)', () => {
  const UPLOAD = 'mutation($image: Upload!) { uploadArticleImage(image: $image) }';
  const png = () => new Blob([pngBytes(64, 48)], { type: 'image/png' });
  const jpeg = () => new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 40, 0, 30, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9])], { type: 'image/jpeg' });
  /** The files stored under an academy (none when its folder does not exist). */
  const stored = (code: string) => {
    const dir = path.join(s.config.dataDir, 'uploads', code);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  /** uploadArticleImage over GraphQL multipart (the web's UploadHttpLink sends the same). */
  async function gqlUpload(file: Blob, token?: string): Promise<GqlResult<{ uploadArticleImage: string }>> {
    const f = new FormData();
    f.append('operations', JSON.stringify({ query: UPLOAD, variables: { image: null } }));
    f.append('map', JSON.stringify({ 0: ['variables.image'] }));
    f.append('0', file, 'picture.png');
    const headers: Record<string, string> = { 'Apollo-Require-Preflight': 'true' };
    if (token) headers.authorization = `Bearer ${token}`;
    return (await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers })).json();
  }
  function restUpload(code: string, file: Blob | null, token?: string) {
    const f = new FormData();
    if (file) f.append('image', file, 'picture.png');
    return rest(s.url, 'POST', `/api/others/article_image/${code}`, { token, form: f });
  }

  it('not signed in: loginError over GraphQL and REST, nothing stored', async () => {
    const u = await makeUser(s, 'principal');
    expect(errorCode(await gqlUpload(png()))).toBe('loginError');
    const r = await restUpload(u.academy.code, png());
    expect([r.status, r.body.message]).toEqual([401, 'loginError']);
    expect(stored(u.academy.code)).toEqual([]);
  });

  it('a guardian is authorRequired; an academy not activated notActivated; nothing stored', async () => {
    const owner = await makeUser(s, 'principal');
    const g = await makeUser(s, 'guardian', owner.academy);
    expect(errorCode(await gqlUpload(png(), g.token))).toBe('authorRequired');
    const r = await restUpload(owner.academy.code, png(), g.token);
    expect([r.status, r.body.message]).toEqual([403, 'authorRequired']);
    const sleeping = await makeUser(s, 'principal', await makeAcademy(s, { activation: false }));
    expect(errorCode(await gqlUpload(png(), sleeping.token))).toBe('notActivated');
    expect(stored(owner.academy.code)).toEqual([]);
    expect(stored(sleeping.academy.code)).toEqual([]);
  });

  it("another academy's code in the path is authorRequired; an upload always lands in the caller's own academy", async () => {
    const a = await makeUser(s, 'generalTeacher');
    const b = await makeUser(s, 'principal');
    const r = await restUpload(b.academy.code, png(), a.token);
    expect([r.status, r.body.message]).toEqual([403, 'authorRequired']);
    expect(stored(b.academy.code)).toEqual([]);
    const url = (await gqlUpload(png(), a.token)).data!.uploadArticleImage;
    expect(url.startsWith(`/files/${a.academy.code}/articleImage-`)).toBe(true);
    expect(stored(b.academy.code)).toEqual([]);
    // B cannot show A's image in its own article: the sanitizer drops another academy's file.
    const theirs = ok(await gql(s.url, CREATE, { i: form({ content: `<p>x</p><img src="${url}">` }) }, b.token)).createArticle;
    expect(theirs.content).toBe('<p>x</p>');
  });

  it.each([
    ['not an image (HTML named .png)', new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }), 400, 'invalidFile'],
    ['an SVG image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'], { type: 'image/svg+xml' }), 400, 'invalidFile'],
    ['a PNG over 1 MB', new Blob([pngBytes(64, 48, 1024 * 1024)], { type: 'image/png' }), 413, 'fileTooLarge'],
  ])('%s is refused (%s), nothing stored', async (_name, file, status, key) => {
    const u = await makeUser(s, 'principal');
    const g = await gqlUpload(file, u.token);
    expect(errorCode(g)).toBe(key);
    const r = await restUpload(u.academy.code, file, u.token);
    expect([r.status, r.body.message]).toEqual([status, key]);
    expect(stored(u.academy.code)).toEqual([]);
  });

  it('no file is requiredField (image)', async () => {
    const u = await makeUser(s, 'principal');
    const r = await restUpload(u.academy.code, null, u.token);
    expect([r.status, r.body.message, r.body.params]).toEqual([400, 'requiredField', { field: 'image' }]);
    expect(stored(u.academy.code)).toEqual([]);
  });

  it('success: any staff user uploads; the address serves the image to anyone, and an article keeps it', async () => {
    const u = await makeUser(s, 'volunteer');
    const code = u.academy.code;
    const url = ok(await gqlUpload(png(), u.token)).uploadArticleImage;
    expect(url).toMatch(new RegExp(`^/files/${code}/articleImage-[0-9a-f-]+\\.png$`));
    const r = await restUpload(code, jpeg(), u.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, url: expect.stringMatching(new RegExp(`^/files/${code}/articleImage-[0-9a-f-]+\\.jpg$`)) });
    expect(stored(code).sort()).toEqual([url, r.body.url].map((x: string) => x.split('/').pop()).sort());
    // Visitors (no sign-in) get it, cacheable like the site's other public images.
    const img = await fetch(`${s.url}${url}`);
    expect([img.status, img.headers.get('content-type'), img.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=604800, immutable']);
    expect(Buffer.from(await img.arrayBuffer())).toEqual(Buffer.from(pngBytes(64, 48)));
    // The article keeps its own image and drops an outside one; the public page shows what was kept.
    const made = ok(await gql(s.url, CREATE, {
      i: form({ subject: 'about', content: `<p>ছবি</p><img src="${url}" alt="ভবন"><img src="https://example.org/x.png"><img src="http://example.org/y.jpg">` }),
    }, u.token)).createArticle;
    expect(made.content).toBe(`<p>ছবি</p><img src="${url}" alt="ভবন" />`);
    expect(ok(await gql(s.url, PUBLIC, { slug: u.academy.slug, id: made.id })).publicArticle.content).toBe(made.content);
  });
});
