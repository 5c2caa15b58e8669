export type { DataErrorProps } from './DataError';
export { DataError } from './DataError';
