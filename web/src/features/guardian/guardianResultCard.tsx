import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { examLabel, markText, rankText, statusText } from '@/features/education/result/examLabels';
import { GCard } from './guardianParts';

type Row = ResultFieldsFragment['rows'][number];

/**
 * The child's row in one saved result, as a compact card: exam and year, class, pass/fail, the
 * summary tiles and the marks per subject. The public result screen's compact look
 * (public/publicResultParts.tsx) in plain elements, so the guardian's phone loads no antd.
 */
export function GuardianResultCard({ result }: { result: ResultFieldsFragment }) {
  const intl = useIntl();
  const { digits } = useFormat();
  const row = result.rows[0];
  if (!row) return null;
  const classText = result.groupName ? `${result.className} · ${result.groupName}` : result.className;
  return (
    <GCard testId="guardian-result">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
        <div style={{ minWidth: 0 }}>
          <strong style={{ fontSize: 16, display: 'block', fontWeight: 600 }}>
            {examLabel(intl, result.examName)} {digits(result.year)}
          </strong>
          <span className="talim-g-muted" dir="auto">
            {intl.formatMessage({ id: 'result.className' })}: {classText}
          </span>
        </div>
        <span className={`talim-g-tag ${row.status === 'pass' ? 'talim-g-tag-success' : 'talim-g-tag-error'}`} style={{ fontSize: 13, paddingInline: 10 }}>
          {statusText(intl, row.status)}
        </span>
      </div>
      <div style={{ margin: '10px 0' }}>
        <Stats row={row} isGrade={result.grading.isGrade} />
      </div>
      <Marks result={result} marks={row.marks} />
    </GCard>
  );
}

/** Total, percentage, GPA and grade (when the result uses grades) and rank, as small tiles. */
function Stats({ row, isGrade }: { row: Row; isGrade: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const tiles: { key: string; label: string; value: ReactNode }[] = [
    { key: 'total', label: t('result.total'), value: intl.formatNumber(row.total) },
    { key: 'percentage', label: t('result.percentage'), value: intl.formatNumber(row.percentage / 100, { style: 'percent', maximumFractionDigits: 2 }) },
  ];
  if (isGrade) {
    tiles.push(
      { key: 'gpa', label: t('result.averageGpa'), value: row.averageGpa === null || row.averageGpa === undefined ? '—' : intl.formatNumber(row.averageGpa, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
      { key: 'grade', label: t('result.grade'), value: <span dir="ltr">{row.grade || '—'}</span> },
    );
  }
  tiles.push({ key: 'rank', label: t('result.rank'), value: rankText(intl, row.rank) });
  return (
    <div style={{ display: 'grid', gap: 6, gridTemplateColumns: 'repeat(auto-fit, minmax(56px, 1fr))' }}>
      {tiles.map((tile) => (
        <div key={tile.key} data-stat={tile.key} className="talim-g-stat">
          <div>{tile.label}</div>
          <div>{tile.value}</div>
        </div>
      ))}
    </div>
  );
}

/** The marks per subject: optional subjects marked, absent marks in red; the full marks under them. */
function Marks({ result, marks }: { result: ResultFieldsFragment; marks: Row['marks'] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <table className="talim-g-marks">
      <thead>
        <tr>
          <th style={{ textAlign: 'start' }}>{t('result.subject')}</th>
          <th style={{ textAlign: 'end' }}>{t('publicResult.marks')}</th>
        </tr>
      </thead>
      <tbody>
        {result.subjects.map((subject, i) => {
          const mark = marks[i] ?? null;
          return (
            <tr key={subject.key} data-subject={subject.name}>
              <td style={{ textAlign: 'start' }}>
                <span dir="auto">{subject.name}</span>
                {subject.isOptional && <span className="talim-g-tag" style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '16px' }}>{t('result.optional')}</span>}
              </td>
              <td className={mark === null ? 'talim-g-danger' : undefined} style={{ textAlign: 'end', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {markText(intl, mark)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>{t('publicResult.fullMarks', { marks: intl.formatNumber(result.numberPerSubject) })}</td>
        </tr>
      </tfoot>
    </table>
  );
}
