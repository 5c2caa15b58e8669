import type { RankingIndicator, RankingRow } from './types';

/** Test data (not official figures): communes of the Loire ranked by density. */
export const density: RankingIndicator = {
  label: 'Densité de population',
  unit: 'hab./km²',
  format: 'decimal1',
  referenceYear: 'RP 2018',
};

export const population: RankingIndicator = {
  label: 'Population légale',
  unit: 'habitants',
  format: 'integer',
  referenceYear: 'millésime 2024',
};

/** First page (5 rows a page): ranks 1 to 5, with 3 and 4 tied. */
export const loireDensityPage1: RankingRow[] = [
  { code: '42218', name: 'Saint-Étienne', value: 2143.2, status: 'ok', rank: 1 },
  { code: '42095', name: 'Firminy', value: 1204.6, status: 'ok', rank: 2 },
  { code: '42207', name: 'Saint-Chamond', value: 981.3, status: 'ok', rank: 3 },
  { code: '42186', name: 'Rive-de-Gier', value: 981.3, status: 'ok', rank: 3 },
  { code: '42187', name: 'Roanne', value: 910.0, status: 'ok', rank: 5 },
];

/** Last page: two ranked communes (the first tied with one of the page before), then those without a value. */
export const loireDensityLastPage: RankingRow[] = [
  { code: '42041', name: 'La Chamba', value: 4.1, status: 'ok', rank: 318 },
  { code: '42150', name: 'La Valla-sur-Rochefort', value: 3.2, status: 'ok', rank: 322 },
  {
    code: '42999',
    name: 'Commune au secret statistique',
    value: null,
    status: 'secret',
    rank: null,
  },
  {
    code: '42998',
    name: 'Commune fusionnée',
    value: null,
    status: 'unavailable',
    reason: 'merged',
    rank: null,
  },
];

/** The first page sorted by name. */
export const loireByName: RankingRow[] = [...loireDensityPage1].sort((a, b) =>
  a.name.localeCompare(b.name, 'fr'),
);

/** A median INSEE also publishes above the commune (Filosofi DISP 2019). */
export const medianIncome2019: RankingIndicator = {
  label: 'Médiane du niveau de vie (2019)',
  unit: '€',
  format: 'euro',
  referenceYear: 'Filosofi 2019',
  publishedAbove: 'filosofi-disp',
};

/** EPCI ranked by their median as INSEE publishes it (FILO2019_DISP_EPCI, first page of 1 240). */
export const epciMedianPage1: RankingRow[] = [
  ['247400690', 'CC du Genevois', 38_140],
  ['240100750', 'CA du Pays de Gex', 36_370],
  ['247400112', 'CC du Pays de Cruseilles', 35_600],
  ['200034130', 'CC Gally Mauldre', 35_270],
  ['243900354', 'CC de la Station des Rousses-Haut Jura', 35_020],
].map(([code, name, value], i) => ({
  code: String(code),
  name: String(name),
  value: Number(value),
  status: 'ok',
  published: true,
  rank: i + 1,
}));

/**
 * EPCI without a published value (test statuses): a perimeter that is not the file's, one EPIC
 * cannot check, one in Guadeloupe (not covered by Filosofi).
 */
export const epciMedianUnranked: RankingRow[] = [
  {
    code: '241000223',
    name: 'CC Forêts, Lacs, Terres en Champagne',
    value: null,
    status: 'unavailable',
    reason: 'perimeter_changed',
    rank: null,
  },
  {
    code: '200041010',
    name: 'CC Coeur de Savoie',
    value: null,
    status: 'unavailable',
    reason: 'perimeter_unverified',
    rank: null,
  },
  {
    code: '200018653',
    name: 'CA CAP Excellence',
    value: null,
    status: 'unavailable',
    reason: 'not_covered',
    rank: null,
  },
];

/** France's value of a Filosofi DISP figure: France métropolitaine's, as INSEE publishes it. */
export const franceMetropolitaineMedian = {
  value: 21_930,
  status: 'ok',
  published: true,
  scope: 'france_metropolitaine',
} as const;
