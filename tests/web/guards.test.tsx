import { screen, waitFor } from '@testing-library/react';
import en from '@/i18n/en.json';
import { meFixture, renderAt } from './support/app';

const msg = en as Record<string, string>;

const me = (type: string, menuGroups: string[]) => meFixture('active', type, { menuGroups });
const renderWith = (path: string, user: unknown) =>
  renderAt(path, (op) => ({ data: op === 'Me' ? { me: user } : { classes: [] } }), 'en');

describe('route guards', () => {
  it('answers authorRequired on a screen of a menu group the role may not open', async () => {
    renderWith('/classPanel', me('generalTeacher', ['dashboard', 'settings']));
    expect(await screen.findByText(msg['error.authorRequired'], {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText(msg['classPanel.title'])).not.toBeInTheDocument();
  });

  it('opens the screen for a role of the group', async () => {
    renderWith('/classPanel', me('education', ['dashboard', 'education', 'settings']));
    expect(await screen.findByRole('heading', { name: msg['classPanel.title'] }, { timeout: 10000 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an academy page to /login', async () => {
    const where = renderWith('/classPanel', null);
    await waitFor(() => expect(where.pathname).toBe('/login'), { timeout: 10000 });
  });
});
