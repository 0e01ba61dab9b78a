import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  STORAGE_KEYS, storedAcademyType, storedLang, storedTheme, write, type Lang, type ThemeMode,
} from '@/lib/prefs';

export interface Preferences {
  lang: Lang;
  setLang: (lang: Lang) => void;
  theme: ThemeMode;
  setTheme: (theme: ThemeMode) => void;
  /** The locally stored academy type (spec §1); the signed-in academy's type wins when known. */
  academyType: string;
  setAcademyType: (type: string) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** Language, theme and academy type, each kept in localStorage. */
export function PreferencesProvider({ children, initialLang }: { children: ReactNode; initialLang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => initialLang ?? storedLang());
  const [theme, setThemeState] = useState<ThemeMode>(storedTheme);
  const [academyType, setTypeState] = useState<string>(storedAcademyType);

  const setLang = useCallback((next: Lang) => {
    write(STORAGE_KEYS.lang, next);
    setLangState(next);
  }, []);
  const setTheme = useCallback((next: ThemeMode) => {
    write(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);
  const setAcademyType = useCallback((next: string) => {
    write(STORAGE_KEYS.academyType, next);
    setTypeState(next);
  }, []);

  const value = useMemo(
    () => ({ lang, setLang, theme, setTheme, academyType, setAcademyType }),
    [lang, setLang, theme, setTheme, academyType, setAcademyType],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
