import { formatNumber, formatOrdinal, withArticle } from '../format';
import {
  franceMetropolitaine,
  statisticCoverage,
  statisticPublished,
  statisticReasons,
} from '../territory/statistic';
import type { TerritoryRef, TerritoryType } from '../territory/types';
import type { IndicatorThemesReason } from './types';

export type IndicatorThemesMessages = {
  title: string;
  /** Label of the in-page navigation to the themes. */
  navigation: string;
  /** Shown before the theme links, as in ComparisonTable. */
  jumpTo: string;
  /** How ranks read, once for the whole section. */
  rankNote: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  secret: string;
  unavailable: string;
  notApplicable: string;
  /** A figure INSEE publishes above the commune, at a level it does not publish it for. */
  notPublishedHere: string;
  reasons: Record<IndicatorThemesReason, string>;
  /** "calculé sur 52 communes sur 53". */
  coverage: (covered: number, of: number) => string;
  /** A value published by INSEE for the territory itself (never computed from its communes). */
  published: string;
  /** Summary of the definition disclosure. */
  definition: string;
  /** "Comparaison" heading of the text equivalent of the dot plot. */
  comparison: string;
  france: string;
  /** France's name when the source publishes France métropolitaine only (Filosofi). */
  franceMetropolitaine: string;
  /** Instead of the comparison when the references are not computed (medians…). */
  noComparison: string;
  /** "14ᵉ commune sur 323 dans la Loire". */
  rankInParent: (rank: number, of: number, type: TerritoryType, parent: TerritoryRef) => string;
  /** "1 234ᵉ commune sur 34 935 en France". */
  rankNational: (rank: number, of: number, type: TerritoryType) => string;
  /** Link from a rank to the ranking (its indicator and scope follow for assistive technology). */
  seeRanking: string;
  /** Scope of a national ranking, and of a ranking in a parent ("dans la Loire"). */
  rankingNational: string;
  rankingIn: (parent: TerritoryRef) => string;
  /** Export buttons (every indicator with its source, reference year and references). */
  exportCsv: string;
  exportJson: string;
};

const singulars: Record<TerritoryType, string> = {
  commune: 'commune',
  epci: 'intercommunalité',
  departement: 'département',
  region: 'région',
  arrondissement: 'arrondissement municipal',
  ze: 'zone d’emploi',
  aav: 'aire d’attraction des villes',
  uu: 'unité urbaine',
  bv: 'bassin de vie',
};

const feminine: Record<TerritoryType, boolean> = {
  commune: true,
  epci: true,
  departement: false,
  region: true,
  arrondissement: false,
  ze: true,
  aav: true,
  uu: true,
  bv: false,
};

const ranked = (rank: number, of: number, type: TerritoryType) =>
  `${formatOrdinal(rank, feminine[type] ? 'f' : 'm')} ${singulars[type]} sur ${formatNumber(of)}`;

export const indicatorThemesMessages: IndicatorThemesMessages = {
  title: 'Indicateurs',
  navigation: 'Thèmes des indicateurs',
  jumpTo: 'Aller au thème',
  rankNote: 'Rangs\u00a0: 1 = la valeur la plus élevée.',
  loading: 'Chargement des indicateurs…',
  error: 'Les indicateurs n’ont pas pu être chargés.',
  retry: 'Réessayer',
  empty: 'Aucun indicateur statistique n’est encore disponible pour ce territoire.',
  secret: 'Secret statistique',
  unavailable: 'Non disponible',
  notApplicable: 'Publié à la commune uniquement',
  notPublishedHere: 'Non publié à ce niveau',
  reasons: statisticReasons,
  coverage: statisticCoverage,
  published: statisticPublished,
  definition: 'Définition',
  comparison: 'Comparaison',
  france: 'France',
  franceMetropolitaine,
  noComparison:
    'Pas de comparaison\u00a0: publié à la commune uniquement, non calculé pour le département, la région ni la France.',
  rankInParent: (rank, of, type, parent) =>
    `${ranked(rank, of, type)} ${withArticle(parent.name, parent.typeLiaison, 'dans', parent.type)}`,
  rankNational: (rank, of, type) => `${ranked(rank, of, type)} en France`,
  seeRanking: 'voir le classement',
  rankingNational: 'en France',
  rankingIn: (parent) => withArticle(parent.name, parent.typeLiaison, 'dans', parent.type),
  exportCsv: 'Télécharger les indicateurs (CSV)',
  exportJson: 'Télécharger les indicateurs (JSON)',
};
