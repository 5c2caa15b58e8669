export type { RadioGroupProps, RadioOption, RadioProps } from './Radio';
export { Radio, RadioGroup } from './Radio';
