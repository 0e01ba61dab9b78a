import type { CookieOptions, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { Academy } from '../domains/auth/academy.entity';
import { User } from '../domains/auth/user.entity';
import { ControllerUser } from '../domains/controller/controller-user.entity';
import type { Ctx, Session, SessionKind } from './context';
import { findOneByColumn, findOneWithParent } from './read';
import { COOKIE_NAME, readToken, TOKEN_TTL_SECONDS, type TokenClaims } from './tokens';

function cookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/', maxAge: TOKEN_TTL_SECONDS * 1000 };
}

export function cookieSession(res: Response, config: Config): Session {
  return {
    issue: (kind: SessionKind, token: string) => { res.cookie(COOKIE_NAME[kind], token, cookieOptions(config)); },
    clear: (kind: SessionKind) => { res.clearCookie(COOKIE_NAME[kind], { ...cookieOptions(config), maxAge: undefined }); },
  };
}

/** The token of a kind: its cookie, else a Bearer header (integrators). */
function tokenOf(req: Request, kind: SessionKind): string | null {
  const cookie = req.cookies?.[COOKIE_NAME[kind]];
  if (typeof cookie === 'string' && cookie) return cookie;
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

// The user and their academy in one statement.
const userWithAcademy = findOneWithParent(User, 'id', Academy, ['code', 'code']);
const controllerById = findOneByColumn(ControllerUser, 'id');

/** Who is calling: an academy user (with their academy) and/or a controller operator, checked against their token version. */
export async function resolveCallers(req: Request, db: DataSource, config: Config): Promise<Pick<Ctx, 'actor' | 'controller'>> {
  let actor: Ctx['actor'] = null;
  let controller: Ctx['controller'] = null;
  // Each distinct token is verified once (a Bearer header would otherwise be checked for both kinds).
  const read = new Map<string, TokenClaims | null>();
  const claimsOf = (kind: SessionKind): TokenClaims | null => {
    const token = tokenOf(req, kind);
    if (!token) return null;
    if (!read.has(token)) read.set(token, readToken(config.jwtSecret, token));
    const claims = read.get(token)!;
    return claims?.kind === kind ? claims : null;
  };
  const academyClaims = claimsOf('academy');
  if (academyClaims) {
    const found = await userWithAcademy(db, academyClaims.id);
    if (found && found[0].tokenVersion === academyClaims.version) actor = { user: found[0], academy: found[1] };
  }
  const controllerClaims = claimsOf('controller');
  if (controllerClaims) {
    const user = await controllerById(db, controllerClaims.id);
    if (user && user.tokenVersion === controllerClaims.version) controller = user;
  }
  return { actor, controller };
}
