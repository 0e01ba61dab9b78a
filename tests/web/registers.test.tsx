import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import {
  DEFAULT_CLASS_AMOUNT, DEFAULT_EMPTY_ROWS, defaultRegisterInput, educationYearLabel, educationYearMonths, knownValues, registerError,
  registerMonth, registerRows, reportWeeks, rowsByAdmit, rowsByResult, type RegisterInput,
} from '@rules/registers';
import { SessionProvider } from '@/app/session';
import { PRINT_DELAY_MS } from '@/components/PrintHost';
import RegistersScreen from '@/features/education/registers/RegistersScreen';
import { changeForm, initialRegisterForm, monthsToPrint } from '@/features/education/registers/registerForm';
import { AttendanceRegister, ReportRegister, type RegisterInfo } from '@/print/exams';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const known = [
  { department: 'Kitab', className: 'Class 6', groupName: '' },
  { department: 'Alim', className: 'Class 9', groupName: 'Science' },
  { department: 'Alim', className: 'Class 9', groupName: 'Humanities' },
];
const classes = known.map((c, i) => ({ __typename: 'ClassRow', id: i + 1, ...c, books: [] }));
const student = (admitNo: number | null) => ({ __typename: 'Student', id: admitNo ?? 99, admitNo, name: `Student ${admitNo ?? 'pending'}` });
const summary = { __typename: 'ResultSummary', id: 7, className: 'Class 6', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026, studentCount: 4, published: true };
const grading = { __typename: 'Grading', isGrade: true, system: 'parcentageSystem', grades: [], failOnSubjectFail: true };
const row = (admitNo: number, rank: number | null) => ({
  __typename: 'ResultRow', admitNo, name: `Student ${admitNo}`, marks: [], total: 0, percentage: 0, averageGpa: null, grade: '', status: rank ? 'pass' : 'fail', rank,
});
const result = {
  ...summary, __typename: 'Result', subjects: [], grading,
  // Saved in admit order; the merit order is 3, 1, 4, then the failed 2.
  rows: [row(1, 2), row(2, null), row(3, 1), row(4, 3)],
};

