import type { ConfigProviderProps } from 'antd';
// antd's own default; its ConfigProvider imports it anyway, so it costs the first download nothing.
import enUS from 'antd/locale/en_US';
import type { Lang } from './prefs';

/**
 * A language's messages by id. The catalogues are ICU strings; the built app carries them
 * precompiled to react-intl's AST (web/vite.config.ts), so read a text through react-intl (or
 * `plainText`), never straight from here.
 */
export type Catalog = Record<string, string>;
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * Each language is chunks of its own, its messages and antd's locale: a page loads only the language
 * it shows, and antd's locale only once a page drawn with antd needs it (the guardian's phone pages,
 * landing, sign-in and terms have no antd: publicPaths.ts WITHOUT_ANTD).
 */
const MESSAGES: Record<Lang, () => Promise<{ default: Catalog }>> = {
  bn: () => import('@/i18n/bn.json'),
  en: () => import('@/i18n/en.json'),
  ar: () => import('@/i18n/ar.json'),
};
const ANTD_LOCALES: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  bn: () => import('antd/locale/bn_BD'),
  en: async () => ({ default: enUS }),
  ar: () => import('antd/locale/ar_EG'),
};
const loaded = new Map<Lang, Catalog>();
const antdLoaded = new Map<Lang, AntdLocale>();
const MADRASA_PREFIX = 'madrasa.';
let withAntd = false;

/**
 * From now on a language's antd locale loads with its messages, so a change of language shows both
 * at once: called at start for a page drawn with antd (main.tsx) and when antd's provider first loads.
 */
export function needAntdLocales(): void {
  withAntd = true;
}

/** Loads a language's antd locale once. */
export async function loadAntdLocale(lang: Lang): Promise<AntdLocale> {
  const antd = antdLoaded.get(lang) ?? (await ANTD_LOCALES[lang]()).default;
  antdLoaded.set(lang, antd);
  return antd;
}

export function hasAntdLocale(lang: Lang): boolean {
  return antdLoaded.has(lang);
}

/** Loads a language's messages (and antd's locale, once antd is in use) once; resolves when they are at hand. */
export async function loadCatalog(lang: Lang): Promise<Catalog> {
  const [catalog] = await Promise.all([
    loaded.get(lang) ?? MESSAGES[lang]().then((m) => m.default),
    withAntd ? loadAntdLocale(lang) : null,
  ]);
  if (!loaded.has(lang)) loaded.set(lang, catalog);
  return catalog;
}

export function hasCatalog(lang: Lang): boolean {
  return loaded.has(lang);
}

/**
 * antd's texts (pagination, pickers, empty states) in a loaded language; antd's English until then
 * (never undefined: that would change antd's provider tree and remount the page).
 */
export function antdLocaleFor(lang: Lang): AntdLocale {
  return antdLoaded.get(lang) ?? enUS;
}

/** Messages already at hand (tests provide all three up front; antd's locales still load). */
export function provideCatalog(lang: Lang, catalog: Catalog): void {
  loaded.set(lang, catalog);
}

/**
 * The messages for a loaded language. With the madrasa academy type, every `madrasa.x` message
 * replaces `x` (spec: two wording variants chosen by academy type), so screens only use the plain id.
 */
export function messagesFor(lang: Lang, academyType: string): Catalog {
  const base = loaded.get(lang) ?? {};
  if (academyType !== 'madrasa') return base;
  const merged: Catalog = { ...base };
  for (const [key, text] of Object.entries(base)) {
    if (key.startsWith(MADRASA_PREFIX)) merged[key.slice(MADRASA_PREFIX.length)] = text;
  }
  return merged;
}

/**
 * A message without arguments as plain text, outside react-intl (the document title): the source
 * string, or the literal parts of its precompiled form.
 */
export function plainText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  return message.map((part: { type?: number; value?: unknown }) => (part.type === 0 && typeof part.value === 'string' ? part.value : '')).join('');
}

/** react-intl locale for a language: Bengali digits come from the bn-BD numbering system. */
export function intlLocale(lang: Lang): string {
  return lang === 'bn' ? 'bn-BD' : lang === 'ar' ? 'ar-EG' : 'en-GB';
}
