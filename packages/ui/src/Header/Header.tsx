import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { ContactLink, type ContactLinkMessages } from '../ContactLink';
import type { Logo } from '../LogoStrip';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { NavLink } from '../NavLink';
import { type HeaderMessages, headerMessages } from './Header.messages';
import styles from './Header.module.css';

/**
 * When a navigation item is the current page: `exact` (same path), `prefix` (the same path or a
 * page under it; `/` only matches itself), or a test of the current pathname (no query, no hash,
 * no trailing slash).
 */
export type NavMatch = 'exact' | 'prefix' | ((pathname: string) => boolean);

/** A link of the header: the brand link or a navigation item, as passed to `onNavigate`. */
export type HeaderLink = {
  /** Visible label. */
  label: string;
  /** Destination (path, with a query if needed). */
  href: string;
  /**
   * The destination needs a signed-in user: the app's `onNavigate` checks sign-in first.
   * @default false
   */
  checksAuth?: boolean;
};

/** An entry of the main navigation. */
export type HeaderNavItem = HeaderLink & {
  /** When this item is the current page. @default 'prefix' */
  match?: NavMatch;
};

/** The brand link back to the home page. */
export type HeaderBrand = {
  /** Site name, shown in bold. */
  name: string;
  /** Line under the name. */
  tagline?: string;
  /** Home page address. @default '/' */
  href?: string;
  /** The home page needs a signed-in user (see `HeaderLink.checksAuth`). @default false */
  checksAuth?: boolean;
};

export type HeaderUser = {
  /** Display name of the signed-in user. */
  name: string;
};

