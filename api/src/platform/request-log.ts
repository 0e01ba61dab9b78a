import { randomUUID } from 'node:crypto';
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

/**
 * Request ids and request logs, with the lines pino-http wrote (`request completed`, `request
 * aborted`, `request errored`, at info, with `req` {id, method, url}, `res` {statusCode} and
 * `responseTime`) for the paths `logged` accepts. Cheaper than pino-http on every call: the
 * request's child logger is made only when something logs (pino-http serialised it for every
 * request), and nothing listens for the end of a request when info lines are off.
 */
export function requestLogs(app: Express, logger: Logger, logged: (path: string) => boolean) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [CHILD]?: Logger }): Logger {
      return (this[CHILD] ??= logger.child({ req: { id: this.id, method: this.method, url: this.originalUrl.split('?')[0] } }));
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (logger.isLevelEnabled('info') && logged(req.url)) {
      const started = Date.now();
      const done = (): void => {
        res.removeListener('finish', done);
        res.removeListener('close', done);
        const line = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        if (res.statusCode >= 500) req.log.info({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
        else req.log.info(line, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}
