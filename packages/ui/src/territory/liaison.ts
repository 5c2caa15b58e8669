import type { TerritoryType } from './types';

/*
 * The article types (INSEE TNCC) of the names of départements, régions and collectivités
 * d’outre-mer, as @etalab/decoupage-administratif gives them for 2019 to 2026 (liaison.test.ts
 * checks them against the package). Names not listed take none: TNCC 0, or 1 before a vowel.
 */
const byType: Readonly<Record<0 | 2 | 3 | 4 | 5, readonly string[]>> = {
  // Exceptions to the rules below: an article in the name, a vowel without elision.
  0: ['La Réunion', 'Île de Clipperton'],
  2: [
    'Bas-Rhin',
    'Calvados',
    'Cantal',
    'Centre-Val de Loire',
    'Cher',
    'Doubs',
    'Finistère',
    'Gard',
    'Gers',
    'Grand Est',
    'Haut-Rhin',
    'Jura',
    'Loir-et-Cher',
    'Loiret',
    'Lot',
    'Lot-et-Garonne',
    'Morbihan',
    'Nord',
    'Pas-de-Calais',
    'Puy-de-Dôme',
    'Rhône',
    'Tarn',
    'Tarn-et-Garonne',
    'Territoire de Belfort',
    'Val-d’Oise',
    'Val-de-Marne',
    'Var',
    'Vaucluse',
  ],
  3: [
    'Charente',
    'Charente-Maritime',
    'Corrèze',
    'Corse-du-Sud',
    'Creuse',
    'Côte-d’Or',
    'Dordogne',
    'Drôme',
    'Gironde',
    'Guadeloupe',
    'Guyane',
    'Haute-Corse',
    'Haute-Garonne',
    'Haute-Loire',
    'Haute-Marne',
    'Haute-Savoie',
    'Haute-Saône',
    'Haute-Vienne',
    'Loire',
    'Loire-Atlantique',
    'Lozère',
    'Manche',
    'Marne',
    'Martinique',
    'Mayenne',
    'Meuse',
    'Moselle',
    'Nièvre',
    'Nouvelle-Aquitaine',
    'Sarthe',
    'Savoie',
    'Seine-Maritime',
    'Seine-Saint-Denis',
    'Somme',
    'Vendée',
    'Vienne',
  ],
  4: [
    'Alpes-Maritimes',
    'Alpes-de-Haute-Provence',
    'Ardennes',
    'Bouches-du-Rhône',
    'Côtes-d’Armor',
    'Deux-Sèvres',
    'Hautes-Alpes',
    'Hautes-Pyrénées',
    'Hauts-de-France',
    'Hauts-de-Seine',
    'Landes',
    'Pays de la Loire',
    'Pyrénées-Atlantiques',
    'Pyrénées-Orientales',
    'Vosges',
    'Yvelines',
  ],
  5: [
    'Ain',
    'Aisne',
    'Allier',
    'Ardèche',
    'Ariège',
    'Aube',
    'Aude',
    'Aveyron',
    'Essonne',
    'Eure',
    'Hérault',
    'Indre',
    'Isère',
    'Oise',
    'Orne',
    'Yonne',
  ],
};

const departementsAndRegions = new Map<string, number>(
  Object.entries(byType).flatMap(([tncc, names]) => names.map((name) => [name, Number(tncc)])),
);

/** A study zone's name starts with its level's noun: « la zone d’emploi », « le bassin de vie ». */
const zoneLiaison: Partial<Record<TerritoryType, number>> = { ze: 3, aav: 5, uu: 5, bv: 2 };

const vowel = /^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŸ]/i;

/**
 * A commune's article is part of its name (« Le Havre », « La Rochelle », « Les Mées », « L’Haÿ-les-Roses »,
 * « Aux Marais »); otherwise it has none, and « de » elides before a vowel (« d’Orléans »).
 */
function fromName(name: string): number {
  const article = /^(Les|Le|La|Aux) /.exec(name)?.[1] ?? (name.startsWith('L’') ? 'L’' : '');
  const tncc: Record<string, number> = { Le: 2, La: 3, Les: 4, 'L’': 5, Aux: 6 };
  return tncc[article] ?? (vowel.test(name) ? 1 : 0);
}

/**
 * The INSEE article type of a name the data gave none for, derived from its level and its name:
 * départements and régions from INSEE's own list, communes and arrondissements from the name,
 * study zones from their level. `undefined` for an EPCI or an unknown level (their rules differ).
 */
export function deriveTypeLiaison(
  name: string,
  type: TerritoryType | undefined,
): number | undefined {
  const written = name.replace(/'/g, '’');
  switch (type) {
    case 'departement':
    case 'region':
      return departementsAndRegions.get(written) ?? fromName(written);
    case 'commune':
    case 'arrondissement':
      return fromName(written);
    case 'ze':
    case 'aav':
    case 'uu':
    case 'bv':
      return zoneLiaison[type];
    default:
      return undefined;
  }
}
