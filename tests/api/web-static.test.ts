import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startServer, type TestServer } from '../support/server';

/**
 * The built web app as the server sends it (api/src/platform/web-static.ts), against a tiny dist
 * laid out as `npm run build:web` lays it out: hashed files under assets/ with .br and .gz copies.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'talim-web-static-'));
const INDEX = `<!doctype html><html lang="bn"><head><title>Talim</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify('সালাম '.repeat(400))};\n`;
const SMALL_CSS = 'body{margin:0}';

function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A raw GET (fetch would undo the encoding), with the Accept-Encoding a browser would send. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let s: TestServer;
beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  writeWithCopies(path.join(dir, 'index.html'), INDEX);
  writeWithCopies(path.join(dir, 'assets/index-AbC123xy.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets/small-Zz9.css'), SMALL_CSS);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  s = await startServer({ WEB_DIST: dir });
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

const BROWSER = 'gzip, deflate, br, zstd';
const YEAR = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  it('sends the brotli copy of a hashed file when the browser takes brotli, cached for a year', async () => {
    const r = await get(`${s.url}/assets/index-AbC123xy.js`, { 'accept-encoding': BROWSER });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe(YEAR);
    expect(brotliDecompressSync(r.body).toString()).toBe(APP_JS);
    expect(Number(r.headers['content-length'])).toBeLessThan(Buffer.byteLength(APP_JS) / 5);
  });

  it('sends the gzip copy when the browser takes gzip but not brotli', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const r = await get(`${s.url}/assets/index-AbC123xy.js`, { 'accept-encoding': accept });
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.headers['content-type']).toMatch(/javascript; charset=utf-8$/i);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control']).toBe(YEAR);
      expect(gunzipSync(r.body).toString()).toBe(APP_JS);
    }
  });

  it('sends the file as it is when the browser takes neither', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const r = await get(`${s.url}/assets/index-AbC123xy.js`, headers);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['content-type']).toMatch(/javascript; charset=utf-8$/i);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control']).toBe(YEAR);
      expect(r.body.toString()).toBe(APP_JS);
    }
  });

  it('sends a hashed file without compressed copies as it is, still cached for a year', async () => {
    const r = await get(`${s.url}/assets/small-Zz9.css`, { 'accept-encoding': BROWSER });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toMatch(/^text\/css/);
    expect(r.headers['cache-control']).toBe(YEAR);
    expect(r.body.toString()).toBe(SMALL_CSS);
  });

  it('sends index.html compressed and revalidated on every visit (no-cache, ETag)', async () => {
    const r = await get(`${s.url}/`, { 'accept-encoding': BROWSER });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(r.body).toString()).toBe(INDEX);
    const again = await get(`${s.url}/`, { 'accept-encoding': BROWSER, 'if-none-match': String(r.headers.etag) });
    expect(again.status).toBe(304);
    const unhashed = await get(`${s.url}/favicon.svg`);
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('sends the document headers (CSP and friends) with pages, and only nosniff with hashed assets', async () => {
    const page = await get(`${s.url}/login`, { 'accept-encoding': BROWSER });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const asset = await get(`${s.url}/assets/index-AbC123xy.js`, { 'accept-encoding': BROWSER });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers every client route with index.html (no-cache), compressed as the browser takes it', async () => {
    for (const route of ['/login', '/guardian', '/result/guardian/3', '/demo/result']) {
      const br = await get(`${s.url}${route}`, { 'accept-encoding': BROWSER });
      expect(br.status).toBe(200);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).toString()).toBe(INDEX);
      const plain = await get(`${s.url}${route}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(INDEX);
    }
  });

  it('leaves /api, /graphql and /files to the API: an unknown /api path is a JSON 404', async () => {
    const r = await get(`${s.url}/api/no-such-thing`, { 'accept-encoding': BROWSER });
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const files = await get(`${s.url}/files/none.png`);
    expect(files.body.toString()).not.toContain('<div id="root">');
  });

  it('answers a missing hashed file with 404, not the page', async () => {
    const r = await get(`${s.url}/assets/index-OldHash1.js`, { 'accept-encoding': BROWSER });
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).not.toMatch(/html/);
    expect(r.headers['cache-control']).not.toBe(YEAR);
  });
});
