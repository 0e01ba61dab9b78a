import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '@/i18n/en.json';
import { meFixture, renderAt, type Handler, type Result } from './support/app';

const msg = en as Record<string, string>;
jest.setTimeout(60000);
const wait = { timeout: 15000 };

const guardian = { ...meFixture('active', 'guardian', { menuGroups: [], permissions: [] }), id: 9, email: 'guardian@talim.app' };

const subjects = [
  { __typename: 'ResultSubject', key: 'book1', name: 'Arabic', isOptional: false },
  { __typename: 'ResultSubject', key: 'book2', name: 'Agriculture', isOptional: true },
];
const grading = { __typename: 'Grading', isGrade: true, system: 'parcentageSystem', grades: [], failOnSubjectFail: true };
const saved = (id: number, examName: string, year: number, marks: (number | null)[], over: Record<string, unknown>) => ({
  __typename: 'Result', id, className: 'Class 6', groupName: '', examName, numberPerSubject: 100, year, studentCount: 12, published: true, subjects, grading,
  rows: [{
    __typename: 'ResultRow', admitNo: 3, name: 'Abu Bakr Siddiq', marks, total: 0, percentage: 0, averageGpa: 0, grade: '', status: 'pass', rank: null, ...over,
  }],
});

// the server's order is not trusted: newest year first, then the latest saved
const results = [
  saved(1, 'FirstTermExam', 2025, [70, 50], { total: 70, percentage: 70, averageGpa: 4, grade: 'A', rank: 5 }),
  saved(4, 'SecondTermExam', 2026, [null, 60], { total: 0, percentage: 0, averageGpa: 0, grade: 'F', status: 'fail', rank: null }),
  saved(2, 'FirstTermExam', 2026, [88, 40], { total: 88, percentage: 88, averageGpa: 4.83, grade: 'A+', rank: 1 }),
];

const homework = {
  __typename: 'StudentHomework', admitNo: 3, name: 'Abu Bakr Siddiq', className: 'Class 6', groupName: '',
  homework: [
    { __typename: 'Homework', id: 1, className: 'Class 6', groupName: '', date: '2026-03-01', content: 'Read lesson one.' },
    { __typename: 'Homework', id: 2, className: 'Class 6', groupName: '', date: '2026-03-04', content: 'Arabic: learn Surah Al-Fatiha.\nMaths: exercise 3.2' },
  ],
};

const fail = (code: string): Result => ({ errors: [{ message: code, extensions: { code } }] });

/*
 * The guardian pages read with plain fetch (POST /graphql, no Apollo Client): the same handler
 * answers them by operation name. renderAt installs the REST sign-in fake as `fetch`; it is kept
 * for every other address.
 */
let handler: Handler = () => ({ data: null });
let restFetch: typeof fetch = async () => { throw new Error('no fetch'); };
const graphqlFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input) !== '/graphql') return restFetch(input, init);
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
  const result = handler(operationName, variables ?? {});
  return new Promise<Response>((resolve) => setTimeout(() => resolve({ ok: true, status: 200, json: async () => result } as Response), 0));
}) as typeof fetch;
Object.defineProperty(globalThis, 'fetch', { configurable: true, get: () => graphqlFetch, set: (f: typeof fetch) => { restFetch = f; } });

function app(path: string, answer: (op: string, v: Record<string, unknown>) => Result | undefined = () => undefined) {
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  const where = renderAt(path, handler = (op, variables): Result => {
    calls.push({ op, variables });
    if (op === 'Me') return { data: { me: guardian } };
    const own = answer(op, variables);
    if (own) return own;
    if (op === 'StudentResults') return { data: { studentResults: results } };
    if (op === 'StudentHomework') return { data: { studentHomework: homework } };
    return { data: null };
  }, 'en');
  return { calls, where };
}

function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'), media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => screenWidth(false));

