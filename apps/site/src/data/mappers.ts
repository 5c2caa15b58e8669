import type { SearchResult, TerritoryDetail } from '@epic/api/schemas';
import type { KeyFiguresData, TerritoryOption, TerritoryRef } from '@epic/ui';

/** A search result as an option of the territory picker. */
export function toOption(result: SearchResult): TerritoryOption {
  return {
    type: result.type,
    code: result.code,
    name: result.name,
    year: result.year,
    ...(result.departement ? { departement: result.departement } : {}),
    ...(result.population !== null ? { population: result.population } : {}),
    ...(result.postalCode ? { postalCodes: [result.postalCode] } : {}),
  };
}

const change = (value: TerritoryDetail['change']['previous']) =>
  value ? { year: value.year, absolute: value.absolute, relative: value.relative ?? 0 } : null;

/** The API's territory detail as the props of `KeyFigures`. */
export function toKeyFigures(detail: TerritoryDetail, requestedYear?: number): KeyFiguresData {
  const { territory } = detail;
  const year = requestedYear ?? territory.year;
  const exists = detail.exists.includes(year);
  const { parent, national } = detail.rank;
  return {
    territory: { type: territory.type, code: territory.code, name: territory.name },
    year,
    exists,
    existingYears: detail.exists,
    population: detail.population,
    changePrevious: change(detail.change.previous),
    changeFirst: change(detail.change.first),
    rankParent: parent
      ? { rank: parent.rank, of: parent.of, share: parent.share ?? 0, parent: parent.parent }
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
  return [...chain, { type: territory.type, code: territory.code, name: territory.name }];
}
