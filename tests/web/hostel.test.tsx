import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { THIRD_TERM_HEADINGS } from '@rules/hostel-reports';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { canSave, emptyHostelReport, lookupOf, normalizeHostelReport, scoreGap, scoresForType, toHostelReportInput } from '@/features/hostel/hostelReportForm';
import { SessionProvider } from '@/app/session';
import StudentReportsScreen from '@/features/hostel/StudentReportsScreen';
import type { HostelReportFieldsFragment } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { HostelReportSheet } from '@/print/hostel/HostelReportSheet';
import { HostelReportsPrint } from '@/print/hostel/HostelReportsPrint';
import { fakeLink, meFixture, type Result } from './support/app';
import { settingsFixture } from './support/reportHeadings';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

describe('hostel report form and sheet', () => {
  it('switching to the third term brings its headings (numbers stay); leaving it blanks them; the input drops unscored columns', () => {
    const start = emptyHostelReport('2026-03-01');
    start.scores[0] = { heading: 'Salah', number: 90 };
    const third = scoresForType('monthly', 'ThirdTermExam', start.scores);
    expect(third.map((s) => s.heading)).toEqual([...THIRD_TERM_HEADINGS]);
    expect(third[0].number).toBe(90);
    expect(scoresForType('ThirdTermExam', 'monthly', third)[0]).toEqual({ heading: '', number: 90 });
    expect(scoreGap('monthly', { heading: '', number: 5 })).toBe('heading');
    expect(scoreGap('monthly', { heading: 'Salah', number: null })).toBe('number');
    expect(scoreGap('ThirdTermExam', { heading: 'study', number: null })).toBeNull();
    const values = normalizeHostelReport({ ...start, admitNo: ' 7 ', reportType: 'ThirdTermExam', scores: third, comment: ' ok ' });
    expect(toHostelReportInput(values, 3)).toEqual({
      id: 3, admitNo: 7, reportType: 'ThirdTermExam', date: '2026-03-01', reportStage: 'general', scores: [{ heading: 'prayer', number: 90 }], comment: 'ok',
    });
    expect(canSave(lookupOf(null), '7')).toBe(false);
    expect(canSave({ state: 'found', person: { admitNo: 7, name: 'A', department: '', className: '', reportStage: 'general' } }, ' 7')).toBe(true);
  });

  it.each([['en', en, 'Prayer (salah)'], ['bn', bn, 'নামাজ'], ['ar', ar, 'الصلاة']] as const)('the %s sheet prints ten rows, the third-term headings, total and average', (locale, messages, prayer) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <HostelReportSheet reports={[{
          id: 1, admitNo: 5, studentName: 'Abdullah', department: 'Hifz', className: 'Hifz 1', reportType: 'ThirdTermExam', date: '2026-11-20',
          reportStage: 'difficult', scores: [{ heading: 'prayer', number: 80 }, { heading: 'study', number: 70 }], comment: 'Watch closely',
        }]} />
      </IntlProvider>,
    );
    expect(screen.getAllByTestId('hostel-sheet-row')).toHaveLength(10);
    expect(screen.getByText(prayer)).toBeTruthy();
    expect(screen.getByTestId('hostel-sheet-stage').textContent).toBe((messages as Record<string, string>)['hostelReports.stage.difficult']);
    expect(screen.getByText('Watch closely')).toBeTruthy();
  });
});

const hostelScore = (heading: string, number: number) => ({ __typename: 'HostelScore' as const, heading, number });
const hostelReport = (id: number, over: Partial<HostelReportFieldsFragment> = {}): HostelReportFieldsFragment & { __typename: 'HostelReport' } => ({
  __typename: 'HostelReport', id, admitNo: 3, studentName: 'Abu Bakr Siddiq', department: 'Kitab', className: 'Class 6', reportType: 'monthly', date: '2026-11-20',
  reportStage: 'difficult', total: 150, average: 75, comment: '', giver: 'Hostel Super', createdAt: '2026-11-20T04:00:00.000Z',
  scores: [hostelScore('Salah', 80), hostelScore('Quran', 70)], ...over,
});

