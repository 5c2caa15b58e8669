/**
 * Bundle report of the production build: for each route, the JS and CSS a first visit downloads
 * (entry + the route's chunk + their static imports), and every lazy chunk, gzip and brotli.
 * Compared with bundle-budgets.json; exits 1 when a budget is exceeded. Reads the route manifest
 * the site's build writes (apps/site/build/route-manifest.ts), which walks Vite's manifest for the
 * routes the site declares: size-limit measures files, not that per-route import graph.
 * Also the map geometry files (assets/geo/<version>/): the largest département and france.json
 * against their budgets, and the largest EPCI file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROUTE_MANIFEST, type RouteManifest } from '../apps/site/build/route-manifest.js';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/site/dist');
let manifest: RouteManifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, ROUTE_MANIFEST), 'utf8'));
} catch {
  throw new Error('No route manifest in apps/site/dist: run `npm run build` first.');
}
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

function total(files: Iterable<string>, kind: 'js' | 'css') {
  return [...new Set(files)]
    .filter((file) => file.endsWith(`.${kind}`))
    .reduce(
      (sum, file) => {
        const s = sizes(file);
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = manifest.entry.files;

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
for (const { path, files } of manifest.routes) {
  const route = path.endsWith('/') ? path : `${path}/`;
  const chunk = total(files, 'js');
  const first = total([...entry, ...files], 'js');
  const css = total([...entry, ...files], 'css');
  check(`route ${route} chunk`, chunk.gzip, budgets.routeChunkJs);
  console.log(
    `  ${route.padEnd(14)} ${kb(chunk.gzip).padStart(9)} gzip   ${kb(first.gzip).padStart(9)} / ${kb(first.brotli).padStart(9)}          ${kb(css.gzip)}`,
  );
}

console.log(
  '\nLazy chunks loaded on demand (chart, map, table, statistics, compare), beyond what the routes loaded',
);
for (const { name, files } of manifest.lazy) {
  const size = total(files, 'js');
  check(`lazy ${name}`, size.gzip, budgets.lazyChunkJs);
  console.log(
    `  ${name.padEnd(44)} ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} brotli`,
  );
}

// The map's code: the ui map chunk and the Explorer's map panel, both loaded near the map.
// A chunk both load (e.g. the indicator formats) counts once.
const mapCode = total(
  manifest.lazy
    .filter(({ name }) => /(^|\/)_?map[-.]|ui\/src\/map\/|MapPanelBody/.test(name))
    .flatMap(({ files }) => files),
  'js',
).gzip;
if (mapCode === 0) failures.push('map code: no lazy map chunk found');
check('map code', mapCode, budgets.mapJs);
console.log(
  `  ${'map code (TerritoryMap and its panel)'.padEnd(44)} ${kb(mapCode).padStart(9)} gzip (budget ${kb(budgets.mapJs ?? 0)})`,
);

// Map geometry (apps/site/build/geo): files fetched when a map is shown, versioned by content.
const geoRoot = join(dist, 'assets/geo');
let geoVersions: string[] = [];
try {
  geoVersions = readdirSync(geoRoot);
} catch {
  failures.push('no map files in apps/site/dist/assets/geo (the epic-geo plugin did not run)');
}
for (const version of geoVersions) {
  const files = readdirSync(join(geoRoot, version)).filter((file) => file.endsWith('.json'));
  const largest = (pattern: RegExp) =>
    files
      .filter((file) => pattern.test(file))
      .map((file) => ({ file, ...sizes(`assets/geo/${version}/${file}`) }))
      .sort((a, b) => b.gzip - a.gzip)[0];
  console.log(`\nMap geometry (assets/geo/${version}/, ${files.length} files), fetched with a map`);
  for (const [label, pattern, budget] of [
    ['largest département', /^dep-/, budgets.geoDepartement],
    ['national (france.json)', /^france\.json$/, budgets.geoFrance],
    ['largest EPCI outlines', /^epci-/, undefined],
    ['largest study zones', /^zones-/, budgets.geoZones],
  ] as const) {
    const size = largest(pattern);
    if (!size) {
      failures.push(`map geometry: no ${label} file`);
      continue;
    }
    check(`map ${size.file}`, size.gzip, budget);
    console.log(
      `  ${label.padEnd(24)} ${size.file.padEnd(20)} ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} brotli ${kb(size.raw).padStart(9)} raw${budget ? ` (budget ${kb(budget)})` : ''}`,
    );
  }
}

if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
