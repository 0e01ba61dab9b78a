import { GlobalOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePreferences } from '@/app/preferences';
import { useFormat } from '@/lib/format';
import { LANGS, type Lang } from '@/lib/prefs';
import './public.css';

/**
 * The language switch of the public pages: the browser's own select (bn, en, ar; each name in its
 * own language), no antd Dropdown and Menu, so visitors on slow phones download less.
 */
export function PublicLanguageSwitch() {
  const intl = useIntl();
  const { lang, setLang } = usePreferences();
  const { token } = theme.useToken();
  return (
    <label className="talim-lang" style={{ borderColor: token.colorBorder, background: token.colorBgContainer }}>
      <GlobalOutlined aria-hidden />
      <select aria-label={intl.formatMessage({ id: 'app.language' })} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {intl.formatMessage({ id: `lang.${l}` })}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The frame of every public page: brand, language switch, footer with the current year. Plain
 * elements styled by public.css and the theme's colours (no antd Layout, Typography or Space).
 */
export function PublicShell({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { token } = theme.useToken();
  const { digits } = useFormat();
  return (
    <div
      className="talim-public"
      style={{ background: token.colorBgLayout, color: token.colorText, ['--talim-focus' as string]: token.colorPrimary }}
    >
      <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Link to="/" className="talim-brand" style={{ color: token.colorPrimary }}>
          <span aria-hidden style={{ background: token.colorPrimary }}>ت</span>
          <strong>
            <FormattedMessage id="app.name" />
          </strong>
        </Link>
        <div className="talim-actions">
          {actions}
          <PublicLanguageSwitch />
        </div>
      </header>
      <main>{children}</main>
      <footer>
        <FormattedMessage id="landing.footer" values={{ year: digits(new Date().getFullYear()) }} />
        <span aria-hidden>·</span>
        <Link to="/terms">
          <FormattedMessage id="landing.terms" />
        </Link>
      </footer>
    </div>
  );
}

/** A centred card column for forms on public pages. */
export function FormPage({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width, margin: '0 auto', padding: '32px 16px' }}>{children}</div>;
}

/** A plain card of a public page (antd's Card without its code): the theme's surface, border and radius. */
export function PublicCard({ children, className }: { children: ReactNode; className?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      className={className ? `talim-card ${className}` : 'talim-card'}
      style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
    >
      {children}
    </div>
  );
}

/**
 * A labelled input with an icon or clear button beside it and a problem or help line under it:
 * antd's input look (public.css) without its form engine, for the login and guardian pages.
 */
export function PlainField({ id, label, icon, error, help, children, after }: {
  id: string; label: string; icon?: ReactNode; error?: string; help?: string; children: ReactNode; after?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div className="talim-field" style={{ ['--talim-focus' as string]: error ? token.colorError : token.colorPrimary }}>
      <label htmlFor={id}>{label}</label>
      <div
        className="talim-input"
        style={{ borderColor: error ? token.colorError : token.colorBorder, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}
      >
        {icon && <span aria-hidden style={{ color: token.colorTextTertiary }}>{icon}</span>}
        {children}
        {after}
      </div>
      {error && <div id={`${id}-error`} role="alert" style={{ color: token.colorError }}>{error}</div>}
      {!error && help && <div id={`${id}-help`} className="talim-help" style={{ color: token.colorTextDescription }}>{help}</div>}
    </div>
  );
}