describe('<StudentReportsScreen>', () => {
  it('colours rows by stage; the dialog looks the admit number up (sorryNotFound as info), keeps save disabled until found, asks for a score and saves', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'generalTeacher') } };
        case 'HostelReports':
          return { data: { hostelReports: { __typename: 'HostelReportPage', total: 2, items: [hostelReport(1), hostelReport(2, { admitNo: 4, studentName: 'Hamza', reportStage: 'intermediate' })] } } };
        case 'HostelReportStudent':
          return variables.admitNo === 5
            ? { data: { hostelReportStudent: { __typename: 'HostelReportStudent', admitNo: 5, name: 'Usman Gani', department: 'Kitab', className: 'Class 6', reportStage: 'general' } } }
            : { errors: [{ message: 'nf', extensions: { code: 'sorryNotFound' } }] };
        case 'SaveHostelReport': return { data: { saveHostelReport: hostelReport(3, { admitNo: 5, studentName: 'Usman Gani' }) } };
        // the academy's own conduct heading (issue 24 item 11): a new report starts with it
        case 'Settings': return { data: { settings: { __typename: 'Settings', ...settingsFixture, conductHeadings: ['Salah'], evaluationQuestions: [] } } };
        default: return { data: {} };
      }
    };
    const of = (op: string) => calls.filter((c) => c.operation === op);
    render(
      <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
        <IntlProvider locale="en" messages={en}>
          <App><SessionProvider><StudentReportsScreen /></SessionProvider></App>
        </IntlProvider>
      </ApolloProvider>,
    );
    const difficult = await waitFor(() => {
      const r = document.querySelector<HTMLElement>('.talim-hostel-reports tbody tr.ant-table-row.talim-stage-difficult');
      if (!r) throw new Error('no rows yet');
      return r;
    });
    expect(difficult).toHaveTextContent('Abu Bakr Siddiq');
    expect(document.querySelector('.talim-hostel-reports tr.talim-stage-intermediate')).toHaveTextContent('Hamza');
    expect(within(difficult).getByRole('button', { name: 'Print report sheet' })).toBeInTheDocument();
    expect(screen.getByTestId('hostel-report-count')).toHaveTextContent('2');

    fireEvent.click(await screen.findByRole('button', { name: /New report/ }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(form).getAllByTestId('hostel-score-row')).toHaveLength(10);
    expect(within(form).getByLabelText('Date')).toHaveValue(isoToday());
    expect(within(form).getByLabelText('Heading 1')).toHaveValue('Salah');
    expect(within(form).getByLabelText('Heading 2')).toHaveValue('');

    const admit = within(form).getByRole('searchbox', { name: 'Admit no.' });
    fireEvent.change(admit, { target: { value: '99' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sorry, nothing was found'));
    expect(save).toBeDisabled();

    fireEvent.change(admit, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    await waitFor(() => expect(within(form).getByTestId('hostel-student-name')).toHaveTextContent('Usman Gani'));
    await waitFor(() => expect(save).toBeEnabled());

    // Nothing scored: the grid asks for a score and nothing is sent.
    fireEvent.click(save);
    await waitFor(() => expect(form).toHaveTextContent('Give at least one score'));
    expect(of('SaveHostelReport')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Score 1'), { target: { value: '90' } });
    fireEvent.click(save);
    await waitFor(() => expect(of('SaveHostelReport')).toHaveLength(1));
    expect(of('SaveHostelReport')[0].variables).toEqual({
      input: { admitNo: 5, reportType: 'monthly', date: isoToday(), reportStage: 'general', scores: [{ heading: 'Salah', number: 90 }], comment: '' },
    });
    expect(of('HostelReportStudent').map((c) => c.variables)).toEqual([{ admitNo: 99 }, { admitNo: 5 }]);
  });
});

describe('the printed list of hostel reports', () => {
  it('prints the dates as the long date of documents (the grid keeps YYYY-MM-DD for the spreadsheet) and the stage counts', () => {
    const rows = [hostelReport(1), hostelReport(2, { reportStage: 'general', date: '2026-10-15' })];
    render(
      <IntlProvider locale="bn" messages={bn}>
        <HostelReportsPrint title="t" rows={rows} columns={[{ key: 'studentName', title: 'name' }, { key: 'date', title: 'date', value: (r) => r.date }]} />
      </IntlProvider>,
    );
    expect(screen.getByText('২০ নভেম্বর, ২০২৬')).toBeTruthy();
    expect(screen.queryByText('2026-11-20')).toBeNull();
    expect(screen.queryByText('২০২৬-১১-২০')).toBeNull();
    expect(screen.getByTestId('hostel-stage-counts').textContent).toContain(`${(bn as Record<string, string>)['hostelReports.stage.difficult']}: ১`);
  });
});
