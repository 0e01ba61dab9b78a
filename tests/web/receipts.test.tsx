import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { amountInWords } from '@rules/in-words';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import { allRowsBlank, repeatedRows, rowField, rowPages, toApproveInput } from '@/features/accounts/receiptBooks/bookForm';
import {
  emptyReceipt, incomeHeads, liveWords, missingReceiptFields, normalizeReceipt, paisaOf, toReceiptInput,
} from '@/features/accounts/receipts/receiptForm';
import AccountsReceiptsScreen from '@/features/accounts/receipts/ReceiptsScreen';
import { cleanLists, dedupe, isChanged } from '@/features/accounts/regardings/regardingsForm';
import type { ReceiptFieldsFragment } from '@/gql/graphql';
import { ReceiptsPrint } from '@/print/accounts/ReceiptsPrint';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

describe('receipt, book and head rules of the forms', () => {
  it('the receipt form: required fields (mobile optional; the code unless a superUser), exact paisa, words live in the UI language', () => {
    const v = { ...emptyReceipt('2026-03-10'), donorName: 'Karim', address: 'Dhaka', fund: 'generalFund' as const, regarding: 'Fee', amount: 1250, principalCode: 'x' };
    expect(missingReceiptFields(v, false)).toEqual([]);
    expect(missingReceiptFields({ ...v, type: 'menualReceipt' }, false)).toEqual(['bookNo', 'receiptFrom']);
    expect(missingReceiptFields({ ...v, type: 'menualReceipt' }, true)).toEqual([]);
    expect(missingReceiptFields({ ...v, amount: 0, principalCode: '' }, false)).toEqual(['amount', 'principalCode']);
    expect(missingReceiptFields({ ...v, principalCode: '' }, false, false)).toEqual([]);
    expect(paisaOf(125050.5)).toBe(12505050);
    expect(paisaOf(1.005)).toBeNull();
    expect(liveWords(1250, 'en-US')).toBe('One thousand two hundred fifty taka only');
    expect(liveWords(1250, 'bn-BD')).toBe('এক হাজার দুই শত পঞ্চাশ টাকা মাত্র'.normalize('NFC'));
    expect(liveWords(1250, 'ar')).toBe('فقط ألف ومئتان وخمسون تاكا لا غير');
    expect(liveWords(null, 'en')).toBe('');
    expect(incomeHeads('charityFund', { mci: ['Zakat'], mgi: ['Fee'] })).toEqual(['Zakat']);
    expect(incomeHeads('generalFund', { mci: ['Zakat'], mgi: ['Fee'] }, 'Old head')).toEqual(['Fee', 'Old head']);
    expect(incomeHeads('', { mci: ['Zakat'], mgi: ['Fee'] })).toEqual([]);
  });

  it('the receipt input: auto mode sends no numbers, manual till defaults to from, in words never sent', () => {
    const v = normalizeReceipt({ ...emptyReceipt('2026-03-10'), bookNo: 7, receiptFrom: 3, donorName: ' Karim ', address: 'Dhaka', fund: 'generalFund', regarding: 'Fee', amount: 10 });
    expect(toReceiptInput(v, 'accounts')).toMatchObject({ type: 'autoReceipt', bookNo: null, receiptFrom: null, receiptTill: null, donorName: 'Karim' });
    expect(toReceiptInput({ ...v, type: 'menualReceipt' }, 'boarding', 5)).toMatchObject({ id: 5, department: 'boarding', bookNo: 7, receiptFrom: 3, receiptTill: 3 });
    expect(toReceiptInput(v, 'accounts')).not.toHaveProperty('inWords');
  });

  it('the approving form: from is 1 when left out, pages = till − from + 1, repeats marked, blank rows kept in place', () => {
    const values = { [rowField(0, 'bookNo')]: 7, [rowField(0, 'receiptTill')]: 50, [rowField(0, 'department')]: 'accounts', [rowField(2, 'bookNo')]: 7, [rowField(2, 'receiptFrom')]: 11, [rowField(2, 'receiptTill')]: 20, councilCode: ' c ' };
    expect([rowPages(values, 0), rowPages(values, 2), rowPages(values, 1)]).toEqual([50, 10, null]);
    expect(repeatedRows(values)).toEqual([2]);
    const input = toApproveInput(values);
    expect(input.rows).toHaveLength(10);
    expect(input.rows[0]).toEqual({ bookNo: 7, receiptFrom: null, receiptTill: 50, department: 'accounts' });
    expect(input.councilCode).toBe('c');
    expect(allRowsBlank(values)).toBe(false);
    expect(allRowsBlank({ [rowField(0, 'receiptFrom')]: 1 })).toBe(true);
  });

  it('account heads: deduplicated before save (trimmed, letter case aside), changes seen after cleaning', () => {
    expect(dedupe([' Zakat', 'zakat ', '', 'Sadaqah  fund', 'SADAQAH FUND'])).toEqual(['Zakat', 'Sadaqah fund']);
    const saved = { mci: ['Zakat'], mgi: [], mce: [], mge: [] };
    expect(isChanged({ ...saved, mci: ['Zakat', ' zakat'] }, saved)).toBe(false);
    expect(isChanged({ ...saved, mgi: ['Fee'] }, saved)).toBe(true);
    expect(cleanLists({ ...saved, mge: ['a', 'A'] }).mge).toEqual(['a']);
  });
});

