import type { Router } from 'express';

/** One REST route as Express serves it: `GET`, `/api/education/students/:code`. */
export interface ServedRoute {
  method: string;
  path: string;
  /** `'METHOD /path'`: the key the descriptions use (the route tables' keys with their mount path). */
  key: string;
}

interface LayerLike {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: LayerLike[] };
  rawPath?: unknown;
}

/**
 * The routes of a router, read from the router itself (so from the route tables it was built from):
 * its own routes, and those of the routers it mounts (`api.use('/auth', authRoutes())`), under their
 * mount path. Middleware that is not a router is skipped.
 */
export function servedRoutes(router: Router, prefix = ''): ServedRoute[] {
  const out: ServedRoute[] = [];
  for (const layer of router.stack as unknown as LayerLike[]) {
    if (layer.route) {
      for (const m of Object.keys(layer.route.methods)) {
        if (m === '_all') continue;
        const method = m.toUpperCase();
        const path = `${prefix}${layer.route.path}`;
        out.push({ method, path, key: `${method} ${path}` });
      }
    } else if (Array.isArray(layer.handle.stack)) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      out.push(...servedRoutes(layer.handle as unknown as Router, `${prefix}${mount}`));
    }
  }
  // A route served twice (two tables with one key) is listed once: Express answers with the first.
  const seen = new Set<string>();
  return out.filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)));
}
