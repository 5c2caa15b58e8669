// Long file: every map file of the pipeline checked against the packages, one describe per kind.
// Checks the geometry pipeline's files (the build's cache, see cache.ts) against the etalab
// packages, and that they are the bytes whose digest is committed (the same on every machine).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DepartementTopology,
  EpciTopology,
  FranceTopology,
  ZonesTopology,
} from '../../../../packages/ui/src/TerritoryMap/topology.js';
import { geoFiles } from './cache.js';
import { DIGEST_FILE, FIXTURE_DIR, fixtureFiles, outputDigest } from './fixtures.js';
import { checkArrondissements, type Inputs, loadInputs } from './inputs.js';
import type { GeoOutput } from './pipeline.js';
import { readVintage as readVintageUncached, type Shape, type Vintage } from './sources.js';
import { ringArea, zeroArea } from './topo.js';

const vintages = new Map<number, Vintage>();
const readVintage = (year: number): Vintage => {
  let vintage = vintages.get(year);
  if (!vintage) {
    vintage = readVintageUncached(year);
    vintages.set(year, vintage);
  }
  return vintage;
};
let inputs: Inputs;
let output: GeoOutput;
const deps = new Map<string, DepartementTopology>();
const parse = <T>(name: string): T => JSON.parse(output.files.get(name) as string) as T;

beforeAll(async () => {
  inputs = await loadInputs();
  // The files the site's build serves: the cache, which this run writes if the pipeline's code or
  // inputs changed (a fresh clone's later builds then reuse it).
  const geo = await geoFiles();
  const names = Object.keys(geo.manifest.files);
  output = {
    version: geo.version,
    manifest: geo.manifest,
    files: new Map(names.map((name) => [name, readFileSync(join(geo.dir, name), 'utf8')])),
  };
  for (const [name, text] of output.files) {
    const match = /^dep-(\w+)\.json$/.exec(name);
    if (match) deps.set(match[1] as string, JSON.parse(text) as DepartementTopology);
  }
  // A new version: the pipeline, then brotli and gzip, each up to a minute on a busy machine.
}, 240_000);

const inScope = (year: number) => new Set(readVintage(year).communes.map((c) => c.code));
const ids =
  (topology: { objects: Record<string, { geometries: { id: string }[] } | undefined> }) =>
  (name: string) =>
    (topology.objects[name]?.geometries ?? []).map((g) => g.id);

describe('département files', () => {
  it('draw every commune of 2025 and 2026 exactly once, PLM cities whole', () => {
    const drawn = [...deps.values()].flatMap((t) => ids(t)('communes'));
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const year of [2025, 2026]) expect(new Set(drawn)).toEqual(inScope(year));
    expect(drawn).toEqual(expect.arrayContaining(['75056', '13055', '69123']));
  });

  it('draw the 45 arrondissements apart, in 13, 69 and 75 only', () => {
    const arrondissements = require2025Arrondissements();
    const drawn = [...deps.values()].flatMap((t) => ids(t)('arrondissements'));
    expect(drawn.sort()).toEqual(arrondissements.sort());
    const withThem = [...deps].filter(([, t]) => t.objects.arrondissements).map(([c]) => c);
    expect(withThem.sort()).toEqual(['13', '69', '75']);
    // Each of these files names the city they divide; no other file names one.
    const cities = [...deps].filter(([, t]) => t.meta.city).map(([c, t]) => [c, t.meta.city]);
    expect(cities.sort()).toEqual([
      ['13', '13055'],
      ['69', '69123'],
      ['75', '75056'],
    ]);
  });

  it('hold exactly their own communes, 101 files', () => {
    expect(deps.size).toBe(101);
    const byDep = new Map<string, string[]>();
    for (const c of readVintage(2025).communes) {
      byDep.set(c.departement as string, [...(byDep.get(c.departement as string) ?? []), c.code]);
    }
    for (const [code, topology] of deps) {
      expect(ids(topology)('communes').sort(), code).toEqual(byDep.get(code)?.sort());
      expect(topology.meta.departement).toBe(code);
    }
  });

  it('give names with typographic apostrophes and the EPCI of 2025', () => {
    const dep22 = deps.get('22') as DepartementTopology;
    expect(dep22.meta.name).toBe('Côtes-d’Armor');
    const names = [...deps.values()].flatMap((t) =>
      t.objects.communes.geometries.map((g) => g.properties.n),
    );
    expect(names.filter((n) => n.includes("'"))).toEqual([]);
    const epci = new Map(
      readVintage(2025).epci.flatMap((e) => e.membres.map((m) => [m.code, e.code])),
    );
    // Gathered, then compared once: an expect per commune took seconds on a busy machine.
    const wrong = [...deps.values()]
      .flatMap((t) => t.objects.communes.geometries)
      .filter((g) => g.properties.e !== epci.get(g.id))
      .map((g) => `${g.id}: ${g.properties.e} ≠ ${epci.get(g.id)}`);
    expect(wrong).toEqual([]);
  });

  it('have no polygon collapsed by quantisation, but the two without area in the source', () => {
    const collapsed: string[] = [];
    for (const t of deps.values()) {
      for (const object of [t.objects.communes, t.objects.arrondissements]) {
        if (!object) continue;
        const fc = feature(t as never, object as never) as unknown as {
          features: { id: string; geometry: Shape }[];
        };
        for (const f of fc.features) if (zeroArea(f.geometry)) collapsed.push(f.id);
      }
    }
    expect(collapsed.sort()).toEqual(['39140', '41284']);
    const raw = inputs.communes.filter((f) => zeroArea(f.geometry)).map((f) => f.properties.code);
    expect(raw.sort()).toEqual(['39140', '41284']);
  });
});

