import { fireEvent, screen, waitFor } from '@testing-library/react';
import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';
import { renderAt } from './support/app';

const enMsg = en as Record<string, string>;
const arMsg = ar as Record<string, string>;
const bnMsg = bn as Record<string, string>;

/** A small document of the shape GET /api/openapi.json answers (api/src/openapi/document.ts). */
const DOC = {
  openapi: '3.1.0',
  info: { title: 'Talim REST API', version: '1' },
  tags: [{ name: 'auth', description: 'Sign-in' }, { name: 'account', description: 'Accounts' }],
  paths: {
    '/api/auth/login': {
      post: {
        operationId: 'postAuthLogin', tags: ['auth'], summary: 'Sign in as an academy user', description: '**Who:** anyone (no sign-in).',
        'x-access': ['public'], 'x-spec': true, parameters: [],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } }, required: ['email', 'password'] } } } },
        responses: {
          200: { description: 'success', content: { 'application/json': { schema: { type: 'object', properties: { success: { const: true }, token: { type: 'string', description: 'the session token' } } } } } },
          401: { description: 'invalidEmailOrPassword, loginError', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/account/receipts/{code}': {
      get: {
        operationId: 'getAccountReceiptsCode', tags: ['account'], summary: 'Receipts, newest first', parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'success', content: { 'application/json': { schema: { type: 'object', properties: { receipts: { type: 'array', items: { type: 'object' } } } } } } } },
      },
    },
  },
};

/**
 * Answers GET /api/openapi.json from DOC (or with `status`); every other request goes to the fetch
 * renderAt installs (its REST sign-in shim), whenever that is assigned.
 */
function serveDocument(status = 200) {
  const calls: string[] = [];
  let inner: typeof fetch = async () => { throw new Error('no fetch'); };
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (url === '/api/openapi.json') return { ok: status === 200, status, json: async () => DOC } as Response;
    return inner(input, init);
  }) as typeof fetch;
  Object.defineProperty(globalThis, 'fetch', { configurable: true, get: () => wrapped, set: (f: typeof fetch) => { inner = f; } });
  return calls;
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'fetch');

describe('the REST reference page (/developers)', () => {
  afterEach(() => {
    window.localStorage.clear();
    if (original) Object.defineProperty(globalThis, 'fetch', original);
    else delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('shows every call of the document by area, with its payload and error keys, without signing in', async () => {
    window.localStorage.setItem('talim.lang', 'en');
    const calls = serveDocument();
    renderAt('/developers', () => ({ data: { me: null } }));
    expect(await screen.findByRole('heading', { name: enMsg['developers.title'] })).toBeInTheDocument();
    expect(await screen.findByText('/api/auth/login')).toBeInTheDocument();
    expect(screen.getByText('/api/account/receipts/{code}')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Accounts/ })).toBeInTheDocument();
    expect(screen.getAllByText(enMsg['developers.area.account']).length).toBe(2);
    expect(calls).toContain('/api/openapi.json');
    fireEvent.click(screen.getByText('Sign in as an academy user'));
    expect(await screen.findByText('password')).toBeInTheDocument();
    expect(screen.getByText('invalidEmailOrPassword')).toBeInTheDocument();
    expect(screen.getByText('the session token')).toBeInTheDocument();
  });

  it('filters by a search word', async () => {
    window.localStorage.setItem('talim.lang', 'en');
    serveDocument();
    renderAt('/developers', () => ({ data: { me: null } }));
    await screen.findByText('/api/auth/login');
    fireEvent.change(screen.getByRole('searchbox', { name: enMsg['developers.search'] }), { target: { value: 'receipts' } });
    await waitFor(() => expect(screen.queryByText('/api/auth/login')).not.toBeInTheDocument());
    expect(screen.getByText('/api/account/receipts/{code}')).toBeInTheDocument();
  });

  it('is right to left in Arabic', async () => {
    window.localStorage.setItem('talim.lang', 'ar');
    serveDocument();
    renderAt('/developers', () => ({ data: { me: null } }));
    expect(await screen.findByRole('heading', { name: arMsg['developers.title'] })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(await screen.findByText('/api/auth/login')).toBeInTheDocument();
  });

  it('shows a failure in Bengali when the document cannot be loaded', async () => {
    window.localStorage.setItem('talim.lang', 'bn');
    serveDocument(503);
    renderAt('/developers', () => ({ data: { me: null } }));
    expect(await screen.findByText(bnMsg['developers.failed'])).toBeInTheDocument();
  });
});
