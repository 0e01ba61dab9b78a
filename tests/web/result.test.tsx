import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { computeResults, defaultGrading, type Mark } from '@rules/results';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import { MarkStore } from '@/features/education/result/markStore';
import { parseMarkText } from '@/features/education/result/numberInput';
import {
  basicsError, examNameFromText, groupRequired, isDuplicate, toResultInput,
} from '@/features/education/result/resultModes';
import ResultScreen from '@/features/education/result/ResultScreen';
import { fakeLink, meFixture, type Result } from './support/app';

// The machines are shared and antd's first renders are slow in jsdom: generous limits.
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const YEAR = new Date().getFullYear();
const grading = { __typename: 'Grading', ...defaultGrading(), grades: defaultGrading().grades.map((g) => ({ __typename: 'GradeRow', ...g })) };
const subjects = [
  { __typename: 'ResultSubject', key: 'book1', name: 'Arabic', isOptional: false },
  { __typename: 'ResultSubject', key: 'book2', name: 'Bangla', isOptional: false },
  { __typename: 'ResultSubject', key: 'book3', name: 'Agriculture', isOptional: true },
];
const plainSubjects = subjects.map(({ key, name, isOptional }) => ({ key, name, isOptional }));
const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Kitab', className: 'Class 6', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 2, department: 'Kitab', className: 'Class 7', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 3, department: 'Alim', className: 'Class 9', groupName: 'Science', books: [] },
];
const students = [
  { __typename: 'ResultStudent', admitNo: 1, name: 'Abdullah' },
  { __typename: 'ResultStudent', admitNo: 2, name: 'Ibrahim' },
  { __typename: 'ResultStudent', admitNo: 3, name: 'Umar' },
];

/** A result as the server answers it: rows computed by the shared rules. */
function resultOf(id: number, examName: string, numberPerSubject: number, marks: Mark[][]) {
  const rows = computeResults(
    students.map((s, i) => ({ admitNo: s.admitNo, name: s.name, marks: marks[i] ?? [null, null, null] })),
    plainSubjects, numberPerSubject, defaultGrading(),
  );
  return {
    __typename: 'Result', id, className: 'Class 6', groupName: '', examName, numberPerSubject, year: YEAR, studentCount: rows.length, published: false,
    subjects, grading, rows: rows.map((r) => ({ __typename: 'ResultRow', ...r })),
  };
}
const firstTerm = resultOf(1, 'FirstTermExam', 100, [[88, 92, 70], [75, 68, null], [20, 30, 40]]);
const summary = {
  __typename: 'ResultSummary', id: 1, className: 'Class 6', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: YEAR, studentCount: 3, published: false,
};

interface Call { operation: string; variables: Record<string, unknown> }

function setup(type = 'superUser', over: Partial<Record<string, (v: Record<string, unknown>) => Result>> = {}) {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    if (over[operation]) return over[operation]!(variables);
    switch (operation) {
      case 'Me':
        return { data: { me: meFixture('active', type) } };
      case 'Results':
        return { data: { results: [summary] } };
      case 'Result':
        return { data: { result: firstTerm } };
      case 'Classes':
        return { data: { classes } };
      case 'ResultDraft':
        if (variables.className !== 'Class 6') return { errors: [{ message: 'sorryNotFound', extensions: { code: 'sorryNotFound' } }] };
        return { data: { resultDraft: { __typename: 'ResultDraft', className: 'Class 6', groupName: '', subjects, students, grading } } };
      case 'CreateResult': {
        const input = variables.input as { examName: string; numberPerSubject: number; rows: { marks: Mark[] }[] };
        return { data: { createResult: resultOf(2, input.examName, input.numberPerSubject, input.rows.map((r) => r.marks)) } };
      }
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
            <ResultScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  const of = (operation: string) => calls.filter((c) => c.operation === operation);
  return { of };
}

const gridRow = (name: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('.talim-mark-grid tbody tr.ant-table-row')).find((r) => r.textContent?.includes(name))!;
/** The computed cells of a grid row: total, percentage, GPA, grade, status, rank. */
const computed = (name: string) => Array.from(gridRow(name).querySelectorAll('[data-computed]')).map((c) => c.textContent);

/** The basics above the shown result (class, exam, year…). */
const shownBasics = () => document.querySelector('.ant-descriptions')?.textContent ?? '';

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /New result table/ }));
  return screen.findByRole('dialog');
}

