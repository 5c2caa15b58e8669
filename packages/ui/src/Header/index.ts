export type {
  HeaderBrand,
  HeaderLink,
  HeaderNavItem,
  HeaderProps,
  HeaderUser,
  NavMatch,
} from './Header';
export { Header, isCurrentNavItem } from './Header';
export type { HeaderMessages } from './Header.messages';
export { headerMessages } from './Header.messages';
