import type { RequestHandler } from 'express';

/**
 * Handlers run in turn as one router layer, as `app.use(path, ...handlers)` runs them: each calls
 * `next()` for the following one, and an error (passed to next, thrown, or a rejected promise) skips
 * the rest and goes to the router's next error handler. It saves the router's own work per handler
 * (path match, prefix trimming and restoring), a few microseconds each on every request.
 */
export function inTurn(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const answer: unknown = handler(req, res, step);
        if (answer instanceof Promise) answer.catch(next);
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
