import type { MouseEvent } from 'react';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type TerritoryHref, type TerritoryRef, territoryTypeLabels } from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import { type BreadcrumbMessages, breadcrumbMessages } from './Breadcrumb.messages';
import styles from './Breadcrumb.module.css';

export type BreadcrumbProps = {
  /** La hiérarchie, du niveau le plus large jusqu’au territoire courant (dernier élément). */
  items: readonly TerritoryRef[];
  /** Destination de chaque lien (l’URL de ce territoire dans l’Explorer du site). */
  hrefFor: TerritoryHref;
  /** Composant de lien injecté par l’application (le lien de son routeur). @default 'a' */
  linkComponent?: LinkComponent;
  /** Appelée au clic, avant la navigation ; `event.preventDefault()` permet de prendre la main. */
  onSelect?: (territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Affiche un espace réservé pendant le chargement de la hiérarchie. @default false */
  loading?: boolean;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<BreadcrumbMessages>;
};

/**
 * The territory's place in the hierarchy (région → département → EPCI → commune), each level a
 * link built with `hrefFor`; the current territory is marked `aria-current="page"`.
 */
export function Breadcrumb({
  items,
  hrefFor,
  linkComponent: Link = 'a',
  onSelect,
  loading = false,
  messages,
}: BreadcrumbProps) {
  const m = withMessages(breadcrumbMessages, messages);
  return (
    <nav className={styles.nav} aria-label={m.label} aria-busy={loading || undefined}>
      {loading ? (
        // Not a live region (inside a busy landmark it would not be announced): the screen's own
        // live region says when its data loads.
        // One row of an item's own boxes (level and name lines, invisible): the placeholder is as
        // tall as a one-row hierarchy, so nothing below it moves when the hierarchy arrives.
        <p className={styles.skeleton}>
          <span className={styles.link} aria-hidden="true">
            <span className={styles.level}>&nbsp;</span>
            <span>&nbsp;</span>
          </span>
          <VisuallyHidden>{m.loading}</VisuallyHidden>
        </p>
      ) : (
        <ol className={styles.list}>
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li key={`${item.type}:${item.code}`} className={styles.item}>
                <Link
                  href={hrefFor(item)}
                  className={styles.link}
                  aria-current={current ? 'page' : undefined}
                  onClick={onSelect ? (event) => onSelect(item, event) : undefined}
                >
                  <span className={styles.level}>{territoryTypeLabels[item.type]}</span>
                  <span className={styles.name}>{item.name}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
