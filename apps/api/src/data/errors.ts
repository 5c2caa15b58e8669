/** The data API's errors, with their French messages. */
import { HttpError } from '../errors.js';
import type { AbsentDetails, TerritoryType } from '../schemas.js';

const TYPE_LABELS: Record<TerritoryType, string> = {
  region: 'la région',
  departement: 'le département',
  epci: 'l’EPCI',
  commune: 'la commune',
  arrondissement: 'l’arrondissement municipal',
};
const CODE_EXAMPLES: Record<TerritoryType, string> = {
  region: '2 chiffres, par exemple 11',
  departement: '2 ou 3 caractères, par exemple 75, 2A ou 974',
  epci: 'le numéro SIREN à 9 chiffres, par exemple 200046977',
  commune: 'le code Insee à 5 caractères, par exemple 75056 ou 2A004',
  arrondissement: 'le code Insee à 5 chiffres, par exemple 75101',
};

/** "Aucune commune n’a le code 99999." */
const NOT_FOUND: Record<TerritoryType, (code: string) => string> = {
  region: (code) => `Aucune région n’a le code ${code}.`,
  departement: (code) => `Aucun département n’a le code ${code}.`,
  epci: (code) => `Aucun EPCI n’a le code ${code}.`,
  commune: (code) => `Aucune commune n’a le code ${code}.`,
  arrondissement: (code) => `Aucun arrondissement municipal n’a le code ${code}.`,
};
const EXISTS_IN: Record<TerritoryType, string> = {
  region: 'cette région existe',
  departement: 'ce département existe',
  epci: 'cet EPCI existe',
  commune: 'cette commune existe',
  arrondissement: 'cet arrondissement existe',
};

export function invalidId(type: TerritoryType): HttpError {
  return new HttpError(
    400,
    'INVALID_ID',
    `Code mal formé pour ${TYPE_LABELS[type]} : ${CODE_EXAMPLES[type]} est attendu.`,
  );
}

export function noData(): HttpError {
  return new HttpError(
    503,
    'NO_DATA',
    'Aucune donnée n’est encore importée : lancez « npm run import ».',
  );
}

export function yearNotFound(year: number, available: number[]): HttpError {
  return new HttpError(
    404,
    'YEAR_NOT_FOUND',
    `Aucune donnée pour le millésime ${year}. Millésimes disponibles : ${available.join(', ')}.`,
    { available },
  );
}

export function indicatorNotFound(id: string, available: string[]): HttpError {
  return new HttpError(404, 'INDICATOR_NOT_FOUND', `Indicateur inconnu : « ${id} ».`, {
    available,
  });
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
  const successor = details.successors.map((s) => `${s.name} (${s.code})`).join(', ');
  return new HttpError(
    404,
    'TERRITORY_ABSENT_IN_YEAR',
    `${name} (${code}) n’existe pas dans le millésime ${year}. Millésimes où ${EXISTS_IN[type]} : ${exists.join(', ')}.${successor ? ` En ${year}, ${type === 'epci' ? 'ses communes appartiennent à' : 'son territoire fait partie de'} ${successor}.` : ''}`,
    details,
  );
}

export function invalidChildType(allowed: TerritoryType[]): HttpError {
  return new HttpError(
    400,
    'INVALID_CHILD_TYPE',
    allowed.length === 0
      ? 'Ce niveau de territoire n’a pas de subdivisions.'
      : `Subdivisions possibles pour ce niveau : ${allowed.join(', ')}.`,
  );
}
