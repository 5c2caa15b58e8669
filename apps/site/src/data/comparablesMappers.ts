import type { ComparablesResponse } from '@epic/api-contract';
import {
  type ComparableItem,
  type ComparableListProps,
  type ComparableScopeOption,
  type IndicatorFormatSpec,
  type TerritoryRef,
  type TerritoryType,
  withArticle,
} from '@epic/ui';
import { MAX_SIDES, type TerritoryParams, territoryInYearHref, writeSide } from './params';

/**
 * The Explorer's comparable territories: where to look, read from and written to the
 * address (`comparables=region`), and the API's answer as the list's props. In the panel's lazy
 * chunk, not the route's.
 */

/** Where the method is explained: À propos, its section's anchor (about/ComparablesMethod.tsx). */
export const METHOD_HREF = '/a-propos/#territoires-comparables';

/** The address parameter of the scope; absent means the whole of France. */
export const COMPARABLES_PARAM = 'comparables';

export const COMPARABLE_SCOPES = ['france', 'region', 'departement'] as const;
export type ComparableScope = (typeof COMPARABLE_SCOPES)[number];

/** The scopes that make sense for a level: a région has no région, a département no département. */
export function scopesOf(type: TerritoryType): ComparableScope[] {
  if (type === 'region') return ['france'];
  if (type === 'departement') return ['france', 'region'];
  return ['france', 'region', 'departement'];
}

const levelNames: Record<TerritoryType, string> = {
  region: 'une région',
  departement: 'un département',
  epci: 'une intercommunalité',
  commune: 'une commune',
  arrondissement: 'un arrondissement municipal',
  ze: 'une zone d’emploi',
  aav: 'une aire d’attraction des villes',
  uu: 'une unité urbaine',
  bv: 'un bassin de vie',
};

/**
 * The scope asked in the address for a territory of this level. Never throws: an unknown value, or
 * one the level does not have, gives France with a French message naming the parameter.
 */
export function parseScope(
  search: URLSearchParams,
  type: TerritoryType,
): { scope: ComparableScope; message?: string } {
  const raw = search.get(COMPARABLES_PARAM)?.trim();
  if (!raw) return { scope: 'france' };
  if (!(COMPARABLE_SCOPES as readonly string[]).includes(raw)) {
    return {
      scope: 'france',
      message: `Paramètre ${COMPARABLES_PARAM}\u00a0: «\u202f${raw.slice(0, 40)}\u202f» n’est pas un périmètre connu (france, region ou departement)\u202f; les territoires comparables sont cherchés dans toute la France.`,
    };
  }
  const scope = raw as ComparableScope;
  if (!scopesOf(type).includes(scope)) {
    const parent = scope === 'region' ? 'région' : 'département';
    return {
      scope: 'france',
      message: `Paramètre ${COMPARABLES_PARAM}\u00a0: ${levelNames[type]} n’a pas de ${parent} parent où chercher\u202f; les territoires comparables sont cherchés dans toute la France.`,
    };
  }
  return { scope };
}

/** Writes the scope into query parameters (France: no parameter). */
export function writeScope(target: URLSearchParams, scope: ComparableScope): URLSearchParams {
  if (scope === 'france') target.delete(COMPARABLES_PARAM);
  else target.set(COMPARABLES_PARAM, scope);
  return target;
}

/** The territory's région and département, from its answer (for the options' labels). */
export type ComparableParents = { region?: TerritoryRef; departement?: TerritoryRef };

/**
 * The scope choices of a territory (those its level has, and whose parent it has), with a note on
 * the missing ones.
 */
export function scopeOptions(
  type: TerritoryType,
  parents: ComparableParents,
): { options: ComparableScopeOption[]; note?: string } {
  const options: ComparableScopeOption[] = [{ value: 'france', label: 'Toute la France' }];
  const { region, departement } = parents;
  const levels = scopesOf(type);
  if (levels.includes('region') && region) {
    options.push({ value: 'region', label: `Même région (${region.name})` });
  }
  if (levels.includes('departement') && departement) {
    options.push({ value: 'departement', label: `Même département (${departement.name})` });
  }
  if (type === 'region') return { options, note: 'Une région est comparée aux autres régions.' };
  if (type === 'departement') {
    return {
      options,
      note: 'Un département est comparé aux autres départements, de France ou de sa région.',
    };
  }
  return { options };
}

/** Short labels of the distance's indicators in the reasons ("Densité : 412 hab./km²"). */
const SHORT_LABELS: Record<string, string> = {
  population: 'Population',
  density_rp2018: 'Densité',
  median_income_2021: 'Niveau de vie médian',
  unemployment_rate_2018: 'Taux de chômage',
  second_homes_share_2018: 'Résidences secondaires',
};

/**
 * How both values of a reason are written: euros to the euro, rates to a tenth; other quantities
 * (habitants, hab./km²) to the unit from 100 on, to a tenth below (a density of 23,4).
 */
