import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';

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
const arMsg = ar as Record<string, string>;
const enMsg = en as Record<string, string>;

async function chooseLanguage(current: Record<string, string>, label: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(current['app.language']) }));
  fireEvent.click(await screen.findByText(label, { selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *' }));
}

describe('language', () => {
  it('is Bengali by default, left to right', async () => {
    renderAt('/', () => ({ data: { me: null } }));
    expect(await screen.findByText(msg['landing.headline'])).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'bn');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches to Arabic: right to left, Arabic text, kept in localStorage', async () => {
    renderAt('/', () => ({ data: { me: null } }));
    await screen.findByText(msg['landing.headline']);
    await chooseLanguage(msg, arMsg['lang.ar']);
    expect(await screen.findByText(arMsg['landing.headline'])).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.querySelector('.ant-app')?.closest('[dir]')).toBeTruthy();
    expect(window.localStorage.getItem('talim.lang')).toBe('ar');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('talim.lang', 'en');
    renderAt('/', () => ({ data: { me: null } }));
    expect(await screen.findByText(enMsg['landing.headline'])).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('uses the madrasa wording when the academy is a madrasa', async () => {
    const madrasa = meFixture('active');
    madrasa.academy.academyType = 'madrasa';
    renderAt('/dashboard', () => ({ data: { me: madrasa } }));
    expect(await screen.findByText(msg['madrasa.dashboard.academyCard'])).toBeInTheDocument();
    expect(screen.queryByText(msg['dashboard.academyCard'])).not.toBeInTheDocument();
  });
});
