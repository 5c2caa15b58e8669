import { type AreaInput, type ChildrenResponse, createAreasClient } from '@epic/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { INDICATOR_THEME_IDS, type TerritoryParams } from './params';

/**
 * « Mes territoires »: the signed-in user's own areas. Same transport as every other query (base
 * URL, timeout, credentials, French errors); only the screens that show areas load this module.
 * Keys: ['areas'] (the list), ['areas', id] (one area), ['areas', id, …] (its figures), so that a
 * change invalidates everything under ['areas'] at once.
 */
export const areasApi = createAreasClient(api);

/** The user's areas and the limits: never cached by the API, fresh on every visit. */
export const areasQuery = () =>
  queryOptions({
    queryKey: ['areas'],
    queryFn: ({ signal }) => areasApi.list(signal),
    staleTime: 0,
  });

/** One area with its communes (404 `AREA_NOT_FOUND` for an unknown id or another user's). */
export const areaQuery = (id: string) =>
  queryOptions({
    queryKey: ['areas', id],
    queryFn: ({ signal }) => areasApi.get(id, signal),
  });

/**
 * The catalogue's indicators of every theme, aggregated over the area's communes in vintage `year`
 * (another than the area's: its communes followed there through the mergers).
 */
export const areaStatisticsQuery = (id: string, year: number) =>
  queryOptions({
    queryKey: ['areas', id, 'statistics', year],
    structuralSharing: false,
    queryFn: ({ signal }) => areasApi.statistics(id, INDICATOR_THEME_IDS.join(','), year, signal),
  });

/**
 * Every commune of a territory (a région has thousands: pages of 500), by name, with the territory
 * itself as the API names it: what « Partir d’un territoire » pre-fills the form with.
 */
export const territoryCommunesQuery = ({ type, id, year }: TerritoryParams) =>
  queryOptions({
    queryKey: ['area-source', type, id, year],
    structuralSharing: false,
    queryFn: async ({ signal }) => {
      const items: ChildrenResponse['items'] = [];
      let parent: ChildrenResponse['parent'] | undefined;
      for (let page = 1; page <= 40; page++) {
        const response = await api.children(
          type,
          id,
          {
            ...(year ? { year } : {}),
            childType: 'commune',
            page,
            pageSize: 500,
            sort: 'name',
            order: 'asc',
          },
          signal,
        );
        parent = response.parent;
        items.push(...response.items);
        if (items.length >= response.total || response.items.length === 0) break;
      }
      return {
        parent: parent as ChildrenResponse['parent'],
        communes: items.map(({ code, name }) => ({ code, name })),
      };
    },
  });

/**
 * The département of a commune code: Corsica's 2A/2B, the overseas départements' three digits
 * (971…976), else the first two digits.
 */
export function departementOf(commune: string): string {
  return commune.startsWith('97') ? commune.slice(0, 3) : commune.slice(0, 2);
}

/** At most this many départements' lists are asked for an area's member names. */
export const MAX_MEMBER_DEPARTEMENTS = 12;

/**
 * The names and legal populations of an area's communes: the population values of the communes of
 * each of their départements (one request per département instead of one per commune), kept to
 * the area's communes. Null when they span too many départements.
 */
export const areaMembersQuery = (year: number, communes: readonly string[]) => {
  const departements = [...new Set(communes.map(departementOf))].sort();
  return queryOptions({
    queryKey: ['area-members', year, communes.join(',')],
    queryFn: async ({ signal }) => {
      if (departements.length > MAX_MEMBER_DEPARTEMENTS) return null;
      const wanted = new Set(communes);
      const answers = await Promise.all(
        departements.map((code) =>
          api.indicatorValues(
            'population',
            { level: 'commune', year, parent: `departement:${code}` },
            signal,
          ),
        ),
      );
      return answers
        .flatMap((answer) => answer.values)
        .filter((value) => wanted.has(value.code))
        .map(({ code, name, value }) => ({ code, name, population: value }));
    },
  });
};

/** The communes of a département in a vintage, by code: their names (with their populations). */
export const departementCommunesQuery = (year: number, departement: string) =>
  queryOptions({
    queryKey: ['departement-communes', year, departement],
    queryFn: async ({ signal }) => {
      const answer = await api.indicatorValues(
        'population',
        { level: 'commune', year, parent: `departement:${departement}` },
        signal,
      );
      return answer.values.map(({ code, name }) => ({ code, name }));
    },
    staleTime: 60 * 60_000,
  });

/** Create, change and delete an area; each refreshes the list and the area's own queries. */
export function useAreaMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['areas'] });
  return {
    create: useMutation({
      mutationFn: (input: AreaInput) => areasApi.create(input),
      onSuccess: (area) => {
        client.setQueryData(areaQuery(area.id).queryKey, area);
        return refresh();
      },
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: AreaInput }) => areasApi.update(id, input),
      onSuccess: (area) => {
        client.setQueryData(areaQuery(area.id).queryKey, area);
        return refresh();
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => areasApi.remove(id),
      onSuccess: (_nothing, id) => {
        // Its own queries go (no refetch of a deleted area: 404); the list is asked again.
        client.removeQueries({ queryKey: ['areas', id] });
        return client.invalidateQueries({ queryKey: ['areas'], exact: true });
      },
    }),
  };
}
