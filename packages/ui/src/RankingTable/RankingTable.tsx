import { type MouseEvent, useState } from 'react';
import { Button } from '../Button';
import { downloadText } from '../csv/download';
import { DataError } from '../DataError';
import { formatIndicator } from '../format';
import type { LinkComponent } from '../link';
import table from '../MembersTable/MembersTable.module.css';
import { withMessages } from '../messages';
import { Pagination } from '../Pagination';
import { SkeletonLine } from '../Skeleton';
import type { TerritoryHref, TerritoryRef, TerritoryType } from '../territory/types';
import { RankingGrid } from './RankingGrid';
import { type RankingTableMessages, rankingTableMessages } from './RankingTable.messages';
import styles from './RankingTable.module.css';
import type {
  RankingIndicator,
  RankingOrder,
  RankingReference,
  RankingRow,
  RankingSort,
} from './types';

export type RankingTableProps = {
  /** The rows of the page shown, in the order asked (the ranked ones first when sorted by rank). */
  rows: readonly RankingRow[];
  /** The level ranked (links, wording of the counts). */
  type: TerritoryType;
  /** The indicator ranked: its label heads the value column, its format writes the values. */
  indicator: RankingIndicator;
  /** Visible caption: what is ranked, where, in which vintage. */
  caption: string;
  /** Destination of each name link (the site's Explorer URL of that territory). */
  hrefFor: TerritoryHref;
  /** Link component injected by the app (its router's link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Called on a name link click before navigation; `event.preventDefault()` takes over. */
  onSelect?: (territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Territories in the whole ranking (with or without a value). */
  total: number;
  /** Those with a value (ranked). */
  ranked: number;
  /** The sort shown (`aria-sort` on its header). */
  sort: RankingSort;
  order: RankingOrder;
  /** Called by a header's button: the same column flips the order, another starts ascending. */
  onSortChange: (sort: RankingSort, order: RankingOrder) => void;
  /** The page shown, from 1. */
  page: number;
  /** Rows per page (gives the positions of the rows, and ties with an earlier page). */
  pageSize: number;
  /** Number of pages. */
  pageCount: number;
  /** Link mode of the pagination: the address of a page (shareable). */
  getPageHref?: (page: number) => string;
  /** Button mode of the pagination, or called before a page link navigates. */
  onPageChange?: (page: number, event: MouseEvent<HTMLElement>) => void;
  /**
   * France's value, said above the table as the national reference (only when it has one),
   * named « France métropolitaine » when that is all the source publishes.
   */
  france?: RankingReference | undefined;
  /** Code of the current territory: highlighted (`aria-current`) and brought into view. */
  current?: string | undefined;
  /** Scrolls the current territory's row into view when its page is shown. @default true */
  scrollToCurrent?: boolean;
  /**
   * Fetches the whole ranking as CSV (the app asks its API): the export button appears with it,
   * shows a spinner while it runs and says so if it fails.
   */
  getCsv?: () => Promise<Blob | string>;
  /** File name of the CSV. @default 'classement.csv' */
  filename?: string;
  /** Receives the CSV instead of the default download. */
  onExport?: (csv: Blob | string, filename: string) => void;
  /** Shows the loading skeleton. @default false */
  loading?: boolean;
  /** Another page or sort is loading: the current rows stay, marked busy. @default false */
  refreshing?: boolean;
  /** Shows the error state. @default false */
  error?: boolean;
  /** The error's own French message (e.g. the API's), instead of the generic one. */
  errorMessage?: string | undefined;
  /** Whether trying again may help (no "Réessayer" for a bad request). @default true */
  transient?: boolean;
  /** Called by "Réessayer". */
  onRetry?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<RankingTableMessages>;
};

/**
 * All territories of a level ranked by one indicator, one page at a time: rank (ties share it and
 * say "ex æquo"), name link, code and value; territories without a value (secret, unavailable)
 * listed apart after the ranked ones with their reason; the current territory highlighted and
 * brought into view; sortable by rank, name or code; paginated; with counts and a CSV export.
 * Below 36rem of width each territory is a card.
 */
export function RankingTable({
  rows,
  type,
  indicator,
  caption,
  hrefFor,
  linkComponent = 'a',
  onSelect,
  total,
  ranked,
  sort,
  order,
  onSortChange,
  page,
  pageSize,
  pageCount,
  getPageHref,
  onPageChange,
  france,
  current,
  scrollToCurrent = true,
  getCsv,
  filename = 'classement.csv',
  onExport,
  loading = false,
  refreshing = false,
  error = false,
  errorMessage,
  transient = true,
  onRetry,
  messages,
}: RankingTableProps) {
  const m = withMessages(rankingTableMessages, messages);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = async () => {
    if (!getCsv) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const csv = await getCsv();
      if (onExport) onExport(csv, filename);
      else downloadText(csv, filename, 'text/csv;charset=utf-8');
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  if (error) {
    return (
      <section className={table.section} aria-label={caption}>
        <DataError
          message={errorMessage ?? m.error}
          retryLabel={m.retry}
          transient={transient}
          {...(onRetry ? { onRetry } : {})}
        />
      </section>
    );
  }

  if (loading) {
    return (
      <section className={table.section} aria-label={caption} aria-busy="true">
        <p className={table.caption}>{caption}</p>
        {/* Not a live region inside a busy container: the screen's own live region says it. */}
        <p className={table.state}>{m.loading}</p>
        <ul className={styles.skeleton} aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <li key={key}>
              <SkeletonLine width="3rem" />
              <SkeletonLine width="60%" />
              <SkeletonLine width="5rem" />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (total === 0) {
    return (
      <section className={table.section} aria-label={caption}>
        <p className={table.caption}>{caption}</p>
        <p className={table.state}>{m.empty(type)}</p>
      </section>
    );
  }

  const from = (page - 1) * pageSize + 1;
  const to = from + rows.length - 1;
  // A plain box: the table's own scroll region carries the caption as its name.
  return (
    <div className={table.section}>
      <div className={styles.toolbar}>
        <p className={styles.counts}>{m.counts(total, ranked, type)}</p>
        {france?.status === 'ok' && france.value !== null && (
          <p className={styles.reference}>
            {m.france(
              france.scope === 'france_metropolitaine' ? m.franceMetropolitaine : m.franceName,
              formatIndicator(france.value, indicator),
            )}
          </p>
        )}
        {getCsv && (
          <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
            {m.exportCsv}
          </Button>
        )}
      </div>
      {exportFailed && (
        <p className={styles.exportError} role="alert">
          {m.exportError}
        </p>
      )}
      <RankingGrid
        rows={rows}
        type={type}
        indicator={indicator}
        caption={caption}
        hrefFor={hrefFor}
        linkComponent={linkComponent}
        onSelect={onSelect}
        sort={sort}
        order={order}
        onSortChange={onSortChange}
        firstPosition={from}
        current={current}
        scrollToCurrent={scrollToCurrent}
        refreshing={refreshing}
        m={m}
      />
      {rows.length > 0 && (
        <p className={table.range} role="status">
          {m.range(from, to, total)}
        </p>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        linkComponent={linkComponent}
        messages={{ label: m.pagination }}
        {...(getPageHref ? { getHref: getPageHref } : {})}
        {...(onPageChange ? { onChange: onPageChange } : {})}
      />
    </div>
  );
}
