import { Router as ExpressRouter, type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Ctx } from './context';
import { AppError } from './errors';
import { discardUploads } from './storage';

declare module 'express-serve-static-core' {
  interface Request { ctx: Ctx }
}

/** What a route's work answers when it has sent the answer itself (a streamed list: platform/json-stream.ts). */
export const ANSWERED = Symbol('answered');

/**
 * A REST handler: the route's work is one service call; its object is sent as
 * `{ success: true, ...result }`. Errors go to the /api error handler, after the files the failed
 * write saved are deleted (a refused write keeps nothing).
 */
export function route(work: (ctx: Ctx, req: Request, res: Response) => Promise<object | void | typeof ANSWERED>): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await work(req.ctx, req, res);
      if (result === ANSWERED) return;
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

export type Plain = Record<string, unknown>;
export type RestWork = (ctx: Ctx, req: Request, res: Response) => Promise<object | void>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** A REST route table: `'METHOD /path/:code': work`. */
export type RestRoutes = Record<`${Method} /${string}`, RestWork>;

/** The JSON or form body as an object ({} for anything else). */
export function body(req: Request): Plain {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Plain) : {};
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A REST body with its snake_case keys also given in camelCase (the spec's payloads mix both:
 * `staff_id` and `idNo`); a camelCase key that is present wins. Build the input with fromPlain().
 */
export function camelBody(req: Request | Plain): Plain {
  const b = 'method' in req && 'params' in req ? body(req as Request) : (req as Plain);
  const out: Plain = {};
  for (const [k, v] of Object.entries(b)) {
    const c = camel(k);
    if (!(c in out) || c === k) out[c] = v;
  }
  return out;
}

/**
 * A service's view as the spec's REST answer: its camelCase fields in snake_case (`fatherName` →
 * `father_name`); dates as they are. `code` (the tenant) is left out: the caller knows it.
 */
export function snakeView(view: object): Plain {
  const out: Plain = {};
  for (const [k, v] of Object.entries(view)) if (k !== 'code') out[snake(k)] = v;
  return out;
}

/**
 * A domain's REST routes as one table, `'METHOD /path': work`. Each entry is `route(work)`, and a
 * path with `:code` is checked by tenantPath (the signed-in user's academy). `before` lists extra
 * middleware by route (multipart readers).
 */
export function restTable(table: RestRoutes, before: Partial<Record<string, RequestHandler[]>> = {}): Router {
  const r = ExpressRouter();
  for (const [key, work] of Object.entries(table) as [string, RestWork][]) {
    const [method, path] = key.split(' ');
    const chain: RequestHandler[] = [...(path.includes(':code') ? [tenantPath] : []), ...(before[key] ?? []), route(work)];
    r[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](path, ...chain);
  }
  return r;
}
