/**
 * Where the importer finds each source of the catalogue under data/opendata. The catalogue
 * (@epic/api-contract) says what a reader is told about a source; these paths are the import's
 * alone, so that the site never ships them.
 */
import type { INDICATOR_SOURCES, IndicatorCatalogue, IndicatorSourceId } from '@epic/api-contract';

/** The Filosofi DISP files' folder: one file per level and year (filosofi-disp.ts). */
export const DISP_DIR = 'insee-filosofi-disp-2014-2019';

export const SOURCE_FILES: Readonly<Record<IndicatorSourceId, string>> = {
  'comparateur-2022': 'insee-comparateur-ed2022-geo2021/base_cc_comparateur_csv.zip',
  'filosofi-2021': 'insee-filosofi-2021-geo2024/cc_filosofi_2021_COM.csv',
  'filosofi-disp': `${DISP_DIR}/`,
};

/** A source as the catalogue's answers list it (`GET /api/indicators`, compare with statistics). */
export function sourceAnswer(
  source: (typeof INDICATOR_SOURCES)[number],
): IndicatorCatalogue['sources'][number] {
  const { id, name, producer, licence, attribution, url, geographyYear } = source;
  return { id, name, producer, licence, attribution, url, geographyYear, file: SOURCE_FILES[id] };
}
