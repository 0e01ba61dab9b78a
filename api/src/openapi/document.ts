import { GraphQLScalarType } from 'graphql';
import type { Router } from 'express';
import { getMetadataStorage } from 'type-graphql';
import { ERROR_STATUS, type ErrorCode } from '../platform/errors';
import { PERMISSIONS, type Permission } from '../rules/permissions';
import type { Access, Field, Fields, RouteDoc, RouteDocs } from './describe';
import { ROUTE_DOCS } from './descriptions';
import { servedRoutes, type ServedRoute } from './routes';

type Schema = Record<string, unknown>;

/** A short-form field (describe.ts) as a JSON Schema, and whether it is required. */
export function fieldSchema(field: Field): { schema: Schema; required: boolean } {
  const m = /^(\w+)(\[\])?(!)?\s*(.*)$/s.exec(field.trim());
  if (!m) throw new Error(`openapi: bad field "${field}"`);
  const [, type, list, bang, text] = m;
  const one: Schema = ({
    string: { type: 'string' }, integer: { type: 'integer' }, number: { type: 'number' }, boolean: { type: 'boolean' },
    date: { type: 'string', format: 'date' }, datetime: { type: 'string', format: 'date-time' },
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, file: { type: 'string', contentMediaType: 'application/octet-stream' },
    object: { type: 'object' }, any: {},
  } as Record<string, Schema>)[type];
  if (!one) throw new Error(`openapi: unknown type "${type}" in "${field}"`);
  const schema: Schema = list ? { type: 'array', items: one } : { ...one };
  if (text) schema.description = text;
  return { schema, required: bang === '!' };
}

/** An object schema of short-form fields. */
function objectSchema(fields: Fields, extra: Schema = {}): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, f] of Object.entries(fields)) {
    const { schema, required: req } = fieldSchema(f);
    properties[name] = schema;
    if (req) required.push(name);
  }
  return { type: 'object', ...extra, properties, ...(required.length ? { required } : {}) };
}

/** The fields of a TypeGraphQL input class (and of the classes it nests, one level deep), as JSON Schema. */
export function inputSchema(cls: Function, depth = 0): Schema {
  const storage = getMetadataStorage();
  const fields = storage.fields.filter((f) => f.target === cls || cls.prototype instanceof f.target);
  const input = storage.inputTypes.find((t) => t.target === cls);
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const f of fields) {
    if (properties[f.name]) continue;
    const t = f.getType() as unknown;
    let one: Schema;
    if (t === String) one = { type: 'string' };
    else if (t === Number) one = { type: 'number' };
    else if (t === Boolean) one = { type: 'boolean' };
    else if (t === Date) one = { type: 'string', format: 'date-time' };
    else if (t instanceof GraphQLScalarType) {
      one = t.name === 'Int' ? { type: 'integer' } : t.name === 'Float' ? { type: 'number' } : t.name === 'Boolean' ? { type: 'boolean' }
        : t.name === 'Upload' ? { type: 'string', contentMediaType: 'application/octet-stream', description: 'a multipart file part' }
          : t.name === 'JSON' || t.name === 'JSONObject' ? {} : { type: 'string' };
    } else if (typeof t === 'function') one = depth < 2 ? inputSchema(t, depth + 1) : { type: 'object' };
    else if (t && typeof t === 'object') one = { type: 'string', enum: Object.values(t as object).filter((v) => typeof v === 'string') };
    else one = {};
    const arrayDepth = f.typeOptions.arrayDepth ?? (f.typeOptions.array ? 1 : 0);
    let schema = one;
    for (let i = 0; i < arrayDepth; i++) schema = { type: 'array', items: schema };
    if (f.description) schema = { ...schema, description: f.description };
    properties[f.name] = schema;
    const nullable = f.typeOptions.nullable === true || f.typeOptions.nullable === 'items' || f.typeOptions.nullable === 'itemsAndList';
    if (!nullable && f.typeOptions.defaultValue === undefined) required.push(f.name);
  }
  return { type: 'object', ...(input?.description ? { description: input.description } : {}), properties, ...(required.length ? { required } : {}) };
}

const accessText = (a: Access): string => {
  if (a === 'public') return 'anyone (no sign-in)';
  if (a === 'signedIn') return 'any signed-in academy user';
  if (a === 'controller') return 'a controller operator of type super_admin';
  if (a === 'controller.read') return 'a controller operator (super_admin, or a moderator for reading)';
  if (a === 'controllerKey') return 'anyone holding the controller key';
  return `\`${a}\`: ${(PERMISSIONS[a as Permission] as readonly string[]).join(', ')}`;
};

