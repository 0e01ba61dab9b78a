import multer from 'multer';
import type { RequestHandler } from 'express';
import { AppError } from './errors';
import { MAX_UPLOAD_BYTES } from './storage';

/**
 * REST multipart: the named image fields, in memory, one file each, bounded in size; JSON requests
 * pass through. A request multer cannot read (a missing boundary, a malformed or truncated body,
 * an unexpected field) is the caller's error: invalidValue (fileTooLarge for an oversized file), not a 500.
 */
export function imageFields(...names: string[]): RequestHandler {
  const read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: names.length, fields: 60 },
  }).fields(names.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    read(req, res, (err?: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) return next(new AppError(err.code === 'LIMIT_FILE_SIZE' ? 'fileTooLarge' : 'invalidFile'));
      const status = (err as { status?: unknown }).status;
      next(typeof status === 'number' && status >= 500 ? err : new AppError('invalidValue'));
    });
  };
}
