import jwt from 'jsonwebtoken';
import type { SessionKind } from './context';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const AUDIENCE: Record<SessionKind, string> = { academy: 'talim', controller: 'talim-controller' };
export const COOKIE_NAME: Record<SessionKind, string> = { academy: 'talim_session', controller: 'talim_controller' };

export interface TokenClaims { kind: SessionKind; id: number; version: number }

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ ver: claims.version }, secret, {
    algorithm: 'HS256',
    audience: AUDIENCE[claims.kind],
    subject: String(claims.id),
    expiresIn: TOKEN_TTL_SECONDS,
  });
}

/** Verifies signature (HS256 only), expiry and audience; null when the token is not good. */
export function verifyToken(secret: string, token: string, kind: SessionKind): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE[kind] });
    if (typeof payload === 'string' || !payload.sub || typeof payload.ver !== 'number') return null;
    const id = Number(payload.sub);
    return Number.isInteger(id) ? { kind, id, version: payload.ver } : null;
  } catch {
    return null;
  }
}
