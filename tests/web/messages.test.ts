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
