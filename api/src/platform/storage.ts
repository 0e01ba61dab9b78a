import { randomUUID } from 'node:crypto';
import { mkdir, open as openFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { ARTICLE_IMAGE_MAX_BYTES, isPublicImageName } from '../rules/site-images';
import { AppError } from './errors';

/** A file as both transports hand it over (REST multipart and GraphQL multipart). */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif',
};

/** Byte limits per kind of image (spec §9 upload guides). */
export const IMAGE_LIMITS = {
  logo: 512 * 1024,
  calligraphy: 512 * 1024,
  academyPhoto: 1024 * 1024,
  studentDefaultPhoto: 512 * 1024,
  sign: 512 * 1024,
  avatar: 512 * 1024,
  photo: 512 * 1024,
  /** An image of an article (public, like the site's photo). */
  articleImage: ARTICLE_IMAGE_MAX_BYTES,
} as const;
export type ImageKind = keyof typeof IMAGE_LIMITS;
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMAGE_LIMITS));

/** A stored file opened for reading (Storage.open). */
export interface StoredFile {
  /** Its bytes; whoever opened the file reads this stream to its end or destroys it. */
  body: Readable;
  /** Its type, by its name's extension (the type its content had when it was saved). */
  type: string;
  /** Its length in bytes, when the store says (it always does, but a store is outside our control). */
  length?: number;
  /** A validator for conditional requests (ETag), when the store keeps one. */
  etag?: string;
  /** When it was written, when the store says. */
  modified?: Date;
}

/**
 * Where uploaded files live: the local disk under DATA_DIR/uploads (localStorage, the default) or an
 * S3-compatible bucket (platform/s3-storage.ts, STORAGE_URL). Either way a file's URL is
 * `/files/{code}/{name}`, served by the /files route through open().
 */
export interface Storage {
  /** Checks type (by content, not name) and size, stores the image, returns its public URL. */
  saveImage(code: string, kind: ImageKind, file: IncomingFile): Promise<string>;
  /** Deletes a file saveImage stored, by its URL; a missing file is no error. */
  remove(url: string): Promise<void>;
  /** Opens the file of URL `/files/{code}/{name}`; null when there is none (or no stored file could have that name). */
  open(code: string, name: string): Promise<StoredFile | null>;
}

const FILE_CODE = /^[A-Za-z0-9]{1,32}$/;
const FILE_NAME = /^[A-Za-z0-9][\w-]{0,100}\.[a-z]{2,5}$/;

/** Could a stored file have this academy code and name (no path tricks, no dot files)? */
export function isStoredFileName(code: string, name: string): boolean {
  return FILE_CODE.test(code) && FILE_NAME.test(name);
}

/** The academy code and name of a stored file's URL (`/files/{code}/{name}`), or null. */
export function parseFileUrl(url: string): { code: string; name: string } | null {
  const m = /^\/files\/([^/]+)\/([^/]+)$/.exec(url);
  return m && isStoredFileName(m[1], m[2]) ? { code: m[1], name: m[2] } : null;
}

/** The type a stored file is served with, by its name's extension. */
export function storedFileType(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(IMAGE_TYPES, ext) ? IMAGE_TYPES[ext] : 'application/octet-stream';
}

/**
 * The checks of every storage before anything is written: the size limit of the kind
 * (fileTooLarge), the type by the content (invalidFile) and the tenant code. Returns the new file's
 * name (`{kind}-{uuid}.{ext}`, random, so a stored file never changes) and its type.
 */
export function checkImage(code: string, kind: ImageKind, file: IncomingFile): { name: string; type: string } {
  if (file.buffer.length > IMAGE_LIMITS[kind]) {
    throw new AppError('fileTooLarge', { kind, maxKb: IMAGE_LIMITS[kind] / 1024 });
  }
  let ext: string | undefined;
  try {
    ext = imageSize(new Uint8Array(file.buffer)).type;
  } catch {
    ext = undefined;
  }
  if (!ext || !IMAGE_TYPES[ext]) throw new AppError('invalidFile', { kind });
  if (!FILE_CODE.test(code)) throw new Error('bad tenant code for storage');
  return { name: `${kind}-${randomUUID()}.${ext}`, type: IMAGE_TYPES[ext] };
}

/**
 * Is this stored file name (`{kind}-{uuid}.{ext}`) one of an academy's public site images (logo,
 * calligraphy, academy photo, article images: rules/site-images.ts)? Every other stored file is
 * served only to the academy's own signed-in users.
 */
export function isPublicImage(name: string): boolean {
  return isPublicImageName(name);
}

/**
 * One request's view of the storage: it remembers the files it saved, so that a write that fails
 * afterwards (a duplicate, a refused approval code, a database error) keeps none of them.
 */
export class RequestStorage implements Storage {
  private readonly saved: string[] = [];
  constructor(private readonly base: Storage) {}
  /** How many files this request has saved so far (a mark for discard). */
  get count(): number { return this.saved.length; }
  async saveImage(code: string, kind: ImageKind, file: IncomingFile): Promise<string> {
    const url = await this.base.saveImage(code, kind, file);
    this.saved.push(url);
    return url;
  }
  remove(url: string): Promise<void> { return this.base.remove(url); }
  open(code: string, name: string): Promise<StoredFile | null> { return this.base.open(code, name); }
  /** Deletes the files saved since the mark (all by default) and forgets them. */
  async discard(since = 0): Promise<void> {
    const urls = this.saved.splice(since);
    await Promise.all(urls.map((url) => this.base.remove(url).catch(() => undefined)));
  }
}

/** Deletes the files the request of this context saved (since the mark); a no-op outside a request. */
export function discardUploads(ctx: { storage: Storage } | undefined, since = 0): Promise<void> {
  return ctx?.storage instanceof RequestStorage ? ctx.storage.discard(since) : Promise.resolve();
}

/** Files on this machine's disk, under `{dataDir}/uploads/{code}/{name}` (one server; replicas need a bucket). */
export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  return {
    async saveImage(code, kind, file) {
      const { name } = checkImage(code, kind, file);
      const dir = path.join(root, code);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), file.buffer);
      return `/files/${code}/${name}`;
    },
    async remove(url) {
      const file = parseFileUrl(url);
      if (file) await rm(path.join(root, file.code, file.name), { force: true });
    },
    async open(code, name) {
      if (!isStoredFileName(code, name)) return null;
      let handle: FileHandle;
      try {
        handle = await openFile(path.join(root, code, name), 'r');
      } catch (e) {
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes((e as NodeJS.ErrnoException).code ?? '')) return null;
        throw e;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return {
          body: handle.createReadStream(), type: storedFileType(name), length: stat.size, modified: stat.mtime,
          // The validator express's sendFile gave these files, so browsers' cached copies still revalidate.
          etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        };
      } catch (e) {
        await handle.close();
        throw e;
      }
    },
  };
}
