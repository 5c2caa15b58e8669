// The CSV dialects live in @epic/api-contract (the API writes them too); kept here for consumers
// of `@epic/ui/csv`.
export type { CsvDialect, CsvFormat, CsvValue } from '@epic/api-contract/csv';
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
} from '@epic/api-contract/csv';
