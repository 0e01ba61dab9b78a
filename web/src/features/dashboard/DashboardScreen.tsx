import { useQuery } from '@apollo/client/react';
import { BankOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Avatar, Col, Empty, Grid, Row, Space, Tag, Typography, theme } from 'antd';
import { createElement, lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ENTRY_ICONS, roleTasks, type MenuEntry } from '@/app/menu';
import { useSession } from '@/app/session';
import { asAcademyStatus } from '@/app/StatusBanner';
import { Panel } from '@/components/Panel';
import { WhenVisible } from '@/components/WhenVisible';
import { DashboardDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { DashboardStats } from './DashboardStats';
import { SetupChecklist } from './SetupChecklist';

const AcademyInfoDialog = lazy(() => import('@/features/auth/AcademyInfoDialog'));
// recharts and the accounts figures load only for the accounts or boarding menu group, once scrolled to (WhenVisible).
const AccountsCharts = lazy(() => import('./AccountsCharts'));
/** The height of the attendance and grade charts' row (DashboardCharts), kept by its placeholders. */
const CHARTS_HEIGHT = 356;
// recharts again (the same chunk): this month's attendance and the latest result's grades, once the figures are in and in view.
const DashboardCharts = lazy(() => import('./DashboardCharts'));
const STATUS_COLORS = { active: 'success', notActivated: 'error', expired: 'warning' } as const;

/** /dashboard: the signed-in academy at a glance and quick links to what this user may open. */
export default function DashboardScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { me } = useSession();
  const { date, digits } = useFormat();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useState(false);
  const dashboard = useQuery(DashboardDocument, { skip: !me, fetchPolicy: 'cache-and-network' });
  const figures = dashboard.data?.dashboard;
  if (!me) return null;
  const a = me.academy;
  const status = asAcademyStatus(a.status);
  const active = status === 'active';
  // The few everyday tasks of this role (issue 25), not the whole menu again.
  const links: MenuEntry[] = roleTasks(me.type, me.menuGroups);
  const open = (entry: MenuEntry) => {
    if (!active) return;
    if (entry.path) navigate(entry.path);
    else if (entry.action === 'academyInfo') setInfoOpen(true);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24, lineHeight: 1.35 }}>
          <FormattedMessage id="dashboard.welcome" values={{ name: `${me.firstName} ${me.lastName}`.trim() }} />
        </Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage id="dashboard.signedInAs" values={{ role: t(`role.${me.type}`) }} />
        </Typography.Text>
      </div>
      {active && <SetupChecklist />}
      {dashboard.error ? (
        <Alert type="error" showIcon title={t(errorMessageId(dashboard.error).id)} />
      ) : (
        <DashboardStats data={figures} loading={dashboard.loading} />
      )}
      {figures && (
        // The placeholders take the charts' height, so what comes below does not jump up into the
        // window meanwhile (and the accounts charts are not fetched before they are scrolled to).
        <WhenVisible placeholder={<Panel loading style={{ minHeight: CHARTS_HEIGHT }} />}>
          <Suspense fallback={<Panel loading style={{ minHeight: CHARTS_HEIGHT }} />}>
            <DashboardCharts data={figures} />
          </Suspense>
        </WhenVisible>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Panel
            title={
              <Space>
                {a.logoUrl ? <Avatar shape="square" src={a.logoUrl} /> : <Avatar shape="square" icon={<BankOutlined />} style={{ background: token.colorPrimary }} />}
                <FormattedMessage id="dashboard.academyCard" />
              </Space>
            }
            extra={<Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>}
          >
            <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, fontSize: 20 }}>
              {a.name}
            </Typography.Title>
            <Typography.Paragraph type="secondary" dir="ltr" style={{ textAlign: 'start' }}>
              {a.englishName}
            </Typography.Paragraph>
            <Details
              items={[
                [t('dashboard.code'), digits(a.code)],
                [t('academy.academyType'), t(`academy.type.${a.academyType}`)],
                [t('academy.address'), a.address],
                [t('academy.englishAddress'), a.englishAddress],
                [t('academy.mobile'), <span dir="ltr">{a.mobile}</span>],
                [t('academy.country'), countryLabel(a.country, intl.locale)],
                [t('academy.numberOfStudents'), intl.formatNumber(a.numberOfStudents)],
                [t('dashboard.expiry'), a.expiryDate ? date(a.expiryDate) : '—'],
                [t('login.email'), <span dir="ltr">{a.email}</span>],
                [t('dashboard.status'), t(`status.${status}`)],
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={10}>
          <Panel title={t('dashboard.quickLinks')}>
            {links.length === 0 ? (
              <Empty description={t('dashboard.noLinks')} />
            ) : (
              <Row gutter={[12, 12]}>
                {links.map((entry) => (
                  <Col xs={24} sm={12} key={entry.key}>
                    <Panel
                      size="small"
                      hoverable={active}
                      onClick={() => open(entry)}
                      // a link for the keyboard too: a tab stop, opened with Enter
                      tabIndex={active ? 0 : -1}
                      onKeyDown={(e) => { if (e.key === 'Enter') open(entry); }}
                      role="link"
                      aria-label={t(entry.labelId)}
                      aria-disabled={!active}
                      style={{ cursor: active ? 'pointer' : 'not-allowed', opacity: active ? 1 : 0.6 }}
                    >
                      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                        <Space>
                          <span style={{ color: token.colorPrimary, fontSize: 18 }}>{createElement(ENTRY_ICONS[entry.key] ?? BankOutlined)}</span>
                          {t(entry.labelId)}
                        </Space>
                        <RightOutlined rotate={intl.locale.startsWith('ar') ? 180 : 0} style={{ color: token.colorTextTertiary }} />
                      </Space>
                    </Panel>
                  </Col>
                ))}
              </Row>
            )}
          </Panel>
        </Col>
      </Row>
      {/* Only once the figures above are drawn: while they load the page is short, the charts' place
          is in the window at once, and recharts (107 KB gzip) was fetched on every first visit. */}
      {active && figures && (me.menuGroups.includes('accounts') || me.menuGroups.includes('boarding')) && (
        <WhenVisible placeholder={<Panel loading />}>
          <Suspense fallback={<Panel loading />}>
            <AccountsCharts />
          </Suspense>
        </WhenVisible>
      )}
      {infoOpen && (
        <Suspense fallback={null}>
          <AcademyInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} />
        </Suspense>
      )}
    </Space>
  );
}

