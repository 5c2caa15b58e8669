/** Errors of the indicators API, with their French messages. */
import { HttpError } from '../errors.js';

export function unknownIndicators(ids: string[]): HttpError {
  return new HttpError(
    404,
    'INDICATOR_NOT_FOUND',
    `Indicateur ou thème inconnu\u00a0: ${ids.map((id) => `«\u202f${id}\u202f»`).join(', ')}.`,
    { unknown: ids },
  );
}

export function invalidParent(): HttpError {
  return new HttpError(
    400,
    'INVALID_PARENT',
    'Paramètre parent invalide\u00a0: type:code attendu, par exemple departement:42 ou region:84.',
    { field: 'parent' },
  );
}

export function invalidParentLevel(level: string, parentType: string): HttpError {
  return new HttpError(
    400,
    'INVALID_PARENT',
    `Paramètre parent\u00a0: un territoire de niveau ${parentType} ne contient pas de territoires de niveau ${level}.`,
    { field: 'parent' },
  );
}

export function noIndicatorData(year: number): HttpError {
  return new HttpError(
    503,
    'NO_INDICATOR_DATA',
    `Les indicateurs du millésime ${year} ne sont pas encore importés\u00a0: lancez «\u202fnpm run import\u202f».`,
  );
}

export function noPopulationData(year: number): HttpError {
  return new HttpError(
    503,
    'NO_DATA',
    `Les populations à périmètre constant du millésime ${year} ne sont pas encore calculées\u00a0: lancez «\u202fnpm run import\u202f».`,
  );
}
