import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Each generated GraphQL document as a module of its own, so a route's chunk carries the documents it
 * uses and no others. graphql-codegen's client preset writes every document into one module
 * (src/gql/graphql.ts), and a module is the bundler's smallest unit: the one "documents" chunk held
 * every document some screen uses (12 KB gzip), loaded by every office page.
 *
 * A source file's `import { ADocument, type B } from '@/gql/graphql'` becomes
 * `import { ADocument } from 'talim-gql:ADocument'` with the types left to the type import (erased
 * later); 'talim-gql:ADocument' loads that one export's object from graphql.ts. Every value export
 * of graphql.ts is a document (`export const X = {…} as unknown as DocumentNode<…>;` on one line,
 * enums are types: codegen.yml's enumsAsTypes); the build fails on an import it cannot place.
 */
export function gqlDocuments(): Plugin {
  const generated = path.resolve(__dirname, 'src/gql/graphql.ts');
  const prefix = 'talim-gql:';
  const importFrom = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@\/gql\/graphql['"];?/g;
  let documents: Map<string, string> | null = null;
  const load = () => {
    if (!documents) {
      documents = new Map();
      for (const m of readFileSync(generated, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) documents.set(m[1], m[2]);
    }
    return documents;
  };
  return {
    name: 'talim:gql-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      documents = null;
    },
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) || id === generated || !code.includes('@/gql/graphql')) return null;
      const docs = load();
      let changed = false;
      const out = code.replace(importFrom, (all, typeOnly: string | undefined, list: string) => {
        if (typeOnly) return all;
        const names = list.split(',').map((s) => s.trim()).filter(Boolean);
        const values = names.filter((n) => !n.startsWith('type '));
        const types = names.filter((n) => n.startsWith('type ')).map((n) => n.slice(5).trim());
        const missing = values.filter((n) => !docs.has(n.split(/\s+as\s+/)[0]));
        if (missing.length) this.error(`${path.relative(__dirname, id)}: ${missing.join(', ')} from @/gql/graphql is not a document (a type needs \`type\`)`);
        changed = true;
        return [
          ...values.map((n) => `import { ${n} } from '${prefix}${n.split(/\s+as\s+/)[0]}';`),
          ...(types.length ? [`import type { ${types.join(', ')} } from '@/gql/graphql';`] : []),
        ].join(' ');
      });
      return changed ? { code: out, map: null } : null;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const doc = load().get(name);
      if (!doc) this.error(`${name} is not a document of src/gql/graphql.ts`);
      return `export const ${name} = ${doc};`;
    },
  };
}
