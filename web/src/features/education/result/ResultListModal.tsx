import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ResultSummaryFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { examLabel } from './examLabels';
import { PublishButton, PublishTag } from './ResultToolbar';

interface Props {
  open: boolean;
  results: ResultSummaryFieldsFragment[];
  loading?: boolean;
  currentId: number | null;
  /** result.write: each row has a publish (or unpublish) button. */
  canPublish: boolean;
  onPublish: (id: number, published: boolean) => void;
  onPick: (id: number) => void;
  onClose: () => void;
}

/** The result list popup (spec §2): the saved results, newest year first, draft or published, to pick one for showMode. */
export function ResultListModal({ open, results, loading, currentId, canPublish, onPublish, onPick, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, number: num } = useFormat();
  const [year, setYear] = useState<number | null>(null);

  const years = useMemo(() => [...new Set(results.map((r) => r.year))].sort((a, b) => b - a), [results]);
  const shown = useMemo(() => (year === null ? results : results.filter((r) => r.year === year)), [results, year]);

  const columns: TableColumnsType<ResultSummaryFieldsFragment> = [
    { key: 'year', title: t('result.year'), render: (_, r) => digits(r.year) },
    { key: 'examName', title: t('result.examName'), render: (_, r) => examLabel(intl, r.examName) },
    { key: 'className', title: t('result.className'), dataIndex: 'className' },
    { key: 'groupName', title: t('result.groupName'), render: (_, r) => r.groupName || '—' },
    { key: 'numberPerSubject', title: t('result.numberPerSubject'), align: 'end', render: (_, r) => num(r.numberPerSubject) },
    { key: 'studentCount', title: t('result.students'), align: 'end', render: (_, r) => num(r.studentCount) },
    {
      key: 'published',
      title: t('result.publication'),
      align: 'center',
      render: (_, r) => (
        <Flex gap={4} align="center" justify="center">
          <PublishTag published={r.published} />
          {canPublish && <PublishButton size="small" published={r.published} onPublish={(published) => onPublish(r.id, published)} />}
        </Flex>
      ),
    },
    {
      key: 'open',
      title: '',
      align: 'center',
      render: (_, r) =>
        r.id === currentId ? (
          <Tag icon={<CheckOutlined />} color="green">
            {t('result.shown')}
          </Tag>
        ) : (
          <Button size="small" type="link" onClick={() => onPick(r.id)}>
            {t('result.open')}
          </Button>
        ),
    },
  ];

  return (
    <Modal open={open} title={t('result.resultList')} onCancel={onClose} footer={null} width={960}>
      <Flex vertical gap={12}>
        <Select<number | 'all'>
          value={year ?? 'all'}
          onChange={(v) => setYear(v === 'all' ? null : v)}
          options={[{ value: 'all', label: t('result.allYears') }, ...years.map((y) => ({ value: y, label: digits(y) }))]}
          aria-label={t('result.year')}
          style={{ width: 160 }}
        />
        <Table<ResultSummaryFieldsFragment>
          rowKey="id"
          dataSource={shown}
          columns={columns}
          loading={loading}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('error.sorryNotFound') }}
          onRow={(r) => ({ onDoubleClick: () => onPick(r.id), style: { cursor: 'pointer' } })}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        />
      </Flex>
    </Modal>
  );
}
