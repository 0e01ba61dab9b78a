import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { TopUpDialog } from '@/features/controller/academies/AcademyDialogs';
import { fakeLink, renderAt, type Handler } from './support/app';

jest.setTimeout(60000);

const me = { __typename: 'ControllerUser', id: 1, email: 'owner@talim.app', type: 'super_admin', firstName: 'Owner', lastName: '' };
const academy = (code: string, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ControllerAcademy', code, name, address: 'Mirpur', englishName: `${name} (English)`, academyType: 'madrasa', numberOfStudents: 100,
  studentCount: 80, mobile: '01711000000', email: `${code}@talim.test`, bill: 50000, smsBalance: 120, balanceExpiry: '2027-01-01',
  balanceExpired: false, expiryDate: '2027-06-30', activation: true, status: 'active', ...over,
});
const ACADEMIES = [
  academy('100001', 'Darul Ulum Academy'),
  academy('100002', 'Nurani Madrasa', { smsBalance: 5, balanceExpiry: '2026-01-31', balanceExpired: true }),
];

/** The controller's GraphQL answered by name; every operation seen is kept with its variables. */
function server(extra: Record<string, (v: Record<string, unknown>) => unknown> = {}) {
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  const handle: Handler = (op, variables) => {
    calls.push({ op, variables });
    if (extra[op]) return { data: extra[op](variables) };
    if (op === 'ControllerMe') return { data: { controllerMe: me } };
    if (op === 'ControllerAcademies') return { data: { controllerAcademies: ACADEMIES } };
    return { data: null, errors: [{ message: 'unexpected', extensions: { code: 'errorMessage' } }] };
  };
  return { handle, calls };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('controller console screens', () => {
  it('lists the academies; a row whose SMS balance expired is highlighted, the others are not', async () => {
    const { handle } = server();
    renderAt('/controller/academies', handle, 'en');
    expect(await screen.findByText('Nurani Madrasa')).toBeInTheDocument();
    expect(screen.getByText('Darul Ulum Academy')).toBeInTheDocument();
    expect(rowOf('Nurani Madrasa')).toHaveClass('talim-row-warning');
    expect(rowOf('Darul Ulum Academy')).not.toHaveClass('talim-row-warning');
    expect(within(rowOf('Nurani Madrasa')).getByText('2026-01-31').closest('.ant-tag')).toBeInTheDocument();
  });

  it('top-up dialog: an empty amount is refused in the form (no call); a valid one sends taka and the expiry', async () => {
    const { handle, calls } = server({
      ControllerTopUpBalance: (v) => ({ controllerTopUpBalance: { ...ACADEMIES[1], smsBalance: 5 + Number((v.input as { amount: number }).amount), balanceExpired: false } }),
    });
    const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <IntlProvider locale="en" messages={en}>
          <App><TopUpDialog academy={ACADEMIES[1] as never} open onClose={() => {}} /></App>
        </IntlProvider>
      </ApolloProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en['controller.topUpTitle'].replace('{name}', 'Nurani Madrasa'))).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: en['app.save'] });
    await act(async () => fireEvent.click(save));
    expect(await within(dialog).findByText(en['app.required'])).toBeInTheDocument();
    expect(calls.some((c) => c.op === 'ControllerTopUpBalance')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(en['controller.amountTaka']), { target: { value: '250.5' } });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(calls.find((c) => c.op === 'ControllerTopUpBalance')).toBeDefined());
    const input = calls.find((c) => c.op === 'ControllerTopUpBalance')!.variables.input as { code: string; amount: number; balanceExpiry: string };
    expect(input).toMatchObject({ code: '100002', amount: 250.5 });
    // The balance had expired: the new expiry runs from today (a year on), so it lies ahead.
    expect(input.balanceExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(input.balanceExpiry > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("controller users' change history shows who changed what, never a password", async () => {
    const { handle } = server({
      ControllerOperators: () => ({ controllerOperators: [] }),
      ControllerOperatorAudit: () => ({
        controllerOperatorAudit: [{
          __typename: 'ControllerAuditEntry', id: 7, academyCode: '', action: 'operatorUpdate', actorEmail: 'owner@talim.app',
          before: JSON.stringify({ id: 4, email: 'mod@talim.app', type: 'moderator', firstName: 'Nadia', lastName: 'R' }),
          after: JSON.stringify({ id: 4, email: 'mod@talim.app', type: 'admin', firstName: 'Nadia', lastName: 'R', passwordChanged: true }),
          createdAt: '2026-03-10T06:00:00.000Z',
        }],
      }),
    });
    renderAt('/controller/controllers', handle, 'en');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en['controller.history']) }));
    const entry = await screen.findByTestId('audit-entry');
    expect(within(entry).getByText(en['controller.action.operatorUpdate'])).toBeInTheDocument();
    expect(within(entry).getByText(en['controller.by'].replace('{email}', 'owner@talim.app'))).toBeInTheDocument();
    expect(within(entry).getByText(en['controller.type.moderator'])).toBeInTheDocument();
    expect(within(entry).getByText(en['controller.type.admin'])).toBeInTheDocument();
    expect(within(entry).getByText(en['users.password'])).toBeInTheDocument();
    expect(within(entry).getByText(en['controller.audit.changed'])).toBeInTheDocument();
  });
});
