import { formatList } from '../format';
import {
  franceMetropolitaine,
  statisticCoverage,
  statisticPublished,
  statisticReasons,
} from '../territory/statistic';
import { type SideType, sideTypeLabels } from '../territory/types';

export type ComparisonTableMessages = {
  /** Caption of the key figures' table, given every side's name. */
  caption: (names: readonly string[]) => string;
  /** Caption of a theme's table, e.g. "Emploi : Saint-Étienne (2024) et Lyon (2024)". */
  themeCaption: (theme: string, names: readonly string[]) => string;
  side: (name: string, year: number) => string;
  /** Short key of a side (0-based), shown beside its name and in the narrow layout's lines. */
  sideKey: (index: number) => string;
  /** A level and a vintage under a side's name ("Commune, 2024"). */
  level: (type: SideType, year: number) => string;
  indicator: string;
  /** Unit and reference period under an indicator's name ("%, RP 2018"). */
  details: (unit: string, referenceYear: string) => string;
  /** Visible mark of the reference side, in its header and in its cells' difference line. */
  reference: string;
  /** What assistive technology reads in the reference side's cells. */
  referenceFull: string;
  /** The reading note above the tables, given the reference side's key and name. */
  readingNote: (key: string, name: string) => string;
  /** What assistive technology reads for a difference (the visible one is bare). */
  differenceFull: (text: string) => string;
  /** A side with a value against a reference without one. */
  noDifference: string;
  /**
   * The same territory as the reference in another vintage, for a figure of one reference date:
   * the same measure on two perimeters, no difference (seen, and read in full).
   */
  sameMeasure: (referenceYear: string) => string;
  sameMeasureFull: (referenceYear: string) => string;
  /** Above the tables: the sides that are the reference's territory in another vintage. */
  sameTerritoryNote: (keys: readonly string[], referenceKey: string) => string;
  /** Two populations on one perimeter: « à périmètre 2026 : 3 517 habitants (A) et 3 457 (B) ». */
  atPerimeter: (year: number, values: readonly { key: string; text: string }[]) => string;
  /** Two vintages of one census: the populations are the same measure, no change. */
  sameCensus: (year: number) => string;
  /** A difference or a change that cannot be computed on one perimeter (cell, difference line). */
  notComparable: string;
  notComparableDifference: string;
  /** Why a perimeter cannot be rebuilt in the earlier vintage, by the API's reason code. */
  perimeterReasons: Record<string, string>;
  /**
   * A legal population's census: « recensement 2023 » (« comme le millésime 2025 »), and whether it
   * leaves out communes merged after that census (such a population is not compared).
   */
  census: (year: number, sameAs?: number | null, incomplete?: boolean) => string;
  /** A change of population: « depuis le recensement 2020, à périmètre 2026 ». */
  changeSince: (census: number | null, year: number, perimeter?: number) => string;
  /** The reference columns. */
  france: string;
  /** France's name when the source publishes France métropolitaine only (Filosofi). */
  franceMetropolitaine: string;
  franceMetropolitaineOf: string;
  /** A parent column's header, e.g. "Loire (département, 2024)". */
  parent: (name: string, type: SideType, year: number) => string;
  /** Under a parent column's header: the sides it is the parent of ("de A et C"). */
  parentOf: (keys: readonly string[]) => string;
  /** A reference column's cell for an indicator without reference values (key figures). */
  noReference: string;
  /**
   * A key figure that has no meaning for a reference column's territory (France's share of the
   * national population): read instead of its dash, e.g. « sans objet pour la France ».
   */
  notApplicableFor: (column: 'france' | 'parent') => string;
  /** The check boxes of the reference columns. */
  referencesLegend: string;
  franceToggle: string;
  parentToggle: string;
  /** The name after "de" for a position ("de la France"). */
  franceOf: string;
  /** A side against a reference value, for assistive technology ("au-dessus de la valeur de la France"). */
  above: (ofName: string) => string;
  below: (ofName: string) => string;
  same: (ofName: string) => string;
  /** A value that exists for this level but is missing. */
  noValue: string;
  /** A value that cannot exist for this level (e.g. number of communes of a commune). */
  notApplicable: string;
  /** A catalogue indicator published for communes only, on an aggregate side. */
  notApplicableCommuneOnly: string;
  /** A figure INSEE publishes above the commune, at a level it does not publish it for. */
  notPublishedHere: string;
  /** A value INSEE publishes for the territory itself (never computed from its communes). */
  published: string;
  /** A value covered by statistical secret. */
  secret: string;
  /** Why a catalogue value is not available, by the API's reason code. */
  reasons: Record<string, string>;
  /** An aggregate computed on part of its member communes. */
  coverage: (covered: number, of: number) => string;
  keyFigures: string;
  jumpTo: string;
  expandAll: string;
  collapseAll: string;
  themesLoading: string;
  themesError: string;
  exportCsv: string;
  exportJson: string;
  /** CSV column headers (the sides' columns are named by their key and `side`). */
  csv: {
    theme: string;
    unit: string;
    referenceYear: string;
    /** A column's status and notes (census, coverage, perimeter of the difference…). */
    status: (column: string) => string;
    difference: (key: string) => string;
    relative: (key: string) => string;
    source: string;
    licence: string;
  };
  loading: string;
  error: string;
  retry: string;
  empty: string;
};

