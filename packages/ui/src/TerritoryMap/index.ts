export type { ClassificationChooserProps } from './ClassificationChooser';
export { ClassificationChooser } from './ClassificationChooser.lazy';
export type { ClassificationChooserMessages } from './ClassificationChooser.messages';
export type { ClassMethod, MapClass, MapClassification } from './classes';
export {
  circleRadius,
  classMethods,
  DEFAULT_CHANGE_CLASSES,
  DEFAULT_LEVEL_CLASSES,
  divergingClasses,
  divergingPalette,
  effectiveMethod,
  equalBreaks as mapEqualBreaks,
  mapClasses,
  naturalBreaks as mapNaturalBreaks,
  quantileBreaks as mapQuantileBreaks,
  sequentialClasses,
  sequentialPalette,
} from './classes';
export type { DivergingPaletteId, PaletteId, SequentialPaletteId } from './palettes';
export {
  divergingPaletteIds,
  isDivergingPalette,
  isSequentialPalette,
  MAX_CLASSES,
  MIN_CLASSES,
  sequentialPaletteIds,
} from './palettes';
export type { TerritoryMapProps } from './TerritoryMap';
export { TerritoryMap } from './TerritoryMap';
export type { TerritoryMapMessages } from './TerritoryMap.messages';
export { territoryMapMessages } from './TerritoryMap.messages';
export type { ThresholdsError, ThresholdsResult } from './thresholds';
export * from './topology';
export type {
  AreasLayer,
  CommunesLayer,
  EpciLayer,
  MapIndicator,
  MapLayer,
  MapValue,
  ZonesLayer,
} from './types';
