/**
 * How much one answer of the student list may hold (issue 22 item 11): the spec's whole REST list is
 * written as it is read, LIST_BATCH rows at a time, and is the same JSON as one answer; GraphQL
 * `students` holds at most STUDENT_LIST_MAX students (a longer list pages through studentPage).
 * The JSON writer itself: the same bytes as res.json, and a failure after the first rows cuts the
 * connection instead of ending a short list that looks whole.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { LIST_BATCH, STUDENT_LIST_MAX } from '../../api/src/domains/education/students.service';
import { Student } from '../../api/src/domains/education/student.entity';
import type { Academy } from '../../api/src/domains/auth/academy.entity';
import { sendJsonList } from '../../api/src/platform/json-stream';
import { longListTurns } from '../../api/src/platform/turns';
import { parse, type OperationDefinitionNode } from 'graphql';
import { makeUser } from '../support/factories';
import { errorCode, gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/** `n` students of one class, inserted 250 at a time (admit numbers from 1; every tenth a pending application). */
async function students(academy: Academy, className: string, n: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    code: academy.code, newOld: 'new', department: 'General', residence: 'residential', category: 'general',
    formNo: i + 1, admitNo: i % 10 === 9 ? null : i + 1, name: `Student ${i} "quoted" \u09AC\u09BE\u0982\u09B2\u09BE`, fatherName: 'x', village: 'x', postOffice: 'x',
    subDistrict: 'x', district: 'x', birthDate: '2014-01-01', age: 12, fatherMobile: '01700000000', guardianRelation: 'father',
    admittedClass: className, groupName: '', date: '2026-01-01', fees: i % 2 ? [{ title: 'monthly_fee', amount: 800.5 }] : [], number1: i % 3 ? null : 4.5,
  }));
  for (let i = 0; i < rows.length; i += 250) await s.db.getRepository(Student).insert(rows.slice(i, i + 250));
}

const get = (path: string, token: string) => fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });

describe('the whole student list over REST', () => {
  it('is written as it is read, and is byte for byte the JSON of one answer: the pages of the same list, in order', async () => {
    const su = await makeUser(s, 'superUser');
    const other = await makeUser(s, 'superUser');
    const n = 2 * LIST_BATCH + 7;
    await students(su.academy, 'Class 7', n);
    await students(other.academy, 'Class 7', 3);
    const r = await get(`/api/education/students/${su.academy.code}?className=Class%207`, su.token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Written in parts: no length known before the last row is read.
    expect(r.headers.get('content-length')).toBeNull();
    expect(r.headers.get('transfer-encoding')).toBe('chunked');
    const text = await r.text();
    // The same list one page at a time (res.json answers): the stream is exactly their rows' JSON.
    const pages: unknown[] = [];
    for (let page = 1; pages.length < n; page++) {
      const p = await (await get(`/api/education/students/${su.academy.code}?className=Class%207&limit=${LIST_BATCH}&page=${page}`, su.token)).json() as { students: unknown[]; total: number };
      expect(p.total).toBe(n);
      pages.push(...p.students);
    }
    expect(text).toBe(JSON.stringify({ success: true, students: pages }));
    const body = JSON.parse(text) as { students: { name: string; admit_no: number | null }[] };
    expect(new Set(body.students.map((x) => x.name)).size).toBe(n);
    expect(body.students[0].admit_no).toBeNull(); // pending applications first, as before
  });

  it('an empty list is an empty array; a filter it refuses or another academy\'s code is still an error answer', async () => {
    const su = await makeUser(s, 'superUser');
    const other = await makeUser(s, 'superUser');
    const r = await get(`/api/education/students/${su.academy.code}?className=Nobody`, su.token);
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('{"success":true,"students":[]}');
    const bad = await get(`/api/education/students/${su.academy.code}?condition=gone`, su.token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, message: 'invalidValue' });
    expect((await get(`/api/education/students/${su.academy.code}`, other.token)).status).toBe(403);
    const guardian = await makeUser(s, 'guardian');
    expect((await get(`/api/education/students/${guardian.academy.code}`, guardian.token)).status).toBe(403);
  });
});

