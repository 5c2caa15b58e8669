import type { TerritoryType } from '../territory/types';

export type LineageMessages = {
  /** "Béon (01039) n’existe pas dans le millésime 2025." */
  absent: (nameWithCode: string, year: number) => string;
  /** Before the list of vintages where the territory exists. */
  existingYears: (type: TerritoryType) => string;
  /** Accessible name of a vintage link: "Voir Béon en 2019". */
  showYear: (name: string, year: number) => string;
  noExistingYear: string;
  /** Before the communes it was merged into: "En 2025, son territoire fait partie de :". */
  successorsIn: (year: number, type: TerritoryType) => string;
  /** Before the communes it was created from, in a vintage before it existed. */
  predecessorsIn: (year: number, type: TerritoryType) => string;
  /** "Commune nouvelle issue en 2023 de la fusion de :" (or "Issue en 2025 de :" for a new code). */
  mergedFrom: (year: number, count: number, type: TerritoryType) => string;
  /** "Devenue", before the commune(s) it became part of. */
  mergedInto: (type: TerritoryType) => string;
  /** "en 2023", after the commune(s) it became part of. */
  mergedIntoYear: (year: number) => string;
  /** Accessible name of a link to a territory in a vintage: "Voir Culoz-Béon (01138) en 2025". */
  showTerritory: (nameWithCode: string, year: number) => string;
};

const existing: Record<TerritoryType, string> = {
  commune: 'Millésimes où cette commune existe\u00a0:',
  arrondissement: 'Millésimes où cet arrondissement existe\u00a0:',
  epci: 'Millésimes où cette intercommunalité existe\u00a0:',
  departement: 'Millésimes où ce département existe\u00a0:',
  region: 'Millésimes où cette région existe\u00a0:',
  ze: 'Millésimes où cette zone d’emploi existe\u00a0:',
  aav: 'Millésimes où cette aire existe\u00a0:',
  uu: 'Millésimes où cette unité urbaine existe\u00a0:',
  bv: 'Millésimes où ce bassin de vie existe\u00a0:',
};

export const lineageMessages: LineageMessages = {
  absent: (nameWithCode, year) => `${nameWithCode} n’existe pas dans le millésime ${year}.`,
  existingYears: (type) => existing[type],
  showYear: (name, year) => `Voir ${name} en ${year}`,
  noExistingYear: 'Ce territoire n’existe dans aucun millésime disponible.',
  successorsIn: (year, type) =>
    type === 'epci'
      ? `En ${year}, ses communes appartiennent à\u00a0:`
      : `En ${year}, son territoire fait partie de\u00a0:`,
  predecessorsIn: (year, type) =>
    type === 'epci'
      ? `En ${year}, cette intercommunalité n’existait pas encore. Ses communes appartenaient à\u00a0:`
      : `En ${year}, cette commune n’existait pas encore sous ce code. Elle est issue de\u00a0:`,
  mergedFrom: (year, count, type) =>
    type === 'epci'
      ? `Intercommunalité créée en ${year}\u202f; ses communes appartenaient auparavant à\u00a0:`
      : count > 1
        ? `Commune nouvelle issue en ${year} de la fusion de\u00a0:`
        : `Issue en ${year} de\u00a0:`,
  mergedInto: (type) => (type === 'epci' ? 'Ses communes ont rejoint' : 'Devenue'),
  mergedIntoYear: (year) => `en ${year}`,
  showTerritory: (nameWithCode, year) => `Voir ${nameWithCode} en ${year}`,
};
