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
