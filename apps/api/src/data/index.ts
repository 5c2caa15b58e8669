export type { Catalogue, VintageInfo } from './catalogue.js';
export type { CompareRequest, CompareSide } from './compare.js';
export { DataService } from './service.js';
