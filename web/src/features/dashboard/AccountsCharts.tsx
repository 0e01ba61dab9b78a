import { useQuery } from '@apollo/client/react';
import { Alert, Card, Col, Flex, Progress, Row, Select, Skeleton, Statistic, Typography, theme } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSession } from '@/app/session';
import { AccountsSummaryDocument, type AccountsSummaryQuery } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { monthWidth } from '@/features/accounts/fees/useMonthLabel';

type Progress = AccountsSummaryQuery['accountsSummary']['feesMonth'];

type Department = 'accounts' | 'boarding';

/**
 * The dashboard's accounts panel (a lazy chunk of its own, with recharts): a year's income and
 * expense by month as a bar chart, and student fees collected against what is due (this month and
 * the year so far), of the accounts department or of boarding (its own receipts, vouchers, boarding
 * fees and residential students). A user of both menu groups switches between them; a user of the
 * boarding group only sees boarding (the query refuses a department outside the user's groups).
 */
export default function AccountsCharts() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { dir, digits } = useFormat();
  const { me } = useSession();
  const groups = me?.menuGroups ?? [];
  const both = groups.includes('accounts') && groups.includes('boarding');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [picked, setDepartment] = useState<Department | null>(null);
  const department: Department = picked ?? (groups.includes('accounts') ? 'accounts' : 'boarding');
  const { data, loading, error } = useQuery(AccountsSummaryDocument, { variables: { year, department }, skip: !me });
  const s = data?.accountsSummary;
  const boarding = department === 'boarding';
  // Taka to the paisa, as the counts and receipts show them.
  const money = useMemo(() => new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [intl.locale]);
  const count = useMemo(() => new Intl.NumberFormat(intl.locale), [intl.locale]);
  const short = useMemo(() => new Intl.NumberFormat(intl.locale, { notation: 'compact', maximumFractionDigits: 1 }), [intl.locale]);
  const monthName = useMemo(() => new Intl.DateTimeFormat(intl.locale, { month: monthWidth(intl.locale, 'short') }), [intl.locale]);
  const rtl = dir === 'rtl';
  const rows = (s?.months ?? []).map((m) => ({ ...m, label: monthName.format(new Date(`${m.month}-15T00:00:00`)) }));
  const income = t('dashboard.accounts.income');
  const expense = t('dashboard.accounts.expense');

  return (
    <Card
      title={t(boarding ? 'dashboard.accounts.titleBoarding' : 'dashboard.accounts.title', { year: digits(year) })}
      extra={
        <Flex gap={8} wrap align="center">
          {both && (
            <Segmented<Department>
              aria-label={t('dashboard.accounts.department')}
              value={department}
              onChange={setDepartment}
              options={[{ value: 'accounts', label: t('menu.accounts') }, { value: 'boarding', label: t('menu.boarding') }]}
            />
          )}
          <Select
            aria-label={t('dashboard.accounts.year')}
            value={year}
            onChange={setYear}
            style={{ width: 110 }}
            options={Array.from({ length: 5 }, (_, i) => thisYear - i).map((y) => ({ value: y, label: digits(y) }))}
          />
        </Flex>
      }
      data-testid="accounts-charts"
    >
      {error ? <Alert type="error" showIcon title={t(errorMessageId(error).id)} /> : null}
      {loading && !s ? <Skeleton active /> : null}
      {s && (
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={16}>
            <Flex wrap gap={24} style={{ marginBottom: 8 }}>
              <Statistic title={income} value={money.format(s.income)} styles={{ content: { color: token.colorSuccess } }} />
              <Statistic title={expense} value={money.format(s.expense)} styles={{ content: { color: token.colorError } }} />
              <Statistic title={t('dashboard.accounts.balance')} value={money.format(s.income - s.expense)} />
            </Flex>
            <Typography.Text type="secondary">{t('dashboard.accounts.byMonth')}</Typography.Text>
            <div role="img" aria-label={t('dashboard.accounts.chartLabel', { year: digits(year) })} style={{ width: '100%', height: 280 }}>
              <ResponsiveContainer width="100%" height="100%">
                {/* one image for assistive technology: no keyboard stops inside it (recharts' accessibility layer) */}
                <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  {/* Right to left: January on the right, the amounts on the right edge (laid out ltr, else they sit on the axis line). */}
                  <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12, fill: token.colorTextSecondary }} interval={0} />
                  <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={(v: number) => short.format(v)} tick={{ fontSize: 12, direction: 'ltr', fill: token.colorTextSecondary }} width={56} />
                  <Tooltip formatter={(v) => money.format(Number(v))} />
                  <Legend />
                  <Bar dataKey="income" name={income} fill={token.colorSuccess} radius={[3, 3, 0, 0]} />
                  <Bar dataKey="expense" name={expense} fill={token.colorError} radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Col>
          <Col xs={24} xl={8}>
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>{t(boarding ? 'dashboard.accounts.feesBoarding' : 'dashboard.accounts.fees')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t(boarding ? 'dashboard.accounts.studentsBoarding' : 'dashboard.accounts.students', { count: count.format(s.students) })}</Typography.Paragraph>
            <FeesBar label={t('dashboard.accounts.feesMonth', { period: digits(s.feesMonth.period) })} p={s.feesMonth} money={money} />
            <FeesBar label={t('dashboard.accounts.feesYear', { period: digits(s.feesYear.period) })} p={s.feesYear} money={money} />
          </Col>
        </Row>
      )}
    </Card>
  );
}

/** Collected against due as a progress bar, with the amounts and what is still owed. */
function FeesBar({ label, p, money }: { label: string; p: Progress; money: Intl.NumberFormat }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const percent = p.due > 0 ? Math.min(100, Math.round((p.collected / p.due) * 100)) : 0;
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <Progress
        percent={percent}
        format={(n) => intl.formatNumber((n ?? 0) / 100, { style: 'percent' })}
        status={p.due > 0 && p.collected >= p.due ? 'success' : 'normal'}
        aria-label={label}
      />
      <Typography.Text type="secondary">
        {p.due > 0 ? t('dashboard.accounts.collectedOfDue', { collected: money.format(p.collected), due: money.format(p.due) }) : t('dashboard.accounts.noFees')}
      </Typography.Text>
      {p.owed > 0 && (
        <div><Typography.Text type="warning">{t('dashboard.accounts.owed', { owed: money.format(p.owed) })}</Typography.Text></div>
      )}
    </div>
  );
}
