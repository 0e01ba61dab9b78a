import type { Lang } from './prefs';

export type Catalog = Record<string, string>;

/** Each language's messages are a chunk of their own: a page loads only the language it shows. */
const LOADERS: Record<Lang, () => Promise<{ default: Catalog }>> = {
  bn: () => import('@/i18n/bn.json'),
  en: () => import('@/i18n/en.json'),
  ar: () => import('@/i18n/ar.json'),
};
const loaded = new Map<Lang, Catalog>();
const MADRASA_PREFIX = 'madrasa.';

/** Loads a language's messages once. */
export async function loadCatalog(lang: Lang): Promise<Catalog> {
  const have = loaded.get(lang);
  if (have) return have;
  const catalog = (await LOADERS[lang]()).default;
  loaded.set(lang, catalog);
  return catalog;
}

export function hasCatalog(lang: Lang): boolean {
  return loaded.has(lang);
}

/** Messages already at hand (tests provide all three up front). */
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

/** react-intl locale for a language: Bengali digits come from the bn-BD numbering system. */
export function intlLocale(lang: Lang): string {
  return lang === 'bn' ? 'bn-BD' : lang === 'ar' ? 'ar-EG' : 'en-GB';
}
