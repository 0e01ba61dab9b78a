import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { amountInWords } from '@rules/in-words';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import { SessionProvider } from '@/app/session';
import DonationsScreen from '@/features/donors/DonationsScreen';
import DonorsScreen from '@/features/donors/DonorsScreen';
import { DonorListPrint } from '@/print/donors/DonorListPrint';
import { fakeLink, meFixture, type Result } from './support/app';
import { addressOf, emptyDonor, missingDonorFields, normalizeDonor, toDonorInput } from '@/features/donors/donorForm';
import { memberChecked } from '@/features/donors/MemberCheck';
import { emptyReceipt, missingReceiptFields, toReceiptInput } from '@/features/accounts/receipts/receiptForm';
import type { DonorFieldsFragment } from '@/gql/graphql';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const donor = {
  id: 3, memberNo: 25, donorType: 'lifeTime', donorName: 'Rafiqul Islam', fatherName: '', village: 'Barura', postOffice: 'Barura', subDistrict: ' Sadar ',
  district: 'Cumilla', referrerId: null, referrer: '', mobile: '01712000025', email: '', donationAmount: 100, donationAmountPaisa: 10000, createdAt: '2026-11-24',
} as DonorFieldsFragment;

describe('donor, donation and donation receipt form rules', () => {
  it('the donor form: all required but father name, e-mail and the referrer; the input is trimmed', () => {
    expect(missingDonorFields(emptyDonor())).toEqual(['memberNo', 'donorName', 'mobile', 'village', 'postOffice', 'subDistrict', 'district', 'donationAmount']);
    const v = normalizeDonor({ ...emptyDonor('lifeTime'), memberNo: 25, donorName: ' Rafiq ', mobile: '017', village: 'a', postOffice: 'b', subDistrict: 'c', district: 'd', donationAmount: 0 });
    expect(missingDonorFields(v)).toEqual([]);
    expect(toDonorInput(v, 3)).toMatchObject({ id: 3, memberNo: 25, donorType: 'lifeTime', donorName: 'Rafiq', referrerId: null, donationAmount: 0 });
    expect(addressOf(donor)).toBe('Barura, Barura, Sadar, Cumilla');
  });

  it('the member check counts only the member number found, in any digits', () => {
    expect(memberChecked({ state: 'found', person: donor }, '২৫')).toBe(true);
    expect(memberChecked({ state: 'found', person: donor }, '26')).toBe(false);
    expect(memberChecked({ state: 'notFound' }, '25')).toBe(false);
  });

  it('a donation receipt needs the member number and sends it with the pledge; other departments send none', () => {
    const v = { ...emptyReceipt('2026-03-10'), donorName: 'Rafiq', address: 'Barura', fund: 'generalFund' as const, regarding: 'Donation', amount: 20, principalCode: 'x' };
    expect(missingReceiptFields(v, false, true, 'donation')).toEqual(['memberNo']);
    expect(missingReceiptFields(v, false, true, 'accounts')).toEqual([]);
    expect(toReceiptInput({ ...v, memberNo: '২৫', donationAmount: 100 }, 'donation')).toMatchObject({ department: 'donation', memberNo: 25, donationAmount: 100 });
    expect(toReceiptInput({ ...v, memberNo: '25' }, 'accounts')).not.toHaveProperty('memberNo');
  });
});

type Call = { operation: string; variables: Record<string, unknown> };
function mount(screenEl: React.ReactElement, url: string, type: string, handle: (operation: string, variables: Record<string, unknown>) => Result | null, calls: Call[], permissions?: string[]) {
  const link = fakeLink((operation, variables) => {
    calls.push({ operation, variables });
    if (operation === 'Me') return { data: { me: meFixture('active', type, permissions ? { permissions } : {}) } };
    return handle(operation, variables) ?? { data: {} };
  });
  return render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={[url]}>
        <IntlProvider locale="en" messages={en}>
          <App><SessionProvider>{screenEl}</SessionProvider></App>
        </IntlProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}
