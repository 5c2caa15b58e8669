import { formatCount, formatList, pluralize, producerOf, withArticle } from '../format';
import { countOf } from '../messages';
import type { ChangeReason, TerritoryRef, TerritoryType } from '../territory/types';

export type KeyFiguresMessages = {
  title: string;
  /** Heading with the territory: "Chiffres clés – Saint-Étienne, 2024". */
  titleOf: (name: string, year: number) => string;
  loading: string;
  error: string;
  retry: string;
  population: string;
  inhabitants: (formatted: string) => string;
  /** Under the population: "recensement 2023". */
  census: (year: number) => string;
  /** A vintage that repeats the previous one's census: "même recensement que 2025 (…)". */
  sameCensus: (vintage: number, census: number) => string;
  /** A population that leaves out communes merged after its census (`census.incomplete`). */
  incompleteCensus: string;
  /** "Évolution depuis 2024 (recensement 2022)"; without census: "Évolution depuis 2024". */
  changeSince: (year: number, census?: number | null) => string;
  up: string;
  down: string;
  stable: string;
  /** "1 100 habitants (−0,6 %)". */
  changeValue: (absolute: string, relative: string) => string;
  /** A change that cannot be computed on the perimeter shown. */
  notComparable: string;
  /** Why, from the earlier vintage `year` to the perimeter of `perimeterYear`. */
  notComparableReason: (reason: ChangeReason, year: number, perimeterYear: number) => string;
  perimeterSame: string;
  /** A merged commune: "à périmètre 2026 : Béon et Culoz en 2019". */
  perimeterFrom: (perimeterYear: number, names: readonly string[], year: number) => string;
  /** An aggregate: "à périmètre 2026 (reconstitué à partir de 45 communes de 2019)". */
  perimeterRebuilt: (perimeterYear: number, communes: number, year: number) => string;
  /** "Rang dans la Loire": give the parent itself (with its `typeLiaison`) for the article. */
  rankIn: (parent: string | TerritoryRef) => string;
  rankNational: string;
  /** "14ᵉ sur 34 935 communes". */
  rankOf: (rank: string, of: string, type: TerritoryType) => string;
  /** "22,6 % de la population de la Loire". */
  shareOf: (share: string, parent: string | TerritoryRef) => string;
  shareNational: (share: string) => string;
  /** Link from a rank to its ranking (the rank's label follows for assistive technology). */
  seeRanking: string;
  communes: string;
  communesValue: (formatted: string) => string;
  chefLieu: string;
  noValue: string;
  /**
   * The block's one source line, naming the producer: "Source : Insee, populations légales…,
   * millésime 2024, Licence Ouverte 2.0."
   */
  source: (name: string, year: number, licence: string) => string;
  absent: (name: string, year: number) => string;
  existingYears: string;
  noExistingYear: string;
  showYear: (year: number) => string;
};

/** Nouns of the levels for « 14ᵉ sur 34 935 communes », singular and plural. */
const nouns: Record<TerritoryType, [string, string]> = {
  commune: ['commune', 'communes'],
  epci: ['intercommunalité', 'intercommunalités'],
  departement: ['département', 'départements'],
  region: ['région', 'régions'],
  arrondissement: ['arrondissement municipal', 'arrondissements municipaux'],
  ze: ['zone d’emploi', 'zones d’emploi'],
  aav: ['aire d’attraction des villes', 'aires d’attraction des villes'],
  uu: ['unité urbaine', 'unités urbaines'],
  bv: ['bassin de vie', 'bassins de vie'],
};

export const keyFiguresMessages: KeyFiguresMessages = {
  title: 'Chiffres clés',
  titleOf: (name, year) => `Chiffres clés – ${name}, ${year}`,
  loading: 'Chargement des chiffres clés…',
  error: 'Les chiffres clés n’ont pas pu être chargés.',
  retry: 'Réessayer',
  population: 'Population municipale',
  inhabitants: (formatted) =>
    `${formatted}\u00a0${pluralize(countOf(formatted), 'habitant', 'habitants')}`,
  census: (year) => `recensement ${year}`,
  sameCensus: (vintage, census) => `même recensement que ${vintage} (population légale ${census})`,
  incompleteCensus:
    'population incomplète\u00a0: des communes fusionnées après le recensement n’y sont pas comptées',
  changeSince: (year, census) =>
    `Évolution depuis ${year}${census ? ` (recensement ${census})` : ''}`,
  up: 'En hausse',
  down: 'En baisse',
  stable: 'Stable',
  changeValue: (absolute, relative) =>
    `${absolute}\u00a0${pluralize(countOf(absolute), 'habitant', 'habitants')} (${relative})`,
  notComparable: 'Non comparable',
  notComparableReason: (reason, year, perimeterYear) =>
    ({
      perimeter_changed: `le périmètre ${perimeterYear} ne peut pas être reconstitué en ${year} (commune scindée ou limite déplacée)`,
      absent_from_source: `une partie du périmètre ${perimeterYear} est absente du millésime ${year}`,
      incomplete_population: `la population de ${year} omet des communes fusionnées après son recensement`,
    })[reason],
  perimeterSame: 'périmètre inchangé',
  perimeterFrom: (perimeterYear, names, year) =>
    `à périmètre ${perimeterYear}\u00a0: ${formatList(names)} en ${year}`,
  perimeterRebuilt: (perimeterYear, communes, year) =>
    `à périmètre ${perimeterYear} (reconstitué à partir de ${formatCount(communes, 'commune', 'communes')} de ${year})`,
  rankIn: (parent) =>
    typeof parent === 'string'
      ? `Rang dans ${parent}`
      : `Rang ${withArticle(parent.name, parent.typeLiaison, 'dans', parent.type)}`,
  rankNational: 'Rang national',
  // A plain space before the noun: « intercommunalités » alone fills a narrow card's line.
  rankOf: (rank, of, type) => `${rank} sur ${of} ${pluralize(countOf(of), ...nouns[type])}`,
  shareOf: (share, parent) =>
    `${share} de la population ${typeof parent === 'string' ? `de ${parent}` : withArticle(parent.name, parent.typeLiaison, 'de', parent.type)}`,
  shareNational: (share) => `${share} de la population nationale`,
  seeRanking: 'Voir le classement',
  communes: 'Nombre de communes',
  communesValue: (formatted) =>
    `${formatted}\u00a0${pluralize(countOf(formatted), 'commune', 'communes')}`,
  chefLieu: 'Chef-lieu',
  noValue: 'Non disponible',
  source: (name, year, licence) =>
    `Source\u00a0: ${producerOf(name)}, millésime ${year}, ${licence}.`,
  absent: (name, year) => `${name} n’existe pas dans le millésime ${year}.`,
  existingYears: 'Millésimes où ce territoire existe\u00a0:',
  noExistingYear: 'Ce territoire n’existe dans aucun millésime disponible.',
  showYear: (year) => `Voir ${year}`,
};
