import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { gqlDocuments } from './gqlDocuments';
import { idsNamed, lightIds } from './messageParts';
import { officeChunk } from './officeChunk';

const api = `http://localhost:${process.env.PORT || 4000}`;
const nodeModules = path.resolve(__dirname, '../node_modules');

/**
 * The message catalogues (web/src/i18n/*.json) reach the browser compiled to react-intl's AST, so the
 * ICU message parser is not shipped (it is aliased to its no-parser build below). An id whose text
 * does not parse fails the build, naming the id.
 */
function compileCatalogue(file: string, text: string): Record<string, unknown> {
  const messages = JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => {
    try {
      return [key, parse(message)];
    } catch (e) {
      throw new Error(`${path.basename(file)}: message "${key}" does not parse: ${(e as Error).message}`);
    }
  }));
}

function compiledMessages(): Plugin {
  const catalogue = /[\\/]web[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/;
  return {
    name: 'talim:compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogue.test(id.split('?')[0])) return null;
      return { code: JSON.stringify(compileCatalogue(id, code)), map: null };
    },
  };
}

/**
 * A language's messages in four parts (lib/messages.ts imports `@/i18n/<lang>.json?part=<part>`):
 * - light: every id the sign-in and the guardian's pages (and the app around every page) can show:
 *   the ids named by the modules reached from those pages (LIGHT_PAGES), through static imports and
 *   their own lazy imports, but not the router's lazy routes nor antd's provider (app/LocaleProvider,
 *   which loads every part);
 * - pages: the further ids of the landing and terms pages (PAGES), reached the same way;
 * - office: the further ids of the office's layout and its dashboard, the page a sign-in lands on
 *   (OFFICE), reached the same way (every page drawn with antd loads light, pages and office);
 * - rest: every other id.
 * Which ids a module names: messageParts.ts. The parts together are always the whole file. Which
 * modules the pages reach is known only once the whole module graph is, so a part's chunk holds a
 * placeholder that renderChunk (before the chunk's name is hashed) fills in.
 * app/decorativeIcons counts as a light page: antd's provider runs it on the sign-in page too, where
 * it names icon-only buttons (icon.*) before the other parts arrive.
 */
const LIGHT_PAGES = /[\\/]web[\\/]src[\\/](main\.tsx|app[\\/](App|GuardianLayout|RedirectIfSignedIn|decorativeIcons)\.tsx?|features[\\/]guardian[\\/][^\\/]+\.tsx?|features[\\/]auth[\\/]LoginScreen\.tsx)$/;
const PAGES = /[\\/]web[\\/]src[\\/]features[\\/]public[\\/](LandingPage|TermsPage)\.tsx$/;
const OFFICE = /[\\/]web[\\/]src[\\/](app[\\/](AcademyLayout|LocaleProvider|ApolloSession|guards)\.tsx|features[\\/]dashboard[\\/]DashboardScreen\.tsx)$/;
/** Lazy imports not followed: the router's routes (each page is a root of its own) and antd's provider. */
const LIGHT_STOP = /[\\/]web[\\/]src[\\/](app[\\/](routes|LocaleProvider|App)\.tsx|main\.tsx)$/;

function messageParts(): Plugin {
  const request = /^(.*[\\/]web[\\/]src[\\/]i18n[\\/])([a-z]{2})\.json\?part=(light|pages|office|rest)$/;
  const source = /[\\/](web|api)[\\/]src[\\/].*\.tsx?$/;
  const placeholder = /"__talim_messages:([a-z]{2}):(light|pages|office|rest)__"/;
  const named = new Map<string, { ids: Set<string>; prefixes: Set<string> }>();
  let i18nDir = '';
  let partOf: Map<string, 'light' | 'pages' | 'office'> | null = null;
  const compiled = new Map<string, Record<string, unknown>>();
  return {
    name: 'talim:message-parts',
    enforce: 'pre',
    resolveId(id) {
      const m = request.exec(id);
      if (!m) return null;
      i18nDir = m[1];
      return `\0talim-messages:${m[2]}:${m[3]}`;
    },
    load(id) {
      if (!id.startsWith('\0talim-messages:')) return null;
      const [, lang, name] = id.split(':');
      return `export default JSON.parse(${JSON.stringify(`__talim_messages:${lang}:${name}__`)});`;
    },
    transform(code, id) {
      if (source.test(id)) named.set(id, idsNamed(code));
      return null;
    },
    async renderChunk(code) {
      const m = placeholder.exec(code);
      if (!m) return null;
      const [, lang, name] = m;
      if (!compiled.has(lang)) {
        const file = path.join(i18nDir, `${lang}.json`);
        compiled.set(lang, compileCatalogue(file, await readFile(file, 'utf8')));
      }
      if (!partOf) {
        const keys = Object.keys(JSON.parse(await readFile(path.join(i18nDir, 'en.json'), 'utf8')) as object);
        const idsOf = (roots: RegExp) => {
          const reached = new Set<string>();
          const visit = (id: string) => {
            if (reached.has(id)) return;
            reached.add(id);
            const info = this.getModuleInfo(id);
            if (!info) return;
            info.importedIds.forEach(visit);
            if (!LIGHT_STOP.test(id)) info.dynamicallyImportedIds.filter((d) => !LIGHT_STOP.test(d)).forEach(visit);
          };
          [...this.getModuleIds()].filter((id) => roots.test(id)).forEach(visit);
          return lightIds(keys, [...reached].flatMap((id) => (named.has(id) ? [named.get(id)!] : [])));
        };
        partOf = new Map();
        for (const k of idsOf(PAGES)) partOf.set(k, 'pages');
        for (const k of idsOf(LIGHT_PAGES)) partOf.set(k, 'light');
        for (const k of idsOf(OFFICE)) if (!partOf.has(k)) partOf.set(k, 'office');
      }
      const picked = Object.fromEntries(Object.entries(compiled.get(lang)!).filter(([k]) => (partOf!.get(k) ?? 'rest') === name));
      return { code: code.replace(placeholder, JSON.stringify(JSON.stringify(picked))), map: null };
    },
  };
}

