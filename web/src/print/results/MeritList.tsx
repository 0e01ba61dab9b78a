import { FormattedMessage, useIntl } from 'react-intl';
import { meritOrder } from '@rules/results';
import { PrintDocument } from '@/print/kit';
import { Code, Grade, NoStudents, ResultInfo, useResultFormat, type ResultPrintProps } from './shared';

/** The students in merit order (ranked by rank, then the unranked by admit number). */
export function MeritList({ result, heading }: ResultPrintProps) {
  const intl = useIntl();
  const f = useResultFormat();
  const isGrade = result.grading.isGrade;
  const rows = meritOrder(result.rows);
  return (
    <PrintDocument className="rp-doc rp-merit" data-testid="merit-list" title={intl.formatMessage({ id: 'resultPrint.meritTitle' })} heading={heading}>
      <ResultInfo result={result} />
      {rows.length === 0 ? (
        <NoStudents />
      ) : (
        <table className="rp-table rp-merit-table">
          <thead>
            <tr>
              <th className="rp-col-rank">
                <FormattedMessage id="result.rank" />
              </th>
              <th className="num rp-col-admit">
                <FormattedMessage id="result.admitNo" />
              </th>
              <th>
                <FormattedMessage id="result.name" />
              </th>
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
                  <th className="rp-col-grade">
                    <FormattedMessage id="result.grade" />
                  </th>
                </>
              )}
              <th className="rp-col-status">
                <FormattedMessage id="result.status" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.admitNo} data-testid="merit-row" className={r.status === 'pass' ? undefined : 'rp-fail'}>
                <td className="rp-center rp-strong">{f.rank(r.rank)}</td>
                <td className="num">
                  <Code value={r.admitNo} />
                </td>
                <td className="rp-name">
                  <bdi>{r.name}</bdi>
                </td>
                <td className="num rp-strong">{f.number(r.total)}</td>
                <td className="num">{f.percent(r.percentage)}</td>
                {isGrade && (
                  <>
                    <td className="num">{f.gpa(r.averageGpa)}</td>
                    <td className="rp-center">
                      <Grade value={r.grade} />
                    </td>
                  </>
                )}
                <td>{f.status(r.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintDocument>
  );
}