const lower = (type: SideType) => sideTypeLabels[type].toLowerCase();

export const comparisonTableMessages: ComparisonTableMessages = {
  caption: (names) => `Comparaison\u00a0: ${formatList(names)}`,
  themeCaption: (theme, names) => `${theme}\u00a0: ${formatList(names)}`,
  side: (name, year) => `${name} (${year})`,
  sideKey: (index) => String.fromCharCode(65 + index),
  level: (type, year) => `${sideTypeLabels[type]}, ${year}`,
  indicator: 'Indicateur',
  details: (unit, referenceYear) => (unit ? `${unit}, ${referenceYear}` : referenceYear),
  reference: 'référence',
  referenceFull: 'territoire de référence',
  readingNote: (key, name) =>
    `Sous chaque valeur, l’écart avec le territoire de référence ${key}, ${name}\u00a0: en points pour un taux, avec l’écart relatif pour un effectif ou un montant.`,
  differenceFull: (text) => `écart avec la référence\u00a0: ${text}`,
  noDifference: 'écart non calculable',
  sameMeasure: (referenceYear) => `${referenceYear} sur un autre périmètre\u00a0: pas d’écart`,
  sameMeasureFull: (referenceYear) =>
    `pas d’écart avec la référence\u00a0: même territoire et même date (${referenceYear}), seul le périmètre diffère`,
  sameTerritoryNote: (keys, referenceKey) =>
    `${formatList(keys)}\u00a0: ${keys.length > 1 ? 'mêmes territoires' : 'même territoire'} que la référence (${referenceKey}) dans un autre millésime. La population est comparée sur un même périmètre, celui du millésime le plus récent\u202f; un indicateur à une seule date de référence (RP 2018, Filosofi 2021…) y est la même mesure sur deux périmètres, sans écart.`,
  atPerimeter: (year, values) =>
    `à périmètre ${year}\u00a0: ${formatList(values.map((v) => `${v.text} (${v.key})`))}`,
  sameCensus: (year) => `même recensement (${year})\u00a0: aucune évolution mesurée`,
  notComparable: 'Non comparable',
  notComparableDifference: 'non comparable',
  perimeterReasons: {
    perimeter_changed: 'périmètre modifié entre les deux millésimes',
    absent_from_source: 'communes introuvables dans l’autre millésime',
    incomplete_population:
      'population incomplète dans l’autre millésime (communes fusionnées après son recensement)',
  },
  census: (year, sameAs, incomplete) =>
    `recensement ${year}${sameAs ? ` (comme le millésime ${sameAs})` : ''}${incomplete ? ', population incomplète (communes fusionnées après ce recensement)' : ''}`,
  changeSince: (census, year, perimeter) =>
    `${census === null ? `depuis le millésime ${year}` : `depuis le recensement ${census}`}${perimeter ? `, à périmètre ${perimeter}` : ''}`,
  france: 'France',
  franceMetropolitaine,
  franceMetropolitaineOf: 'de la France métropolitaine',
  parent: (name, type, year) => `${name} (${lower(type)}, ${year})`,
  parentOf: (keys) => `de ${formatList(keys)}`,
  noReference: 'pas de valeur de référence pour cet indicateur',
  notApplicableFor: (column) =>
    column === 'france' ? 'sans objet pour la France' : 'sans objet pour ce territoire',
  referencesLegend: 'Valeurs de référence',
  franceToggle: 'France',
  parentToggle: 'Département ou région de chaque territoire',
  franceOf: 'de la France',
  above: (of) => `au-dessus de la valeur ${of}`,
  below: (of) => `au-dessous de la valeur ${of}`,
  same: (of) => `égal à la valeur ${of}`,
  noValue: 'Non disponible',
  notApplicable: 'Sans objet',
  notApplicableCommuneOnly: 'Sans objet (publié à la commune uniquement)',
  notPublishedHere: 'Sans objet (non publié à ce niveau)',
  published: statisticPublished,
  secret: 'Secret statistique',
  reasons: statisticReasons,
  coverage: statisticCoverage,
  keyFigures: 'Chiffres clés',
  jumpTo: 'Aller au thème',
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
  themesLoading: 'Chargement des indicateurs par thème…',
  themesError: 'Les indicateurs par thème n’ont pas pu être chargés.',
  exportCsv: 'Exporter en CSV',
  exportJson: 'Exporter en JSON',
  csv: {
    theme: 'Thème',
    unit: 'Unité',
    referenceYear: 'Année de référence',
    status: (column) => `Précisions ${column}`,
    difference: (key) => `Écart ${key} (en points pour un taux)`,
    relative: (key) => `Écart relatif ${key} (%)`,
    source: 'Source',
    licence: 'Licence',
  },
  loading: 'Chargement de la comparaison…',
  error: 'La comparaison n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucun indicateur à comparer.',
};
