import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Ctx } from './context';
import { AppError } from './errors';
import { discardUploads } from './storage';

declare module 'express-serve-static-core' {
  interface Request { ctx: Ctx }
}

/**
 * A REST handler: the route's work is one service call; its object is sent as
 * `{ success: true, ...result }`. Errors go to the /api error handler, after the files the failed
 * write saved are deleted (a refused write keeps nothing).
 */
export function route(work: (ctx: Ctx, req: Request, res: Response) => Promise<object | void>): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await work(req.ctx, req, res);
      res.json({ success: true, ...(result ?? {}) });
    } catch (e) {
      await discardUploads(req.ctx);
      next(e);
    }
  };
}

/** The `{code}` in the path must be the signed-in user's institute code (spec §7, DESIGN §4). */
export const tenantPath: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  if (!req.ctx.actor) return next(new AppError('loginError'));
  if (req.params.code !== req.ctx.actor.user.code) return next(new AppError('authorRequired'));
  next();
};

/** A whole-number path parameter, or sorryNotFound. */
export function intParam(req: Request, name: string): number {
  const value = Number(req.params[name]);
  if (!Number.isInteger(value) || value < 1) throw new AppError('sorryNotFound');
  return value;
}
