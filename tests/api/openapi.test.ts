import express from 'express';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROUTE_DOCS } from '../../api/src/openapi/descriptions';
import { mountRestRoutes } from '../../api/src/rest-routes';
import { buildOpenApi, fieldSchema } from '../../api/src/openapi/document';
import { servedRoutes } from '../../api/src/openapi/routes';
import { ERROR_STATUS } from '../../api/src/platform/errors';
import { PERMISSIONS } from '../../api/src/rules/permissions';
import { rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** The route tables mounted as server.ts mounts them (rest-routes.ts; read independently of the served document). */
function tables(): express.Router {
  return mountRestRoutes(express.Router());
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
type Op = Record<string, any>;

let s: TestServer;
let doc: Record<string, any>;
beforeAll(async () => {
  s = await startServer();
  const res = await rest(s.url, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => { await s.close(); });

const operations = (): [string, string, Op][] =>
  Object.entries(doc.paths as Record<string, Record<string, Op>>).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => [m, p, op] as [string, string, Op]));

describe('OpenAPI document of the REST shim', () => {
  it('has a description for every route of the route tables, and none for a route that is not served', () => {
    const routes = servedRoutes(tables(), '/api').map((r) => r.key).sort();
    const build = buildOpenApi(tables(), '/api');
    expect(build.undescribed).toEqual([]);
    expect(build.unserved).toEqual([]);
    expect(Object.keys(ROUTE_DOCS).sort()).toEqual(routes);
  });

  it('reports a route with no description (and the served document marks it)', () => {
    const api = tables();
    api.get('/others/brand_new/:code', (_req, res) => { res.json({ success: true }); });
    const build = buildOpenApi(api, '/api');
    expect(build.undescribed).toEqual(['GET /api/others/brand_new/:code']);
    expect(build.document.paths).toHaveProperty(['/api/others/brand_new/{code}', 'get', 'x-undescribed'], true);
  });

  it('is served to anyone, cacheable, with an ETag that revalidates', async () => {
    const res = await fetch(`${s.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${s.url}/api/openapi.json`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const gz = await fetch(`${s.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await gz.json()).openapi).toBe('3.1.0');
    // small enough to fetch on a slow line: the whole document, compressed
    const sent = await new Promise<number>((resolve, reject) => {
      http.get(`${s.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        let n = 0;
        r.on('data', (c: Buffer) => { n += c.length; }).on('end', () => resolve(n)).on('error', reject);
      }).on('error', reject);
    });
    expect(sent).toBeGreaterThan(1000);
    expect(sent).toBeLessThan(60_000);
  });

  it('lists exactly the served routes, each with a summary, parameters, answers and error keys', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    const listed = operations().map(([m, p]) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`).sort();
    expect(listed).toEqual(servedRoutes(tables(), '/api').map((r) => r.key).sort());
    expect(listed.length).toBeGreaterThanOrEqual(144);

    const ids = new Set<string>();
    const tagNames = new Set((doc.tags as { name: string }[]).map((t) => t.name));
    for (const [method, p, op] of operations()) {
      const where = `${method} ${p}`;
      expect([where, op['x-undescribed']]).toEqual([where, undefined]);
      expect([where, typeof op.summary === 'string' && op.summary.length > 3]).toEqual([where, true]);
      expect(METHODS).toContain(method);
      expect(ids.has(op.operationId)).toBe(false);
      ids.add(op.operationId);
      for (const t of op.tags) expect(tagNames.has(t)).toBe(true);
      // every {param} of the path is declared, required, in: path; and nothing else is
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters as Op[]).filter((x) => x.in === 'path');
      expect([where, declared.map((x) => x.name).sort()]).toEqual([where, inPath]);
      for (const x of declared) expect(x.required).toBe(true);
      for (const x of op.parameters as Op[]) {
        expect(['path', 'query']).toContain(x.in);
        expect(x.schema).toBeDefined();
      }
      if (op.requestBody) {
        const content = Object.entries(op.requestBody.content as Record<string, Op>);
        expect(content.length).toBeGreaterThan(0);
        for (const [type, media] of content) {
          expect(['application/json', 'multipart/form-data']).toContain(type);
          expect(media.schema.type).toBe('object');
          expect(Object.keys(media.schema.properties).length).toBeGreaterThan(0);
          for (const r of media.schema.required ?? []) expect(media.schema.properties).toHaveProperty([r]);
        }
      }
      // a success answer and one answer per HTTP status of its error keys, each key from the catalogue
      expect(op.responses['200'].description).toBeTruthy();
      const keys: string[] = op['x-error-keys'];
      expect(keys).toEqual(expect.arrayContaining(['errorMessage', 'serviceUnavailable']));
      for (const key of keys) {
        expect(ERROR_STATUS).toHaveProperty([key]);
        const status = String(ERROR_STATUS[key as keyof typeof ERROR_STATUS]);
        if (status === '200') continue;
        expect([where, key, op.responses[status]?.description.split(', ')]).toEqual([where, key, expect.arrayContaining([key])]);
        expect(op.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
        expect(doc.components.schemas.Error.properties.message.enum).toContain(key);
      }
      if (p.includes('{code}') && !p.startsWith('/api/controller')) expect([where, keys]).toEqual([where, expect.arrayContaining(['loginError', 'authorRequired'])]);
      if (method !== 'get') expect(keys).toContain('crossSiteRefused');
      for (const a of op['x-access'] as string[]) expect(['public', 'signedIn', 'controller', 'controller.read', 'controllerKey', ...Object.keys(PERMISSIONS)]).toContain(a);
      for (const status of Object.keys(op.responses)) expect(Number(status)).toBeGreaterThanOrEqual(200);
    }
  });

  it('names every area (tag) in the three languages of the reference page (/developers draws them as its tabs)', () => {
    const names = (doc.tags as { name: string }[]).map((t) => `developers.area.${t.name}`);
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const lang of ['en', 'bn', 'ar']) {
      const messages = JSON.parse(readFileSync(path.join(__dirname, `../../web/src/i18n/${lang}.json`), 'utf8')) as Record<string, string>;
      expect([lang, names.filter((k) => !messages[k])]).toEqual([lang, []]);
    }
  });

  it('uses only JSON Schema 2020-12 keywords it knows, and no $ref that does not resolve', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(doc.components.schemas).toHaveProperty([ref.split('/').pop()!]);
    }
    const allowed = new Set(['type', 'format', 'description', 'properties', 'required', 'items', 'enum', 'const', 'pattern', 'contentMediaType', 'additionalProperties']);
    const walk = (schema: Op, where: string) => {
      if (schema.$ref) return;
      for (const k of Object.keys(schema)) expect([where, k, allowed.has(k)]).toEqual([where, k, true]);
      if (schema.type !== undefined) {
        for (const t of ([] as string[]).concat(schema.type)) expect(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']).toContain(t);
      }
      if (schema.type === 'array') walk(schema.items, `${where}[]`);
      for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, Op>)) walk(sub, `${where}.${name}`);
    };
    walk(doc.components.schemas.Error, 'Error');
    for (const [method, p, op] of operations()) {
      for (const x of op.parameters as Op[]) walk(x.schema, `${method} ${p} ${x.name}`);
      for (const media of Object.values((op.requestBody?.content ?? {}) as Record<string, Op>)) walk(media.schema, `${method} ${p} body`);
      for (const [status, r] of Object.entries(op.responses as Record<string, Op>)) {
        for (const media of Object.values((r.content ?? {}) as Record<string, Op>)) walk(media.schema, `${method} ${p} ${status}`);
      }
    }
  });

  it('takes payload fields from the input classes the handlers validate with', () => {
    const login = doc.paths['/api/auth/login'].post;
    const schema = login.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    const admit = doc.paths['/api/education/student/new/{code}'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(admit.properties)).toEqual(expect.arrayContaining(['name', 'fatherName', 'admitNo', 'photo']));
    expect(admit.properties.admitNo.type).toBe('integer');
    expect(admit.required).toContain('name');
    expect(admit.required).not.toContain('admitNo');
  });

  it('reads the short field form', () => {
    expect(fieldSchema('integer[]! ids')).toEqual({ schema: { type: 'array', items: { type: 'integer' }, description: 'ids' }, required: true });
    expect(fieldSchema('date')).toEqual({ schema: { type: 'string', format: 'date' }, required: false });
    expect(() => fieldSchema('strnig! typo')).toThrow(/unknown type/);
  });
});
