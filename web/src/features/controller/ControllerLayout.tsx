import { BankOutlined, CloudUploadOutlined, DashboardOutlined, MenuUnfoldOutlined, SafetyCertificateOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Grid, Layout, Menu, Space, Typography, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch, ThemeToggle } from '@/app/controls';
import { DRAWER_WIDTH } from '@/app/AcademyLayout';
import { PageSpinner } from '@/app/PageSpinner';
import { usePreferences } from '@/app/preferences';
import { UserMenu } from '@/app/UserMenu';
import { ControllerLogoutDocument, ControllerMeDocument } from '@/gql/graphql';
import { isRtl } from '@/lib/prefs';

/** The controller drawer, in the spec's order: dashboard, academies, users, attendance device, data entry, controllers. */
const CONTROLLER_MENU = [
  { path: '/controller/dashboard', labelId: 'menu.dashboard', icon: <DashboardOutlined /> },
  { path: '/controller/academies', labelId: 'controller.academies', icon: <BankOutlined /> },
  { path: '/controller/users', labelId: 'controller.users', icon: <TeamOutlined /> },
  { path: '/controller/attendacneDevice', labelId: 'controller.devices', icon: <ScheduleOutlined /> },
  { path: '/controller/dataEntry', labelId: 'dataEntry.title', icon: <CloudUploadOutlined /> },
  { path: '/controller/controllers', labelId: 'controller.controllers', icon: <SafetyCertificateOutlined /> },
];

/** The controller shell: top bar, drawer, logout → /controller_login. */
export default function ControllerLayout() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { lang } = usePreferences();
  const phone = !Grid.useBreakpoint().md;
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(ControllerMeDocument);
  const [logout] = useMutation(ControllerLogoutDocument);
  const user = data?.controllerMe;

  const signOut = async () => {
    try {
      await logout();
    } finally {
      await client.resetStore().catch(() => undefined);
      navigate('/controller_login', { replace: true });
    }
  };
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[location.pathname]}
      style={{ borderInlineEnd: 0 }}
      items={CONTROLLER_MENU.map((m) => ({ key: m.path, icon: m.icon, label: intl.formatMessage({ id: m.labelId }) }))}
      onClick={({ key }) => {
        setOpen(false);
        navigate(key);
      }}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex', alignItems: 'center', gap: 12, paddingInline: 12, height: 56, lineHeight: 'normal',
          background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <a className="talim-skip-link" href="#talim-main">{intl.formatMessage({ id: 'app.skipToContent' })}</a>
        {phone && <Button type="text" aria-expanded={open} icon={<MenuUnfoldOutlined rotate={isRtl(lang) ? 180 : 0} />} aria-label={intl.formatMessage({ id: 'app.toggleMenu' })} onClick={() => setOpen(true)} />}
        <Typography.Text strong style={{ margin: 0, flex: 1, minWidth: 0, fontSize: 16 }} ellipsis>
          {intl.formatMessage({ id: 'app.name' })} · {intl.formatMessage({ id: 'controller.area' })}
        </Typography.Text>
        <Space size={phone ? 4 : 12}>
          <LanguageSwitch ghost />
          <ThemeToggle />
          {user && <UserMenu name={`${user.firstName} ${user.lastName}`.trim()} type={user.type} onLogout={signOut} />}
        </Space>
      </Layout.Header>
      <Layout>
        {phone ? (
          <Drawer open={open} onClose={() => setOpen(false)} placement={isRtl(lang) ? 'right' : 'left'} size={DRAWER_WIDTH} styles={{ body: { padding: 0 } }}>
            {menu}
          </Drawer>
        ) : (
          <Layout.Sider width={DRAWER_WIDTH} theme="light" style={{ background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content id="talim-main" tabIndex={-1} style={{ padding: phone ? 12 : 24, outline: 'none' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
