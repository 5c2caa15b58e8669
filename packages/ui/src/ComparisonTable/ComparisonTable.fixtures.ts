// Long file: test data of the comparison (a sample of the catalogue, then the values of each story's territories).
import { longNameCommune, longNameEpci, lyon, saintEtienne } from '../fixtures/territories';
import type {
  ComparisonIndicator,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
} from './types';

/**
 * Test data for the stories and tests: a sample of the catalogue (orders of magnitude, not
 * official figures) for Saint-Étienne and Lyon, a commune against an EPCI, and six territories of
 * every level with France and their parents.
 */

export const comparisonSources: ComparisonSource[] = [
  {
    id: 'comparateur-2022',
    name: 'Insee, Base du comparateur de territoires (édition 2022)',
    licence: 'Licence Ouverte / Open Licence 2.0 (Etalab)',
    attribution:
      'Source\u00a0: Insee, Base du comparateur de territoires (édition 2022, géographie au 01/01/2021) — Licence Ouverte 2.0',
    url: 'https://www.insee.fr/fr/statistiques/2521169',
  },
  {
    id: 'filosofi-2021',
    name: 'Insee, Filosofi 2021 (revenus, pauvreté et niveau de vie)',
    licence: 'Licence Ouverte / Open Licence 2.0 (Etalab)',
    attribution:
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2021 — Licence Ouverte 2.0',
    url: 'https://www.insee.fr/fr/statistiques/7756729',
  },
  {
    id: 'filosofi-disp',
    name: 'Insee, Filosofi 2014 à 2019 (distribution des niveaux de vie des EPCI, départements, régions et de la France métropolitaine)',
    licence: 'Licence Ouverte / Open Licence 2.0 (Etalab)',
    attribution:
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2014 à 2019 — Licence Ouverte 2.0',
    url: 'https://www.insee.fr/fr/metadonnees/source/serie/s1172',
  },
];

export const keyFiguresSources: ComparisonSource[] = [
  {
    id: 'cog-2024',
    name: 'Insee, populations légales 2024',
    licence: 'Licence Ouverte 2.0',
    attribution: 'Source\u00a0: Insee, populations légales (millésime 2024) — Licence Ouverte 2.0',
  },
];

type Spec = Omit<ComparisonIndicator, 'values'> & { theme: string };

const RP = 'comparateur-2022';
const FI = 'filosofi-2021';

/** A sample of the catalogue: a few indicators per theme, counts, rates, euros, a bare ratio. */
const specs: Spec[] = [
  {
    id: 'pop_rp2018',
    label: 'Population (recensement 2018)',
    unit: 'habitants',
    format: 'integer',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'population',
  },
  {
    id: 'pop_growth_2013_2018',
    label: 'Variation annuelle moyenne de la population 2013–2018',
    unit: '% par an',
    format: 'decimal2',
    referenceYear: 'RP 2013 et 2018',
    source: RP,
    theme: 'population',
  },
  {
    id: 'density_rp2018',
    label: 'Densité de population (recensement 2018)',
    unit: 'hab./km²',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'population',
  },
  {
    id: 'birth_rate_2013_2018',
    label: 'Taux de natalité 2013–2018',
    unit: '‰',
    format: 'decimal1',
    referenceYear: 'État civil 2013–2018, RP 2013',
    source: RP,
    theme: 'population',
  },
  {
    id: 'households_2018',
    label: 'Ménages (recensement 2018)',
    unit: 'ménages',
    format: 'integer',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'logement',
  },
  {
    id: 'vacant_share_2018',
    label: 'Part des logements vacants',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'logement',
  },
  {
    id: 'owner_share_2018',
    label: 'Part des ménages propriétaires de leur résidence principale',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'logement',
  },
  {
    id: 'jobs_2018',
    label: 'Emplois au lieu de travail (2018)',
    unit: 'emplois',
    format: 'integer',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'emploi',
  },
  {
    id: 'unemployment_rate_2018',
    label: 'Taux de chômage des 15–64 ans (recensement)',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    source: RP,
    theme: 'emploi',
  },
  {
    id: 'median_income_2021',
    label: 'Médiane du niveau de vie (2021)',
    unit: '€',
    format: 'euro',
    referenceYear: 'Filosofi 2021',
    source: FI,
    theme: 'revenus',
  },
  {
    id: 'poverty_rate_2021',
    label: 'Taux de pauvreté (2021)',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'Filosofi 2021',
    source: FI,
    theme: 'revenus',
  },
  {
    id: 'interdecile_ratio_2021',
    label: 'Rapport interdécile (2021)',
    unit: '',
    format: 'decimal1',
    referenceYear: 'Filosofi 2021',
    source: FI,
    theme: 'revenus',
  },
  {
    id: 'establishments_2018',
    label: 'Établissements actifs fin 2018',
    unit: 'établissements',
    format: 'integer',
    referenceYear: 'Fin 2018',
    source: RP,
    theme: 'etablissements',
  },
];

