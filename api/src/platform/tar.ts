import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A gzipped tar (POSIX ustar, with a PAX header for a path over 100 characters) written and read as
 * streams: the backup file (platform/backup.ts). Regular files only; nothing else is ever written,
 * and a reader refuses any entry that is not a plain relative path (no `..`, no absolute path).
 */
export interface TarSource {
  /** The path inside the archive (`/` separated, relative). */
  name: string;
  /** A file on disk to copy in. */
  file?: string;
  /** Or the bytes themselves. */
  data?: Buffer;
}

const BLOCK = 512;

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const b = Buffer.alloc(BLOCK);
  b.write(name.slice(0, 100), 0, 'utf8');
  b.write(octal(0o644, 8), 100, 'ascii');
  b.write(octal(0, 8), 108, 'ascii');
  b.write(octal(0, 8), 116, 'ascii');
  b.write(octal(size, 12), 124, 'ascii');
  b.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  b.write('        ', 148, 'ascii');
  b.write(type, 156, 'ascii');
  b.write('ustar\0', 257, 'ascii');
  b.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of b) sum += byte;
  b.write(octal(sum, 7) + ' ', 148, 'ascii');
  return b;
}

/** A PAX record `LEN key=value\n`, its length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len) len = String(len).length + Buffer.byteLength(body);
  return `${len}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function checkName(name: string): void {
  if (!name || name.startsWith('/') || name.split('/').some((p) => p === '..' || p === '' || p === '.')) {
    throw new Error(`bad archive path: ${name}`);
  }
}

/** Writes the sources, in order, to a new .tar.gz at `outFile`; answers its size in bytes. */
export async function writeTarGz(outFile: string, sources: AsyncIterable<TarSource> | Iterable<TarSource>): Promise<number> {
  const now = Date.now();
  async function* blocks(): AsyncGenerator<Buffer> {
    for await (const s of sources) {
      checkName(s.name);
      const size = s.data ? s.data.length : (await stat(s.file!)).size;
      if (Buffer.byteLength(s.name) > 100) {
        const pax = Buffer.from(paxRecord('path', s.name), 'utf8');
        yield header('PaxHeader', pax.length, 'x', now);
        yield pax;
        yield padding(pax.length);
      }
      yield header(s.name, size, '0', now);
      if (s.data) yield s.data;
      else {
        let copied = 0;
        for await (const chunk of createReadStream(s.file!, { end: size > 0 ? size - 1 : 0, start: 0 })) {
          const c = chunk as Buffer;
          const take = Math.min(c.length, size - copied);
          if (take > 0) yield c.subarray(0, take);
          copied += take;
        }
        // a file that shrank while it was read: the entry keeps its declared size
        if (copied < size) yield Buffer.alloc(size - copied);
      }
      yield padding(size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(blocks()), createGzip({ level: 6 }), createWriteStream(outFile, { flags: 'wx' }));
  return (await stat(outFile)).size;
}

/** One entry read from an archive: its path and its bytes as a stream (to be read to the end). */
export type TarEntryHandler = (name: string, size: number, body: Readable) => Promise<void>;

/**
 * Reads a .tar.gz entry by entry; `onEntry` gets each regular file's path, size and bytes (and must
 * consume them). Entries other than files and PAX path headers are skipped.
 */
export async function readTarGz(file: string, onEntry: TarEntryHandler): Promise<void> {
  let buf: Buffer = Buffer.alloc(0);
  let paxPath: string | null = null;
  // the entry being read: its remaining bytes, padding, and where they go
  let remaining = 0;
  let pad = 0;
  let sink: PassThrough | null = null;
  let sinkDone: Promise<void> | null = null;
  let pax: Buffer[] | null = null;
  let ended = false;
  const parse = async () => {
    for (;;) {
      if (remaining > 0) {
        if (!buf.length) return;
        const take = buf.subarray(0, Math.min(remaining, buf.length));
        buf = buf.subarray(take.length);
        remaining -= take.length;
        if (pax) pax.push(Buffer.from(take));
        else if (sink && !sink.write(take)) await new Promise((r) => sink!.once('drain', r));
        if (remaining > 0) return;
        if (sink) { sink.end(); await sinkDone; sink = null; sinkDone = null; }
        if (pax) {
          const text = Buffer.concat(pax).toString('utf8');
          const m = /\d+ path=([^\n]*)\n/.exec(text);
          paxPath = m ? m[1] : null;
          pax = null;
        }
      }
      if (pad > 0) {
        const take = Math.min(pad, buf.length);
        buf = buf.subarray(take);
        pad -= take;
        if (pad > 0) return;
      }
      if (ended || buf.length < BLOCK) return;
      const h = buf.subarray(0, BLOCK);
      buf = buf.subarray(BLOCK);
      if (h.every((x) => x === 0)) { ended = true; return; }
      const field = (o: number, l: number) => h.subarray(o, o + l).toString('utf8').replace(/\0.*$/s, '');
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const type = field(156, 1) || '0';
      const prefix = field(345, 155);
      const name = paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
      remaining = size;
      pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === 'x') { pax = []; if (size === 0) pax = null; continue; }
      paxPath = null;
      if (type !== '0') { sink = new PassThrough(); sink.resume(); sinkDone = Promise.resolve(); continue; }
      checkName(name);
      sink = new PassThrough();
      sinkDone = onEntry(name, size, sink);
      if (size === 0) { sink.end(); await sinkDone; sink = null; sinkDone = null; }
    }
  };
  await pipeline(createReadStream(file), createGunzip(), new Writable({
    write(chunk: Buffer, _enc, done) {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      parse().then(() => done(), done);
    },
  }));
  if (remaining > 0 || !ended) throw new Error('the archive ends early');
}

/** Writes an entry's bytes to `dir/name` (its folders made). */
export async function extractTo(dir: string, name: string, body: Readable): Promise<void> {
  const target = path.join(dir, ...name.split('/'));
  if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`bad archive path: ${name}`);
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(body, createWriteStream(target));
}
