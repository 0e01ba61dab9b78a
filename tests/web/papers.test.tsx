import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import PapersScreen from '@/features/education/papers/PapersScreen';
import { booksOf, classesOf, departmentOf, departmentsOf, groupsOf } from '@/features/education/papers/classChoices';
import {
  durationChoices, examNameKey, examNamesOf, formatExamTime, minuteOfDay, missingPaperFields, normalizePaper, parseExamTime,
  routineOrder, toPaperInput,
} from '@/features/education/papers/paperForm';
import type { ExamPaperFieldsFragment } from '@/gql/graphql';
import { RoutinePrint } from '@/print/RoutinePrint';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

// The date picker and the cascading selects are slow to drive in jsdom with antd (a minute alone, more under load).
jest.setTimeout(300_000);
configure({ asyncUtilTimeout: 15000 });

const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Kitab', className: 'Class 6', groupName: '', books: [{ __typename: 'BookSlot', slot: 1, name: 'Arabic', isOptional: false }, { __typename: 'BookSlot', slot: 2, name: 'Bangla', isOptional: false }] },
  { __typename: 'ClassRow', id: 2, department: 'Alim', className: 'Class 9', groupName: 'Science', books: [{ __typename: 'BookSlot', slot: 1, name: 'Physics', isOptional: false }] },
  { __typename: 'ClassRow', id: 3, department: 'Alim', className: 'Class 9', groupName: 'Humanities', books: [{ __typename: 'BookSlot', slot: 1, name: 'Civics', isOptional: false }] },
];

const paper = (id: number, over: Partial<ExamPaperFieldsFragment> = {}): ExamPaperFieldsFragment & { __typename: 'ExamPaper' } => ({
  __typename: 'ExamPaper', id, examName: 'SecondTermExam', year: 2026, department: 'Kitab', className: 'Class 6', groupName: '',
  subject: `Subject ${id}`, date: '2026-12-06', time: '10:00 AM', durationMinutes: 180, ...over,
});
// Out of order on purpose: the screen shows the routine by date and time.
const papers = [
  paper(2, { subject: 'Bangla', date: '2026-12-07' }),
  paper(1, { subject: 'Arabic', date: '2026-12-06' }),
  paper(3, { subject: 'Physics', date: '2026-12-06', time: '02:00 PM', durationMinutes: 90, department: 'Alim', className: 'Class 9', groupName: 'Science', examName: 'Model test' }),
];

interface Call { operation: string; variables: Record<string, unknown> }

