import { SearchOutlined } from '@ant-design/icons';
import { Card, Flex, Grid, Input, Modal, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { latinDigits, useFormat } from '@/lib/format';
import { examLabel, markText, rankText } from '@/features/education/result/examLabels';
import { PublicResultCard } from './publicResultCard';
import { StatusTag } from './publicResultParts';

type Row = ResultFieldsFragment['rows'][number];

const byRank = (a: Row, b: Row) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.admitNo - b.admitNo;

/**
 * A whole class's result: every subject's marks on a wide screen; on a phone the name, total,
 * status and rank only. A row opens that student's card.
 */
export function PublicResultTable({ result }: { result: ResultFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { token } = theme.useToken();
  const wide = !!Grid.useBreakpoint().md;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Row | null>(null);

  const rows = useMemo(() => {
    const q = latinDigits(query).trim().toLowerCase();
    if (!q) return result.rows;
    return result.rows.filter((r) => r.name.toLowerCase().includes(q) || String(r.admitNo) === q);
  }, [result.rows, query]);

  const num = (n: number) => intl.formatNumber(n);
  const admitCol = {
    key: 'admitNo', title: t('result.admitNo'), width: 84, fixed: 'start' as const, align: 'center' as const,
    sorter: (a: Row, b: Row) => a.admitNo - b.admitNo, render: (_: unknown, r: Row) => digits(r.admitNo),
  };
  const nameCol = {
    key: 'name', title: t('result.name'), fixed: 'start' as const, width: 180, ellipsis: true,
    render: (_: unknown, r: Row) => <span dir="auto">{r.name}</span>,
  };
  const totalCol = { key: 'total', title: t('result.total'), align: 'end' as const, sorter: (a: Row, b: Row) => a.total - b.total, render: (_: unknown, r: Row) => <b>{num(r.total)}</b> };
  const statusCol = { key: 'status', title: t('result.status'), align: 'center' as const, render: (_: unknown, r: Row) => <StatusTag status={r.status} /> };
  const rankCol = { key: 'rank', title: t('result.rank'), align: 'center' as const, sorter: byRank, render: (_: unknown, r: Row) => rankText(intl, r.rank) };
  // A phone: the name over the admit number, the total, and status over rank.
  const phoneColumns: TableColumnsType<Row> = [
    {
      key: 'name', title: t('result.name'),
      sorter: (a, b) => a.admitNo - b.admitNo,
      render: (_, r) => (
        <>
          <div dir="auto" style={{ fontWeight: 500 }}>{r.name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('result.admitNo')}: {digits(r.admitNo)}</Typography.Text>
        </>
      ),
    },
    { ...totalCol, width: 64 },
    {
      key: 'result', title: t('result.status'), align: 'center', width: 92, sorter: byRank,
      render: (_, r) => (
        <Flex vertical align="center" gap={2}>
          <StatusTag status={r.status} />
          <span style={{ fontSize: 12 }}>{r.rank ? `${t('result.rank')}: ${rankText(intl, r.rank)}` : ''}</span>
        </Flex>
      ),
    },
  ];

  const columns: TableColumnsType<Row> = wide
    ? [
        admitCol,
        nameCol,
        ...result.subjects.map((s, i) => ({
          key: s.key,
          align: 'center' as const,
          title: (
            <span dir="auto" title={s.isOptional ? `${s.name} (${t('result.optional')})` : s.name}>
              {s.name}
              {s.isOptional && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11, fontWeight: 400 }}>{t('result.optional')}</Typography.Text>}
            </span>
          ),
          render: (_: unknown, r: Row) => {
            const mark = r.marks[i] ?? null;
            return <span style={{ color: mark === null ? token.colorError : undefined }}>{markText(intl, mark)}</span>;
          },
        })),
        totalCol,
        { key: 'percentage', title: t('result.percentage'), align: 'end', render: (_, r) => intl.formatNumber(r.percentage / 100, { style: 'percent', maximumFractionDigits: 2 }) },
        ...(result.grading.isGrade
          ? [
              { key: 'gpa', title: t('result.averageGpa'), align: 'end' as const, render: (_: unknown, r: Row) => (r.averageGpa === null || r.averageGpa === undefined ? '—' : intl.formatNumber(r.averageGpa, { minimumFractionDigits: 2, maximumFractionDigits: 2 })) },
              { key: 'grade', title: t('result.grade'), align: 'center' as const, render: (_: unknown, r: Row) => <span dir="ltr">{r.grade}</span> },
            ]
          : []),
        statusCol,
        rankCol,
      ]
    : phoneColumns;

  const classText = result.groupName ? `${result.className} · ${result.groupName}` : result.className;
  return (
    <Card
      title={(
        <Flex wrap gap="0 12px" align="baseline" style={{ paddingBlock: 8 }}>
          <span dir="auto">{classText}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
            {examLabel(intl, result.examName)} {digits(result.year)}
          </Typography.Text>
          <Tag>{t('publicResult.students', { count: num(result.rows.length) })}</Tag>
        </Flex>
      )}
      styles={{ body: { padding: wide ? 16 : 8 } }}
    >
      <Flex vertical gap={8}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('publicResult.search')}
          aria-label={t('publicResult.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ maxWidth: wide ? 320 : undefined }}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('publicResult.fullMarks', { marks: num(result.numberPerSubject) })} · {t('publicResult.tapRow')}
        </Typography.Text>
        <Table<Row>
          rowKey="admitNo"
          size={wide ? 'middle' : 'small'}
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={wide ? { x: 'max-content' } : undefined}
          onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
          bordered={wide}
        />
      </Flex>
      <Modal open={!!open} onCancel={() => setOpen(null)} footer={null} width={560} destroyOnHidden centered>
        {open && <div style={{ paddingTop: 28 }}><PublicResultCard result={result} row={open} bordered={false} /></div>}
      </Modal>
    </Card>
  );
}
