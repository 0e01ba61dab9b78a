import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type {} from 'multer';
import { AppError } from './errors';
import { MAX_UPLOAD_BYTES, type IncomingFile } from './storage';

/** A GraphQL multipart upload, read into memory (bounded), in the shape the REST shim hands over too. */
export async function fromGraphqlUpload(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | undefined> {
  if (!upload) return undefined;
  const { createReadStream, filename, mimetype } = await upload;
  const chunks: Buffer[] = [];
  const tooLarge = () => new AppError('fileTooLarge', { maxKb: MAX_UPLOAD_BYTES / 1024 });
  let size = 0;
  try {
    for await (const chunk of createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_UPLOAD_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (e) {
    // graphql-upload cuts a file over its maxFileSize (MAX_UPLOAD_BYTES) with an http-errors 413.
    if ((e as { status?: unknown }).status === 413) throw tooLarge();
    throw e;
  }
  return { filename, mimetype, buffer: Buffer.concat(chunks) };
}

/** The named files of a REST multipart request (multer, memory storage). */
export function fromMultipart(files: Express.Multer.File[] | Record<string, Express.Multer.File[]> | undefined, name: string): IncomingFile | undefined {
  const list = Array.isArray(files) ? files.filter((f) => f.fieldname === name) : files?.[name];
  const f = list?.[0];
  return f ? { filename: f.originalname, mimetype: f.mimetype, buffer: f.buffer } : undefined;
}
