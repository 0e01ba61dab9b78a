import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { SessionKind } from './context';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const AUDIENCE: Record<SessionKind, string> = { academy: 'talim', controller: 'talim-controller' };
const KIND_OF_AUDIENCE = new Map<string, SessionKind>(Object.entries(AUDIENCE).map(([kind, aud]) => [aud, kind as SessionKind]));
export const COOKIE_NAME: Record<SessionKind, string> = { academy: 'talim_session', controller: 'talim_controller' };

export interface TokenClaims { kind: SessionKind; id: number; version: number }

/**
 * The HMAC key as a key object, made once per secret. Given a string, jsonwebtoken first tries
 * `createPublicKey` on it and only then makes a secret key: that parse cost about 0.5 ms on every
 * request (a quarter of the CPU under load).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ ver: claims.version }, keyOf(secret), {
    algorithm: 'HS256',
    audience: AUDIENCE[claims.kind],
    subject: String(claims.id),
    expiresIn: TOKEN_TTL_SECONDS,
  });
}

/**
 * Verifies signature (HS256 only) and expiry once, and tells which kind of session the token is
 * for by its audience (an academy or a controller session); null when the token is not good.
 */
export function readToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'], audience: [AUDIENCE.academy, AUDIENCE.controller] });
    if (typeof payload === 'string' || !payload.sub || typeof payload.ver !== 'number' || typeof payload.aud !== 'string') return null;
    const kind = KIND_OF_AUDIENCE.get(payload.aud);
    const id = Number(payload.sub);
    return kind && Number.isInteger(id) ? { kind, id, version: payload.ver } : null;
  } catch {
    return null;
  }
}
