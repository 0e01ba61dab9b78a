import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { readToken, signToken } from '../../api/src/platform/tokens';

const SECRET = 'tokens-test-secret';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with the given header and payload, signed HS256 under `secret` (or given its own signature). */
function craft(header: object, payload: object, secret = SECRET, signature?: string): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${signature ?? createHmac('sha256', secret).update(body).digest('base64url')}`;
}
const now = Math.floor(Date.now() / 1000);
const good = { ver: 3, aud: 'talim', sub: '42', iat: now, exp: now + 60 };

describe('session tokens (platform/tokens.ts readToken)', () => {
  it('reads what signToken signs, for both kinds, and what jsonwebtoken signs with HS256', () => {
    expect(readToken(SECRET, signToken(SECRET, { kind: 'academy', id: 42, version: 3 }))).toEqual({ kind: 'academy', id: 42, version: 3 });
    expect(readToken(SECRET, signToken(SECRET, { kind: 'controller', id: 7, version: 0 }))).toEqual({ kind: 'controller', id: 7, version: 0 });
    expect(readToken(SECRET, jwt.sign({ ver: 1 }, SECRET, { algorithm: 'HS256', audience: 'talim', subject: '5', expiresIn: 60 }))).toEqual({ kind: 'academy', id: 5, version: 1 });
    expect(readToken(SECRET, craft({ alg: 'HS256', typ: 'JWT' }, good))).toEqual({ kind: 'academy', id: 42, version: 3 });
  });

  it('refuses another secret, another algorithm, alg none, a changed payload and a signature not in its exact form', () => {
    expect(readToken(SECRET, craft({ alg: 'HS256', typ: 'JWT' }, good, 'other-secret'))).toBeNull();
    expect(readToken(SECRET, jwt.sign({ ver: 3 }, SECRET, { algorithm: 'HS512', audience: 'talim', subject: '42', expiresIn: 60 }))).toBeNull();
    expect(readToken(SECRET, jwt.sign({ ver: 3 }, '', { algorithm: 'none', audience: 'talim', subject: '42', expiresIn: 60 } as never))).toBeNull();
    expect(readToken(SECRET, craft({ alg: 'none' }, good, SECRET, ''))).toBeNull();
    expect(readToken(SECRET, craft({ typ: 'JWT' }, good))).toBeNull();
    const token = craft({ alg: 'HS256', typ: 'JWT' }, good);
    const [h, , sig] = token.split('.');
    expect(readToken(SECRET, `${h}.${b64({ ...good, sub: '43' })}.${sig}`)).toBeNull();
    expect(readToken(SECRET, `${token}=`)).toBeNull();
    expect(readToken(SECRET, `${h}.${token.split('.')[1]}.${sig.slice(0, -1)}`)).toBeNull();
    expect(readToken(SECRET, `${token}.x`)).toBeNull();
    for (const junk of ['', '..', 'a.b.c', 'not a token']) expect(readToken(SECRET, junk)).toBeNull();
  });

  it('refuses expired, not yet valid, foreign-audience and malformed claims', () => {
    const h = { alg: 'HS256', typ: 'JWT' };
    expect(readToken(SECRET, craft(h, { ...good, exp: now - 1 }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, exp: undefined }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, exp: String(now + 60) }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, nbf: now + 60 }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, nbf: now - 1 }))).toEqual({ kind: 'academy', id: 42, version: 3 });
    expect(readToken(SECRET, craft(h, { ...good, aud: 'someone-else' }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, aud: ['talim'] }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, sub: 'x' }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, ver: '3' }))).toBeNull();
    expect(readToken(SECRET, craft(h, { ...good, sub: 42 }))).toBeNull();
  });
});
