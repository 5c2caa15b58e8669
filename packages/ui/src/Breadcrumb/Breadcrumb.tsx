import type { MouseEvent } from 'react';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type TerritoryHref, type TerritoryRef, territoryTypeLabels } from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import { type BreadcrumbMessages, breadcrumbMessages } from './Breadcrumb.messages';
import styles from './Breadcrumb.module.css';

export type BreadcrumbProps = {
  /** The hierarchy from the broadest level down to the current territory (last item). */
  items: readonly TerritoryRef[];
  /** Destination of each link (the site's Explorer URL of that territory). */
  hrefFor: TerritoryHref;
  /** Link component injected by the app (its router's link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Called on click before navigation; `event.preventDefault()` takes over. */
  onSelect?: (territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Shows a placeholder while the hierarchy loads. @default false */
  loading?: boolean;
  /** Overrides of the French copy. */
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