const start = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start' })));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('result rules of the screen', () => {
  it('refuses missing basics, spots duplicates and builds the save input', () => {
    const basics = { className: 'Class 6', groupName: '', examName: 'SecondTermExam', numberPerSubject: 50, year: YEAR };
    expect(basicsError(basics)).toBeNull();
    expect(basicsError({ ...basics, className: '' })).toEqual({ code: 'requiredField', field: 'className' });
    expect(basicsError({ ...basics, examName: ' ' })).toEqual({ code: 'requiredField', field: 'examName' });
    expect(basicsError({ ...basics, numberPerSubject: null })).toEqual({ code: 'requiredField', field: 'numberPerSubject' });
    expect(basicsError({ ...basics, year: null })).toEqual({ code: 'requiredField', field: 'year' });
    expect(basicsError({ ...basics, numberPerSubject: 0 })).toEqual({ code: 'invalidValue' });
    expect(isDuplicate([summary], { ...basics, examName: 'FirstTermExam' })).toBe(true);
    expect(isDuplicate([summary], { ...basics, examName: 'FirstTermExam' }, 1)).toBe(false);
    expect(isDuplicate([summary], basics)).toBe(false);
    expect(groupRequired(classes, 'Class 9')).toBe(true);
    expect(groupRequired(classes, 'Class 6')).toBe(false);
    expect(toResultInput({ ...basics, examName: ' Half yearly ' }, [{ admitNo: 4, name: 'A' }], [[1, null]], 9)).toEqual({
      id: 9, className: 'Class 6', groupName: '', examName: 'Half yearly', numberPerSubject: 50, year: YEAR, rows: [{ admitNo: 4, name: 'A', marks: [1, null] }],
    });
  });

  it('keeps the live computation in the shared rules and notifies only on change', () => {
    const store = new MarkStore(students, plainSubjects, 50, defaultGrading());
    const heard = jest.fn();
    store.subscribe(heard);
    store.setMark(0, 0, 40);
    store.setMark(0, 0, 40);
    expect(heard).toHaveBeenCalledTimes(1);
    store.setMark(0, 1, 45);
    expect(store.row(0)).toMatchObject({ total: 85, percentage: 85, rank: 1, status: 'pass' });
    expect(store.row(1)).toMatchObject({ total: 0, status: 'fail', rank: null });
    store.setNumberPerSubject(100);
    expect(store.row(0)).toMatchObject({ total: 85, percentage: 42.5 });
    expect(store.allMarks()[0]).toEqual([40, 45, null]);
  });

  it('keeps an invalid mark as typed (never clamped) and tells blank from absent', () => {
    expect(['42', '৪২', '٤٢', '32.5', ' 7 ', 'a', 'A', 'অ', 'غ', '', '  ', '-5', '12abc', 'x', '1.2.3'].map(parseMarkText))
      .toEqual([42, 42, 42, 32.5, 7, 'absent', 'absent', 'absent', 'absent', 'blank', 'blank', 'bad', 'bad', 'bad', 'bad']);
    const store = new MarkStore(students, plainSubjects, 50, defaultGrading());
    store.setText(0, 0, '60');
    store.setText(0, 1, '-5');
    store.setText(1, 0, 'a');
    expect(store.cell(0, 0)).toEqual({ text: '60', parsed: 60 });
    expect([store.state(0, 0), store.state(0, 1), store.state(1, 0), store.state(1, 1)]).toEqual(['invalid', 'invalid', 'absent', 'blank']);
    expect(store.problems()).toMatchObject({ invalid: [[0, 0], [0, 1]] });
    expect([store.invalidCount(), store.blankCount()]).toEqual([2, 6]);
    // A larger number per subject makes 60 valid; the marks stay as typed.
    store.setNumberPerSubject(100);
    expect(store.state(0, 0)).toBe('mark');
    expect(store.markBlanksAbsent()).toBe(6);
    expect(store.problems()).toEqual({ invalid: [[0, 1]], blank: [] });
    expect(store.allMarks()).toEqual([[60, null, null], [null, null, null], [null, null, null]]);
  });
});

