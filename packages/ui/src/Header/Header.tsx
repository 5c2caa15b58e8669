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
 * Quand un élément de navigation est la page courante : `exact` (même chemin), `prefix` (le même
 * chemin ou une page en dessous ; `/` ne correspond qu’à lui-même), ou un test du pathname courant
 * (sans paramètres de requête, sans fragment, sans barre oblique finale).
 */
export type NavMatch = 'exact' | 'prefix' | ((pathname: string) => boolean);

/**
 * Un lien de l’en-tête : le lien de marque ou un élément de navigation, tel que passé à
 * `onNavigate`.
 */
export type HeaderLink = {
  /** Libellé visible. */
  label: string;
  /** Destination (chemin, avec des paramètres de requête si besoin). */
  href: string;
  /**
   * La destination demande un utilisateur connecté : le `onNavigate` de l’application vérifie
   * d’abord la connexion. @default false
   */
  checksAuth?: boolean;
};

/** Un élément de la navigation principale. */
export type HeaderNavItem = HeaderLink & {
  /** Quand cet élément est la page courante. @default 'prefix' */
  match?: NavMatch;
};

/** Le lien de marque, qui ramène à la page d’accueil. */
export type HeaderBrand = {
  /** Nom du site, affiché en gras. */
  name: string;
  /** Ligne sous le nom. */
  tagline?: string;
  /** Adresse de la page d’accueil. @default '/' */
  href?: string;
  /**
   * La page d’accueil demande un utilisateur connecté (voir `HeaderLink.checksAuth`).
   * @default false
   */
  checksAuth?: boolean;
};

/** L’utilisateur connecté. */
export type HeaderUser = {
  /** Nom affiché de l’utilisateur connecté. */
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
  /** Nom du site, slogan et adresse d’accueil du lien de marque. */
  brand: HeaderBrand;
  /**
   * Navigation principale, dans l’ordre d’affichage. Le premier élément qui correspond à
   * `currentPath` est marqué comme courant.
   */
  navigation: readonly HeaderNavItem[];
  /**
   * Chemin courant (pathname, avec ou sans paramètres de requête) : son élément reçoit
   * `aria-current="page"`.
   */
  currentPath: string;
  /** Fond transparent, par exemple sur la zone d’accroche de la page d’accueil. @default false */
  transparent?: boolean;
  /**
   * Logos du produit à côté du nom du site, masqués quand l’en-tête est plus étroit que le point de
   * rupture moyen. Chacun demande une alternative textuelle qui décrit l’image. @default []
   */
  productLogos?: readonly Logo[];
  /**
   * Garde les logos, plus petits, quand l’en-tête est plus étroit que le point de rupture moyen (le
   * logo d’un organisme qui doit figurer sur les téléphones). @default false
   */
  logosOnSmallScreens?: boolean;
  /** Composant de lien injecté par l’application (le lien de son routeur). @default 'a' */
  linkComponent?: LinkComponent;
  /**
   * Appelée au clic sur le lien de marque ou un lien de navigation, avant la navigation, avec ce
   * lien. Appeler `event.preventDefault()` pour prendre la main (par exemple vérifier d’abord la
   * connexion quand `checksAuth` est vrai).
   */
  onNavigate?: (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Destinataire d’un lien Contact placé après la navigation (aucun lien en son absence). */
  contactEmail?: string;
  /** Remplacements des textes du lien Contact (libellé, objet prérempli). */
  contactMessages?: Partial<ContactLinkMessages>;
  /** L’utilisateur connecté ; `null` ou absent quand personne n’est connecté. */
  user?: HeaderUser | null;
  /** Affiche « Se déconnecter » à côté du nom de l’utilisateur quand elle est fournie. */
  onSignOut?: () => void;
  /** Affiche « Se connecter » quand personne n’est connecté et qu’elle est fournie. */
  onSignIn?: () => void;
  /** Actions supplémentaires à la fin de la zone utilisateur (par exemple un choix de langue). */
  actions?: ReactNode;
  /**
   * Le menu replié démarre ouvert (en-têtes étroits seulement ; par exemple pour montrer cet état
   * dans la documentation). @default false
   */
  defaultMenuOpen?: boolean;
  /** Remplacements des textes français des libellés génériques (menu, connexion, déconnexion…). */
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
