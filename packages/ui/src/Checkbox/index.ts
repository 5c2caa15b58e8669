export type { CheckboxProps, ChoiceProps } from './Checkbox';
export { Checkbox } from './Checkbox';
