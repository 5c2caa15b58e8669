/**
 * CATEAAV2020: a commune's place in its aire d'attraction des villes, as INSEE words it. Apart
 * from table.ts so that the API's answers name it without loading the xlsx reader.
 */
export const AAV_CATEGORIES: Readonly<Record<string, string>> = {
  '11': 'Commune-centre',
  '12': 'Autre commune du pôle principal',
  '13': 'Commune d’un pôle secondaire',
  '20': 'Commune de la couronne',
  '30': 'Commune hors attraction des villes',
};