export function reasonFormat(unit: string, a: number, b: number): IndicatorFormatSpec {
  if (unit === '€') return { format: 'euro', unit };
  if (unit === '%' || unit === '‰') return { format: 'decimal1', unit };
  const integers = Number.isInteger(a) && Number.isInteger(b);
  return {
    format: integers || Math.min(Math.abs(a), Math.abs(b)) >= 100 ? 'integer' : 'decimal1',
    unit,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);

/** The two territories need this many indicators in common (apps/api similarity.ts). */
export const MIN_COMMON = 3;

/** "Aucune autre commune", "Aucun autre département"…: each level with its gender. */
const noOther: Record<TerritoryType, string> = {
  region: 'Aucune autre région',
  departement: 'Aucun autre département',
  epci: 'Aucune autre intercommunalité',
  commune: 'Aucune autre commune',
  arrondissement: 'Aucun autre arrondissement municipal',
  ze: 'Aucune autre zone d’emploi',
  aav: 'Aucune autre aire d’attraction des villes',
  uu: 'Aucune autre unité urbaine',
  bv: 'Aucun autre bassin de vie',
};

/** Why there is no comparable: too few values of its own, or none in common in the scope. */
function emptyMessage(response: ComparablesResponse, typeLiaison: number | undefined): string {
  const { name, type } = response.territory;
  // "la Loire", "Le Havre", "Saint-Étienne".
  const theName = withArticle(name, typeLiaison, 'le', type);
  const own = response.values.filter((v) => v !== null).length;
  const total = response.dimensions.length;
  if (own === 0) {
    return `Les indicateurs du calcul ne sont pas renseignés pour ${theName}\u00a0: aucun territoire ne peut lui être comparé.`;
  }
  if (own < MIN_COMMON) {
    const subject = theName.charAt(0).toLocaleUpperCase('fr') + theName.slice(1);
    return `${subject} n’a que ${own} des ${total} indicateurs du calcul renseignés\u202f; il en faut au moins ${MIN_COMMON} pour le comparer à d’autres territoires.`;
  }
  const common = `n’a au moins ${MIN_COMMON} indicateurs renseignés en commun avec ${theName}`;
  if (response.scope === 'france') return `${noOther[type]} ${common}.`;
  const level = response.scope === 'region' ? 'région' : 'département';
  const where = response.within
    ? `${response.scope === 'region' ? 'de la' : 'du'} ${level} ${response.within.name}`
    : `de sa ${level}`;
  return `${noOther[type]} ${where} ${common}. Cherchez dans un périmètre plus large.`;
}

export type ComparableListData = Pick<
  ComparableListProps,
  'territory' | 'items' | 'dimensions' | 'missingDimensions' | 'emptyMessage'
>;

/**
 * The API's answer as the list's data: short labels, both values of each reason, why empty.
 * `typeLiaison`: the territory's INSEE article type, from its own answer ("de la Loire").
 */
export function toComparableList(
  response: ComparablesResponse,
  typeLiaison?: number,
): ComparableListData {
  const dims = new Map(response.dimensions.map((d) => [d.id, d]));
  const items: ComparableItem[] = response.items.map((item) => ({
    type: item.type,
    code: item.code,
    name: item.name,
    year: item.year,
    population: item.population,
    reasons: item.reasons.map((r) => {
      const dim = dims.get(r.id);
      return {
        label: SHORT_LABELS[r.id] ?? dim?.label ?? r.id,
        value: r.comparable,
        reference: r.territory,
        format: reasonFormat(dim?.unit ?? '', r.comparable, r.territory),
      };
    }),
  }));
  const labels = response.dimensions.map((d) => lowerFirst(d.label));
  const { type, name, year } = response.territory;
  // Without the territory's values (not in the data), no indicator is said to be missing.
  const known = response.values.length === labels.length;
  return {
    territory: { type, name, year, ...(typeLiaison !== undefined ? { typeLiaison } : {}) },
    items,
    dimensions: labels.filter((_, i) => !known || response.values[i] !== null),
    missingDimensions: known ? labels.filter((_, i) => response.values[i] === null) : [],
    emptyMessage: emptyMessage(response, typeLiaison),
  };
}

/** A comparable's Explorer page in its vintage, in the same scope. */
export function comparableHref(
  item: { type: TerritoryType; code: string; year: number },
  scope: ComparableScope,
): string {
  const href = territoryInYearHref(item);
  return scope === 'france' ? href : `${href}&${COMPARABLES_PARAM}=${scope}`;
}

/**
 * The Comparer with the territory first and the others after it (`type2…year2` to
 * `type6…year6`, at most six sides), each in its own vintage.
 */
export function compareHref(
  territory: TerritoryParams & { year: number },
  others: readonly { type: TerritoryType; code: string; year: number }[],
): string {
  const sides: TerritoryParams[] = [
    territory,
    ...others.map((o) => ({ type: o.type, id: o.code, year: o.year })),
  ];
  const search = sides
    .slice(0, MAX_SIDES)
    .reduce((target, side, i) => writeSide(target, side, i + 1), new URLSearchParams());
  return `/comparer?${search.toString()}`;
}
