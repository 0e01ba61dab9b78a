import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id: the client's X-Request-Id when well-formed, else a new UUID (sent back as X-Request-Id). */
    id: string;
    /** The request's logger: every line carries the request's id, method and path (never cookies, tokens or bodies). */
    log: Logger;
  }
}

const CHILD = Symbol('requestLogger');

/** The path of a request as logged: no query string, and the controller's shared key (a `{key}` path segment) replaced by `{key}`. */
export function loggedPath(originalUrl: string, secret: string): string {
  const q = originalUrl.indexOf('?');
  const path = q === -1 ? originalUrl : originalUrl.slice(0, q);
  return secret && path.includes(secret) ? path.split(secret).join('{key}') : path;
}

/**
 * Request ids and the access log: one info line per API call when it ends, `msg` `request`
 * (`request aborted` when the client went away first) with `reqId`, `method`, `path` (no query,
 * no controller key), `status`, `ms` and the signed-in academy's `code` (when there is one). The
 * line is one flat object written by the process's logger (an asynchronous destination, server.ts):
 * no child logger, no serializer, one listener per request, and nothing at all when info lines are
 * off. `req.log` (for errors) is a child logger made only when something logs through it.
 */
export function requestLogs(app: Express, logger: Logger, logged: (path: string) => boolean, secret = '') {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [CHILD]?: Logger }): Logger {
      return (this[CHILD] ??= logger.child({ req: { id: this.id, method: this.method, url: loggedPath(this.originalUrl, secret) } }));
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (logger.isLevelEnabled('info') && logged(req.url)) {
      const started = performance.now();
      // A response emits 'close' once, after 'finish' when it was sent whole, or when the client left first.
      res.once('close', () => {
        const code = (req.ctx as Request['ctx'] | undefined)?.actor?.user.code;
        logger.info({
          reqId: req.id, method: req.method, path: loggedPath(req.originalUrl, secret), status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10, ...(code ? { code } : {}),
        }, res.writableFinished ? 'request' : 'request aborted');
      });
    }
    next();
  };
}
