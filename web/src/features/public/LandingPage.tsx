import {
  AlertOutlined, BankOutlined, BarChartOutlined, CalendarOutlined, DownloadOutlined, MailOutlined, MessageOutlined,
  PlayCircleOutlined, PrinterOutlined, ReadOutlined, TeamOutlined, TrophyOutlined, WalletOutlined,
} from '@ant-design/icons';
import { createElement, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMessagePart } from '@/app/IntlLayer';
import { PRODUCT } from '@/lib/product';
import { PublicCard, PublicShell } from './PublicShell';

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

/**
 * The public landing page, in the active language (Bengali by default). Plain elements with antd's
 * button look (public.css) and the theme's colours (app/plain.css): the page loads no antd.
 */
export default function LandingPage() {
  // this page's own messages (not in the light part every page loads: lib/messages.ts)
  useMessagePart('pages');
  const intl = useIntl();
  return (
    <PublicShell
      actions={
        <Link to="/login" className="talim-btn talim-btn-text">
          <FormattedMessage id="landing.login" />
        </Link>
      }
    >
      <section
        style={{
          background: 'linear-gradient(135deg, var(--talim-primary) 0%, #0b4f3d 100%)', color: '#fff',
          padding: '64px 16px', textAlign: 'center',
        }}
      >
        <h1 style={{ color: '#fff', marginTop: 0, fontSize: 'clamp(26px, 5vw, 44px)' }}>
          <FormattedMessage id="landing.headline" />
        </h1>
        <p style={{ color: 'rgba(255,255,255,.88)', fontSize: 17, maxWidth: 680, margin: '0 auto 28px' }}>
          <FormattedMessage id="landing.intro" />
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
          <Link to="/login" className="talim-btn talim-btn-lg talim-btn-ghost">
            <FormattedMessage id="landing.login" />
          </Link>
          <Link to="/new_academy" className="talim-btn talim-btn-lg" style={{ color: 'var(--talim-primary)', fontWeight: 600 }}>
            <FormattedMessage id="landing.signUp" />
          </Link>
        </div>
        <nav className="talim-landing-links" aria-label={intl.formatMessage({ id: 'landing.linksLabel' })}>
          <a href={PRODUCT.demoPath}>
            <PlayCircleOutlined aria-hidden />
            <FormattedMessage id="landing.demoVideo" />
          </a>
          <a href={PRODUCT.downloadPath}>
            <DownloadOutlined aria-hidden />
            <FormattedMessage id="landing.download" />
          </a>
          <a href="#contact">
            <MailOutlined aria-hidden />
            <FormattedMessage id="landing.contact" />
          </a>
        </nav>
      </section>

      <section style={{ maxWidth: 1180, margin: '0 auto', padding: '48px 16px' }}>
        <h2 style={{ textAlign: 'center', marginTop: 0, marginBottom: 32, fontSize: 30, color: 'var(--talim-text-heading)' }}>
          <FormattedMessage id="landing.featuresTitle" />
        </h2>
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          {FEATURES.map((f) => (
            <PublicCard key={f.key} className="talim-hover">
              <div style={{ fontSize: 28, color: 'var(--talim-primary)', marginBottom: 8 }}>{createElement(f.icon)}</div>
              <h3 style={{ fontSize: 20, color: 'var(--talim-text-heading)' }}>
                <FormattedMessage id={`landing.feature.${f.key}.title`} />
              </h3>
              <p style={{ color: 'var(--talim-text-secondary)', marginBottom: 0 }}>
                <FormattedMessage id={`landing.feature.${f.key}.text`} />
              </p>
            </PublicCard>
          ))}
        </div>
      </section>

      <section id="contact" style={{ background: 'var(--talim-fill-quaternary)', padding: '40px 16px', textAlign: 'center' }}>
        <h2 style={{ marginTop: 0, fontSize: 24, color: 'var(--talim-text-heading)' }}>
          <FormattedMessage id="landing.contactTitle" />
        </h2>
        <p>
          <FormattedMessage id="landing.contactText" />
        </p>
        <p style={{ color: 'var(--talim-text-secondary)' }}>
          <FormattedMessage id="landing.downloadText" />
        </p>
        <a href={`mailto:${PRODUCT.contactEmail}`} dir="ltr" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <MailOutlined />
          {PRODUCT.contactEmail}
        </a>
      </section>
    </PublicShell>
  );
}
