import {
  AlertOutlined, BankOutlined, BarChartOutlined, CalendarOutlined, MailOutlined, MessageOutlined, PrinterOutlined,
  ReadOutlined, TeamOutlined, TrophyOutlined, WalletOutlined,
} from '@ant-design/icons';
import { Button, Card, Space, Typography, theme } from 'antd';
import { createElement, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PRODUCT } from '@/lib/product';
import { PublicShell } from './PublicShell';

/** The feature list of spec document 2 §2. */
const FEATURES: { key: string; icon: ComponentType }[] = [
  { key: 'info', icon: BankOutlined },
  { key: 'classes', icon: ReadOutlined },
  { key: 'exams', icon: TrophyOutlined },
  { key: 'finance', icon: WalletOutlined },
  { key: 'attendance', icon: CalendarOutlined },
  { key: 'reports', icon: PrinterOutlined },
  { key: 'staff', icon: TeamOutlined },
  { key: 'analytics', icon: BarChartOutlined },
  { key: 'notifications', icon: AlertOutlined },
  { key: 'messages', icon: MessageOutlined },
];

/** The public landing page, in the active language (Bengali by default). */
export default function LandingPage() {
  const { token } = theme.useToken();
  return (
    <PublicShell
      actions={
        <Link to="/login">
          <Button type="text">
            <FormattedMessage id="landing.login" />
          </Button>
        </Link>
      }
    >
      <section
        style={{
          background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #0b4f3d 100%)`, color: '#fff',
          padding: '64px 16px', textAlign: 'center',
        }}
      >
        <Typography.Title style={{ color: '#fff', marginTop: 0, fontSize: 'clamp(26px, 5vw, 44px)' }}>
          <FormattedMessage id="landing.headline" />
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,.88)', fontSize: 17, maxWidth: 680, margin: '0 auto 28px' }}>
          <FormattedMessage id="landing.intro" />
        </Typography.Paragraph>
        <Space wrap size={12} style={{ justifyContent: 'center' }}>
          <Link to="/login">
            <Button size="large" ghost>
              <FormattedMessage id="landing.login" />
            </Button>
          </Link>
          <Link to="/new_academy">
            <Button size="large" style={{ color: token.colorPrimary, fontWeight: 600 }}>
              <FormattedMessage id="landing.signUp" />
            </Button>
          </Link>
        </Space>
      </section>

      <section style={{ maxWidth: 1180, margin: '0 auto', padding: '48px 16px' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
          <FormattedMessage id="landing.featuresTitle" />
        </Typography.Title>
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          {FEATURES.map((f) => (
            <Card key={f.key} hoverable>
                <div style={{ fontSize: 28, color: token.colorPrimary, marginBottom: 8 }}>{createElement(f.icon)}</div>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  <FormattedMessage id={`landing.feature.${f.key}.title`} />
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  <FormattedMessage id={`landing.feature.${f.key}.text`} />
                </Typography.Paragraph>
            </Card>
          ))}
        </div>
      </section>

      <section id="contact" style={{ background: token.colorFillQuaternary, padding: '40px 16px', textAlign: 'center' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          <FormattedMessage id="landing.contactTitle" />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage id="landing.contactText" />
        </Typography.Paragraph>
        <a href={`mailto:${PRODUCT.contactEmail}`} dir="ltr">
          <Space>
            <MailOutlined />
            {PRODUCT.contactEmail}
          </Space>
        </a>
      </section>
    </PublicShell>
  );
}
