export type { Catalogue, VintageInfo } from './catalogue.js';
export { type ChildrenQuery, type ComparePair, DataService } from './service.js';