function setup(type = 'education', answer: Partial<Record<string, (v: Record<string, unknown>) => Result>> = {}) {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    const custom = answer[operation];
    if (custom) return custom(variables);
    switch (operation) {
      case 'Me':
        return { data: { me: meFixture('active', type) } };
      case 'Classes':
        return { data: { classes } };
      case 'ExamPapers':
        return { data: { examPapers: papers } };
      case 'SaveExamPaper':
        return { data: { saveExamPaper: { ...paper(99), ...(variables.input as object) } } };
      case 'DeleteExamPaper':
        return { data: { deleteExamPaper: true } };
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
            <PapersScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  const of = (operation: string) => calls.filter((c) => c.operation === operation);
  return { calls, of };
}

const dataRows = () => Array.from(document.querySelectorAll<HTMLElement>('.talim-papers tbody tr.ant-table-row'));
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;


describe('exam routine rules', () => {
  it('reads and writes the hh:mm AM time', () => {
    expect(parseExamTime('9:05 pm')).toEqual({ hour: 9, minute: 5, half: 'PM' });
    expect(parseExamTime('13:00 PM')).toBeNull();
    expect(parseExamTime('10:00')).toBeNull();
    expect(formatExamTime({ hour: 2, minute: 30, half: 'PM' })).toBe('02:30 PM');
    expect(minuteOfDay('12:15 AM')).toBe(15);
    expect(minuteOfDay('12:00 PM')).toBe(720);
    expect(minuteOfDay('02:00 PM')).toBeGreaterThan(minuteOfDay('10:00 AM'));
  });

  it('orders the routine by date, then time, and lists exams with the term exams first', () => {
    expect(routineOrder(papers).map((p) => p.id)).toEqual([1, 3, 2]);
    expect(examNamesOf([{ examName: 'Model test' }, { examName: 'ThirdTermExam' }, { examName: 'FirstTermExam' }])).toEqual([
      'FirstTermExam', 'ThirdTermExam', 'Model test',
    ]);
  });

  it('stores a translated term exam by its key and any other name as typed', () => {
    const labels = { FirstTermExam: 'প্রথম সাময়িক পরীক্ষা', SecondTermExam: 'Second term', ThirdTermExam: 'Annual' };
    expect(examNameKey(' প্রথম সাময়িক পরীক্ষা ', labels)).toBe('FirstTermExam');
    expect(examNameKey('secondtermexam', labels)).toBe('SecondTermExam');
    expect(examNameKey('Model test', labels)).toBe('Model test');
  });

  it('requires exam name, date and time, and builds the input with the year of the date', () => {
    const empty = normalizePaper({ department: undefined, durationMinutes: undefined });
    expect(missingPaperFields(empty)).toEqual(['examName', 'date', 'time']);
    const values = normalizePaper({ examName: 'Annual', date: '2027-01-03', time: '9:30 AM', className: ' Class 6 ', durationMinutes: 120 });
    expect(missingPaperFields(values)).toEqual([]);
    expect(toPaperInput(values, { ThirdTermExam: 'Annual' }, 5)).toEqual({
      id: 5, examName: 'ThirdTermExam', year: 2027, department: '', className: 'Class 6', groupName: '', subject: '',
      date: '2027-01-03', time: '09:30 AM', durationMinutes: 120,
    });
    expect(durationChoices(45)).toContain(45);
    expect(durationChoices(180)).not.toContain(45);
  });

  it('offers department → class → group and the class books from the class panel', () => {
    expect(departmentsOf(classes)).toEqual(['Kitab', 'Alim']);
    expect(classesOf(classes, 'Alim')).toEqual(['Class 9']);
    expect(classesOf(classes)).toEqual(['Class 6', 'Class 9']);
    expect(groupsOf(classes, 'Class 9')).toEqual(['Science', 'Humanities']);
    expect(groupsOf(classes, '')).toEqual([]);
    expect(departmentOf(classes, 'Class 9')).toBe('Alim');
    expect(booksOf(classes, 'Class 9', 'Science')).toEqual(['Physics']);
    expect(booksOf(classes, 'Class 9')).toEqual(['Physics', 'Civics']);
  });
});

describe('<RoutinePrint>', () => {
  it('prints each exam by date and time, one date cell per day, and the exam rules', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={en}>
        <RoutinePrint papers={[...papers, paper(4, { subject: 'English', date: '2026-12-07' })]} heading={{ name: 'Darul Ulum' }} />
      </IntlProvider>,
    );
    expect(screen.getByText('Darul Ulum')).toBeInTheDocument();
    expect(screen.getByText('Second term exam — 2026')).toBeInTheDocument();
    expect(screen.getByText('Model test — 2026')).toBeInTheDocument();
    const second = container.querySelectorAll('table')[0];
    const rows = Array.from(second.querySelectorAll('tbody tr'));
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Arabic'), expect.stringContaining('Bangla'), expect.stringContaining('English'),
    ]);
    // 7 December has two papers at the same time: one date cell and one time cell span both.
    const dateCell = within(rows[1] as HTMLElement).getByText(/December/);
    expect(dateCell).toHaveAttribute('rowspan', '2');
    expect(within(rows[1] as HTMLElement).getByText('10:00 AM').closest('td')).toHaveAttribute('rowspan', '2');
    expect(rows[1]).toHaveTextContent('Monday');
    expect(screen.getByText('Answer booklets are collected after one hour.')).toBeInTheDocument();
    expect(screen.getByText('Questions may be clarified only in the first 30 minutes.')).toBeInTheDocument();
  });
});

