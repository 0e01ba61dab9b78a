import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrintDocument, SignatureLines } from '@/print/kit';
import { Code, Grade, GradingTable, NoStudents, SubjectName, useResultFormat, type PrintResult, type PrintResultRow, type ResultPrintProps } from './shared';
import { subjectGrade } from './summary';

/** One A4 page per student of the result, in the result's order: a single print gives the whole class. */
export function Marksheets({ result, heading }: ResultPrintProps) {
  return (
    <div className="rp-doc rp-marksheets" data-testid="marksheets">
      {result.rows.length === 0 ? <NoStudents /> : result.rows.map((row) => <Marksheet key={row.admitNo} result={result} row={row} heading={heading} />)}
    </div>
  );
}

function Marksheet({ result, row, heading }: ResultPrintProps & { row: PrintResultRow }) {
  const intl = useIntl();
  const f = useResultFormat();
  const { grading, numberPerSubject, subjects } = result;
  const isGrade = grading.isGrade;
  const compulsory = subjects.filter((s) => !s.isOptional).length;
  return (
    <PrintDocument className="rp-marksheet" data-testid="marksheet-page" title={intl.formatMessage({ id: 'resultPrint.marksheetTitle' })} heading={heading}>
      <div className="rp-ms-head">
        <StudentFields result={result} row={row} />
        {isGrade && grading.grades.length > 0 && <GradingTable grading={grading} />}
      </div>
      <table className="rp-table rp-ms-marks">
        <thead>
          <tr>
            <th className="num rp-col-serial">#</th>
            <th>
              <FormattedMessage id="result.subject" />
            </th>
            <th className="num">
              <FormattedMessage id="resultPrint.fullMarks" />
            </th>
            <th className="num">
              <FormattedMessage id="resultPrint.obtained" />
            </th>
            {isGrade && (
              <>
                <th className="rp-col-grade">
                  <FormattedMessage id="result.grade" />
                </th>
                <th className="num">
                  <FormattedMessage id="resultPrint.gradePoint" />
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {subjects.map((s, i) => {
            const mark = row.marks[i];
            const absent = mark === null || mark === undefined;
            const g = isGrade ? subjectGrade(mark, numberPerSubject, grading.grades) : null;
            return (
              <tr key={s.key} data-testid="marksheet-subject" className={s.isOptional ? 'rp-optional-row' : undefined}>
                <td className="num">{f.number(i + 1)}</td>
                <td>
                  <SubjectName subject={s} inline />
                </td>
                <td className="num">{f.number(numberPerSubject)}</td>
                <td className={absent ? 'num rp-absent' : 'num rp-strong'}>{f.mark(mark)}</td>
                {isGrade && (
                  <>
                    <td className={g?.status === 'fail' ? 'rp-center rp-fail-text' : 'rp-center'}>
                      <Grade value={g?.grade ?? ''} />
                    </td>
                    <td className="num">{g ? f.gpa(g.gpa) : '—'}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>
              <FormattedMessage id="result.total" />
            </td>
            <td className="num">{f.number(compulsory * numberPerSubject)}</td>
            <td className="num" data-testid="marksheet-total">
              {f.number(row.total)}
            </td>
            {isGrade && <td colSpan={2} />}
          </tr>
        </tfoot>
      </table>
      <Outcome result={result} row={row} />
      <SignatureLines
        className="rp-signs"
        lineClassName="rp-signline"
        labels={[
          <FormattedMessage key="teacher" id="resultPrint.sign.classTeacher" />,
          <FormattedMessage key="guardian" id="role.guardian" />,
          <FormattedMessage key="principal" id="signature.principal" />,
        ]}
      />
    </PrintDocument>
  );
}

/** Name, admit number, class, group, exam and year in a two-column grid. */
function StudentFields({ result, row }: { result: PrintResult; row: PrintResultRow }) {
  const f = useResultFormat();
  const item = (labelId: string, value: ReactNode) => (
    <>
      <th>
        <FormattedMessage id={labelId} />
      </th>
      <td>{value}</td>
    </>
  );
  return (
    <table className="rp-table rp-ms-student">
      <tbody>
        <tr>
          {item('result.name', <bdi className="rp-strong">{row.name}</bdi>)}
          {item('result.admitNo', <strong><Code value={row.admitNo} /></strong>)}
        </tr>
        <tr>
          {item('result.className', <bdi>{result.className}</bdi>)}
          {item('result.groupName', result.groupName ? <bdi>{result.groupName}</bdi> : '—')}
        </tr>
        <tr>
          {item('result.examName', <bdi>{f.exam(result.examName)}</bdi>)}
          {item('result.year', <Code value={result.year} />)}
        </tr>
      </tbody>
    </table>
  );
}

/** The student's percentage, GPA, grade, status and rank under the marks. */
function Outcome({ result, row }: { result: PrintResult; row: PrintResultRow }) {
  const f = useResultFormat();
  const isGrade = result.grading.isGrade;
  return (
    <table className="rp-table rp-ms-outcome" data-testid="marksheet-outcome">
      <thead>
        <tr>
          <th className="num">
            <FormattedMessage id="result.total" />
          </th>
          <th className="num">
            <FormattedMessage id="result.percentage" />
          </th>
          {isGrade && (
            <>
              <th className="num">
                <FormattedMessage id="result.averageGpa" />
              </th>
              <th>
                <FormattedMessage id="result.grade" />
              </th>
            </>
          )}
          <th>
            <FormattedMessage id="result.status" />
          </th>
          <th>
            <FormattedMessage id="result.rank" />
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className="num">{f.number(row.total)}</td>
          <td className="num">{f.percent(row.percentage)}</td>
          {isGrade && (
            <>
              <td className="num">{f.gpa(row.averageGpa)}</td>
              <td className="rp-strong">
                <Grade value={row.grade} />
              </td>
            </>
          )}
          <td className={row.status === 'pass' ? 'rp-strong' : 'rp-strong rp-fail-text'}>{f.status(row.status)}</td>
          <td className="rp-strong">{f.rank(row.rank)}</td>
        </tr>
      </tbody>
    </table>
  );
}
