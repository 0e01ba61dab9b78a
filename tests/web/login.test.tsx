import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe('login screen', () => {
  it('renders the form in Bengali and shows / hides the password', async () => {
    renderAt('/login', () => ({ data: { me: null } }));
    const password = (await screen.findByLabelText(msg['login.password'])) as HTMLInputElement;
    expect(screen.getByLabelText(msg['login.email'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg['login.submit'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg['login.register'] })).toHaveAttribute('href', '/new_academy');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('img', { name: /eye/ }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('img', { name: /eye/ }));
    expect(password.type).toBe('password');
  });

  it('shows the server error translated', async () => {
    renderAt('/login', (op) =>
      op === 'Login'
        ? { errors: [{ message: 'bad', extensions: { code: 'invalidEmailOrPassword' } }] }
        : { data: { me: null } },
    );
    fireEvent.change(await screen.findByLabelText(msg['login.email']), { target: { value: 'demo@talim.app' } });
    fireEvent.change(screen.getByLabelText(msg['login.password']), { target: { value: 'wrong1' } });
    fireEvent.click(screen.getByRole('button', { name: msg['login.submit'] }));
    expect(await screen.findByText(msg['error.invalidEmailOrPassword'])).toBeInTheDocument();
  });

  it('signs in, refetches the session and redirects by role', async () => {
    let signedIn = false;
    const router = renderAt('/login', (op, vars) => {
      if (op === 'Login') {
        expect(vars).toEqual({ input: { email: 'demo@talim.app', password: 'demo1234' } });
        signedIn = true;
        return { data: { login: { __typename: 'AuthPayload', user: meFixture('active') } } };
      }
      return { data: { me: signedIn ? meFixture('active') : null } };
    });
    fireEvent.change(await screen.findByLabelText(msg['login.email']), { target: { value: 'demo@talim.app' } });
    fireEvent.change(screen.getByLabelText(msg['login.password']), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: msg['login.submit'] }));
    });
    await waitFor(() => expect(router.pathname).toBe('/dashboard'));
    expect(await screen.findByText(/Abdur Rahman/)).toBeInTheDocument();
  });

  it('sends a signed-in guardian to /guardian', async () => {
    const router = renderAt('/login', () => ({ data: { me: meFixture('active', 'guardian') } }));
    await waitFor(() => expect(router.pathname).toBe('/guardian'));
  });
});
