import { GlobalOutlined } from '@ant-design/icons';
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
export function PublicLanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const { lang, setLang } = usePreferences();
  return (
    <label className={className ? `talim-lang ${className}` : 'talim-lang'}>
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
 * elements styled by public.css with the theme's colours (app/plain.css): no antd at all, so the
 * landing, login and terms pages load none.
 */
export function PublicShell({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { digits } = useFormat();
  return (
    <div className="talim-public">
      <header>
        <Link to="/" className="talim-brand">
          <span aria-hidden>ت</span>
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
  return <div className={className ? `talim-card ${className}` : 'talim-card'}>{children}</div>;
}

/**
 * A labelled input with an icon or clear button beside it and a problem or help line under it:
 * antd's input look (public.css) without its form engine, for the login and guardian pages.
 */
export function PlainField({ id, label, icon, error, help, children, after }: {
  id: string; label: string; icon?: ReactNode; error?: string; help?: string; children: ReactNode; after?: ReactNode;
}) {
  return (
    <div className={error ? 'talim-field talim-field-error' : 'talim-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="talim-input">
        {icon && <span aria-hidden className="talim-input-icon">{icon}</span>}
        {children}
        {after}
      </div>
      {error && <div id={`${id}-error`} role="alert">{error}</div>}
      {!error && help && <div id={`${id}-help`} className="talim-help">{help}</div>}
    </div>
  );
}