/** The catalogue keys a route may answer: its own plus those every route of its kind has. */
export function errorKeys(route: ServedRoute, doc: RouteDoc): ErrorCode[] {
  const access = ([] as Access[]).concat(doc.access);
  const keys = new Set<ErrorCode>(doc.errors ?? []);
  const open = access.every((a) => a === 'public' || a === 'controllerKey');
  if (!open || route.path.includes(':code')) keys.add('loginError');
  if (route.path.includes(':code') || access.some((a) => a !== 'public' && a !== 'signedIn')) keys.add('authorRequired');
  if (route.method !== 'GET') keys.add('crossSiteRefused');
  if (route.method !== 'GET' && access.some((a) => a in PERMISSIONS && a !== 'academy.read' && a !== 'user.read' && a !== 'sms.read' && a !== 'guardian.read')) keys.add('notActivated');
  if (doc.multipart) { keys.add('fileTooLarge'); keys.add('invalidFile'); }
  if (Object.values(doc.body ?? {}).some((f) => fieldSchema(f).required) || doc.input) keys.add('requiredField');
  if (doc.body || doc.input || doc.query || route.method !== 'GET') keys.add('invalidValue');
  if (/:(id|nid|bookNo|batch|slug|key|email|class_name|kind)\b/.test(route.path)) keys.add('sorryNotFound');
  keys.add('errorMessage');
  keys.add('serviceUnavailable');
  return [...keys].sort();
}

/** The error answer (components.schemas.Error): one for every route; each answer's description names its keys. */
const ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string', enum: Object.keys(ERROR_STATUS).filter((k) => ERROR_STATUS[k as ErrorCode] !== 200), description: 'the error catalogue key (the client translates it)' },
    params: { type: 'object', description: 'details: the field at fault, amounts left, names', additionalProperties: { type: ['string', 'number'] } },
    requestId: { type: 'string', description: 'errorMessage only: the request id to quote in a report' },
  },
};

const SEGMENT_TEXT: Record<string, string> = {
  code: "the academy's institute code; must be the signed-in user's own (else authorRequired)",
  id: 'the row id (a whole number)',
};

