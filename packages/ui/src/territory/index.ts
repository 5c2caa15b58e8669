export type { CsvValue } from './csv';
export { csvField, csvNumber, downloadCsv, toCsv, UTF8_BOM } from './csv';
export {
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
  nameWithCode,
} from './format';
export type {
  Change,
  DataSource,
  MemberRow,
  PopulationSeries,
  TerritoryHref,
  TerritoryOption,
  TerritoryRef,
  TerritoryType,
} from './types';
export { territoryTypeLabels, territoryTypes } from './types';
