/** The parts of the OpenAPI document (GET /api/openapi.json, api/src/openapi) that the reference page reads. */
export interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: string[];
  contentMediaType?: string;
  $ref?: string;
  const?: unknown;
}
export interface Parameter { name: string; in: 'path' | 'query'; required: boolean; schema: Schema; description?: string }
export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-access'?: string[];
  'x-spec'?: boolean;
  'x-error-keys'?: string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** One call of the document: method, path and its operation. */
export interface Call { method: string; path: string; op: Operation }

export function callsOf(doc: OpenApiDocument): Call[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

/** A schema's type in short: `integer`, `string (date)`, `object[]`, `file`. */
export function typeText(s: Schema): string {
  if (s.$ref) return s.$ref.split('/').pop() ?? 'object';
  if (s.contentMediaType) return 'file';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.type === 'array') return `${s.items ? typeText(s.items) : 'any'}[]`;
  const t = Array.isArray(s.type) ? s.type.join(' | ') : s.type ?? 'any';
  return s.format ? `${t} (${s.format})` : s.enum ? `${t}: ${s.enum.join(', ')}` : t;
}

/** A call matches a search when its method, path, summary or a field name contains every word. */
export function matches(call: Call, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const body = Object.values(call.op.requestBody?.content ?? {})[0]?.schema.properties ?? {};
  const hay = [call.method, call.path, call.op.summary, call.op.description ?? '', ...Object.keys(body), ...call.op.parameters.map((p) => p.name)].join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}