function setup() {
  const calls: string[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push(operation);
    switch (operation) {
      case 'Me':
        return { data: { me: meFixture('active', 'hostelManager') } };
      case 'Classes':
        return { data: { classes } };
      case 'RegisterStudents': {
        const f = variables.filter as { className: string };
        return { data: { students: f.className === 'Class 6' ? [4, 2, 5, 1, 3].map(student).concat(student(null)) : [] } };
      }
      case 'Results':
        return { data: { results: [summary, { ...summary, id: 8, className: 'Class 9', groupName: 'Science' }] } };
      case 'Result':
        return { data: { result } };
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
            <RegistersScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { calls };
}


const finishPrint = () => act(() => new Promise<void>((done) => setTimeout(done, PRINT_DELAY_MS + 50)));
const previewRows = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="register-rows"] tbody tr.ant-table-row'));
const admitsShown = () => previewRows().map((r) => r.querySelectorAll('td')[1].textContent).filter(Boolean).map(Number);

describe('register rules', () => {
  const input = (over: Partial<RegisterInput> = {}): RegisterInput => ({ ...defaultRegisterInput(), department: 'Kitab', className: 'Class 6', ...over });

  it('defaults: 10 empty rows, 7 classes a day, by admit number, attendance register', () => {
    expect(defaultRegisterInput()).toMatchObject({ emptyRows: 10, classAmount: 7, source: 'accordingAdmit', type: 'attendanceRegister', examId: null });
    expect([DEFAULT_EMPTY_ROWS, DEFAULT_CLASS_AMOUNT]).toEqual([10, 7]);
  });

  it('takes department, class and group only from known values; examId is required for the result source', () => {
    expect(knownValues(known, 'Alim', 'Class 9')).toEqual({ departments: ['Kitab', 'Alim'], classNames: ['Class 9'], groupNames: ['Science', 'Humanities'] });
    expect(registerError(input(), known)).toBeNull();
    expect(registerError(input({ className: '' }), known)).toEqual({ code: 'requiredField', field: 'className' });
    expect(registerError(input({ department: '' }), known)).toEqual({ code: 'requiredField', field: 'department' });
    expect(registerError(input({ source: 'accordingResult' }), known)).toEqual({ code: 'requiredField', field: 'examId' });
    expect(registerError(input({ source: 'accordingResult', examId: 7 }), known)).toBeNull();
    expect(registerError(input({ className: 'Class 7' }), known)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ department: 'Alim' }), known)).toEqual({ code: 'invalidValue' }); // Class 6 is not in Alim
    expect(registerError(input({ groupName: 'Science' }), known)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ department: 'Alim', className: 'Class 9' }), known)).toEqual({ code: 'requiredField', field: 'groupName' }); // a group must be chosen
    expect(registerError(input({ department: 'Alim', className: 'Class 9', groupName: 'Science' }), known)).toBeNull();
    expect(registerError(input({ emptyRows: -1 }), known)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ classAmount: 0 }), known)).toEqual({ code: 'invalidValue' });
  });

  it('rows: the students (by admit number or merit order), then the empty rows', () => {
    const students = rowsByAdmit([{ admitNo: 3, name: 'c' }, { admitNo: null, name: 'pending' }, { admitNo: 1, name: 'a' }]);
    expect(students.map((s) => s.admitNo)).toEqual([1, 3]);
    const rows = registerRows(students, 10);
    expect(rows).toHaveLength(12);
    expect(rows[1]).toEqual({ serial: 2, admitNo: 3, name: 'c' });
    expect(rows[11]).toEqual({ serial: 12, admitNo: null, name: '' });
    expect(rowsByResult(result.rows).map((r) => r.admitNo)).toEqual([3, 1, 4, 2]);
  });

  it('12 months of 31 day columns in Saturday–Friday blocks', () => {
    const months = educationYearMonths(2026, 7);
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual(['2026-7', '2026-8', '2026-9', '2026-10', '2026-11', '2026-12', '2027-1', '2027-2', '2027-3', '2027-4', '2027-5', '2027-6']);
    expect(months.every((m) => m.days.length === 31)).toBe(true);
    expect(educationYearLabel(2026, 7)).toBe('2026–2027');
    expect(educationYearLabel(2026)).toBe('2026');
    // February 2026: 28 days from a Sunday; the 29th–31st are placeholders in the last block.
    const feb = registerMonth(2026, 2);
    expect(feb.dayCount).toBe(28);
    expect(feb.days.filter((d) => d.date === null).map((d) => d.day)).toEqual([29, 30, 31]);
    expect(feb.blocks.map((b) => b.map((d) => d.day))).toEqual([
      [1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13], [14, 15, 16, 17, 18, 19, 20], [21, 22, 23, 24, 25, 26, 27], [28, 29, 30, 31],
    ]);
    expect(feb.days.filter((d) => d.friday).map((d) => d.day)).toEqual([6, 13, 20, 27]);
    // The report register's weeks leave Friday out: January 2026 starts on Thursday the 1st.
    const weeks = reportWeeks([registerMonth(2026, 1)]);
    expect(weeks.map((w) => w.days.map((d) => d.day))).toEqual([[1], [3, 4, 5, 6, 7, 8], [10, 11, 12, 13, 14, 15], [17, 18, 19, 20, 21, 22], [24, 25, 26, 27, 28, 29], [31]]);
  });

  it('the form keeps the pickers consistent', () => {
    let form = initialRegisterForm(2026);
    form = changeForm(form, { department: 'Alim' }, known);
    form = changeForm(form, { className: 'Class 9' }, known);
    expect(form.groupName).toBe(''); // two groups: the user picks one
    form = changeForm(form, { groupName: 'Science', source: 'accordingResult', examId: 8 }, known);
    expect(form.examId).toBe(8);
    form = changeForm(form, { department: 'Kitab' }, known);
    expect(form).toMatchObject({ className: '', groupName: '', examId: null });
    form = changeForm(form, { className: 'Class 6' }, known);
    expect(form.groupName).toBe(''); // its only group
    expect(monthsToPrint({ startYear: 2026, firstMonth: 1, printMonth: 0 })).toHaveLength(12);
    expect(monthsToPrint({ startYear: 2026, firstMonth: 7, printMonth: 7 }).map((m) => [m.year, m.month])).toEqual([[2027, 1]]);
  });
});

