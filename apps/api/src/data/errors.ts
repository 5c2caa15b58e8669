/** The data API's errors, with their French messages. */

import { type AbsentDetails, codeFormatMessage, type TerritoryType } from '@epic/api-contract';
import { HttpError } from '../errors.js';

/** "Aucune commune n’a le code 99999." */
const NOT_FOUND: Record<TerritoryType, (code: string) => string> = {
  region: (code) => `Aucune région n’a le code ${code}.`,
  departement: (code) => `Aucun département n’a le code ${code}.`,
  epci: (code) => `Aucun EPCI n’a le code ${code}.`,
  commune: (code) => `Aucune commune n’a le code ${code}.`,
  arrondissement: (code) => `Aucun arrondissement municipal n’a le code ${code}.`,
  ze: (code) => `Aucune zone d’emploi n’a le code ${code}.`,
  aav: (code) => `Aucune aire d’attraction des villes n’a le code ${code}.`,
  uu: (code) => `Aucune unité urbaine n’a le code ${code}.`,
  bv: (code) => `Aucun bassin de vie n’a le code ${code}.`,
};
const EXISTS_IN: Record<TerritoryType, string> = {
  region: 'cette région existe',
  departement: 'ce département existe',
  epci: 'cet EPCI existe',
  commune: 'cette commune existe',
  arrondissement: 'cet arrondissement existe',
  ze: 'cette zone d’emploi existe',
  aav: 'cette aire existe',
  uu: 'cette unité urbaine existe',
  bv: 'ce bassin de vie existe',
};

/** A French list: "2019, 2021 et 2022". */
function list(items: readonly (string | number)[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

export function invalidId(type: TerritoryType): HttpError {
  return new HttpError(400, 'INVALID_ID', codeFormatMessage(type));
}

export function noData(): HttpError {
  return new HttpError(
    503,
    'NO_DATA',
    'Aucune donnée n’est encore importée\u00a0: lancez «\u202fnpm run import\u202f».',
  );
}

export function yearNotFound(year: number, available: number[]): HttpError {
  return new HttpError(
    404,
    'YEAR_NOT_FOUND',
    `Aucune donnée pour le millésime ${year}. Millésimes disponibles\u00a0: ${list(available)}.`,
    { available },
  );
}

export function indicatorNotFound(id: string, available: string[]): HttpError {
  return new HttpError(
    404,
    'INDICATOR_NOT_FOUND',
    `Indicateur inconnu\u00a0: «\u202f${id}\u202f».`,
    {
      available,
    },
  );
}

export function territoryNotFound(type: TerritoryType, code: string): HttpError {
  return new HttpError(404, 'TERRITORY_NOT_FOUND', NOT_FOUND[type](code));
}

/** The territory exists, but not in the vintage asked: where it exists, and what stands in. */
export function absentInYear(
  type: TerritoryType,
  code: string,
  year: number,
  details: AbsentDetails,
): HttpError {
  const { name, exists } = details;
  const successor = list(details.successors.map((s) => `${s.name} (${s.code})`));
  return new HttpError(
    404,
    'TERRITORY_ABSENT_IN_YEAR',
    `${name} (${code}) n’existe pas dans le millésime ${year}. Millésimes où ${EXISTS_IN[type]}\u00a0: ${list(exists)}.${successor ? ` En ${year}, ${type === 'epci' ? 'ses communes appartiennent à' : 'son territoire fait partie de'} ${successor}.` : ''}`,
    details,
  );
}

export function invalidChildType(allowed: TerritoryType[]): HttpError {
  return new HttpError(
    400,
    'INVALID_CHILD_TYPE',
    allowed.length === 0
      ? 'Ce niveau de territoire n’a pas de subdivisions.'
      : `Subdivisions possibles pour ce niveau\u00a0: ${allowed.join(', ')}.`,
  );
}