const themeLabels: Record<string, string> = {
  population: 'Population',
  logement: 'Ménages et logement',
  emploi: 'Emploi',
  revenus: 'Revenus',
  etablissements: 'Établissements',
};

type Given = ComparisonStatistic | number | undefined;
const statistic = (v: Given): ComparisonStatistic | undefined =>
  typeof v === 'number' ? { value: v, status: 'ok' } : v;
/** Counts get a relative difference and no mark against France or a parent. */
const counts = new Set(['pop_rp2018', 'households_2018', 'jobs_2018', 'establishments_2018']);

/**
 * The sample's themes with every side's statistic by indicator id and, when given, France's and
 * each side's parent's (the differences are left to the table).
 */
export function comparisonThemes(
  sides: readonly Record<string, Given>[],
  references: {
    france?: Record<string, Given>;
    parents?: readonly (Record<string, Given> | null)[];
  } = {},
): ComparisonTheme[] {
  return Object.entries(themeLabels).map(([id, label]) => ({
    id,
    label,
    indicators: specs
      .filter((spec) => spec.theme === id)
      .map(({ theme: _theme, ...spec }): ComparisonIndicator => {
        const france = statistic(references.france?.[spec.id]);
        return {
          ...spec,
          kind: counts.has(spec.id) ? 'count' : 'level',
          values: sides.map((side) => statistic(side[spec.id])),
          ...(france ? { france } : {}),
          ...(references.parents
            ? {
                parents: references.parents.map((p) =>
                  p ? (statistic(p[spec.id]) ?? null) : null,
                ),
              }
            : {}),
        };
      }),
  }));
}

/** Values by indicator id, in the order of `specs`. */
const byId = (values: readonly Given[]) =>
  Object.fromEntries(specs.map((spec, i) => [spec.id, values[i]]));
const secret: ComparisonStatistic = { value: null, status: 'secret' };
const na: ComparisonStatistic = { value: null, status: 'not_applicable' };
const unavailable = (reason: string): ComparisonStatistic => ({
  value: null,
  status: 'unavailable',
  reason,
});

