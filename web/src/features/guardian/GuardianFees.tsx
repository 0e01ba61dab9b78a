import { LeftOutlined, RightOutlined, WalletOutlined } from '@ant-design/icons';
import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { periodOf } from '@rules/fee-dues';
import { useSession } from '@/app/session';
import { useFeeLabels } from '@/features/accounts/feeRules/useFeeLabels';
import { useMonthLabel } from '@/features/accounts/fees/useMonthLabel';
import { admitNumber } from '@/features/public/publicResultPicks';
import { GuardianStudentFeesDocument } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { storedAdmitNo } from './guardianAdmitNo';
import { GuardianBackBar, GuardianError, guardianSpin } from './guardianParts';

/** The child of the page: the navigation state's admit number (or student), else the one remembered on this phone. */
function useChildAdmitNo(): number | null {
  const state = useLocation().state as { admitNo?: unknown; student?: { admitNo?: unknown } } | null;
  const { me } = useSession();
  const given = state?.admitNo ?? state?.student?.admitNo;
  if (given !== undefined && given !== null) return admitNumber(String(given));
  return me ? admitNumber(storedAdmitNo(`${me.code}.${me.id}`)) : null;
}

/** A month before or after a YYYY-MM month. */
function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The colour of a status: paid green, partly paid amber, due red, not yet plain, nothing owed grey. */
const TONE: Record<string, 'success' | 'warning' | 'danger' | 'secondary' | undefined> = { paid: 'success', partial: 'warning', due: 'danger', none: 'secondary' };

/**
 * /student_fees (spec §2): the child's fees of a month, chosen with a month picker: each title with
 * its amount and whether it is paid, partly paid, due or not yet due (a yearly title by its year);
 * what is owed today for the year; a button to all payments (/payments/{admit_no}).
 */
export default function GuardianFees() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, dir } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const monthLabel = useMonthLabel();
  const { token } = theme.useToken();
  const admitNo = useChildAdmitNo();
  const [month, setMonth] = useState(() => isoToday().slice(0, 7));
  const year = Number(month.slice(0, 4));
  const { data, loading, error } = useQuery(GuardianStudentFeesDocument, admitNo ? { variables: { admitNo, year } } : skipToken);
  const fees = data?.studentFees;
  const classText = fees ? [fees.className, fees.groupName].filter(Boolean).join(' · ') : '';
  const subtitle = fees ? `${fees.name} · ${t('guardian.admitNoIs', { admitNo: digits(fees.admitNo) })}${classText ? ` · ${classText}` : ''}` : undefined;
  const [Prev, Next] = dir === 'rtl' ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];

  const picker = (
    <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 12 }} role="group" aria-label={t('fees.month')}>
      <Button shape="circle" icon={<Prev />} aria-label={t('fees.prevMonth')} onClick={() => setMonth((m) => shift(m, -1))} />
      <Typography.Text strong style={{ fontSize: 16 }} aria-live="polite" data-testid="fees-month">{monthLabel(month, 'long', true)}</Typography.Text>
      <Button shape="circle" icon={<Next />} aria-label={t('fees.nextMonth')} onClick={() => setMonth((m) => shift(m, 1))} />
    </Flex>
  );

  const body = () => {
    if (admitNo === null) return <GuardianError />;
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!fees) return guardianSpin;
    return (
      <Flex vertical gap={12}>
        {picker}
        {!fees.lines.length ? (
          <Card><Empty description={t('fees.noTitles')} /></Card>
        ) : (
          <Card size="small" styles={{ body: { padding: 0 } }}>
            <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {fees.lines.map((line, i) => {
                const period = line.periods.find((p) => p.period === periodOf(line.title, month));
                const status = period?.status ?? 'none';
                return (
                  <li
                    key={`${line.department}-${line.title}`}
                    data-testid="fee-line"
                    style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}
                  >
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <div style={{ fontWeight: 600 }}>{titleLabel(line.title)}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {t(line.yearly ? 'fees.perYear' : 'fees.perMonth', { amount: taka(line.amount) })}
                        {line.department === 'boarding' ? ` · ${t('fees.department.boarding')}` : ''}
                      </Typography.Text>
                    </div>
                    <div style={{ textAlign: 'end' }}>
                      <Typography.Text type={TONE[status]} strong>
                        {t(`fees.status.${status}`)}
                      </Typography.Text>
                      {period && period.paid > 0 && <div style={{ fontSize: 13 }}>{taka(period.paid)}</div>}
                    </div>
                  </li>
                );
              })}
            </Flex>
          </Card>
        )}
        <Card size="small">
          <Flex justify="space-between" gap={8}>
            <span>{t('fees.paidYear', { year: digits(fees.year) })}</span>
            <strong>{taka(fees.paid)}</strong>
          </Flex>
          <Flex justify="space-between" gap={8} style={{ marginTop: 6 }}>
            <span>{t('fees.owedToday')}</span>
            <Typography.Text strong type={fees.owed > 0 ? 'danger' : 'success'} data-testid="fees-owed">{taka(fees.owed)}</Typography.Text>
          </Flex>
        </Card>
        <Link to={`/payments/${fees.admitNo}`} state={{ back: '/student_fees', admitNo: fees.admitNo }}>
          <Button type="primary" block size="large" icon={<WalletOutlined />}>{t('fees.allPayments')}</Button>
        </Link>
      </Flex>
    );
  };

  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }}>
      <GuardianBackBar title={t('fees.guardianTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
