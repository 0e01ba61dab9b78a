import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * The office's first screen in one chunk instead of about eighty (each request costs its headers,
 * and small files compress worse): what every office page needs around it (antd's provider, the
 * session guards, the layout with its menu and icons) and what the dashboard, the page a sign-in
 * lands on, draws on its first screen.
 *
 * Which modules those need is followed through the imports as the bundler links them: a module
 * asked only for names it re-exports (antd's and the icons' index modules, `export { X } from`,
 * or an imported name exported again) leads only to the modules those names come from; its own
 * code, and so all its imports, counts only when a name of its own (or its side effects) is asked
 * for. Otherwise `import { Alert } from 'antd'` would bring every part of antd some screen uses.
 *
 * Left out: whatever the light pages reach (the entry, the app, sign-in, the guardian's pages and the
 * public landing and terms pages, with what they load lazily but antd: they never load this chunk);
 * the routes' and screens' own modules (each stays its route's chunk); what the groups before this
 * one take (Apollo, the documents) with everything those import, so no two chunks import each
 * other. Two parts of it are chunks of their own: 'antd', what the antd parts of the light pages
 * need (antd's provider; the status banner on a guardian's page of an expired academy), loaded by
 * every page drawn with antd; and 'ui', what the public academy pages (and a new academy's form)
 * need too, so they do not load the office's menu and layout. Other office screens load all three
 * (they sit in the same layout); the controller's pages what they need of them.
 */
const src = (file: string) => path.resolve(__dirname, 'src', file);
const OFFICE_ROOTS = ['app/LocaleProvider.tsx', 'app/ApolloSession.tsx', 'app/guards.tsx', 'app/AcademyLayout.tsx'].map(src);
const OFFICE_SCREENS = ['features/dashboard/DashboardScreen.tsx', 'features/dashboard/DashboardCharts.tsx'].map(src);
const LIGHT_ROOTS = [
  'main.tsx', 'app/App.tsx', 'app/RedirectIfSignedIn.tsx', 'app/GuardianLayout.tsx', 'features/auth/LoginScreen.tsx',
  'features/public/LandingPage.tsx', 'features/public/TermsPage.tsx',
  ...readdirSync(src('features/guardian')).filter((f) => /\.tsx?$/.test(f)).map((f) => `features/guardian/${f}`),
].map(src);
/**
 * The public academy pages and a new academy's form, drawn with antd outside the office's layout
 * (visitors and guardians open them), and their route's session.
 */
const PUBLIC_ANTD_PAGES = [
  'app/ApolloSession.tsx', 'features/auth/NewAcademyScreen.tsx', ...['AcademyPublicHome', 'PublicResultScreen', 'OfficiantProfile', 'ArticlePage'].map((f) => `features/public/${f}.tsx`),
].map(src);
/** The router and the app lazily load the pages that are not light: their lazy imports are not followed. */
const LIGHT_LAZY_STOP = new Set(['app/routes.tsx', 'app/App.tsx'].map(src));
const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/;
/** antd's languages, each loaded lazily with its language (lib/messages.ts). */
const ANTD_LOCALE = /node_modules[\\/]antd[\\/]locale[\\/]/;
/**
 * Modules whose named helpers need only some of their imports: asked only for those names, only
 * those imports are followed. antd's button and tag styles take `isBright` from the colour picker's
 * presets, which needs rc-component's Color; the presets' component would bring antd's Collapse
 * (about 4 KB gzip) into the 'antd' chunk every antd page loads.
 */
const HELPERS: { module: RegExp; names: string[]; follows: RegExp }[] = [
  { module: /node_modules[\\/]antd[\\/]es[\\/]color-picker[\\/]components[\\/]ColorPresets\.js$/, names: ['isBright'], follows: /node_modules[\\/]@rc-component[\\/]color-picker[\\/]/ },
];

/**
 * What the 'ui' chunk held before the office's first screen stopped using it (issue 22 item 14):
 * antd's Card (with its Tabs), Progress, Statistic, Descriptions, Flex and Drawer, and Typography's
 * editing box (web/vite.config.ts, talim:lazy-antd-parts). Many office screens use them: one chunk
 * ('ui-more') instead of a dozen small ones, each a request of those screens and a name in the map
 * of what each route preloads, which every page loads with the app.
 */
const UI_MORE = [...['card', 'tabs', 'progress', 'statistic', 'descriptions', 'flex', 'drawer'].map((c) => `es/${c}/index.js`), 'es/typography/Editable.js']
  .map((f) => path.resolve(__dirname, '../node_modules/antd', f));


const ALL = '*';
const OWN = '';

interface Shape {
  /** Imports: the module they come from and the names taken (ALL for a namespace). */
  imports: { dep: string | undefined; names: string[] }[];
  /** Names this module exports from another module: the module and its name there (ALL for `export * as`). */
  reexports: Map<string, { dep: string | undefined; name: string }>;
  /** `export * from`. */
  stars: (string | undefined)[];
  /** Imported modules no statement names (added by a plugin, or a CommonJS require). */
  unnamed: string[];
}

/** A module's imports and exports, read from its code. */
function shapeOf(info: Rolldown.ModuleInfo): Shape {
  const code = info.code ?? '';
  const ids = info.importedIds;
  const named = new Set<string>();
  const depOf = (spec: string): string | undefined => {
    let dep: string | undefined;
    if (spec.startsWith('.')) {
      const base = path.resolve(path.dirname(info.id), spec);
      dep = ids.find((i) => i === base || i.startsWith(`${base}.`) || i.startsWith(`${base}/index.`));
    } else {
      const of = (i: string) => i.includes(`node_modules/${spec}/`) || i.includes(`node_modules/${spec}.`);
      // longer specifiers come first (antd/es/form before antd): a module not yet named is preferred
      dep = ids.find((i) => of(i) && !named.has(i)) ?? ids.find(of);
    }
    if (dep) named.add(dep);
    return dep;
  };
  const imports: Shape['imports'] = [];
  const local = new Map<string, { dep: string | undefined; name: string }>();
  // longest specifiers first, so 'antd/es/form' is matched before 'antd'
  const statements = [...code.matchAll(/(?:^|[\n;])\s*import\s*(?:([\w$*{}\s,]+?)\s*from\s*)?["']([^"']+)["']/g)]
    .sort((a, b) => b[2].length - a[2].length);
  for (const m of statements) {
    const dep = depOf(m[2]);
    const clause = (m[1] ?? '').trim();
    const names: string[] = [];
    if (!clause) names.push(OWN);
    const ns = /\*\s*as\s+([\w$]+)/.exec(clause);
    if (ns) names.push(ALL);
    const def = /^([\w$]+)\s*(?:,|$)/.exec(clause);
    if (def) { names.push('default'); local.set(def[1], { dep, name: 'default' }); }
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces ? braces[1].split(',') : []) {
      const [imported, as] = part.trim().split(/\s+as\s+/);
      if (!imported) continue;
      names.push(imported);
      local.set(as ?? imported, { dep, name: imported });
    }
    imports.push({ dep, names });
  }
  const reexports: Shape['reexports'] = new Map();
  const stars: Shape['stars'] = [];
  for (const m of code.matchAll(/export\s*(\*\s*(?:as\s+([\w$]+)\s*)?|\{([^}]*)\}\s*)from\s*["']([^"']+)["']/g)) {
    const dep = depOf(m[4]);
    if (m[3] !== undefined) {
      for (const part of m[3].split(',')) {
        const [name, as] = part.trim().split(/\s+as\s+/);
        if (name) reexports.set(as ?? name, { dep, name });
      }
    } else if (m[2]) reexports.set(m[2], { dep, name: ALL });
    else stars.push(dep);
  }
  // `import X from './x'; export { X }`: the name passes through
  for (const m of code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const part of m[1].split(',')) {
      const [name, as] = part.trim().split(/\s+as\s+/);
      const from = name ? local.get(name) : undefined;
      if (from) reexports.set(as ?? name, from);
    }
  }
  return { imports, reexports, stars, unnamed: ids.filter((i) => !named.has(i)) };
}

