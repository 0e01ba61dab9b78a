import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { SessionProvider, useSession } from '@/app/session';
import en from '../../../web/src/i18n/en.json';
import type { Lang } from '@/lib/prefs';

export type Result = { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] };
export type Handler = (operation: string, variables: Record<string, unknown>) => Result;

/** An Apollo link answering each operation by name, asynchronously like the network. */
export function fakeLink(handle: Handler) {
  return new ApolloLink((op) => new Observable((sub) => {
    const result = handle(op.operationName ?? '', op.variables);
    setTimeout(() => {
      sub.next(result as never);
      sub.complete();
    }, 0);
  }));
}

/** A signed-in user as `me` returns it. */
export function meFixture(status: string, type = 'superUser', over: { menuGroups?: string[]; permissions?: string[] } = {}) {
  return {
    __typename: 'Me', id: 1, code: '100001', email: 'demo@talim.app', type, firstName: 'Abdur', lastName: 'Rahman',
    avatarUrl: '', signUrl: '', permissions: over.permissions ?? ['academy.update'],
    menuGroups: over.menuGroups ?? ['dashboard', 'education', 'settings'],
    academy: {
      __typename: 'Academy', code: '100001', slug: 'demo', name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy',
      address: 'Mirpur', englishAddress: 'Mirpur', country: 'BD', mobile: '01711000000', academyType: 'school',
      numberOfStudents: 450, email: 'demo@talim.app', language: 'bn', logoUrl: '', calligraphyUrl: '', academyPhotoUrl: '',
      studentDefaultPhotoUrl: '', activation: status !== 'notActivated', expiryDate: '2027-11-21', status,
    },
  };
}

/**
 * The REST sign-in shim the login page uses (web/src/lib/authApi.ts), answered by the same handler
 * as the GraphQL operations it stands for: GET /api/auth/me is `Me`, POST /api/auth/login is
 * `Login` with `{ input: body }`; a GraphQL error code comes back as the REST `message`.
 */
export function fakeAuthFetch(handle: Handler): typeof fetch {
  const answer = (status: number, body: unknown) =>
    new Promise<Response>((resolve) => setTimeout(() => resolve({ ok: status < 400, status, json: async () => body } as Response), 0));
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const asRest = (result: Result, pick: (data: Record<string, unknown>) => unknown) => {
      const error = result.errors?.[0];
      if (error) return answer(400, { success: false, message: error.extensions.code, params: error.extensions.params ?? {} });
      const user = pick((result.data ?? {}) as Record<string, unknown>);
      return user ? answer(200, { success: true, user }) : answer(401, { success: false, message: 'loginError' });
    };
    if (url === '/api/auth/me') return asRest(handle('Me', {}), (d) => d.me);
    if (url === '/api/auth/login' && init?.method === 'POST') {
      return asRest(handle('Login', { input: JSON.parse(String(init.body)) }), (d) => (d.login as { user?: unknown } | undefined)?.user);
    }
    return answer(404, { success: false, message: 'sorryNotFound' });
  }) as typeof fetch;
}

/** The app's real route table in a memory router; `where.pathname` follows navigation. */
export function renderAt(path: string, handle: Handler, initialLang?: Lang) {
  globalThis.fetch = fakeAuthFetch(handle);
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  const where = { pathname: path };
  function Routes() {
    where.pathname = useLocation().pathname;
    return useRoutes(routes);
  }
  render(
    <ApolloProvider client={client}>
      <AppProviders initialLang={initialLang}>
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </AppProviders>
    </ApolloProvider>,
  );
  return where;
}

/** Its children once the signed-in user is known (as on the screens, which wait for the session). */
function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().me ? <>{children}</> : null;
}

export type Call = { operation: string; variables: Record<string, unknown> };

/**
 * One screen or dialog in English for a signed-in office user of `type` with `menuGroups` (Me is
 * answered here; `answer` gives the rest, {data: {}} when it has none), shown once the session is
 * known. Answers the calls made, in order.
 */
export function renderSignedIn(ui: ReactNode, me: { type: string; menuGroups: string[] }, answer: (operation: string, variables: Record<string, unknown>) => Result | null): Call[] {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    if (operation === 'Me') return { data: { me: meFixture('active', me.type, { menuGroups: me.menuGroups }) } };
    return answer(operation, variables) ?? { data: {} };
  };
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <MemoryRouter>
            <SessionProvider><WhenSignedIn>{ui}</WhenSignedIn></SessionProvider>
          </MemoryRouter>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return calls;
}
