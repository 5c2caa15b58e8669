export type { TagProps } from './Tag';
export { Tag } from './Tag';
