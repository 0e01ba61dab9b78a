import { FormattedMessage, useIntl } from 'react-intl';
import { PrintDocument } from '@/print/kit';
import { Code, Grade, GradingTable, NoStudents, ResultInfo, SubjectName, useResultFormat, type ResultPrintProps } from './shared';

/** More subjects than this turn the sheet to A4 landscape. */
export const PORTRAIT_MAX_SUBJECTS = 5;
/** More subjects than this use the compact (smallest) type. */
export const COMPACT_FROM_SUBJECTS = 11;

/** The sheet's layout for a number of subjects: portrait, landscape, or landscape with small type. */
export function sheetLayout(subjectCount: number): 'portrait' | 'landscape' | 'compact' {
  if (subjectCount <= PORTRAIT_MAX_SUBJECTS) return 'portrait';
  return subjectCount >= COMPACT_FROM_SUBJECTS ? 'compact' : 'landscape';
}

/**
 * The whole class on one sheet: academy heading, exam, class, marks per subject, result system and
 * the grade table, then a row per student (marks per subject, total, percentage, GPA, grade, status,
 * rank). The table header repeats on every printed page.
 */
export function ResultSheet({ result, heading }: ResultPrintProps) {
  const intl = useIntl();
  const f = useResultFormat();
  const isGrade = result.grading.isGrade;
  const layout = sheetLayout(result.subjects.length);
  return (
    <PrintDocument
      className={`rp-doc rp-sheet rp-${layout}`}
      data-testid="result-sheet"
      data-layout={layout}
      title={intl.formatMessage({ id: 'resultPrint.sheetTitle' })}
      heading={heading}
    >
      <div className="rp-sheet-head">
        <ResultInfo result={result} full />
        {isGrade && result.grading.grades.length > 0 && <GradingTable grading={result.grading} across />}
      </div>
      {result.rows.length === 0 ? (
        <NoStudents />
      ) : (
        <table className="rp-table rp-sheet-table">
          <thead>
            <tr>
              <th className="num rp-col-admit">
                <FormattedMessage id="result.admitNo" />
              </th>
              <th className="rp-col-name">
                <FormattedMessage id="result.name" />
              </th>
              {result.subjects.map((s) => (
                <th key={s.key} className="rp-col-subject">
                  <SubjectName subject={s} />
                </th>
              ))}
              <th className="num rp-col-total">
                <FormattedMessage id="result.total" />
              </th>
              <th className="num rp-col-percent">
                <FormattedMessage id="result.percentage" />
              </th>
              {isGrade && (
                <>
                  <th className="num rp-col-gpa">
                    <FormattedMessage id="result.averageGpa" />
                  </th>
                  <th className="rp-col-grade">
                    <FormattedMessage id="result.grade" />
                  </th>
                </>
              )}
              <th className="rp-col-status">
                <FormattedMessage id="result.status" />
              </th>
              <th className="rp-col-rank">
                <FormattedMessage id="result.rank" />
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => (
              <tr key={r.admitNo} className={r.status === 'pass' ? undefined : 'rp-fail'}>
                <td className="num">
                  <Code value={r.admitNo} />
                </td>
                <td className="rp-name">
                  <bdi>{r.name}</bdi>
                </td>
                {result.subjects.map((s, i) => {
                  const mark = r.marks[i];
                  const absent = mark === null || mark === undefined;
                  return (
                    <td key={s.key} className={absent ? 'num rp-mark rp-absent' : 'num rp-mark'}>
                      {f.mark(mark)}
                    </td>
                  );
                })}
                <td className="num rp-strong">{f.number(r.total)}</td>
                <td className="num">{f.percent(r.percentage)}</td>
                {isGrade && (
                  <>
                    <td className="num">{f.gpa(r.averageGpa)}</td>
                    <td className="rp-center rp-strong">
                      <Grade value={r.grade} />
                    </td>
                  </>
                )}
                <td>{f.status(r.status)}</td>
                <td className="rp-center">{f.rank(r.rank)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintDocument>
  );
}
