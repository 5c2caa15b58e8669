export type { FooterLinkKey, FooterProps, SiteMapKey } from './Footer';
export { defaultFooterHrefs, Footer, footerLinkKeys, siteMapKeys } from './Footer';
export type { FooterMessages } from './Footer.messages';
export { footerMessages } from './Footer.messages';
