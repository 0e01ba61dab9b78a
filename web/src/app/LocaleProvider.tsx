import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/bn';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { antdLocaleFor, hasCatalog, intlLocale, loadCatalog, messagesFor, plainText } from '@/lib/messages';
import { isRtl, type Lang } from '@/lib/prefs';
import { usePreferences } from './preferences';

const FONT = "'Noto Sans Bengali', 'Hind Siliguri', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'Segoe UI', Roboto, system-ui, sans-serif";

/**
 * react-intl with the active language and the madrasa wording, `<html lang dir>`, and antd's
 * direction, locale and light/dark theme. Other screens get all of it through context.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  // The signed-in academy's type reaches the preferences through the session (session.tsx).
  const { lang: wanted, theme, academyType } = usePreferences();
  // A newly chosen language shows once its messages have loaded; until then the page stays as it was.
  const [shown, setShown] = useState<Lang | null>(() => (hasCatalog(wanted) ? wanted : null));
  // antd's locale loads beside the messages; a render follows once it is at hand.
  const [, setLoads] = useState(0);
  useEffect(() => {
    let live = true;
    loadCatalog(wanted).then(() => { if (live) { setShown(wanted); setLoads((n) => n + 1); } }, () => undefined);
    return () => { live = false; };
  }, [wanted]);
  const lang: Lang = hasCatalog(wanted) ? wanted : (shown ?? wanted);

  const rtl = isRtl(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dataset.theme = theme;
    dayjs.locale(lang);
  }, [lang, rtl, theme]);

  const messages = useMemo(() => messagesFor(lang, academyType), [lang, academyType]);
  useEffect(() => {
    document.title = `${plainText(messages['app.name']) || 'Talim'} · ${plainText(messages['app.tagline'])}`;
  }, [messages]);
  const themeConfig = useMemo(
    () => ({
      algorithm: theme === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
      token: {
        colorPrimary: '#0f7b5f', fontFamily: FONT, borderRadius: 8,
        // antd derives greyish tints from this green; lighter ones read better as selection backgrounds.
        ...(theme === 'dark' ? {} : { colorPrimaryBg: '#e3f3ec', colorPrimaryBgHover: '#cbe8db' }),
      },
    }),
    [theme],
  );

  if (!hasCatalog(lang)) return null;
  return (
    <IntlProvider locale={intlLocale(lang)} messages={messages} defaultLocale="bn-BD" onError={onIntlError}>
      <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} locale={antdLocaleFor(lang)} theme={themeConfig}>
        <AntApp notification={{ maxCount: 3 }} message={{ maxCount: 3 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </IntlProvider>
  );
}

function onIntlError(err: { code?: string; message: string }): void {
  // A missing id renders as itself (scripts check the catalogues); anything else is a real fault.
  if (err.code !== 'MISSING_TRANSLATION') console.error(err.message);
}