function operation(route: ServedRoute, doc: RouteDoc | undefined): Schema {
  const tag = route.path.split('/')[2] ?? 'api';
  const operationId = `${route.method.toLowerCase()}${route.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`;
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!doc) {
    return {
      tags: [tag], operationId, summary: 'Not described', 'x-undescribed': true,
      parameters: pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      responses: { 200: { description: 'success' } },
    };
  }
  const parameters: Schema[] = pathParams.map((name) => {
    const text = doc.params?.[name];
    const { schema } = text ? fieldSchema(text) : { schema: { type: 'string', ...(SEGMENT_TEXT[name] ? { description: SEGMENT_TEXT[name] } : {}) } };
    const { description: text2, ...bare } = schema;
    return { name, in: 'path', required: true, schema: bare, ...(text2 ? { description: text2 } : {}) };
  });
  for (const [name, f] of Object.entries(doc.query ?? {})) {
    const { schema: { description: text2, ...schema }, required } = fieldSchema(f);
    parameters.push({ name, in: 'query', required, schema, ...(text2 ? { description: text2 } : {}) });
  }
  const access = ([] as Access[]).concat(doc.access);
  const description = [doc.description, `**Who:** ${access.map(accessText).join('; or ')}.`, doc.spec ? '**Spec:** one of the spec\'s calls (§7).' : ''].filter(Boolean).join('\n\n');
  const op: Schema = {
    tags: [tag], operationId, summary: doc.summary, description, 'x-access': access, ...(doc.spec ? { 'x-spec': true } : {}),
    parameters,
  };
  if (!access.every((a) => a === 'public' || a === 'controllerKey')) {
    op.security = access.some((a) => a.startsWith('controller')) ? [{ controllerCookie: [] }, { bearer: [] }] : [{ academyCookie: [] }, { bearer: [] }];
  } else op.security = [];
  if (doc.body || doc.input) {
    const fromClass = doc.input ? inputSchema(doc.input) : { properties: {}, required: [] };
    const own = objectSchema(doc.body ?? {});
    const schema: Schema = {
      type: 'object',
      ...(fromClass.description ? { description: fromClass.description } : {}),
      properties: { ...(fromClass.properties as object), ...(own.properties as object) },
    };
    const required = [...new Set([...((fromClass.required as string[]) ?? []), ...((own.required as string[]) ?? [])])]
      .filter((n) => !(doc.body && n in doc.body) || ((own.required as string[]) ?? []).includes(n));
    if (required.length) schema.required = required;
    // JSON (a form-encoded body of the same fields is read too: info.description says so).
    const content: Schema = doc.multipart ? { 'multipart/form-data': { schema } } : { 'application/json': { schema } };
    op.requestBody = { required: true, content };
  }
  const answer: Schema = doc.file
    ? { description: 'the file', content: { [doc.file]: { schema: { type: 'string', contentMediaType: doc.file } } } }
    : { description: 'success', content: { 'application/json': { schema: objectSchema({ ...(doc.answer ?? {}) }, {}) } } };
  if (!doc.file) {
    const s = (answer.content as Record<string, { schema: Schema }>)['application/json'].schema;
    s.properties = { success: { const: true }, ...(s.properties as object) };
    s.required = ['success', ...((s.required as string[]) ?? [])];
  }
  const responses: Record<string, Schema> = { 200: answer };
  const byStatus = new Map<number, string[]>();
  for (const key of errorKeys(route, doc)) {
    const status = ERROR_STATUS[key];
    if (status === 200) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  for (const [status, keys] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: keys.join(', '),
      ...(status === 503 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'seconds to wait' } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  op.responses = responses;
  op['x-error-keys'] = errorKeys(route, doc);
  return op;
}

export interface OpenApiBuild {
  document: Schema;
  /** Served routes with no description (the test fails on any). */
  undescribed: string[];
  /** Descriptions of routes that are not served (a renamed or removed route). */
  unserved: string[];
}

/** The OpenAPI 3.1 document of the REST routes a router serves (server.ts: the app's /api router, mounted at /api). */
export function buildOpenApi(router: Router, mount = '/api', docs: RouteDocs = ROUTE_DOCS): OpenApiBuild {
  const routes = servedRoutes(router, mount);
  const paths: Record<string, Record<string, Schema>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[r.method.toLowerCase()] = operation(r, docs[r.key]);
  }
  const served = new Set(routes.map((r) => r.key));
  const tags = [...new Set(routes.map((r) => r.path.split('/')[2]))].map((name) => ({ name, description: TAG_TEXT[name] ?? name }));
  const document: Schema = {
    openapi: '3.1.0',
    info: {
      title: 'Talim REST API',
      version: '1',
      description: [
        'The REST calls of Talim (school and madrasa administration), read from the server\'s own route tables.',
        'Every answer is JSON: `{ success: true, ...keys }`, or `{ success: false, message: <error catalogue key>, params }` with the HTTP status of that key.',
        'Sign in with `POST /api/auth/login` (academy users) or `POST /api/controller/login` (controller operators): the answer sets a session cookie and also carries a `token` to send as `Authorization: Bearer <token>`.',
        'Writes from another site\'s page are refused (`crossSiteRefused`). Bodies may be JSON or form-encoded; field names are given in camelCase, and the spec\'s snake_case spellings are accepted too where the spec uses them.',
        '`{code}` in a path is the academy\'s institute code: it must be the signed-in user\'s own.',
        'The GraphQL API (`/graphql`, used by the web app) is described by its own schema.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        academyCookie: { type: 'apiKey', in: 'cookie', name: 'talim_session', description: 'set by POST /api/auth/login' },
        controllerCookie: { type: 'apiKey', in: 'cookie', name: 'talim_controller', description: 'set by POST /api/controller/login' },
        bearer: { type: 'http', scheme: 'bearer', description: 'the `token` of a login answer' },
      },
    },
  };
  return {
    document,
    undescribed: routes.filter((r) => !docs[r.key]).map((r) => r.key),
    unserved: Object.keys(docs).filter((k) => !served.has(k)),
  };
}

const TAG_TEXT: Record<string, string> = {
  auth: 'Sign-in, the academy and its users',
  education: 'Classes, students, admission, results, routine, homework, student leave, year rollover',
  controller: 'The controller area (product owner): academies, operators, devices, data entry',
  others: 'Settings, dashboard, SMS, store, articles, attendance',
  account: 'Accounts: receipts, vouchers, salaries, fees, counts and reports',
  adminis: 'Administration: staff, staff leave, staff reports, furniture',
  hostel: 'Hostel reports',
  library: 'Library books, providing and receiving',
  donor: 'Donors and donations',
};