/** Path without query, hash or trailing slash (`/` stays `/`). */
const bare = (path: string) => (path.split(/[?#]/)[0] as string).replace(/\/+$/, '') || '/';

/** Whether `item` is the page at `path` (pathname, with or without query and hash). */
export function isCurrentNavItem(item: HeaderNavItem, path: string): boolean {
  const { match = 'prefix' } = item;
  const pathname = bare(path);
  if (typeof match === 'function') return match(pathname);
  const base = bare(item.href);
  return (
    pathname === base || (match === 'prefix' && base !== '/' && pathname.startsWith(`${base}/`))
  );
}

export type HeaderProps = {
  /** Site name, tagline and home address of the brand link. */
  brand: HeaderBrand;
  /** Main navigation, in display order. The first item matching `currentPath` is marked current. */
  navigation: readonly HeaderNavItem[];
  /** Current path (pathname, with or without query): its item gets `aria-current="page"`. */
  currentPath: string;
  /** Transparent background, e.g. over the home page's hero area. @default false */
  transparent?: boolean;
  /**
   * Product logos beside the site name, hidden when the header is narrower than the medium
   * breakpoint. Each needs a text alternative that describes the image. @default []
   */
  productLogos?: readonly Logo[];
  /**
   * Keeps the logos, smaller, when the header is narrower than the medium breakpoint (an agency's
   * logo it must show on phones). @default false
   */
  logosOnSmallScreens?: boolean;
  /** Link component injected by the app (its router's link). @default 'a' */
  linkComponent?: LinkComponent;
  /**
   * Called when the brand or a navigation link is clicked, before navigation, with that link.
   * Call `event.preventDefault()` to take over (e.g. check sign-in first when `checksAuth`).
   */
  onNavigate?: (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Recipient of a Contact link after the navigation (none when absent). */
  contactEmail?: string;
  /** Overrides of the Contact link's copy (label, pre-filled subject). */
  contactMessages?: Partial<ContactLinkMessages>;
  /** The signed-in user; `null` or absent when signed out. */
  user?: HeaderUser | null;
  /** Shows "Se déconnecter" next to the user's name when given. */
  onSignOut?: () => void;
  /** Shows "Se connecter" when signed out and given. */
  onSignIn?: () => void;
  /** More actions at the end of the user area (e.g. a language switch). */
  actions?: ReactNode;
  /** The folded menu starts open (narrow headers only; e.g. to show that state in docs). @default false */
  defaultMenuOpen?: boolean;
  /** Overrides of the French copy of the generic labels (menu, sign in, sign out…). */
  messages?: Partial<HeaderMessages>;
};

/**
 * The site header: brand, main navigation, optional Contact link, and the user area (sign-in or
 * the signed-in user with sign-out). Every site-specific part comes in through props. It adapts to
 * its own width (container queries), not the viewport's: below the "medium" breakpoint the logos
 * hide and the links fold into a menu.
 */
export function Header({
  brand,
  navigation,
  currentPath,
  transparent = false,
  productLogos = [],
  logosOnSmallScreens = false,
  linkComponent: Link = 'a',
  onNavigate,
  contactEmail,
  contactMessages,
  user,
  onSignOut,
  onSignIn,
  actions,
  defaultMenuOpen = false,
  messages,
}: HeaderProps) {
  const m = withMessages(headerMessages, messages);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const current = navigation.findIndex((item) => isCurrentNavItem(item, currentPath));
  const home: HeaderLink = {
    label: brand.name,
    href: brand.href ?? '/',
    checksAuth: brand.checksAuth,
  };
  const variant = menuOpen ? 'menu' : 'bar';

  // Escape closes the open menu and gives the focus back to the burger.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const handleClick = (link: HeaderLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    onNavigate?.(link, event);
  };

  const button = (label: string, onClick: () => void) => (
    <Button variant="secondary" className={styles.action} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <header
      className={styles.header}
      data-transparent={transparent || undefined}
      data-small-logos={logosOnSmallScreens || undefined}
      data-menu-open={menuOpen || undefined}
    >
      <div className={styles.bar}>
        <Link
          href={home.href}
          className={styles.brand}
          // Starts with the visible text (RGAA 6.1 / WCAG 2.5.3), then says where it leads.
          aria-label={`${[brand.name, brand.tagline].filter(Boolean).join(', ')} – ${m.home}`}
          onClick={handleClick(home)}
        >
          {productLogos.length > 0 && (
            <span className={styles.logos}>
              {productLogos.map((logo) => (
                <img
                  key={`${logo.src}|${logo.alt}`}
                  className={styles.logo}
                  src={logo.src}
                  alt={logo.alt}
                  width={logo.width}
                  height={logo.height}
                />
              ))}
            </span>
          )}
          <span className={styles.siteName} data-part="brand-text">
            <span className={styles.title}>{brand.name}</span>
            {brand.tagline && <span className={styles.tagline}>{brand.tagline}</span>}
          </span>
        </Link>

        <button
          ref={burgerRef}
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? m.closeMenu : m.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.burgerIcon} aria-hidden="true" />
          <span className={styles.burgerText} aria-hidden="true">
            {m.menu}
          </span>
        </button>

        <div id={menuId} className={styles.menu}>
          <nav className={styles.nav} aria-label={m.navigation}>
            <ul className={styles.list}>
              {navigation.map((item, index) => (
                <li key={item.label}>
                  <NavLink
                    href={item.href}
                    current={index === current}
                    linkComponent={Link}
                    onClick={handleClick(item)}
                    variant={variant}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {contactEmail && (
                <li>
                  <ContactLink email={contactEmail} variant={variant} messages={contactMessages} />
                </li>
              )}
            </ul>
          </nav>
          {(user || onSignIn || actions) && (
            <div className={styles.user}>
              {user ? (
                <>
                  <span className={styles.userName} data-part="user-name">
                    <span className={styles.userPrefix}>{m.signedInAs}</span>{' '}
                    <span className={styles.nameText}>{user.name}</span>
                  </span>
                  {onSignOut && button(m.signOut, onSignOut)}
                </>
              ) : (
                onSignIn && button(m.signIn, onSignIn)
              )}
              {actions}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
