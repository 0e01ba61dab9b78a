import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Avatar, Button, Grid, Layout, Space, Typography, theme } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '@/features/admission/bell/NotificationBell';
import { isRtl } from '@/lib/prefs';
import { LanguageSwitch, ThemeToggle } from './controls';
import { visibleMenu, type MenuEntry } from './menu';
import { PageSpinner } from './PageSpinner';
import { PausedGate } from './PausedAcademy';
import { usePreferences } from './preferences';
import { useSession } from './session';
import { SideMenu } from './SideMenu';
import { StatusBanner, asAcademyStatus } from './StatusBanner';
import { useLogout } from './useLogout';
import { UserMenu } from './UserMenu';

const AcademyInfoDialog = lazy(() => import('@/features/auth/AcademyInfoDialog'));
// antd's Drawer (about 6 KB gzip) is the menu only on a phone: a desktop's first load goes without it (issue 22 item 14)
const Drawer = lazy(() => import('@/components/drawer'));
export const DRAWER_WIDTH = 220;

/** The academy shell: top bar, status banner, side drawer (220 px; a pull-out drawer on phones). */
export default function AcademyLayout() {
  const intl = useIntl();
  const { me } = useSession();
  const { lang } = usePreferences();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  if (!me) return null;

  const status = asAcademyStatus(me.academy.status);
  const sections = visibleMenu(me.menuGroups, me.type);
  const open = (entry: MenuEntry) => {
    setDrawerOpen(false);
    if (entry.path) navigate(entry.path);
    else if (entry.action === 'academyInfo') setInfoOpen(true);
  };
  const menu = (
    <SideMenu sections={sections} selectedKey={location.pathname} disabled={status !== 'active'} collapsed={!phone && collapsed} onOpen={open} />
  );
  const toggleLabel = intl.formatMessage({ id: 'app.toggleMenu' });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex', alignItems: 'center', gap: 12, paddingInline: 12, height: 56, lineHeight: 'normal',
          background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, zIndex: 10,
        }}
      >
        <a className="talim-skip-link" href="#talim-main">{intl.formatMessage({ id: 'app.skipToContent' })}</a>
        <Button
          type="text"
          aria-label={toggleLabel}
          aria-expanded={phone ? drawerOpen : !collapsed}
          icon={phone || collapsed ? <MenuUnfoldOutlined rotate={isRtl(lang) ? 180 : 0} /> : <MenuFoldOutlined rotate={isRtl(lang) ? 180 : 0} />}
          onClick={() => (phone ? setDrawerOpen(true) : setCollapsed((c) => !c))}
        />
        {me.academy.logoUrl && <Avatar shape="square" src={me.academy.logoUrl} alt="" />}
        {/* the academy's name, no heading: each page's own title is its h1 (issue 27) */}
        <Typography.Text strong style={{ margin: 0, flex: 1, minWidth: 0, fontSize: 16 }} ellipsis data-talim-academy>
          {me.academy.name}
        </Typography.Text>
        <Space size={phone ? 4 : 12}>
          <NotificationBell />
          <LanguageSwitch ghost />
          <ThemeToggle />
          <UserMenu name={`${me.firstName} ${me.lastName}`.trim()} type={me.type} avatarUrl={me.avatarUrl} onLogout={logout} />
        </Space>
      </Layout.Header>
      <StatusBanner status={status} />
      <Layout>
        {phone ? (
          // only once the width is known to be a phone's (until then a closed drawer showed nothing either)
          screens.md === false && (
            <Suspense fallback={null}>
              <Drawer
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                placement={isRtl(lang) ? 'right' : 'left'}
                size={DRAWER_WIDTH}
                title={me.academy.name}
                styles={{ body: { padding: 0 } }}
              >
                {menu}
              </Drawer>
            </Suspense>
          )
        ) : (
          <Layout.Sider
            width={DRAWER_WIDTH}
            collapsedWidth={64}
            collapsed={collapsed}
            trigger={null}
            theme="light"
            style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
          >
            <nav aria-label={intl.formatMessage({ id: 'app.menu' })}>{menu}</nav>
          </Layout.Sider>
        )}
        <Layout.Content id="talim-main" tabIndex={-1} style={{ padding: phone ? 12 : 24, minWidth: 0, outline: 'none' }}>
          <Suspense fallback={<PageSpinner />}>
            <PausedGate status={status} path={location.pathname}><Outlet /></PausedGate>
          </Suspense>
        </Layout.Content>
      </Layout>
      {infoOpen && (
        <Suspense fallback={null}>
          <AcademyInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
