import { MAX_YEAR, MIN_YEAR, territoryCode } from '@epic/api-contract';
import { territoryTypes, zoneTypes } from '@epic/ui';
import {
  POPULATION_INDICATOR,
  type RankingLevel,
  type RankingOrder,
  type RankingParams,
  type RankingParent,
  type RankingSort,
} from './rankingAddress';

export * from './rankingAddress';

/**
 * Reading ranking mode's parameters (see rankingAddress.ts for the address itself): each bad
 * parameter replaced by its default and named in a French message.
 */

/** The levels a ranking of each level can be filtered by (those above it, the API's rule). */
export const RANKING_PARENT_LEVELS: Readonly<Record<RankingLevel, readonly RankingLevel[]>> = {
  region: [],
  departement: ['region'],
  epci: ['region', 'departement'],
  commune: ['region', 'departement', 'epci', 'ze', 'aav', 'uu', 'bv'],
  // The zones that lie within a région or a département.
  ze: ['region', 'departement'],
  aav: ['region', 'departement'],
  uu: ['region', 'departement'],
  bv: ['region', 'departement'],
};

/** A bad parameter, named, with what the screen does instead (in French). */
export type RankingProblem = { param: string; message: string };

export type ParsedRanking = { value: RankingParams; problems: RankingProblem[] };

/** The parameters of ranking mode, in the order they are written. */
const NAMES = ['type', 'year', 'indicator', 'parent', 'sort', 'order', 'page', 'around'] as const;

const INDICATOR_ID = /^[a-z0-9_]{1,64}$/;
const SORTS: readonly RankingSort[] = ['rank', 'name', 'code'];
const ORDERS: readonly RankingOrder[] = ['asc', 'desc'];

const plurals: Record<RankingLevel, string> = {
  region: 'de régions',
  departement: 'de départements',
  epci: 'd’intercommunalités',
  commune: 'de communes',
  ze: 'de zones d’emploi',
  aav: 'd’aires d’attraction des villes',
  uu: 'd’unités urbaines',
  bv: 'de bassins de vie',
};
/** Which parents can filter a ranking of each level, in words. */
const filters: Record<RankingLevel, string> = {
  region: 'un classement des régions ne se filtre pas',
  departement: 'filtre possible\u00a0: une région',
  epci: 'filtres possibles\u00a0: une région ou un département',
  commune:
    'filtres possibles\u00a0: une région, un département, une intercommunalité ou une zone d’étude',
  ze: 'filtres possibles\u00a0: une région ou un département',
  aav: 'filtres possibles\u00a0: une région ou un département',
  uu: 'filtres possibles\u00a0: une région ou un département',
  bv: 'filtres possibles\u00a0: une région ou un département',
};
const nouns: Record<RankingLevel, string> = {
  region: 'une région',
  departement: 'un département',
  epci: 'une intercommunalité',
  commune: 'une commune',
  ze: 'une zone d’emploi',
  aav: 'une aire d’attraction des villes',
  uu: 'une unité urbaine',
  bv: 'un bassin de vie',
};
const nounsOf: Record<RankingLevel, string> = {
  region: 'de région',
  departement: 'de département',
  epci: 'd’intercommunalité (SIREN)',
  commune: 'de commune',
  ze: 'de zone d’emploi',
  aav: 'd’aire d’attraction des villes',
  uu: 'd’unité urbaine',
  bv: 'de bassin de vie',
};

/** A value of the address quoted in a message: trimmed to 40 characters, in French quotes. */
const quoted = (text: string) => `«\u202f${text.slice(0, 40)}\u202f»`;
const problem = (param: string, text: string): RankingProblem => ({
  param,
  message: `Paramètre ${param}\u00a0: ${text}`,
});

const isLevel = (value: string): value is RankingLevel =>
  (territoryTypes as readonly string[]).includes(value) ||
  (zoneTypes as readonly string[]).includes(value);

/** `type:code` checked against the ranked level: the parent, or the problem. */
function parseParent(raw: string, level: RankingLevel): RankingParent | RankingProblem {
  const [type = '', code = '', ...rest] = raw.split(':');
  if (!isLevel(type) || rest.length > 0 || code === '') {
    return problem(
      'parent',
      `${quoted(raw)} n’est pas de la forme type:code (par exemple region:84, departement:42 ou epci:200046977)\u00a0; le filtre est ignoré.`,
    );
  }
  if (!RANKING_PARENT_LEVELS[level].includes(type)) {
    return problem(
      'parent',
      `${nouns[type]} ne contient pas ${plurals[level]} (${filters[level]})\u00a0; le filtre ${quoted(raw)} est ignoré.`,
    );
  }
  const official = territoryCode(type, code);
  if (official === null) {
    return problem(
      'parent',
      `${quoted(code)} n’est pas un code ${nounsOf[type]} valide\u00a0; le filtre est ignoré.`,
    );
  }
  return { type, code: official };
}

