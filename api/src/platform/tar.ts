import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * A gzipped tar (POSIX ustar, with a PAX header for a path over 100 characters, by tar-stream) written
 * and read as streams: the backup file (platform/backup.ts). Regular files only; nothing else is ever
 * written, and a reader refuses any file whose path is not plain and relative (no `..`, not absolute).
 */
export interface TarSource {
  /** The path inside the archive (`/` separated, relative). */
  name: string;
  /** A file on disk to copy in. */
  file?: string;
  /** Or the bytes themselves. */
  data?: Buffer;
}

/** An entry's path as written: a plain relative path (no `..`, `.` or empty part, not absolute). */
function checkName(name: string): void {
  if (!name || name.startsWith('/') || name.split('/').some((p) => p === '..' || p === '' || p === '.')) {
    throw new Error(`bad archive path: ${name}`);
  }
}

/** A file's first `size` bytes (zeros after its end when it shrank while read: the entry keeps its declared size). */
async function* fileBytes(file: string, size: number): AsyncGenerator<Buffer> {
  let copied = 0;
  if (size > 0) {
    for await (const chunk of createReadStream(file, { start: 0, end: size - 1 })) {
      const c = (chunk as Buffer).subarray(0, size - copied);
      copied += c.length;
      yield c;
    }
  }
  if (copied < size) yield Buffer.alloc(size - copied);
}

/** Writes the sources, in order, to a new .tar.gz at `outFile` (tar-stream: ustar, PAX for long paths); answers its size in bytes. */
export async function writeTarGz(outFile: string, sources: AsyncIterable<TarSource> | Iterable<TarSource>): Promise<number> {
  const mtime = new Date();
  const pack = tar.pack();
  const entries = (async () => {
    for await (const s of sources) {
      checkName(s.name);
      const header = { name: s.name, mode: 0o644, mtime };
      if (s.data) {
        await new Promise<void>((resolve, reject) => pack.entry({ ...header, size: s.data!.length }, s.data, (e) => (e ? reject(e) : resolve())));
        continue;
      }
      const size = (await stat(s.file!)).size;
      await pipeline(Readable.from(fileBytes(s.file!, size)), pack.entry({ ...header, size }));
    }
    pack.finalize();
  })();
  // A source that fails ends the archive's stream with its error, so the write below stops too.
  entries.catch((e: unknown) => pack.destroy(e as Error));
  await Promise.all([entries, pipeline(pack, createGzip({ level: 6 }), createWriteStream(outFile, { flags: 'wx' }))]);
  return (await stat(outFile)).size;
}

/** One entry read from an archive: its path and its bytes as a stream (to be read to the end). */
export type TarEntryHandler = (name: string, size: number, body: Readable) => Promise<void>;

/**
 * Reads a .tar.gz entry by entry (tar-stream: ustar, PAX and GNU long paths, so also a backup
 * unpacked and packed again by the system's tar); `onEntry` gets each regular file's path (a
 * leading `./` dropped), size and bytes, and must consume them. Folders and other entries are
 * skipped; a file whose path is not plain and relative is refused, as is an archive cut short.
 */
export async function readTarGz(file: string, onEntry: TarEntryHandler): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const { type, size = 0 } = entry.header;
      if (type === 'file' || type === 'contiguous-file') {
        const name = entry.header.name.replace(/^(\.\/)+/, '');
        checkName(name);
        await onEntry(name, size, entry);
      }
      entry.resume();
    }
  } catch (e) {
    extract.destroy();
    await reading.catch(() => undefined);
    throw e;
  }
  await reading;
}

/** Writes an entry's bytes to `dir/name` (its folders made). */
export async function extractTo(dir: string, name: string, body: Readable): Promise<void> {
  const target = path.join(dir, ...name.split('/'));
  if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`bad archive path: ${name}`);
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(body, createWriteStream(target));
}
