import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '@/i18n/en.json';
import { renderAt, type Result } from './support/app';

const msg = en as Record<string, string>;
jest.setTimeout(60000);
const wait = { timeout: 15000 };

const academy = (result: boolean) => ({
  __typename: 'PublicAcademy', slug: 'demo', name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy', address: 'Mirpur',
  englishAddress: 'Mirpur', academyType: 'madrasa', logoUrl: '', academyPhotoUrl: '', onlineAdmission: false, result, departments: [],
});

const summary = (id: number, className: string, groupName: string) => ({
  __typename: 'ResultSummary', id, className, groupName, examName: 'FirstTermExam', numberPerSubject: 100, year: 2026, studentCount: 2, published: true,
});

const row = (admitNo: number, name: string, marks: (number | null)[], over: Record<string, unknown> = {}) => ({
  __typename: 'ResultRow', admitNo, name, marks, total: 0, percentage: 0, averageGpa: 0, grade: 'F', status: 'fail', rank: null, ...over,
});

const rows = [
  row(3, 'Abu Bakr Siddiq', [88, 92, 40], { total: 180, percentage: 90, averageGpa: 4.83, grade: 'A+', status: 'pass', rank: 2 }),
  row(4, 'Umar Faruq', [95, null, 70], { total: 95, percentage: 47.5, averageGpa: 0, grade: 'F', status: 'fail', rank: null }),
];

const result = (picked: typeof rows) => ({
  __typename: 'PublicResult',
  academyName: 'Darul Ulum Academy',
  result: {
    __typename: 'Result', id: 1, className: 'Class 6', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
    studentCount: 2,
    published: true,
    subjects: [
      { __typename: 'ResultSubject', key: 'book1', name: 'Arabic', isOptional: false },
      { __typename: 'ResultSubject', key: 'book2', name: 'Bangla', isOptional: false },
      { __typename: 'ResultSubject', key: 'book3', name: 'Agriculture', isOptional: true },
    ],
    grading: { __typename: 'Grading', isGrade: true, system: 'parcentageSystem', grades: [], failOnSubjectFail: true },
    rows: picked,
  },
});

const fail = (code: string): Result => ({ errors: [{ message: code, extensions: { code } }] });

interface Setup { result?: boolean; options?: Result; answer?: (v: Record<string, unknown>) => Result }

function app(path: string, setup: Setup = {}) {
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  const where = renderAt(path, (op, variables): Result => {
    calls.push({ op, variables });
    if (op === 'PublicAcademy') return { data: { publicAcademy: variables.slug === 'demo' ? academy(setup.result ?? true) : null } };
    if (op === 'PublicResultOptions') {
      return setup.options ?? { data: { publicResultOptions: [summary(1, 'Class 6', ''), summary(2, 'Class 9', 'Science')] } };
    }
    if (op === 'PublicResult') {
      if (setup.answer) return setup.answer(variables);
      return { data: { publicResult: result(variables.admitNo ? rows.filter((r) => r.admitNo === variables.admitNo) : rows) } };
    }
    return { data: null };
  }, 'en');
  return { calls, where };
}

/** Opens an antd select by its label and clicks an option. */
async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' }, wait);
  fireEvent.click(item);
}

/** antd's Grid reads matchMedia: every min-width query matches (a desktop), or none (a phone). */
function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'), media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => screenWidth(false));

