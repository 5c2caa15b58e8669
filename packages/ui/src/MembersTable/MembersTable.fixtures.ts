/*
 * Story and test data of the members table's indicator columns. Labels, units and reference years
 * are the catalogue's; the values are of the right order of magnitude but are NOT official figures.
 */
import { longNameCommune, saintEtienneMetropoleMembers } from '../fixtures/territories';
import type { MemberIndicator, MemberStatistic, MembersTableRow } from './indicators';

const comparateur =
  'Source\u00a0: Insee, Base du comparateur de territoires (édition 2022, géographie au 01/01/2021) — Licence Ouverte 2.0';
const filosofi =
  'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2021 — Licence Ouverte 2.0';
const filosofiDisp =
  'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2014 à 2019 — Licence Ouverte 2.0';

/** A dozen catalogue indicators over the five themes. */
export const memberIndicators: MemberIndicator[] = [
  {
    id: 'pop_rp2018',
    label: 'Population (recensement 2018)',
    unit: 'habitants',
    format: 'integer',
    referenceYear: 'RP 2018',
    theme: 'Population',
    source: comparateur,
  },
  {
    id: 'area',
    label: 'Superficie',
    unit: 'km²',
    format: 'decimal2',
    referenceYear: '2021',
    theme: 'Population',
    source: comparateur,
  },
  {
    id: 'density_rp2018',
    label: 'Densité de population (recensement 2018)',
    unit: 'hab./km²',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    theme: 'Population',
    source: comparateur,
  },
  {
    id: 'second_homes_share_2018',
    label: 'Part des résidences secondaires',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    theme: 'Ménages et logement',
    source: comparateur,
  },
  {
    id: 'vacant_share_2018',
    label: 'Part des logements vacants',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    theme: 'Ménages et logement',
    source: comparateur,
  },
  {
    id: 'unemployment_rate_2018',
    label: 'Taux de chômage des 15–64 ans (recensement)',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'RP 2018',
    theme: 'Emploi',
    source: comparateur,
  },
  {
    id: 'jobs_2018',
    label: 'Emplois au lieu de travail (2018)',
    unit: 'emplois',
    format: 'integer',
    referenceYear: 'RP 2018',
    theme: 'Emploi',
    source: comparateur,
  },
  {
    id: 'median_income_2019',
    label: 'Médiane du niveau de vie (2019)',
    unit: '€',
    format: 'euro',
    referenceYear: 'Filosofi 2019',
    theme: 'Revenus',
    source: comparateur,
    publishedAbove: filosofiDisp,
  },
  {
    id: 'd1_2019',
    label: '1er décile du niveau de vie (2019)',
    unit: '€',
    format: 'euro',
    referenceYear: 'Filosofi 2019',
    theme: 'Revenus',
    source: filosofiDisp,
    publishedAbove: filosofiDisp,
  },
  {
    id: 'median_income_2021',
    label: 'Médiane du niveau de vie (2021)',
    unit: '€',
    format: 'euro',
    referenceYear: 'Filosofi 2021',
    theme: 'Revenus',
    source: filosofi,
  },
  {
    id: 'poverty_rate_2021',
    label: 'Taux de pauvreté (2021)',
    unit: '%',
    format: 'decimal1',
    referenceYear: 'Filosofi 2021',
    theme: 'Revenus',
    source: filosofi,
  },
  {
    id: 'establishments_2018',
    label: 'Établissements actifs fin 2018',
    unit: 'établissements',
    format: 'integer',
    referenceYear: 'Fin 2018',
    theme: 'Établissements',
    source: comparateur,
  },
];

/** The default columns: density and one per theme. */
export const defaultMemberColumns = [
  'density_rp2018',
  'second_homes_share_2018',
  'unemployment_rate_2018',
  'median_income_2021',
  'establishments_2018',
];

const ok = (value: number): MemberStatistic => ({ value, status: 'ok' });

