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
 * A language's messages come in four parts, split at build time (web/vite.config.ts, messageParts):
 * `light`, the messages the sign-in and the guardian's pages use (and the app around every page);
 * `pages`, the further ones of the landing and terms pages (useMessagePart); `office`, the further
 * ones of the office's layout and its dashboard (the page a sign-in lands on); `rest`, every other
 * message. Every page loads the light part; once a page drawn with antd is in use (the office, the
 * controller), the pages and office parts too, and the rest once a page other than the dashboard
 * opens (LocaleProvider). en.json, bn.json and ar.json stay the only sources: jest reads the whole
 * file for any part.
 */
export type MessagePart = 'light' | 'pages' | 'office' | 'rest';
const PARTS: MessagePart[] = ['light', 'pages', 'office', 'rest'];
/** The parts every page drawn with antd loads; the dashboard needs no more. */
export const ANTD_PARTS: MessagePart[] = ['light', 'pages', 'office'];
const MESSAGES: Record<Lang, Record<MessagePart, () => Promise<{ default: Catalog }>>> = {
  bn: {
    light: () => import('@/i18n/bn.json?part=light'), pages: () => import('@/i18n/bn.json?part=pages'),
    office: () => import('@/i18n/bn.json?part=office'), rest: () => import('@/i18n/bn.json?part=rest'),
  },
  en: {
    light: () => import('@/i18n/en.json?part=light'), pages: () => import('@/i18n/en.json?part=pages'),
    office: () => import('@/i18n/en.json?part=office'), rest: () => import('@/i18n/en.json?part=rest'),
  },
  ar: {
    light: () => import('@/i18n/ar.json?part=light'), pages: () => import('@/i18n/ar.json?part=pages'),
    office: () => import('@/i18n/ar.json?part=office'), rest: () => import('@/i18n/ar.json?part=rest'),
  },
};
const ANTD_LOCALES: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  bn: () => import('antd/locale/bn_BD'),
  en: async () => ({ default: enUS }),
  ar: () => import('antd/locale/ar_EG'),
};
/** A language's messages at hand (the parts in `have`, merged). */
const loaded = new Map<Lang, Catalog>();
const have = new Map<Lang, Set<MessagePart>>();
/** The parts every language loads from now on (the pages in use have needed them). */
const wanted = new Set<MessagePart>(['light']);
const fetched = new Map<string, Promise<Catalog>>();
const antdLoaded = new Map<Lang, AntdLocale>();
const MADRASA_PREFIX = 'madrasa.';
let withAntd = false;
let version = 0;
const listeners = new Set<() => void>();

/**
 * From now on a language's antd locale and the messages of antd's pages (all but the rest: the
 * dashboard needs no more) load together, so a change of language shows both at once: called at
 * start for a page drawn with antd (main.tsx) and when antd's provider first loads.
 */
export function needAntdLocales(): void {
  withAntd = true;
  ANTD_PARTS.forEach((p) => wanted.add(p));
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

/** One part of a language's messages, fetched once (again after a failure). */
function fetchPart(lang: Lang, part: MessagePart): Promise<Catalog> {
  const key = `${lang}:${part}`;
  let p = fetched.get(key);
  if (!p) {
    p = MESSAGES[lang][part]().then((m) => m.default);
    p.catch(() => fetched.delete(key));
    fetched.set(key, p);
  }
  return p;
}

function hasParts(lang: Lang, parts: Iterable<MessagePart>): boolean {
  const h = have.get(lang);
  return !!h && [...parts].every((p) => h.has(p));
}

/** Merges parts of a language in at once (a render shows a language with all the parts it needs). */
async function loadParts(lang: Lang, parts: MessagePart[]): Promise<void> {
  const all: MessagePart[] = ['light', ...parts.filter((p) => p !== 'light')];
  const catalogs = await Promise.all(all.map((p) => fetchPart(lang, p)));
  if (hasParts(lang, all)) return;
  loaded.set(lang, Object.assign({}, loaded.get(lang), ...catalogs) as Catalog);
  have.set(lang, new Set([...(have.get(lang) ?? []), ...all]));
  version += 1;
  listeners.forEach((l) => l());
}

/**
 * Loads a language's messages (the parts the pages in use need; all of them and antd's locale once
 * antd is in use) once; resolves when they are at hand.
 */
export async function loadCatalog(lang: Lang): Promise<Catalog> {
  const parts = [...wanted];
  await Promise.all([loadParts(lang, parts), withAntd ? loadAntdLocale(lang) : null]);
  return loaded.get(lang)!;
}

const pending = new Map<string, Promise<void>>();

/**
 * Parts of a language's messages, e.g. all of them for a page drawn with antd opened after one
 * without; from now on every language loads them too. The same promise until they are at hand (for
 * React's `use`).
 */
export function loadMessageParts(lang: Lang, parts: MessagePart[]): Promise<void> {
  parts.forEach((p) => wanted.add(p));
  const key = `${lang}:${parts.join()}`;
  let p = pending.get(key);
  if (!p) {
    p = loadParts(lang, parts);
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/** From now on every language loads this part too (main.tsx: the first page's, loaded with the language). */
export function needMessagePart(part: MessagePart): void {
  wanted.add(part);
}

export function loadAllMessages(lang: Lang): Promise<void> {
  return loadMessageParts(lang, PARTS);
}

/** Whether these parts of the language's messages are at hand. */
export function hasMessageParts(lang: Lang, parts: MessagePart[]): boolean {
  return hasParts(lang, parts);
}

/** Whether all of the language's messages are at hand. */
export function hasAllMessages(lang: Lang): boolean {
  return hasParts(lang, PARTS);
}

/** A count that grows whenever messages arrive (useSyncExternalStore). */
export function messagesVersion(): number {
  return version;
}

export function onMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether something of the language is at hand to draw a page (its light part at least). */
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
  have.set(lang, new Set(PARTS));
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
