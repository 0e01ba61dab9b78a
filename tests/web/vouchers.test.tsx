import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { amountInWords } from '@rules/in-words';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import { blankRow, rowProblem, rowTotals, sheetTotals, suggestedMonth } from '@/features/accounts/salaries/salaryForm';
import VouchersScreen from '@/features/accounts/vouchers/VouchersScreen';
import { emptyVoucher, fromVoucher, liveTotalPaisa, missingVoucherFields, toVoucherInput, type VoucherValues } from '@/features/accounts/vouchers/voucherForm';
import type { VoucherFieldsFragment } from '@/gql/graphql';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

jest.setTimeout(240000);
configure({ asyncUtilTimeout: 15000 });

const voucher = (id: number, over: Partial<VoucherFieldsFragment> = {}): VoucherFieldsFragment & { __typename: 'Voucher' } => ({
  __typename: 'Voucher', id, department: 'accounts', fund: 'generalFund', voucherNo: id, name: `Payee ${id}`, description: '',
  lines: [{ __typename: 'VoucherLine', regarding: 'Gas', amount: 300 } as never], total: 300, inWords: 'x', date: '2026-03-05',
  receiverSign: '', principalSign: '', condition: 'unsaved', salarySheetId: null, ...over,
});

describe('voucher form rules', () => {
  const values = (over: Record<string, unknown>): VoucherValues => ({ ...emptyVoucher('2026-03-10', { generalFundVoucherNo: 7, charityFundVoucherNo: 2 }), ...over } as VoucherValues);

  it('a new voucher starts on the general fund with its next number and today', () => {
    expect(emptyVoucher('2026-03-10', { generalFundVoucherNo: 7, charityFundVoucherNo: 2 })).toMatchObject({ fund: 'generalFund', voucherNo: 7, date: '2026-03-10', regarding10: '', amount10: null });
  });

  it('the first regarding and amount are required, and the missing half of any other line; the code on an edit', () => {
    expect(missingVoucherFields(values({}), false)).toEqual(['regarding1', 'amount1']);
    expect(missingVoucherFields(values({ regarding1: 'Gas', amount1: 5, regarding3: 'Water', amount4: 2 }), false)).toEqual(['amount3', 'regarding4']);
    expect(missingVoucherFields(values({ regarding1: 'Gas', amount1: 5 }), true)).toEqual(['principalSign']);
  });

  it('the total is exact in paisa and the input drops blank lines (spec §5)', () => {
    const v = values({ regarding1: ' Gas ', amount1: 0.1, regarding4: 'Water', amount4: 0.2, voucherNo: 9, principalSign: ' code ' });
    expect(liveTotalPaisa(v)).toBe(30);
    expect(toVoucherInput(v, 'boarding', 12)).toEqual({
      id: 12, department: 'boarding', fund: 'generalFund', voucherNo: 9, name: '', description: '', date: '2026-03-10', principalSign: 'code',
      lines: [{ regarding: 'Gas', amount: 0.1 }, { regarding: 'Water', amount: 0.2 }],
    });
  });

  it('an edit starts from the voucher\'s lines, without a code', () => {
    const v = fromVoucher(voucher(3, { lines: [{ regarding: 'A', amount: 1 }, { regarding: 'B', amount: 2.5 }] }));
    expect(v).toMatchObject({ voucherNo: 3, regarding1: 'A', amount1: 1, regarding2: 'B', amount2: 2.5, regarding3: '', amount3: null, principalSign: '' });
  });
});

describe('salary editor rules (the server\'s rule, in taka)', () => {
  it('the worked example row', () => {
    const r = { ...blankRow(), name: 'Karim', basic: 12000, daily: 500, houseRent: 3000, medical: 250.5, incrementPercent: 5.5, overtime: 300, loan: 1000, food: 1200, mobile: 99.99 };
    expect(rowTotals(r)).toEqual({ increment: 660, total: 16710.5, deductions: 2299.99, net: 14410.51 });
    expect(sheetTotals([r, { ...blankRow(), name: 'Hasan', basic: 0.1 }])).toMatchObject({ basic: 12000.1, total: 16710.6, net: 14410.61 });
  });

  it('refuses a row without a name, attendance above workdays, deductions above the total', () => {
    expect(rowProblem(blankRow())).toBe('name');
    expect(rowProblem({ ...blankRow(), name: 'x', workdays: 20, attendance: 21 })).toBe('attendance');
    expect(rowProblem({ ...blankRow(), name: 'x', basic: 10, loan: 11 })).toBe('net');
    expect(rowProblem({ ...blankRow(), name: 'x', basic: 10, loan: 10 })).toBeNull();
  });

  it('a new sheet suggests the month after the latest', () => {
    expect(suggestedMonth('2026-03-10', [])).toBe('2026-03');
    expect(suggestedMonth('2026-03-10', ['2026-01', '2025-12'])).toBe('2026-02');
    expect(suggestedMonth('2026-03-10', ['2026-12'])).toBe('2027-01');
  });
});

describe('/voucher screen', () => {
  it('prefills the fund\'s next number, shows the live total and words, and sends only the filled lines', async () => {
    const saved: Record<string, unknown>[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      switch (operation) {
        case 'Me':
          return { data: { me: meFixture('active', 'accountant', { menuGroups: ['accounts'], permissions: ['voucher.write'] }) } };
        case 'Vouchers':
          return { data: { vouchers: { __typename: 'VoucherPage', total: 2, generalFundVoucherNo: 3, charityFundVoucherNo: 8, items: [voucher(1), voucher(2, { condition: 'saved' })] } } };
        case 'VoucherRegardings':
          return { data: { regardings: { __typename: 'Regardings', mce: ['Aid'], mge: ['Electricity', 'Gas'] } } };
        case 'SaveVoucher':
          saved.push(variables.input as Record<string, unknown>);
          return { data: { saveVoucher: voucher(9) } };
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
              <VouchersScreen />
            </SessionProvider>
          </App>
        </IntlProvider>
      </ApolloProvider>,
    );
    await screen.findByText('Payee 2');
    // A saved voucher's edit is disabled (the monthly count).
    const savedRow = screen.getByText('Payee 2').closest('tr')!;
    expect(within(savedRow).getByRole('button', { name: 'Edit' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: /New voucher/ }));
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByLabelText('Voucher no.') as HTMLInputElement;
    expect(number.value).toBe('3');
    await choose('Fund', 'Charity fund', dialog);
    await waitFor(() => expect(number.value).toBe('8'));

    fireEvent.change(within(dialog).getByLabelText('Regarding 1'), { target: { value: 'Aid' } });
    fireEvent.change(within(dialog).getByLabelText('Amount 1'), { target: { value: '1250.5' } });
    fireEvent.change(within(dialog).getByLabelText('Regarding 3'), { target: { value: 'Books' } });
    fireEvent.change(within(dialog).getByLabelText('Amount 3'), { target: { value: '0.25' } });
    await waitFor(() => expect(within(dialog).getByTestId('voucher-total').textContent).toBe('1,250.75'));
    expect(within(dialog).getByTestId('voucher-words').textContent).toContain(amountInWords(125_075, 'en'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      department: 'accounts', fund: 'charityFund', voucherNo: 8, principalSign: null,
      lines: [{ regarding: 'Aid', amount: 1250.5 }, { regarding: 'Books', amount: 0.25 }],
    });
  });
});
