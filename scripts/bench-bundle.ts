/**
 * Bundle report of the production build: for each route, the JS and CSS a first visit downloads
 * (entry + the route's chunk + their static imports), and every lazy chunk, gzip and brotli.
 * Compared with bundle-budgets.json; exits 1 when a budget is exceeded. Hand-written because
 * size-limit measures files, not the per-route import graph that Vite's manifest describes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/site/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const budgets = JSON.parse(readFileSync(join(root, 'bundle-budgets.json'), 'utf8')) as Record<
  string,
  number
>;

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizes(file: string) {
  let cached = sizeCache.get(file);
  if (!cached) {
    const content = readFileSync(join(dist, file));
    cached = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content).length,
    };
    sizeCache.set(file, cached);
  }
  return cached;
}

/** The chunk and every chunk it imports statically (what loading it costs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

function total(keys: Iterable<string>, kind: 'js' | 'css') {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (kind === 'js') files.add(chunk.file);
    else for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].reduce(
    (sum, file) => {
      const s = sizes(file);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest: run `npm run build` first.');
const entry = closure(entryKey);

const routes: Record<string, string> = {
  '/': 'src/pages/HomePage.tsx',
  '/explorer/': 'src/pages/ExplorerPage.tsx',
  '/comparer/': 'src/pages/ComparerPage.tsx',
  '/a-propos/': 'src/pages/AboutPage.tsx',
  '/version/': 'src/pages/VersionPage.tsx',
};

const failures: string[] = [];
const check = (label: string, value: number, budget: number | undefined) => {
  if (budget !== undefined && value > budget) {
    failures.push(`${label}: ${kb(value)} gzip > budget ${kb(budget)}`);
  }
};

const initial = total(entry, 'js');
check('initial JS', initial.gzip, budgets.initialJs);
console.log('\nInitial load (every route): entry and its static imports');
console.log(
  `  JS  ${kb(initial.gzip)} gzip, ${kb(initial.brotli)} brotli (${kb(initial.raw)} raw)`,
);
const initialCss = total(entry, 'css');
console.log(`  CSS ${kb(initialCss.gzip)} gzip, ${kb(initialCss.brotli)} brotli`);

console.log('\nPer route: initial + route chunk (first visit of that address)');
console.log('  route          route chunk JS   first-visit JS (gzip / brotli)   first-visit CSS');
for (const [route, src] of Object.entries(routes)) {
  const key = Object.keys(manifest).find((k) => manifest[k]?.src === src || k.endsWith(src));
  if (!key) continue;
  const routeOnly = [...closure(key)].filter((k) => !entry.has(k));
  const chunk = total(routeOnly, 'js');
  const first = total(new Set([...entry, ...routeOnly]), 'js');
  const css = total(new Set([...entry, ...routeOnly]), 'css');
  check(`route ${route} chunk`, chunk.gzip, budgets.routeChunkJs);
  console.log(
    `  ${route.padEnd(14)} ${kb(chunk.gzip).padStart(9)} gzip   ${kb(first.gzip).padStart(9)} / ${kb(first.brotli).padStart(9)}          ${kb(css.gzip)}`,
  );
}

// Chunks every route already loaded: a lazy chunk's cost is what it adds beyond them.
const routeKeys = Object.keys(manifest).filter((k) =>
  Object.values(routes).some((src) => k.endsWith(src)),
);
const loadedByRoutes = new Set(routeKeys.flatMap((k) => [...closure(k)]));
console.log('\nLazy chunks loaded on demand (chart, map, table), beyond what the routes loaded');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || routeKeys.includes(key)) continue;
  const own = [...closure(key)].filter(
    (k) => !entry.has(k) && (k === key || !loadedByRoutes.has(k)),
  );
  const size = total(own, 'js');
  check(`lazy ${key}`, size.gzip, budgets.lazyChunkJs);
  console.log(
    `  ${key.padEnd(44)} ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} brotli`,
  );
}

if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