/**
 * The modules whose own code the roots need, through static imports (and dynamic ones where
 * `lazy(from, to)` says so), not entering modules `stop` names.
 */
function needed(ctx: Rolldown.ChunkingContext, shapes: Map<string, Shape>, roots: string[], lazy: (from: string, to: string) => boolean, stop: (id: string) => boolean = () => false): Set<string> {
  const shape = (id: string) => {
    if (!shapes.has(id)) {
      const info = ctx.getModuleInfo(id);
      shapes.set(id, info ? shapeOf(info) : { imports: [], reexports: new Map(), stars: [], unnamed: [] });
    }
    return shapes.get(id)!;
  };
  const asked = new Map<string, Set<string>>();
  const own = new Set<string>();
  /** Modules asked only for helpers (HELPERS). */
  const partly = new Set<string>();
  const queue: [string, string][] = [];
  const ask = (id: string | undefined, name: string) => {
    if (!id || stop(id)) return;
    const names = asked.get(id) ?? new Set<string>();
    asked.set(id, names);
    if (names.has(name) || names.has(ALL)) return;
    names.add(name);
    queue.push([id, name]);
  };
  roots.forEach((r) => ask(r, ALL));
  while (queue.length) {
    const [id, name] = queue.shift()!;
    const s = shape(id);
    const through = name === ALL || name === OWN ? undefined : s.reexports.get(name);
    if (through) {
      ask(through.dep, through.name);
      continue;
    }
    if (name === ALL) {
      for (const r of s.reexports.values()) ask(r.dep, r.name);
      s.stars.forEach((d) => ask(d, ALL));
    } else if (name !== OWN && s.stars.length) {
      // a name not re-exported by name may come from an `export * from`
      s.stars.forEach((d) => ask(d, name));
    }
    if (own.has(id)) continue;
    const helper = name === ALL || name === OWN ? undefined : HELPERS.find((h) => h.module.test(id) && h.names.includes(name));
    if (helper) {
      partly.add(id);
      for (const i of s.imports) if (i.dep && helper.follows.test(i.dep)) i.names.forEach((n) => ask(i.dep, n));
      continue;
    }
    own.add(id);
    for (const i of s.imports) i.names.forEach((n) => ask(i.dep, n));
    s.unnamed.forEach((d) => ask(d, ALL));
    (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((d) => lazy(id, d)).forEach((d) => ask(d, ALL));
  }
  return new Set([...own, ...partly]);
}

export function officeChunk(apolloAndDocuments: RegExp[]): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let chunkOf: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!chunkOf) {
      const shapes = new Map<string, Shape>();
      const usesAntd = (m: string) => ANTD.test(m) || (ctx.getModuleInfo(m)?.importedIds ?? []).some((d) => ANTD.test(d));
      // the antd parts the light pages load lazily (antd's provider and the academy's status banner on a guardian's page)
      const lazyAntd = new Set<string>();
      const light = needed(ctx, shapes, LIGHT_ROOTS, (from, to) => {
        if (LIGHT_LAZY_STOP.has(from)) return false;
        if (usesAntd(to)) lazyAntd.add(to);
        return !usesAntd(to);
      });
      const grouped = (m: string) => apolloAndDocuments.some((re) => re.test(m));
      const groupedDeps = (from: Set<string>) => needed(ctx, shapes, [...from].flatMap((m) => ctx.getModuleInfo(m)?.importedIds.filter(grouped) ?? []), () => false);
      const keep = (set: Set<string>, out: Set<string>) => [...set].filter((m) => !light.has(m) && !out.has(m) && !lazyAntd.has(m) && !m.startsWith('\0'));
      // what those parts need is a chunk of its own ('antd'), so a guardian's banner does not load the office's chunk
      // (not antd's languages: each stays with its own lazy import, or every antd page would load them all)
      const core = needed(ctx, shapes, [...lazyAntd].filter((m) => !ANTD_LOCALE.test(m)), () => false, grouped);
      const reached = needed(ctx, shapes, [...OFFICE_ROOTS, ...OFFICE_SCREENS], () => false, grouped);
      // what Apollo's and the documents' chunks import stays out too, or they and this chunk would import each other
      const outside = groupedDeps(new Set([...core, ...reached]));
      const antd = new Set(keep(core, outside));
      // the routes' own modules (the layout, the guards) stay chunks of their own, as the screens do
      const routes = new Set([...OFFICE_ROOTS, ...OFFICE_SCREENS]);
      const office = keep(reached, new Set([...outside, ...antd, ...routes]));
      // the part of it the public academy pages need too is a chunk of its own ('ui'), so those pages
      // do not load the office's menu and layout
      // (with what they load lazily, such as the online admission form)
      const publicPages = needed(ctx, shapes, PUBLIC_ANTD_PAGES, (from) => !LIGHT_LAZY_STOP.has(from), grouped);
      const officeSet = new Set(office);
      const more = needed(ctx, shapes, UI_MORE.filter((m) => ctx.getModuleInfo(m)), () => false, grouped);
      chunkOf = new Map([
        ...keep(more, new Set([...outside, ...antd, ...officeSet])).map((m) => [m, 'ui-more'] as const),
        ...[...antd].map((m) => [m, 'antd'] as const),
        ...office.map((m) => [m, publicPages.has(m) ? 'ui' : 'office'] as const),
      ]);
    }
    return chunkOf.get(id) ?? null;
  };
}
