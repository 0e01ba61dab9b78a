import { Router } from 'express';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { controllerRest, controllerService } from './controller.service';
import { ControllerLoginInput } from './controller.types';

/** /api/controller: the product owner's sign-in (spec document 2 §7). */
export function controllerRoutes(): Router {
  const r = Router();
  r.post('/login', route(async (ctx, req) => {
    const { user, token } = await controllerService.login(ctx, await check(fromPlain(ControllerLoginInput, req.body)));
    return { user: controllerRest(user), token };
  }));
  r.get('/me', route(async (ctx) => {
    if (!ctx.controller) throw new AppError('loginError');
    return { user: controllerRest(ctx.controller) };
  }));
  // GET as the spec names it (refused cross-site by platform/csrf.ts); POST is what clients should use.
  const logout = route(async (ctx) => { await controllerService.logout(ctx); });
  r.get('/logout', logout);
  r.post('/logout', logout);
  r.get('/overview', route(async (ctx) => ({ overview: await controllerService.overview(ctx) })));
  return r;
}
