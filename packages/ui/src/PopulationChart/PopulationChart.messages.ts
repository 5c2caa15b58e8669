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
  range: (min: string, minYear: number, max: string, maxYear: number) => string;
  /** "Absent en 2019 et 2021.": the years, or already joined with ", ". */
  absentYears: (years: string | readonly number[]) => string;
  noData: (label: string) => string;
};

export const populationChartMessages: PopulationChartMessages = {
  loading: 'Chargement de l’évolution de la population…',
  error: 'L’évolution de la population n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucune donnée de population pour ce territoire.',
  showTable: 'Afficher les données en tableau',
  year: 'Millésime',
  absent: 'absent',
  yAxis: 'Habitants',
  summary: (label, first, firstYear, last, lastYear, change) =>
    `${label}\u00a0: ${first}\u00a0${habitants(first)} en ${firstYear}, ${last} en ${lastYear} (${change}).`,
  summarySingle: (label, value, year) =>
    `${label}\u00a0: ${value}\u00a0${habitants(value)} en ${year}.`,
  range: (min, minYear, max, maxYear) =>
    `Minimum ${min} en ${minYear}, maximum ${max} en ${maxYear}.`,
  absentYears: (years) =>
    `Absent en ${formatList(typeof years === 'string' ? years.split(', ') : years.map(String))}.`,
  noData: (label) => `${label}\u00a0: aucune donnée.`,
};
