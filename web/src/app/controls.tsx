import { GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Dropdown, Switch, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { LANGS, type Lang } from '@/lib/prefs';
import { usePreferences } from './preferences';

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

/** Light or dark theme, kept locally. */
export function ThemeToggle() {
  const intl = useIntl();
  const { theme, setTheme } = usePreferences();
  const label = intl.formatMessage({ id: 'app.darkMode' });
  return (
    <Tooltip title={label}>
      <Switch
        aria-label={label}
        checked={theme === 'dark'}
        onChange={(on) => setTheme(on ? 'dark' : 'light')}
        checkedChildren={<MoonOutlined />}
        unCheckedChildren={<SunOutlined />}
      />
    </Tooltip>
  );
}