/**
 * Brotli (.br) and gzip (.gz) beside every built text file over 1 KB, made once at build time at the
 * highest levels; the server (api/src/platform/web-static.ts) sends the one the browser accepts.
 */
function precompress(): Plugin {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
  async function* files(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue; // .vite/manifest.json is not served
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* files(full);
      else if (compressible.test(entry.name)) yield full;
    }
  }
  return {
    name: 'talim:precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir!;
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if ((await stat(file)).size < 1024) continue;
        jobs.push((async () => {
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        })());
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * /guardian-precache.json: the files the guardian pages' service worker (public/sw.js) keeps when it
 * installs: the scripts of the guardian routes (src/features/guardian, app/GuardianLayout) and every
 * chunk and stylesheet they import, with the entry's and the light part of each language's messages.
 * Office routes are not listed.
 * The list is read from the bundle as written: the hook runs last (order 'post', after Vite's CSS
 * plugin has removed the chunks that held only styles, whose stylesheets pass to their importers),
 * and the build fails if an entry is not a file of the build (the worker's cache.addAll would fail
 * and keep nothing).
 */
function guardianPrecache(): Plugin {
  const guardian = /[\\/]src[\\/](features[\\/]guardian[\\/]|app[\\/]GuardianLayout\.tsx)/;
  const fileName = 'guardian-precache.json';
  let listed: string[] = [];
  return {
    name: 'talim:guardian-precache',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, { imports: string[]; css: string[] }>();
        const roots: string[] = [];
        for (const [file, out] of Object.entries(bundle)) {
          if (out.type !== 'chunk') continue;
          chunks.set(file, { imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
          // with the light part of every language's messages (lib/messages.ts), so a guardian can change language offline
          if (out.isEntry || out.moduleIds.some((id) => guardian.test(id) || /^\0talim-messages:[a-z]{2}:light$/.test(id))) roots.push(file);
        }
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const c = chunks.get(file);
          c?.css.forEach((css) => files.add(css));
          c?.imports.forEach(visit);
        };
        roots.forEach(visit);
        const missing = [...files].filter((f) => !(f in bundle));
        if (missing.length) this.error(`${fileName}: not files of the build: ${missing.join(', ')}`);
        listed = [...files].sort().map((f) => `/${f}`);
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(listed) });
      },
    },
    async writeBundle(options) {
      const missing: string[] = [];
      for (const f of listed) await stat(path.join(options.dir!, f)).catch(() => missing.push(f));
      if (missing.length) this.error(`${fileName}: not written by the build: ${missing.join(', ')}`);
    },
  };
}

/**
 * Parts of antd that its components import whether they are drawn or not, loaded only when drawn
 * (a lazy component in their place, nothing shown meanwhile, nor if it cannot be fetched): the
 * office's first screen goes without them (issue 22 item 14).
 * - Typography's editing box (Typography's `editable`, built on antd's TextArea and so on the whole
 *   Input: about 12 KB gzip): every office page shows Typography in its layout, and Talim never makes
 *   a Typography editable.
 * - Result's three pictures (404, 500, 403; about 9 KB gzip): the layout's paused-academy page is a
 *   Result with an icon, not a picture. The picture's box keeps its size while it loads.
 * The build fails if one of those antd modules stops importing its part, so a new antd version
 * cannot leave this silently undone.
 */
