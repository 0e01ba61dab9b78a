/**
 * Sign-in and the session check over the REST shim (/api/auth), with plain fetch: the login page
 * needs no Apollo (about 50 KB gzip) before the academy or guardian area opens. Same origin, so the
 * server's CSRF guard accepts the post and the answer sets the session cookie.
 */

/** Who is signed in, as much as the login page needs (the area's own `me` query reads the rest). */
export interface SignedInUser {
  type: string;
}

/** A refused call: the server's catalogue key (`error.<code>`) and its params. */
export class RestError extends Error {
  constructor(readonly code: string, readonly params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'RestError';
  }
}

async function call(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || body.success === false) {
    const code = typeof body.message === 'string' && /^[a-zA-Z]+$/.test(body.message) ? body.message : 'errorMessage';
    throw new RestError(code, (body.params ?? {}) as Record<string, string | number>);
  }
  return body;
}

function userOf(body: Record<string, unknown>): SignedInUser {
  const user = body.user as { type?: unknown } | undefined;
  return { type: typeof user?.type === 'string' ? user.type : '' };
}

/** The signed-in user, or null when nobody is (a failed check counts as signed out, as the GraphQL session did). */
export async function fetchSignedIn(): Promise<SignedInUser | null> {
  try {
    return userOf(await call('/api/auth/me'));
  } catch {
    return null;
  }
}

/** Signs in; the session cookie comes with the answer. Throws RestError with the server's key. */
export async function signIn(email: string, password: string): Promise<SignedInUser> {
  return userOf(await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) }));
}

/** Where a signed-in academy user belongs. */
export function homeOf(type: string): string {
  return type === 'guardian' ? '/guardian' : '/dashboard';
}
