import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import en from '@/i18n/en.json';

const msg = en as Record<string, string>;

function me(type: string, menuGroups: string[]) {
  return {
    __typename: 'Me', id: 3, code: '100001', email: 't@talim.app', type, firstName: 'Kamal', lastName: 'Uddin',
    avatarUrl: '', signUrl: '', permissions: [], menuGroups,
    academy: {
      __typename: 'Academy', code: '100001', slug: 'demo', name: 'Demo School', englishName: 'Demo School', address: 'Dhaka',
      englishAddress: 'Dhaka', country: 'BD', mobile: '01711000000', academyType: 'school', numberOfStudents: 10,
      email: 'demo@talim.app', language: 'en', logoUrl: '', calligraphyUrl: '', academyPhotoUrl: '', studentDefaultPhotoUrl: '',
      activation: true, expiryDate: '2030-01-01', status: 'active',
    },
  };
}

function renderAt(path: string, user: unknown) {
  const link = new ApolloLink((op) => new Observable((sub) => {
    const data = op.operationName === 'Me' ? { me: user } : { classes: [] };
    setTimeout(() => { sub.next({ data } as never); sub.complete(); }, 0);
  }));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const where = { pathname: path };
  function Routes() {
    where.pathname = useLocation().pathname;
    return useRoutes(routes);
  }
  render(
    <ApolloProvider client={client}>
      <AppProviders initialLang="en">
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </AppProviders>
    </ApolloProvider>,
  );
  return where;
}

describe('route guards', () => {
  it('answers authorRequired on a screen of a menu group the role may not open', async () => {
    renderAt('/classPanel', me('generalTeacher', ['dashboard', 'settings']));
    expect(await screen.findByText(msg['error.authorRequired'], {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText(msg['classPanel.title'])).not.toBeInTheDocument();
  });

  it('opens the screen for a role of the group', async () => {
    renderAt('/classPanel', me('education', ['dashboard', 'education', 'settings']));
    expect(await screen.findByRole('heading', { name: msg['classPanel.title'] }, { timeout: 10000 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an academy page to /login', async () => {
    const where = renderAt('/classPanel', null);
    await waitFor(() => expect(where.pathname).toBe('/login'), { timeout: 10000 });
  });
});
