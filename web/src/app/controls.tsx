import { GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, theme as antTheme } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { LANGS, type Lang } from '@/lib/prefs';
import { usePreferences } from './preferences';
import './themeToggle.css';

/** The language switch: bn, en, ar; the choice is kept locally. */
export function LanguageSwitch({ ghost }: { ghost?: boolean }) {
  const intl = useIntl();
  const { lang, setLang } = usePreferences();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((l) => ({ key: l, label: intl.formatMessage({ id: `lang.${l}` }), lang: l })),
        onClick: ({ key }) => setLang(key as Lang),
      }}
    >
      <Button
        type={ghost ? 'text' : 'default'}
        icon={<GlobalOutlined />}
        // the name starts with what the button shows (the language), then says what it does
        aria-label={`${intl.formatMessage({ id: `lang.${lang}` })} · ${intl.formatMessage({ id: 'app.language' })}`}
        style={ghost ? { color: 'inherit' } : undefined}
      >
        {intl.formatMessage({ id: `lang.${lang}` })}
      </Button>
    </Dropdown>
  );
}

/**
 * Light or dark theme, kept locally. A native button with role=switch drawn as antd's Switch draws it
 * (antd's Switch is about 2.5 KB gzip of the office's first load; issue 22 item 14): Space and Enter
 * toggle it, its name says what it turns on, aria-checked whether it is on.
 */
export function ThemeToggle() {
  const intl = useIntl();
  const { theme, setTheme } = usePreferences();
  const { token } = antTheme.useToken();
  const label = intl.formatMessage({ id: 'app.darkMode' });
  const dark = theme === 'dark';
  const colours = {
    '--talim-switch-off': token.colorTextQuaternary,
    '--talim-switch-off-hover': token.colorTextTertiary,
    '--talim-switch-on': token.colorPrimary,
    '--talim-switch-on-hover': token.colorPrimaryHover,
    '--talim-switch-ring': token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <Tooltip title={label}>
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label={label}
        className="talim-switch"
        style={colours}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        <span className="talim-switch-handle" />
        <span className="talim-switch-inner" aria-hidden>{dark ? <MoonOutlined /> : <SunOutlined />}</span>
      </button>
    </Tooltip>
  );
}