describe('<RegistersScreen>', () => {
  it('rows are the class’s students by admit number plus the empty rows', async () => {
    setup();
    await choose('Department', 'Kitab');
    await choose('Class', 'Class 6');
    await waitFor(() => expect(previewRows()).toHaveLength(5 + 10));
    expect(admitsShown()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByTestId('register-summary')).toHaveTextContent('5 students + 10 empty rows = 15 rows');
    expect(screen.getByRole('combobox', { name: 'Group' }).closest('.ant-select')).toHaveTextContent('No group');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Empty rows' }), { target: { value: '3' } });
    await waitFor(() => expect(previewRows()).toHaveLength(8));
    expect(screen.getByTestId('register-summary')).toHaveTextContent('5 students + 3 empty rows = 8 rows · 12 printed pages');
  });

  it('result mode needs a result (requiredField naming it), then orders by merit and prints the attendance register', async () => {
    const printSpy = jest.fn();
    window.print = printSpy;
    const { calls } = setup();
    await choose('Department', 'Kitab');
    await choose('Class', 'Class 6');
    fireEvent.click(screen.getByRole('radio', { name: 'By result (merit order)' }));
    fireEvent.click(screen.getByRole('button', { name: /Print attendance register/ }));
    expect(await screen.findByText(en['error.requiredField'].replace('{field}', en['registers.exam']))).toBeInTheDocument();
    expect(screen.queryByTestId('print-root')).toBeNull();

    await choose('Result', 'First term exam 2026'); // only Class 6's result is offered
    await waitFor(() => expect(admitsShown()).toEqual([3, 1, 4, 2]));
    expect(calls).toContain('Result');
    expect(previewRows()).toHaveLength(4 + 10);
    fireEvent.click(screen.getByRole('button', { name: /Print attendance register/ }));
    const root = await screen.findByTestId('print-root');
    const pages = within(root).getAllByTestId('attendance-page');
    expect(pages).toHaveLength(12);
    expect(within(pages[0]).getAllByTestId('register-row')).toHaveLength(14);
    expect(within(pages[0]).getAllByTestId('day-column')).toHaveLength(31);
    expect(pages[0]).toHaveTextContent('merit order of First term exam 2026');
    expect(pages[0]).toHaveTextContent('Attendance register');
    await finishPrint();
    expect(printSpy).toHaveBeenCalledTimes(1);
  });
});

describe('register prints', () => {
  const info: RegisterInfo = { title: 'Hostel register', department: 'Kitab', className: 'Class 6', groupName: '', yearLabel: '2026', order: 'By admit number' };
  const rows = registerRows(Array.from({ length: 30 }, (_, i) => ({ admitNo: i + 1, name: `S${i + 1}` })), 10);
  const inIntl = (node: React.ReactNode) => render(<IntlProvider locale="en" messages={en}>{node}</IntlProvider>);

  it('attendance register: a month a page (rows past 24 go on), 31 day columns, Friday shaded, weekly blocks', () => {
    inIntl(<AttendanceRegister info={info} rows={rows} months={[registerMonth(2026, 2)]} heading={{ name: 'Darul Ulum' }} />);
    const pages = screen.getAllByTestId('attendance-page');
    expect(pages.map((p) => within(p).getAllByTestId('register-row').length)).toEqual([24, 16]);
    expect(pages[0]).toHaveTextContent('February 2026');
    expect(pages[0]).toHaveTextContent('Page 1 of 2');
    const days = within(pages[0]).getAllByTestId('day-column');
    expect(days).toHaveLength(31);
    expect(days.filter((d) => d.classList.contains('xp-friday')).map((d) => d.textContent)).toEqual(['6', '13', '20', '27']);
    expect(days.filter((d) => d.classList.contains('xp-void')).map((d) => d.textContent)).toEqual(['29', '30', '31']);
    expect(days.filter((d) => d.classList.contains('xp-block-start')).map((d) => d.textContent)).toEqual(['1', '7', '14', '21', '28']);
    expect(pages[0].querySelectorAll('thead th.xp-total')).toHaveLength(2);
  });

  it('report register: a week a page, classAmount columns for each working day, then remarks', () => {
    const weeks = reportWeeks([registerMonth(2026, 2)]);
    inIntl(<ReportRegister info={info} rows={rows.slice(0, 12)} weeks={weeks} classAmount={5} heading={{ name: 'Darul Ulum' }} />);
    const pages = screen.getAllByTestId('report-page');
    expect(pages).toHaveLength(5);
    expect(pages[1]).toHaveTextContent('Week 2, February 2026 (7–12)');
    expect(within(pages[1]).getAllByTestId('report-day').map((d) => d.textContent)).toEqual(['Sat 7', 'Sun 8', 'Mon 9', 'Tue 10', 'Wed 11', 'Thu 12']);
    const firstRow = within(pages[1]).getAllByTestId('register-row')[0];
    expect(firstRow.querySelectorAll('td.xp-period')).toHaveLength(6 * 5);
    expect(pages[1]).toHaveTextContent('Remarks');
  });
});