const LAZY_ANTD_PARTS: { importer: RegExp; source: string }[] = [
  { importer: /node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/, source: '../Editable' },
  ...['./noFound', './serverError', './unauthorized'].map((source) => ({ importer: /node_modules[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/, source })),
];

function lazyAntdParts(): Plugin {
  // a query, not a virtual '\0' id: the wrapper then goes into its importer's chunk (web/officeChunk.ts
  // leaves virtual modules out), not into a chunk and a request of its own
  const query = '?talim-lazy-part';
  const seen = new Set<RegExp>();
  const swapped = new Set<(typeof LAZY_ANTD_PARTS)[number]>();
  return {
    name: 'talim:lazy-antd-parts',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer) {
      if (!importer) return null;
      const part = LAZY_ANTD_PARTS.find((p) => p.importer.test(importer) && (seen.add(p.importer), p.source === source));
      if (!part) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real) return null;
      swapped.add(part);
      return real.id + query;
    },
    load(id) {
      if (!id.endsWith(query)) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        // a part that cannot be fetched (offline) is left out, not an error that takes the page down
        `const Part = lazy(() => import(${JSON.stringify(id.slice(0, -query.length))}).catch(() => ({ default: () => null })));`,
        'export default function LazyPart(props) { return createElement(Suspense, { fallback: null }, createElement(Part, props)); }',
      ].join('\n');
    },
    buildEnd(error) {
      const missed = LAZY_ANTD_PARTS.filter((p) => seen.has(p.importer) && !swapped.has(p));
      if (!error && missed.length) this.error(`antd no longer imports ${missed.map((p) => p.source).join(', ')} where talim:lazy-antd-parts (web/vite.config.ts) expects it: update the plugin`);
    },
  };
}

/**
 * The group before the office's (web/officeChunk.ts). tslib and graphql-tag are imported only by
 * Apollo's packages and rxjs: with them, not a chunk and a request of their own.
 */
const APOLLO = /node_modules[\\/](@apollo|rxjs|graphql|graphql-tag|tslib|optimism|@wry|apollo-upload-client|extract-files)[\\/]/;

/**
 * The icons' light base (every page with an icon) with clsx and the icons' context, which only it
 * and antd's components import: one chunk, as the bundler made it until antd's App was loaded on
 * demand (app/LocaleProvider LazyAntApp), whose lazy part reaches clsx and the context without the
 * light base and so split them into a chunk of their own: one more request on every page, and
 * /student_fees over its 120 KB budget (scripts/bench-routes.json).
 */
const ICON_BASE = /node_modules[\\/](clsx[\\/]|@ant-design[\\/]icons[\\/]es[\\/](cssUtils|renderUtils|components[\\/](Context|IconBase|AntdIconLight))\.js$)/;

export default defineConfig({
  root: __dirname,
  plugins: [react(), gqlDocuments(), compiledMessages(), messageParts(), lazyAntdParts(), precompress(), guardianPrecache()],
  resolve: {
    alias: [
      { find: /^@rules\//, replacement: `${path.resolve(__dirname, '../api/src/rules')}/` },
      { find: /^@\//, replacement: `${path.resolve(__dirname, 'src')}/` },
      // Messages arrive precompiled (above): react-intl's supported way to leave the parser out.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.join(nodeModules, '@formatjs/icu-messageformat-parser/no-parser.js') },
      // react-router's package exports only its development build (remix-run/react-router#12532);
      // its production build has no dev warnings and is smaller.
      { find: /^react-router$/, replacement: path.join(nodeModules, 'react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(nodeModules, 'react-router/dist/production/dom-export.mjs') },
    ],
  },
  build: {
    outDir: path.resolve(__dirname, '../dist/web'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // antd's rc-component and css-in-js packages declare no "sideEffects" (antd does), so every
      // module they reach, e.g. the whole form engine behind antd's form context, was kept in the
      // entry; they have no import-time effects.
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/, sideEffects: false },
        ],
      },
      output: {
        // Keep the API client in a chunk of its own, loaded only by the routes that talk to the API:
        // the public landing and terms pages stay light. Each generated document is a module of its
        // own (web/gqlDocuments.ts) and goes with the screens that use it.
        codeSplitting: {
          // A group takes only the modules it names (React stays where the app needs it).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'apollo', test: APOLLO },
            { name: 'AntdIconLight', test: ICON_BASE },
            // the office's first screen (the layout and the dashboard) in one chunk: web/officeChunk.ts
            { name: officeChunk([APOLLO]) },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/graphql': api, '/files': api },
  },
});