describe('public result screen /:slug/result', () => {
  it('picks year, exam and class, then shows one student\'s result card', async () => {
    const { calls, where } = app('/demo/result');
    // the screen's title is the page's h1; the academy's name above it is no heading (issue 27)
    expect(await screen.findByRole('heading', { level: 1, name: msg['publicResult.title'] }, wait)).toBeInTheDocument();
    expect(screen.getAllByText('Darul Ulum Academy').length).toBeGreaterThan(0);
    // one year and one exam: chosen for the visitor; two classes: the visitor chooses
    await screen.findByLabelText(msg['result.className'], {}, wait);
    const show = screen.getByRole('button', { name: new RegExp(msg['publicResult.show']) });
    expect(show).toBeDisabled();
    await choose(msg['result.className'], 'Class 6');
    fireEvent.change(screen.getByLabelText(msg['result.admitNo']), { target: { value: '৩' } });
    expect(show).toBeEnabled();
    fireEvent.click(show);

    const card = await screen.findByTestId('result-card', {}, wait);
    const asked = calls.find((c) => c.op === 'PublicResult');
    expect(asked?.variables).toMatchObject({ slug: 'demo', year: 2026, examName: 'FirstTermExam', className: 'Class 6', groupName: '', admitNo: 3 });
    expect(where.pathname).toBe('/demo/result');
    const inCard = within(card);
    expect(inCard.getByText('Abu Bakr Siddiq')).toBeInTheDocument();
    expect(inCard.getByText(msg['result.status.pass'])).toBeInTheDocument();
    expect(inCard.getByText(msg['result.rank.second'])).toBeInTheDocument();
    expect(inCard.getByText('A+')).toBeInTheDocument();
    expect(inCard.getByText('90%')).toBeInTheDocument();
    expect(inCard.getByText('4.83')).toBeInTheDocument();
    expect(inCard.getByText(msg['result.optional'])).toBeInTheDocument();
    const arabic = card.querySelector('[data-subject="Arabic"]') as HTMLElement;
    expect(within(arabic).getByText('88')).toBeInTheDocument();
    expect(screen.queryByText('Umar Faruq')).not.toBeInTheDocument();
  });

  it('shows the whole class as a table with every subject, and a row opens the student card', async () => {
    screenWidth(true);
    const { calls } = app('/demo/result');
    await screen.findByLabelText(msg['result.className'], {}, wait);
    await choose(msg['result.className'], 'Class 9');
    // the class has a group: it appears and is chosen
    expect(await screen.findByLabelText(msg['result.groupName'], {}, wait)).toBeInTheDocument();
    fireEvent.click(screen.getByText(msg['publicResult.wholeClass']));
    expect(screen.queryByLabelText(msg['result.admitNo'])).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(msg['publicResult.show']) }));

    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2), wait);
    expect(calls.find((c) => c.op === 'PublicResult')?.variables).toMatchObject({ className: 'Class 9', groupName: 'Science', admitNo: null });
    expect(screen.getByRole('columnheader', { name: /Arabic/ })).toBeInTheDocument();
    const umar = screen.getByText('Umar Faruq').closest('tr') as HTMLElement;
    expect(within(umar).getByText(msg['result.absent'])).toBeInTheDocument();
    expect(within(umar).getByText(msg['result.status.fail'])).toBeInTheDocument();
    expect(within(umar).getByText('47.5%')).toBeInTheDocument();

    fireEvent.click(umar);
    const card = await screen.findByTestId('result-card', {}, wait);
    expect(within(card).getByRole('heading', { name: 'Umar Faruq' })).toBeInTheDocument();
  });

  it('answers a shared address at once, and tells when the admit number has no result', async () => {
    app('/demo/result?year=2026&exam=FirstTermExam&class=Class+6&admitNo=77', { answer: () => fail('sorryNotFound') });
    expect(await screen.findByText(msg['error.sorryNotFound'], {}, wait)).toBeInTheDocument();
    expect(screen.getByText(msg['publicResult.notFoundStudent'])).toBeInTheDocument();
    expect(screen.getByLabelText(msg['result.admitNo'])).toHaveValue('77');
  });

  it('says results are not published when the server answers authorRequired', async () => {
    app('/demo/result', { options: fail('authorRequired') });
    expect(await screen.findByText(msg['publicResult.notPublished'], {}, wait)).toBeInTheDocument();
    expect(screen.queryByLabelText(msg['result.className'])).not.toBeInTheDocument();
  });

  it('says results are not published when the academy\'s result setting is off, without asking for them', async () => {
    const { calls } = app('/demo/result', { result: false });
    expect(await screen.findByText(msg['publicResult.notPublished'], {}, wait)).toBeInTheDocument();
    expect(calls.some((c) => c.op === 'PublicResultOptions')).toBe(false);
  });

  it('shows not found for an unknown academy', async () => {
    app('/nobody/result');
    expect(await screen.findByText(msg['error.sorryNotFound'], {}, wait)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});

describe('public academy home top bar', () => {
  it('links to the result screen only while the result setting is on', async () => {
    screenWidth(true);
    const { where } = app('/demo');
    // the top bar's result entry is a link (issue 24 item 13: home, admission, result, about, notice)
    const link = await screen.findByRole('link', { name: msg['publicResult.title'] }, wait);
    await act(async () => { fireEvent.click(link); });
    await waitFor(() => expect(where.pathname).toBe('/demo/result'), wait);
  });

  it('has no result link while the setting is off', async () => {
    app('/demo', { result: false });
    expect(await screen.findByRole('heading', { name: 'Darul Ulum Academy' }, wait)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: msg['publicResult.title'] })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: msg['publicResult.title'] })).not.toBeInTheDocument();
  });
});
