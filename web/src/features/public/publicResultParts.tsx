import { Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { markText, rankText, statusText } from '@/features/education/result/examLabels';

/**
 * Pieces of one student's result, shared by the public result screen and the guardian result
 * page: the pass/fail tag, the summary tiles and the marks per subject.
 */
type Row = ResultFieldsFragment['rows'][number];

export function StatusTag({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Tag color={status === 'pass' ? 'success' : 'error'} style={{ marginInlineEnd: 0, fontSize: 13, paddingInline: 10 }}>
      {statusText(intl, status)}
    </Tag>
  );
}

/** Total, percentage, GPA and grade (when the result uses grades) and rank, as small tiles. */
export function ResultStats({ row, isGrade, compact }: { row: Row; isGrade: boolean; compact?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
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
    <div
      style={{
        display: 'grid', gap: compact ? 6 : 8,
        gridTemplateColumns: `repeat(auto-fit, minmax(${compact ? 56 : 92}px, 1fr))`,
      }}
    >
      {tiles.map((tile) => (
        <div
          key={tile.key}
          data-stat={tile.key}
          style={{
            background: token.colorFillQuaternary, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius,
            padding: compact ? '4px 4px' : '8px 10px', textAlign: 'center', minWidth: 0,
            display: 'flex', flexDirection: 'column', justifyContent: 'space-between',
          }}
        >
          <div
            style={{
              fontSize: compact ? 11 : 12, color: token.colorTextSecondary, lineHeight: 1.25,
              ...(compact ? {} : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
            }}
          >
            {tile.label}
          </div>
          <div style={{ fontSize: compact ? 15 : 20, fontWeight: 600, lineHeight: 1.3 }}>{tile.value}</div>
        </div>
      ))}
    </div>
  );
}

/** The marks per subject: optional subjects marked, absent marks in red; the full marks under them. */
export function MarksList({ subjects, marks, numberPerSubject, compact }: {
  subjects: ResultFieldsFragment['subjects'];
  marks: Row['marks'];
  numberPerSubject: number;
  compact?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const cell = { padding: compact ? '3px 2px' : '7px 4px', borderBottom: `1px solid ${token.colorBorderSecondary}` };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: compact ? 13 : 14 }}>
      <thead>
        <tr style={{ color: token.colorTextSecondary, fontSize: 12 }}>
          <th style={{ ...cell, textAlign: 'start', fontWeight: 500 }}>{t('result.subject')}</th>
          <th style={{ ...cell, textAlign: 'end', fontWeight: 500 }}>{t('publicResult.marks')}</th>
        </tr>
      </thead>
      <tbody>
        {subjects.map((subject, i) => {
          const mark = marks[i] ?? null;
          return (
            <tr key={subject.key} data-subject={subject.name}>
              <td style={{ ...cell, textAlign: 'start' }}>
                <span dir="auto">{subject.name}</span>
                {subject.isOptional && (
                  <Tag style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '16px' }}>{t('result.optional')}</Tag>
                )}
              </td>
              <td style={{ ...cell, textAlign: 'end', fontWeight: 600, color: mark === null ? token.colorError : undefined, whiteSpace: 'nowrap' }}>
                {markText(intl, mark)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2} style={{ paddingTop: 4, textAlign: 'end' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('publicResult.fullMarks', { marks: intl.formatNumber(numberPerSubject) })}
            </Typography.Text>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
