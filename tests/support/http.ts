/** GraphQL and REST over HTTP, as an integrator would call them. */
export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; params?: Record<string, unknown> } }[];
}

export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResult<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
}

/** The catalogue key of the first error, or null when the call succeeded. */
export function errorCode(r: GqlResult): string | null {
  return r.errors?.[0]?.extensions?.code ?? null;
}

export interface RestResult { status: number; body: any; headers: Headers }

export async function rest(url: string, method: string, path: string, opts: { token?: string; body?: unknown; form?: FormData; cookie?: string } = {}): Promise<RestResult> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A tiny valid PNG of the given size in pixels (for upload tests). */
export function pngBytes(width = 120, height = 120, padding = 0): Uint8Array<ArrayBuffer> {
  const buf = Buffer.alloc(33 + padding);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf, 0);
  buf.writeUInt32BE(13, 8);
  buf.write('IHDR', 12, 'ascii');
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf[24] = 8; buf[25] = 6;
  return new Uint8Array(buf);
}
