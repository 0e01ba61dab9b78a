import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import bn from '@/i18n/bn.json';

type Result = { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] };

function fakeLink(handle: (operation: string, variables: Record<string, unknown>) => Result) {
  return new ApolloLink((op) => new Observable((sub) => {
    const result = handle(op.operationName ?? '', op.variables);
    setTimeout(() => {
      sub.next(result as never);
      sub.complete();
    }, 0);
  }));
}

function meFixture(status: string, type = 'superUser') {
  return {
    __typename: 'Me', id: 1, code: '100001', email: 'demo@talim.app', type, firstName: 'Abdur', lastName: 'Rahman',
    avatarUrl: '', signUrl: '', permissions: ['academy.update'], menuGroups: ['dashboard', 'education', 'settings'],
    academy: {
      __typename: 'Academy', code: '100001', slug: 'demo', name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy',
      address: 'Mirpur', englishAddress: 'Mirpur', country: 'BD', mobile: '01711000000', academyType: 'school',
      numberOfStudents: 450, email: 'demo@talim.app', language: 'bn', logoUrl: '', calligraphyUrl: '', academyPhotoUrl: '',
      studentDefaultPhotoUrl: '', activation: status !== 'notActivated', expiryDate: '2027-11-21', status,
    },
  };
}

/** The app's route table in a memory router; `where.pathname` follows navigation. */
function renderAt(path: string, handle: Parameters<typeof fakeLink>[0]) {
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  const where = { pathname: path };
  function Routes() {
    where.pathname = useLocation().pathname;
    return useRoutes(routes);
  }
  render(
    <ApolloProvider client={client}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </AppProviders>
    </ApolloProvider>,
  );
  return where;
}

const msg = bn as Record<string, string>;

async function openMenu() {
  // jsdom matches no media query, so the shell is in phone layout: the drawer opens from the top bar.
  fireEvent.click(await screen.findByRole('button', { name: msg['app.toggleMenu'] }));
  await waitFor(() => expect(document.querySelector('.ant-menu-root')).toBeTruthy());
  return within(document.querySelector('.ant-menu-root') as HTMLElement);
}

describe('academy status banner', () => {
  it.each([
    ['notActivated', 'banner.activationStatus'],
    ['expired', 'banner.expiryStatus'],
  ])('shows %s and disables the menu', async (status, key) => {
    const where = renderAt('/dashboard', () => ({ data: { me: meFixture(status) } }));
    expect(await screen.findByText(msg[key])).toBeInTheDocument();
    const menu = await openMenu();
    const items = menu.getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(menu.getByText(msg['menu.classPanel']));
    expect(where.pathname).toBe('/dashboard');
  });

  it('shows no banner when the academy is active, and the menu works', async () => {
    const where = renderAt('/dashboard', () => ({ data: { me: meFixture('active') } }));
    expect(await screen.findByText(/Abdur Rahman/)).toBeInTheDocument();
    expect(screen.queryByText(msg['banner.activationStatus'])).not.toBeInTheDocument();
    expect(screen.queryByText(msg['banner.expiryStatus'])).not.toBeInTheDocument();
    const menu = await openMenu();
    for (const item of menu.getAllByRole('menuitem')) expect(item).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(menu.getByText(msg['menu.classPanel']));
    await waitFor(() => expect(where.pathname).toBe('/classPanel'));
  });

  it('sends a signed-out visitor of an academy page to /login', async () => {
    const where = renderAt('/dashboard', () => ({ data: { me: null } }));
    await waitFor(() => expect(where.pathname).toBe('/login'));
  });
});