const donorRow = { ...donor, __typename: 'Donor' as const };
const rowOf = async (className: string) => waitFor(() => {
  const r = document.querySelector<HTMLElement>(`.${className} tbody tr.ant-table-row`);
  if (!r) throw new Error('no rows yet');
  return r;
});

describe('<DonorsScreen>', () => {
  it('?type=lifeTime is the life-time donors list; the principal edits with the member number locked', async () => {
    const calls: Call[] = [];
    mount(<DonorsScreen />, '/donorList?type=lifeTime', 'principal', (op) => (op === 'Donors' ? { data: { donors: { __typename: 'DonorPage', total: 1, items: [donorRow] } } } : null), calls);
    const row = await rowOf('talim-donors');
    expect(row).toHaveTextContent('Rafiqul Islam');
    expect(screen.getByRole('heading', { name: 'Life-time donors' })).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'Donors')!.variables).toMatchObject({ donorType: 'lifeTime' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    expect(within(form).getByLabelText('Member no.')).toBeDisabled();
    expect(form).toHaveTextContent('The member number cannot change');
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('an accountant adds donors but has no edit or delete (principal or superUser only)', async () => {
    const calls: Call[] = [];
    mount(<DonorsScreen />, '/donorList', 'accountant', (op) => (op === 'Donors' ? { data: { donors: { __typename: 'DonorPage', total: 1, items: [donorRow] } } } : null), calls);
    const row = await rowOf('talim-donors');
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: /Add donor/ })).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'Donors')!.variables).toMatchObject({ donorType: null });
  });
});

describe('<DonationsScreen>', () => {
  const donationOf = (id: number, receiptId: number | null) => ({
    __typename: 'Donation' as const, id, memberNo: 25, donorName: 'Rafiqul Islam', fatherName: '', address: 'Barura', mobile: '01712000025', donationAmount: 100,
    providedAmount: 1250.5, providedAmountPaisa: 125050, inWords: '', responsible: 'Abdur Rahman', date: '2026-11-24', receiptId, createdAt: '2026-11-24T04:00:00.000Z',
  });
  const receipt = {
    __typename: 'Receipt' as const, id: 7, department: 'donation', type: 'autoReceipt', memberNo: 25, donationAmount: 100, bookNo: 61, receiptNoFrom: 3, receiptNoTill: 3,
    name: 'Rafiqul Islam', address: 'Barura', mobile: '01712000025', fund: 'generalFund', regarding: 'Donation', amount: 1250.5, amountPaisa: 125050, inWords: '',
    date: '2026-11-24', receiverSign: '', receiverName: 'Abdur Rahman', principalSign: '', principalName: '', condition: 'unsaved', createdAt: '2026-11-24T04:00:00.000Z',
  };

  it('a donation is recorded as its receipt (issue 25 item 10): the receipt form with the member check, not an entry that cannot be printed', async () => {
    const calls: Call[] = [];
    mount(<DonationsScreen />, '/donationRecord1', 'accountant', (op, v) => {
      if (op === 'Donations') return { data: { donations: { __typename: 'DonationPage', total: 0, items: [] } } };
      if (op === 'DonorByMemberNo') return v.memberNo === 25 ? { data: { donorByMemberNo: donorRow } } : { errors: [{ message: 'nf', extensions: { code: 'sorryNotFound' } }] };
      return null;
    }, calls, ['receipt.write']);
    fireEvent.click(await screen.findByRole('button', { name: /Add donation/ }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    expect(form).toHaveTextContent('New receipt');
    expect(within(form).queryByLabelText('Amount given')).toBeNull();
    expect(within(form).getByLabelText('Book no.')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const member = within(form).getByRole('searchbox', { name: 'Member no.' });
    fireEvent.change(member, { target: { value: '999' } });
    fireEvent.click(within(form).getByRole('button', { name: /Check/ }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sorry, nothing was found'));
    expect(save).toBeDisabled();
    fireEvent.change(member, { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: /Check/ }));
    await waitFor(() => expect(within(form).getByTestId('member-name')).toHaveTextContent('Rafiqul Islam'));
    expect(within(form).getByLabelText('Name')).toHaveValue('Rafiqul Islam');
    expect(within(form).getByLabelText('Address')).toHaveValue('Barura, Barura, Sadar, Cumilla');
    fireEvent.change(within(form).getByLabelText('Amount (taka)'), { target: { value: '1250.5' } });
    await waitFor(() => expect(within(form).getByTestId('receipt-words')).toHaveTextContent(amountInWords(125050, 'en')));
    expect(calls.filter((c) => c.operation === 'AddDonation')).toHaveLength(0);
  });

  it('a donation row prints the receipt it was recorded with; one entered without a receipt has nothing to print', async () => {
    const printSpy = jest.fn();
    window.print = printSpy;
    const calls: Call[] = [];
    mount(<DonationsScreen />, '/donationRecord1', 'accountant', (op, v) => {
      if (op === 'Donations') return { data: { donations: { __typename: 'DonationPage', total: 2, items: [donationOf(9, 7), donationOf(8, null)] } } };
      if (op === 'DonationReceipt') return v.id === 7 ? { data: { receipt } } : { errors: [{ message: 'nf', extensions: { code: 'sorryNotFound' } }] };
      return null;
    }, calls, ['receipt.write']);
    await rowOf('talim-donations');
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.talim-donations tbody tr.ant-table-row'));
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).queryByRole('button', { name: 'Print receipt' })).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Print receipt' }));
    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.operation === 'DonationReceipt')!.variables).toEqual({ id: 7 });
  });

  it('without receipt.write there is no way to add a donation (it would be an entry that cannot be printed)', async () => {
    const calls: Call[] = [];
    mount(<DonationsScreen />, '/donationRecord1', 'general', (op) => (op === 'Donations' ? { data: { donations: { __typename: 'DonationPage', total: 1, items: [donationOf(9, 7)] } } } : null), calls);
    await rowOf('talim-donations');
    expect(screen.queryByRole('button', { name: /Add donation/ })).toBeNull();
  });
});

