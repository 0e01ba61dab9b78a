import { createSecretKey, type KeyObject } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import jwt from 'jsonwebtoken';
import type { SessionKind } from './context';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const AUDIENCE: Record<SessionKind, string> = { academy: 'talim', controller: 'talim-controller', visitor: 'talim-visitor' };
const KIND_OF_AUDIENCE = new Map<string, SessionKind>(Object.entries(AUDIENCE).map(([kind, aud]) => [aud, kind as SessionKind]));
export const COOKIE_NAME: Record<SessionKind, string> = { academy: 'talim_session', controller: 'talim_controller', visitor: 'talim_visitor' };

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
 * fast-jwt's verifier per secret, made once: HS256 only (no `none`, no other algorithm), the
 * signature compared in constant time, `exp` required and in the future, `nbf` honoured, the
 * audience one of ours. Verified tokens are cached (by a hash of the token, until they expire), so
 * a signed-in request does not pay the HMAC again: jsonwebtoken's verify cost about 50 µs of each
 * small request.
 */
const verifiers = new Map<string, (token: string) => Record<string, unknown>>();
function verifierOf(secret: string) {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: secret, algorithms: ['HS256'], allowedAud: Object.values(AUDIENCE), requiredClaims: ['exp', 'aud', 'sub'], cache: 10_000,
    }) as (token: string) => Record<string, unknown>;
    verifiers.set(secret, verify);
  }
  return verify;
}

/**
 * Verifies a session token (fast-jwt) and tells which kind of session it is for by its audience
 * (an academy or a controller session); null when the token is not good. Beyond the verifier, the
 * claims must have the shape signToken writes: one audience, a numeric subject, a numeric version.
 */
export function readToken(secret: string, token: string): TokenClaims | null {
  const claims = readTokenWithExpiry(secret, token);
  return claims && { kind: claims.kind, id: claims.id, version: claims.version };
}

/** readToken, with the instant the token expires (ms since the epoch), for whoever remembers it. */
export function readTokenWithExpiry(secret: string, token: string): (TokenClaims & { expiresAt: number }) | null {
  let payload: Record<string, unknown>;
  try {
    payload = verifierOf(secret)(token);
  } catch {
    return null;
  }
  const { aud, sub, ver, exp } = payload;
  if (typeof exp !== 'number' || typeof aud !== 'string' || typeof sub !== 'string' || !/^\d+$/.test(sub) || typeof ver !== 'number') return null;
  const kind = KIND_OF_AUDIENCE.get(aud);
  const id = Number(sub);
  return kind && Number.isSafeInteger(id) ? { kind, id, version: ver, expiresAt: exp * 1000 } : null;
}
