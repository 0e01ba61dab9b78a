import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
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
} as const;
export type ImageKind = keyof typeof IMAGE_LIMITS;
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMAGE_LIMITS));

export interface Storage {
  /** Checks type (by content, not name) and size, stores the image, returns its public URL. */
  saveImage(code: string, kind: ImageKind, file: IncomingFile): Promise<string>;
  /** Absolute directory the /files route serves. */
  readonly root: string;
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
  };
}
