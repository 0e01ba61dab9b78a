import { hasAntdLocale, loadCatalog, needAntdLocales } from '@/lib/messages';

/**
 * antd's locale is a chunk the guardian's phone pages, the landing, sign-in and terms never draw
 * with: a language loads it only once a page drawn with antd is in use (main.tsx at start for such
 * a page, LocaleProvider when antd's provider first loads); from then on with every language.
 */
it('a language loads antd\'s locale only once a page drawn with antd is in use, then with every language', async () => {
  await loadCatalog('bn');
  expect(hasAntdLocale('bn')).toBe(false);
  needAntdLocales();
  await loadCatalog('ar');
  expect(hasAntdLocale('ar')).toBe(true);
  await loadCatalog('bn');
  expect(hasAntdLocale('bn')).toBe(true);
});

/**
 * A language's messages in parts (lib/messages.ts; split by the build): a page without antd loads
 * the light part; the landing and terms pages add theirs; antd's pages the office part too (all the
 * dashboard needs); any other page (or a message the light part lacks) all of them, and IntlLayer
 * hears when they arrive.
 */
it('a page without antd loads the light part, antd\'s pages the office part, other pages every part, and listeners hear of each arrival', async () => {
  let m!: typeof import('@/lib/messages');
  await jest.isolateModulesAsync(async () => { m = await import('@/lib/messages'); });
  const heard = jest.fn();
  m.onMessages(heard);
  await m.loadCatalog('en');
  expect(m.hasCatalog('en')).toBe(true);
  expect(m.hasMessageParts('en', ['light'])).toBe(true);
  expect(m.hasMessageParts('en', ['pages'])).toBe(false);
  expect(m.hasAllMessages('en')).toBe(false);
  const before = m.messagesVersion();
  const pages = m.loadMessageParts('en', ['pages']);
  expect(m.loadMessageParts('en', ['pages'])).toBe(pages); // one promise until it is here (React's use)
  await pages;
  expect(m.hasMessageParts('en', ['light', 'pages'])).toBe(true);
  expect(m.messagesVersion()).toBeGreaterThan(before);
  // a language chosen later loads the parts in use so far
  await m.loadCatalog('ar');
  expect(m.hasMessageParts('ar', ['light', 'pages'])).toBe(true);
  expect(m.hasAllMessages('ar')).toBe(false);
  m.needAntdLocales();
  await m.loadCatalog('ar');
  expect(m.hasMessageParts('ar', ['light', 'pages', 'office'])).toBe(true);
  expect(m.hasAllMessages('ar')).toBe(false);
  await m.loadMessageParts('ar', ['rest']);
  expect(m.hasAllMessages('ar')).toBe(true);
  await m.loadAllMessages('en');
  expect(m.hasAllMessages('en')).toBe(true);
  expect(m.messagesFor('en', '')['app.name']).toBeTruthy();
  expect(heard).toHaveBeenCalledTimes(6); // en light, en pages, ar light and pages, ar office, ar rest, en all
});
