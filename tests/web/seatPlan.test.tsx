import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { planSeats, type SeatStudent } from '@rules/seat-plan';
import { SessionProvider } from '@/app/session';
import SeatPlanScreen from '@/features/education/seatPlan/SeatPlanScreen';
import { classOptions, selectedClasses, toSeatStudents } from '@/features/education/seatPlan/seatPlanForm';
import { PRINT_DELAY_MS } from '@/components/PrintHost';
import { SEAT_CARDS_PER_PAGE, SIGNATURES_PER_COLUMN, SIGNATURES_PER_PAGE, SeatCards, SignatureSheets } from '@/print/exams';
import { fakeLink, meFixture, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const book = { __typename: 'BookSlot', slot: 1, name: 'Arabic', isOptional: false };
const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Kitab', className: 'Class 6', groupName: '', books: [book] },
  { __typename: 'ClassRow', id: 2, department: 'Alim', className: 'Class 9', groupName: 'Science', books: [book] },
  { __typename: 'ClassRow', id: 3, department: 'Alim', className: 'Class 9', groupName: 'Humanities', books: [book] },
];
const student = (id: number, admitNo: number | null, className: string, groupName: string) => ({
  __typename: 'Student', id, admitNo, name: `Student ${admitNo ?? 'pending'}`, admittedClass: className, groupName,
});
// Out of admit-number order on purpose; the pending application (no admit number) is never seated.
const byClass: Record<string, ReturnType<typeof student>[]> = {
  'Class 6/': [3, 1, 5, 2, 4].map((n) => student(n, n, 'Class 6', '')).concat(student(99, null, 'Class 6', '')),
  'Class 9/Science': [12, 11, 13].map((n) => student(n, n, 'Class 9', 'Science')),
};

interface Call { operation: string; variables: Record<string, unknown> }

function setup() {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    switch (operation) {
      case 'Me':
        return { data: { me: meFixture('active', 'education') } };
      case 'Classes':
        return { data: { classes } };
      case 'SeatPlanStudents': {
        const f = variables.filter as { className: string; groupName: string };
        return { data: { students: byClass[`${f.className}/${f.groupName}`] ?? [] } };
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
            <SeatPlanScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { calls };
}

async function pick(label: string, options: string[]) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  for (const option of options) {
    const item = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'))
        .find((o) => o.textContent === option);
      if (!found) throw new Error(`no option ${option}`);
      return found;
    });
    fireEvent.click(item);
  }
}

/** Lets PrintHost open the print dialog (PRINT_DELAY_MS later) and clear the document. */
const finishPrint = () => act(() => new Promise<void>((done) => setTimeout(done, PRINT_DELAY_MS + 50)));

const tables = () => screen.queryAllByTestId('hall-table');
/** The admit numbers in hall order, and the class tag of each seat. */
const seatedAdmits = () => screen.queryAllByTestId('hall-seat').map((s) => Number(s.querySelector('bdi')!.textContent));
const seatedClasses = () => screen.queryAllByTestId('hall-seat').map((s) => s.querySelector('.seat-class')!.textContent);

describe('seat planner form helpers', () => {
  it('lists each class and group once and keeps the chosen order', () => {
    const options = classOptions([...classes, { ...classes[0], id: 9 }]);
    expect(options.map((o) => o.label)).toEqual(['Class 6', 'Class 9 · Science', 'Class 9 · Humanities']);
    expect(selectedClasses([options[1].key, 'gone', options[0].key], options)).toEqual([
      { className: 'Class 9', groupName: 'Science' }, { className: 'Class 6', groupName: '' },
    ]);
    expect(toSeatStudents(byClass['Class 6/'], { className: 'Class 6', groupName: '' }).map((s) => s.admitNo)).toEqual([3, 1, 5, 2, 4]);
  });
});

