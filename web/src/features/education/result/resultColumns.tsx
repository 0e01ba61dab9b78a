import { Typography } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DataColumn } from '@/components/DataTable';
import { gpaText, markText, percentText, rankText, statusText } from './examLabels';

/** A computed row as the server returns it or computeResults() gives it. */
export interface ResultRowLike {
  admitNo: number;
  name: string;
  marks: (number | null)[];
  total: number;
  percentage: number;
  averageGpa: number | null;
  grade: string;
  status: string;
  rank: number | null;
}

export interface SubjectLike {
  key: string;
  name: string;
  isOptional: boolean;
}

/** A subject's column title; an optional subject is marked. */
export function subjectTitle(intl: IntlShape, s: SubjectLike): string {
  return s.isOptional ? `${s.name} (${intl.formatMessage({ id: 'result.optional' })})` : s.name;
}

/** Renders pass in the normal colour and fail in red. */
export function StatusText({ status, text }: { status: string; text: string }) {
  return <Typography.Text type={status === 'fail' ? 'danger' : 'success'}>{text}</Typography.Text>;
}

/**
 * The read-only columns of a result (showMode and previewMode): admit number, name, a mark per
 * subject, then total, percentage, average GPA and grade (when the grading uses grades), status, rank.
 */
export function resultColumns(intl: IntlShape, subjects: readonly SubjectLike[], isGrade: boolean, digits: (n: number) => string): DataColumn<ResultRowLike>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: DataColumn<ResultRowLike>[] = [
    { key: 'admitNo', title: t('result.admitNo'), sortable: true, width: 90, render: (r) => digits(r.admitNo) },
    { key: 'name', title: t('result.name'), sortable: true },
    ...subjects.map((s, i): DataColumn<ResultRowLike> => ({
      key: `mark-${s.key}`,
      title: subjectTitle(intl, s),
      align: 'end',
      value: (r) => r.marks[i] ?? markText(intl, null),
      render: (r) => {
        const mark = r.marks[i] ?? null;
        return mark === null ? <Typography.Text type="secondary">{markText(intl, null)}</Typography.Text> : intl.formatNumber(mark);
      },
    })),
    { key: 'total', title: t('result.total'), align: 'end', sortable: true, render: (r) => intl.formatNumber(r.total) },
    { key: 'percentage', title: t('result.percentage'), align: 'end', sortable: true, render: (r) => percentText(intl, r.percentage) },
  ];
  if (isGrade) {
    columns.push(
      { key: 'averageGpa', title: t('result.averageGpa'), align: 'end', sortable: true, value: (r) => r.averageGpa, render: (r) => gpaText(intl, r.averageGpa) },
      { key: 'grade', title: t('result.grade'), align: 'center', render: (r) => <bdi>{r.grade}</bdi> },
    );
  }
  columns.push(
    {
      key: 'status',
      title: t('result.status'),
      value: (r) => statusText(intl, r.status),
      render: (r) => <StatusText status={r.status} text={statusText(intl, r.status)} />,
    },
    { key: 'rank', title: t('result.rank'), align: 'center', value: (r) => (r.rank === null ? '' : rankText(intl, r.rank)), render: (r) => rankText(intl, r.rank) },
  );
  return columns;
}
