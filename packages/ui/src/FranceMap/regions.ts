/**
 * Official région of each département (régions of 1 January 2016, unchanged since), with the
 * five overseas départements, which are also régions. Source: INSEE, Code officiel géographique.
 */
export const regionNames: Record<string, string> = {
  '01': 'Guadeloupe',
  '02': 'Martinique',
  '03': 'Guyane',
  '04': 'La Réunion',
  '06': 'Mayotte',
  '11': 'Île-de-France',
  '24': 'Centre-Val de Loire',
  '27': 'Bourgogne-Franche-Comté',
  '28': 'Normandie',
  '32': 'Hauts-de-France',
  '44': 'Grand Est',
  '52': 'Pays de la Loire',
  '53': 'Bretagne',
  '75': 'Nouvelle-Aquitaine',
  '76': 'Occitanie',
  '84': 'Auvergne-Rhône-Alpes',
  '93': 'Provence-Alpes-Côte d’Azur',
  '94': 'Corse',
};

const departementsByRegion: Record<string, string[]> = {
  '01': ['971'],
  '02': ['972'],
  '03': ['973'],
  '04': ['974'],
  '06': ['976'],
  '11': ['75', '77', '78', '91', '92', '93', '94', '95'],
  '24': ['18', '28', '36', '37', '41', '45'],
  '27': ['21', '25', '39', '58', '70', '71', '89', '90'],
  '28': ['14', '27', '50', '61', '76'],
  '32': ['02', '59', '60', '62', '80'],
  '44': ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'],
  '52': ['44', '49', '53', '72', '85'],
  '53': ['22', '29', '35', '56'],
  '75': ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  '76': ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  '84': ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  '93': ['04', '05', '06', '13', '83', '84'],
  '94': ['2A', '2B'],
};

/** Région code of every département code. */
export const regionOfDepartement: Record<string, string> = Object.fromEntries(
  Object.entries(departementsByRegion).flatMap(([region, deps]) =>
    deps.map((dep) => [dep, region]),
  ),
);

/** Département codes of a région. */
export function departementsOf(regionCode: string): readonly string[] {
  return departementsByRegion[regionCode] ?? [];
}

/** The overseas départements, drawn as inset tiles (the base map has only metropolitan France). */
export const overseasDepartements: { code: string; name: string; region: string }[] = [
  { code: '971', name: 'Guadeloupe', region: '01' },
  { code: '972', name: 'Martinique', region: '02' },
  { code: '973', name: 'Guyane', region: '03' },
  { code: '974', name: 'La Réunion', region: '04' },
  { code: '976', name: 'Mayotte', region: '06' },
];