const receipt = (id: number, over: Partial<ReceiptFieldsFragment> = {}): ReceiptFieldsFragment & { __typename: 'Receipt' } => ({
  __typename: 'Receipt', id, department: 'accounts', type: 'autoReceipt', bookNo: 101, receiptNoFrom: id, receiptNoTill: id, name: `Donor ${id}`,
  address: 'Dhaka', mobile: '', fund: 'generalFund', regarding: 'Fee', amount: 100, amountPaisa: 10000, inWords: 'x', date: '2026-03-10',
  receiverSign: '', receiverName: 'Accountant', principalSign: '', principalName: 'Principal', condition: id === 1 ? 'saved' : 'unsaved',
  createdAt: '2026-03-10T04:00:00.000Z', memberNo: null, donationAmount: null, ...over,
});

describe('the receipts screen', () => {
  it('auto mode fills the next page; the amount shows its words; fund clears the regarding; save sends no numbers and no words', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'accountant', { menuGroups: ['accounts'], permissions: ['receipt.write'] }) } };
        case 'Receipts': return { data: { receipts: { __typename: 'ReceiptPage', total: 2, items: [receipt(2), receipt(1)] } } };
        case 'NextReceipt': return { data: { nextReceipt: { __typename: 'ReceiptBookInfo', bookNo: 101, nextReceiptNo: 3, department: 'accounts', remain: 48 } } };
        case 'ReceiptIncomeHeads': return { data: { regardings: { __typename: 'Regardings', mci: ['Zakat'], mgi: ['Fee', 'Donation'] } } };
        case 'SaveReceipt': return { data: { saveReceipt: receipt(3, { name: 'Karim' }) } };
        default: return { data: {} };
      }
    };
    render(
      <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
        <IntlProvider locale="en" messages={en}>
          <App>
            <MemoryRouter>
              <SessionProvider>
                <AccountsReceiptsScreen />
              </SessionProvider>
            </MemoryRouter>
          </App>
        </IntlProvider>
      </ApolloProvider>,
    );
    await screen.findByText('Donor 2');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /New receipt/ }));
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    await waitFor(() => expect(within(dialog).getByLabelText('Receipt no. from')).toHaveValue('3'));
    expect(within(dialog).getByLabelText('Book no.')).toHaveValue('101');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Karim' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Dhaka' } });
    await choose('Fund', 'General fund', dialog);
    await choose('Regarding', 'Donation', dialog);
    await choose('Fund', 'Charity fund', dialog);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Regarding' }).closest('.ant-select')).not.toHaveTextContent('Donation'));
    await choose('Regarding', 'Zakat', dialog);
    const amount = within(dialog).getByLabelText('Amount (taka)');
    fireEvent.change(amount, { target: { value: '1250.5' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(within(dialog).getByTestId('receipt-words')).toHaveTextContent('One thousand two hundred fifty taka and fifty paisa only'));
    fireEvent.change(within(dialog).getByLabelText("Principal's code"), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.operation === 'SaveReceipt')).toBe(true));
    const input = calls.find((c) => c.operation === 'SaveReceipt')!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ department: 'accounts', type: 'autoReceipt', bookNo: null, receiptFrom: null, donorName: 'Karim', fund: 'charityFund', regarding: 'Zakat', amount: 1250.5, principalCode: 'secret' });
    expect(input).not.toHaveProperty('inWords');
  });
});

describe('amounts in words on screens and prints: the reader\'s language', () => {
  it('a receipt printed in Arabic or English writes its amount in that language from the exact paisa, never the stored words of the academy\'s language', () => {
    // The server stored the words in the academy's language (here Bengali); the print follows the reader.
    const stored = amountInWords(125_050, 'bn');
    const r = receipt(5, { amount: 1250.5, amountPaisa: 125_050, inWords: stored });
    const { unmount } = render(<IntlProvider locale="ar" messages={ar}><ReceiptsPrint receipts={[r]} /></IntlProvider>);
    expect(document.body.textContent).toContain(amountInWords(125_050, 'ar'));
    expect(document.body.textContent).not.toContain(stored);
    unmount();
    render(<IntlProvider locale="en" messages={en}><ReceiptsPrint receipts={[r]} /></IntlProvider>);
    expect(document.body.textContent).toContain('One thousand two hundred fifty taka and fifty paisa only');
  });
});
