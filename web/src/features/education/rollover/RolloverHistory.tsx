import { UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { ConfirmButton, CrudScreen, type DataColumn } from '@/components/crud';
import { RolloversDocument, UndoRolloverDocument, type YearRolloverFieldsFragment } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { examLabel } from '../result/examLabels';
import { classLabel } from './rolloverForm';

type Rollover = YearRolloverFieldsFragment;

/** The archived rollovers, newest first, each with a confirmed undo. */
export function RolloverHistory() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, shortDate } = useFormat();
  const { message } = App.useApp();
  const { data, loading, error } = useQuery(RolloversDocument, { fetchPolicy: 'cache-and-network' });
  const [undo, { loading: undoing }] = useMutation(UndoRolloverDocument, {
    refetchQueries: [RolloversDocument, 'RolloverPreview'],
    update: (cache) => { cache.evict({ id: 'ROOT_QUERY', fieldName: 'students' }); cache.gc(); },
  });

  const columns: DataColumn<Rollover>[] = [
    { key: 'className', title: t('rollover.class'), value: (r) => classLabel(r), sortable: true },
    { key: 'years', title: t('rollover.years'), value: (r) => `${r.fromYear} → ${r.toYear}`, render: (r) => <bdi>{digits(r.fromYear)} → {digits(r.toYear)}</bdi> },
    { key: 'examName', title: t('rollover.result'), value: (r) => examLabel(intl, r.examName) },
    { key: 'target', title: t('rollover.target'), value: (r) => (r.graduate ? t('rollover.left') : classLabel({ className: r.targetClassName, groupName: r.targetGroupName })) },
    { key: 'promotedCount', title: t('rollover.promoted'), value: (r) => r.promotedCount, render: (r) => digits(r.promotedCount), align: 'end' },
    { key: 'keptCount', title: t('rollover.kept'), value: (r) => r.keptCount, render: (r) => digits(r.keptCount), align: 'end' },
    { key: 'byName', title: t('rollover.by') },
    { key: 'createdAt', title: t('rollover.when'), value: (r) => String(r.createdAt), render: (r) => shortDate(String(r.createdAt)) },
  ];

  const run = async (r: Rollover) => {
    try {
      await undo({ variables: { id: r.id } });
      message.success(t('rollover.undone'));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };

  return (
    <CrudScreen<Rollover>
      heading={t('rollover.history')}
      error={error}
      rows={data?.rollovers ?? []}
      columns={columns}
      rowKey={(r) => r.id}
      loading={loading && !data}
      fileName="rollovers"
      size="small"
      report
      actions={{
        extra: (r) => (
          <ConfirmButton
            label={t('rollover.undo')}
            title={<div style={{ maxWidth: 320 }}>{t('rollover.undoConfirm', { className: classLabel(r), fromYear: digits(r.fromYear), toYear: digits(r.toYear) })}</div>}
            icon={<UndoOutlined />}
            loading={undoing}
            onConfirm={() => run(r)}
          />
        ),
      }}
    />
  );
}