describe('<SeatPlanScreen>', () => {
  it('asks each chosen class for its students and shows ceil(students / per table) tables', async () => {
    const { calls } = setup();
    expect(await screen.findByText('Choose the classes to see the hall.')).toBeInTheDocument();
    await pick('Classes', ['Class 6', 'Class 9 · Science']);
    await waitFor(() => expect(tables()).toHaveLength(4)); // 8 admitted students, 2 a table
    expect(calls.filter((c) => c.operation === 'SeatPlanStudents').map((c) => c.variables.filter)).toEqual(
      expect.arrayContaining([{ className: 'Class 6', groupName: '' }, { className: 'Class 9', groupName: 'Science' }]),
    );
    expect(screen.getByTestId('seat-summary')).toHaveTextContent('8 students · 4 tables · 1 rows');
    expect([...seatedAdmits()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 11, 12, 13]);
    // Dynamic (the default): the classes take turns, 6 and 9 alternating until Class 9 runs out.
    expect(seatedClasses()).toEqual(['Class 6', 'Class 9 · Science', 'Class 6', 'Class 9 · Science', 'Class 6', 'Class 9 · Science', 'Class 6', 'Class 6']);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Students per table' }), { target: { value: '3' } });
    await waitFor(() => expect(tables()).toHaveLength(3));
    expect(within(tables()[2]).getAllByTestId('hall-seat')).toHaveLength(2);
    expect(within(tables()[2]).getByText('empty')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tables per row' }), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('seat-summary')).toHaveTextContent('8 students · 3 tables · 2 rows'));
  });

  it('static mode seats class by class in admit order', async () => {
    setup();
    await pick('Classes', ['Class 9 · Science', 'Class 6']);
    await waitFor(() => expect(tables()).toHaveLength(4));
    fireEvent.click(screen.getByRole('radio', { name: 'In order (class, then admit no.)' }));
    await waitFor(() => expect(seatedAdmits()).toEqual([11, 12, 13, 1, 2, 3, 4, 5]));
    expect(within(tables()[0]).getByText('Student 11')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shuffle again/ })).toBeNull();
  });

  it('prints only with a hall name and heading: seat cards, then signature sheets', async () => {
    const printSpy = jest.fn();
    window.print = printSpy;
    setup();
    await pick('Classes', ['Class 6', 'Class 9 · Science']);
    await waitFor(() => expect(tables()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: /Print seat cards/ }));
    expect(await screen.findByText(en['error.requiredField'].replace('{field}', en['seatPlan.hallName']))).toBeInTheDocument();
    expect(screen.queryByText(en['error.requireText'])).toBeNull();
    expect(screen.queryByTestId('print-root')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Hall name' }), { target: { value: 'Hall 1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Exam heading' }), { target: { value: 'First term exam 2026' } });
    fireEvent.click(screen.getByRole('button', { name: /Print seat cards/ }));
    const root = await screen.findByTestId('print-root');
    const cards = within(root).getAllByTestId('seat-card');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent('First term exam 2026');
    expect(cards[0]).toHaveTextContent('Hall 1');
    expect(cards[0]).toHaveTextContent('Darul Ulum Academy');
    await finishPrint();
    expect(printSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('print-root')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Print signature sheets/ }));
    const sheet = await screen.findByTestId('print-root');
    expect(within(sheet).getAllByTestId('signature-row')).toHaveLength(8);
    expect(sheet).toHaveTextContent('Exam signature sheet');
    await finishPrint();
    expect(printSpy).toHaveBeenCalledTimes(2);
  });
});

describe('seat cards and signature sheets', () => {
  const many = (n: number): SeatStudent[] => Array.from({ length: n }, (_, i) => ({ admitNo: i + 1, name: `S${i + 1}`, className: 'Class 6', groupName: '' }));
  const plan = (n: number) => planSeats({ hallName: 'Hall 2', heading: 'Annual exam', tablesPerRow: 5, studentsPerTable: 3, classes: [{ className: 'Class 6', groupName: '' }], students: many(n), mode: 'staticSeat' });
  const inIntl = (node: React.ReactNode) => render(<IntlProvider locale="en" messages={en}>{node}</IntlProvider>);

  it('prints one seat card per student, eight to a page, with table and seat numbers', () => {
    const p = plan(19);
    inIntl(<SeatCards seats={p.seats} examHeading={p.heading} hallName={p.hallName} heading={{ name: 'Darul Ulum' }} />);
    expect(SEAT_CARDS_PER_PAGE).toBe(8);
    expect(screen.getAllByTestId('seat-card-page').map((page) => within(page).getAllByTestId('seat-card').length)).toEqual([8, 8, 3]);
    const last = screen.getAllByTestId('seat-card')[18];
    // Student 19 sits at table 7 (ceil(19 / 3)), seat 1.
    expect(last).toHaveTextContent('Table7');
    expect(last).toHaveTextContent('Seat1');
    expect(last).toHaveTextContent('S19');
    expect(last).toHaveTextContent('Class: Class 6');
  });

  it('prints 50 students a page in two columns of 25, numbered on', () => {
    inIntl(<SignatureSheets students={plan(60).seats} examHeading="Annual exam" hallName="Hall 2" heading={{ name: 'Darul Ulum' }} />);
    expect([SIGNATURES_PER_PAGE, SIGNATURES_PER_COLUMN]).toEqual([50, 25]);
    const pages = screen.getAllByTestId('signature-page');
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => within(p).getAllByTestId('signature-column').map((c) => within(c).getAllByTestId('signature-row').length))).toEqual([[25, 25], [10]]);
    expect(pages[0]).toHaveTextContent('Page 1 of 2');
    const firstOfPage2 = within(pages[1]).getAllByTestId('signature-row')[0];
    expect(firstOfPage2.querySelector('td')).toHaveTextContent('51');
    expect(firstOfPage2).toHaveTextContent('S51');
    expect(firstOfPage2.querySelector('.xp-signbox')).toBeEmptyDOMElement();
  });
});
