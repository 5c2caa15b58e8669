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
