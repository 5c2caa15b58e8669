import type {
  ChildrenResponse,
  PopulationChange,
  SearchResponse,
  SearchResult,
  SeriesPoint,
  TerritoryDetail,
  VintagesResponse,
} from '@epic/api-contract';
import type {
  Change,
  KeyFiguresData,
  MembersTableProps,
  PopulationPoint,
  TerritoryOption,
  TerritoryRef,
  Vintage,
} from '@epic/ui';

/**
 * Every reshaping of the API's answers into the props of the ui components, used as the queries'
 * `select` where a component needs only its own shape.
 */

/** The INSEE article type of a name, kept only when the API gives one (for `withArticle`). */
const liaison = (typeLiaison: number | undefined) =>
  typeLiaison === undefined ? {} : { typeLiaison };

/** A territory of the API as the ui's reference: level, code, name and article type. */
export const toRef = (t: TerritoryRef): TerritoryRef => ({
  type: t.type,
  code: t.code,
  name: t.name,
  ...liaison(t.typeLiaison),
});

/** A search result as an option of the territory picker. */
export function toOption(result: SearchResult): TerritoryOption {
  return {
    type: result.type,
    code: result.code,
    name: result.name,
    ...liaison(result.typeLiaison),
    year: result.year,
    ...(result.departement ? { departement: result.departement } : {}),
    ...(result.population !== null ? { population: result.population } : {}),
    ...(result.postalCode ? { postalCodes: [result.postalCode] } : {}),
  };
}

/** The picker's options for a search answer. */
export const toOptions = (response: SearchResponse): TerritoryOption[] =>
  response.results.map(toOption);

/** The years with data and the latest one (the default vintage). */
export const toVintageYears = (response: VintagesResponse) => ({
  latest: response.latest ?? undefined,
  years: response.vintages.map((v) => v.year),
});

/** The choices of a vintage select, marking those where the territory does not exist. */
export const toVintageChoices = (
  years: readonly number[],
  existing: readonly number[] | undefined,
): Vintage[] => years.map((year) => ({ year, exists: existing ? existing.includes(year) : true }));

/**
 * A change on the perimeter of the vintage shown: its figures, or "non comparable" with the
 * reason (never a number) when the earlier vintage cannot be rebuilt on that perimeter. The API's
 * shape is the ui's, give or take fields the ui ignores.
 */
export const toChange = (value: PopulationChange | null): Change | null =>
  value &&
  (value.comparable && value.absolute !== null
    ? (value as Change)
    : { ...value, comparable: false, reason: value.reason ?? 'perimeter_changed' });

/** The API's territory detail as the props of `KeyFigures`. */
export function toKeyFigures(detail: TerritoryDetail, requestedYear?: number): KeyFiguresData {
  const { territory } = detail;
  const year = requestedYear ?? territory.year;
  const exists = detail.exists.includes(year);
  const { parent, national } = detail.rank;
  return {
    territory: toRef(territory),
    year,
    exists,
    existingYears: detail.exists,
    population: detail.population,
    census: detail.census,
    changePrevious: toChange(detail.change.previous),
    changeFirst: toChange(detail.change.first),
    rankParent: parent
      ? { rank: parent.rank, of: parent.of, share: parent.share ?? 0, parent: toRef(parent.parent) }
      : null,
    rankNational: national
      ? { rank: national.rank, of: national.of, share: national.share ?? 0 }
      : null,
    communes: detail.communes,
    chefLieu: detail.chefLieu,
    source: detail.source,
  };
}

/** The hierarchy from the région down to the territory itself, for the breadcrumb. */
export function toBreadcrumb(detail: TerritoryDetail): TerritoryRef[] {
  const { parents, territory } = detail;
  const chain = [parents.region, parents.departement, parents.epci, parents.commune].filter(
    (ref): ref is TerritoryRef => ref !== undefined,
  );
  return [...chain, territory].map(toRef);
}

/** A territory's members as the rows of the members table, with their indicator values by id. */
export const toMemberRows = (
  items: ChildrenResponse['items'],
): MembersTableProps['rows'][number][] =>
  items.map((item) => ({
    type: item.type,
    code: item.code,
    name: item.name,
    population: item.population,
    ...(item.share !== null ? { share: item.share } : {}),
    ...(item.statistics
      ? {
          statistics: Object.fromEntries(
            item.statistics.map(({ id, value, status, reason, published, coverage }) => [
              id,
              {
                value,
                status,
                ...(reason ? { reason } : {}),
                ...(published ? { published } : {}),
                ...(coverage ? { coverage } : {}),
              },
            ]),
          ),
        }
      : {}),
  }));

/**
 * Population points of the API (one per census year, on a constant perimeter) as the chart's:
 * legal populations told from the comparateur's censuses, with the perimeter of their time.
 */
export const toPoints = (points: readonly SeriesPoint[]): PopulationPoint[] =>
  points.map((p) => ({
    year: p.year,
    population: p.status === 'ok' ? p.value : null,
    source: p.source === 'populations-legales' ? 'legal' : 'census',
    vintages: p.vintages,
    asWas: p.asWas,
    reason: p.reason,
  }));
