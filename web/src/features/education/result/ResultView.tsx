import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RESULT_PAGE_SIZE } from '@rules/results';
import { DataTable } from '@/components/DataTable';
import { cellValue } from '@/components/dataTableUtils';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { examLabel } from './examLabels';
import { resultColumns, type ResultRowLike, type SubjectLike } from './resultColumns';

/** The basics of a result table above its grid. */
export function BasicsSummary({ className, groupName, examName, year, numberPerSubject, students, system, extra }: {
  className: string; groupName: string; examName: string; year: number | null; numberPerSubject: number | null; students: number; system: string; extra?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, number: num } = useFormat();
  const items = [
    { key: 'className', label: t('result.className'), children: className },
    ...(groupName ? [{ key: 'groupName', label: t('result.groupName'), children: groupName }] : []),
    { key: 'examName', label: t('result.examName'), children: examLabel(intl, examName) },
    { key: 'year', label: t('result.year'), children: year === null ? '—' : digits(year) },
    { key: 'numberPerSubject', label: t('result.numberPerSubject'), children: numberPerSubject === null ? '—' : num(numberPerSubject) },
    { key: 'students', label: t('result.students'), children: num(students) },
    { key: 'system', label: t('grading.system'), children: t(`result.system.${system === 'gradeSystem' ? 'gradeSystem' : 'parcentageSystem'}`) },
  ];
  return (
    <>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} items={items} />
      {extra}
    </>
  );
}

/** A result's printed and exported title: class, group, exam and year. */
export function resultTitle(intl: ReturnType<typeof useIntl>, r: { className: string; groupName: string; examName: string; year: number | null }, digits: (n: number) => string): string {
  return [r.className, r.groupName, examLabel(intl, r.examName), r.year === null ? '' : digits(r.year)].filter(Boolean).join(' · ');
}

/** showMode: the saved result as the server computed it, with search, CSV/Excel export and print. */
export function ResultView({ result }: { result: ResultFieldsFragment }) {
  const intl = useIntl();
  const { digits } = useFormat();
  const columns = useMemo(() => resultColumns(intl, result.subjects, result.grading.isGrade, digits), [intl, result, digits]);
  return (
    <>
      <BasicsSummary {...result} students={result.rows.length} system={result.grading.system} />
      <DataTable<ResultRowLike>
        rows={result.rows}
        columns={columns}
        rowKey={(r) => r.admitNo}
        title={resultTitle(intl, result, digits)}
        size="small"
      />
    </>
  );
}

/** previewMode: the unsaved grid as computed so far, read-only (download and delete belong to showMode). */
export function ResultPreview({ rows, subjects, isGrade }: { rows: ResultRowLike[]; subjects: SubjectLike[]; isGrade: boolean }) {
  const intl = useIntl();
  const { digits } = useFormat();
  const columns = useMemo<TableColumnsType<ResultRowLike>>(
    () =>
      resultColumns(intl, subjects, isGrade, digits).map((c) => ({
        key: c.key,
        title: c.title,
        align: c.align,
        render: (_: unknown, row: ResultRowLike, i: number) => (c.render ? c.render(row, i) : cellValue(c, row)),
      })),
    [intl, subjects, isGrade, digits],
  );
  return (
    <Table<ResultRowLike>
      rowKey="admitNo"
      dataSource={rows}
      columns={columns}
      size="small"
      bordered
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: RESULT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
