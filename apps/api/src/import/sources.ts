// Long file: one vintage read from its package, with every counting rule in one place.
/**
 * Reads one vintage of `@etalab/decoupage-administratif` (installed side by side under npm
 * aliases dec-YYYY) and derives the rows to store. Counting rules:
 * - communes: entries of type "commune-actuelle" in a département of metropolitan France or of a
 *   DROM; communes déléguées and associées are not communes; the communes of the collectivités
 *   d’outre-mer (975, 977, 978, 984, 986-989), outside départements and régions, are left out;
 * - arrondissements municipaux (Paris, Lyon, Marseille): type "arrondissement", child of their
 *   commune, never counted as communes nor added twice to populations;
 * - départements and régions: those of metropolitan France and the DROM (101 and 18);
 * - EPCI: every entry of epci.json, members restricted to the communes above.
 * Mergers: a commune keeps the codes of the communes merged into it (`anciensCodes`, cumulative
 * over time); the API derives successors and predecessors between vintages from them.
 * Populations: the package's legal population (population municipale) for communes and
 * arrondissements, except for communes merged after the census's geography (late-mergers.ts); the sum of their communes for départements and régions (the package gives none
 * to compare with); for EPCI also the sum of their member communes, so that every level uses the
 * same census: the package's own populationMunicipale of EPCI often comes from another census year,
 * and the number of EPCI whose package figure differs is recorded (epciPopulationMismatches).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TerritoryRow } from '../db/rows.js';
import { normalizeName } from '../normalize.js';
import { censusFromReadme, type VintageCensus } from './census.js';
import { lateMergers } from './late-mergers.js';

export const VINTAGES = [2019, 2021, 2022, 2023, 2024, 2025, 2026] as const;
export const SOURCE_NAME = '@etalab/decoupage-administratif';
export const SOURCE_LICENCE = 'Licence Ouverte / Open Licence (Etalab)';
/** Bumped when the derivation changes, so that an unchanged package is still re-imported. */
export const IMPORTER_VERSION = 4;

export type TerritoryType = 'region' | 'departement' | 'epci' | 'commune' | 'arrondissement';

export interface VintageData {
  year: number;
  version: string;
  checksum: string;
  territories: TerritoryRow[];
  counts: Record<TerritoryType, number> & {
    epciPopulationMismatches: number;
    population: number;
    /** The census of the legal populations (import/census.ts); null when the README names none. */
    census: VintageCensus | null;
    /** Communes merged since the census's geography, population rebuilt (late-mergers.ts). */
    populationsRebuilt: number;
    /** Communes merged since the census's geography whose population cannot be rebuilt. */
    populationIncomplete: string[];
  };
}

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  commune?: string;
  population?: number;
  codesPostaux?: string[];
  anciensCodes?: string[];
  typeLiaison?: number;
  zone?: string;
}
interface RawEpci {
  code: string;
  nom: string;
  type: string;
  populationMunicipale?: number;
  membres: { code: string }[];
}
interface RawDivision {
  code: string;
  nom: string;
  region?: string;
  chefLieu?: string;
  typeLiaison?: number;
  zone?: string;
}

const require = createRequire(import.meta.url);

export function packageDir(year: number): string {
  return dirname(require.resolve(`dec-${year}/package.json`));
}

export function packageVersion(year: number): string {
  return JSON.parse(readFileSync(join(packageDir(year), 'package.json'), 'utf8')).version;
}

/** The files a vintage's territories come from, hashed in this order into its checksum. */
const SOURCE_FILES = ['regions.json', 'departements.json', 'communes.json', 'epci.json'] as const;

/** A vintage's source texts and their checksum (with the importer's version). */
export interface SourceTexts {
  texts: string[];
  checksum: string;
}

/** Read once by an import: compared by checksum first, then parsed only when it changed. */
export function sourceTexts(year: number): SourceTexts {
  const hash = createHash('sha256').update(`importer:${IMPORTER_VERSION}`);
  const texts = SOURCE_FILES.map((file) => {
    const text = readFileSync(join(packageDir(year), 'data', file), 'utf8');
    hash.update(text);
    return text;
  });
  return { texts, checksum: hash.digest('hex') };
}