describe('guardian result page /result/guardian/:admitNo', () => {
  it('shows the child\'s row of every saved result as cards, newest first', async () => {
    const { calls } = app('/result/guardian/3');
    await waitFor(() => expect(screen.getAllByTestId('guardian-result')).toHaveLength(3), wait);
    expect(calls.find((c) => c.op === 'StudentResults')?.variables).toEqual({ admitNo: 3 });
    const cards = screen.getAllByTestId('guardian-result');
    expect(cards[0]).toHaveTextContent(`${msg['result.exam.SecondTermExam']} 2026`);
    expect(cards[1]).toHaveTextContent(`${msg['result.exam.FirstTermExam']} 2026`);
    expect(cards[2]).toHaveTextContent(`${msg['result.exam.FirstTermExam']} 2025`);

    const failed = within(cards[0]);
    expect(failed.getByText(msg['result.status.fail'])).toBeInTheDocument();
    expect(failed.getByText(msg['result.absent'])).toBeInTheDocument();
    const best = within(cards[1]);
    expect(best.getByText(msg['result.status.pass'])).toBeInTheDocument();
    expect(best.getByText(msg['result.rank.first'])).toBeInTheDocument();
    expect(best.getByText('A+')).toBeInTheDocument();
    expect(best.getByText('88%')).toBeInTheDocument();
    expect(best.getByText(msg['result.optional'])).toBeInTheDocument();
    expect(within(cards[1].querySelector('[data-subject="Arabic"]') as HTMLElement).getByText('88')).toBeInTheDocument();

    // the back bar names the child and leads home
    expect(screen.getByText(/Abu Bakr Siddiq · Admit no 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg['guardian.back'] }).closest('a')).toHaveAttribute('href', '/guardian');
  });

  it('shows sorryNotFound, translated, for an unknown admit number', async () => {
    app('/result/guardian/999', (op) => (op === 'StudentResults' ? fail('sorryNotFound') : undefined));
    expect(await screen.findByText(msg['error.sorryNotFound'], {}, wait)).toBeInTheDocument();
    expect(screen.getByText(msg['guardian.checkAdmitNo'])).toBeInTheDocument();
  });

  it('says so when no result is saved yet', async () => {
    app('/result/guardian/3', (op) => (op === 'StudentResults' ? { data: { studentResults: [] } } : undefined));
    expect(await screen.findByText(msg['guardian.noResults'], {}, wait)).toBeInTheDocument();
  });
});

describe('guardian homework page /home_work/:admitNo', () => {
  it('shows the child\'s name and class and the homework, newest first', async () => {
    const { calls } = app('/home_work/3');
    await waitFor(() => expect(screen.getAllByTestId('homework')).toHaveLength(2), wait);
    expect(calls.find((c) => c.op === 'StudentHomework')?.variables).toEqual({ admitNo: 3 });
    expect(screen.getByText(/Abu Bakr Siddiq · Admit no 3 · Class 6/)).toBeInTheDocument();
    const items = screen.getAllByTestId('homework');
    expect(items[0]).toHaveTextContent(/(4 March|March 4,) 2026/);
    expect(items[0]).toHaveTextContent('Arabic: learn Surah Al-Fatiha.');
    expect(items[0]).toHaveTextContent('Maths: exercise 3.2');
    expect(items[1]).toHaveTextContent(/(1 March|March 1,) 2026/);
    expect(items[1]).toHaveTextContent('Read lesson one.');
  });

  it('shows sorryNotFound for an unknown admit number', async () => {
    app('/home_work/999', (op) => (op === 'StudentHomework' ? fail('sorryNotFound') : undefined));
    expect(await screen.findByText(msg['error.sorryNotFound'], {}, wait)).toBeInTheDocument();
  });
});

