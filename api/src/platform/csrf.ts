import type { Request, RequestHandler } from 'express';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Did a browser send this request from a page of another origin? The web app and the API share
 * one origin, so every request of ours is same-origin; the test follows Go's
 * http.CrossOriginProtection:
 * - `Sec-Fetch-Site` (every current browser sends it): only `same-origin` and `none` (typed or
 *   bookmarked by the user) are ours. `same-site` is refused too: a sibling subdomain (a school's
 *   own site on a shared parent domain) is another party, yet SameSite=Lax cookies travel to it.
 * - else `Origin`: its host must be the Host the request was sent to (behind a loopback proxy the
 *   forwarded host; express's `trust proxy`). `Origin: null` (sandboxed frames) is foreign.
 * - neither header: not a browser (curl, server to server), or a browser too old to send Origin
 *   on a cross-site POST (all current ones do). Such a caller holding a session cookie holds it
 *   itself: a forged request needs a browser to attach the victim's cookie, and that browser
 *   would have said where the request came from.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !origin) return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
    host = url.host;
  } catch {
    return true; // "null" or garbage
  }
  const own = [req.headers.host, req.host].filter((h): h is string => typeof h === 'string' && !!h).map((h) => h.toLowerCase());
  return !own.includes(host.toLowerCase());
}

/** A request that names its caller with `Authorization: Bearer`: a browser cannot add that header to another site's request without a CORS preflight, which this server never grants. */
function hasBearer(req: Request): boolean {
  const header = req.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ');
}

/**
 * The /api guard against cross-site request forgery (mounted before the body parsers, so a refused
 * upload is never read). Unsafe methods (POST, PUT, PATCH, DELETE) sent cross-site are refused with
 * 403 `crossSiteRefused`, signed in by cookie or not: login (login CSRF signs the victim into the
 * attacker's account), academy registration and the visitor's online admission are posted only by
 * this app's own pages. Bearer callers (integrators) are let through. Safe methods pass, except the
 * GET logouts the spec names: a cross-site link must not end a session.
 */
export function csrfGuard(): RequestHandler {
  return (req, _res, next) => {
    if (hasBearer(req)) return next();
    const unsafe = !SAFE_METHODS.has(req.method);
    const logout = req.method === 'GET' && /^\/(auth|controller)\/logout\/?$/.test(req.path);
    if ((unsafe || logout) && isCrossSite(req)) return next(new AppError('crossSiteRefused'));
    next();
  };
}