describe('arrondissements municipaux', () => {
  const area = (t: DepartementTopology, name: 'communes' | 'arrondissements', id: string) => {
    const fc = feature(t as never, t.objects[name] as never) as unknown as {
      features: { id: string; geometry: Shape }[];
    };
    const shape = fc.features.find((f) => f.id === id)?.geometry;
    if (!shape) return 0;
    const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
    return polygons.reduce(
      (sum, rings) =>
        sum +
        rings.reduce((s, ring, i) => s + (i === 0 ? 1 : -1) * Math.abs(ringArea(ring) / 2), 0),
      0,
    );
  };

  it('of every vintage 2019–2026 each have exactly one polygon, in their city’s file', () => {
    for (const year of [2019, 2021, 2022, 2023, 2024, 2025, 2026]) {
      const listed = readVintage(year).arrondissements;
      expect(listed.size, String(year)).toBe(45);
      for (const [code, city] of listed) {
        const t = deps.get(city.slice(0, 2)) as DepartementTopology;
        const drawn = ids(t)('arrondissements').filter((id) => id === code);
        expect(drawn, `${year} ${code}`).toEqual([code]);
        expect(ids(t)('communes'), `${year} ${city}`).toContain(city);
      }
    }
    // Reads the packages of five vintages no earlier test needed.
  }, 60_000);

  it('tile their city: the areas of its arrondissements add up to its own', () => {
    for (const [dep, city] of [
      ['75', '75056'],
      ['69', '69123'],
      ['13', '13055'],
    ] as const) {
      const t = deps.get(dep) as DepartementTopology;
      const whole = area(t, 'communes', city);
      const parts = ids(t)('arrondissements').reduce(
        (sum, id) => sum + area(t, 'arrondissements', id),
        0,
      );
      expect(whole, city).toBeGreaterThan(0);
      expect(Math.abs(parts - whole) / whole, city).toBeLessThan(0.01);
    }
  });

  it('make the pipeline fail when a vintage groups some (Paris Centre as one code)', () => {
    const v = readVintage(2025);
    const grouped = new Map([...v.arrondissements].filter(([code]) => code > '75104'));
    grouped.set('75100', '75056');
    expect(() =>
      checkArrondissements({ ...v, arrondissements: grouped }, inputs.arrondissements),
    ).toThrow(/75100/);
    expect(() => checkArrondissements(v, inputs.arrondissements)).not.toThrow();
  });
});

