export type { ShareLinkProps } from './ShareLink';
export { ShareLink } from './ShareLink';
export type { ShareLinkMessages } from './ShareLink.messages';
export { shareLinkMessages } from './ShareLink.messages';
