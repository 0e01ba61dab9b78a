import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built web app (npm run build:web, dist/web; WEB_DIST=dir checks another build) as the guardian
 * pages' service worker (web/public/sw.js) reads it: every file /guardian-precache.json lists is a
 * file of the build (cache.addAll fails, and keeps nothing, on one missing file), and the list holds
 * every guardian route's script with everything it imports, so those pages open offline after one visit.
 */
const dist = process.env.WEB_DIST || path.join(__dirname, '../../dist/web');

interface ManifestEntry { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }

const built = existsSync(path.join(dist, '.vite/manifest.json'));
const maybe = built ? describe : describe.skip;

maybe('the guardian precache list', () => {
  const list = JSON.parse(readFileSync(path.join(dist, 'guardian-precache.json'), 'utf8')) as string[];
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

  test('every entry is a file of the build', () => {
    expect(list.length).toBeGreaterThan(0);
    const missing = list.filter((f) => !f.startsWith('/assets/') || !existsSync(path.join(dist, f)));
    expect(missing).toEqual([]);
  });

  test('it holds the entry and every guardian route with its imports and styles', () => {
    const needed = new Set<string>();
    const visit = (key: string) => {
      const m = manifest[key];
      if (!m || needed.has(`/${m.file}`)) return;
      needed.add(`/${m.file}`);
      (m.css ?? []).forEach((css) => needed.add(`/${css}`));
      (m.imports ?? []).forEach(visit);
    };
    const roots = Object.keys(manifest).filter((k) => manifest[k].isEntry || /^src\/(features\/guardian\/[A-Z]\w+\.tsx|app\/GuardianLayout\.tsx)$/.test(k));
    expect(roots).toEqual(expect.arrayContaining(['src/app/GuardianLayout.tsx', 'src/features/guardian/GuardianHome.tsx', 'src/features/guardian/GuardianFees.tsx']));
    roots.forEach(visit);
    expect([...needed].filter((f) => !list.includes(f))).toEqual([]);
  });
});

/**
 * A language's messages in four parts (web/vite.config.ts messageParts, lib/messages.ts): the
 * sign-in and the guardian's pages load only the light part, the landing and terms pages the pages
 * part beside it, the office's dashboard the office part beside both. Together the parts are the
 * whole catalogue, and every id named in those pages' built scripts is in the parts they load.
 */
maybe('the message parts', () => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry & { dynamicImports?: string[] }>;
  const partOf = (lang: string, name: string): Record<string, unknown> => {
    const entry = manifest[`../talim-messages:${lang}:${name}`];
    expect(entry).toBeDefined();
    const code = readFileSync(path.join(dist, entry.file), 'utf8').replace(/export\s*\{\s*(\w+) as default\s*\};?\s*$/, 'return $1;');
    return new Function(code)() as Record<string, unknown>;
  };
  const source = (lang: string) => Object.keys(JSON.parse(readFileSync(path.join(__dirname, `../../web/src/i18n/${lang}.json`), 'utf8')) as object);

  test.each(['bn', 'en', 'ar'])('%s: the light, pages, office and rest parts together are the whole catalogue, once each', (lang) => {
    const all = source(lang);
    const [light, pages, office, rest] = ['light', 'pages', 'office', 'rest'].map((p) => Object.keys(partOf(lang, p)));
    expect(light.length).toBeGreaterThan(100);
    expect(pages.length).toBeGreaterThan(20);
    expect(office.length).toBeGreaterThan(50);
    expect(light.length + pages.length).toBeLessThan(all.length / 4);
    expect(light.length + pages.length + office.length).toBeLessThan(all.length / 2);
    expect([...light, ...pages, ...office, ...rest].sort()).toEqual([...all].sort());
  });

  /** The ids named in the built scripts the pages reach, but not in the parts given. */
  const notIn = (pagesRe: RegExp, parts: string[]): string[] => {
    const given = new Set(parts.flatMap((p) => Object.keys(partOf('bn', p))));
    const all = source('bn');
    const pages = Object.keys(manifest).filter((k) => pagesRe.test(k));
    expect(pages.length).toBeGreaterThan(1);
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
    // not followed: the router's lazy routes, antd's provider (it loads every part), the entry's first-screen head starts
    const stop = new RegExp(`^(src/app/(routes|LocaleProvider|App)\\.tsx|${entry.replace('.', '\\.')})$`);
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      (manifest[key].imports ?? []).forEach(visit);
      if (!stop.test(key)) (manifest[key].dynamicImports ?? []).filter((d) => !stop.test(d) && !d.startsWith('../talim-messages:')).forEach(visit);
    };
    [...pages, entry, 'src/app/App.tsx'].forEach(visit);
    const missing = new Set<string>();
    for (const key of seen) {
      const file = manifest[key].file;
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(path.join(dist, file), 'utf8');
      // ids in quotes ("a.b", 'a.b', `a.b`) and template prefixes (`a.b.${x}`) of the built code
      for (const m of code.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+)["'`]/g)) if (all.includes(m[1]) && !given.has(m[1])) missing.add(m[1]);
      for (const m of code.matchAll(/`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g)) all.filter((k) => k.startsWith(m[1]) && !given.has(k)).forEach((k) => missing.add(k));
    }
    return [...missing];
  };

  test('every id named in the scripts of the sign-in and the guardian\'s pages is in the light part', () => {
    expect(notIn(/^src\/(app\/(GuardianLayout|RedirectIfSignedIn)\.tsx|features\/guardian\/\w+\.tsx|features\/auth\/LoginScreen\.tsx)$/, ['light'])).toEqual([]);
  });

  test('every id named in the scripts of the landing and terms pages is in the light or the pages part', () => {
    expect(notIn(/^src\/features\/public\/(LandingPage|TermsPage)\.tsx$/, ['light', 'pages'])).toEqual([]);
  });

  test('every id named in the scripts of the office layout and its dashboard is in the light, pages or office part', () => {
    expect(notIn(/^src\/(app\/(AcademyLayout|ApolloSession|guards)\.tsx|features\/dashboard\/DashboardScreen\.tsx)$/, ['light', 'pages', 'office'])).toEqual([]);
  });
});
