import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = `http://localhost:${process.env.PORT || 4000}`;
const nodeModules = path.resolve(__dirname, '../node_modules');

/**
 * The message catalogues (web/src/i18n/*.json) reach the browser compiled to react-intl's AST, so the
 * ICU message parser is not shipped (it is aliased to its no-parser build below). An id whose text
 * does not parse fails the build, naming the id.
 */
function compiledMessages(): Plugin {
  const catalogue = /[\\/]web[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/;
  return {
    name: 'talim:compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogue.test(id.split('?')[0])) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => {
        try {
          return [key, parse(text)];
        } catch (e) {
          throw new Error(`${path.basename(id)}: message "${key}" does not parse: ${(e as Error).message}`);
        }
      }));
      return { code: JSON.stringify(compiled), map: null };
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
 * chunk and stylesheet they import, with the entry's. Office routes are not listed.
 */
function guardianPrecache(): Plugin {
  const guardian = /[\\/]src[\\/](features[\\/]guardian[\\/]|app[\\/]GuardianLayout\.tsx)/;
  return {
    name: 'talim:guardian-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; css: string[] }>();
      const roots: string[] = [];
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.set(file, { imports: out.imports, css: [...(out.viteMetadata?.importedCss ?? [])] });
        if (out.isEntry || out.moduleIds.some((id) => guardian.test(id))) roots.push(file);
      }
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file) || !chunks.has(file)) return;
        files.add(file);
        const c = chunks.get(file)!;
        c.css.forEach((css) => files.add(css));
        c.imports.forEach(visit);
      };
      roots.forEach(visit);
      this.emitFile({ type: 'asset', fileName: 'guardian-precache.json', source: JSON.stringify([...files].sort().map((f) => `/${f}`)) });
    },
  };
}

export default defineConfig({
  root: __dirname,
  plugins: [react(), compiledMessages(), precompress(), guardianPrecache()],
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
        // Keep the API client and the generated documents in chunks of their own, loaded only by
        // the routes that talk to the API: the public landing and terms pages stay light.
        codeSplitting: {
          // A group takes only the modules it names (React stays where the app needs it).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'apollo', test: /node_modules[\\/](@apollo|rxjs|graphql|optimism|@wry|apollo-upload-client|extract-files)[\\/]/ },
            { name: 'documents', test: /web[\\/]src[\\/]gql[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/graphql': api, '/files': api },
  },
});
