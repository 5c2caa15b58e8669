export { classOf, quantileBreaks } from './classes';
export type { FranceMapLevel, FranceMapProps } from './FranceMap';
export { FranceMap } from './FranceMap';
export type { FranceMapMessages } from './FranceMap.messages';
export { franceMapMessages } from './FranceMap.messages';
export {
  departementsOf,
  overseasDepartements,
  regionNames,
  regionOfDepartement,
} from './regions';
