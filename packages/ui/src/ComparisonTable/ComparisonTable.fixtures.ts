import type {
  ComparisonIndicator,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
} from './types';

/**
 * Test data for the stories and tests: a sample of the catalogue (orders of magnitude, not
 * official figures) for Saint-Étienne and Lyon, and for a commune against an EPCI.
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
];

export const keyFiguresSources: ComparisonSource[] = [
  {
    id: 'cog-2024',
    name: 'Insee, populations légales 2024',
    licence: 'Licence Ouverte 2.0',
    attribution: 'Source\u00a0: Insee, populations légales (millésime 2024) — Licence Ouverte 2.0',
  },
];

type Spec = Omit<ComparisonIndicator, 'a' | 'b'> & { theme: string };

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

const ok = (value: number): ComparisonStatistic => ({ value, status: 'ok' });

/** The sample's themes with each side's statistic, by indicator id. */
export function comparisonThemes(
  a: Record<string, ComparisonStatistic | number>,
  b: Record<string, ComparisonStatistic | number>,
): ComparisonTheme[] {
  const side = (values: Record<string, ComparisonStatistic | number>, id: string) => {
    const v = values[id];
    return typeof v === 'number' ? ok(v) : v;
  };
  return Object.entries(themeLabels).map(([id, label]) => ({
    id,
    label,
    indicators: specs
      .filter((spec) => spec.theme === id)
      .map(({ theme: _theme, ...spec }) => {
        const sideA = side(a, spec.id);
        const sideB = side(b, spec.id);
        return { ...spec, ...(sideA ? { a: sideA } : {}), ...(sideB ? { b: sideB } : {}) };
      }),
  }));
}

/** Saint-Étienne and Lyon: every value `ok`. */
export const twoCommunesThemes = comparisonThemes(
  {
    pop_rp2018: 173_089,
    pop_growth_2013_2018: 0.12,
    density_rp2018: 2_168.4,
    birth_rate_2013_2018: 13.1,
    households_2018: 84_300,
    vacant_share_2018: 13.5,
    owner_share_2018: 41.2,
    jobs_2018: 84_700,
    unemployment_rate_2018: 19.8,
    median_income_2021: 19_540,
    poverty_rate_2021: 25.8,
    interdecile_ratio_2021: 3.6,
    establishments_2018: 14_300,
  },
  {
    pop_rp2018: 518_635,
    pop_growth_2013_2018: 0.96,
    density_rp2018: 10_859.3,
    birth_rate_2013_2018: 14.2,
    households_2018: 280_900,
    vacant_share_2018: 7.9,
    owner_share_2018: 33.9,
    jobs_2018: 367_900,
    unemployment_rate_2018: 12.7,
    median_income_2021: 24_350,
    poverty_rate_2021: 16.4,
    interdecile_ratio_2021: 3.9,
    establishments_2018: 71_800,
  },
);

const notApplicable: ComparisonStatistic = { value: null, status: 'not_applicable' };
const secret: ComparisonStatistic = { value: null, status: 'secret' };

/** A small commune (secret incomes, a missing value) against an EPCI (medians sans objet, partial coverage). */
export const communeEpciThemes = comparisonThemes(
  {
    pop_rp2018: 170,
    pop_growth_2013_2018: -0.58,
    density_rp2018: 12.1,
    birth_rate_2013_2018: 0,
    households_2018: 78,
    vacant_share_2018: 9.4,
    owner_share_2018: 82.1,
    jobs_2018: 21,
    unemployment_rate_2018: { value: null, status: 'unavailable', reason: 'zero_denominator' },
    median_income_2021: secret,
    poverty_rate_2021: secret,
    interdecile_ratio_2021: secret,
    establishments_2018: 0,
  },
  {
    pop_rp2018: { value: 20_940, status: 'ok', coverage: { covered: 61, of: 62 } },
    pop_growth_2013_2018: -0.24,
    density_rp2018: 28.7,
    birth_rate_2013_2018: 8.4,
    households_2018: { value: 9_820, status: 'ok', coverage: { covered: 52, of: 53 } },
    vacant_share_2018: 10.8,
    owner_share_2018: 76.5,
    jobs_2018: 6_120,
    unemployment_rate_2018: 10.3,
    median_income_2021: notApplicable,
    poverty_rate_2021: notApplicable,
    interdecile_ratio_2021: notApplicable,
    establishments_2018: { value: null, status: 'unavailable', reason: 'no_member_value' },
  },
);

/** A commune merged away before the source's geography: every value missing, with the reason. */
export const mergedCommuneThemes = comparisonThemes(
  Object.fromEntries(
    specs.map((spec) => [
      spec.id,
      { value: null, status: 'unavailable', reason: 'merged' } as const,
    ]),
  ),
  twoCommunesThemes
    .flatMap((t) => t.indicators)
    .reduce<Record<string, ComparisonStatistic>>(
      (all, indicator) => (indicator.b ? Object.assign(all, { [indicator.id]: indicator.b }) : all),
      {},
    ),
);
