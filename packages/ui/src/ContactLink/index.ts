export type { ContactLinkProps } from './ContactLink';
export { buildMailto, ContactLink } from './ContactLink';
export type { ContactLinkMessages } from './ContactLink.messages';
export { contactLinkMessages } from './ContactLink.messages';
