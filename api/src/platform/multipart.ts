import multer from 'multer';
import type { RequestHandler } from 'express';
import { MAX_UPLOAD_BYTES } from './storage';

/** REST multipart: the named image fields, in memory, one file each, bounded in size; JSON requests pass through. */
export function imageFields(...names: string[]): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: names.length, fields: 60 },
  }).fields(names.map((name) => ({ name, maxCount: 1 })));
}
