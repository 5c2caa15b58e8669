export type { FieldMessages } from './Field.messages';
export { fieldMessages } from './Field.messages';
