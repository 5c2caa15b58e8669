import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ContactLink, type ContactLinkMessages } from '../ContactLink';
import type { Logo } from '../LogoStrip';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { NavLink } from '../NavLink';
import { type HeaderMessages, headerMessages } from './Header.messages';
import styles from './Header.module.css';

/** The header's navigation targets, in display order. */
export const navTargets = ['home', 'explorer', 'comparer', 'about'] as const;
export type NavTarget = (typeof navTargets)[number];

/** Default destinations of the header links (the site's routes). */
export const defaultNavHrefs: Record<NavTarget, string> = {
  home: '/',
  explorer: '/explorer/',
  comparer: '/comparer/',
  about: '/a-propos/',
};

/** Which target a path belongs to, ignoring the query, the hash and a trailing slash. */
export function navTargetForPath(path: string): NavTarget | undefined {
  const pathname = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  return navTargets.find((target) => {
    const base = defaultNavHrefs[target].replace(/\/+$/, '') || '/';
    return base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
  });
}

export type HeaderUser = {
  /** Display name of the signed-in user. */
  name: string;
};

export type HeaderProps = {
  /** Current path (pathname, with or without query): its link gets `aria-current="page"`. */
  currentPath: string;
  /** Transparent background, for the home route (spec §2). @default false */
  transparent?: boolean;
  /**
   * The two product logos, hidden when the header is narrower than the medium breakpoint. Each
   * needs a text alternative that describes the image.
   */
  productLogos?: readonly Logo[];
  /** Destinations per target, e.g. Comparer with its query. @default defaultNavHrefs */
  hrefs?: Partial<Record<NavTarget, string>>;
  /** Link component injected by the app (its router's link). @default 'a' */
  linkComponent?: LinkComponent;
  /**
   * Called when a navigation link (or the brand link, as `home`) is clicked, before navigation.
   * Call `event.preventDefault()` to take over (e.g. check authentication first).
   */
  onNavigate?: (target: NavTarget, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Recipient of the Contact link. */
  contactEmail: string;
  /** The signed-in user; `null` or absent when signed out. */
  user?: HeaderUser | null;
  /** Shows "Se déconnecter" next to the user's name when given. */
  onSignOut?: () => void;
  /** Shows "Se connecter" when signed out and given. */
  onSignIn?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<HeaderMessages>;
  /** Overrides of the Contact link's copy. */
  contactMessages?: Partial<ContactLinkMessages>;
};

/**
 * The site header: brand, main navigation (Accueil, Explorer, Comparer, À propos), Contact and
 * the signed-in user. It adapts to its own width (container queries), not the viewport's: below
 * the "medium" breakpoint the logos hide and the links fold into a menu; above it, the navigation
 * and the user wrap onto a second row when they do not fit beside the brand.
 */
export function Header({
  currentPath,
  transparent = false,
  productLogos = [],
  hrefs,
  linkComponent: Link = 'a',
  onNavigate,
  contactEmail,
  user,
  onSignOut,
  onSignIn,
  messages,
  contactMessages,
}: HeaderProps) {
  const m = withMessages(headerMessages, messages);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const current = navTargetForPath(currentPath);
  const destinations = { ...defaultNavHrefs, ...hrefs };
  const labels: Record<NavTarget, string> = {
    home: m.home,
    explorer: m.explorer,
    comparer: m.comparer,
    about: m.about,
  };

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) burgerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  const handleClick = (target: NavTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    onNavigate?.(target, event);
  };

  return (
    <header
      className={styles.header}
      data-transparent={transparent || undefined}
      data-menu-open={menuOpen || undefined}
    >
      <div className={styles.bar}>
        <Link
          href={destinations.home}
          className={styles.brand}
          aria-label={m.homeLinkLabel}
          onClick={handleClick('home')}
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
          <span className={styles.siteName}>
            <span className={styles.title}>{m.siteName}</span>
            <span className={styles.tagline}>{m.tagline}</span>
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
              {navTargets.map((target) => (
                <li key={target}>
                  <NavLink
                    href={destinations[target]}
                    current={current === target}
                    linkComponent={Link}
                    onClick={handleClick(target)}
                    variant={menuOpen ? 'menu' : 'bar'}
                  >
                    {labels[target]}
                  </NavLink>
                </li>
              ))}
              <li>
                <ContactLink
                  email={contactEmail}
                  variant={menuOpen ? 'menu' : 'bar'}
                  messages={contactMessages}
                />
              </li>
            </ul>
          </nav>
          {user ? (
            <div className={styles.user}>
              <span className={styles.userName} data-part="user-name">
                <span className={styles.userPrefix}>{m.signedInAs}</span> {user.name}
              </span>
              {onSignOut && (
                <button type="button" className={styles.action} onClick={onSignOut}>
                  {m.signOut}
                </button>
              )}
            </div>
          ) : (
            onSignIn && (
              <div className={styles.user}>
                <button type="button" className={styles.action} onClick={onSignIn}>
                  {m.signIn}
                </button>
              </div>
            )
          )}
        </div>
      </div>
    </header>
  );
}
