import { createContext, use, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  hasAllMessages, hasCatalog, hasMessageParts, intlLocale, loadAllMessages, loadCatalog, loadMessageParts, messagesFor, messagesVersion, onMessages, plainText,
  type MessagePart,
} from '@/lib/messages';
import { isRtl, type Lang } from '@/lib/prefs';
import { usePreferences } from './preferences';

/** The language on screen, and a count that grows when a language's files (antd's locale too, once antd is in use) arrive. */
const ShownLanguage = createContext<{ lang: Lang; loads: number }>({ lang: 'bn', loads: 0 });

export function useShownLanguage() {
  return useContext(ShownLanguage);
}

/**
 * A page that needs a further part of the messages (the landing and terms pages: `pages`) waits for
 * it (its Suspense) in the language on screen; languages chosen later load it with the rest.
 */
export function useMessagePart(part: MessagePart): void {
  const { lang } = useShownLanguage();
  if (!hasMessageParts(lang, [part])) use(loadMessageParts(lang, [part]));
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

  // grows when a language's messages arrive (the rest of them, once a page drawn with antd opens)
  const arrived = useSyncExternalStore(onMessages, messagesVersion);
  const messages = useMemo(() => messagesFor(lang, academyType), [lang, academyType, arrived]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    document.title = `${plainText(messages['app.name']) || 'Talim'} · ${plainText(messages['app.tagline'])}`;
  }, [messages]);
  const shownLanguage = useMemo(() => ({ lang, loads }), [lang, loads]);

  // A message the light part lacks (the build puts every id a page without antd names there): the
  // rest of the language loads and the page draws again, so no id stays on screen.
  const onError = useCallback((err: { code?: string; message: string }) => {
    if (err.code === 'MISSING_TRANSLATION' && !hasAllMessages(lang)) loadAllMessages(lang).catch(() => undefined);
    onIntlError(err);
  }, [lang]);

  if (!hasCatalog(lang)) return null;
  return (
    <IntlProvider locale={intlLocale(lang)} messages={messages} defaultLocale="bn-BD" onError={onError}>
      <ShownLanguage.Provider value={shownLanguage}>{children}</ShownLanguage.Provider>
    </IntlProvider>
  );
}

function onIntlError(err: { code?: string; message: string }): void {
  // A missing id renders as itself (scripts check the catalogues); anything else is a real fault.
  if (err.code !== 'MISSING_TRANSLATION') console.error(err.message);
}
