import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PrintDocument } from '@/print/kit';
import { Code, Grade, ResultInfo, useResultFormat, type ResultPrintProps } from './shared';
import { resultStats } from './summary';

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="rp-section" data-testid={testId}>
      <h3 className="rp-section-title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One page about a result: students, passed, failed and pass rate; highest, lowest and average
 * total; students per grade; the top three; the failed students.
 */
export function ShortResult({ result, heading }: ResultPrintProps) {
  const intl = useIntl();
  const f = useResultFormat();
  const stats = resultStats(result);
  const isGrade = result.grading.isGrade;
  const figure = (labelId: string, value: ReactNode, testId: string) => (
    <tr data-testid={testId}>
      <th>
        <FormattedMessage id={labelId} />
      </th>
      <td className="num rp-strong">{value}</td>
    </tr>
  );
  const total = (n: number | null) => (n === null ? '—' : f.number(n));
  return (
    <PrintDocument className="rp-doc rp-short" data-testid="short-result" title={intl.formatMessage({ id: 'resultPrint.shortTitle' })} heading={heading}>
      <ResultInfo result={result} full />
      <div className={isGrade ? 'rp-short-grid' : 'rp-short-grid rp-short-single'}>
        <Section title={<FormattedMessage id="resultPrint.summary" />}>
          <table className="rp-table rp-figures">
            <tbody>
              {figure('resultPrint.students', f.number(stats.students), 'stat-students')}
              {figure('resultPrint.passed', f.number(stats.passed), 'stat-passed')}
              {figure('resultPrint.failed', f.number(stats.failed), 'stat-failed')}
              {figure('resultPrint.passRate', f.percent(stats.passRate), 'stat-passRate')}
              {figure('resultPrint.highest', total(stats.highest), 'stat-highest')}
              {figure('resultPrint.lowest', total(stats.lowest), 'stat-lowest')}
              {figure('resultPrint.average', total(stats.average), 'stat-average')}
            </tbody>
          </table>
        </Section>
        {isGrade && (
          <Section title={<FormattedMessage id="resultPrint.gradeCounts" />} testId="grade-counts">
            <table className="rp-table rp-grade-counts">
              <thead>
                <tr>
                  <th className="rp-col-grade">
                    <FormattedMessage id="result.grade" />
                  </th>
                  <th className="num">
                    <FormattedMessage id="resultPrint.count" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.gradeCounts.map((g) => (
                  <tr key={g.grade} data-testid={`grade-count-${g.grade}`}>
                    <td className="rp-center rp-strong">
                      <Grade value={g.grade} />
                    </td>
                    <td className="num">{f.number(g.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        )}
      </div>
      <Section title={<FormattedMessage id="resultPrint.topThree" />} testId="top-three">
        {stats.top.length === 0 ? (
          <p className="rp-empty">
            <FormattedMessage id="resultPrint.noneRanked" />
          </p>
        ) : (
          <table className="rp-table">
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
                  <th className="rp-col-grade">
                    <FormattedMessage id="result.grade" />
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {stats.top.map((r) => (
                <tr key={r.admitNo} data-testid="top-row">
                  <td className="rp-center rp-strong">{f.rank(r.rank)}</td>
                  <td className="num">
                    <Code value={r.admitNo} />
                  </td>
                  <td className="rp-name">
                    <bdi>{r.name}</bdi>
                  </td>
                  <td className="num">{f.number(r.total)}</td>
                  <td className="num">{f.percent(r.percentage)}</td>
                  {isGrade && (
                    <td className="rp-center">
                      <Grade value={r.grade} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title={<FormattedMessage id="resultPrint.failedStudents" />} testId="failed-students">
        {stats.failedRows.length === 0 ? (
          <p className="rp-empty">
            <FormattedMessage id="resultPrint.noneFailed" />
          </p>
        ) : (
          <ol className="rp-failed-list">
            {stats.failedRows.map((r) => (
              <li key={r.admitNo} data-testid="failed-row">
                <span className="rp-failed-admit">
                  <Code value={r.admitNo} />
                </span>
                <bdi className="rp-name">{r.name}</bdi>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </PrintDocument>
  );
}
