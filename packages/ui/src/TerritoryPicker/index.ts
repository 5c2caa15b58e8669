export type {
  TerritoryLevelFilter,
  TerritoryPickerOption,
  TerritoryPickerProps,
  TerritorySearchStatus,
} from './TerritoryPicker';
export { TerritoryPicker } from './TerritoryPicker';
export type { TerritoryPickerMessages } from './TerritoryPicker.messages';
export { territoryPickerMessages } from './TerritoryPicker.messages';
