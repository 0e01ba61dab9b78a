import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output (Vite names every file under assets/ by its content): cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: the browser revalidates (ETag) on every visit. */
export const REVALIDATE = 'no-cache';

/**
 * The built web app (config.webDist, normally dist/web) with every other GET path, except /api,
 * /graphql and /files, answered by index.html (client routes). Files are sent as the brotli (.br)
 * or gzip (.gz) copy the build made beside them (web/vite.config.ts), whichever the browser
 * accepts, with `Vary: Accept-Encoding` and the original file's Content-Type; as they are when
 * it accepts neither. A missing file under /assets is a 404, not the page.
 * Does nothing when the web app is not built.
 */
export function serveWebApp(app: Express, webDist: string): void {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return;
  const root = path.resolve(webDist);
  const hashed = path.join(root, 'assets') + path.sep;
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', file.startsWith(hashed) ? IMMUTABLE : REVALIDATE);
      },
    },
  }) as (req: Request, res: Response, next: NextFunction) => void;

  app.use(files);
  app.use('/assets', (_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.get(/^(?!\/(api|graphql|files)\b).*/, (req: Request, res: Response, next: NextFunction) => {
    req.url = '/index.html';
    files(req, res, next);
  });
}
