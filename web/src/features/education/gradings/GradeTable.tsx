import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Select, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';
import { numberInputFormat } from '../result/numberInput';
import type { GradeDraftRow } from './gradingForm';

interface Props {
  rows: GradeDraftRow[];
  editable: boolean;
  onChange: (key: number, patch: Partial<Omit<GradeDraftRow, 'key'>>) => void;
  onRemove: (key: number) => void;
}

/** The grade table: grade, percentage from and to, GPA and pass/fail; numbers typed as numbers. */
export function GradeTable({ rows, editable, onChange, onRemove }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const format = numberInputFormat(intl.locale);
  const label = (column: string, index: number) => t('grading.cellLabel', { column: t(column), row: num(index + 1) });

  const numberColumn = (field: 'from' | 'to' | 'gpa', title: string, max: number, step: number) => ({
    key: field,
    title: t(title),
    align: 'end' as const,
    render: (_: unknown, row: GradeDraftRow, index: number) =>
      editable ? (
        <InputNumber<number>
          aria-label={label(title, index)}
          value={row[field]}
          min={0}
          max={max}
          step={step}
          formatter={format.formatter}
          parser={format.parser}
          status={row[field] === null ? 'warning' : undefined}
          onChange={(v) => onChange(row.key, { [field]: v === null || v === undefined ? null : Number(v) })}
          style={{ width: 110 }}
        />
      ) : row[field] === null ? (
        '—'
      ) : (
        num(row[field])
      ),
  });

  const columns: TableColumnsType<GradeDraftRow> = [
    {
      key: 'grade',
      title: t('result.grade'),
      render: (_, row, index) =>
        editable ? (
          <Input
            aria-label={label('result.grade', index)}
            value={row.grade}
            dir="auto"
            status={row.grade.trim() ? undefined : 'warning'}
            onChange={(e) => onChange(row.key, { grade: e.target.value })}
            style={{ width: 90 }}
          />
        ) : (
          <Typography.Text strong>
            <bdi>{row.grade}</bdi>
          </Typography.Text>
        ),
    },
    numberColumn('from', 'result.gradeFrom', 100, 1),
    numberColumn('to', 'result.gradeTo', 100, 1),
    numberColumn('gpa', 'result.gpa', 5, 0.5),
    {
      key: 'status',
      title: t('result.status'),
      render: (_, row, index) =>
        editable ? (
          <Select
            aria-label={label('result.status', index)}
            value={row.status}
            onChange={(status: 'pass' | 'fail') => onChange(row.key, { status })}
            options={(['pass', 'fail'] as const).map((s) => ({ value: s, label: t(`result.status.${s}`) }))}
            style={{ width: 120 }}
          />
        ) : (
          <Typography.Text type={row.status === 'fail' ? 'danger' : 'success'}>{t(`result.status.${row.status}`)}</Typography.Text>
        ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'remove',
      title: '',
      align: 'center',
      render: (_, row, index) => (
        <Tooltip title={t('table.delete')}>
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={label('table.delete', index)} onClick={() => onRemove(row.key)} />
        </Tooltip>
      ),
    });
  }

  return (
    <Table<GradeDraftRow>
      rowKey="key"
      dataSource={rows}
      columns={columns}
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('grading.empty') }}
    />
  );
}