// pop, growth, density, births, households, vacant, owners, jobs, unemployment, median, poverty,
// interdecile, establishments
// biome-ignore format: a table of values, one territory a line
const values = {
  saintEtienne: [173_089, 0.12, 2_168.4, 13.1, 84_300, 13.5, 41.2, 84_700, 19.8, 19_540, 25.8, 3.6, 14_300],
  lyon: [518_635, 0.96, 10_859.3, 14.2, 280_900, 7.9, 33.9, 367_900, 12.7, 24_350, 16.4, 3.9, 71_800],
  metropole: [404_000, 0.2, 557.1, 11.2, 182_000, 10.9, 55.3, 160_500, 14.1, na, na, na, 29_800],
  loire: [765_000, 0.18, 160.2, 11.0, 340_000, 9.8, 62.1, 280_000, 12.4, na, na, na, 55_000],
  rhone: [1_875_000, 0.9, 576.3, 13.5, 830_000, 7.1, 44.8, 960_000, 11.8, na, na, na, 210_000],
  ara: [8_042_936, 0.6, 115.2, 11.3, 3_600_000, 8.4, 58.6, 3_200_000, 11.0, na, na, na, 780_000],
  marne: [566_000, -0.05, 69.3, 11.0, 250_000, 9.1, 55.0, 225_000, 12.6, na, na, na, 41_000],
  smallCommune: [170, -0.58, 12.1, 0, 78, 9.4, 82.1, 21, unavailable('zero_denominator'), secret, secret, secret, 0],
  epci: [
    { value: 20_940, status: 'ok', coverage: { covered: 61, of: 62 } }, -0.24, 28.7, 8.4,
    { value: 9_820, status: 'ok', coverage: { covered: 52, of: 53 } }, 10.8, 76.5, 6_120, 10.3, na, na, na,
    unavailable('no_member_value'),
  ],
  france: [67_407_241, 0.36, 106.1, 11.4, 29_800_000, 8.2, 57.5, 26_500_000, 13.0, na, na, na, 5_500_000],
} satisfies Record<string, Given[]>;

/** Saint-Étienne and Lyon: every value `ok`. */
export const twoCommunesThemes = comparisonThemes([byId(values.saintEtienne), byId(values.lyon)]);

/** A small commune (secret incomes, a missing value) against an EPCI (medians sans objet, partial coverage). */
export const communeEpciThemes = comparisonThemes([byId(values.smallCommune), byId(values.epci)]);

/** A commune merged away before the source's geography: every value missing, with the reason. */
export const mergedCommuneThemes = comparisonThemes([
  byId(specs.map(() => unavailable('merged'))),
  byId(values.lyon),
]);

const loire: ComparisonSide = {
  territory: { type: 'departement', code: '42', name: 'Loire', typeLiaison: 3 },
  year: 2024,
};
const rhone: ComparisonSide = {
  territory: { type: 'departement', code: '69', name: 'Rhône', typeLiaison: 2 },
  year: 2024,
};
const auvergneRhoneAlpes: ComparisonSide = {
  territory: { type: 'region', code: '84', name: 'Auvergne-Rhône-Alpes', typeLiaison: 1 },
  year: 2024,
};
const marne: ComparisonSide = {
  territory: { type: 'departement', code: '51', name: 'Marne', typeLiaison: 3 },
  year: 2024,
};

/** Six territories of every level (two vintages), each with its parent (none for a région). */
export const sixSides: ComparisonSide[] = [
  { territory: saintEtienne, year: 2024 },
  { territory: lyon, year: 2024 },
  { territory: { type: 'epci', code: '244200770', name: 'Saint-Étienne Métropole' }, year: 2024 },
  loire,
  { territory: longNameCommune, year: 2021 },
  auvergneRhoneAlpes,
];
export const sixParents: (ComparisonSide | null)[] = [
  loire,
  rhone,
  loire,
  auvergneRhoneAlpes,
  marne,
  null,
];

/** The six territories' themes, with France and each one's parent. */
export const sixThemes = comparisonThemes(
  [
    values.saintEtienne,
    values.lyon,
    values.metropole,
    values.loire,
    values.smallCommune,
    values.ara,
  ].map(byId),
  {
    france: byId(values.france),
    parents: [values.loire, values.rhone, values.loire, values.ara, values.marne, null].map((v) =>
      v ? byId(v) : null,
    ),
  },
);

/** A commune and an EPCI with long names. */
export const longNameSides: ComparisonSide[] = [
  { territory: longNameCommune, year: 2024 },
  { territory: longNameEpci, year: 2024 },
];

type KeyRow = { population: number | null; change: number | null; communes: number | null };

