import { CalendarOutlined, MessageOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Col, Row, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardQuery } from '@/gql/graphql';
import { Panel } from '@/components/Panel';
import { useFormat } from '@/lib/format';

type Dashboard = DashboardQuery['dashboard'];

/**
 * The dashboard's stat cards: students in and out, today's attendance, pending online applications
 * and (for the message service group) the SMS balance. Skeleton cards while the figures load.
 */
export function DashboardStats({ data, loading }: { data: Dashboard | undefined; loading: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number, date } = useFormat();
  const { token } = theme.useToken();
  const money = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 2 });
  const wait = loading && !data;
  const today = data?.attendanceToday;
  const sms = data?.sms;
  const expired = !!sms && !sms.valid;
  const span = { xs: 24, sm: 12, xl: sms || wait ? 6 : 8 };

  return (
    <Row gutter={[16, 16]} data-testid="dashboard-stats">
      <Col {...span}>
        <StatCard loading={wait} icon={<TeamOutlined />} title={t('dashboard.students.title')} color={token.colorPrimary}>
          <Statistic title={t('dashboard.students.active')} value={number(data?.students.active ?? 0)} />
          <Typography.Text type="secondary">{t('dashboard.students.left', { count: number(data?.students.left ?? 0) })}</Typography.Text>
        </StatCard>
      </Col>
      <Col {...span}>
        <StatCard loading={wait} icon={<CalendarOutlined />} title={t('dashboard.attendance.title')} color={token.colorSuccess}>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <Statistic title={t('dashboard.attendance.present')} value={number(today?.present ?? 0)} color={token.colorSuccess} />
            <Statistic title={t('dashboard.attendance.late')} value={number(today?.late ?? 0)} color={token.colorWarning} />
            <Statistic title={t('dashboard.attendance.absent')} value={number(today?.absent ?? 0)} color={token.colorError} />
          </div>
          {today && !today.taken && <Typography.Text type="secondary">{t('dashboard.attendance.notTaken')}</Typography.Text>}
        </StatCard>
      </Col>
      <Col {...span}>
        <StatCard loading={wait} icon={<UserAddOutlined />} title={t('dashboard.applications.title')} color={token.colorWarning}>
          <Statistic value={number(data?.pendingApplications ?? 0)} />
          <Typography.Text type="secondary">{t('dashboard.applications.hint')}</Typography.Text>
        </StatCard>
      </Col>
      {(sms || wait) && (
        <Col {...span}>
          <StatCard loading={wait} icon={<MessageOutlined />} title={t('dashboard.sms.title')} color={expired ? token.colorError : token.colorInfo}>
            {sms && (
              <>
                <Statistic value={t('dashboard.sms.taka', { amount: money.format(sms.balance) })} color={expired ? token.colorError : undefined} />
                <div><Typography.Text type="secondary">{t('dashboard.sms.messages', { count: sms.messages, formatted: number(sms.messages) })}</Typography.Text></div>
                <Typography.Text type={expired ? 'danger' : 'secondary'}>
                  {!sms.balanceExpiry
                    ? t('dashboard.sms.noExpiry')
                    : t(expired ? 'dashboard.sms.expired' : 'dashboard.sms.validUntil', { date: date(sms.balanceExpiry) })}
                </Typography.Text>
              </>
            )}
          </StatCard>
        </Col>
      )}
    </Row>
  );
}

function StatCard({ loading, icon, title, color, children }: { loading: boolean; icon: ReactNode; title: string; color: string; children: ReactNode }) {
  return (
    <Panel
      size="small"
      loading={loading}
      style={{ height: '100%', borderTop: `3px solid ${color}` }}
      title={
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <span style={{ color, fontSize: 18 }} aria-hidden>{icon}</span>
          {title}
        </div>
      }
    >
      {children}
    </Panel>
  );
}

/** A figure and its caption as antd's Statistic draws them (antd's Statistic is not loaded for this). */
function Statistic({ title, value, color }: { title?: string; value: string; color?: string }) {
  const { token } = theme.useToken();
  const content: CSSProperties = { color: color ?? token.colorTextHeading, fontSize: token.fontSizeHeading3, fontFamily: token.fontFamily };
  return (
    <div className="talim-stat">
      {title && <div style={{ paddingBottom: token.marginXXS, color: token.colorTextDescription, fontSize: token.fontSize }}>{title}</div>}
      <div style={content}>
        <span style={{ display: 'inline-block', direction: 'ltr' }}>{value}</span>
      </div>
    </div>
  );
}