export type RankingParseOptions = {
  /** The catalogue's indicator ids, once known: any other id is unknown. */
  indicators?: ReadonlySet<string> | undefined;
  /** The vintages with data, once known: any other year is refused. */
  years?: readonly number[] | undefined;
};

/**
 * Reads ranking mode's parameters. Never throws: each bad parameter is replaced by its default
 * (population, all of France, first page, by rank, the latest vintage) and named in a problem.
 */
export function parseRanking(
  search: URLSearchParams,
  { indicators, years }: RankingParseOptions = {},
): ParsedRanking {
  const problems: RankingProblem[] = [];
  const get = (name: (typeof NAMES)[number]) => search.get(name)?.trim() ?? '';

  const typeText = get('type');
  let level: RankingLevel = 'commune';
  if (isLevel(typeText)) level = typeText;
  else if (typeText) {
    problems.push(
      problem(
        'type',
        `le niveau ${quoted(typeText)} n’existe pas (region, departement, epci ou commune)\u00a0; les communes sont classées.`,
      ),
    );
  }

  let year: number | undefined;
  const yearText = get('year');
  if (yearText) {
    const parsed = Number(yearText);
    if (!/^\d{4}$/.test(yearText) || parsed < MIN_YEAR || parsed > MAX_YEAR) {
      problems.push(
        problem(
          'year',
          `${quoted(yearText)} n’est pas une année valide\u00a0; le dernier millésime est affiché.`,
        ),
      );
    } else if (years && years.length > 0 && !years.includes(parsed)) {
      problems.push(
        problem(
          'year',
          `le millésime ${parsed} n’a pas de données (millésimes\u00a0: ${years.join(', ')})\u00a0; le dernier est affiché.`,
        ),
      );
    } else year = parsed;
  }

  let indicator = POPULATION_INDICATOR;
  const indicatorText = get('indicator');
  if (indicatorText && indicatorText !== POPULATION_INDICATOR) {
    if (INDICATOR_ID.test(indicatorText) && (!indicators || indicators.has(indicatorText))) {
      indicator = indicatorText;
    } else {
      problems.push(
        problem(
          'indicator',
          `l’indicateur ${quoted(indicatorText)} n’existe pas\u00a0; le classement est fait sur la population.`,
        ),
      );
    }
  }

  let parent: RankingParent | null = null;
  const parentText = get('parent');
  if (parentText) {
    const parsed = parseParent(parentText, level);
    if ('message' in parsed) problems.push(parsed);
    else parent = parsed;
  }

  let page: number | undefined;
  const pageText = get('page');
  if (pageText) {
    const parsed = Number(pageText);
    if (/^\d{1,6}$/.test(pageText) && parsed >= 1 && parsed <= 100000) page = parsed;
    else {
      problems.push(
        problem(
          'page',
          `${quoted(pageText)} n’est pas un numéro de page (entier de 1 à 100\u00a0000)\u00a0; la première page est affichée.`,
        ),
      );
    }
  }

  let sort: RankingSort = 'rank';
  const sortText = get('sort');
  if ((SORTS as readonly string[]).includes(sortText)) sort = sortText as RankingSort;
  else if (sortText) {
    problems.push(
      problem(
        'sort',
        `le tri ${quoted(sortText)} n’existe pas (rank, name ou code)\u00a0; le classement est trié par rang.`,
      ),
    );
  }

  let order: RankingOrder = 'asc';
  const orderText = get('order');
  if ((ORDERS as readonly string[]).includes(orderText)) order = orderText as RankingOrder;
  else if (orderText) {
    problems.push(
      problem(
        'order',
        `l’ordre ${quoted(orderText)} n’existe pas (asc ou desc)\u00a0; l’ordre croissant est appliqué.`,
      ),
    );
  }

  let around: string | undefined;
  const aroundText = get('around');
  if (aroundText) {
    const code = territoryCode(level, aroundText);
    if (code === null) {
      problems.push(
        problem(
          'around',
          `${quoted(aroundText)} n’est pas un code ${nounsOf[level]} valide\u00a0; aucun territoire n’est mis en avant.`,
        ),
      );
    } else around = code;
  }

  return { value: { level, year, indicator, parent, page, sort, order, around }, problems };
}