/**
 * Key figures of sides (population, its change in %, number of communes "sans objet" for a
 * commune); with `references`, France's and each parent's too, and the share of the national
 * population ("sans objet" for France).
 */
export function keyFigures(
  rows: readonly KeyRow[],
  references?: { france: KeyRow; parents: readonly (KeyRow | null)[] },
): ComparisonIndicator[] {
  const ok = (value: number | null): ComparisonStatistic =>
    value === null ? { value: null, status: 'unavailable' } : { value, status: 'ok' };
  const columns = (pick: (r: KeyRow) => number | null) =>
    references
      ? {
          france: ok(pick(references.france)),
          parents: references.parents.map((p) => (p ? ok(pick(p)) : null)),
        }
      : {};
  const figures: ComparisonIndicator[] = [
    {
      id: 'population',
      label: 'Population municipale',
      unit: 'habitants',
      format: 'integer',
      referenceYear: '2024',
      kind: 'count',
      values: rows.map((r) => ok(r.population)),
      ...columns((r) => r.population),
    },
    {
      id: 'change_previous',
      label: 'Évolution depuis le millésime précédent',
      unit: '%',
      format: 'decimal2',
      referenceYear: '2024',
      values: rows.map((r) => ok(r.change)),
      ...columns((r) => r.change),
    },
    {
      id: 'communes',
      label: 'Nombre de communes',
      unit: 'communes',
      format: 'integer',
      referenceYear: '2024',
      kind: 'count',
      notApplicable: 'level',
      values: rows.map((r) =>
        r.communes === null ? { value: null, status: 'not_applicable' } : ok(r.communes),
      ),
      ...columns((r) => r.communes),
    },
  ];
  if (!references) return figures;
  const national = references.france.population;
  const share = (r: KeyRow | null) =>
    r?.population == null || !national ? null : (r.population / national) * 100;
  figures.push({
    id: 'share_national',
    label: 'Part de la population nationale',
    unit: '%',
    format: 'decimal2',
    referenceYear: '2024',
    notApplicable: 'level',
    values: rows.map((r) => ok(share(r))),
    france: { value: null, status: 'not_applicable' },
    parents: references.parents.map((p) => (p ? ok(share(p)) : null)),
  });
  return figures;
}

// ------------------------------------------------------------ income published above the commune

const pub = (value: number): ComparisonStatistic => ({ value, status: 'ok', published: true });
const metropole = (value: number): ComparisonStatistic => ({
  value,
  status: 'ok',
  published: true,
  scope: 'france_metropolitaine',
});
const notAtCommune: ComparisonStatistic = {
  value: null,
  status: 'unavailable',
  reason: 'level_not_published',
};

/**
 * Two EPCI, a département and a commune with Filosofi 2019 as INSEE publishes it above the commune
 * (FILO2019_DISP files), then an EPCI whose perimeter is not the file's: France is France
 * métropolitaine.
 */
export const incomeSides: ComparisonSide[] = [
  { territory: { type: 'epci', code: '244200770', name: 'Saint-Étienne Métropole' }, year: 2024 },
  { territory: { type: 'epci', code: '200046977', name: 'Métropole de Lyon' }, year: 2024 },
  loire,
  { territory: saintEtienne, year: 2024 },
  { territory: longNameEpci, year: 2024 },
];
export const incomeParents: (ComparisonSide | null)[] = [
  loire,
  rhone,
  auvergneRhoneAlpes,
  loire,
  marne,
];

type Income = Omit<ComparisonIndicator, 'values' | 'france' | 'parents'>;
const DISP = 'filosofi-disp';
const income = (
  spec: Income,
  values: ComparisonStatistic[],
  france: ComparisonStatistic,
  parents: ComparisonStatistic[],
): ComparisonIndicator => ({ ...spec, kind: 'level', values, france, parents });
const outside = (reason: string): ComparisonStatistic => ({
  value: null,
  status: 'unavailable',
  reason,
});

