/**
 * Writes `dist/.vite/route-manifest.json`: for each route the site declares (src/routes.ts), the
 * files a first visit downloads beyond the entry (its page chunk and the chunks it imports
 * statically, each followed by its stylesheets) and its first queries' templates; the entry's
 * files; and every other lazy chunk's own files. The one walk of Vite's manifest: the API's preload
 * hints and `npm run bench:bundle` read the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { shellFile } from './prerender-shells.js';

/** What the writer needs of a route declaration (src/routes.ts's `SiteRoute`). */
export type RouteDeclaration = {
  path: string;
  /** Page module: `src/pages/<page>.tsx`. */
  page: string;
  firstQueries?: {
    params: Record<string, string>;
    defaults?: Record<string, string>;
    urls: readonly string[];
  };
};

/** A chunk of Vite's `.vite/manifest.json`, keyed by its source path relative to the root. */
export type ViteManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type RouteManifest = {
  /** The entry and its static imports, with their stylesheets: what every route loads. */
  entry: { files: string[] };
  /** Concrete routes (not the `*` fallback), in declaration order. */
  routes: {
    path: string;
    /** Beyond the entry's: each chunk's JS file, then its stylesheets, depth first. */
    files: string[];
    /** Its HTML with the page's frame drawn, relative to the build (prerender-shells.ts). */
    page: string;
    firstQueries?: RouteDeclaration['firstQueries'];
  }[];
  /** Other lazily loaded chunks (chart, map…), with what they add beyond the entry and routes. */
  lazy: { name: string; files: string[] }[];
};

export const ROUTE_MANIFEST = '.vite/route-manifest.json';

export function buildRouteManifest(
  vite: Record<string, ViteManifestChunk>,
  routes: readonly RouteDeclaration[],
): RouteManifest {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !vite[key]) return seen;
    seen.add(key);
    for (const child of vite[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const filesOf = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => {
      const chunk = vite[key];
      return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
    });
  const entryKey = Object.keys(vite).find((key) => vite[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest.');
  const entry = closure(entryKey);
  const routeKeys = new Set<string>();
  const manifest: RouteManifest = { entry: { files: filesOf(entry) }, routes: [], lazy: [] };
  for (const route of routes) {
    const key = `src/pages/${route.page}.tsx`;
    if (!vite[key]) throw new Error(`The page ${key} of the route ${route.path} is not a chunk.`);
    if (route.path === '*') continue;
    routeKeys.add(key);
    const own = [...closure(key)].filter((k) => !entry.has(k));
    manifest.routes.push({
      path: route.path,
      files: filesOf(own),
      page: shellFile(route.path),
      ...(route.firstQueries ? { firstQueries: route.firstQueries } : {}),
    });
  }
  // A lazy chunk's cost is what it adds beyond the chunks every route already loaded.
  const loadedByRoutes = new Set([...routeKeys].flatMap((key) => [...closure(key)]));
  // Rollup may fold a dynamically imported module into a shared chunk, which the manifest then
  // lists as another chunk's dynamic import without `isDynamicEntry`: both are lazy chunks.
  const dynamicTargets = new Set(Object.values(vite).flatMap((c) => c.dynamicImports ?? []));
  for (const [key, chunk] of Object.entries(vite)) {
    if (!(chunk.isDynamicEntry || dynamicTargets.has(key)) || routeKeys.has(key)) continue;
    const own = [...closure(key)].filter(
      (k) => !entry.has(k) && (k === key || !loadedByRoutes.has(k)),
    );
    manifest.lazy.push({ name: key, files: filesOf(own) });
  }
  return manifest;
}

/** The Vite plugin: needs `build.manifest: true`, whose file it reads once the bundle is written. */
export function routeManifest(routes: readonly RouteDeclaration[]): Plugin {
  let outDir = '';
  return {
    name: 'epic-route-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const vite = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ViteManifestChunk
      >;
      const manifest = buildRouteManifest(vite, routes);
      writeFileSync(join(outDir, ROUTE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
