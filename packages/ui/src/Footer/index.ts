export type { FooterLink, FooterLinkGroup, FooterProps } from './Footer';
export { Footer } from './Footer';
export type { FooterMessages } from './Footer.messages';
export { footerMessages } from './Footer.messages';
