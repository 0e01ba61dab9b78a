/** Local browser settings (spec §1): language, theme and academy type live in localStorage. */
export type Lang = 'bn' | 'en' | 'ar';
export type ThemeMode = 'light' | 'dark';

export const LANGS: Lang[] = ['bn', 'en', 'ar'];
export const DEFAULT_LANG: Lang = 'bn';
export const STORAGE_KEYS = { lang: 'talim.lang', theme: 'talim.theme', academyType: 'talim.academyType' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* private mode: the setting lasts for this page only */
  }
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as string[]).includes(value);
}

export function storedLang(): Lang {
  const value = read(STORAGE_KEYS.lang);
  return isLang(value) ? value : DEFAULT_LANG;
}

export function storedTheme(): ThemeMode {
  return read(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function storedAcademyType(): string {
  return read(STORAGE_KEYS.academyType) ?? '';
}

export function isRtl(lang: Lang): boolean {
  return lang === 'ar';
}