/**
 * The academy's country (an ISO code) with its flag, named in the page's language as lib/countries
 * names it (Intl.DisplayNames), without that module's list of countries (2 KB gzip on the first
 * screen): a value that names no region shows as it is.
 */
function countryLabel(value: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(value);
  } catch {
    name = undefined;
  }
  return name ? `${String.fromCodePoint(...[...value].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))} ${name}` : value;
}

/**
 * Labels and values two a row (one on a phone) in a table laid out as antd's small Descriptions
 * without colons lays it out (its markup and spacing; antd's Descriptions is not loaded for this).
 */
function Details({ items }: { items: [string, ReactNode][] }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const columns = screens.sm === false ? 1 : 2;
  const rows: [string, ReactNode][][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  const text = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ width: '100%' }}>
      <table style={{ minWidth: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row[0][0]}>
              {row.map(([label, value], c) => (
                <td
                  key={label}
                  colSpan={c === row.length - 1 ? columns - c : 1}
                  style={{ padding: 0, verticalAlign: 'top', paddingBottom: r === rows.length - 1 ? 0 : token.paddingXS, paddingInlineEnd: c === row.length - 1 ? 0 : token.padding }}
                >
                  <div style={{ display: 'flex' }}>
                    <span style={{ ...text, display: 'inline-flex', alignItems: 'baseline', color: token.colorTextTertiary, fontWeight: 400, textAlign: 'start', marginInlineEnd: token.marginXXS / 2 + token.marginXS }}>{label}</span>
                    <span style={{ ...text, display: 'inline-flex', alignItems: 'baseline', flex: 1, minWidth: '1em', color: token.colorText, wordBreak: 'break-word', overflowWrap: 'break-word' }}>{value}</span>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
