export type { LinkComponent, LinkComponentProps } from './link';
