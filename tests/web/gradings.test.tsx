import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { DEFAULT_GRADES } from '@rules/results';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import GradingsScreen from '@/features/education/gradings/GradingsScreen';
import { addRow, formError, formOf, switchSystem, toGradingInput } from '@/features/education/gradings/gradingForm';
import { fakeLink, meFixture, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const savedGrades = [
  { grade: 'Mumtaz', from: 80, to: 100, gpa: 5, status: 'pass' as const },
  { grade: 'Rasib', from: 0, to: 79.99, gpa: 0, status: 'fail' as const },
];
const saved = { isGrade: true, system: 'gradeSystem' as const, grades: savedGrades, failOnSubjectFail: true };
const typed = (g: typeof saved) => ({ __typename: 'Grading', ...g, grades: g.grades.map((r) => ({ __typename: 'GradeRow', ...r })) });

interface Call { operation: string; variables: Record<string, unknown> }

function setup(type = 'education', over: Partial<Record<string, (v: Record<string, unknown>) => Result>> = {}) {
  const calls: Call[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    if (over[operation]) return over[operation]!(variables);
    if (operation === 'Me') return { data: { me: meFixture('active', type) } };
    if (operation === 'GradingSettings') return { data: { gradingSettings: typed(saved) } };
    if (operation === 'SaveGradingSettings') return { data: { saveGradingSettings: typed(variables.input as typeof saved) } };
    return { data: {} };
  };
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <SessionProvider>
            <GradingsScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { of: (operation: string) => calls.filter((c) => c.operation === operation) };
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, row ${row}`);
const gradeNames = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[aria-label^="Grade, row"]')).map((i) => i.value);

describe('grading form rules', () => {
  it('loads the saved grades for the saved system and the defaults for the other', () => {
    const form = formOf(saved);
    expect(form.system).toBe('gradeSystem');
    expect(form.rows.map((r) => r.grade)).toEqual(['Mumtaz', 'Rasib']);
    expect(switchSystem(form, saved, 'parcentageSystem').rows.map((r) => r.grade)).toEqual(DEFAULT_GRADES.map((g) => g.grade));
    expect(switchSystem(form, saved, 'gradeSystem').rows.map((r) => r.grade)).toEqual(['Mumtaz', 'Rasib']);
    expect(formOf(null).system).toBe('parcentageSystem');
  });

  it('adds a row above the fallback grade and refuses empty or impossible values', () => {
    const form = addRow(formOf(saved));
    expect(form.rows.map((r) => r.grade)).toEqual(['Mumtaz', '', 'Rasib']);
    expect(formError(form)).toEqual({ code: 'requiredField', field: 'grade' });
    const emptyGpa = { ...formOf(saved), rows: formOf(saved).rows.map((r, i) => (i === 1 ? { ...r, gpa: null } : r)) };
    expect(formError(emptyGpa)).toEqual({ code: 'requiredField', field: 'gpa' });
    expect(formError({ ...formOf(saved), rows: [] })).toEqual({ code: 'requiredField', field: 'grades' });
    const bad = { ...formOf(saved), rows: formOf(saved).rows.map((r, i) => (i === 0 ? { ...r, from: 90, to: 80 } : r)) };
    expect(formError(bad)).toEqual({ code: 'invalidValue' });
    expect(formError(formOf(saved))).toBeNull();
    expect(toGradingInput(formOf(saved))).toEqual({ isGrade: true, system: 'gradeSystem', grades: savedGrades, failOnSubjectFail: true });
  });
});

describe('<GradingsScreen>', () => {
  it('switching the system loads the defaults, switching back the saved grades', async () => {
    setup();
    await waitFor(() => expect(gradeNames()).toEqual(['Mumtaz', 'Rasib']));
    expect(screen.getByRole('radio', { name: 'Grade (GPA) system' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Percentage system' }));
    expect(gradeNames()).toEqual(['A+', 'A', 'A-', 'B', 'C', 'D', 'F']);
    expect(cell('From', 1)).toHaveValue('80');
    fireEvent.click(screen.getByRole('radio', { name: 'Grade (GPA) system' }));
    expect(gradeNames()).toEqual(['Mumtaz', 'Rasib']);
  });

  it('saves the table with numbers and the failed-subject rule', async () => {
    const { of } = setup();
    await waitFor(() => expect(gradeNames()).toEqual(['Mumtaz', 'Rasib']));
    fireEvent.change(cell('From', 2), { target: { value: '10' } });
    fireEvent.change(cell('GPA', 1), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('switch', { name: en['grading.isGrade'] }));
    const rule = screen.getByRole('switch', { name: en['grading.failOnSubjectFail'] });
    expect(rule).toBeChecked();
    fireEvent.click(rule);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    await waitFor(() => expect(of('SaveGradingSettings')).toHaveLength(1));
    const input = of('SaveGradingSettings')[0].variables.input as { grades: Record<string, unknown>[] };
    expect(input).toEqual({
      isGrade: false,
      system: 'gradeSystem',
      failOnSubjectFail: false,
      grades: [
        { grade: 'Mumtaz', from: 80, to: 100, gpa: 4.5, status: 'pass' },
        { grade: 'Rasib', from: 10, to: 79.99, gpa: 0, status: 'fail' },
      ],
    });
    for (const g of input.grades) for (const k of ['from', 'to', 'gpa']) expect(typeof g[k]).toBe('number');
    expect(await screen.findByText(en['error.successMessage'])).toBeInTheDocument();
  });

  it('refuses an empty value naming its column (requiredField) and shows a server error translated', async () => {
    const { of } = setup('superUser', {
      SaveGradingSettings: () => ({ errors: [{ message: 'invalidValue', extensions: { code: 'invalidValue' } }] }),
    });
    await waitFor(() => expect(gradeNames()).toEqual(['Mumtaz', 'Rasib']));
    fireEvent.change(cell('To', 1), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(await screen.findByText(en['error.requiredField'].replace('{field}', en['result.gradeTo']))).toBeInTheDocument(); // "Please fill in To"
    expect(screen.queryByText(en['error.requireText'])).toBeNull(); // no word of passwords
    expect(of('SaveGradingSettings')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Reset to defaults/ }));
    expect(gradeNames()).toHaveLength(7);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
    expect(await screen.findByText(en['error.invalidValue'])).toBeInTheDocument();
    expect(of('SaveGradingSettings')).toHaveLength(1);
  });

  it('is read-only without result.write', async () => {
    setup('principal');
    expect(await screen.findByText('Mumtaz')).toBeInTheDocument();
    expect(screen.getByText(en['grading.readOnly'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add grade/ })).toBeNull();
    expect(screen.queryByLabelText('From, row 1')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Grade (GPA) system' })).toBeDisabled();
  });
});