describe('guardian home /guardian', () => {
  const children = [
    { __typename: 'GuardianChild', admitNo: 3, name: 'Abu Bakr Siddiq', className: 'Class 6', groupName: '', photoUrl: '/files/a/photo.jpg' },
    { __typename: 'GuardianChild', admitNo: 14, name: 'Tanvir Ahmed', className: 'Class 9', groupName: 'Science', photoUrl: '' },
  ];

  it('on a phone: lists the linked children (name, class, photo) with their pages; no admit number is typed', async () => {
    const { where } = app('/guardian', (op) => (op === 'MyChildren' ? { data: { myChildren: children } } : undefined));
    await waitFor(() => expect(screen.getAllByTestId('guardian-child')).toHaveLength(2), wait);
    expect(screen.queryByLabelText(msg['guardian.childAdmitNo'])).not.toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('guardian-child');
    expect(first).toHaveTextContent('Abu Bakr Siddiq');
    expect(first).toHaveTextContent('Class 6 · Admit no 3');
    expect(first.querySelector('img')).toHaveAttribute('src', '/files/a/photo.jpg');
    expect(second).toHaveTextContent('Class 9 · Science · Admit no 14');
    fireEvent.click(within(first).getByRole('button', { name: msg['guardian.resultTitle'] }));
    await waitFor(() => expect(where.pathname).toBe('/result/guardian/3'), wait);
    await waitFor(() => expect(screen.getAllByTestId('guardian-result')).toHaveLength(3), wait);
    fireEvent.click(screen.getByRole('button', { name: msg['guardian.back'] }));
    await waitFor(() => expect(where.pathname).toBe('/guardian'), wait);
    fireEvent.click(within((await screen.findAllByTestId('guardian-child', {}, wait))[1]).getByRole('button', { name: msg['guardian.homeworkTitle'] }));
    await waitFor(() => expect(where.pathname).toBe('/home_work/14'), wait);
  });

  it('says so when the office linked no child yet, and still offers the notices', async () => {
    app('/guardian', (op) => (op === 'MyChildren' ? { data: { myChildren: [] } } : undefined));
    expect(await screen.findByText(msg['guardian.noChildren'], {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg['guardian.noticeTitle'] }).closest('a')).toHaveAttribute('href', '/notice');
  });

  it('on a wide screen: asks to use a phone, with no shortcuts', async () => {
    screenWidth(true);
    app('/guardian');
    expect(await screen.findByText(msg['guardian.pleaseUsePhone'], {}, wait)).toBeInTheDocument();
    expect(screen.queryByTestId('guardian-child')).not.toBeInTheDocument();
  });

  it('on a wide screen: every guardian page asks to use a phone', async () => {
    screenWidth(true);
    app('/result/guardian/3');
    expect(await screen.findByText(msg['guardian.pleaseUsePhone'], {}, wait)).toBeInTheDocument();
    expect(screen.queryByTestId('guardian-result')).not.toBeInTheDocument();
  });
});

describe('guardian fees page /student_fees opened straight (a bookmark, the installed app)', () => {
  const child = (admitNo: number, name: string) => ({ __typename: 'GuardianChild', admitNo, name, className: 'Class 6', groupName: '', photoUrl: '' });
  const fees = (admitNo: number) => ({
    data: { studentFees: { __typename: 'StudentFees', providerId: 1, admitNo, name: 'Child', className: 'Class 6', groupName: '', residence: 'residential', year: 2026, fromMonth: 1, due: 0, paid: 0, owed: 0, lines: [] } },
  });
  beforeEach(() => window.localStorage.clear());

  it('with one linked child: shows that child\'s fees', async () => {
    const { calls } = app('/student_fees', (op, v) => (op === 'MyChildren' ? { data: { myChildren: [child(3, 'Abu Bakr Siddiq')] } } : op === 'GuardianStudentFees' ? fees(Number(v.admitNo)) : undefined));
    await screen.findByText(msg['fees.noTitles'], {}, wait);
    expect(calls.find((c) => c.op === 'GuardianStudentFees')!.variables).toMatchObject({ admitNo: 3 });
  });

  it('with several: asks whose, then shows the chosen child\'s fees', async () => {
    const { calls } = app('/student_fees', (op, v) => (op === 'MyChildren' ? { data: { myChildren: [child(3, 'Abu Bakr Siddiq'), child(14, 'Tanvir Ahmed')] } } : op === 'GuardianStudentFees' ? fees(Number(v.admitNo)) : undefined));
    const choices = await screen.findAllByTestId('fees-child', {}, wait);
    expect(choices).toHaveLength(2);
    expect(calls.some((c) => c.op === 'GuardianStudentFees')).toBe(false);
    fireEvent.click(choices[1]);
    await screen.findByText(msg['fees.noTitles'], {}, wait);
    expect(calls.find((c) => c.op === 'GuardianStudentFees')!.variables).toMatchObject({ admitNo: 14 });
  });

  it('with none: says the office links children', async () => {
    app('/student_fees', (op) => (op === 'MyChildren' ? { data: { myChildren: [] } } : undefined));
    await screen.findByText(msg['guardian.noChildren'], {}, wait);
  });
});

describe('guardian notice page /notice', () => {
  it('shows the academy\'s notices, newest first as the server sends them', async () => {
    app('/notice', (op) => (op === 'GuardianNotices' ? { data: { guardianNotices: [
      { __typename: 'Article', id: 2, title: 'Holiday', writer: 'Office', content: '<p>Closed on <strong>Friday</strong></p>', createdAt: '2026-03-09T04:00:00.000Z' },
      { __typename: 'Article', id: 1, title: 'Exam week', writer: '', content: '<p>From Sunday</p>', createdAt: '2026-03-01T04:00:00.000Z' },
    ] } } : undefined));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(2), wait);
    const [first, second] = screen.getAllByTestId('notice');
    expect(first).toHaveTextContent('Holiday');
    expect(first).toHaveTextContent('Closed on Friday');
    expect(first).toHaveTextContent('Office');
    expect(second).toHaveTextContent('Exam week');
  });

  it('says so when there is none', async () => {
    app('/notice', (op) => (op === 'GuardianNotices' ? { data: { guardianNotices: [] } } : undefined));
    expect(await screen.findByText(msg['guardian.noNotices'], {}, wait)).toBeInTheDocument();
  });
});

