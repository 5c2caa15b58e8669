import type { MouseEvent, ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './NavLink.module.css';

export type NavLinkProps = {
  /** Destination du lien. */
  href: string;
  /**
   * Indique si ce lien mène à la page courante : pose `aria-current="page"` et la mise en évidence.
   * @default false
   */
  current?: boolean;
  /**
   * Composant de lien injecté par l’application (le lien de son routeur, adapté pour prendre
   * `href`). @default 'a'
   */
  linkComponent?: LinkComponent;
  /** Appelée au clic, avant la navigation ; appeler `event.preventDefault()` pour l’empêcher. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Variante visuelle : `bar` pour la barre horizontale de l’en-tête, `menu` dans le menu mobile.
   * @default 'bar'
   */
  variant?: 'bar' | 'menu';
  /** Le libellé du lien. */
  children: ReactNode;
};

/** A navigation link that marks the current page for sight and for assistive technology. */
export function NavLink({
  href,
  current = false,
  linkComponent: Link = 'a',
  onClick,
  variant = 'bar',
  children,
}: NavLinkProps) {
  return (
    <Link
      href={href}
      className={styles.link}
      data-variant={variant}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