/** The package's history of communes, when it has one (the 2019 package does). */
function readHistory(year: number) {
  try {
    const text = readFileSync(join(packageDir(year), 'data', 'historique-communes.json'), 'utf8');
    return JSON.parse(text) as {
      type: string;
      code: string;
      raisonDebut?: string;
      dateDebut?: string;
    }[];
  } catch {
    return undefined;
  }
}

/** The raw source records of one vintage, as the counting rules above select them. */
export function readSource(year: number, { texts, checksum } = sourceTexts(year)) {
  const [regionsRaw, departementsRaw, communesRaw, epciRaw] = texts.map((t) => JSON.parse(t)) as [
    RawDivision[],
    RawDivision[],
    RawCommune[],
    RawEpci[],
  ];
  const regions = regionsRaw.filter((r) => r.zone !== 'com' && r.code.length === 2);
  const regionCodes = new Set(regions.map((r) => r.code));
  const departements = departementsRaw.filter(
    (d) => d.zone !== 'com' && d.region !== undefined && regionCodes.has(d.region),
  );
  const departementCodes = new Set(departements.map((d) => d.code));
  const communes = communesRaw.filter(
    (c) => c.type === 'commune-actuelle' && c.departement && departementCodes.has(c.departement),
  );
  const arrondissements = communesRaw.filter((c) => c.type === 'arrondissement-municipal');
  return {
    regions,
    departements,
    communes,
    arrondissements,
    epci: epciRaw,
    checksum,
  };
}

/** Standard competition ranking ("1, 2, 2, 4") by population, descending, within groups. */
export function rank<R extends { population: number | null }>(
  rows: R[],
  group: (r: R) => string | null,
  set: (r: R, rank: number, of: number) => void,
) {
  const groups = new Map<string, R[]>();
  for (const r of rows) {
    const g = group(r);
    if (g === null || r.population === null) continue;
    const list = groups.get(g);
    if (list) list.push(r);
    else groups.set(g, [r]);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
    let previous = -1;
    let current = 0;
    list.forEach((r, i) => {
      if (r.population !== previous) current = i + 1;
      previous = r.population ?? 0;
      set(r, current, list.length);
    });
  }
}

/** A territory row of a vintage with only its identity set. */
function emptyRow(year: number, type: TerritoryType, code: string, name: string): TerritoryRow {
  return {
    year,
    type,
    code,
    name,
    search_name: normalizeName(name),
    nature: null,
    commune: null,
    epci: null,
    departement: null,
    region: null,
    chef_lieu: null,
    postal_codes: [],
    population: null,
    communes: null,
    rank_national: null,
    count_national: null,
    rank_parent: null,
    count_parent: null,
    former_codes: [],
    type_liaison: null,
    ze: null,
    aav: null,
    uu: null,
    bv: null,
    aav_category: null,
    perimeter_changed: null,
  };
}

