// Long file: the indicator catalogue, one entry per indicator (data, read as a table).
/**
 * The catalogue of statistical indicators, shared by the API (import, aggregation,
 * answers) and the site (labels, formats, sources). Plain data, no zod, no Node import.
 *
 * Aggregation rules, applied to EPCI, départements, régions and France from their member communes
 * of the vintage shown (arrondissements municipaux are never added to their commune):
 * - `sum`: the sum of the members' values;
 * - `ratio`: Σ numerator / Σ denominator × factor, both being `sum` indicators of the catalogue
 *   (never an average of ratios); `annualisedOver` turns a change over n years into a mean annual
 *   rate: ((1 + Σnum/Σden)^(1/n) − 1) × factor;
 * - `none`: medians, deciles, rates published by the source: not aggregable, never computed from
 *   communes. Where INSEE publishes them above the commune (`publishedAbove`), EPCI, départements,
 *   régions and France métropolitaine take the published value, attached only where the
 *   territory's perimeter is the file's; elsewhere they are "non disponible" with the reason.
 */

import type { IndicatorSourceId } from './sources.js';

export const INDICATOR_THEMES = [
  { id: 'population', label: 'Population' },
  { id: 'logement', label: 'Ménages et logement' },
  { id: 'emploi', label: 'Emploi' },
  { id: 'revenus', label: 'Revenus' },
  { id: 'etablissements', label: 'Établissements' },
] as const;
export type IndicatorTheme = (typeof INDICATOR_THEMES)[number]['id'];

// The sources are apart (sources.ts), so that a page listing them does not ship the catalogue.
export { INDICATOR_SOURCES, type IndicatorSource, type IndicatorSourceId } from './sources.js';

/**
 * The legal population of a vintage, served by `GET /api/indicators/population/values` like a
 * catalogue indicator (a `sum` count) but not in the catalogue: it comes with the vintage's
 * official geography (Insee, through `@etalab/decoupage-administratif`), hence its own source id.
 */
export const LEGAL_POPULATION_ID = 'population';
export const LEGAL_POPULATION_SOURCE = 'populations-legales';

/** How a value is shown: an integer, a number with 1 or 2 decimals, euros. */
export type IndicatorFormat = 'integer' | 'decimal1' | 'decimal2' | 'euro';

export type Aggregation =
  | { rule: 'sum' }
  | {
      rule: 'ratio';
      numerator: string;
      denominator: string;
      factor: number;
      annualisedOver?: number;
    }
  | { rule: 'none' };

export interface IndicatorDefinition {
  id: string;
  label: string;
  definition: string;
  unit: string;
  format: IndicatorFormat;
  theme: IndicatorTheme;
  source: IndicatorSourceId;
  /** Reference period of the figures ("RP 2018", "Filosofi 2021"…). */
  referenceYear: string;
  aggregation: Aggregation;
  /**
   * A `none` figure that INSEE also publishes for EPCI, départements, régions and France
   * métropolitaine (never France as a whole): the source of those values. Without it the figure
   * is published for communes only ("sans objet" above).
   */
  publishedAbove?: IndicatorSourceId;
}

const SUM = { rule: 'sum' } as const;
const NONE = { rule: 'none' } as const;
const ratio = (numerator: string, denominator: string, factor: number) =>
  ({ rule: 'ratio', numerator, denominator, factor }) as const;

type Entry = Omit<IndicatorDefinition, 'source'>;
const comparateur = (e: Entry): IndicatorDefinition => ({ ...e, source: 'comparateur-2022' });
const filosofi = (e: Entry): IndicatorDefinition => ({ ...e, source: 'filosofi-2021' });
/** Published by INSEE above the commune only (Filosofi DISP files): communes have no value. */
const filosofiAbove = (e: Entry): IndicatorDefinition => ({
  ...e,
  source: 'filosofi-disp',
  publishedAbove: 'filosofi-disp',
});

