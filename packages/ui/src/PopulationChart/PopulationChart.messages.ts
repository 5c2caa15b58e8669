import { formatList, pluralize } from '../format';
import { countOf } from '../messages';

const habitants = (formatted: string) => pluralize(countOf(formatted), 'habitant', 'habitants');

export type PopulationChartMessages = {
  loading: string;
  error: string;
  retry: string;
  empty: string;
  /** Toggle of the data table (text alternative). */
  showTable: string;
  year: string;
  /** First column of the table when the points are census years. */
  censusYear: string;
  absent: string;
  yAxis: string;
  /** "Saint-Étienne : 171 900 habitants en 2019, 174 000 en 2026 (+1,2 %)." */
  summary: (
    label: string,
    first: string,
    firstYear: number,
    last: string,
    lastYear: number,
    change: string,
  ) => string;
  summarySingle: (label: string, value: string, year: number) => string;
  /** The perimeter of each vintage: first and last values, never a change between them. */
  summaryAsWas: (
    label: string,
    first: string,
    firstYear: number,
    last: string,
    lastYear: number,
  ) => string;
  range: (min: string, minYear: number, max: string, maxYear: number) => string;
  /** "Absent en 2019 et 2021.": the years, or already joined with ", ". */
  absentYears: (years: string | readonly number[]) => string;
  /** Years whose value is missing for a reason the table gives. */
  unavailableYears: (years: readonly number[]) => string;
  noData: (label: string) => string;
  /** Legend of the perimeter choice. */
  perimeterLegend: string;
  /** The constant perimeter: the territory as it is in the vintage shown. */
  perimeterConstant: (year: number) => string;
  /** The perimeter of each vintage (`asWas`). */
  perimeterAsWas: string;
  /** A census with no population on the perimeter of its time (the comparateur's). */
  asWasNone: string;
  /** First sentence of the text summary, by perimeter. */
  summaryConstant: (year: number) => string;
  summaryEach: string;
  /** Source of a census-year point: the legal populations of these vintages. */
  legalSource: (vintages: readonly number[]) => string;
  /** Source of a census-year point from the comparateur (RP 2013, RP 2018). */
  censusSource: string;
  source: string;
  /** How the markers tell the two sources apart. */
  markersNote: string;
  /** A point without value whose reason is unknown here. */
  unavailable: string;
  /** A point without value, by reason code: "non comparable (périmètre modifié)". */
  reasons: Readonly<Record<string, string>>;
  /** Name of the list of sources under the chart. */
  sources: string;
};

export const populationChartMessages: PopulationChartMessages = {
  loading: 'Chargement de l’évolution de la population…',
  error: 'L’évolution de la population n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucune donnée de population pour ce territoire.',
  showTable: 'Afficher les données en tableau',
  year: 'Millésime',
  censusYear: 'Recensement',
  absent: 'absent',
  yAxis: 'Habitants',
  summary: (label, first, firstYear, last, lastYear, change) =>
    `${label}\u00a0: ${first}\u00a0${habitants(first)} en ${firstYear}, ${last} en ${lastYear} (${change}).`,
  summarySingle: (label, value, year) =>
    `${label}\u00a0: ${value}\u00a0${habitants(value)} en ${year}.`,
  summaryAsWas: (label, first, firstYear, last, lastYear) =>
    `${label}\u00a0: ${first}\u00a0${habitants(first)} en ${firstYear}, ${last} en ${lastYear}, chaque fois sur le périmètre d’alors (sans évolution calculée).`,
  range: (min, minYear, max, maxYear) =>
    `Minimum ${min} en ${minYear}, maximum ${max} en ${maxYear}.`,
  absentYears: (years) =>
    `Absent en ${formatList(typeof years === 'string' ? years.split(', ') : years.map(String))}.`,
  unavailableYears: (years) =>
    `Non disponible en ${formatList(years.map(String))} (raison dans le tableau).`,
  noData: (label) => `${label}\u00a0: aucune donnée.`,
  perimeterLegend: 'Périmètre',
  perimeterConstant: (year) => `Territoire tel qu’en ${year} (périmètre constant)`,
  perimeterAsWas: 'Périmètre de chaque millésime',
  asWasNone: 'sans objet',
  summaryConstant: (year) =>
    `Population à chaque recensement sur le périmètre ${year}, reconstitué à partir des communes.`,
  summaryEach: 'Population à chaque recensement sur le périmètre du millésime qui la publie.',
  legalSource: (vintages) =>
    vintages.length === 1
      ? `population légale du millésime ${vintages[0]}`
      : `population légale des millésimes ${formatList(vintages.map(String))}`,
  censusSource: 'recensement (base du comparateur de territoires)',
  source: 'Source',
  markersNote:
    'Points pleins\u00a0: populations légales des millésimes\u202f; points creux\u00a0: recensements de la base du comparateur.',
  unavailable: 'non disponible',
  reasons: {
    perimeter_changed: 'non comparable (périmètre modifié)',
    absent_from_source: 'non disponible (absent de la source)',
    incomplete_population: 'non comparable (communes fusionnées après le recensement non comptées)',
    not_covered: 'non disponible (non couvert par la source)',
  },
  sources: 'Sources',
};
