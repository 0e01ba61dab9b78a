import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import StaffScreen from '@/features/administration/staff/StaffScreen';
import {
  cardStaff, cleanNid, emptyStaff, fromStaff, missingStaffFields, mobileTooLong, normalizeStaff, staffAddress, toStaffInput,
} from '@/features/administration/staff/staffForm';
import type { StaffFieldsFragment } from '@/gql/graphql';
import { StaffIdCards, staffBarcodeValue } from '@/print/staff/IdCards';
import { fakeLink, meFixture, renderAt, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const member = (id: number, over: Partial<StaffFieldsFragment> = {}): StaffFieldsFragment & { __typename: 'Staff' } => ({
  __typename: 'Staff', id, staffId: String(id), name: `Teacher ${id}`, fatherName: `Father ${id}`, designation: 'Assistant teacher',
  birthDate: '1985-04-12', mobile: '01711000000', nid: `19850000000${id}`, village: 'Kalir Char', postOffice: 'Mirpur', subDistrict: '',
  district: 'Dhaka', qualification: 'Kamil', preExperience: '', terms: '', dutyList: ['Morning assembly'], salary: 15000.5, boardingFee: 0,
  residenceType: 'residential', candidateType: 'teacher', hireDate: '', department: 'Kitab', photoUrl: '', ...over,
});

describe('staff form rules', () => {
  it('requires name, father name, designation, birth date, mobile and nid (spec §5)', () => {
    expect(missingStaffFields(normalizeStaff({}))).toEqual(['name', 'fatherName', 'designation', 'birthDate', 'mobile', 'nid']);
    expect(missingStaffFields(fromStaff(member(1)))).toEqual([]);
  });

  it('sends trimmed text, Latin digits for the nid and mobile, and 0 for empty money', () => {
    const values = normalizeStaff({ ...emptyStaff(), name: ' Karim ', fatherName: 'Halim', designation: 'Imam', birthDate: '1980-01-02', mobile: ' ০১৭১১০০০০০০ ', nid: '১৯৮৫১২৩', salary: null, boardingFee: 1200.25 });
    expect(toStaffInput(values)).toMatchObject({ name: 'Karim', mobile: '01711000000', nid: '1985123', salary: 0, boardingFee: 1200.25, staffId: '', residenceType: 'nonResidential', candidateType: 'teacher' });
    expect(toStaffInput(values, 7)).toMatchObject({ id: 7 });
    expect(toStaffInput(values)).not.toHaveProperty('id');
    expect(cleanNid('12a')).toBeNull();
    expect(cleanNid('٠١٢')).toBe('012');
    expect(mobileTooLong('0'.repeat(30))).toBe(false);
    expect(mobileTooLong('0'.repeat(31))).toBe(true);
  });

  it('joins the address, and prints cards for the selection or everyone', () => {
    expect(staffAddress(member(1))).toBe('Kalir Char, Mirpur, Dhaka');
    expect(cardStaff([], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(cardStaff([2], [1, 2, 3])).toEqual([2]);
  });

  it('joins staff id, nid and salary in the ID card barcode (spec §9)', () => {
    expect(staffBarcodeValue({ staffId: 'T-1', nid: '19851234', salary: 15000 })).toBe('T-1-19851234-15000');
    expect(staffBarcodeValue({ staffId: ' 7 ', nid: '123', salary: 15000.5 })).toBe('7-123-15000.50');
  });
});

describe('<StaffIdCards>', () => {
  it('prints nine cards a page, each with its barcode', () => {
    const staff = Array.from({ length: 10 }, (_, i) => member(i + 1));
    render(<IntlProvider locale="en" messages={en}><StaffIdCards staff={staff} heading={{ name: 'Darul Ulum' }} /></IntlProvider>);
    expect(screen.getAllByTestId('id-card-page').map((p) => within(p).getAllByTestId('id-card').length)).toEqual([9, 1]);
    expect(document.querySelector('[data-barcode]')!.getAttribute('data-barcode')).toBe('1-198500000001-15000.50');
    expect(screen.getAllByText('Staff ID card')).toHaveLength(10);
  });
});

function setup(type: string, permissions: string[], answer: Partial<Record<string, (v: Record<string, unknown>) => Result>> = {}) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    if (answer[operation]) return answer[operation](variables);
    if (operation === 'Me') return { data: { me: meFixture('active', type, { permissions, menuGroups: ['administration'] }) } };
    if (operation === 'StaffList') return { data: { staff: { __typename: 'StaffPage', total: 2, items: [member(1), member(2, { name: 'Rahima', candidateType: 'worker' })] } } };
    if (operation === 'StaffDuties') return { data: { staffDuties: [{ __typename: 'StaffDuty', id: 9, staffId: 1, duty: 'Morning assembly', createdAt: '2026-01-01T00:00:00Z' }] } };
    return { data: {} };
  };
  render(
    <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
      <IntlProvider locale="en" messages={en}>
        <App><SessionProvider><StaffScreen /></SessionProvider></App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { of: (operation: string) => calls.filter((c) => c.operation === operation) };
}

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));

