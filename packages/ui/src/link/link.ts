import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props every injected link component must accept: a plain anchor's, with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A router-agnostic link: `ui` never imports a router. The app passes its router's link
 * (adapted to take `href`), stories and tests use the plain `<a>` default.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';
