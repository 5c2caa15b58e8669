import type { MouseEvent, ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './NavLink.module.css';

export type NavLinkProps = {
  /** Destination of the link. */
  href: string;
  /** Whether this link is the current page: sets `aria-current="page"` and the highlight. @default false */
  current?: boolean;
  /** Link component injected by the app (its router's link adapted to take `href`). @default 'a' */
  linkComponent?: LinkComponent;
  /** Called on click before navigation; call `event.preventDefault()` to stop it. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Visual variant: `bar` for the header's horizontal bar, `menu` inside the mobile menu. @default 'bar' */
  variant?: 'bar' | 'menu';
  /** The link's label. */
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
