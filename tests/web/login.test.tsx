import { meFixture, renderAt } from './support/app';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import bn from '@/i18n/bn.json';

const msg = bn as Record<string, string>;

describe('login screen', () => {
  it('renders the form in Bengali and shows / hides the password', async () => {
    renderAt('/login', () => ({ data: { me: null } }));
    const password = (await screen.findByLabelText(msg['login.password'])) as HTMLInputElement;
    expect(screen.getByLabelText(msg['login.email'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg['login.submit'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg['login.register'] })).toHaveAttribute('href', '/new_academy');
    expect(password.type).toBe('password');
    // the eye button is named in the page's language, no longer by antd's icon ("eye-invisible"): issue 27
    fireEvent.click(screen.getByRole('button', { name: msg['icon.showPassword'] }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: msg['icon.showPassword'] }));
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

  it('checks the fields before asking the server', async () => {
    const ops: string[] = [];
    renderAt('/login', (op) => { ops.push(op); return { data: { me: null } }; });
    fireEvent.click(await screen.findByRole('button', { name: msg['login.submit'] }));
    expect(await screen.findByText(msg['error.invalidEmail'])).toBeInTheDocument();
    expect(screen.getByText(msg['app.required'])).toBeInTheDocument();
    expect(screen.getByLabelText(msg['login.email'])).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(msg['login.email']), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(msg['login.password']), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: msg['login.submit'] }));
    expect(await screen.findByText(msg['error.invalidEmail'])).toBeInTheDocument();
    expect(screen.queryByText(msg['app.required'])).not.toBeInTheDocument();
    expect(ops).not.toContain('Login');
  });

  it('sends a signed-in guardian to /guardian', async () => {
    const router = renderAt('/login', () => ({ data: { me: meFixture('active', 'guardian') } }));
    await waitFor(() => expect(router.pathname).toBe('/guardian'));
  });
});
