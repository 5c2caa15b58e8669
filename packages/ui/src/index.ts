import './styles/tokens.css';

export * from './Breadcrumb';
export * from './ContactLink';
export * from './Footer';
export * from './FundingNotice';
export * from './Guard';
export * from './Header';
export * from './KeyFigures';
export * from './Layout';
export * from './LogoStrip';
export type { LinkComponent, LinkComponentProps } from './link';
export * from './MembersTable';
export { withMessages } from './messages';
export * from './NavLink';
export { breakpoints, mediumAndDown } from './styles/breakpoints';
export * from './TerritoryPicker';
export * from './territory';
export * from './VisuallyHidden';