describe('<PapersScreen>', () => {
  it('lists the routine of the year in date and time order, with day, time and duration', async () => {
    const { of } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    expect(of('ExamPapers')[0].variables).toEqual({ year: new Date().getFullYear() });
    const [first, second, third] = dataRows();
    expect(first).toHaveTextContent('Second term exam');
    expect(first).toHaveTextContent('Arabic');
    expect(second).toHaveTextContent('Model test');
    expect(second).toHaveTextContent('02:00 PM');
    expect(second).toHaveTextContent('1 hour 30 minutes');
    expect(third).toHaveTextContent('Monday');
    expect(third).toHaveTextContent('3 hours');
  });

  it('shows the required messages and sends nothing when exam name, date and time are missing', async () => {
    const { of } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Add exam paper/ }));
    const form = await waitFor(() => dialog());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(3));
    expect(of('SaveExamPaper')).toHaveLength(0);
  });

  it('saves an edited paper with the time as hh:mm PM and the term exam key', async () => {
    const { of } = setup('superUser');
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Edit' }));
    const form = await waitFor(() => dialog());
    expect(within(form).getByRole('combobox', { name: 'Exam' })).toHaveValue('Second term exam');
    await choose('Hour', '02', form);
    await choose('Minute', '30', form);
    fireEvent.click(within(form).getByText('PM'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(of('SaveExamPaper')).toHaveLength(1));
    expect(of('SaveExamPaper')[0].variables).toEqual({
      input: {
        id: 1, examName: 'SecondTermExam', year: 2026, department: 'Kitab', className: 'Class 6', groupName: '', subject: 'Arabic',
        date: '2026-12-06', time: '02:30 PM', durationMinutes: 180,
      },
    });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  });

  it('adds a new paper: date typed, class from the panel, its group and a free exam name', async () => {
    const { of } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Add exam paper/ }));
    const form = await waitFor(() => dialog());
    fireEvent.change(within(form).getByRole('combobox', { name: 'Exam' }), { target: { value: 'Model test' } });
    const date = within(form).getByLabelText('Date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2026-12-10' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('Hour', '09', form);
    await waitFor(() => expect(of('Classes').length).toBeGreaterThan(0));
    await choose('Class', 'Class 9', form);
    await choose('Group', 'Science', form);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Subject' }), { target: { value: 'Physics' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(of('SaveExamPaper')).toHaveLength(1));
    expect(of('SaveExamPaper')[0].variables).toEqual({
      input: {
        examName: 'Model test', year: 2026, department: 'Alim', className: 'Class 9', groupName: 'Science', subject: 'Physics',
        date: '2026-12-10', time: '09:00 AM', durationMinutes: 180,
      },
    });
  });

  it('shows the server error translated', async () => {
    setup('education', {
      SaveExamPaper: () => ({ errors: [{ message: 'no', extensions: { code: 'authorRequired' } }] }),
    });
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Edit' }));
    const form = await waitFor(() => dialog());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have the rights for this')).toBeInTheDocument();
  });

  it('deletes a paper after confirmation', async () => {
    const { of } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    fireEvent.click(within(dataRows()[2]).getByRole('button', { name: 'Delete' }));
    expect(of('DeleteExamPaper')).toHaveLength(0);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(of('DeleteExamPaper')).toEqual([{ operation: 'DeleteExamPaper', variables: { id: 2 } }]));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
  });

  it('has no add, edit or delete without result.write', async () => {
    const { of } = setup('generalTeacher');
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Add exam paper/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
    expect(of('Classes')).toHaveLength(0);
  });
});
