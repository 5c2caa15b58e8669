export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button, ButtonLink } from './Button';
export type { ButtonMessages } from './Button.messages';
export { buttonMessages } from './Button.messages';
