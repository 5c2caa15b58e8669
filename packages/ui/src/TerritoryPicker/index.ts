export type {
  TerritoryLevelFilter,
  TerritoryPickerProps,
  TerritorySearchStatus,
} from './TerritoryPicker';
export { TerritoryPicker } from './TerritoryPicker';
export type { TerritoryPickerMessages } from './TerritoryPicker.messages';
export { territoryPickerMessages } from './TerritoryPicker.messages';