/** Deterministic values per member (index i), with a few statuses other than `ok`. */
function statisticsFor(i: number, population: number): Record<string, MemberStatistic> {
  const area = 5 + ((i * 37) % 80) + (i % 3) * 0.37;
  return {
    pop_rp2018: ok(Math.round(population * 1.01)),
    area: ok(area),
    density_rp2018: ok(population / area),
    second_homes_share_2018: ok(0.8 + ((i * 13) % 40) / 10),
    vacant_share_2018: ok(6 + ((i * 7) % 90) / 10),
    unemployment_rate_2018: ok(9 + ((i * 11) % 120) / 10),
    jobs_2018: ok(Math.round(population * 0.38)),
    median_income_2021:
      i === 3
        ? { value: null, status: 'secret' }
        : i === 5
          ? { value: null, status: 'unavailable', reason: 'merged' }
          : ok(18_000 + ((i * 977) % 6_000)),
    poverty_rate_2021: i === 3 ? { value: null, status: 'secret' } : ok(8 + ((i * 5) % 200) / 10),
    median_income_2019:
      i === 3 ? { value: null, status: 'secret' } : ok(17_600 + ((i * 911) % 5_800)),
    d1_2019: { value: null, status: 'unavailable', reason: 'level_not_published' },
    establishments_2018:
      i === 7
        ? { value: null, status: 'unavailable', reason: 'perimeter_changed' }
        : ok(Math.round(population / 11)),
  };
}

/** Saint-Étienne Métropole's communes (test extract) with their indicator values. */
export const membersWithStatistics: MembersTableRow[] = saintEtienneMetropoleMembers.map(
  (row, i) => ({ ...row, statistics: statisticsFor(i, row.population ?? 0) }),
);

/** EPCI members of a département: aggregates, one computed on part of its communes. */
export const epciMembersWithStatistics: MembersTableRow[] = [
  {
    type: 'epci',
    code: '244200770',
    name: 'Saint-Étienne Métropole',
    population: 404_000,
    share: 0.53,
    statistics: {
      density_rp2018: ok(559.2),
      median_income_2021: { value: null, status: 'not_applicable' },
      establishments_2018: { value: 31_250, status: 'ok', coverage: { covered: 52, of: 53 } },
    },
  },
  {
    type: 'epci',
    code: '200066637',
    name: 'Communauté de communes des Forêts, Lacs et Terres en Champagne',
    population: 21_000,
    share: 0.03,
    statistics: {
      density_rp2018: ok(21.4),
      median_income_2021: { value: null, status: 'not_applicable' },
      establishments_2018: {
        value: null,
        status: 'unavailable',
        reason: 'no_member_value',
      },
    },
  },
  {
    ...longNameCommune,
    population: 170,
    share: 0.0003,
    statistics: {
      density_rp2018: { value: null, status: 'unavailable', reason: 'absent_from_source' },
      median_income_2021: { value: null, status: 'secret' },
      establishments_2018: ok(9),
    },
  },
];

const published = (value: number): MemberStatistic => ({ value, status: 'ok', published: true });

/**
 * Départements of Auvergne-Rhône-Alpes: Filosofi 2019 as INSEE publishes it for each (FILO2019
 * DISP), a median published for communes only, and the rest computed from their communes.
 */
export const departementMembersWithStatistics: MembersTableRow[] = (
  [
    ['01', 'Ain', 652_432, 0.081, 23_490, 12_890],
    ['42', 'Loire', 764_737, 0.095, 20_930, 11_500],
    ['69', 'Rhône', 1_875_000, 0.233, 23_190, 11_670],
  ] as const
).map(([code, name, population, share, median, d1]) => ({
  type: 'departement',
  code,
  name,
  population,
  share,
  statistics: {
    density_rp2018: ok(population / 5_000),
    median_income_2019: published(median),
    d1_2019: published(d1),
    median_income_2021: { value: null, status: 'not_applicable' },
  },
}));

/** EPCI members whose perimeter is not the Filosofi file's: each says why it has no value. */
export const epciMembersOutsideFile: MembersTableRow[] = [
  {
    type: 'epci',
    code: '244200770',
    name: 'Saint-Étienne Métropole',
    population: 404_000,
    share: 0.53,
    statistics: {
      median_income_2019: published(20_250),
      d1_2019: published(10_630),
    },
  },
  {
    type: 'epci',
    code: '200066637',
    name: 'Communauté de communes des Forêts, Lacs et Terres en Champagne',
    population: 21_000,
    share: 0.03,
    statistics: {
      median_income_2019: { value: null, status: 'unavailable', reason: 'perimeter_unverified' },
      d1_2019: { value: null, status: 'unavailable', reason: 'perimeter_changed' },
    },
  },
];
