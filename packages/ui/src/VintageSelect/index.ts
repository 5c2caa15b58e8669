export type { Vintage, VintageSelectProps } from './VintageSelect';
export { VintageSelect } from './VintageSelect';
export type { VintageSelectMessages } from './VintageSelect.messages';
export { vintageSelectMessages } from './VintageSelect.messages';
