/**
 * Story and test data of the map: the geometry is real pipeline output (fixtures/geo), the values
 * are made up (plausible, deterministic by code): test data, not product data.
 */
import type { DepartementTopology, EpciTopology, FranceTopology, ZonesTopology } from './topology';
import type { MapIndicator, MapValue } from './types';

// Through Vite's glob (not typed JSON imports): the package's TypeScript project lists no JSON.
const files = import.meta.glob<unknown>('../fixtures/geo/*.json', {
  eager: true,
  import: 'default',
});
const file = <T>(name: string) => files[`../fixtures/geo/${name}.json`] as T;

export const belfort = file<DepartementTopology>('dep-90');
export const maineEtLoire = file<DepartementTopology>('dep-49');
export const reunion = file<DepartementTopology>('dep-974');
/** Paris alone, whole and as its 20 arrondissements municipaux. */
export const paris = file<DepartementTopology>('dep-75');
/** Bouches-du-Rhône: Marseille whole and as its 16 arrondissements, among 119 communes. */
export const bouchesDuRhone = file<DepartementTopology>('dep-13');
export const franceTopology = file<FranceTopology>('france');
export const epciBourgogneFrancheComte = file<EpciTopology>('epci-2025-region-27');
/** The 306 zones d'emploi of 2025. */
export const zonesEmploi = file<ZonesTopology>('zones-ze-2025');
/** The unités urbaines of Bourgogne-Franche-Comté in 2025. */
export const unitesUrbainesBfc = file<ZonesTopology>('zones-uu-2025-region-27');

/** A number in [0, 1) from a code, the same on every run. */
function unit(code: string, salt = 0): number {
  let hash = 2166136261 ^ salt;
  for (const char of code) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10007) / 10007;
}

/** Made-up values for codes: a skewed positive level, a count, or a signed change. */
export function madeUpValues(
  codes: readonly string[],
  kind: MapIndicator['kind'],
  scale = 1,
): Record<string, MapValue> {
  const values: Record<string, MapValue> = {};
  for (const code of codes) {
    const u = unit(code);
    const value =
      kind === 'change'
        ? Math.round((u - 0.45) * 40) / 10
        : kind === 'count'
          ? Math.round(200 + 30000 * u ** 4 * scale)
          : Math.round((5 + 30 * u) * 10) / 10;
    values[code] = { value, status: 'ok' };
  }
  return values;
}

export const codesOf = (topology: DepartementTopology) =>
  topology.objects.communes.geometries.map((g) => g.id);

/** Codes of a file's arrondissements municipaux (13, 69, 75). */
export const arrondissementCodesOf = (topology: DepartementTopology) =>
  (topology.objects.arrondissements?.geometries ?? []).map((g) => g.id);

export const povertyRate: MapIndicator = {
  id: 'taux_pauvrete',
  label: 'Taux de pauvreté',
  referenceYear: 'Filosofi 2021',
  format: 'decimal1',
  unit: '%',
  kind: 'level',
};

export const population: MapIndicator = {
  id: 'population',
  label: 'Population',
  referenceYear: 'RP 2021',
  format: 'integer',
  unit: 'habitants',
  kind: 'count',
};

export const populationChange: MapIndicator = {
  id: 'evolution_population',
  label: 'Évolution annuelle de la population',
  referenceYear: 'RP 2015-2021',
  format: 'decimal1',
  unit: '% par an',
  kind: 'change',
};

export const mapCredit =
  'Contours\u00a0: Etalab, Contours administratifs (IGN ADMIN EXPRESS), Licence Ouverte 2.0. Valeurs de test.';
