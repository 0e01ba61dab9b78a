import { ConfigProvider, theme as antTheme } from 'antd';
// antd's own App context (what App.useApp() reads on every screen) and App's style (its box's text
// colour, size, line height and font, and its direction): the same box as antd's App draws.
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/bn';
import { use, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ANTD_PARTS, antdLocaleFor, hasAntdLocale, hasMessageParts, loadAntdLocale, loadMessageParts, needAntdLocales, type MessagePart } from '@/lib/messages';
import { isRtl } from '@/lib/prefs';
import { hideDecorativeIcons } from './decorativeIcons';
import { keepTabInsideDialogs } from './keepTabInside';
import { IntlLayer, useShownLanguage } from './IntlLayer';
import { deferredAppApi, type AppApi } from './deferredAppApi';
import { usePreferences } from './preferences';

// A page drawn with antd is open (or opening): languages load antd's locale with their messages.
needAntdLocales();

/** The page a sign-in lands on needs no more than antd's parts of the messages (lib/messages.ts); any other, the rest too. */
const DASHBOARD = /^\/dashboard\/?$/;
const ALL_PARTS: MessagePart[] = [...ANTD_PARTS, 'rest'];

const FONT = "'Noto Sans Bengali', 'Hind Siliguri', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'Segoe UI', Roboto, system-ui, sans-serif";

/**
 * Text colours that reach WCAG AA (4.5:1 for text, 3:1 for large text and graphics) on the theme's
 * backgrounds (issue 27): antd's defaults give secondary text 3.4:1, success green 2.3:1, warning
 * 1.9:1, error red 3.3:1, links 4.1:1 and tags' text about 3.3:1 on their tints. Keep app/plain.css
 * (the same colours without antd) in step.
 */
const LIGHT_CONTRAST = {
  colorTextDescription: 'rgba(0, 0, 0, 0.62)', colorTextTertiary: 'rgba(0, 0, 0, 0.62)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorLink: '#0958d9', colorLinkHover: '#1677ff', colorLinkActive: '#003eb3', colorInfo: '#0958d9',
  // a primary button under the pointer keeps white text at 4.5:1 (antd's lighter hover green gave 4.4)
  colorPrimaryHover: '#0c6b53',
  colorSuccess: '#237804', colorSuccessBg: '#f6ffed', colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad5a00', colorWarningBg: '#fff7e6', colorWarningBorder: '#ffd591',
  colorError: '#cf1322', colorErrorBg: '#fff1f0', colorErrorBorder: '#ffccc7',
  // (preset tags' text, the 7th shade of their colour: app/global.css)
};
/** Dark: dimmed text, links, info and errors brighter; the green of selected items and bars lighter (the primary button keeps its green). */
const DARK_CONTRAST = {
  colorTextDescription: 'rgba(255, 255, 255, 0.65)', colorTextTertiary: 'rgba(255, 255, 255, 0.65)', colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  colorLink: '#69b1ff', colorLinkHover: '#91caff', colorLinkActive: '#4096ff', colorInfo: '#69b1ff', colorError: '#ff7875',
  colorPrimaryText: '#5fd4a9', colorPrimaryBorder: '#3fbf95',
};

/**
 * antd's direction, locale and light/dark theme (and dayjs's language) for the language on screen.
 * Its own chunk: the app (App.tsx) adds it once a page that uses antd opens, so the public landing,
 * login and terms pages load no antd. The colours of app/plain.css follow this theme.
 */
export function AntdLayer({ children }: { children: ReactNode }) {
  const { theme } = usePreferences();
  const { lang } = useShownLanguage();
  // Coming from a page without antd, only the light part of the language's messages is here: the
  // page waits (its Suspense spinner) for the others; leaving the dashboard, for the rest (a
  // navigation is a transition: the dashboard stays on screen meanwhile).
  const parts = DASHBOARD.test(window.location.pathname) ? ANTD_PARTS : ALL_PARTS;
  if (!hasMessageParts(lang, parts)) use(loadMessageParts(lang, parts));
  const rtl = isRtl(lang);
  useEffect(() => {
    dayjs.locale(lang);
  }, [lang]);
  const intl = useIntl();
  useEffect(() => hideDecorativeIcons((id) => intl.formatMessage({ id })), [intl]);
  useEffect(keepTabInsideDialogs, []);
  // Coming from a page without antd (a guardian's page, sign-in), the language's antd locale may not
  // be here yet: antd's English shows until it arrives, then a render follows.
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (hasAntdLocale(lang)) return;
    let live = true;
    loadAntdLocale(lang).then(() => { if (live) setArrived((n) => n + 1); }, () => undefined);
    return () => { live = false; };
  }, [lang]);
  const themeConfig = useMemo(
    () => ({
      algorithm: theme === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
      token: {
        colorPrimary: '#0f7b5f', fontFamily: FONT, borderRadius: 8,
        // antd derives greyish tints from this green; lighter ones read better as selection backgrounds.
        ...(theme === 'dark' ? DARK_CONTRAST : { colorPrimaryBg: '#e3f3ec', colorPrimaryBgHover: '#cbe8db', ...LIGHT_CONTRAST }),
      },
      components: theme === 'dark' ? { Menu: { itemSelectedColor: DARK_CONTRAST.colorPrimaryText } } : undefined,
    }),
    [theme],
  );
  return (
    <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} locale={antdLocaleFor(lang)} theme={themeConfig}>
      <LazyAntApp>{children}</LazyAntApp>
    </ConfigProvider>
  );
}

type Holder = ComponentType<{ onReady: (api: AppApi) => void }>;

/**
 * antd's App (issue 22 item 14): its box, and its message, notification and modal API for
 * App.useApp() on every screen; but antd's message, notification and modal code (about 15 KB gzip)
 * is fetched only once a screen takes that API (app/AntAppHolder), never with the office's first
 * screen (the dashboard takes none) nor with the guardian's banner. A call made meanwhile waits for
 * it; if it cannot be fetched (offline), the waiting calls are dropped and the next one tries again.
 * Here, not in a module of its own: what antd's provider fetches later is the provider's (it loads
 * every part of the messages), not the light pages' (web/vite.config.ts, message parts).
 */
export function LazyAntApp({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [holder, setHolder] = useState<{ Holder: Holder } | null>(null);
  const [deferred] = useState(() => {
    let asked = false;
    const d = deferredAppApi(() => {
      if (asked) return;
      asked = true;
      import('./AntAppHolder').then(
        (m) => setHolder({ Holder: m.default }),
        () => {
          asked = false;
          d.fail();
        },
      );
    });
    return d;
  });
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return (
    <AppContext.Provider value={deferred.api}>
      <div className={className}>
        {holder ? <holder.Holder onReady={deferred.ready} /> : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * react-intl with the active language and the madrasa wording, `<html lang dir>`, and antd's
 * direction, locale and light/dark theme. Other screens get all of it through context.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <IntlLayer>
      <AntdLayer>{children}</AntdLayer>
    </IntlLayer>
  );
}
