import { formatNumber, pluralize } from '../format';
import {
  franceMetropolitaine,
  statisticCoverage,
  statisticPublished,
  statisticReasons,
} from '../territory/statistic';
import type { TerritoryType } from '../territory/types';

export type RankingTableMessages = {
  rank: string;
  name: string;
  code: string;
  /** Header of the value column when the indicator has no unit to name. */
  value: string;
  /** Said after a tied rank: "12 ex æquo". */
  tie: string;
  /** Tag beside the current territory's name. */
  current: string;
  /** Text of the rank cell of a territory without a value (for assistive technology). */
  unranked: string;
  /** Heading row of the territories without a value, listed after the ranked ones. */
  unrankedGroup: (count: number, type: TerritoryType) => string;
  secret: string;
  unavailable: string;
  notApplicable: string;
  /** A figure INSEE publishes above the commune, at a level it does not publish it for. */
  notPublishedHere: string;
  /** Under the value column's header when the values are INSEE's own (never computed). */
  published: string;
  /** France's value above the table: « France métropolitaine : 21 930 € ». */
  france: (name: string, value: string) => string;
  franceName: string;
  franceMetropolitaine: string;
  /** Why a value is missing, by the API's reason code (after "Non disponible : "). */
  reasons: Record<string, string>;
  /** An aggregate computed on part of its communes. */
  coverage: (covered: number, of: number) => string;
  /** "35 012 communes, dont 34 950 classées". */
  counts: (total: number, ranked: number, type: TerritoryType) => string;
  /** "Lignes 51 à 100 sur 35 012". */
  range: (from: number, to: number, total: number) => string;
  exportCsv: string;
  exportError: string;
  loading: string;
  error: string;
  retry: string;
  /** No territory of the level in the filter. */
  empty: (type: TerritoryType) => string;
  /** Name of the pagination landmark. */
  pagination: string;
};

/** Plural noun of each level, and whether it is feminine ("classées" / "classés"). */
const nouns: Record<TerritoryType, [singular: string, plural: string, feminine: boolean]> = {
  commune: ['commune', 'communes', true],
  epci: ['intercommunalité', 'intercommunalités', true],
  departement: ['département', 'départements', false],
  region: ['région', 'régions', true],
  arrondissement: ['arrondissement municipal', 'arrondissements municipaux', false],
  ze: ['zone d’emploi', 'zones d’emploi', true],
  aav: ['aire d’attraction des villes', 'aires d’attraction des villes', true],
  uu: ['unité urbaine', 'unités urbaines', true],
  bv: ['bassin de vie', 'bassins de vie', false],
};

export const rankingTableMessages: RankingTableMessages = {
  rank: 'Rang',
  name: 'Nom',
  code: 'Code',
  value: 'Valeur',
  tie: 'ex æquo',
  current: 'territoire affiché',
  unranked: 'non classé',
  unrankedGroup: (count, type) => {
    const [singular, plural, feminine] = nouns[type];
    const ranked = feminine ? 'classée' : 'classé';
    return `Sans valeur, non ${pluralize(count, ranked, `${ranked}s`)}\u00a0: ${formatNumber(count)} ${pluralize(count, singular, plural)} sur cette page`;
  },
  secret: 'Secret statistique',
  unavailable: 'Non disponible',
  notApplicable: 'Sans objet\u00a0: publié à la commune uniquement',
  notPublishedHere: 'Sans objet\u00a0: non publié à ce niveau',
  published: statisticPublished,
  france: (name, value) => `Valeur de référence, ${name}\u00a0: ${value}`,
  franceName: 'France',
  franceMetropolitaine,
  reasons: statisticReasons,
  coverage: statisticCoverage,
  counts: (total, ranked, type) => {
    const [singular, plural, feminine] = nouns[type];
    const word = feminine ? 'classée' : 'classé';
    return `${formatNumber(total)}\u00a0${pluralize(total, singular, plural)}, dont ${formatNumber(ranked)} ${pluralize(ranked, word, `${word}s`)}`;
  },
  range: (from, to, total) =>
    `Lignes ${formatNumber(from)} à ${formatNumber(to)} sur ${formatNumber(total)}`,
  exportCsv: 'Télécharger le classement (CSV)',
  exportError: 'Le fichier n’a pas pu être préparé. Réessayez.',
  loading: 'Chargement du classement…',
  error: 'Le classement n’a pas pu être chargé.',
  retry: 'Réessayer',
  empty: (type) => `Aucun${nouns[type][2] ? 'e' : ''} ${nouns[type][0]} dans ce filtre.`,
  pagination: 'Pages du classement',
};
