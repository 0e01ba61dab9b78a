import { CalendarOutlined } from '@ant-design/icons';
import { skipToken, useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { isYearly } from '@rules/fee-dues';
import { useFeeLabels } from '@/features/accounts/feeRules/useFeeLabels';
import { monthRuns } from '@/features/accounts/fees/feeForm';
import { useMonthRuns } from '@/features/accounts/fees/useMonthLabel';
import { GuardianPaymentsDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { GuardianBackBar, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';

/** /payments/:admitNo (spec §2): every payment of the child, newest first: the day, the titles with their months, the amount. */
export default function GuardianPayments() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, date } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const runs = useMonthRuns();
  const admitNo = useAdmitNoParam();
  const { data, loading, error } = useQuery(GuardianPaymentsDocument, admitNo ? { variables: { admitNo } } : skipToken);
  const payments = data?.studentPayments ?? [];
  const first = payments[0];
  const subtitle = admitNo
    ? [first?.name, t('guardian.admitNoIs', { admitNo: digits(admitNo) }), first?.className].filter(Boolean).join(' · ')
    : undefined;

  const body = () => {
    if (admitNo === null) return <GuardianError />;
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!payments.length) return <Card><Empty description={t('fees.noPayments')} /></Card>;
    return (
      <Flex vertical gap={12} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {payments.map((p) => (
          <li key={p.id}>
            <Card size="small" data-testid="payment" styles={{ body: { padding: 12 } }}>
              <Flex justify="space-between" align="baseline" gap={8}>
                <Typography.Text type="secondary" style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
                  <CalendarOutlined />
                  <time dateTime={p.date}>{date(p.date)}</time>
                  {p.department === 'boarding' && <span>· {t('fees.department.boarding')}</span>}
                </Typography.Text>
                <Typography.Text strong style={{ fontSize: 16 }}>{taka(p.total)}</Typography.Text>
              </Flex>
              <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
                {p.items.map((i) => (
                  <li key={i.subject} style={{ fontSize: 14 }}>
                    <strong>{titleLabel(i.subject)}</strong>
                    {' — '}
                    {isYearly(i.subject) ? digits(p.year) : `${runs(monthRuns(i.selectedMonths), 'long')} ${digits(p.year)}`}
                    {': '}
                    {taka(i.totalAmount)}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </Flex>
    );
  };

  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }}>
      <GuardianBackBar title={t('fees.paymentsTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
