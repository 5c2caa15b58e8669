export type { FieldMessages } from '../Field';
export { fieldMessages } from '../Field';
export type { TextInputProps } from './TextInput';
export { TextInput } from './TextInput';
