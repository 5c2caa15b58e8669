// Long file: realistic fixtures for the stories and tests (a subset of the INSEE catalogue).
import { auvergneRhoneAlpes, loire, longNameCommune, longNameEpci } from '../fixtures/territories';
import type { TerritoryRef } from '../territory/types';
import type {
  IndicatorThemesIndicator,
  IndicatorThemesReading,
  IndicatorThemesSeriesPair,
  IndicatorThemesSource,
  IndicatorThemesTheme,
  IndicatorThemesValue,
} from './types';

export const themes: IndicatorThemesTheme[] = [
  { id: 'population', label: 'Population' },
  { id: 'logement', label: 'Ménages et logement' },
  { id: 'emploi', label: 'Emploi' },
  { id: 'revenus', label: 'Revenus' },
  { id: 'etablissements', label: 'Établissements' },
];

export const sources: IndicatorThemesSource[] = [
  {
    id: 'comparateur-2022',
    attribution:
      'Source\u00a0: Insee, Base du comparateur de territoires (édition 2022, géographie au 01/01/2021) — Licence Ouverte 2.0',
  },
  {
    id: 'filosofi-2021',
    attribution:
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2021 — Licence Ouverte 2.0',
  },
  {
    id: 'filosofi-disp',
    attribution:
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2014 à 2019 — Licence Ouverte 2.0',
  },
];

const rp = (
  id: string,
  theme: string,
  label: string,
  definition: string,
  unit: string,
  format: IndicatorThemesIndicator['format'],
  referenceYear = 'RP 2018',
): IndicatorThemesIndicator => ({
  id,
  label,
  definition,
  unit,
  format,
  referenceYear,
  theme,
  source: 'comparateur-2022',
});
const filo = (
  id: string,
  label: string,
  definition: string,
  unit: string,
  format: IndicatorThemesIndicator['format'],
  referenceYear: string,
): IndicatorThemesIndicator => ({
  id,
  label,
  definition,
  unit,
  format,
  referenceYear,
  theme: 'revenus',
  source: 'filosofi-2021',
});

const median =
  'Niveau de vie médian\u00a0: la moitié des personnes a un niveau de vie inférieur (revenu disponible par unité de consommation, par an).';
const d1 = 'Niveau de vie sous lequel se situent les 10\u202f% de personnes les plus modestes.';
const gini =
  'Mesure des inégalités de niveau de vie, de 0 (égalité parfaite) à 1 (une seule personne reçoit tout).';
const poverty =
  'Part des personnes dont le niveau de vie est inférieur à 60\u202f% du niveau de vie médian national.';

const catalogue: IndicatorThemesIndicator[] = [
  rp(
    'pop_rp2018',
    'population',
    'Population (recensement 2018)',
    'Population municipale au recensement de 2018 (à ne pas confondre avec la population légale du millésime).',
    'habitants',
    'integer',
  ),
  rp(
    'pop_rp2013',
    'population',
    'Population (recensement 2013)',
    'Population municipale au recensement de 2013.',
    'habitants',
    'integer',
    'RP 2013',
  ),
  rp('area', 'population', 'Superficie', 'Superficie du territoire.', 'km²', 'decimal2', '2021'),
  rp(
    'density_rp2018',
    'population',
    'Densité de population (recensement 2018)',
    'Population municipale 2018 par kilomètre carré.',
    'hab./km²',
    'decimal1',
  ),
  rp(
    'vacant_share_2018',
    'logement',
    'Part des logements vacants',
    'Logements vacants pour 100 logements.',
    '%',
    'decimal1',
  ),
  rp(
    'jobs_2018',
    'emploi',
    'Emplois au lieu de travail (2018)',
    'Nombre d’emplois localisés dans le territoire (recensement 2018).',
    'emplois',
    'integer',
  ),
  rp(
    'jobs_2013',
    'emploi',
    'Emplois au lieu de travail (2013)',
    'Nombre d’emplois localisés dans le territoire (recensement 2013).',
    'emplois',
    'integer',
    'RP 2013',
  ),
  rp(
    'unemployment_rate_2018',
    'emploi',
    'Taux de chômage des 15–64 ans (recensement)',
    'Chômeurs de 15 à 64 ans pour 100 actifs de 15 à 64 ans, au sens du recensement (différent du taux de chômage au sens du BIT).',
    '%',
    'decimal1',
  ),
  {
    ...filo(
      'median_income_2019',
      'Médiane du niveau de vie (2019)',
      median,
      '€',
      'euro',
      'Filosofi 2019',
    ),
    publishedAbove: 'filosofi-disp',
  },
  {
    ...filo('d1_2019', '1er décile du niveau de vie (2019)', d1, '€', 'euro', 'Filosofi 2019'),
    source: 'filosofi-disp',
    publishedAbove: 'filosofi-disp',
  },
  filo('d1_2021', '1er décile du niveau de vie (2021)', d1, '€', 'euro', 'Filosofi 2021'),
  {
    ...filo(
      'gini_2019',
      'Indice de Gini du niveau de vie (2019)',
      gini,
      '',
      'decimal2',
      'Filosofi 2019',
    ),
    source: 'filosofi-disp',
    publishedAbove: 'filosofi-disp',
  },
  filo(
    'median_income_2021',
    'Médiane du niveau de vie (2021)',
    median,
    '€',
    'euro',
    'Filosofi 2021',
  ),
  filo('poverty_rate_2019', 'Taux de pauvreté (2019)', poverty, '%', 'decimal1', 'Filosofi 2019'),
  filo('poverty_rate_2021', 'Taux de pauvreté (2021)', poverty, '%', 'decimal1', 'Filosofi 2021'),
  rp(
    'establishments_2018',
    'etablissements',
    'Établissements actifs fin 2018',
    'Établissements actifs au 31 décembre 2018, tous secteurs.',
    'établissements',
    'integer',
    'Fin 2018',
  ),
];

