import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createIntl, IntlProvider } from 'react-intl';
import { STAFF_REPORT_TYPES, tenRows } from '@rules/staff-reports';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { SessionProvider } from '@/app/session';
import StaffReportsScreen from '@/features/administration/staffReports/StaffReportsScreen';
import {
  canSave, emptyStaffReport, fromStaffReport, hasSubject, lookupOf, normalizeStaffReport, rowLacksSubject, STAFF_REPORT_LABELS, toStaffReportInput,
} from '@/features/administration/staffReports/staffReportForm';
import type { StaffReportFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { isoToday } from '@/lib/format';
import { StaffReportSheet } from '@/print/staff/StaffReportSheet';
import { fakeLink, meFixture, type Result } from './support/app';
import { settingsFixture } from './support/reportHeadings';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const triple = (subject: string, studentReport = '', officeReport = '') => ({ __typename: 'StaffReportRow' as const, subject, studentReport, officeReport });
const report = (id: number, over: Partial<StaffReportFieldsFragment> = {}): StaffReportFieldsFragment & { __typename: 'StaffReport' } => ({
  __typename: 'StaffReport', id, staffId: 'S-7', name: 'Abdul Karim', designation: 'Head teacher', reportType: 'quarterly', date: '2026-03-01',
  subjectCount: 2, createdAt: '2026-03-01T04:00:00.000Z', rows: [triple('Hadith', 'Good progress', 'Noted'), triple('Discipline')], ...over,
});

describe('staff report form rules', () => {
  it('keeps ten rows in the form, sends the filled triples trimmed, saves only once the staff id now typed is found', () => {
    const empty = emptyStaffReport('2026-03-10');
    expect([empty.reportType, empty.date, empty.rows.length]).toEqual(['monthly', '2026-03-10', 10]);
    expect(fromStaffReport(report(1)).rows).toHaveLength(10);
    const values = normalizeStaffReport({ staffId: ' S-7 ', reportType: 'yearly', date: '2026-12-31', rows: [undefined, { subject: ' Fiqh ', studentReport: 'ok' }] as never });
    expect(values.rows).toHaveLength(10);
    expect(toStaffReportInput(values, 4)).toEqual({ id: 4, staffId: 'S-7', reportType: 'yearly', date: '2026-12-31', rows: [{ subject: 'Fiqh', studentReport: 'ok', officeReport: '' }] });
    expect(hasSubject(values.rows)).toBe(true);
    expect(hasSubject(tenRows([]))).toBe(false);
    expect(rowLacksSubject({ subject: ' ', studentReport: 'x', officeReport: '' })).toBe(true);
    expect(rowLacksSubject({ subject: 'a', studentReport: 'x', officeReport: '' })).toBe(false);
    const found = lookupOf(report(1));
    expect(canSave(found, 'S-7')).toBe(true);
    expect(canSave(found, 'S-8')).toBe(false);
    expect(canSave({ state: 'notFound' }, 'S-7')).toBe(false);
  });

  it('names the field of a server\'s requiredField by the form\'s labels', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const text = (field: string) => formatError(intl, { id: 'error.requiredField', values: { field } }, STAFF_REPORT_LABELS);
    expect(text('rows.1.subject')).toContain('Subject');
    expect(text('staffId')).toContain('Staff ID');
    expect(text('rows')).toContain('Subjects and reports');
  });

  it('has every label in en, bn and ar', () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('staffReports.'));
    expect(keys).toEqual(expect.arrayContaining(STAFF_REPORT_TYPES.map((t) => `staffReports.type.${t}`)));
    for (const messages of [bn, ar] as Record<string, string>[]) for (const key of keys) expect([key, typeof messages[key]]).toEqual([key, 'string']);
  });
});

