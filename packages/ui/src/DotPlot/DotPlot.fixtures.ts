import { formatIndicator } from '../format';
import type { DotPlotItem } from './DotPlot';

/** Test data: the unemployment rate (orders of magnitude, not official figures). */
export const unemploymentSpec = { unit: '%', format: 'decimal1' } as const;
export const formatUnemployment = (value: number) => formatIndicator(value, unemploymentSpec);

/** Two communes. */
export const twoTerritories: DotPlotItem[] = [
  { key: 'a', label: 'A · Saint-Étienne (2024) (référence)', value: 19.8, series: 0 },
  { key: 'b', label: 'B · Lyon (2024)', value: 12.7, series: 1 },
];

/** Six territories of every level, then France and each one's parent. */
export const sixTerritories: DotPlotItem[] = [
  ...twoTerritories,
  { key: 'c', label: 'C · Saint-Étienne Métropole (2024)', value: 14.1, series: 2 },
  { key: 'd', label: 'D · Loire (2024)', value: 12.4, series: 3 },
  {
    key: 'e',
    label: 'E · Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson (2021)',
    value: null,
    missing: 'Non disponible (dénominateur nul)',
    series: 4,
  },
  { key: 'f', label: 'F · Auvergne-Rhône-Alpes (2024)', value: 11.0, series: 5 },
];

export const withReferences: DotPlotItem[] = [
  ...sixTerritories,
  { key: 'france', label: 'France', value: 13.0, guide: true },
  { key: 'loire', label: 'Loire (département, 2024)', value: 12.4 },
  { key: 'rhone', label: 'Rhône (département, 2024)', value: 11.8 },
  { key: 'ara', label: 'Auvergne-Rhône-Alpes (région, 2024)', value: 11.0 },
  { key: 'marne', label: 'Marne (département, 2024)', value: 12.6 },
];

/** Every value missing (a commune merged away, a secret). */
export const allMissing: DotPlotItem[] = [
  {
    key: 'a',
    label: 'A · Béon (2021)',
    value: null,
    missing: 'Non disponible (commune fusionnée)',
    series: 0,
  },
  {
    key: 'b',
    label: 'B · Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson (2024)',
    value: null,
    missing: 'Secret statistique',
    series: 1,
  },
];
