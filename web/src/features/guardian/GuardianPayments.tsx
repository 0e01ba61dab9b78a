import { useIntl } from 'react-intl';
import { isYearly } from '@rules/fee-dues';
import { useFeeLabels } from '@/features/accounts/feeRules/useFeeLabels';
import { monthRuns } from '@/features/accounts/fees/feeForm';
import { useMonthRuns } from '@/features/accounts/fees/useMonthLabel';
import { useFormat } from '@/lib/format';
import { useGuardianQuery } from './guardianApi';
import { GIcon, calendarIcon } from './guardianIcons';
import { GCard, GuardianBackBar, GuardianEmpty, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';

/** The GuardianPayments operation (accounts/fees/guardianFees.graphql). */
export const QUERY = `query GuardianPayments($admitNo: Int!) { studentPayments(admitNo: $admitNo) {
  id department admitNo name className year date total items { selectedMonths subject totalAmount } } }`;

/** /payments/:admitNo (spec §2): every payment of the child, newest first: the day, the titles with their months, the amount. */
export default function GuardianPayments() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, date } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const runs = useMonthRuns();
  const admitNo = useAdmitNoParam();
  const { data, loading, error } = useGuardianQuery('GuardianPayments', QUERY, admitNo ? { admitNo } : null);
  const payments = data?.studentPayments ?? [];
  const first = payments[0];
  const subtitle = admitNo
    ? [first?.name, t('guardian.admitNoIs', { admitNo: digits(admitNo) }), first?.className].filter(Boolean).join(' · ')
    : undefined;

  const body = () => {
    if (admitNo === null) return <GuardianError />;
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!payments.length) return <GuardianEmpty text={t('fees.noPayments')} />;
    return (
      <ol className="talim-g-stack">
        {payments.map((p) => (
          <li key={p.id}>
            <GCard testId="payment">
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
                <span className="talim-g-muted" style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
                  <GIcon d={calendarIcon} />
                  <time dateTime={p.date}>{date(p.date)}</time>
                  {p.department === 'boarding' && <span>· {t('fees.department.boarding')}</span>}
                </span>
                <strong style={{ fontSize: 16, fontWeight: 600 }}>{taka(p.total)}</strong>
              </div>
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
            </GCard>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <div className="talim-g-page">
      <GuardianBackBar title={t('fees.paymentsTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
