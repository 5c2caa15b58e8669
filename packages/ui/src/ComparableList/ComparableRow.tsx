import { ButtonLink } from '../Button';
import { formatIndicator } from '../format';
import type { LinkComponent } from '../link';
import { SkeletonLine } from '../Skeleton';
import { nameWithCode } from '../territory/format';
import type { ComparableItem, ComparableReason } from './ComparableList';
import type { ComparableListMessages } from './ComparableList.messages';
import styles from './ComparableList.module.css';

// The list's rows (a comparable, and the placeholders while the list loads).

function Reasons({
  reasons,
  name,
  m,
}: {
  reasons: readonly ComparableReason[];
  name: string;
  m: ComparableListMessages;
}) {
  return (
    <div className={styles.reasons}>
      <span className={styles.closeOn}>{m.closeOn}</span>
      <ul>
        {reasons.map((r) => (
          <li key={r.label}>
            {m.reason(
              r.label,
              formatIndicator(r.value, r.format),
              name,
              formatIndicator(r.reference, r.format),
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One comparable: its link, population, reasons and "Comparer" link. */
export function Row({
  item,
  name,
  href,
  compareHref,
  Link,
  m,
}: {
  item: ComparableItem;
  /** The territory it is compared with. */
  name: string;
  href: string;
  compareHref: string;
  Link: LinkComponent;
  m: ComparableListMessages;
}) {
  const label = nameWithCode(item.name, item.code);
  const population =
    item.population === null
      ? null
      : formatIndicator(item.population, { format: 'integer', unit: 'habitants' });
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <Link className={styles.name} href={href} aria-label={m.showTerritory(label, item.year)}>
          {label}
        </Link>
        <span className={styles.population}>{m.population(population)}</span>
      </div>
      <Reasons reasons={item.reasons} name={name} m={m} />
      <ButtonLink
        className={styles.compare}
        href={compareHref}
        variant="secondary"
        size="sm"
        linkComponent={Link}
        aria-label={m.compareLabel(name, label)}
      >
        {m.compare}
      </ButtonLink>
    </li>
  );
}

export function LoadingRows() {
  return (
    <div className={styles.loading}>
      <ol className={styles.list} aria-hidden="true">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
          <li key={i} className={styles.item}>
            <SkeletonLine width="14rem" />
            <SkeletonLine width="70%" />
          </li>
        ))}
      </ol>
    </div>
  );
}