/** Counts that add up over territories (the catalogue's `sum` rule). */
const additive = new Set([
  'pop_rp2018',
  'pop_rp2013',
  'area',
  'jobs_2018',
  'jobs_2013',
  'establishments_2018',
]);
export const indicators: IndicatorThemesIndicator[] = catalogue.map((i) =>
  additive.has(i.id) ? { ...i, additive: true } : i,
);

export const series: IndicatorThemesSeriesPair[] = [
  ['pop_rp2013', 'pop_rp2018'],
  ['jobs_2013', 'jobs_2018'],
  ['median_income_2019', 'median_income_2021'],
  ['d1_2019', 'd1_2021'],
  ['poverty_rate_2019', 'poverty_rate_2021'],
];

const ok = (value: number): IndicatorThemesReading => ({ value, status: 'ok' });
const notApplicable: IndicatorThemesReading = { value: null, status: 'not_applicable' };
/** A value INSEE publishes for an EPCI, a département or a région (Filosofi DISP 2019). */
const published = (value: number): IndicatorThemesReading => ({
  value,
  status: 'ok',
  published: true,
});
/** France's value where the source publishes France métropolitaine only. */
const metropole = (value: number): IndicatorThemesReading => ({
  value,
  status: 'ok',
  published: true,
  scope: 'france_metropolitaine',
});
const notAtCommune: IndicatorThemesReading = {
  value: null,
  status: 'unavailable',
  reason: 'level_not_published',
};
const ref = (t: TerritoryRef, reading: IndicatorThemesReading) => ({ ...t, ...reading });

/** A commune's value with the Loire, Auvergne-Rhône-Alpes and France, and its ranks. */
function commune(
  id: string,
  reading: IndicatorThemesReading,
  dep: IndicatorThemesReading,
  reg: IndicatorThemesReading,
  france: IndicatorThemesReading,
  ranks?: [parent: number, national: number],
): IndicatorThemesValue {
  return {
    id,
    ...reading,
    references: { departement: ref(loire, dep), region: ref(auvergneRhoneAlpes, reg), france },
    rank: ranks
      ? {
          parent: { rank: ranks[0], of: 323, parent: loire },
          national: { rank: ranks[1], of: 34_836 },
        }
      : { parent: null, national: null },
  };
}

