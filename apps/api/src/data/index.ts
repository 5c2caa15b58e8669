export type { Catalogue, VintageInfo } from './builders.js';
export { type ChildrenQuery, type ComparePair, DataService } from './service.js';
