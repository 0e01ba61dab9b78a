import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response, Router } from 'express';
import { buildOpenApi } from './document';

/**
 * GET /api/openapi.json: the OpenAPI document of the routes `api` serves, built once on the first
 * request (when every table is mounted). Public, cacheable for an hour, revalidated by ETag.
 */
export function openApiJson(api: Router, mount = '/api'): RequestHandler {
  let built: { body: string; etag: string } | null = null;
  return (req: Request, res: Response) => {
    if (!built) {
      const body = JSON.stringify(buildOpenApi(api, mount).document);
      built = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('ETag', built.etag);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.headers['if-none-match'] === built.etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(built.body);
  };
}
