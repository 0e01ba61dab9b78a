import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { hasCatalog, intlLocale, loadCatalog, messagesFor, plainText } from '@/lib/messages';
import { isRtl, type Lang } from '@/lib/prefs';
import { usePreferences } from './preferences';

/** The language on screen, and a count that grows when a language's files (antd's locale too, once antd is in use) arrive. */
const ShownLanguage = createContext<{ lang: Lang; loads: number }>({ lang: 'bn', loads: 0 });

export function useShownLanguage() {
  return useContext(ShownLanguage);
}

/**
 * react-intl with the active language and the madrasa wording, `<html lang dir data-theme>` and the
 * document title. No antd here: the public pages render with this alone, and LocaleProvider adds
 * antd's provider on top for everything else.
 */
export function IntlLayer({ children }: { children: ReactNode }) {
  // The signed-in academy's type reaches the preferences through the session (session.tsx).
  const { lang: wanted, theme, academyType } = usePreferences();
  // A newly chosen language shows once its messages have loaded; until then the page stays as it was.
  const [shown, setShown] = useState<Lang | null>(() => (hasCatalog(wanted) ? wanted : null));
  // antd's locale (once a page drawn with antd has opened) loads beside the messages; a render follows once it is at hand.
  const [loads, setLoads] = useState(0);
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
  }, [lang, rtl, theme]);

  const messages = useMemo(() => messagesFor(lang, academyType), [lang, academyType]);
  useEffect(() => {
    document.title = `${plainText(messages['app.name']) || 'Talim'} · ${plainText(messages['app.tagline'])}`;
  }, [messages]);
  const shownLanguage = useMemo(() => ({ lang, loads }), [lang, loads]);

  if (!hasCatalog(lang)) return null;
  return (
    <IntlProvider locale={intlLocale(lang)} messages={messages} defaultLocale="bn-BD" onError={onIntlError}>
      <ShownLanguage.Provider value={shownLanguage}>{children}</ShownLanguage.Provider>
    </IntlProvider>
  );
}

function onIntlError(err: { code?: string; message: string }): void {
  // A missing id renders as itself (scripts check the catalogues); anything else is a real fault.
  if (err.code !== 'MISSING_TRANSLATION') console.error(err.message);
}
