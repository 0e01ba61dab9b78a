import { Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ClassTotal } from './feeRulesGrid';
import { useFeeLabels } from './useFeeLabels';

/** Per class (and group) of the class panel: what its rules add up to, by fund. */
export function ClassTotals({ totals }: { totals: ClassTotal[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { taka } = useFeeLabels();
  if (!totals.length) return null;
  return (
    <section aria-label={t('feeRules.totalsTitle')}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
        {t('feeRules.totalsTitle')}
      </Typography.Title>
      <Table<ClassTotal>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={totals}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'className', title: t('feeRules.class'), dataIndex: 'className' },
          { key: 'groupName', title: t('feeRules.group'), render: (_, r) => r.groupName || '—' },
          { key: 'generalFund', title: t('fund.generalFund'), align: 'end', render: (_, r) => taka(r.generalFund) },
          { key: 'charityFund', title: t('fund.charityFund'), align: 'end', render: (_, r) => taka(r.charityFund) },
          { key: 'total', title: t('print.total'), align: 'end', render: (_, r) => <strong>{taka(r.total)}</strong> },
        ]}
      />
    </section>
  );
}
