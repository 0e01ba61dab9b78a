import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { examLabel, markText, rankText, statusText } from '@/features/education/result/examLabels';
import { useFormat, type Formatters } from '@/lib/format';
import './results-print.css';

export type PrintResult = ResultFieldsFragment;
export type PrintResultRow = ResultFieldsFragment['rows'][number];

/** What every result document takes (the result screen passes the loaded result). */
export interface ResultPrintProps {
  result: ResultFieldsFragment;
  heading?: AcademyHeading | null;
}

export interface ResultFormatters extends Formatters {
  /** A percentage (88.33 → 88.33%) in the language's digits. */
  percent: (value: number) => string;
  /** A GPA with two decimals, or a dash when there is none. */
  gpa: (value: number | null | undefined) => string;
  mark: (value: number | null | undefined) => string;
  rank: (value: number | null | undefined) => string;
  status: (value: string) => string;
  exam: (name: string) => string;
}

/** Numbers, marks, ranks and labels of a result in the UI language. */
export function useResultFormat(): ResultFormatters {
  const intl = useIntl();
  const base = useFormat();
  return useMemo(
    () => ({
      ...base,
      percent: (value: number) => intl.formatNumber(value / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      gpa: (value: number | null | undefined) =>
        value === null || value === undefined ? '—' : intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      mark: (value: number | null | undefined) => markText(intl, value),
      rank: (value: number | null | undefined) => rankText(intl, value),
      status: (value: string) => statusText(intl, value),
      exam: (name: string) => examLabel(intl, name),
    }),
    [intl, base],
  );
}

/** An admit number or year: the language's digits, no grouping, kept left to right. */
export function Code({ value }: { value: number | string }) {
  const { digits } = useFormat();
  return <bdi dir="ltr">{digits(value)}</bdi>;
}

/** A label and its value, as one item of an info line. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <span className="rp-field">
      <span className="rp-field-label">{label}:</span> <span className="rp-field-value">{children}</span>
    </span>
  );
}

/** Exam, year, class, group (when there is one) and, when asked, the marks per subject and the result system. */
export function ResultInfo({ result, full = false }: { result: PrintResult; full?: boolean }) {
  const f = useResultFormat();
  return (
    <div className="rp-info" data-testid="result-info">
      <Field label={<FormattedMessage id="result.examName" />}>
        <bdi>{f.exam(result.examName)}</bdi>
      </Field>
      <Field label={<FormattedMessage id="result.year" />}>
        <Code value={result.year} />
      </Field>
      <Field label={<FormattedMessage id="result.className" />}>
        <bdi>{result.className}</bdi>
      </Field>
      {result.groupName && (
        <Field label={<FormattedMessage id="result.groupName" />}>
          <bdi>{result.groupName}</bdi>
        </Field>
      )}
      {full && (
        <>
          <Field label={<FormattedMessage id="result.numberPerSubject" />}>{f.number(result.numberPerSubject)}</Field>
          <Field label={<FormattedMessage id="resultPrint.system" />}>
            <SystemLabel system={result.grading.system} />
          </Field>
        </>
      )}
    </div>
  );
}

/** The result system's name (gradeSystem / parcentageSystem), or the stored code when unknown. */
export function SystemLabel({ system }: { system: string }) {
  const intl = useIntl();
  const id = `result.system.${system}`;
  return <>{intl.messages[id] ? intl.formatMessage({ id }) : system}</>;
}

/**
 * The small grade table of a result: grade, from, to and GPA, failing grades shaded. `across` lays
 * the grades out as columns (four short rows, for the result sheet header); otherwise a row per grade.
 */
export function GradingTable({ grading, across = false }: { grading: PrintResult['grading']; across?: boolean }) {
  const { number: num, gpa } = useResultFormat();
  const caption = (
    <caption>
      <FormattedMessage id="resultPrint.gradingTable" />
    </caption>
  );
  const failClass = (status: string) => (status === 'fail' ? 'rp-fail' : undefined);
  if (across) {
    const line = (labelId: string, cell: (g: PrintResult['grading']['grades'][number]) => ReactNode, strong = false) => (
      <tr>
        <th>
          <FormattedMessage id={labelId} />
        </th>
        {grading.grades.map((g) => (
          <td key={g.grade} className={[strong ? 'rp-strong' : '', failClass(g.status) ?? ''].join(' ').trim() || undefined}>
            {cell(g)}
          </td>
        ))}
      </tr>
    );
    return (
      <table className="rp-grading rp-grading-across" data-testid="grading-table">
        {caption}
        <tbody>
          {line('result.grade', (g) => <bdi dir="ltr">{g.grade}</bdi>, true)}
          {line('result.gradeFrom', (g) => num(g.from))}
          {line('result.gradeTo', (g) => num(g.to))}
          {line('result.gpa', (g) => gpa(g.gpa))}
        </tbody>
      </table>
    );
  }
  return (
    <table className="rp-grading" data-testid="grading-table">
      {caption}
      <thead>
        <tr>
          <th>
            <FormattedMessage id="result.grade" />
          </th>
          <th className="num">
            <FormattedMessage id="result.gradeFrom" />
          </th>
          <th className="num">
            <FormattedMessage id="result.gradeTo" />
          </th>
          <th className="num">
            <FormattedMessage id="result.gpa" />
          </th>
        </tr>
      </thead>
      <tbody>
        {grading.grades.map((g) => (
          <tr key={g.grade} className={failClass(g.status)}>
            <td className="rp-strong">
              <bdi dir="ltr">{g.grade}</bdi>
            </td>
            <td className="num">{num(g.from)}</td>
            <td className="num">{num(g.to)}</td>
            <td className="num">{gpa(g.gpa)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A grade as printed: kept left to right (A+, A-) inside right-to-left text. */
export function Grade({ value }: { value: string }) {
  return value ? <bdi dir="ltr">{value}</bdi> : <>—</>;
}

/** A subject's name, with the optional mark under it. */
export function SubjectName({ subject, inline = false }: { subject: PrintResult['subjects'][number]; inline?: boolean }) {
  return (
    <>
      <bdi>{subject.name}</bdi>
      {subject.isOptional && (
        <span className={inline ? 'rp-optional rp-optional-inline' : 'rp-optional'}>
          (<FormattedMessage id="result.optional" />)
        </span>
      )}
    </>
  );
}

/** A line shown instead of a table when the result has no students. */
export function NoStudents() {
  return (
    <p className="rp-empty">
      <FormattedMessage id="resultPrint.noStudents" />
    </p>
  );
}
