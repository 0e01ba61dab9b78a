import { Layout, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/app/controls';
import { useFormat } from '@/lib/format';

/** The frame of every public page: brand, language switch, footer with the current year. */
export function PublicShell({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { token } = theme.useToken();
  const { digits } = useFormat();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex', alignItems: 'center', gap: 12, paddingInline: 16, height: 60,
          background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0 }}>
          <span
            aria-hidden
            style={{
              width: 34, height: 34, borderRadius: 8, background: token.colorPrimary, color: '#fff',
              display: 'grid', placeItems: 'center', fontWeight: 700, flex: 'none', lineHeight: 1, fontSize: 18,
            }}
          >
            ت
          </span>
          <Typography.Text strong style={{ fontSize: 20, color: token.colorPrimary }}>
            <FormattedMessage id="app.name" />
          </Typography.Text>
        </Link>
        <Space size={8}>
          {actions}
          <LanguageSwitch />
        </Space>
      </Layout.Header>
      <Layout.Content>{children}</Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <Space separator="·" wrap style={{ justifyContent: 'center' }}>
          <FormattedMessage id="landing.footer" values={{ year: digits(new Date().getFullYear()) }} />
          <Link to="/terms">
            <FormattedMessage id="landing.terms" />
          </Link>
        </Space>
      </Layout.Footer>
    </Layout>
  );
}

/** A centred card column for forms on public pages. */
export function FormPage({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width, margin: '0 auto', padding: '32px 16px' }}>{children}</div>;
}
