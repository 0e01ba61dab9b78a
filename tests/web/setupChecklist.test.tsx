import { configure, screen, waitFor, within } from '@testing-library/react';
import { MENU_GROUPS } from '@rules/permissions';
import { roleTasks, ROLE_TASKS, MENU } from '@/app/menu';
import { SetupChecklist } from '@/features/dashboard/SetupChecklist';
import { renderSignedIn } from './support/app';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 10000 });

const steps = (done: string[]) => ['classes', 'feeRules', 'accountHeads', 'receiptBook', 'staff', 'admission', 'smsBalance']
  .map((key) => ({ __typename: 'SetupStep', key, count: done.includes(key) ? 2 : 0, done: done.includes(key) }));
const checklist = (done: string[]) => ({ data: { setupChecklist: { __typename: 'SetupChecklist', done: done.length === 7, steps: steps(done) } } });

describe('<SetupChecklist> (issue 25)', () => {
  it('ticks the steps the server counted; each open step links to its screen or says who can do it', async () => {
    renderSignedIn(<SetupChecklist />, { type: 'accountant', menuGroups: ['dashboard', 'accounts', 'admission'] }, (op) => (op === 'SetupChecklist' ? checklist(['classes', 'feeRules']) : null));
    const card = await screen.findByTestId('setup-checklist');
    expect(within(card).getByText('2 of 7 done')).toBeInTheDocument();
    expect(screen.getByTestId('setup-classes')).toHaveAttribute('data-done', 'true');
    expect(within(screen.getByTestId('setup-classes')).getByText('2 classes')).toBeInTheDocument();
    expect(screen.getByTestId('setup-accountHeads')).toHaveAttribute('data-done', 'false');
    expect(within(screen.getByTestId('setup-accountHeads')).getByRole('link', { name: 'Write the account heads' })).toHaveAttribute('href', '/regardingChanging');
    // The accountant's menu opens the books, but a council member or the super user approves one.
    const book = screen.getByTestId('setup-receiptBook');
    expect(within(book).getByRole('link', { name: 'Approve a receipt book' })).toHaveAttribute('href', '/approvedReceiptBooks');
    expect(book).toHaveTextContent('Done by: Council member or Super user.');
    // Staff: not the accountant's menu (administration): no link, who can instead.
    const staff = screen.getByTestId('setup-staff');
    expect(within(staff).queryByRole('link')).toBeNull();
    expect(staff).toHaveTextContent('Done by: Principal or Super user.');
  });

  it('is gone once every step is done', async () => {
    const calls = renderSignedIn(<SetupChecklist />, { type: 'superUser', menuGroups: ['dashboard', 'accounts'] }, (op) => (op === 'SetupChecklist' ? checklist(['classes', 'feeRules', 'accountHeads', 'receiptBook', 'staff', 'admission', 'smsBalance']) : null));
    await waitFor(() => expect(calls.some((c) => c.operation === 'SetupChecklist')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });
});

describe('the dashboard quick links: a role\'s few tasks (issue 25)', () => {
  it('every task of every role is an entry of the menu, at most six, none twice', () => {
    const keys = new Set(MENU.flatMap((s) => s.entries.map((e) => e.key)));
    for (const [role, tasks] of Object.entries(ROLE_TASKS)) {
      expect(tasks.length).toBeLessThanOrEqual(6);
      expect(new Set(tasks).size).toBe(tasks.length);
      for (const k of tasks) expect({ role, k, known: keys.has(k) }).toEqual({ role, k, known: true });
    }
  });

  it('a role sees its tasks its menu groups open, in order, not the whole menu', () => {
    const groupsOf = (role: string) => Object.entries(MENU_GROUPS).filter(([, roles]) => (roles as readonly string[]).includes(role)).map(([g]) => g);
    expect(roleTasks('accountant', groupsOf('accountant')).map((e) => e.key)).toEqual(['receipt', 'studentFees', 'voucher', 'countIncome', 'countReport']);
    expect(roleTasks('managerAcademicLibrary', groupsOf('managerAcademicLibrary')).map((e) => e.path)).toEqual(['/bookList', '/givingBook', '/receivingBook']);
    // A task outside the user's groups is left out.
    expect(roleTasks('superUser', ['dashboard', 'admission']).map((e) => e.key)).toEqual(['studentList']);
    for (const role of Object.keys(ROLE_TASKS)) {
      const all = MENU.filter((s) => groupsOf(role).includes(s.group)).flatMap((s) => s.entries).length;
      expect(roleTasks(role, groupsOf(role)).length).toBeLessThan(Math.max(all, 2));
    }
  });
});
