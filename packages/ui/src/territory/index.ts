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
  SideType,
  TerritoryHref,
  TerritoryOption,
  TerritoryRef,
  TerritoryType,
  ZoneType,
} from './types';
export { sideTypeLabels, territoryTypeLabels, territoryTypes, zoneTypes } from './types';
