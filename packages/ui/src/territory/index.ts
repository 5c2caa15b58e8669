export type { CsvValue } from '@epic/api-contract/csv';
export { csvField, csvNumber, toCsv, UTF8_BOM } from '@epic/api-contract/csv';
export { downloadCsv } from '../csv/download';
export {
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
  nameWithCode,
} from './format';
export type {
  Census,
  Change,
  ChangePerimeter,
  ChangeReason,
  DataSource,
  MemberRow,
  PopulationPoint,
  PopulationSeries,
  TerritoryHref,
  TerritoryOption,
  TerritoryRef,
  TerritoryType,
  ZoneType,
} from './types';
export { territoryTypeLabels, territoryTypes, zoneTypes } from './types';
