/**
 * The time series a territory can be shown with (`GET /api/territories/{type}/{id}/series`): one
 * measure at several reference dates, each point from the source that publishes it, every value
 * on the perimeter of the vintage asked (the territory as it is then). Plain data, no zod.
 */
import type { IndicatorFormat, IndicatorSourceId, IndicatorTheme } from './indicators.js';
import { type TerritoryType, ZONE_TYPES } from './territory.js';

/** Where the legal populations come from (the vintages' packages), as a series source. */
export const LEGAL_POPULATIONS_SOURCE = 'populations-legales';
export type SeriesSourceId = IndicatorSourceId | typeof LEGAL_POPULATIONS_SOURCE;

export interface SeriesDefinition {
  id: string;
  label: string;
  definition: string;
  unit: string;
  format: IndicatorFormat;
  theme: IndicatorTheme;
  /** Levels the series has points for; another level is refused (404 SERIES_NOT_PUBLISHED). */
  levels: readonly TerritoryType[];
  /** What the points are, in French, for a note under the chart. */
  note: string;
}

const ALL: readonly TerritoryType[] = [
  'region',
  'departement',
  'epci',
  'commune',
  'arrondissement',
  // Study zones: sets of whole communes, rebuilt on a constant perimeter like an EPCI.
  ...ZONE_TYPES,
];
const ABOVE: readonly TerritoryType[] = ['region', 'departement', 'epci'];

export const SERIES: readonly SeriesDefinition[] = [
  {
    id: 'population',
    label: 'Population municipale',
    definition:
      'Population municipale à chaque recensement\u00a0: populations légales des millésimes (recensements 2016, 2019, 2020, 2022, 2023) et recensements 2013 et 2018 de la base du comparateur, toutes sur le périmètre du millésime affiché.',
    unit: 'habitants',
    format: 'integer',
    theme: 'population',
    levels: ALL,
    note: 'Périmètre constant\u00a0: le territoire tel qu’il est dans le millésime affiché, reconstitué à chaque date à partir de ses communes.',
  },
  {
    id: 'jobs',
    label: 'Emplois au lieu de travail',
    definition: 'Nombre d’emplois au lieu de travail aux recensements de 2013 et 2018.',
    unit: 'emplois',
    format: 'integer',
    theme: 'emploi',
    levels: ALL,
    note: 'Recensements 2013 et 2018, sur le périmètre du millésime affiché.',
  },
  {
    id: 'births',
    label: 'Naissances par an',
    definition:
      'Naissances domiciliées\u00a0: moyenne annuelle de 2013 à 2017 (état civil 2013–2018 divisé par 5), puis l’année 2020.',
    unit: 'naissances par an',
    format: 'integer',
    theme: 'population',
    levels: ALL,
    note: 'La période 2013–2017 est une moyenne annuelle\u00a0; 2020 est une année seule.',
  },
  {
    id: 'deaths',
    label: 'Décès par an',
    definition:
      'Décès domiciliés\u00a0: moyenne annuelle de 2013 à 2017 (état civil 2013–2018 divisé par 5), puis l’année 2020 (année de l’épidémie de Covid-19).',
    unit: 'décès par an',
    format: 'integer',
    theme: 'population',
    levels: ALL,
    note: 'La période 2013–2017 est une moyenne annuelle\u00a0; 2020 est une année seule.',
  },
  {
    id: 'median_income',
    label: 'Médiane du niveau de vie',
    definition:
      'Niveau de vie médian (revenu disponible par unité de consommation, par an)\u00a0: publié par l’Insee pour les EPCI, départements et régions de 2014 à 2019, pour les communes en 2019 et 2021.',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    levels: ALL,
    note: 'Valeurs publiées par l’Insee, jamais recalculées\u00a0: une valeur n’est retenue que si le périmètre du fichier est celui du territoire.',
  },
  {
    id: 'd1_income',
    label: '1er décile du niveau de vie',
    definition:
      'Niveau de vie sous lequel se situent les 10 % de personnes les plus modestes\u00a0: EPCI, départements et régions de 2014 à 2019, communes en 2021.',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    levels: ALL,
    note: 'Valeurs publiées par l’Insee, jamais recalculées.',
  },
  {
    id: 'd9_income',
    label: '9e décile du niveau de vie',
    definition:
      'Niveau de vie au-dessus duquel se situent les 10 % de personnes les plus aisées\u00a0: EPCI, départements et régions de 2014 à 2019, communes en 2021.',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    levels: ALL,
    note: 'Valeurs publiées par l’Insee, jamais recalculées.',
  },
  {
    id: 'interdecile_ratio',
    label: 'Rapport interdécile (D9/D1)',
    definition:
      'Rapport entre le 9e et le 1er décile du niveau de vie\u00a0: EPCI, départements et régions de 2014 à 2019, communes en 2021.',
    unit: '',
    format: 'decimal1',
    theme: 'revenus',
    levels: ALL,
    note: 'Valeurs publiées par l’Insee, jamais recalculées.',
  },
  {
    id: 'gini',
    label: 'Indice de Gini du niveau de vie',
    definition:
      'Mesure des inégalités de niveau de vie, de 0 (égalité parfaite) à 1\u00a0: EPCI, départements et régions de 2014 à 2019 (non publié pour les communes dans les fichiers d’EPIC).',
    unit: '',
    format: 'decimal2',
    theme: 'revenus',
    levels: ABOVE,
    note: 'Valeurs publiées par l’Insee, jamais recalculées.',
  },
];

export const SERIES_BY_ID: ReadonlyMap<string, SeriesDefinition> = new Map(
  SERIES.map((s) => [s.id, s]),
);
