/**
 * The sources of the catalogue's indicators: what a reader is told about them (producer, dataset,
 * licence, attribution to quote, geography and reference years), shared by the API's answers and
 * exports and the site's À propos page. Apart from the indicators, so that a page listing the
 * sources does not ship the whole catalogue; where the importer finds each file is the API's
 * business (apps/api/src/indicators/source-paths.ts), never shipped to the site.
 */

const SOURCES = [
  {
    id: 'comparateur-2022',
    dataset: 'Base du comparateur de territoires (édition 2022)',
    producer: 'Insee',
    licence: 'Licence Ouverte / Open Licence 2.0 (Etalab)',
    attribution:
      'Source\u00a0: Insee, Base du comparateur de territoires (édition 2022, géographie au 01/01/2021) — Licence Ouverte 2.0',
    url: 'https://www.insee.fr/fr/statistiques/2521169',
    geographyYear: 2021,
    referenceYears:
      'recensements de 2018 et de 2013, état civil 2013–2018 et 2020, Filosofi 2019, établissements actifs au 31 décembre 2018',
  },
  {
    id: 'filosofi-2021',
    dataset: 'Filosofi 2021 (revenus, pauvreté et niveau de vie)',
    producer: 'Insee-DGFiP-Cnaf-Cnav-CCMSA',
    licence: 'Licence Ouverte / Open Licence 2.0 (Etalab)',
    attribution:
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2021 — Licence Ouverte 2.0',
    url: 'https://www.insee.fr/fr/statistiques/7756729',
    geographyYear: 2024,
    referenceYears: 'revenus de 2021 (France métropolitaine, Martinique et La Réunion)',
  },
  {
    id: 'filosofi-disp',
    dataset:
      'Filosofi 2014 à 2019 (distribution des niveaux de vie des EPCI, départements, régions et de la France métropolitaine)',
    producer: 'Insee-DGFiP-Cnaf-Cnav-CCMSA',
    licence: 'Licence Ouverte / Open Licence 2.0 (Etalab)',
    attribution:
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2014 à 2019 — Licence Ouverte 2.0',
    url: 'https://www.insee.fr/fr/metadonnees/source/serie/s1172',
    // The 2019 files (the catalogue's figures).
    geographyYear: 2020,
    geographyNote: 'chaque année dans la géographie de l’année suivante',
    referenceYears: 'revenus de 2014 à 2019 (France métropolitaine, Martinique et La Réunion)',
  },
] as const;

/**
 * Each source, with `name`, the dataset after its publisher (Insee, whoever produced it):
 * - `geographyYear`: the year of the official geography its file is published in;
 * - `geographyNote`: in French, when one year does not say it (the DISP files are one file per
 *   year, each in the next year's geography);
 * - `referenceYears`: in French, the years its figures describe.
 */
export const INDICATOR_SOURCES = SOURCES.map((source) => ({
  ...source,
  name: `Insee, ${source.dataset}`,
}));
export type IndicatorSourceId = (typeof SOURCES)[number]['id'];
export type IndicatorSource = (typeof INDICATOR_SOURCES)[number];