/** Saint-Étienne (42218), figures of the INSEE files. */
export const saintEtienneValues: IndicatorThemesValue[] = [
  commune('pop_rp2018', ok(173_089), ok(764_737), ok(8_042_936), ok(66_732_538), [1, 14]),
  commune('pop_rp2013', ok(170_049), ok(756_715), ok(7_757_595), ok(65_564_756), [1, 14]),
  commune('area', ok(79.97), ok(4_780.61), ok(69_711.04), ok(632_733.9), [3, 1_112]),
  commune('density_rp2018', ok(2_164.5), ok(160), ok(115.4), ok(105.5), [2, 412]),
  commune('vacant_share_2018', ok(12.9), ok(8.9), ok(8.3), ok(8.2), [21, 3_104]),
  commune('jobs_2018', ok(90_114), ok(292_650), ok(3_235_470), ok(26_612_300), [1, 16]),
  commune('jobs_2013', ok(91_256), ok(294_003), ok(3_189_203), ok(26_400_150), [1, 15]),
  commune('unemployment_rate_2018', ok(20.1), ok(12.6), ok(11.6), ok(13.4), [4, 1_544]),
  // Filosofi DISP 2019: Loire, Auvergne-Rhône-Alpes and France métropolitaine as INSEE publishes them.
  commune(
    'median_income_2019',
    ok(18_410),
    published(20_930),
    published(22_610),
    metropole(21_930),
    [318, 30_101],
  ),
  commune('d1_2019', notAtCommune, published(11_500), published(12_160), metropole(11_620)),
  commune('d1_2021', ok(9_590), notApplicable, notApplicable, notApplicable, [310, 29_870]),
  commune('gini_2019', notAtCommune, published(0.258), published(0.288), metropole(0.292)),
  commune(
    'median_income_2021',
    ok(19_480),
    notApplicable,
    notApplicable,
    notApplicable,
    [317, 30_412],
  ),
  commune('poverty_rate_2019', ok(26), notApplicable, notApplicable, notApplicable, [2, 312]),
  commune('poverty_rate_2021', ok(25), notApplicable, notApplicable, notApplicable, [2, 305]),
  commune('establishments_2018', ok(17_842), ok(58_220), ok(685_480), ok(6_431_200), [1, 19]),
];

/** Saint-Étienne Métropole: a ratio with partial coverage and medians published for communes only. */
export const epci: TerritoryRef = {
  type: 'epci',
  code: '244200770',
  name: 'Saint-Étienne Métropole',
};
const inEpci = (
  id: string,
  reading: IndicatorThemesReading,
  dep: IndicatorThemesReading,
  reg: IndicatorThemesReading,
  france: IndicatorThemesReading,
  ranks: [number, number] | null,
): IndicatorThemesValue => ({
  id,
  ...reading,
  references: { departement: ref(loire, dep), region: ref(auvergneRhoneAlpes, reg), france },
  rank: ranks
    ? {
        parent: { rank: ranks[0], of: 10, parent: loire },
        national: { rank: ranks[1], of: 1_254 },
      }
    : { parent: null, national: null },
});
export const epciValues: IndicatorThemesValue[] = [
  inEpci('pop_rp2018', ok(404_607), ok(764_737), ok(8_042_936), ok(66_732_538), [1, 12]),
  inEpci('pop_rp2013', ok(400_127), ok(756_715), ok(7_757_595), ok(65_564_756), [1, 12]),
  inEpci('density_rp2018', ok(559.2), ok(160), ok(115.4), ok(105.5), [1, 41]),
  inEpci(
    'vacant_share_2018',
    { value: 10.4, status: 'ok', coverage: { covered: 52, of: 53 } },
    ok(8.9),
    ok(8.3),
    ok(8.2),
    [2, 310],
  ),
  inEpci(
    'median_income_2019',
    published(20_250),
    published(20_930),
    published(22_610),
    metropole(21_930),
    [6, 1_088],
  ),
  inEpci('median_income_2021', notApplicable, notApplicable, notApplicable, notApplicable, null),
  inEpci(
    'd1_2019',
    published(10_630),
    published(11_500),
    published(12_160),
    metropole(11_620),
    [9, 1_101],
  ),
  inEpci('d1_2021', notApplicable, notApplicable, notApplicable, notApplicable, null),
  inEpci(
    'gini_2019',
    published(0.273),
    published(0.258),
    published(0.288),
    metropole(0.292),
    [2, 1_101],
  ),
  inEpci('poverty_rate_2021', notApplicable, notApplicable, notApplicable, notApplicable, null),
];

/**
 * An EPCI whose perimeter is not the one of the Filosofi file: each published figure is "non
 * disponible" with its reason (never recomputed from its communes).
 */
const unverified = (reason: 'perimeter_changed' | 'perimeter_unverified' | 'absent_from_source') =>
  ({ value: null, status: 'unavailable', reason }) as const;
export const epciOutsideFileValues: IndicatorThemesValue[] = [
  inEpci(
    'median_income_2019',
    unverified('perimeter_changed'),
    published(20_930),
    published(22_610),
    metropole(21_930),
    null,
  ),
  inEpci(
    'd1_2019',
    unverified('perimeter_unverified'),
    published(11_500),
    published(12_160),
    metropole(11_620),
    null,
  ),
  inEpci(
    'gini_2019',
    unverified('absent_from_source'),
    published(0.258),
    published(0.288),
    metropole(0.292),
    null,
  ),
];

