import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { computeResults, defaultGrading, type Subject } from '@rules/results';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { intlLocale, messagesFor } from '@/lib/messages';
import { PrintHost } from '@/components/PrintHost';
import { Marksheets, MeritList, ResultSheet, ShortResult, resultStats, sheetLayout } from '@/print/results';

const heading = { name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy (EN)', address: 'Mirpur, Dhaka' };

const SUBJECTS: Subject[] = [
  { key: 'book1', name: 'Arabic', isOptional: false },
  { key: 'book2', name: 'Bangla', isOptional: false },
  { key: 'book3', name: 'Agriculture', isOptional: true },
];

/**
 * Four students computed by the shared rules: Hasan first (175), Karim and Rahim tied second (150),
 * Salam absent in Bangla and failed (20): with the default failOnSubjectFail, GPA 0.00.
 */
function fixture(over: { subjects?: Subject[]; marks?: (number | null)[][]; isGrade?: boolean } = {}): ResultFieldsFragment {
  const subjects = over.subjects ?? SUBJECTS;
  const marks = over.marks ?? [
    [80, 70, 90],
    [70, 80, 50],
    [20, null, 60],
    [90, 85, 40],
  ];
  const names = ['Karim', 'Rahim', 'Salam', 'Hasan'];
  const grading = { ...defaultGrading(), isGrade: over.isGrade ?? true };
  const rows = computeResults(
    marks.map((m, i) => ({ admitNo: 101 + i, name: names[i] ?? `Student ${i + 1}`, marks: m })),
    subjects,
    100,
    grading,
  );
  return {
    id: 7, className: 'Class 6', groupName: 'Science', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
    studentCount: rows.length, published: true, subjects, grading, rows,
  };
}

function inIntl(node: ReactNode, lang: 'en' | 'bn' | 'ar' = 'en') {
  return render(
    <IntlProvider locale={intlLocale(lang)} messages={messagesFor(lang, 'school')}>
      {node}
    </IntlProvider>,
  );
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => r.textContent ?? '');

describe('result prints', () => {
  it('the result sheet has the heading, exam, class, marks per subject, system and a grade table, then every student', () => {
    inIntl(<ResultSheet result={fixture()} heading={heading} />);
    const sheet = screen.getByTestId('result-sheet');
    expect(sheet).toHaveTextContent('Darul Ulum Academy');
    expect(sheet).toHaveTextContent('Result sheet');
    const info = screen.getByTestId('result-info');
    expect(info).toHaveTextContent('Exam: First term exam');
    expect(info).toHaveTextContent('Year: 2026');
    expect(info).toHaveTextContent('Class: Class 6');
    expect(info).toHaveTextContent('Group: Science');
    expect(info).toHaveTextContent('Marks per subject: 100');
    expect(info).toHaveTextContent('Result system: Percentage system');

    const grading = screen.getByTestId('grading-table');
    const lines = rowTexts(grading);
    expect(lines[0]).toBe('GradeA+AA-BCDF');
    expect(lines[1]).toBe('From8070605040330');
    expect(lines[2]).toBe('To10079.9969.9959.9949.9939.9932.99');
    expect(lines[3]).toBe('GPA5.004.003.503.002.001.000.00');

    const table = sheet.querySelector('table.rp-sheet-table') as HTMLElement;
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Admit no', 'Name', 'Arabic', 'Bangla', 'Agriculture(optional)', 'Total', 'Percentage', 'GPA', 'Grade', 'Status', 'Rank']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(4);
    const cells = (i: number) => within(body[i]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(0)).toEqual(['101', 'Karim', '80', '70', '90', '150', '75.00%', '5.00', 'A', 'Passed', '2nd']);
    expect(cells(2)).toEqual(['103', 'Salam', '20', 'Absent', '60', '20', '10.00%', '0.00', 'F', 'Failed', '—']);
    expect(cells(3)).toEqual(['104', 'Hasan', '90', '85', '40', '175', '87.50%', '5.00', 'A+', 'Passed', '1st']);
  });

  it('drops the GPA and grade columns and the grade table when the academy does not use grades', () => {
    inIntl(<ResultSheet result={fixture({ isGrade: false })} heading={heading} />);
    expect(screen.queryByTestId('grading-table')).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('GPA');
    expect(headers).not.toContain('Grade');
    expect(headers).toContain('Rank');
  });

  it('turns the sheet to landscape with many subjects and keeps all fifteen columns', () => {
    expect(sheetLayout(3)).toBe('portrait');
    expect(sheetLayout(7)).toBe('landscape');
    expect(sheetLayout(15)).toBe('compact');
    const subjects = Array.from({ length: 15 }, (_, i) => ({ key: `book${i + 1}`, name: `Book ${i + 1}`, isOptional: i === 14 }));
    const marks = [Array.from({ length: 15 }, (_, i) => 50 + i), Array.from({ length: 15 }, () => 60)];
    inIntl(<ResultSheet result={fixture({ subjects, marks })} heading={heading} />);
    const sheet = screen.getByTestId('result-sheet');
    expect(sheet).toHaveAttribute('data-layout', 'compact');
    expect(sheet).toHaveClass('rp-compact');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (let i = 1; i <= 14; i++) expect(headers).toContain(`Book ${i}`);
    expect(headers).toContain('Book 15(optional)');
  });

  it('the merit list puts ranked students by rank (ties together) and the failed last', () => {
    inIntl(<MeritList result={fixture()} heading={heading} />);
    const rows = screen.getAllByTestId('merit-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['104', '101', '102', '103']);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1st', '2nd', '2nd', '—']);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1st', '104', 'Hasan', '175', '87.50%', '5.00', 'A+', 'Passed']);
    expect(rows[3]).toHaveTextContent('Failed');
    expect(screen.getByTestId('merit-list')).toHaveTextContent('Merit list');
  });

  it('the short result counts students, passes, failures, grades, the top three and the failed', () => {
    inIntl(<ShortResult result={fixture()} heading={heading} />);
    const value = (id: string) => within(screen.getByTestId(id)).getByRole('cell').textContent;
    expect(value('stat-students')).toBe('4');
    expect(value('stat-passed')).toBe('3');
    expect(value('stat-failed')).toBe('1');
    expect(value('stat-passRate')).toBe('75.00%');
    expect(value('stat-highest')).toBe('175');
    expect(value('stat-lowest')).toBe('20');
    expect(value('stat-average')).toBe('123.75');
    const count = (grade: string) => within(screen.getByTestId(`grade-count-${grade}`)).getAllByRole('cell')[1].textContent;
    expect(count('A+')).toBe('1');
    expect(count('A')).toBe('2');
    expect(count('B')).toBe('0');
    expect(count('F')).toBe('1');
    const top = screen.getAllByTestId('top-row');
    expect(top.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Hasan', 'Karim', 'Rahim']);
    const failed = screen.getAllByTestId('failed-row');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toHaveTextContent('103');
    expect(failed[0]).toHaveTextContent('Salam');
  });

  it('says so when no one failed, and computes the stats purely', () => {
    const allPass = fixture({ marks: [[80, 70, 90], [70, 80, 50]] });
    const stats = resultStats(allPass);
    expect(stats).toMatchObject({ students: 2, passed: 2, failed: 0, passRate: 100, highest: 150, lowest: 150, average: 150 });
    inIntl(<ShortResult result={allPass} heading={heading} />);
    expect(screen.getByTestId('failed-students')).toHaveTextContent('No student failed.');
    expect(screen.queryAllByTestId('failed-row')).toHaveLength(0);
  });

  it('prints one marksheet page per student with marks, grades, outcome and signature lines', () => {
    inIntl(<Marksheets result={fixture()} heading={heading} />);
    const pages = screen.getAllByTestId('marksheet-page');
    expect(pages).toHaveLength(4);
    expect(pages.map((p) => p.querySelector('.rp-ms-student')?.textContent)).toEqual([
      expect.stringContaining('Karim'), expect.stringContaining('Rahim'), expect.stringContaining('Salam'), expect.stringContaining('Hasan'),
    ]);
    const salam = pages[2];
    expect(salam).toHaveTextContent('Darul Ulum Academy');
    expect(salam).toHaveTextContent('Marksheet');
    const student = salam.querySelector('.rp-ms-student') as HTMLElement;
    expect(student).toHaveTextContent('Admit no103');
    expect(student).toHaveTextContent('ClassClass 6');
    expect(student).toHaveTextContent('GroupScience');
    expect(student).toHaveTextContent('ExamFirst term exam');
    expect(student).toHaveTextContent('Year2026');
    const subjects = within(salam).getAllByTestId('marksheet-subject').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(subjects).toEqual([
      ['1', 'Arabic', '100', '20', 'F', '0.00'],
      ['2', 'Bangla', '100', 'Absent', 'F', '0.00'],
      ['3', 'Agriculture(optional)', '100', '60', 'A-', '3.50'],
    ]);
    // Full marks of the compulsory subjects only, and the student's total.
    const foot = salam.querySelector('tfoot tr') as HTMLElement;
    expect(within(foot).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Total', '200', '20']);
    const outcome = within(within(salam).getByTestId('marksheet-outcome')).getAllByRole('cell').map((c) => c.textContent);
    expect(outcome).toEqual(['20', '10.00%', '0.00', 'F', 'Failed', '—']);
    expect(within(pages[3]).getByTestId('marksheet-outcome')).toHaveTextContent('1st');
    for (const label of ['Class teacher', 'Guardian', 'Principal']) expect(salam).toHaveTextContent(label);
    expect(salam.querySelectorAll('.rp-signline')).toHaveLength(3);
  });

  it('writes Bengali digits and labels in bn and Arabic ones in ar', () => {
    const { unmount } = inIntl(<MeritList result={fixture()} heading={heading} />, 'bn');
    const first = screen.getAllByTestId('merit-row')[0];
    expect(within(first).getAllByRole('cell').map((c) => c.textContent).slice(0, 4)).toEqual(['প্রথম', '১০৪', 'Hasan', '১৭৫']);
    expect(screen.getByTestId('result-info')).toHaveTextContent('২০২৬');
    unmount();
    inIntl(<Marksheets result={fixture()} heading={heading} />, 'ar');
    const salam = screen.getAllByTestId('marksheet-page')[2];
    expect(salam).toHaveTextContent('غائب');
    expect(salam).toHaveTextContent('١٠٣');
    expect(within(screen.getAllByTestId('marksheet-page')[3]).getByTestId('marksheet-outcome')).toHaveTextContent('الأول');
  });

  it('takes the academy heading from the print host when none is given', () => {
    render(
      <IntlProvider locale="en-GB" messages={messagesFor('en', 'school')}>
        <PrintHost heading={{ name: 'Host Academy' }}>
          <ShortResult result={fixture()} />
        </PrintHost>
      </IntlProvider>,
    );
    expect(screen.getByTestId('short-result')).toHaveTextContent('Host Academy');
  });
});