export const INDICATORS: readonly IndicatorDefinition[] = [
  // ------------------------------------------------------------ population
  comparateur({
    id: 'pop_rp2018',
    label: 'Population (recensement 2018)',
    definition:
      'Population municipale au recensement de 2018 (à ne pas confondre avec la population légale du millésime).',
    unit: 'habitants',
    format: 'integer',
    theme: 'population',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'pop_rp2013',
    label: 'Population (recensement 2013)',
    definition: 'Population municipale au recensement de 2013.',
    unit: 'habitants',
    format: 'integer',
    theme: 'population',
    referenceYear: 'RP 2013',
    aggregation: SUM,
  }),
  comparateur({
    id: 'pop_change_2013_2018',
    label: 'Variation de la population 2013–2018',
    definition: 'Population 2018 moins population 2013 (recensements).',
    unit: 'habitants',
    format: 'integer',
    theme: 'population',
    referenceYear: 'RP 2013 et 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'pop_growth_2013_2018',
    label: 'Variation annuelle moyenne de la population 2013–2018',
    definition:
      'Taux de variation annuel moyen de la population entre les recensements de 2013 et 2018.',
    unit: '% par an',
    format: 'decimal2',
    theme: 'population',
    referenceYear: 'RP 2013 et 2018',
    aggregation: { ...ratio('pop_change_2013_2018', 'pop_rp2013', 100), annualisedOver: 5 },
  }),
  comparateur({
    id: 'area',
    label: 'Superficie',
    definition: 'Superficie du territoire.',
    unit: 'km²',
    format: 'decimal2',
    theme: 'population',
    referenceYear: '2021',
    aggregation: SUM,
  }),
  comparateur({
    id: 'density_rp2018',
    label: 'Densité de population (recensement 2018)',
    definition: 'Population municipale 2018 par kilomètre carré.',
    unit: 'hab./km²',
    format: 'decimal1',
    theme: 'population',
    referenceYear: 'RP 2018',
    aggregation: ratio('pop_rp2018', 'area', 1),
  }),
  comparateur({
    id: 'births_2013_2018',
    label: 'Naissances 2013–2018',
    definition: 'Naissances domiciliées entre le 1er janvier 2013 et le 1er janvier 2018.',
    unit: 'naissances',
    format: 'integer',
    theme: 'population',
    referenceYear: 'État civil 2013–2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'deaths_2013_2018',
    label: 'Décès 2013–2018',
    definition: 'Décès domiciliés entre le 1er janvier 2013 et le 1er janvier 2018.',
    unit: 'décès',
    format: 'integer',
    theme: 'population',
    referenceYear: 'État civil 2013–2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'births_2020',
    label: 'Naissances 2020',
    definition: 'Naissances domiciliées en 2020.',
    unit: 'naissances',
    format: 'integer',
    theme: 'population',
    referenceYear: 'État civil 2020',
    aggregation: SUM,
  }),
  comparateur({
    id: 'deaths_2020',
    label: 'Décès 2020',
    definition: 'Décès domiciliés en 2020.',
    unit: 'décès',
    format: 'integer',
    theme: 'population',
    referenceYear: 'État civil 2020',
    aggregation: SUM,
  }),
  comparateur({
    id: 'birth_rate_2013_2018',
    label: 'Taux de natalité 2013–2018',
    definition:
      'Naissances annuelles moyennes 2013–2018 pour 1 000 habitants (population du recensement 2013).',
    unit: '‰',
    format: 'decimal1',
    theme: 'population',
    referenceYear: 'État civil 2013–2018, RP 2013',
    aggregation: ratio('births_2013_2018', 'pop_rp2013', 200),
  }),
  comparateur({
    id: 'death_rate_2013_2018',
    label: 'Taux de mortalité 2013–2018',
    definition:
      'Décès annuels moyens 2013–2018 pour 1 000 habitants (population du recensement 2013).',
    unit: '‰',
    format: 'decimal1',
    theme: 'population',
    referenceYear: 'État civil 2013–2018, RP 2013',
    aggregation: ratio('deaths_2013_2018', 'pop_rp2013', 200),
  }),
  // ------------------------------------------------------------ ménages et logement
  comparateur({
    id: 'households_2018',
    label: 'Ménages (recensement 2018)',
    definition: 'Nombre de ménages (résidences principales occupées).',
    unit: 'ménages',
    format: 'integer',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'dwellings_2018',
    label: 'Logements (recensement 2018)',
    definition: 'Nombre total de logements.',
    unit: 'logements',
    format: 'integer',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'main_homes_2018',
    label: 'Résidences principales',
    definition: 'Logements occupés de façon habituelle et à titre principal par un ménage.',
    unit: 'logements',
    format: 'integer',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'second_homes_2018',
    label: 'Résidences secondaires et logements occasionnels',
    definition: 'Résidences secondaires et logements occasionnels.',
    unit: 'logements',
    format: 'integer',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'vacant_2018',
    label: 'Logements vacants',
    definition: 'Logements inoccupés.',
    unit: 'logements',
    format: 'integer',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'owner_homes_2018',
    label: 'Résidences principales occupées par leur propriétaire',
    definition: 'Résidences principales dont le ménage est propriétaire.',
    unit: 'logements',
    format: 'integer',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'main_homes_share_2018',
    label: 'Part des résidences principales',
    definition: 'Résidences principales pour 100 logements.',
    unit: '%',
    format: 'decimal1',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: ratio('main_homes_2018', 'dwellings_2018', 100),
  }),
  comparateur({
    id: 'second_homes_share_2018',
    label: 'Part des résidences secondaires',
    definition: 'Résidences secondaires et logements occasionnels pour 100 logements.',
    unit: '%',
    format: 'decimal1',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: ratio('second_homes_2018', 'dwellings_2018', 100),
  }),
  comparateur({
    id: 'vacant_share_2018',
    label: 'Part des logements vacants',
    definition: 'Logements vacants pour 100 logements.',
    unit: '%',
    format: 'decimal1',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: ratio('vacant_2018', 'dwellings_2018', 100),
  }),
  comparateur({
    id: 'owner_share_2018',
    label: 'Part des ménages propriétaires de leur résidence principale',
    definition:
      'Résidences principales occupées par leur propriétaire pour 100 résidences principales.',
    unit: '%',
    format: 'decimal1',
    theme: 'logement',
    referenceYear: 'RP 2018',
    aggregation: ratio('owner_homes_2018', 'main_homes_2018', 100),
  }),
  // ------------------------------------------------------------ emploi
  comparateur({
    id: 'jobs_2018',
    label: 'Emplois au lieu de travail (2018)',
    definition: 'Nombre d’emplois localisés dans le territoire (recensement 2018).',
    unit: 'emplois',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'jobs_2013',
    label: 'Emplois au lieu de travail (2013)',
    definition: 'Nombre d’emplois localisés dans le territoire (recensement 2013).',
    unit: 'emplois',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2013',
    aggregation: SUM,
  }),
  comparateur({
    id: 'jobs_change_2013_2018',
    label: 'Variation de l’emploi 2013–2018',
    definition: 'Emplois au lieu de travail en 2018 moins ceux de 2013.',
    unit: 'emplois',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2013 et 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'salaried_jobs_2018',
    label: 'Emplois salariés (2018)',
    definition: 'Emplois salariés au lieu de travail.',
    unit: 'emplois',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'salaried_share_2018',
    label: 'Part des emplois salariés',
    definition: 'Emplois salariés pour 100 emplois au lieu de travail.',
    unit: '%',
    format: 'decimal1',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: ratio('salaried_jobs_2018', 'jobs_2018', 100),
  }),
  comparateur({
    id: 'pop_15_64_2018',
    label: 'Population de 15 à 64 ans',
    definition: 'Population âgée de 15 à 64 ans.',
    unit: 'habitants',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'actives_15_64_2018',
    label: 'Actifs de 15 à 64 ans',
    definition: 'Actifs (occupés et chômeurs) de 15 à 64 ans, au sens du recensement.',
    unit: 'personnes',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'unemployed_15_64_2018',
    label: 'Chômeurs de 15 à 64 ans',
    definition: 'Chômeurs de 15 à 64 ans, au sens du recensement (déclaratif).',
    unit: 'personnes',
    format: 'integer',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: SUM,
  }),
  comparateur({
    id: 'activity_rate_2018',
    label: 'Taux d’activité des 15–64 ans',
    definition: 'Actifs de 15 à 64 ans pour 100 habitants de 15 à 64 ans.',
    unit: '%',
    format: 'decimal1',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: ratio('actives_15_64_2018', 'pop_15_64_2018', 100),
  }),
  comparateur({
    id: 'unemployment_rate_2018',
    label: 'Taux de chômage des 15–64 ans (recensement)',
    definition:
      'Chômeurs de 15 à 64 ans pour 100 actifs de 15 à 64 ans, au sens du recensement (différent du taux de chômage au sens du BIT).',
    unit: '%',
    format: 'decimal1',
    theme: 'emploi',
    referenceYear: 'RP 2018',
    aggregation: ratio('unemployed_15_64_2018', 'actives_15_64_2018', 100),
  }),
  // ------------------------------------------------------------ revenus
  comparateur({
    id: 'tax_households_2019',
    label: 'Ménages fiscaux (2019)',
    definition: 'Nombre de ménages fiscaux (Filosofi 2019).',
    unit: 'ménages',
    format: 'integer',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: SUM,
  }),
  {
    ...comparateur({
      id: 'median_income_2019',
      label: 'Médiane du niveau de vie (2019)',
      definition:
        'Niveau de vie médian\u00a0: la moitié des personnes a un niveau de vie inférieur (revenu disponible par unité de consommation, par an). Communes\u00a0: base du comparateur\u00a0; EPCI, départements, régions et France métropolitaine\u00a0: valeurs publiées par l’Insee (jamais recalculées à partir des communes).',
      unit: '€',
      format: 'euro',
      theme: 'revenus',
      referenceYear: 'Filosofi 2019',
      aggregation: NONE,
    }),
    publishedAbove: 'filosofi-disp',
  },
  filosofiAbove({
    id: 'd1_2019',
    label: '1er décile du niveau de vie (2019)',
    definition:
      'Niveau de vie sous lequel se situent les 10 % de personnes les plus modestes (publié pour les EPCI, départements, régions et la France métropolitaine).',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'd9_2019',
    label: '9e décile du niveau de vie (2019)',
    definition:
      'Niveau de vie au-dessus duquel se situent les 10 % de personnes les plus aisées (publié pour les EPCI, départements, régions et la France métropolitaine).',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'interdecile_ratio_2019',
    label: 'Rapport interdécile (2019)',
    definition: 'Rapport entre le 9e et le 1er décile du niveau de vie (D9/D1).',
    unit: '',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'gini_2019',
    label: 'Indice de Gini du niveau de vie (2019)',
    definition:
      'Mesure des inégalités de niveau de vie, de 0 (égalité parfaite) à 1 (une seule personne reçoit tout).',
    unit: '',
    format: 'decimal2',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'income_activity_share_2019',
    label: 'Part des revenus d’activité (2019)',
    definition:
      'Revenus d’activité (salaires, revenus non salariaux, indemnités de chômage) pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'income_pensions_share_2019',
    label: 'Part des pensions et retraites (2019)',
    definition: 'Pensions, retraites et rentes pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'income_property_share_2019',
    label: 'Part des revenus du patrimoine (2019)',
    definition: 'Revenus du patrimoine et autres revenus pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofiAbove({
    id: 'income_benefits_share_2019',
    label: 'Part des prestations sociales (2019)',
    definition:
      'Prestations sociales (familiales, minima sociaux, logement) pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  comparateur({
    id: 'poverty_rate_2019',
    label: 'Taux de pauvreté (2019)',
    definition:
      'Part des personnes dont le niveau de vie est inférieur à 60 % du niveau de vie médian national.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  comparateur({
    id: 'taxed_share_2019',
    label: 'Part des ménages fiscaux imposés (2019)',
    definition: 'Ménages fiscaux imposés pour 100 ménages fiscaux.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2019',
    aggregation: NONE,
  }),
  filosofi({
    id: 'tax_households_2021',
    label: 'Ménages fiscaux (2021)',
    definition: 'Nombre de ménages fiscaux (Filosofi 2021).',
    unit: 'ménages',
    format: 'integer',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: SUM,
  }),
  filosofi({
    id: 'tax_persons_2021',
    label: 'Personnes des ménages fiscaux (2021)',
    definition: 'Nombre de personnes des ménages fiscaux (Filosofi 2021).',
    unit: 'personnes',
    format: 'integer',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: SUM,
  }),
  filosofi({
    id: 'median_income_2021',
    label: 'Médiane du niveau de vie (2021)',
    definition:
      'Niveau de vie médian\u00a0: la moitié des personnes a un niveau de vie inférieur (revenu disponible par unité de consommation, par an).',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'poverty_rate_2021',
    label: 'Taux de pauvreté (2021)',
    definition:
      'Part des personnes dont le niveau de vie est inférieur à 60 % du niveau de vie médian national.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'taxed_share_2021',
    label: 'Part des ménages fiscaux imposés (2021)',
    definition: 'Ménages fiscaux imposés pour 100 ménages fiscaux.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'd1_2021',
    label: '1er décile du niveau de vie (2021)',
    definition: 'Niveau de vie sous lequel se situent les 10 % de personnes les plus modestes.',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'd9_2021',
    label: '9e décile du niveau de vie (2021)',
    definition: 'Niveau de vie au-dessus duquel se situent les 10 % de personnes les plus aisées.',
    unit: '€',
    format: 'euro',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'interdecile_ratio_2021',
    label: 'Rapport interdécile (2021)',
    definition: 'Rapport entre le 9e et le 1er décile du niveau de vie (D9/D1).',
    unit: '',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'income_activity_share_2021',
    label: 'Part des revenus d’activité (2021)',
    definition:
      'Revenus d’activité (salaires, revenus non salariaux, indemnités de chômage) pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'income_pensions_share_2021',
    label: 'Part des pensions et retraites (2021)',
    definition: 'Pensions, retraites et rentes pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'income_property_share_2021',
    label: 'Part des revenus du patrimoine (2021)',
    definition: 'Revenus du patrimoine et autres revenus pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'income_benefits_share_2021',
    label: 'Part des prestations sociales (2021)',
    definition:
      'Prestations sociales (familiales, minima sociaux, logement) pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  filosofi({
    id: 'income_taxes_share_2021',
    label: 'Part des impôts (2021)',
    definition: 'Impôts (négatifs) pour 100 € de revenu disponible.',
    unit: '%',
    format: 'decimal1',
    theme: 'revenus',
    referenceYear: 'Filosofi 2021',
    aggregation: NONE,
  }),
  // ------------------------------------------------------------ établissements
  ...(
    [
      [
        'establishments_2018',
        'Établissements actifs fin 2018',
        'Établissements actifs au 31 décembre 2018, tous secteurs.',
      ],
      [
        'establishments_agriculture_2018',
        'Établissements de l’agriculture',
        'Établissements actifs au 31 décembre 2018 de l’agriculture, de la sylviculture et de la pêche.',
      ],
      [
        'establishments_industry_2018',
        'Établissements de l’industrie',
        'Établissements actifs au 31 décembre 2018 de l’industrie.',
      ],
      [
        'establishments_construction_2018',
        'Établissements de la construction',
        'Établissements actifs au 31 décembre 2018 de la construction.',
      ],
      [
        'establishments_services_2018',
        'Établissements du commerce, des transports et des services',
        'Établissements actifs au 31 décembre 2018 du commerce, des transports et des services divers.',
      ],
      [
        'establishments_trade_2018',
        'dont commerce et réparation automobile',
        'Établissements actifs au 31 décembre 2018 du commerce et de la réparation automobile (partie du commerce, des transports et des services).',
      ],
      [
        'establishments_public_2018',
        'Établissements de l’administration, de l’enseignement, de la santé et de l’action sociale',
        'Établissements actifs au 31 décembre 2018 de l’administration publique, de l’enseignement, de la santé et de l’action sociale.',
      ],
      [
        'establishments_small_2018',
        'Établissements de 1 à 9 salariés',
        'Établissements actifs au 31 décembre 2018 employant de 1 à 9 salariés.',
      ],
      [
        'establishments_large_2018',
        'Établissements de 10 salariés ou plus',
        'Établissements actifs au 31 décembre 2018 employant 10 salariés ou plus.',
      ],
    ] as const
  ).map(([id, label, definition]) =>
    comparateur({
      id,
      label,
      definition,
      unit: 'établissements',
      format: 'integer',
      theme: 'etablissements',
      referenceYear: 'Fin 2018',
      aggregation: SUM,
    }),
  ),
];

/** The catalogue's indicators by id. */
export const INDICATORS_BY_ID: ReadonlyMap<string, IndicatorDefinition> = new Map(
  INDICATORS.map((i) => [i.id, i]),
);
