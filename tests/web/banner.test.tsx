import { meFixture, renderAt } from './support/app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import bn from '@/i18n/bn.json';

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

  it('an expired academy: the banner says who renews and how; a typed address shows the paused page, not the screen (issue 25 item 14)', async () => {
    renderAt('/receipt', () => ({ data: { me: meFixture('expired') } }));
    expect(await screen.findByTestId('academy-paused')).toHaveTextContent(msg['paused.expiredTitle']);
    const banner = screen.getByTestId('status-banner');
    expect(banner).toHaveTextContent(msg['banner.expiryStatus']);
    expect(banner).toHaveTextContent('support@talim.app');
    expect(within(banner).getByRole('link', { name: 'support@talim.app' })).toHaveAttribute('href', 'mailto:support@talim.app');
    expect(screen.getByRole('link', { name: msg['menu.dashboard'] })).toHaveAttribute('href', '/dashboard');
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
