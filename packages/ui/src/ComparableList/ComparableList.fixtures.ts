/*
 * Story and test data of the comparable territories: real commune names with codes in the official
 * format; the values are of the right order of magnitude but are NOT official figures.
 */
import { longNameCommune } from '../fixtures/territories';
import type { ComparableItem, ComparableReason, ComparableScopeOption } from './ComparableList';

const population = (value: number, reference = 172_700): ComparableReason => ({
  label: 'Population',
  value,
  reference,
  format: { format: 'integer', unit: 'habitants' },
});
const density = (value: number, reference = 2_165): ComparableReason => ({
  label: 'Densité',
  value,
  reference,
  format: { format: 'integer', unit: 'hab./km²' },
});
const income = (value: number, reference = 19_120): ComparableReason => ({
  label: 'Niveau de vie médian',
  value,
  reference,
  format: { format: 'euro', unit: '€' },
});
const unemployment = (value: number, reference = 19.0): ComparableReason => ({
  label: 'Taux de chômage',
  value,
  reference,
  format: { format: 'decimal1', unit: '%' },
});
const secondHomes = (value: number, reference = 1.0): ComparableReason => ({
  label: 'Résidences secondaires',
  value,
  reference,
  format: { format: 'decimal1', unit: '%' },
});

const commune = (
  code: string,
  name: string,
  pop: number,
  reasons: ComparableReason[],
): ComparableItem => ({ type: 'commune', code, name, year: 2024, population: pop, reasons });

/** The 10 communes nearest to Saint-Étienne in 2024 (test data). */
export const saintEtienneComparables: ComparableItem[] = [
  commune('68224', 'Mulhouse', 105_500, [unemployment(19.4), income(17_980), secondHomes(0.9)]),
  commune('87085', 'Limoges', 129_900, [secondHomes(1.2), unemployment(17.8), density(1_690)]),
  commune('66136', 'Perpignan', 119_300, [income(17_720), unemployment(20.5), density(1_760)]),
  commune('30189', 'Nîmes', 148_200, [population(148_200), unemployment(19.9), income(18_300)]),
  commune('76351', 'Le Havre', 165_800, [population(165_800), unemployment(17.6)]),
  commune('80021', 'Amiens', 133_600, [density(2_650), secondHomes(0.8), unemployment(17.5)]),
  commune('51454', 'Reims', 178_300, [population(178_300), income(19_900), secondHomes(1.1)]),
  commune('83137', 'Toulon', 180_800, [population(180_800), income(19_760), density(4_190)]),
  commune('21231', 'Dijon', 159_300, [density(3_900), population(159_300), income(21_120)]),
  commune('25056', 'Besançon', 120_100, [secondHomes(1.3), density(1_840), income(20_080)]),
];

/** Compared with a long-named commune: long names wrap, never overflow (one population unknown). */
export const longNameComparables: ComparableItem[] = [
  {
    type: 'commune',
    code: '70058',
    name: 'Beaujeu-Saint-Vallier-Pierrejux-et-Quitteur',
    year: 2024,
    population: null,
    reasons: [unemployment(7.9, 8.1), secondHomes(8.4, 8.0), density(23, 25)],
  },
  commune('51154', 'Cernon', 170, [population(170, 412), income(21_050, 20_910)]),
];

export const longNameTerritory = {
  type: 'commune' as const,
  name: longNameCommune.name,
  year: 2024,
};

export const communeScopes: ComparableScopeOption[] = [
  { value: 'france', label: 'Toute la France' },
  { value: 'region', label: 'Même région (Auvergne-Rhône-Alpes)' },
  { value: 'departement', label: 'Même département (Loire)' },
];

export const comparableDimensions = [
  'population',
  'densité de population (recensement 2018)',
  'médiane du niveau de vie (2021)',
  'taux de chômage des 15–64 ans (recensement)',
  'part des résidences secondaires',
];