/** The revenus theme of `incomeSides`, with France and each side's parent. */
export const incomeThemes: ComparisonTheme[] = [
  {
    id: 'revenus',
    label: 'Revenus',
    indicators: [
      income(
        {
          id: 'median_income_2019',
          label: 'Médiane du niveau de vie (2019)',
          unit: '€',
          format: 'euro',
          referenceYear: 'Filosofi 2019',
          source: RP,
          publishedAbove: DISP,
        },
        [
          pub(20_250),
          pub(22_710),
          pub(20_930),
          { value: 18_410, status: 'ok' },
          outside('perimeter_changed'),
        ],
        metropole(21_930),
        [pub(20_930), pub(23_190), pub(22_610), pub(20_930), pub(21_340)],
      ),
      income(
        {
          id: 'd1_2019',
          label: '1er décile du niveau de vie (2019)',
          unit: '€',
          format: 'euro',
          referenceYear: 'Filosofi 2019',
          source: DISP,
          publishedAbove: DISP,
        },
        [pub(10_630), pub(11_140), pub(11_500), notAtCommune, outside('perimeter_unverified')],
        metropole(11_620),
        [pub(11_500), pub(11_670), pub(12_160), pub(11_500), pub(11_350)],
      ),
      income(
        {
          id: 'gini_2019',
          label: 'Indice de Gini du niveau de vie (2019)',
          unit: '',
          format: 'decimal2',
          referenceYear: 'Filosofi 2019',
          source: DISP,
          publishedAbove: DISP,
        },
        [pub(0.273), pub(0.319), pub(0.258), notAtCommune, outside('absent_from_source')],
        metropole(0.292),
        [pub(0.258), pub(0.305), pub(0.288), pub(0.258), pub(0.269)],
      ),
      income(
        {
          id: 'income_pensions_share_2019',
          label: 'Part des pensions et retraites (2019)',
          unit: '%',
          format: 'decimal1',
          referenceYear: 'Filosofi 2019',
          source: DISP,
          publishedAbove: DISP,
        },
        [pub(31.3), pub(23.5), pub(31.4), notAtCommune, outside('perimeter_unverified')],
        metropole(28.3),
        [pub(31.4), pub(24.1), pub(27.4), pub(31.4), pub(30.2)],
      ),
      income(
        {
          id: 'median_income_2021',
          label: 'Médiane du niveau de vie (2021)',
          unit: '€',
          format: 'euro',
          referenceYear: 'Filosofi 2021',
          source: FI,
        },
        [na, na, na, { value: 19_010, status: 'ok' }, na],
        na,
        [na, na, na, na, na],
      ),
    ],
  },
];

// ------------------------------------------------------------ one territory in two vintages

const culoz = { type: 'commune', code: '01138', name: 'Culoz' } as const;
/**
 * Culoz in 2019 (its census of 2016, before Béon merged into it) and Culoz-Béon in 2026 (census
 * 2023): the population compared on the 2026 perimeter, the 2019 one rebuilt from Culoz and Béon.
 */
export const twoVintagesSides: ComparisonSide[] = [
  { territory: culoz, year: 2019 },
  { territory: { ...culoz, name: 'Culoz-Béon' }, year: 2026 },
];

/** The key figures of `twoVintagesSides`, as the Comparer's mapper builds them. */
export const twoVintagesKeyFigures: ComparisonIndicator[] = [
  {
    id: 'population',
    label: 'Population municipale',
    unit: 'habitants',
    format: 'integer',
    referenceYear: 'populations légales, recensements 2016 et 2023',
    kind: 'count',
    notApplicable: 'level',
    values: [
      { value: 3_053, status: 'ok', census: { year: 2016, sameAs: null } },
      {
        value: 3_453,
        status: 'ok',
        census: { year: 2023, sameAs: 2025 },
        perimeter: { year: 2026, value: 3_453, reference: 3_517, comparable: true },
      },
    ],
    absolute: [0, -64],
    relative: [0, -0.0182],
  },
  {
    id: 'change_previous',
    label: 'Évolution depuis le recensement précédent',
    unit: '%',
    format: 'decimal2',
    referenceYear: 'à périmètre constant',
    notApplicable: 'level',
    values: [
      { value: null, status: 'unavailable' },
      {
        value: 0.82,
        status: 'ok',
        change: { year: 2024, census: 2022, comparable: true },
      },
    ],
    absolute: [null, null],
    relative: [null, null],
  },
];

