export type { TextInputProps } from './TextInput';
export { TextInput } from './TextInput';
export type { FieldMessages } from './TextInput.messages';
export { fieldMessages } from './TextInput.messages';
