import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { AppError } from './errors';
import { checkImage, isStoredFileName, parseFileUrl, storedFileType, type Storage } from './storage';

/**
 * Where the bucket is, read from STORAGE_URL (README "Environment variables"):
 *
 * - `s3://ACCESS_KEY:SECRET@host:port/bucket?region=…&tls=0` — an S3-compatible store (MinIO,
 *   Ceph, Garage, R2…) at that address, path-style (`host/bucket/key`); https unless `tls=0`;
 *   region `us-east-1` unless given. Key and secret are URL-encoded; without them the AWS SDK's
 *   usual sources apply (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 * - `s3://bucket?region=…` — a bucket on Amazon S3 itself; credentials, region (AWS_REGION) and an
 *   endpoint (AWS_ENDPOINT_URL_S3) from the AWS SDK's usual sources unless given here.
 *
 * Objects are keyed `{code}/{name}` (the file's URL is `/files/{code}/{name}`, as on local disk).
 */
export interface S3Location {
  bucket: string;
  /** The store's address (`http(s)://host:port`); absent for Amazon S3 itself. */
  endpoint?: string;
  /** Absent: the SDK's (AWS_REGION, a profile). */
  region?: string;
  /** Absent: the SDK's credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style addresses (`host/bucket/key`), as S3-compatible stores on one host need. */
  forcePathStyle: boolean;
}

const QUERY_KEYS = ['region', 'tls'];

/** Reads STORAGE_URL; a malformed one throws (the server does not start half-configured). */
export function parseStorageUrl(storageUrl: string): S3Location {
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw new Error('STORAGE_URL must look like s3://KEY:SECRET@host:port/bucket?region=…&tls=0 or s3://bucket?region=…');
  }
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL must start with s3://, got "${url.protocol}//"`);
  for (const key of url.searchParams.keys()) {
    if (!QUERY_KEYS.includes(key)) throw new Error(`STORAGE_URL: unknown option "${key}" (known: ${QUERY_KEYS.join(', ')})`);
  }
  const tls = url.searchParams.get('tls') ?? '1';
  if (tls !== '0' && tls !== '1') throw new Error(`STORAGE_URL: tls must be 0 or 1, got "${tls}"`);
  const region = url.searchParams.get('region') || undefined;
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : undefined;
  if (credentials && !credentials.secretAccessKey) throw new Error('STORAGE_URL: an access key needs its secret (s3://KEY:SECRET@…)');
  const bucketPath = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucketPath) {
    // s3://bucket: Amazon S3 itself (or AWS_ENDPOINT_URL_S3), the bucket in the host's place.
    if (credentials) throw new Error('STORAGE_URL: with a key and secret, give the store\'s address too (s3://KEY:SECRET@host:port/bucket)');
    if (!url.hostname) throw new Error('STORAGE_URL names no bucket');
    return { bucket: url.hostname, region, forcePathStyle: false };
  }
  if (bucketPath.includes('/')) throw new Error(`STORAGE_URL: the path is the bucket's name alone, got "${bucketPath}"`);
  return {
    bucket: decodeURIComponent(bucketPath),
    endpoint: `${tls === '1' ? 'https' : 'http'}://${url.host}`,
    region: region ?? 'us-east-1',
    credentials,
    forcePathStyle: true,
  };
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The HTTP status the store answered with (an S3 error carries it), if any. */
function statusOf(e: unknown): number | undefined {
  return (e as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * A store that cannot be reached or answers 5xx is serviceUnavailable (503, try again), as an
 * unreachable database is; any other failure (refused credentials, a missing bucket) stays an
 * error of the server (500, logged).
 */
function unavailable(e: unknown): unknown {
  const status = statusOf(e);
  const err = e as { name?: string; code?: string; $metadata?: { attempts?: number } } | null;
  // Sent (the SDK counted attempts) but never answered: the store is down or out of reach.
  const unanswered = status === undefined && (err?.$metadata?.attempts ?? 0) > 0;
  if ((status !== undefined && status >= 500) || unanswered || err?.name === 'TimeoutError' || UNREACHABLE_CODES.has(err?.code ?? '')) {
    return new AppError('serviceUnavailable');
  }
  return e;
}

/** Uploaded files in an S3-compatible bucket (STORAGE_URL): every API replica reads what any of them saved. */
export function s3Storage(storageUrl: string | S3Location, client?: S3.S3Client): Storage {
  const where = typeof storageUrl === 'string' ? parseStorageUrl(storageUrl) : storageUrl;
  // Loaded here, not at the top: the AWS SDK is about 20 MB of a process's memory, which a server on local disk does not need.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = require('@aws-sdk/client-s3') as typeof S3;
  const s3 = client ?? new S3Client({
    region: where.region,
    endpoint: where.endpoint,
    credentials: where.credentials,
    forcePathStyle: where.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores refuse or mishandle the
    // SDK's newer default (CRC32 on every upload and download).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A request to a dead store fails in seconds (then answers 503) rather than hanging.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5000 },
  });
  const Bucket = where.bucket;
  return {
    async saveImage(code, kind, file) {
      const { name, type } = checkImage(code, kind, file);
      try {
        await s3.send(new PutObjectCommand({ Bucket, Key: `${code}/${name}`, Body: file.buffer, ContentType: type, ContentLength: file.buffer.length }));
      } catch (e) {
        throw unavailable(e);
      }
      return `/files/${code}/${name}`;
    },
    async remove(url) {
      const file = parseFileUrl(url);
      if (!file) return;
      try {
        // S3 deletes are idempotent: a key that is not there is no error.
        await s3.send(new DeleteObjectCommand({ Bucket, Key: `${file.code}/${file.name}` }));
      } catch (e) {
        if (statusOf(e) !== 404) throw unavailable(e);
      }
    },
    async open(code, name) {
      if (!isStoredFileName(code, name)) return null;
      try {
        const got = await s3.send(new GetObjectCommand({ Bucket, Key: `${code}/${name}` }));
        if (!(got.Body instanceof Readable)) throw new Error('the S3 client gave no Node.js stream');
        return {
          body: got.Body, type: storedFileType(name), length: got.ContentLength,
          ...(got.ETag ? { etag: got.ETag } : {}), ...(got.LastModified ? { modified: got.LastModified } : {}),
        };
      } catch (e) {
        if (statusOf(e) === 404 || (e as { name?: string }).name === 'NoSuchKey') return null;
        throw unavailable(e);
      }
    },
  };
}
