import type { MouseEvent, ReactNode } from 'react';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type PaginationMessages, paginationMessages } from './Pagination.messages';
import styles from './Pagination.module.css';
import { pageItems } from './pages';

export type PaginationProps = {
  /** La page courante, à partir de 1. */
  page: number;
  /** Nombre de pages. Avec une page ou moins, rien n’est rendu. */
  pageCount: number;
  /**
   * Mode lien : l’URL d’une page. Les pages sont alors des liens (partageables, ouvrables dans un
   * nouvel onglet).
   */
  getHref?: (page: number) => string;
  /**
   * Mode bouton (sans `getHref`) : appelée avec la page choisie. En mode lien, appelée au clic
   * avant la navigation (`event.preventDefault()` permet de prendre la main).
   */
  onChange?: (page: number, event: MouseEvent<HTMLElement>) => void;
  /** Pages affichées de part et d’autre de la page courante. @default 1 */
  siblings?: number;
  /** Composant de lien injecté par l’application (le lien de son routeur). @default 'a' */
  linkComponent?: LinkComponent;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<PaginationMessages>;
};

const Chevron = ({ direction }: { direction: 'previous' | 'next' }) => (
  <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d={
        direction === 'previous'
          ? 'm10.8 12 5 5-1.4 1.4L8 12l6.4-6.4 1.4 1.4-5 5Z'
          : 'm13.2 12-5-5 1.4-1.4L16 12l-6.4 6.4-1.4-1.4 5-5Z'
      }
    />
  </svg>
);

/**
 * Moves through a list split into pages: previous/next, the first and last pages, the current one
 * and its neighbours, "…" for the rest. Works with links (`getHref`) or buttons (`onChange`).
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  onChange,
  siblings = 1,
  linkComponent: Link = 'a',
  messages,
}: PaginationProps) {
  const m = withMessages(paginationMessages, messages);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    className: string | undefined,
    content: ReactNode,
    extra: { label?: string; current?: boolean },
  ) => {
    const common = {
      className,
      'aria-label': extra.label,
      'aria-current': extra.current ? ('page' as const) : undefined,
    };
    if (getHref) {
      return (
        <Link
          {...common}
          href={getHref(target)}
          onClick={
            onChange ? (event: MouseEvent<HTMLAnchorElement>) => onChange(target, event) : undefined
          }
        >
          {content}
        </Link>
      );
    }
    return (
      <button type="button" {...common} onClick={(event) => onChange?.(target, event)}>
        {content}
      </button>
    );
  };

  return (
    <nav className={styles.nav} aria-label={m.label}>
      <ul className={styles.list}>
        {current > 1 && (
          <li className={styles.edge}>
            {control(
              current - 1,
              styles.step,
              <>
                <Chevron direction="previous" />
                <span className={styles.stepText}>{m.previous}</span>
              </>,
              { label: m.previous },
            )}
          </li>
        )}
        {pageItems(current, pageCount, siblings).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} className={styles.number}>
              {control(item.page, styles.page, item.page, {
                label: m.page(item.page),
                current: item.page === current,
              })}
            </li>
          ),
        )}
        <li className={styles.position}>{m.position(current, pageCount)}</li>
        {current < pageCount && (
          <li className={styles.edge}>
            {control(
              current + 1,
              styles.step,
              <>
                <span className={styles.stepText}>{m.next}</span>
                <Chevron direction="next" />
              </>,
              { label: m.next },
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
