export type { SkeletonLineProps } from './Skeleton';
export { SkeletonLine } from './Skeleton';
