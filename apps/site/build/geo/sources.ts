/**
 * Inputs of the geometry pipeline, read offline: Etalab's "Contours administratifs" (2025
 * geography, generalised to 1,000 m, copied raw into data/opendata/contours-etalab-1000m-cog2025/)
 * and the vintages of `@etalab/decoupage-administratif` installed as npm aliases `dec-YYYY`.
 * Scope (as in apps/api/src/import/sources.ts): communes of type "commune-actuelle" in the
 * départements of metropolitan France and the DROM; the COM (975–989) are left out.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';

export const RAW_DIR = new URL(
  '../../../../data/opendata/contours-etalab-1000m-cog2025/',
  import.meta.url,
).pathname;

/** Vintages drawn on the 2025 polygons through a successor mapping. */
export const OLD_VINTAGES = [2019, 2021, 2022, 2023, 2024] as const;
/** Vintages with an EPCI file. */
export const EPCI_VINTAGES = [2019, 2021, 2022, 2023, 2024, 2025, 2026] as const;
export const DROM = ['971', '972', '973', '974', '976'] as const;

export type Shape = Polygon | MultiPolygon;
export interface CommuneFeatureProps {
  code: string;
  nom: string;
  departement: string;
  region: string;
  epci?: string;
  plm?: boolean;
  commune?: string;
}
export type CommuneFeature = Feature<Shape, CommuneFeatureProps>;
export type DepartementFeature = Feature<Shape, { code: string; nom: string; region: string }>;

export interface DecCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  chefLieu?: string;
  anciensCodes?: string[];
  /** The city of an arrondissement municipal. */
  commune?: string;
}
export interface DecEpci {
  code: string;
  nom: string;
  membres: { code: string }[];
}

/** Typographic apostrophes for names shown to users. */
export const typographic = (name: string): string => name.replace(/'/g, '’');

/** Overseas collectivities (975, 977, 978, 984, 986–989): out of EPIC's scope. */
const isCom = (code: string) => code.length === 3 && !(DROM as readonly string[]).includes(code);

export function readContours() {
  const dir = join(RAW_DIR, 'communes');
  const communes: CommuneFeature[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.geojson')) continue;
    const fc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as FeatureCollection<
      Shape,
      CommuneFeatureProps
    >;
    communes.push(...(fc.features as CommuneFeature[]));
  }
  const deps = JSON.parse(
    readFileSync(join(RAW_DIR, 'departements.geojson'), 'utf8'),
  ) as FeatureCollection<Shape, DepartementFeature['properties']>;
  const departements = (deps.features as DepartementFeature[])
    .filter((f) => !isCom(f.properties.code))
    .sort((a, b) => a.properties.code.localeCompare(b.properties.code));
  communes.sort((a, b) => a.properties.code.localeCompare(b.properties.code));
  return { communes, departements };
}

const require = createRequire(import.meta.url);
const decDir = (year: number) => dirname(require.resolve(`dec-${year}/package.json`));
export const decVersion = (year: number): string =>
  JSON.parse(readFileSync(join(decDir(year), 'package.json'), 'utf8')).version;

const decJson = <T>(year: number, file: string): T =>
  JSON.parse(readFileSync(join(decDir(year), 'data', file), 'utf8')) as T;

export interface Vintage {
  year: number;
  /** Communes in scope (commune-actuelle of a département of metropolitan France or a DROM). */
  communes: DecCommune[];
  /** Communes déléguées and associées, by the code of their chef-lieu commune. */
  delegated: Map<string, string[]>;
  epci: DecEpci[];
  /** Arrondissements municipaux (Paris, Lyon, Marseille): code → code of their city. */
  arrondissements: Map<string, string>;
}

export function readVintage(year: number): Vintage {
  const all = decJson<DecCommune[]>(year, 'communes.json');
  const communes = all.filter(
    (c) => c.type === 'commune-actuelle' && c.departement && !isCom(c.departement),
  );
  const delegated = new Map<string, string[]>();
  for (const c of all) {
    if ((c.type !== 'commune-deleguee' && c.type !== 'commune-associee') || !c.chefLieu) continue;
    const list = delegated.get(c.chefLieu) ?? [];
    list.push(c.code);
    delegated.set(c.chefLieu, list);
  }
  const arrondissements = new Map(
    all
      .filter((c) => c.type === 'arrondissement-municipal' && c.commune)
      .map((c) => [c.code, c.commune as string]),
  );
  return {
    year,
    communes,
    delegated,
    epci: decJson<DecEpci[]>(year, 'epci.json'),
    arrondissements,
  };
}

export const readRegions = (): { code: string; nom: string }[] =>
  decJson<{ code: string; nom: string }[]>(2025, 'regions.json');

/** Version of an installed package (some do not export their package.json). */
function libVersion(name: string, entry = name): string {
  let dir = dirname(require.resolve(entry));
  while (dir !== dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return pkg.version as string;
    } catch {
      // no package.json at this level
    }
    dir = dirname(dir);
  }
  throw new Error(`No package.json found for ${name}`);
}

/** The modules whose code shapes the output. */
const OUTPUT_MODULES = [
  'departement.ts',
  'inputs.ts',
  'national.ts',
  'pipeline.ts',
  'project.ts',
  'sources.ts',
  'topo.ts',
  'vintages.ts',
  'zones.ts',
];
/** The API's modules that give the study zones (zones.ts): their rules shape the zone files. */
const API_MODULES = [
  'import/sources.ts',
  'indicators/geography.ts',
  'indicators/opendata.ts',
  'zonings/categories.ts',
  'zonings/membership.ts',
  'zonings/table.ts',
];
/** INSEE's table of the study zonings (read by the API's zonings/table.ts). */
const ZONING_TABLE = new URL(
  '../../../../data/opendata/insee-table-appartenance-geo-2022/table-appartenance-geo-communes-22.zip',
  import.meta.url,
).pathname;

/** Hash of everything the output depends on: raw files, package versions, the pipeline's code. */
export function inputsHash(pipelineVersion: number): string {
  const hash = createHash('sha256').update(`epic-geo:${pipelineVersion}\n`);
  const files = [
    'departements.geojson',
    ...readdirSync(join(RAW_DIR, 'communes'))
      .sort()
      .map((f) => `communes/${f}`),
  ];
  for (const file of files) hash.update(file).update(readFileSync(join(RAW_DIR, file)));
  for (const year of EPCI_VINTAGES) hash.update(`dec-${year}@${decVersion(year)}\n`);
  // The pipeline's own code (not the plugin, cache or CLI): a change there is a new version too.
  const here = new URL('.', import.meta.url).pathname;
  for (const file of OUTPUT_MODULES) hash.update(file).update(readFileSync(join(here, file)));
  const api = new URL('../../../api/src/', import.meta.url).pathname;
  for (const file of API_MODULES) hash.update(file).update(readFileSync(join(api, file)));
  hash.update('zonings').update(readFileSync(ZONING_TABLE));
  for (const lib of ['topojson-server', 'topojson-simplify', 'topojson-client', 'd3-geo']) {
    hash.update(`${lib}@${libVersion(lib)}\n`);
  }
  hash.update(`read-excel-file@${libVersion('read-excel-file', 'read-excel-file/node')}\n`);
  return hash.digest('hex');
}
