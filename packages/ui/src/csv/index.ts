export type { CsvDialect, CsvFormat, CsvValue } from './csv';
export {
  CSV_DIALECTS,
  CSV_FORMATS,
  csvField,
  csvNumber,
  DEFAULT_CSV_DIALECT,
  isCsvDialect,
  neutraliseFormula,
  toCsv,
  UTF8_BOM,
} from './csv';
