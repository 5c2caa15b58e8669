export type { NavLinkProps } from './NavLink';
export { NavLink } from './NavLink';
