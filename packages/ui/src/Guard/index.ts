export type { GuardProps, GuardStatus } from './Guard';
export { Guard } from './Guard';
export type { GuardMessages } from './Guard.messages';
export { guardMessages } from './Guard.messages';
