export type { FooterLinkKey, FooterProps } from './Footer';
export { defaultFooterHrefs, Footer } from './Footer';
export type { FooterMessages } from './Footer.messages';
export { footerMessages } from './Footer.messages';
