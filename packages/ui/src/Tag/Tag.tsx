import type { MouseEvent, ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './Tag.module.css';

export type TagProps = {
  /** Text of the tag. */
  children: ReactNode;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /**
   * Makes a toggle tag (a `<button aria-pressed>`): whether it is on. Give `onClick` with it.
   */
  selected?: boolean;
  /** Called on click: toggles a `selected` tag, or runs before a link tag navigates. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Makes a link tag (e.g. a filter that is a URL). */
  href?: string;
  /** Link component injected by the app (its router's link), for `href` tags. @default 'a' */
  linkComponent?: LinkComponent;
  /** Disables a toggle tag. */
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