describe('GraphQL students holds at most STUDENT_LIST_MAX students', () => {
  it(`answers maxNotPossible (remain ${STUDENT_LIST_MAX}) for a longer list, which studentPage still pages; a list of exactly the limit is answered`, async () => {
    const su = await makeUser(s, 'superUser');
    await students(su.academy, 'Large', STUDENT_LIST_MAX + 1);
    const q = '{ students(filter: { className: "Large" }) { id name } }';
    const r = await gql(s.url, q, {}, su.token);
    expect(errorCode(r)).toBe('maxNotPossible');
    expect(r.data).toBeNull();
    expect(r.errors?.[0].extensions).toMatchObject({ params: { remain: STUDENT_LIST_MAX, name: 'rows' } });
    const page = await gql(s.url, '{ studentPage(filter: { className: "Large" }, offset: 2000, limit: 500) { total items { name } } }', {}, su.token);
    expect(page.data.studentPage.total).toBe(STUDENT_LIST_MAX + 1);
    expect(page.data.studentPage.items).toHaveLength(1);
    // One removed: the list is exactly the limit and is answered whole.
    await s.db.getRepository(Student).update({ code: su.academy.code, formNo: 1 }, { condition: 'out' });
    const whole = await gql(s.url, q, {}, su.token);
    expect(whole.errors).toBeUndefined();
    expect(whole.data.students).toHaveLength(STUDENT_LIST_MAX);
  });
});

describe('sendJsonList', () => {
  async function serve(batches: () => AsyncGenerator<unknown[]>): Promise<{ url: string; close: () => Promise<void> }> {
    const app = express();
    app.use((req, _res, next) => { (req as unknown as { log: { error: () => void } }).log = { error: () => {} }; next(); });
    app.get('/list', (_req, res, next) => { sendJsonList(res, { success: true, note: 'é "x"' }, 'rows', batches()).catch(next); });
    app.use(((err, _req, res, _next) => { res.status(403).json({ success: false, message: (err as Error).message }); }) as express.ErrorRequestHandler);
    const server = await new Promise<import('node:http').Server>((r) => { const h = app.listen(0, '127.0.0.1', () => r(h)); });
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/list`, close: () => new Promise((r) => { server.close(() => r()); }) };
  }

  it('answers the bytes res.json answers, whatever the batches', async () => {
    const rows = [{ a: 1, b: null, c: [1, { d: 'ü\u2028' }] }, { a: 2 }, { a: 3, e: 'x' }];
    const srv = await serve(async function* () { yield rows.slice(0, 2); yield []; yield rows.slice(2); });
    try {
      expect(await (await fetch(srv.url)).text()).toBe(JSON.stringify({ success: true, note: 'é "x"', rows }));
    } finally { await srv.close(); }
  });

  it('a refusal before the first batch is an error answer; a failure after it cuts the connection', async () => {
    // eslint-disable-next-line require-yield -- refused before its first batch, as a service's permission check is
    const refused = await serve(async function* () { throw new Error('authorRequired'); });
    try {
      const r = await fetch(refused.url);
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({ success: false, message: 'authorRequired' });
    } finally { await refused.close(); }
    const broken = await serve(async function* () { yield [{ a: 1 }]; throw new Error('database gone'); });
    try {
      // The client never reads an ending: the request or its body fails (when depends on what was flushed first).
      await expect(fetch(broken.url).then((r) => r.text())).rejects.toThrow();
    } finally { await broken.close(); }
  });
});

describe('long lists take turns', () => {
  /** Apollo's calls for one request: executionDidStart (resolves when it may run), then willSendResponse. */
  function request(plugin: ReturnType<typeof longListTurns<object>>, query: string) {
    const rc = { operation: parse(query).definitions[0] as OperationDefinitionNode } as never;
    let running = false;
    const started = (async () => {
      const listener = await plugin.requestDidStart!(rc);
      await listener!.executionDidStart!(rc);
      running = true;
      return listener!;
    })();
    return { started, running: () => running, done: async () => { await (await started).willSendResponse!(rc); } };
  }
  const tick = () => new Promise((r) => setImmediate(r));

  it('runs at most two student lists at once, in the order they came; other operations never wait', async () => {
    const plugin = longListTurns<object>(new Set(['students', 'studentPage']), 2);
    const a = request(plugin, '{ students { id } }');
    const b = request(plugin, '{ studentPage(limit: 500) { total } }');
    const c = request(plugin, 'query { me { email } students { id } }');
    const d = request(plugin, '{ students { id } }');
    const small = request(plugin, '{ me { email } }');
    const write = request(plugin, 'mutation { deleteStudents(ids: [1]) }');
    await tick();
    expect([a, b, c, d, small, write].map((r) => r.running())).toEqual([true, true, false, false, true, true]);
    await a.done();
    await tick();
    expect([c.running(), d.running()]).toEqual([true, false]);
    await b.done();
    await b.done(); // a second answer of the same request frees nothing more
    await tick();
    expect(d.running()).toBe(true);
    await c.done();
    await d.done();
    const e = request(plugin, '{ students { id } }');
    const f = request(plugin, '{ students { id } }');
    await tick();
    expect([e.running(), f.running()]).toEqual([true, true]);
  });
});
