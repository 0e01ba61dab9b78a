import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

export interface Storage {
  /** Checks type (by content, not name) and size, stores the image, returns its public URL. */
  saveImage(code: string, kind: ImageKind, file: IncomingFile): Promise<string>;
  /** Deletes a file saveImage stored, by its URL; a missing file is no error. */
  remove(url: string): Promise<void>;
  /** Absolute directory the /files route serves. */
  readonly root: string;
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
  get root(): string { return this.base.root; }
  /** How many files this request has saved so far (a mark for discard). */
  get count(): number { return this.saved.length; }
  async saveImage(code: string, kind: ImageKind, file: IncomingFile): Promise<string> {
    const url = await this.base.saveImage(code, kind, file);
    this.saved.push(url);
    return url;
  }
  remove(url: string): Promise<void> { return this.base.remove(url); }
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

export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    async saveImage(code, kind, file) {
      if (file.buffer.length > IMAGE_LIMITS[kind]) {
        throw new AppError('fileTooLarge', { kind, maxKb: IMAGE_LIMITS[kind] / 1024 });
      }
      let type: string | undefined;
      try {
        type = imageSize(new Uint8Array(file.buffer)).type;
      } catch {
        type = undefined;
      }
      if (!type || !IMAGE_TYPES[type]) throw new AppError('invalidFile', { kind });
      if (!/^[A-Za-z0-9]+$/.test(code)) throw new Error('bad tenant code for storage');
      const dir = path.join(root, code);
      await mkdir(dir, { recursive: true });
      const name = `${kind}-${randomUUID()}.${type}`;
      await writeFile(path.join(dir, name), file.buffer);
      return `/files/${code}/${name}`;
    },
    async remove(url) {
      const m = /^\/files\/([A-Za-z0-9]+)\/([\w.-]+)$/.exec(url);
      if (!m || m[2].startsWith('.')) return;
      await rm(path.join(root, m[1], m[2]), { force: true });
    },
  };
}