describe('<ResultScreen>', () => {
  it('shows the saved result with every control for result.write', async () => {
    setup('education');
    expect(await screen.findByText('Abdullah')).toBeInTheDocument();
    expect(screen.getByText('First term exam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New result table/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print result/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  });

  it('a saved result shows as a draft with a Publish button; publishing calls publishResult and the tag follows', async () => {
    const { of } = setup('education', {
      PublishResult: (v) => ({ data: { publishResult: { ...summary, published: v.published } } }),
    });
    await screen.findByText('Abdullah');
    expect(screen.getByTestId('publish-tag')).toHaveTextContent('Draft');
    fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(of('PublishResult')).toHaveLength(1));
    expect(of('PublishResult')[0].variables).toEqual({ id: 1, published: true });
    await waitFor(() => expect(screen.getByTestId('publish-tag')).toHaveTextContent('Published'));
    expect(screen.getByRole('button', { name: /Unpublish/ })).toBeInTheDocument();
  });

  it('shows no edit buttons and no print menu without result.write', async () => {
    setup('principal');
    expect(await screen.findByText('Abdullah')).toBeInTheDocument();
    expect(screen.getByTestId('publish-tag')).toHaveTextContent('Draft');
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Result list/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New result table/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Print result/ })).toBeNull();
  });

  it('the dialog names the missing basic (requiredField) and refuses duplicates with duplicateNotPossible', async () => {
    const { of } = setup();
    await screen.findByText('Abdullah');
    const dialog = await openDialog();
    await start();
    expect(within(dialog).getByText('Please fill in Class')).toBeInTheDocument();
    expect(within(dialog).queryByText(en['error.requireText'])).toBeNull(); // no word of passwords
    await choose('Class', 'Class 6');
    await start();
    expect(within(dialog).getByText(en['error.requiredField'].replace('{field}', en['result.examName']))).toBeInTheDocument();
    type('Exam', 'First term exam');
    await start();
    expect(within(dialog).getByText('Please fill in Marks per subject')).toBeInTheDocument();
    type('Marks per subject', '100');
    await start();
    expect(await within(dialog).findByText(en['error.duplicateNotPossible'])).toBeInTheDocument();
    expect(of('ResultDraft')).toHaveLength(0);
  });

  it('shows sorryNotFound when the class has no students and stays in showMode', async () => {
    const { of } = setup();
    await screen.findByText('Abdullah');
    const dialog = await openDialog();
    await choose('Class', 'Class 7');
    type('Exam', 'Half yearly');
    type('Marks per subject', '50');
    await start();
    expect(await within(dialog).findByText(en['error.sorryNotFound'])).toBeInTheDocument();
    expect(of('ResultDraft')[0].variables).toEqual({ className: 'Class 7', groupName: '' });
    expect(document.querySelector('.talim-mark-grid')).toBeNull();
  });

  it('computes totals, percentages and ranks live while marks are typed, then saves with createResult', async () => {
    const { of } = setup();
    await screen.findByText('Abdullah');
    await openDialog();
    await choose('Class', 'Class 6');
    type('Exam', 'Second term exam');
    type('Marks per subject', '50');
    await start();
    await waitFor(() => expect(document.querySelector('.talim-mark-grid')).not.toBeNull());
    expect(screen.getByText('New table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();

    const mark = (subject: string, name: string, value: string) =>
      fireEvent.change(screen.getByLabelText(`${subject} mark of ${name}`), { target: { value } });
    mark('Arabic', 'Abdullah', '40');
    mark('Bangla', 'Abdullah', '45');
    await waitFor(() => expect(computed('Abdullah').slice(0, 2)).toEqual(['85', '85%']));
    expect(computed('Abdullah')[5]).toBe('1st');
    mark('Arabic', 'Ibrahim', '20');
    mark('Bangla', 'Ibrahim', '30');
    await waitFor(() => expect(computed('Ibrahim').slice(0, 2)).toEqual(['50', '50%']));
    expect(computed('Ibrahim')[5]).toBe('2nd');
    // Ibrahim overtakes Abdullah: both ranks follow.
    mark('Arabic', 'Ibrahim', '48');
    mark('Bangla', 'Ibrahim', '50');
    await waitFor(() => expect(computed('Ibrahim')[5]).toBe('1st'));
    expect(computed('Abdullah')[5]).toBe('2nd');
    // Umar typed nothing yet: counted absent in the live totals, failed, no rank.
    expect(computed('Umar')[4]).toBe('Failed');
    mark('Agriculture', 'Abdullah', '50');
    // A negative mark is kept as typed, red, with the reason; saving is refused.
    mark('Arabic', 'Umar', '-5');
    const umarArabic = screen.getByLabelText('Arabic mark of Umar');
    await waitFor(() => expect(umarArabic).toHaveAttribute('aria-invalid', 'true'));
    expect(umarArabic).toHaveValue('-5');
    expect(screen.getByText(/1 mark is not valid: a mark is a number from 0 to 50/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(of('CreateResult')).toHaveLength(0);
    // Absent is typed explicitly; blank cells are not saved as absent without being asked.
    mark('Arabic', 'Umar', 'a');
    mark('Agriculture', 'Ibrahim', 'A');
    await waitFor(() => expect(screen.getByLabelText('Agriculture mark of Ibrahim')).toHaveValue('Absent'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(await screen.findByText('2 cells are blank: type a mark, or a for absent, before saving.')).toBeInTheDocument();
    expect(of('CreateResult')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mark the blank cells absent' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    await waitFor(() => expect(of('CreateResult')).toHaveLength(1));
    expect(of('CreateResult')[0].variables).toEqual({
      input: {
        className: 'Class 6', groupName: '', examName: 'SecondTermExam', numberPerSubject: 50, year: YEAR,
        rows: [
          { admitNo: 1, name: 'Abdullah', marks: [40, 45, 50] },
          { admitNo: 2, name: 'Ibrahim', marks: [48, 50, null] },
          { admitNo: 3, name: 'Umar', marks: [null, null, null] },
        ],
      },
    });
    // Back in showMode with the server's rows.
    await waitFor(() => expect(document.querySelector('.talim-mark-grid')).toBeNull());
    await waitFor(() => expect(shownBasics()).toContain('Second term exam'));
    expect(screen.getByText('Saved result')).toBeInTheDocument();
    expect(of('UpdateResult')).toHaveLength(0);
  }, 300000);

  it('edits a saved result and saves it with updateResult and its id', async () => {
    const { of } = setup('superUser', {
      UpdateResult: (v) => {
        const input = v.input as { rows: { marks: Mark[] }[] };
        return { data: { updateResult: resultOf(1, 'FirstTermExam', 100, input.rows.map((r) => r.marks)) } };
      },
      GradingSettings: () => ({ data: { gradingSettings: grading } }),
    });
    await screen.findByText('Abdullah');
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const input = await screen.findByLabelText('Arabic mark of Umar');
    expect(input).toHaveValue('20');
    fireEvent.change(input, { target: { value: '35' } });
    await waitFor(() => expect(computed('Umar')[0]).toBe('65'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    await waitFor(() => expect(of('UpdateResult')).toHaveLength(1));
    const sent = of('UpdateResult')[0].variables.input as { id: number; rows: { marks: Mark[] }[] };
    expect(sent.id).toBe(1);
    expect(sent.rows[2].marks).toEqual([35, 30, 40]);
    expect(of('CreateResult')).toHaveLength(0);
  });

  it('shows the server error of a refused save, translated', async () => {
    setup('superUser', {
      CreateResult: () => ({ errors: [{ message: 'duplicateNotPossible', extensions: { code: 'duplicateNotPossible' } }] }),
    });
    await screen.findByText('Abdullah');
    await openDialog();
    await choose('Class', 'Class 6');
    type('Exam', 'Third');
    type('Marks per subject', '20');
    await start();
    await screen.findByLabelText('Arabic mark of Umar');
    fireEvent.click(screen.getByRole('button', { name: 'Mark the blank cells absent' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(await screen.findByText(en['error.duplicateNotPossible'])).toBeInTheDocument();
    expect(document.querySelector('.talim-mark-grid')).not.toBeNull();
  });

  it('picks a saved result from the result list popup', async () => {
    const second = { ...summary, id: 5, examName: 'Monthly test', studentCount: 3 };
    const { of } = setup('principal', {
      Results: () => ({ data: { results: [summary, second] } }),
      Result: (v) => ({ data: { result: v.id === 5 ? resultOf(5, 'Monthly test', 50, [[10, 20, null]]) : firstTerm } }),
    });
    await screen.findByText('Monthly test');
    fireEvent.click(screen.getByRole('button', { name: /Result list/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(of('Result').at(-1)!.variables).toEqual({ id: 1 }));
    await waitFor(() => expect(shownBasics()).toContain('First term exam'));
    expect(examNameFromText({ formatMessage: ({ id }: { id: string }) => en[id as keyof typeof en] } as never, 'Second term exam')).toBe('SecondTermExam');
  });
});
