import { type MouseEvent, type Ref, useEffect, useRef } from 'react';
import { formatIndicator, formatNumber } from '../format';
import type { LinkComponent } from '../link';
// The members table's look (table, headers, sort buttons, cards below 36rem), shared by both.
import table from '../MembersTable/MembersTable.module.css';
import type { TerritoryHref, TerritoryRef, TerritoryType } from '../territory/types';
import { VisuallyHidden } from '../VisuallyHidden';
import type { RankingTableMessages } from './RankingTable.messages';
import styles from './RankingTable.module.css';
import type { RankingIndicator, RankingOrder, RankingRow, RankingSort } from './types';

export type RankingGridProps = {
  rows: readonly RankingRow[];
  type: TerritoryType;
  indicator: RankingIndicator;
  caption: string;
  hrefFor: TerritoryHref;
  linkComponent: LinkComponent;
  onSelect: ((territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  sort: RankingSort;
  order: RankingOrder;
  onSortChange: (sort: RankingSort, order: RankingOrder) => void;
  /** 1-based position of the first row in the whole sorted list. */
  firstPosition: number;
  current: string | undefined;
  scrollToCurrent: boolean;
  refreshing: boolean;
  m: RankingTableMessages;
};

/** Why a territory has no value, in words. */
function missingText(
  row: RankingRow,
  indicator: RankingIndicator,
  m: RankingTableMessages,
): string {
  if (row.status === 'secret') return m.secret;
  if (row.status === 'not_applicable') {
    return indicator.publishedAbove ? m.notPublishedHere : m.notApplicable;
  }
  const reason = row.reason ? m.reasons[row.reason] : undefined;
  return reason ? `${m.unavailable}\u00a0: ${reason}` : m.unavailable;
}

/**
 * The value column's header: the indicator, then its reference period and origin if published in
 * brackets, on a line of their own (the same as MembersTable's headers, and read with a space).
 */
function ValueHeader({
  indicator,
  published,
  m,
}: {
  indicator: RankingIndicator;
  published: boolean;
  m: RankingTableMessages;
}) {
  const meta = [indicator.referenceYear, published ? m.published : null].filter(Boolean);
  return (
    <th scope="col" className={table.th} data-numeric data-indicator>
      {indicator.label}
      {meta.length > 0 && (
        <>
          {' '}
          <span className={table.headerMeta}>({meta.join(', ')})</span>
        </>
      )}
    </th>
  );
}

/** The ranks shared by two rows or more of the page, or by a row and one before the page. */
function tiedRanks(
  rows: readonly RankingRow[],
  sort: RankingSort,
  order: RankingOrder,
  first: number,
) {
  const seen = new Map<number, number>();
  for (const row of rows) {
    if (row.rank !== null) seen.set(row.rank, (seen.get(row.rank) ?? 0) + 1);
  }
  const tied = new Set([...seen].filter(([, count]) => count > 1).map(([rank]) => rank));
  // By rank from 1: a rank below its position is shared with a territory of an earlier page.
  if (sort === 'rank' && order === 'asc') {
    rows.forEach((row, i) => {
      if (row.rank !== null && row.rank < first + i) tied.add(row.rank);
    });
  }
  return tied;
}

/** The ranking's table: sortable headers, the ranked rows, then those without a value apart. */
export function RankingGrid({
  rows,
  type,
  indicator,
  caption,
  hrefFor,
  linkComponent: Link,
  onSelect,
  sort,
  order,
  onSortChange,
  firstPosition,
  current,
  scrollToCurrent,
  refreshing,
  m,
}: RankingGridProps) {
  const currentRow = useRef<HTMLTableRowElement>(null);
  const pageKey = rows.map((row) => row.code).join(',');
  // The current territory is brought into view when it changes or a page holding it is shown (not
  // on each render).
  useEffect(() => {
    if (scrollToCurrent && pageKey && current && currentRow.current) {
      currentRow.current.scrollIntoView({ block: 'center' });
      // Focus that fell to the page (the link followed has left it) goes to the row brought into
      // view, so a keyboard or screen reader user starts where the eye does.
      const active = document.activeElement;
      if (active === null || active === document.body || active.tagName === 'MAIN') {
        currentRow.current.querySelector('a')?.focus({ preventScroll: true });
      }
    }
  }, [scrollToCurrent, pageKey, current]);

  const ranked = rows.filter((row) => row.rank !== null);
  // Said once under the header, not on each row: these values are INSEE's own.
  const published = rows.some((row) => row.published);
  const unranked = rows.filter((row) => row.rank === null);
  const tied = tiedRanks(rows, sort, order, firstPosition);

  const header = (column: RankingSort, label: string, numeric = false) => {
    const active = sort === column;
    return (
      <th
        scope="col"
        className={table.th}
        data-numeric={numeric || undefined}
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button
          type="button"
          className={table.sort}
          onClick={() => onSortChange(column, active && order === 'asc' ? 'desc' : 'asc')}
        >
          {label}
          <span className={table.sortIcon} aria-hidden="true">
            {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const row = (item: RankingRow) => {
    const isCurrent = item.code === current;
    const ref: Ref<HTMLTableRowElement> | undefined = isCurrent ? currentRow : undefined;
    const territory: TerritoryRef = { type, code: item.code, name: item.name };
    return (
      <tr
        key={item.code}
        ref={ref}
        className={styles.row}
        data-current={isCurrent || undefined}
        aria-current={isCurrent ? 'true' : undefined}
      >
        <td className={table.td} data-numeric data-label={m.rank}>
          {item.rank === null ? (
            <>
              <span aria-hidden="true">—</span>
              <VisuallyHidden>{m.unranked}</VisuallyHidden>
            </>
          ) : (
            <>
              {formatNumber(item.rank)}
              {tied.has(item.rank) && <span className={styles.tie}> {m.tie}</span>}
            </>
          )}
        </td>
        <th scope="row" className={`${table.rowHeader} ${styles.name}`}>
          <Link
            href={hrefFor(territory)}
            className={table.link}
            onClick={onSelect ? (event) => onSelect(territory, event) : undefined}
          >
            {item.name}
          </Link>
          {isCurrent && <span className={styles.currentTag}> ({m.current})</span>}
        </th>
        <td className={table.td} data-label={m.code}>
          {item.code}
        </td>
        <td className={table.td} data-numeric data-label={indicator.label}>
          {item.value === null ? (
            <span className={styles.missing}>{missingText(item, indicator, m)}</span>
          ) : (
            <>
              {formatIndicator(item.value, indicator)}
              {item.coverage && item.coverage.covered < item.coverage.of && (
                <span className={styles.coverage}>
                  {m.coverage(item.coverage.covered, item.coverage.of)}
                </span>
              )}
            </>
          )}
        </td>
      </tr>
    );
  };

  return (
    // Focusable and named: keyboard users can scroll it if the container is too narrow for the
    // columns (below 36rem the rows are cards instead and never scroll).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1)
    <section className={table.scroll} aria-label={caption} tabIndex={0}>
      <table className={table.table} aria-busy={refreshing || undefined}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            {header('rank', m.rank, true)}
            {header('name', m.name)}
            {header('code', m.code)}
            <ValueHeader indicator={indicator} published={published} m={m} />
          </tr>
        </thead>
        {ranked.length > 0 && <tbody>{ranked.map(row)}</tbody>}
        {unranked.length > 0 && (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={4} className={styles.group}>
                {m.unrankedGroup(unranked.length, type)}
              </th>
            </tr>
            {unranked.map(row)}
          </tbody>
        )}
      </table>
    </section>
  );
}