describe('the staff report sheet', () => {
  it('prints ten rows (blank ones ruled), the staff member and the signatures', () => {
    render(<IntlProvider locale="en" messages={en}><StaffReportSheet reports={[report(1), report(2, { rows: [] })]} /></IntlProvider>);
    const sheets = screen.getAllByTestId('staff-report-sheet');
    expect(sheets).toHaveLength(2);
    const rows = within(sheets[0]).getAllByTestId('staff-report-row');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('1HadithGood progressNoted');
    expect(rows[9]).toHaveTextContent(/^10$/);
    expect(sheets[0]).toHaveTextContent('Abdul Karim');
    expect(sheets[0]).toHaveTextContent('Quarterly');
    expect(within(sheets[1]).getAllByTestId('staff-report-row')).toHaveLength(10);
    expect(within(sheets[0]).getByTestId('signature-lines')).toHaveTextContent("Staff member's signature");
  });
});

describe('<StaffReportsScreen>', () => {
  it('lists reports; the dialog looks the staff id up (info when not found), keeps save disabled until found and saves the triples', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'principal') } };
        case 'StaffReports': return { data: { staffReports: { __typename: 'StaffReportPage', total: 1, items: [report(1)] } } };
        case 'StaffReportPerson':
          return variables.staffId === 'S-9'
            ? { data: { staffReportPerson: { __typename: 'StaffReportPerson', staffId: 'S-9', name: 'Hafez Yusuf', designation: 'Hifz teacher' } } }
            : { errors: [{ message: 'nf', extensions: { code: 'sorryNotFound' } }] };
        case 'SaveStaffReport': return { data: { saveStaffReport: report(2, { staffId: 'S-9', name: 'Hafez Yusuf' }) } };
        // the academy's own evaluation question (issue 24 item 11): a new report's first subject
        case 'Settings': return { data: { settings: { __typename: 'Settings', ...settingsFixture, conductHeadings: [], evaluationQuestions: ['Punctual?'] } } };
        default: return { data: {} };
      }
    };
    const of = (op: string) => calls.filter((c) => c.operation === op);
    render(
      <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
        <IntlProvider locale="en" messages={en}>
          <App><SessionProvider><StaffReportsScreen /></SessionProvider></App>
        </IntlProvider>
      </ApolloProvider>,
    );
    const row = await waitFor(() => {
      const r = document.querySelector<HTMLElement>('.talim-staff-reports tbody tr.ant-table-row');
      if (!r) throw new Error('no rows yet');
      return r;
    });
    expect(row).toHaveTextContent('Abdul Karim');
    expect(row).toHaveTextContent('Quarterly');
    expect(within(row).getByRole('button', { name: 'Print the report sheet' })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: /New report/ }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(form).getAllByTestId('staff-report-form-row')).toHaveLength(10);
    expect(within(form).getByLabelText('Date')).toHaveValue(isoToday());
    expect(within(form).getByLabelText('Subject 1')).toHaveValue('Punctual?');
    expect(within(form).getByLabelText('Subject 2')).toHaveValue('');
    fireEvent.change(within(form).getByLabelText('Subject 1'), { target: { value: '' } });

    const id = within(form).getByRole('searchbox', { name: 'Staff ID' });
    fireEvent.change(id, { target: { value: 'NOPE' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('No staff member has this staff ID.'));
    expect(save).toBeDisabled();

    fireEvent.change(id, { target: { value: 'S-9' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    await waitFor(() => expect(within(form).getByTestId('staff-report-person-name')).toHaveTextContent('Hafez Yusuf'));
    await waitFor(() => expect(save).toBeEnabled());

    // Nothing written: the grid asks for a subject and nothing is sent.
    fireEvent.click(save);
    await waitFor(() => expect(form).toHaveTextContent('Write at least one subject'));
    expect(of('SaveStaffReport')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Subject 2'), { target: { value: ' Tajweed ' } });
    fireEvent.change(within(form).getByLabelText('Student report 2'), { target: { value: 'Fluent' } });
    fireEvent.click(save);
    await waitFor(() => expect(of('SaveStaffReport')).toHaveLength(1));
    expect(of('SaveStaffReport')[0].variables).toEqual({
      input: { staffId: 'S-9', reportType: 'monthly', date: isoToday(), rows: [{ subject: 'Tajweed', studentReport: 'Fluent', officeReport: '' }] },
    });
    expect(of('StaffReportPerson').map((c) => c.variables)).toEqual([{ staffId: 'NOPE' }, { staffId: 'S-9' }]);
  });
});
