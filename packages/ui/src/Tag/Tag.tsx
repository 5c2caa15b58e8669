import type { MouseEvent, ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './Tag.module.css';

export type TagProps = {
  /** Texte de l’étiquette. */
  children: ReactNode;
  /** Taille de l’étiquette. @default 'md' */
  size?: 'sm' | 'md';
  /**
   * Fait de l’étiquette un interrupteur (un `<button aria-pressed>`) : indique s’il est activé. À
   * fournir avec `onClick`.
   */
  selected?: boolean;
  /**
   * Appelée au clic : bascule une étiquette `selected`, ou s’exécute avant la navigation d’une
   * étiquette lien.
   */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Fait de l’étiquette un lien (par exemple un filtre qui est une URL). */
  href?: string;
  /**
   * Composant de lien injecté par l’application (le lien de son routeur), pour les étiquettes
   * `href`. @default 'a'
   */
  linkComponent?: LinkComponent;
  /** Désactive une étiquette interrupteur. */
  disabled?: boolean;
};

/**
 * A short label: static (a category), a toggle (`selected` + `onClick`, e.g. a filter) or a link
 * (`href`). The kind follows from the props.
 */
export function Tag({
  children,
  size = 'md',
  selected,
  onClick,
  href,
  linkComponent: Link = 'a',
  disabled,
}: TagProps) {
  if (href !== undefined) {
    return (
      <Link href={href} className={styles.tag} data-size={size} data-kind="link" onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (selected !== undefined || onClick) {
    return (
      <button
        type="button"
        className={styles.tag}
        data-size={size}
        data-kind="toggle"
        aria-pressed={selected === undefined ? undefined : selected}
        onClick={onClick}
        disabled={disabled}
      >
        {selected && (
          <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="m9.5 15.2 9.2-9.2 1.4 1.4L9.5 18 3.9 12.4l1.4-1.4 4.2 4.2Z"
            />
          </svg>
        )}
        {children}
      </button>
    );
  }
  return (
    <span className={styles.tag} data-size={size} data-kind="static">
      {children}
    </span>
  );
}