export function loadVintage(year: number, texts?: SourceTexts): VintageData {
  const src = readSource(year, texts);
  const base = (type: TerritoryType, code: string, name: string) =>
    emptyRow(year, type, code, name);
  /** The source's INSEE article type (TNCC 0–8), when it gives a valid one. */
  const liaison = (value: unknown): number | null =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8 ? value : null;

  const census = censusFromReadme(readFileSync(join(packageDir(year), 'README.md'), 'utf8'));
  const late = lateMergers(year, census?.year ?? null, src.communes, {
    vintages: VINTAGES,
    communesOf: (other) => readSource(other).communes,
    history: () => readHistory(year),
  });
  const communes = new Map<string, TerritoryRow>();
  for (const c of src.communes) {
    const row = base('commune', c.code, c.nom);
    row.departement = c.departement ?? null;
    row.region = c.region ?? null;
    row.population =
      late.rebuilt.get(c.code) ?? (typeof c.population === 'number' ? c.population : null);
    row.type_liaison = liaison(c.typeLiaison);
    row.postal_codes = [...new Set(c.codesPostaux ?? [])].sort();
    row.former_codes = [...new Set(c.anciensCodes ?? [])].filter((code) => code !== c.code).sort();
    communes.set(c.code, row);
  }
  const arrondissements: TerritoryRow[] = [];
  for (const a of src.arrondissements) {
    const parent = a.commune ? communes.get(a.commune) : undefined;
    if (!parent) continue;
    const row = base('arrondissement', a.code, a.nom);
    row.commune = parent.code;
    row.departement = parent.departement;
    row.region = parent.region;
    row.population = typeof a.population === 'number' ? a.population : null;
    row.type_liaison = liaison(a.typeLiaison);
    row.postal_codes = [...new Set(a.codesPostaux ?? [])].sort();
    arrondissements.push(row);
  }

  let epciPopulationMismatches = 0;
  const epcis: TerritoryRow[] = [];
  for (const e of src.epci) {
    const row = base('epci', e.code, e.nom);
    row.nature = e.type;
    const members = e.membres.map((m) => communes.get(m.code)).filter((m) => m !== undefined);
    for (const m of members) m.epci = e.code;
    row.communes = members.length;
    const sum = members.reduce((s, m) => s + (m.population ?? 0), 0);
    row.population = members.some((m) => m.population !== null) ? sum : null;
    if (typeof e.populationMunicipale === 'number' && e.populationMunicipale !== sum) {
      epciPopulationMismatches += 1;
    }
    const depts = new Set(members.map((m) => m.departement));
    const regs = new Set(members.map((m) => m.region));
    if (depts.size === 1) row.departement = [...depts][0] ?? null;
    if (regs.size === 1) row.region = [...regs][0] ?? null;
    epcis.push(row);
  }

  const sumOf = (list: TerritoryRow[]) => {
    const known = list.filter((c) => c.population !== null);
    return known.length === 0 ? null : known.reduce((s, c) => s + (c.population ?? 0), 0);
  };
  const communeList = [...communes.values()];
  const groupBy = (key: (c: TerritoryRow) => string | null) => {
    const map = new Map<string, TerritoryRow[]>();
    for (const c of communeList) {
      const k = key(c) ?? '';
      const list = map.get(k);
      if (list) list.push(c);
      else map.set(k, [c]);
    }
    return map;
  };
  const byDept = groupBy((c) => c.departement);
  const byRegion = groupBy((c) => c.region);

  const departements = src.departements.map((d) => {
    const row = base('departement', d.code, d.nom);
    row.region = d.region ?? null;
    row.chef_lieu = d.chefLieu ?? null;
    row.type_liaison = liaison(d.typeLiaison);
    const list = byDept.get(d.code) ?? [];
    row.communes = list.length;
    row.population = sumOf(list);
    return row;
  });
  const regions = src.regions.map((r) => {
    const row = base('region', r.code, r.nom);
    row.chef_lieu = r.chefLieu ?? null;
    row.type_liaison = liaison(r.typeLiaison);
    const list = byRegion.get(r.code) ?? [];
    row.communes = list.length;
    row.population = sumOf(list);
    return row;
  });

  const national = (r: TerritoryRow, n: number, of: number) => {
    r.rank_national = n;
    r.count_national = of;
  };
  const parent = (r: TerritoryRow, n: number, of: number) => {
    r.rank_parent = n;
    r.count_parent = of;
  };
  for (const list of [communeList, arrondissements, epcis, departements, regions]) {
    rank(list, () => 'all', national);
  }
  rank(communeList, (r) => r.departement, parent);
  rank(arrondissements, (r) => r.commune, parent);
  rank(epcis, (r) => r.departement, parent);
  rank(departements, (r) => r.region, parent);

  const territories = [...regions, ...departements, ...epcis, ...communeList, ...arrondissements];
  return {
    year,
    version: packageVersion(year),
    checksum: src.checksum,
    territories,
    counts: {
      region: regions.length,
      departement: departements.length,
      epci: epcis.length,
      commune: communeList.length,
      arrondissement: arrondissements.length,
      epciPopulationMismatches,
      population: sumOf(regions) ?? 0,
      census,
      populationsRebuilt: late.rebuilt.size,
      populationIncomplete: late.incomplete,
    },
  };
}
