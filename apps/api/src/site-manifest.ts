/**
 * The site's route manifest (`dist/.vite/route-manifest.json`, written by its build from the routes
 * it declares: apps/site/build/route-manifest.ts) turned into what the API sends with index.html:
 * which paths are routes (200) and which files and first API calls to hint for each. The API knows
 * neither the site's pages nor the shape of its queries' URLs: the manifest says both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const ROUTE_MANIFEST = '.vite/route-manifest.json';

/** A pattern the manifest declares, which must compile (an unreadable one drops the manifest). */
const pattern = z.string().refine((source) => {
  try {
    return new RegExp(source) instanceof RegExp;
  } catch {
    return false;
  }
});

const routeManifestSchema = z.object({
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      /** Each chunk's JS file, then its stylesheets, beyond the entry's. */
      files: z.array(z.string()),
      /** Its HTML with the page's frame already drawn, relative to the build; else index.html. */
      page: z
        .string()
        .regex(/^\.shells\/[\w-]+\.html$/)
        .optional(),
      firstQueries: z
        .object({
          /** Search parameter → pattern its whole value must match. */
          params: z.record(z.string(), pattern),
          /**
           * Parameter → the value the screen uses when the address leaves it out (an optional
           * one: the themes of the Comparer). It must match its pattern too.
           */
          defaults: z.record(z.string(), z.string()).optional(),
          /** URLs where `{name}` stands for the search parameter `name`. */
          urls: z.array(z.string().startsWith('/')),
        })
        .optional(),
    }),
  ),
});

export type RouteManifest = z.infer<typeof routeManifestSchema>;

/** The manifest of a site build, or undefined when it is missing or unreadable (no hints then). */
export function readRouteManifest(dist: string): RouteManifest | undefined {
  try {
    const parsed = routeManifestSchema.safeParse(
      JSON.parse(readFileSync(join(dist, ROUTE_MANIFEST), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The directory form the server matches: `/explorer` and `/explorer/` are both `/explorer/`. */
const directory = (path: string) => (path.endsWith('/') ? path : `${path}/`);

// Vite's loader requests the route's stylesheets in CORS mode, hence crossorigin.
const assetHint = (file: string) =>
  file.endsWith('.css')
    ? `</${file}>; rel=preload; as=style; crossorigin`
    : `</${file}>; rel=modulepreload`;

type FirstQueries = NonNullable<RouteManifest['routes'][number]['firstQueries']>;

/**
 * The first queries' URLs for an address, or none unless every declared parameter is present (or
 * has a default) and matches its pattern (so a bad address never produces a hint), and every
 * placeholder is declared.
 */
function queryFiller(queries: FirstQueries): (search: URLSearchParams) => string[] {
  const defaults = new Map(Object.entries(queries.defaults ?? {}));
  const patterns = Object.entries(queries.params).map(
    ([name, pattern]) => [name, new RegExp(`^(?:${pattern})$`)] as const,
  );
  const declared = new Set(Object.keys(queries.params));
  const complete = queries.urls.every((url) =>
    [...url.matchAll(/\{(\w+)\}/g)].every(([, name]) => declared.has(name ?? '')),
  );
  return (search) => {
    const values = new Map<string, string>();
    for (const [name, pattern] of patterns) {
      const value = search.get(name) ?? defaults.get(name) ?? null;
      if (!complete || value === null || !pattern.test(value)) return [];
      values.set(name, value);
    }
    return queries.urls.map((url) =>
      url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.get(name) ?? '')),
    );
  };
}

export interface RouteHints {
  /** Whether the site has this route; without a manifest, every path is served as one. */
  isRoute(route: string): boolean;
  /** The route's HTML with its frame drawn (relative to the build), or undefined: index.html. */
  page(route: string): string | undefined;
  /** The route's own files, as Link header values. */
  assetHints(route: string): string[];
  /** The API calls the route's screen makes first, for that address. */
  preloadPaths(route: string, search: URLSearchParams): string[];
}

/**
 * Hints by route, prepared once; `route` is a request path in directory form (`/explorer/`).
 * With the build's directory, each route's frame file is looked up once too.
 */
export function routeHints(manifest: RouteManifest | undefined, dist?: string): RouteHints {
  const routes = new Map(
    (manifest?.routes ?? []).map((route) => {
      const fill = route.firstQueries ? queryFiller(route.firstQueries) : () => [];
      const page = route.page;
      return [
        directory(route.path),
        {
          assets: route.files.map(assetHint),
          fill,
          page: page && dist && existsSync(join(dist, page)) ? page : undefined,
        },
      ] as const;
    }),
  );
  return {
    isRoute: (route) => !manifest || routes.has(route),
    page: (route) => routes.get(route)?.page,
    assetHints: (route) => routes.get(route)?.assets ?? [],
    preloadPaths: (route, search) => routes.get(route)?.fill(search) ?? [],
  };
}