/** The catalogue of `twoVintagesSides`: one reference date each, the same measure twice. */
export const twoVintagesThemes: ComparisonTheme[] = [
  {
    id: 'population',
    label: 'Population',
    indicators: [
      {
        id: 'pop_rp2018',
        label: 'Population (recensement 2018)',
        unit: 'habitants',
        format: 'integer',
        referenceYear: 'RP 2018',
        source: RP,
        kind: 'count',
        values: [
          { value: 3_043, status: 'ok' },
          { value: 3_512, status: 'ok' },
        ],
        absolute: [0, null],
        relative: [0, null],
        sameReference: [false, true],
      },
    ],
  },
  {
    id: 'emploi',
    label: 'Emploi',
    indicators: [
      {
        id: 'unemployment_rate_2018',
        label: 'Taux de chômage des 15–64 ans (recensement)',
        unit: '%',
        format: 'decimal1',
        referenceYear: 'RP 2018',
        source: RP,
        values: [
          { value: 10.4, status: 'ok' },
          { value: 10.1, status: 'ok' },
        ],
        absolute: [0, null],
        relative: [null, null],
        sameReference: [false, true],
      },
    ],
  },
];

/**
 * An EPCI in 2019 and in 2026 whose perimeter changed between them (a commune left): the 2019
 * population cannot be rebuilt on the 2026 perimeter, nor its change.
 */
export const changedPerimeterSides: ComparisonSide[] = [
  { territory: longNameEpci, year: 2019 },
  { territory: longNameEpci, year: 2026 },
];
export const changedPerimeterKeyFigures: ComparisonIndicator[] = [
  {
    ...(twoVintagesKeyFigures[0] as ComparisonIndicator),
    referenceYear: 'populations légales, recensements 2016 et 2023',
    values: [
      { value: 9_812, status: 'ok', census: { year: 2016, sameAs: null } },
      {
        value: 9_540,
        status: 'ok',
        census: { year: 2023, sameAs: 2025 },
        perimeter: {
          year: 2026,
          value: 9_540,
          reference: null,
          comparable: false,
          reason: 'perimeter_changed',
        },
      },
    ],
    absolute: [0, null],
    relative: [0, null],
  },
  {
    ...(twoVintagesKeyFigures[1] as ComparisonIndicator),
    values: [
      { value: null, status: 'unavailable' },
      {
        value: null,
        status: 'unavailable',
        reason: 'perimeter_changed',
        change: { year: 2024, census: 2022, comparable: false },
      },
    ],
  },
];

/** The same territory in two vintages of one census (2025 and 2026 repeat the census of 2023). */
export const sameCensusSides: ComparisonSide[] = [
  { territory: saintEtienne, year: 2025 },
  { territory: saintEtienne, year: 2026 },
];
export const sameCensusKeyFigures: ComparisonIndicator[] = [
  {
    ...(twoVintagesKeyFigures[0] as ComparisonIndicator),
    referenceYear: 'population légale, recensement 2023',
    values: [
      { value: 173_136, status: 'ok', census: { year: 2023, sameAs: null } },
      {
        value: 173_136,
        status: 'ok',
        census: { year: 2023, sameAs: 2025 },
        perimeter: { year: 2026, value: 173_136, reference: 173_136, comparable: true },
      },
    ],
    absolute: [0, 0],
    relative: [0, 0],
  },
];
