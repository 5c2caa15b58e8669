export type { Logo, LogoStripProps } from './LogoStrip';
export { LogoStrip } from './LogoStrip';
export type { LogoStripMessages } from './LogoStrip.messages';
export { logoStripMessages } from './LogoStrip.messages';
