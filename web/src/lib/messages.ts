import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';
import type { Lang } from './prefs';

const CATALOGUES: Record<Lang, Record<string, string>> = { bn, en, ar };
const MADRASA_PREFIX = 'madrasa.';

/**
 * The messages for a language. With the madrasa academy type, every `madrasa.x` message replaces `x`
 * (spec: two wording variants chosen by academy type), so screens only ever use the plain id.
 */
export function messagesFor(lang: Lang, academyType: string): Record<string, string> {
  const base = CATALOGUES[lang];
  if (academyType !== 'madrasa') return base;
  const merged: Record<string, string> = { ...base };
  for (const [key, text] of Object.entries(base)) {
    if (key.startsWith(MADRASA_PREFIX)) merged[key.slice(MADRASA_PREFIX.length)] = text;
  }
  return merged;
}

/** react-intl locale for a language: Bengali digits come from the bn-BD numbering system. */
export function intlLocale(lang: Lang): string {
  return lang === 'bn' ? 'bn-BD' : lang === 'ar' ? 'ar-EG' : 'en-GB';
}
