import { Layout, theme } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './controls';
import { PageSpinner } from './PageSpinner';
import { useSession } from './session';
import { StatusBanner, asAcademyStatus } from './StatusBanner';
import { useLogout } from './useLogout';
import { UserMenu } from './UserMenu';

/** The guardian shell: phone-first, no side drawer and no dark-mode toggle (spec §1). */
export default function GuardianLayout() {
  const { me } = useSession();
  const { token } = theme.useToken();
  const logout = useLogout();
  if (!me) return null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex', alignItems: 'center', gap: 8, paddingInline: 12, height: 56, lineHeight: 'normal',
          background: token.colorPrimary, color: '#fff',
        }}
      >
        <h1
          style={{
            margin: 0, flex: 1, minWidth: 0, color: '#fff', fontSize: 16, fontWeight: 600, lineHeight: 1.5,
            whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
          }}
          title={me.academy.name}
        >
          {me.academy.name}
        </h1>
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <LanguageSwitch ghost />
          <UserMenu name={`${me.firstName} ${me.lastName}`.trim()} type={me.type} avatarUrl={me.avatarUrl} onLogout={logout} />
        </div>
      </Layout.Header>
      <StatusBanner status={asAcademyStatus(me.academy.status)} />
      <Layout.Content style={{ padding: 12 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
