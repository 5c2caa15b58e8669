export type { LayoutProps } from './Layout';
export { Layout } from './Layout';
export type { LayoutMessages } from './Layout.messages';
export { layoutMessages } from './Layout.messages';
