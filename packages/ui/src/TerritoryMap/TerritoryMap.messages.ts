import { withArticle } from '../format/article';
import type { TerritoryType } from '../territory/types';
import type { ClassMethod } from './classes';

export type TerritoryMapMessages = {
  /** Accessible name of an area: "Belfort (90010) : 46 000 habitants". */
  area: (name: string, code: string, value: string) => string;
  /** A group of communes merged since: "Fusionnées depuis : A (…) : 1 200 habitants ; B …". */
  group: (members: string) => string;
  secret: string;
  unavailable: string;
  notApplicable: string;
  outOfFocus: string;
  merged: string;
  /** Legend heading: "Population, RP 2018". */
  legend: (label: string, referenceYear: string) => string;
  legendClass: (from: string, to: string) => string;
  /** The classes' method under the legend's heading: "Seuils naturels (Jenks), 4 classes". */
  legendMethod: (methodName: string, classes: number, diverging: boolean) => string;
  /** Names of the classification methods. */
  methods: Record<ClassMethod, string>;
  legendCircles: string;
  legendSelected: string;
  legendEpci: string;
  /** The dissolved outline of a study zone's or an area's communes. */
  legendOutline: string;
  /** France drawn under study zones that leave communes out. */
  legendOutside: string;
  /** Outline of cities drawn as their arrondissements municipaux (Paris, Lyon, Marseille). */
  legendCity: (names: readonly string[]) => string;
  selected: (name: string, code: string) => string;
  keyboardHint: string;
  /** Picking mode: the legend's heading, its two entries, and the keyboard hint. */
  legendPicking: string;
  legendPicked: string;
  legendNotPicked: string;
  keyboardHintPicking: string;
  /** Picking mode: the table's column of each commune's state. */
  pickedColumn: string;
  yes: string;
  no: string;
  showTable: string;
  code: string;
  name: string;
  mergedNote: string;
  /** The zoom button: « Zoom sur la Loire », the article derived from the name and level. */
  zoomIn: (name: string, type?: TerritoryType) => string;
  zoomOut: string;
  exportSvg: string;
  exportPng: string;
  /** An export that failed: the format and why. */
  exportFailed: (format: string, reason: string) => string;
  exportCsv: string;
  /** The CSV's columns after the value: why there is none, and the source and licence. */
  csvStatus: string;
  csvSource: string;
  exports: string;
  /** A layer without any area to draw. */
  noAreas: string;
  /** No area has a value (each shows why in its name, the tooltip and the table). */
  noValues: string;
  loading: string;
  error: string;
  retry: string;
};

export const territoryMapMessages: TerritoryMapMessages = {
  area: (name, code, value) => `${name} (${code})\u00a0: ${value}`,
  group: (members) => `communes fusionnées depuis, dessinées ensemble\u00a0: ${members}`,
  secret: 'secret statistique',
  unavailable: 'non disponible',
  notApplicable: 'non concerné',
  outOfFocus: 'hors du territoire',
  merged: 'Communes fusionnées depuis, dessinées avec leur commune nouvelle',
  legend: (label, referenceYear) => `${label}, ${referenceYear}`,
  legendClass: (from, to) => `de ${from} à ${to}`,
  legendMethod: (methodName, classes, diverging) =>
    `${methodName}, ${classes}\u00a0classe${classes > 1 ? 's' : ''}${diverging ? ', baisses et hausses séparées en 0' : ''}`,
  methods: {
    quantiles: 'Quantiles',
    jenks: 'Seuils naturels (Jenks)',
    equal: 'Intervalles égaux',
    manual: 'Seuils manuels',
  },
  legendCircles: 'Surface des cercles proportionnelle à la valeur',
  legendSelected: 'Territoire sélectionné (contour épais)',
  legendEpci: 'Limite d’intercommunalité',
  legendOutline: 'Limite du territoire',
  legendOutside: 'Communes hors de ce zonage',
  legendCity: (names) =>
    `Limite de ${names.join(' et de ')}, découpée en arrondissements municipaux`,
  selected: (name, code) => `Territoire mis en évidence\u00a0: ${name} (${code})`,
  keyboardHint:
    'Au clavier\u00a0: Tab pour entrer dans la carte, flèches pour passer d’une zone voisine à l’autre, Début et Fin pour la première et la dernière, Entrée pour explorer la zone.',
  legendPicking: 'Composition du territoire',
  legendPicked: 'Dans le territoire (aplat foncé hachuré)',
  legendNotPicked: 'Hors du territoire',
  keyboardHintPicking:
    'Au clavier\u00a0: Tab pour entrer dans la carte, flèches pour passer d’une zone voisine à l’autre, Début et Fin pour la première et la dernière, Entrée ou Espace pour ajouter la zone au territoire ou l’en retirer.',
  pickedColumn: 'Dans le territoire',
  yes: 'oui',
  no: 'non',
  showTable: 'Afficher les données en tableau',
  code: 'Code',
  name: 'Nom',
  mergedNote: 'Dessinée avec',
  zoomIn: (name, type) => `Zoom sur ${withArticle(name, undefined, 'le', type)}`,
  zoomOut: 'Voir tout',
  exportSvg: 'Carte (SVG)',
  exportPng: 'Carte (PNG)',
  exportFailed: (format, reason) =>
    `L’export de la carte en ${format} a échoué\u00a0: ${reason}. Réessayez, ou téléchargez la carte dans l’autre format.`,
  exportCsv: 'Données (CSV)',
  csvStatus: 'Absence de valeur',
  csvSource: 'Source et licence',
  exports: 'Télécharger',
  noAreas: 'Aucun territoire à cartographier pour ce choix.',
  noValues:
    'Aucun territoire de la carte n’a de valeur pour cet indicateur\u00a0: chacun est dessiné avec le motif qui dit pourquoi.',
  loading: 'Chargement de la carte…',
  error: 'La carte n’a pas pu être chargée.',
  retry: 'Réessayer',
};