/** Mamoudzou (97611), Mayotte: not covered by the census file nor by Filosofi. */
export const mamoudzou: TerritoryRef = { type: 'commune', code: '97611', name: 'Mamoudzou' };
const notCovered: IndicatorThemesReading = {
  value: null,
  status: 'unavailable',
  reason: 'not_covered',
};
const mayotte = { type: 'departement', code: '976', name: 'Mayotte', typeLiaison: 0 } as const;
export const mamoudzouValues: IndicatorThemesValue[] = [
  'pop_rp2018',
  'density_rp2018',
  'median_income_2021',
  'poverty_rate_2021',
].map((id) => ({
  id,
  ...notCovered,
  references: {
    departement: ref(
      mayotte,
      id.startsWith('pop') || id.startsWith('density') ? notCovered : notApplicable,
    ),
    region: ref(
      { ...mayotte, type: 'region', code: '06' },
      id.startsWith('pop') || id.startsWith('density') ? notCovered : notApplicable,
    ),
    france: id.startsWith('pop')
      ? ok(66_732_538)
      : id.startsWith('density')
        ? ok(105.5)
        : notApplicable,
  },
  rank: { parent: null, national: null },
}));

/** Armix (01019), a small commune of the Ain: Filosofi under statistical secret. */
export const armix: TerritoryRef = { type: 'commune', code: '01019', name: 'Armix' };
const ain = { type: 'departement', code: '01', name: 'Ain', typeLiaison: 5 } as const;
const secret: IndicatorThemesReading = { value: null, status: 'secret' };
export const armixValues: IndicatorThemesValue[] = [
  {
    id: 'pop_rp2018',
    ...ok(28),
    references: {
      departement: ref(ain, ok(652_432)),
      region: ref(auvergneRhoneAlpes, ok(8_042_936)),
      france: ok(66_732_538),
    },
    rank: { parent: { rank: 391, of: 393, parent: ain }, national: { rank: 34_390, of: 34_836 } },
  },
  ...['median_income_2019', 'median_income_2021', 'poverty_rate_2019', 'poverty_rate_2021'].map(
    (id): IndicatorThemesValue => ({
      id,
      ...secret,
      references: {
        departement: ref(ain, notApplicable),
        region: ref(auvergneRhoneAlpes, notApplicable),
        france: notApplicable,
      },
      rank: { parent: null, national: null },
    }),
  ),
  {
    id: 'establishments_2018',
    value: null,
    status: 'unavailable',
    reason: 'merged',
    rank: { parent: null, national: null },
  },
];

/** The longest names: a commune with its département and région, and an EPCI. */
export const longNames = { commune: longNameCommune, epci: longNameEpci };
const marne = { type: 'departement', code: '51', name: 'Marne', typeLiaison: 3 } as const;
const grandEst = { type: 'region', code: '44', name: 'Grand Est', typeLiaison: 0 } as const;
export const longNameValues: IndicatorThemesValue[] = [
  {
    id: 'pop_rp2018',
    ...ok(1_234),
    references: {
      departement: ref(marne, ok(566_855)),
      region: ref(grandEst, ok(5_549_586)),
      france: ok(66_732_538),
    },
    rank: { parent: { rank: 112, of: 613, parent: marne }, national: { rank: 10_542, of: 34_836 } },
  },
  {
    id: 'vacant_share_2018',
    value: null,
    status: 'unavailable',
    reason: 'absent_from_source',
    references: {
      departement: ref(marne, ok(9.1)),
      region: ref(grandEst, ok(9.4)),
      france: ok(8.2),
    },
  },
  {
    id: 'establishments_2018',
    value: null,
    status: 'unavailable',
    reason: 'perimeter_changed',
  },
];

/**
 * The Loire (département): its Filosofi 2019 figures as INSEE publishes them (FILO2019_DISP_DEP),
 * ranked among the 98 départements of the file, France métropolitaine as the only France.
 */
const inLoire = (
  id: string,
  value: number,
  region: number,
  france: number,
  ranks?: [parent: number, national: number],
): IndicatorThemesValue => ({
  id,
  ...published(value),
  references: {
    region: ref(auvergneRhoneAlpes, published(region)),
    france: metropole(france),
  },
  rank: ranks
    ? {
        parent: { rank: ranks[0], of: 12, parent: auvergneRhoneAlpes },
        national: { rank: ranks[1], of: 98 },
      }
    : { parent: null, national: null },
});
export const loireValues: IndicatorThemesValue[] = [
  inLoire('median_income_2019', 20_930, 22_610, 21_930, [10, 63]),
  inLoire('d1_2019', 11_500, 12_160, 11_620),
  inLoire('gini_2019', 0.258, 0.288, 0.292),
  {
    id: 'median_income_2021',
    ...notApplicable,
    references: { region: ref(auvergneRhoneAlpes, notApplicable), france: notApplicable },
    rank: { parent: null, national: null },
  },
];
