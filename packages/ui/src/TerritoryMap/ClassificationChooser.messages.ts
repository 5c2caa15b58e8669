import { formatNumber } from '../format';
import type { ClassMethod } from './classes';
import type { PaletteId } from './palettes';
import type { ThresholdsError } from './thresholds';

export type ClassificationChooserMessages = {
  /** The group's legend. */
  legend: string;
  method: string;
  /** The methods as offered in the list. */
  methods: Record<ClassMethod, string>;
  count: string;
  countOption: (count: number) => string;
  palette: string;
  palettes: Record<PaletteId, string>;
  thresholds: string;
  /** The thresholds' format, with the rule of 0 for changes. */
  thresholdsHint: (diverging: boolean) => string;
  apply: string;
  /** Why the thresholds typed were refused. */
  thresholdsError: (error: ThresholdsError) => string;
};

const n = (value: number) => formatNumber(value, { maximumFractionDigits: 6 });

export const classificationChooserMessages: ClassificationChooserMessages = {
  legend: 'Classes de la carte',
  method: 'Méthode',
  methods: {
    quantiles: 'Quantiles (autant de territoires par classe)',
    jenks: 'Seuils naturels (Jenks)',
    equal: 'Intervalles égaux',
    manual: 'Seuils manuels',
  },
  count: 'Nombre de classes',
  countOption: (count) => `${count}\u00a0classes`,
  palette: 'Couleurs',
  palettes: {
    YlGnBu: 'Jaune, vert et bleu',
    Blues: 'Bleus',
    Greens: 'Verts',
    Oranges: 'Oranges',
    PuOr: 'Orange et violet',
    RdBu: 'Rouge et bleu',
    BrBG: 'Brun et bleu-vert',
  },
  thresholds: 'Seuils',
  thresholdsHint: (diverging) =>
    `Nombres croissants séparés par des points-virgules, par exemple «\u202f10\u202f; 20,5\u202f; 30\u202f»\u00a0: 2 à 6 seuils pour 3 à 7 classes.${diverging ? ' Pour une évolution, 0 sépare toujours les baisses des hausses (4 classes au plus de chaque côté).' : ''}`,
  apply: 'Appliquer les seuils',
  thresholdsError: (error) => {
    switch (error.code) {
      case 'empty':
        return 'Saisissez des seuils séparés par des points-virgules, par exemple «\u202f10\u202f; 20,5\u202f; 30\u202f».';
      case 'notNumber':
        return `«\u202f${error.text}\u202f» n’est pas un nombre\u00a0: séparez les seuils par des points-virgules et écrivez les décimales avec une virgule.`;
      case 'notIncreasing':
        return `Les seuils doivent être croissants\u00a0: ${n(error.after)} vient après ${n(error.before)}.`;
      case 'outOfRange':
        return `Le seuil ${n(error.value)} est hors des valeurs de la carte\u00a0: choisissez des seuils au-dessus de ${n(error.min)} et au-dessous de ${n(error.max)}.`;
      case 'tooFew':
        return `Ces seuils font ${error.classes}\u00a0classe${error.classes > 1 ? 's' : ''}\u00a0: il en faut au moins 3.`;
      case 'tooMany':
        return `Ces seuils font ${error.classes}\u00a0classes\u00a0: 7 au plus.`;
      case 'tooManyOnOneSide':
        return 'Au plus 4 classes de chaque côté de 0\u00a0: 3 seuils négatifs et 3 positifs au plus.';
    }
  },
};