describe('<StaffScreen>', () => {
  it('lists staff with nid and salary hidden by default; register needs the six required fields before any call', async () => {
    const { of } = setup('principal', ['staff.write']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Photo', 'Staff ID', 'Name', "Father's name", 'Type', 'Designation', 'Mobile', 'Address']));
    expect(headers).not.toContain('NID');
    expect(headers).not.toContain('Salary (taka)');
    expect(rows()[1]).toHaveTextContent('Worker');
    fireEvent.click(screen.getByRole('button', { name: /Register staff/ }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(6));
    expect(of('SaveStaff')).toHaveLength(0);
  });

  it('keeps the actions column in the flow of the grid, not stuck over the address (issue 25 item 21)', async () => {
    setup('principal', ['staff.write']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const headers = Array.from(document.querySelectorAll<HTMLElement>('thead th'));
    const actions = headers.find((th) => th.textContent === 'Actions')!;
    expect(actions).toBeDefined();
    expect(headers[headers.length - 1]).toBe(actions);
    // antd marks a sticky cell with ant-table-cell-fix-* (and a position: sticky style)
    const stuck = document.querySelectorAll('.ant-table-cell-fix-end, .ant-table-cell-fix-right, .ant-table-cell-fix-left, .ant-table-cell-fix-start');
    expect(stuck).toHaveLength(0);
    expect(document.querySelector('.ant-table table')).toHaveStyle({ tableLayout: 'auto' });
  });

  it('shows duties to any staff user, without register, edit or delete unless staff.write', async () => {
    setup('generalTeacher', []);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Register staff/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: /ID cards/ })).toBeEnabled();
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Duties of Teacher 1' }));
    expect(await screen.findByText('Morning assembly', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'A new duty' })).toBeNull();
  });
});

describe('/website/officiant/:id', () => {
  const profile = { __typename: 'PublicOfficiant', id: 5, name: 'Maulana Yusuf', designation: 'Principal', dutyList: ['Khutbah', 'Teacher meetings'], photoUrl: '/api/adminis/staff/public_photo/5', academyName: 'Darul Ulum', academySlug: 'demo' };
  const handle = (op: string, v: Record<string, unknown>): Result => {
    if (op === 'PublicOfficiant') return v.id === 5 ? { data: { publicOfficiant: profile } } : { errors: [{ message: 'x', extensions: { code: 'sorryNotFound' } }] };
    return { data: { me: null } };
  };

  it('shows the name, designation, duty list and photo to a visitor', async () => {
    renderAt('/website/officiant/5', handle, 'en');
    expect(await screen.findByRole('heading', { name: 'Maulana Yusuf' })).toBeInTheDocument();
    expect(screen.getByText('Principal')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Khutbah', 'Teacher meetings']);
    expect(screen.getByRole('img', { name: 'Maulana Yusuf' })).toHaveAttribute('src', '/api/adminis/staff/public_photo/5');
  });

  it('says sorryNotFound for a missing staff member', async () => {
    renderAt('/website/officiant/404', handle, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, nothing was found');
  });
});
