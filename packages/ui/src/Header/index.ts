export type { HeaderProps, HeaderUser, NavTarget } from './Header';
export { defaultNavHrefs, Header, navTargetForPath, navTargets } from './Header';
export type { HeaderMessages } from './Header.messages';
export { headerMessages } from './Header.messages';
