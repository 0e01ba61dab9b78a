import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import { draftTotal, formProblem, monthChoices, monthRuns, ownPeriods, paidByOthers, suggestedAmount, toFeeInput, type FeeLine } from '@/features/accounts/fees/feeForm';
import StudentFeesScreen from '@/features/accounts/fees/StudentFeesScreen';
import { fakeLink, meFixture, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
/** Monthly fee 1,500.50: January paid, February paid 1,000 of it, March due (today), later upcoming. */
const monthly: FeeLine & { __typename: 'FeeLine' } = {
  __typename: 'FeeLine', department: 'accounts', title: 'monthly_fee', amount: 1500.5, yearly: false, due: 18006, paid: 2500.5, owed: 2001,
  periods: months.map((period, i) => ({
    __typename: 'FeePeriod', period, due: 1500.5, paid: i === 0 ? 1500.5 : i === 1 ? 1000 : 0, owed: i === 1 ? 500.5 : i === 2 ? 1500.5 : 0,
    status: i === 0 ? 'paid' : i === 1 ? 'partial' : i === 2 ? 'due' : 'upcoming',
  })),
};
const admission: FeeLine & { __typename: 'FeeLine' } = {
  __typename: 'FeeLine', department: 'accounts', title: 'admission_fee', amount: 5000, yearly: true, due: 5000, paid: 0, owed: 5000,
  periods: ['2026'].map((period) => ({ __typename: 'FeePeriod', period, due: 5000, paid: 0, owed: 5000, status: 'due' })),
};

describe('the fee form rules', () => {
  it('months another payment paid in full cannot be picked; a part-paid one and the edited payment\'s own can', () => {
    const none = monthChoices(monthly, 2026, new Set());
    expect(none.slice(0, 4).map((c) => [c.month, c.selectable, c.status])).toEqual([
      ['2026-01', false, 'paid'], ['2026-02', true, 'partial'], ['2026-03', true, 'due'], ['2026-04', true, 'upcoming'],
    ]);
    const own = ownPeriods({ items: [{ selectedMonths: ['2026-02'], subject: 'monthly_fee', totalAmount: 1000 }] });
    expect(monthChoices(monthly, 2026, own)[1]).toEqual({ month: '2026-02', period: '2026-02', status: 'mine', selectable: true });
    // Before admission a month asks nothing: not to pick.
    const late = { ...monthly, periods: monthly.periods.map((p, i) => (i < 5 ? { ...p, due: 0, paid: 0, owed: 0, status: 'none' } : p)) };
    expect(monthChoices(late, 2026, new Set())[4]).toMatchObject({ month: '2026-05', selectable: false, status: 'none' });
    // A yearly title is one choice for the year.
    expect(monthChoices(admission, 2026, new Set())).toEqual([{ month: '2026-01', period: '2026', status: 'due', selectable: true }]);
  });

  it('fills the amount with what the months ask, minus what others paid', () => {
    const paid = paidByOthers([monthly, admission], new Set());
    expect(paid).toEqual([{ subject: 'monthly_fee', period: '2026-01', amountPaisa: 150050 }, { subject: 'monthly_fee', period: '2026-02', amountPaisa: 100000 }]);
    expect(suggestedAmount(monthly, paid, ['2026-03', '2026-04'], '2026-01')).toBe(3001);
    // Editing the February payment: its own 1,000 is not counted as paid by another.
    const own = ownPeriods({ items: [{ selectedMonths: ['2026-02'], subject: 'monthly_fee', totalAmount: 1000 }] });
    expect(suggestedAmount(monthly, paidByOthers([monthly], own), ['2026-02'], '2026-01')).toBe(1500.5);
    expect(suggestedAmount(admission, paid, ['2026-01'], '2026-01')).toBe(5000);
  });

  it('shows months as runs', () => {
    expect(monthRuns(['2026-05', '2026-01', '2026-02', '2026-03', '2026-12'])).toEqual([['2026-01', '2026-03'], ['2026-05', '2026-05'], ['2026-12', '2026-12']]);
    expect(monthRuns(['2025-12', '2026-01'])).toEqual([['2025-12', '2026-01']]);
  });

  it('sends only the titles with months, and says what is missing', () => {
    const items = [{ subject: 'monthly_fee', months: ['2026-04', '2026-03'], amount: 3001 }, { subject: 'admission_fee', months: [], amount: null }];
    expect(formProblem([{ subject: 'monthly_fee', months: [], amount: null }])).toBe('fees.pickMonths');
    expect(formProblem([{ subject: 'monthly_fee', months: ['2026-03'], amount: 0 }])).toBe('fees.amountNeeded');
    expect(formProblem(items)).toBeNull();
    expect(draftTotal([...items, { subject: 'x', months: ['2026-01'], amount: 0.1 }, { subject: 'y', months: ['2026-01'], amount: 0.2 }])).toBe(3001.3);
    expect(toFeeInput({ admitNo: 901, year: 2026, date: '2026-03-10', note: ' cash ', items }, 'boarding', 7)).toEqual({
      id: 7, department: 'boarding', admitNo: 901, year: 2026, date: '2026-03-10', note: 'cash',
      items: [{ subject: 'monthly_fee', selectedMonths: ['2026-03', '2026-04'], totalAmount: 3001 }],
    });
    // A receipt is asked for with a new payment only.
    const receipt = { issueReceipt: true, 'receipt.fund': 'generalFund', 'receipt.regarding': 'Monthly fee', 'receipt.principalCode': 'pw' };
    expect(toFeeInput({ admitNo: 901, year: 2026, date: '', note: '', items, ...receipt }, 'accounts').receipt).toEqual({ fund: 'generalFund', regarding: 'Monthly fee', principalCode: 'pw' });
    expect(toFeeInput({ admitNo: 901, year: 2026, date: '', note: '', items, ...receipt }, 'accounts', 7).receipt).toBeUndefined();
    // Issue 25: the form asks no fund; the receipt follows the fee rule, its head the first picked title's words.
    const fromRule = { issueReceipt: true, 'receipt.principalCode': 'pw' };
    expect(toFeeInput({ admitNo: 901, year: 2026, date: '', note: '', items, ...fromRule }, 'accounts', undefined, (title) => `words of ${title}`).receipt)
      .toEqual({ regarding: 'words of monthly_fee', principalCode: 'pw' });
  });
});

describe('<StudentFeesScreen>', () => {
  it('takes a fee: the admit number finds the student, paid months are ticked, picked months fill the amount, save sends them', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me':
          return { data: { me: meFixture('active', 'accountant', { permissions: ['receipt.write', 'academy.read'], menuGroups: ['accounts'] }) } };
        case 'Fees':
          return { data: { fees: { __typename: 'FeePage', total: 0, items: [] } } };
        case 'StudentFees':
          return { data: { studentFees: {
            __typename: 'StudentFees', providerId: 11, admitNo: 901, name: 'Abdullah', className: 'Class 9', groupName: 'Science', residence: 'residential',
            year: 2026, fromMonth: '2026-01', due: 23006, paid: 2500.5, owed: 7001, lines: [monthly, admission], payments: [],
          } } };
        case 'SaveFee':
          return { data: { saveFee: { __typename: 'Fee', id: 1, department: 'accounts', providerId: 11, admitNo: 901, name: 'Abdullah', className: 'Class 9', groupName: 'Science', year: 2026, date: '2026-03-10', note: '', total: 3001, receiverName: 'x', receiptId: null, createdAt: '2026-03-10T00:00:00Z', items: [] } } };
        default:
          return { data: {} };
      }
    };
    const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <IntlProvider locale="en" messages={en}>
          <App>
            <SessionProvider>
              <StudentFeesScreen />
            </SessionProvider>
          </App>
        </IntlProvider>
      </ApolloProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Take a fee/ }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const save = within(form).getByRole('button', { name: 'Save the payment' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Admit no'), { target: { value: '901' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    expect(await within(form).findByTestId('fee-student-name')).toHaveTextContent('Abdullah');
    const row = within(form).getByTestId('fee-item-monthly_fee');
    expect(within(row).getByRole('button', { name: 'January: Paid' })).toBeDisabled();
    // February was paid in part: it can take the rest (not picked here).
    expect(within(row).getByRole('button', { name: 'February: Partly paid' })).toBeEnabled();
    fireEvent.click(within(row).getByRole('button', { name: 'March' }));
    fireEvent.click(within(row).getByRole('button', { name: 'April' }));
    await waitFor(() => expect(within(row).getByLabelText('Amount Monthly fee')).toHaveValue('3001.00'));
    await waitFor(() => expect(within(form).getByTestId('fee-total')).toHaveTextContent('3,001.00'));
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.operation === 'SaveFee')).toBe(true));
    expect(calls.find((c) => c.operation === 'SaveFee')!.variables.input).toMatchObject({
      department: 'accounts', admitNo: 901, year: 2026, items: [{ subject: 'monthly_fee', selectedMonths: ['2026-03', '2026-04'], totalAmount: 3001 }],
    });
  });
});