describe('vintages', () => {
  it('draw every 2019 commune by at least one 2025 polygon, successors from anciensCodes', () => {
    const polygons = new Set(inputs.polygons.keys());
    const successors = new Map<string, string[]>();
    for (const c of readVintage(2025).communes) {
      for (const old of c.anciensCodes ?? []) {
        if (old !== c.code) successors.set(old, [...(successors.get(old) ?? []), c.code]);
      }
    }
    let merged = 0;
    // Gathered, then compared once: an expect per commune took seconds on a busy machine.
    const wrong: string[] = [];
    for (const c of readVintage(2019).communes) {
      const shapes = deps.get(c.departement as string)?.meta.vintages['2019']?.shapes ?? {};
      const drawn = shapes[c.code] ?? [c.code];
      if (drawn.length === 0) wrong.push(`${c.code}: no polygon`);
      for (const p of drawn) if (!polygons.has(p)) wrong.push(`${c.code} → ${p}`);
      if (!polygons.has(c.code)) {
        merged++;
        const missing = (successors.get(c.code) ?? ['none']).filter((s) => !drawn.includes(s));
        if (missing.length > 0) wrong.push(`${c.code}: not drawn by ${missing.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(merged).toBe(107);
  });

  it('map a défusion, a merger and a code change', () => {
    const v = (dep: string, year: string) => deps.get(dep)?.meta.vintages[year];
    for (const year of ['2019', '2021', '2022', '2023']) {
      expect(v('85', year)?.shapes['85084']).toEqual(['85084', '85165', '85212']);
    }
    expect(v('85', '2024')?.shapes['85084']).toBeUndefined();
    expect(v('49', '2019')?.shapes['49069']).toEqual(['49126']);
    expect(v('49', '2019')?.epci['49069']).toBe('200060010');
    expect(v('60', '2021')?.shapes['60054']).toEqual(['60054', '60694']);
    expect(v('60', '2019')?.shapes['60054']).toEqual(['60054', '60694']);
  });
});

describe('national files', () => {
  it('france.json: 101 départements, 18 régions, no COM, insets for the DROM', () => {
    const france = parse<FranceTopology>('france.json');
    const departements = ids(france)('departements');
    expect(departements).toHaveLength(101);
    expect(departements.filter((c) => c.length === 3 && !c.startsWith('97'))).toEqual([]);
    expect(
      departements.filter((c) =>
        ['975', '977', '978', '984', '986', '987', '988', '989'].includes(c),
      ),
    ).toEqual([]);
    expect(ids(france)('regions').sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '06',
      '11',
      '24',
      '27',
      '28',
      '32',
      '44',
      '52',
      '53',
      '75',
      '76',
      '84',
      '93',
      '94',
    ]);
    expect(france.meta.insets.map((i) => i.code)).toEqual(['971', '972', '973', '974', '976']);
  });

  it('epci-<year>.json: an outline for every EPCI of 2025 and 2026', () => {
    for (const year of [2025, 2026]) {
      const epci = parse<EpciTopology>(`epci-${year}.json`);
      const expected = readVintage(year)
        .epci.map((e) => e.code)
        .sort();
      expect(ids(epci)('epci').sort()).toEqual(expected);
      for (const g of epci.objects.epci.geometries) expect(g.arcs.length, g.id).toBeGreaterThan(0);
      expect(epci.meta.year).toBe(year);
    }
    for (const year of [2019, 2021, 2022, 2023, 2024])
      expect(output.files.has(`epci-${year}.json`)).toBe(true);
  });

  it('stay within the size budgets', () => {
    const gzip = (name: string) => output.manifest.files[name]?.gzip ?? Infinity;
    const largest = Math.max(...[...deps.keys()].map((c) => gzip(`dep-${c}.json`)));
    expect(largest).toBeLessThanOrEqual(40 * 1024);
    expect(gzip('france.json')).toBeLessThanOrEqual(60 * 1024);
  });
});

describe('zone files', () => {
  const levels = ['ze', 'aav', 'uu', 'bv'] as const;
  const years = [2019, 2021, 2022, 2023, 2024, 2025, 2026];
  /** Area of every geometry of a topology's object, by id. */
  const areasOf = (t: { objects: object }, object: unknown): Map<string, number> => {
    const fc = feature(t as never, object as never) as unknown as {
      features: { id: string; geometry: Shape }[];
    };
    return new Map(
      fc.features.map((f) => {
        const shape = f.geometry;
        const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
        const area = polygons.reduce(
          (sum, rings) =>
            sum +
            rings.reduce((s, ring, i) => s + (i === 0 ? 1 : -1) * Math.abs(ringArea(ring) / 2), 0),
          0,
        );
        return [f.id, area];
      }),
    );
  };

  it('hold the zones the API stores: every zone with a member commune, in every vintage', () => {
    for (const year of years) {
      const membership = inputs.zones.memberships.get(year);
      for (const level of levels) {
        const zones = parse<ZonesTopology>(`zones-${level}-${year}.json`);
        expect(zones.meta).toMatchObject({ kind: 'zones', level, year });
        const expected = new Set(membership?.[level].zoneOf.values());
        expect(ids(zones)('zones').sort(), `${level} ${year}`).toEqual([...expected].sort());
        const geometries = zones.objects.zones.geometries;
        // Gathered, then compared once: an expect per zone took seconds on a busy machine.
        const empty = geometries.filter((g) => g.arcs.length === 0).map((g) => g.id);
        expect(empty, `${level} ${year}`).toEqual([]);
        const apostrophes = geometries.filter((g) => /'/.test(g.properties.n)).map((g) => g.id);
        expect(apostrophes, `${level} ${year}`).toEqual([]);
      }
    }
    // INSEE's counts in its 2022 geography.
    const count = (level: string) =>
      parse<ZonesTopology>(`zones-${level}-2022.json`).objects.zones.geometries.length;
    expect(levels.map(count)).toEqual([306, 699, 2467, 1663]);
    const stEtienne = parse<ZonesTopology>('zones-ze-2025.json').objects.zones.geometries.find(
      (g) => g.id === '8428',
    );
    // INSEE's own spelling of the zone's name.
    expect(stEtienne?.properties.n).toBe('Saint Etienne');
  });

  it('draw each zone d’emploi over the area of its communes (metropolitan France)', () => {
    const zoneOf = inputs.zones.memberships.get(2025)?.ze.zoneOf ?? new Map<string, string>();
    const communeArea = new Map<string, number>();
    for (const [code, t] of deps) {
      if (code.startsWith('97')) continue;
      for (const [id, area] of areasOf(t, t.objects.communes)) {
        const zone = zoneOf.get(id);
        if (zone) communeArea.set(zone, (communeArea.get(zone) ?? 0) + area);
      }
    }
    const zones = parse<ZonesTopology>('zones-ze-2025.json');
    const zoneAreas = areasOf(zones, zones.objects.zones);
    const metropolitan = zones.objects.zones.geometries.filter((g) => !/^0[1-6]/.test(g.id));
    expect(metropolitan.length).toBeGreaterThan(280);
    let [zoneTotal, communeTotal] = [0, 0];
    for (const g of metropolitan) {
      const sum = communeArea.get(g.id) ?? 0;
      const area = zoneAreas.get(g.id) ?? 0;
      // Each simplified on its own grid: a zone's border moves by a fraction of a kilometre.
      expect(Math.abs(area - sum) / sum, g.id).toBeLessThan(0.08);
      zoneTotal += area;
      communeTotal += sum;
    }
    expect(Math.abs(zoneTotal - communeTotal) / communeTotal).toBeLessThan(0.01);
  });

  it('stay within their size budget', () => {
    const budgets = JSON.parse(
      readFileSync(new URL('../../../../bundle-budgets.json', import.meta.url), 'utf8'),
    ) as { geoZones: number };
    for (const [name, size] of Object.entries(output.manifest.files)) {
      if (name.startsWith('zones-')) expect(size.gzip, name).toBeLessThanOrEqual(budgets.geoZones);
    }
  });
});

describe('output', () => {
  it('is deterministic: every file is the one whose digest is committed', () => {
    // Written by a run of this machine (or read from its cache), compared with a run elsewhere:
    // `npm run geo:fixtures -w @epic/site` writes the digest again after a change of the output.
    expect(outputDigest(output), 'the output changed: npm run geo:fixtures -w @epic/site').toBe(
      readFileSync(DIGEST_FILE, 'utf8').trim(),
    );
  });

  it('matches the Storybook fixtures (npm run geo:fixtures -w @epic/site rewrites them)', () => {
    for (const [name, text] of fixtureFiles(output)) {
      expect(readFileSync(join(FIXTURE_DIR, name), 'utf8') === text, name).toBe(true);
    }
  });
});

function require2025Arrondissements(): string[] {
  const path = createRequire(import.meta.url).resolve('dec-2025/data/communes.json');
  const all = JSON.parse(readFileSync(path, 'utf8')) as { code: string; type: string }[];
  return all.filter((c) => c.type === 'arrondissement-municipal').map((c) => c.code);
}
