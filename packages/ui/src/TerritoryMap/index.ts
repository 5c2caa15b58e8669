export {
  circleRadius,
  divergingClasses,
  divergingPalette,
  quantileBreaks as mapQuantileBreaks,
  sequentialClasses,
  sequentialPalette,
} from './classes';
export type { TerritoryMapProps } from './TerritoryMap';
export { TerritoryMap } from './TerritoryMap';
export type { TerritoryMapMessages } from './TerritoryMap.messages';
export { territoryMapMessages } from './TerritoryMap.messages';
export * from './topology';
export type {
  AreasLayer,
  CommunesLayer,
  MapIndicator,
  MapLayer,
  MapValue,
  ZonesLayer,
} from './types';