describe('a paused academy seen by a guardian (issue 25 item 14)', () => {
  it('says the school\'s service is paused and to contact the office, never to renew', async () => {
    const expired = { ...guardian, academy: { ...guardian.academy, status: 'expired' } };
    renderAt('/student_attendance/3', handler = (op): Result => (op === 'Me' ? { data: { me: expired } } : { data: null }), 'en');
    const banner = await screen.findByTestId('status-banner', {}, wait);
    expect(banner).toHaveTextContent(msg['banner.servicePaused']);
    expect(banner).not.toHaveTextContent(/renew/i);
    expect(screen.queryByText(msg['banner.expiryStatus'])).not.toBeInTheDocument();
  });
});

describe('guardian attendance page /student_attendance/:admitNo', () => {
  const days = (month: string) => Array.from({ length: 31 }, (_, i) => ({
    __typename: 'StudentAttendanceDay', date: `${month}-${String(i + 1).padStart(2, '0')}`,
    status: i === 0 ? 'present' : i === 1 ? 'late' : i < 10 ? 'absent' : '', arrival: i < 2 ? '08:30:00' : null,
    // the 11th–14th: past days nobody was recorded; from the 15th: to come; the weekly holiday (Friday) marked
    toCome: i >= 14, holiday: new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, i + 1)).getUTCDay() === 5,
  }));
  it('shows the month\'s counts and each day; the month picker asks for another month', async () => {
    const { calls } = app('/student_attendance/3', (op, v) => (op === 'StudentAttendance' ? { data: { studentAttendance: {
      __typename: 'StudentAttendance', admitNo: 3, name: 'Abu Bakr Siddiq', className: 'Class 6', groupName: '', month: String(v.month), weeklyHoliday: 5, present: 1, late: 1, absent: 8, days: days(String(v.month)),
    } } } : undefined));
    await waitFor(() => expect(screen.getAllByTestId('attendance-day')).toHaveLength(31), wait);
    expect(screen.getByText(/Abu Bakr Siddiq · Admit no 3 · Class 6/)).toBeInTheDocument();
    expect(screen.getByTestId('attendance-present')).toHaveTextContent('1');
    expect(screen.getByTestId('attendance-absent')).toHaveTextContent('8');
    const marks = screen.getAllByTestId('attendance-day');
    expect(marks[0]).toHaveAttribute('data-status', 'present');
    expect(marks[1]).toHaveAttribute('data-status', 'late');
    expect(marks[2]).toHaveTextContent(msg['guardian.attendance.absent']);
    // issue 25 item 13: a past day without a record is "no record", a day to come "not yet"; weekday headings from Saturday, Friday marked
    expect(marks[10]).toHaveTextContent(msg['guardian.attendance.noRecord']);
    expect(marks[10]).not.toHaveTextContent(msg['guardian.attendance.upcoming']);
    expect(marks[20]).toHaveTextContent(msg['guardian.attendance.upcoming']);
    const headings = screen.getAllByTestId('attendance-weekday');
    expect(headings.map((h) => h.textContent)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(headings[6]).toHaveClass('holiday');
    const fridays = marks.filter((m) => m.hasAttribute('data-holiday'));
    expect(fridays.length).toBeGreaterThanOrEqual(4);
    expect(fridays[0]).toHaveTextContent(msg['guardian.attendance.weeklyHoliday']);
    const first = calls.find((c) => c.op === 'StudentAttendance')!.variables;
    expect(first.admitNo).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: msg['fees.prevMonth'] }));
    await waitFor(() => expect(calls.filter((c) => c.op === 'StudentAttendance')).toHaveLength(2), wait);
    expect(calls.filter((c) => c.op === 'StudentAttendance')[1].variables.month).not.toBe(first.month);
  });

  it('shows sorryNotFound for a child not linked to this guardian', async () => {
    app('/student_attendance/7', (op) => (op === 'StudentAttendance' ? fail('sorryNotFound') : undefined));
    expect(await screen.findByText(msg['error.sorryNotFound'], {}, wait)).toBeInTheDocument();
  });
});