describe('<DonorsScreen> to a printed receipt', () => {
  it('a donor\'s row opens the donation receipt with the member filled in and checked', async () => {
    const calls: Call[] = [];
    mount(<DonorsScreen />, '/donorList', 'accountant', (op) => (op === 'Donors' ? { data: { donors: { __typename: 'DonorPage', total: 1, items: [donorRow] } } } : null), calls, ['receipt.write']);
    const row = await rowOf('talim-donors');
    fireEvent.click(within(row).getByRole('button', { name: 'Record a donation of Rafiqul Islam' }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    expect(form).toHaveTextContent('New receipt');
    expect(within(form).getByRole('searchbox', { name: 'Member no.' })).toHaveValue('25');
    expect(within(form).getByTestId('member-name')).toHaveTextContent('Rafiqul Islam');
    expect(within(form).getByLabelText('Name')).toHaveValue('Rafiqul Islam');
    expect(calls.filter((c) => c.operation === 'DonorByMemberNo')).toHaveLength(0);
  });

  it('no such button without receipt.write', async () => {
    const calls: Call[] = [];
    mount(<DonorsScreen />, '/donorList', 'principal', (op) => (op === 'Donors' ? { data: { donors: { __typename: 'DonorPage', total: 1, items: [donorRow] } } } : null), calls, ['donor.write']);
    const row = await rowOf('talim-donors');
    expect(within(row).queryByRole('button', { name: /Record a donation/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('the donors list print', () => {
  it('prints member numbers and mobiles in the language\'s digits, the address in one line and the pledges\' total', () => {
    render(<IntlProvider locale="bn" messages={bn}><DonorListPrint title="t" donors={[donor, { ...donor, id: 4, memberNo: 26, donationAmount: 50 }]} /></IntlProvider>);
    const cells = Array.from(document.querySelectorAll('tbody tr:first-child td')).map((td) => td.textContent);
    expect(cells.slice(0, 2)).toEqual(['১', '২৫']);
    expect(cells).toContain('০১৭১২০০০০২৫');
    expect(cells).toContain('Barura, Barura, Sadar, Cumilla');
    expect(document.querySelector('tfoot')!.textContent).toContain('১৫০');
  });
});
