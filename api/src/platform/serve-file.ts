import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { AppError } from './errors';
import type { Storage } from './storage';

/**
 * Answers a request with the stored file `/files/{code}/{name}`, from whichever storage holds it
 * (local disk or a bucket): its type, length and validators (ETag, Last-Modified; a matching
 * conditional request gets 304), plus the caller's headers (nosniff, Cache-Control, Vary). A file
 * that is not there is sorryNotFound. The caller has checked who may read it.
 */
export async function sendStoredFile(req: Request, res: Response, storage: Storage, code: string, name: string, headers: Record<string, string>): Promise<void> {
  const file = await storage.open(code, name);
  if (!file) throw new AppError('sorryNotFound');
  res.status(200).set({
    'Content-Type': file.type,
    ...(file.length !== undefined ? { 'Content-Length': String(file.length) } : {}),
    ...(file.etag ? { ETag: file.etag } : {}),
    ...(file.modified ? { 'Last-Modified': file.modified.toUTCString() } : {}),
    ...headers,
  });
  if (req.fresh || req.method === 'HEAD') {
    file.body.destroy();
    if (req.fresh) res.status(304).removeHeader('Content-Length');
    res.end();
    return;
  }
  try {
    await pipeline(file.body, res);
  } catch {
    // The caller went away, or the store failed while reading: pipeline has ended the answer (its
    // headers promised a length and a type, so no error answer can follow them).
    if (!res.destroyed) res.destroy();
  }
}
