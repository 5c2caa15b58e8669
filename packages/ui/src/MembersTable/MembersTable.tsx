// Long file: one table component with paging, sorting and export; issue 13 splits it with its own hook.
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingFn,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type MouseEvent, useMemo, useState } from 'react';
import { Button } from '../Button';
import { toCsv } from '../csv/csv';
import { downloadCsv } from '../csv/download';
import { DataError } from '../DataError';
import { formatNumber, formatPercent } from '../format';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import {
  type MemberRow,
  type TerritoryHref,
  type TerritoryRef,
  territoryTypeLabels,
} from '../territory/types';
import { type MembersTableMessages, membersTableMessages } from './MembersTable.messages';
import styles from './MembersTable.module.css';

export type MembersTableProps = {
  /** The members (communes of an EPCI, départements of a région…). */
  rows: readonly MemberRow[];
  /** Visible caption, e.g. "Communes de Saint-Étienne Métropole (2024)". */
  caption: string;
  /** Destination of each name link (the site's Explorer URL of that member). */
  hrefFor: TerritoryHref;
  /** Link component injected by the app (its router's link). @default 'a' */
  linkComponent?: LinkComponent;
  /** Called on a name link click before navigation; `event.preventDefault()` takes over. */
  onSelect?: (territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Rows per page. @default 50 */
  pageSize?: number;
  /** Shows the level column (for mixed levels). @default false */
  showLevel?: boolean;
  /** File name of the CSV export. @default 'membres.csv' */
  filename?: string;
  /** Receives the CSV (sorted like the table, all pages) instead of the default download. */
  onExport?: (csv: string, filename: string) => void;
  /** Shows the loading state. @default false */
  loading?: boolean;
  /** Shows the error state. @default false */
  error?: boolean;
  /** Called by the error state's "Réessayer" button (no button without it). */
  onRetry?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<MembersTableMessages>;
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const byName: SortingFn<MemberRow> = (a, b) => collator.compare(a.original.name, b.original.name);

/** Numeric sort; a missing value sorts below every real one. */
function numeric(key: 'population' | 'share'): SortingFn<MemberRow> {
  return (a, b) => (a.original[key] ?? -1) - (b.original[key] ?? -1);
}

/** The members as CSV (UTF-8 BOM, `;`, decimal comma), in the given order. */
export function membersToCsv(
  rows: readonly MemberRow[],
  messages: MembersTableMessages = membersTableMessages,
): string {
  return toCsv(
    [messages.code, messages.name, messages.level, messages.population, messages.shareCsv],
    rows.map((row) => [
      row.code,
      row.name,
      territoryTypeLabels[row.type],
      row.population,
      row.share === undefined ? null : Math.round(row.share * 1000) / 10,
    ]),
  );
}

/**
 * Sortable, paged table of a territory's members with links and a CSV export. Handles 600+ rows
 * (only one page is in the DOM). Numbers in French format.
 */
export function MembersTable({
  rows,
  caption,
  hrefFor,
  linkComponent: Link = 'a',
  onSelect,
  pageSize = 50,
  showLevel = false,
  filename = 'membres.csv',
  onExport,
  loading = false,
  error = false,
  onRetry,
  messages,
}: MembersTableProps) {
  const m = withMessages(membersTableMessages, messages);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'population', desc: true }]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  const columns = useMemo<ColumnDef<MemberRow>[]>(() => {
    const list: ColumnDef<MemberRow>[] = [
      {
        id: 'name',
        accessorKey: 'name',
        header: m.name,
        sortingFn: byName,
        cell: ({ row }) => (
          <Link
            href={hrefFor(row.original)}
            className={styles.link}
            onClick={onSelect ? (event) => onSelect(row.original, event) : undefined}
          >
            {row.original.name}
          </Link>
        ),
      },
      { id: 'code', accessorKey: 'code', header: m.code, sortingFn: 'alphanumeric' },
    ];
    if (showLevel) {
      list.push({
        id: 'level',
        accessorFn: (row) => territoryTypeLabels[row.type],
        header: m.level,
      });
    }
    list.push(
      {
        id: 'population',
        accessorKey: 'population',
        header: m.population,
        sortingFn: numeric('population'),
        sortDescFirst: true,
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.population === null ? m.noValue : formatNumber(row.original.population),
      },
      {
        id: 'share',
        accessorKey: 'share',
        header: m.share,
        sortingFn: numeric('share'),
        sortDescFirst: true,
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.share === undefined ? m.noValue : formatPercent(row.original.share),
      },
    );
    return list;
  }, [m, hrefFor, Link, onSelect, showLevel]);

  const table = useReactTable({
    data: rows as MemberRow[],
    columns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    enableSortingRemoval: false,
    autoResetPageIndex: true,
  });

  if (loading || error) {
    return (
      <section className={styles.section} aria-busy={loading || undefined}>
        <p className={styles.caption}>{caption}</p>
        {loading ? (
          // Not a live region: inside a busy container it would not be announced; the screen's
          // own live region says when its data loads.
          <p className={styles.state}>{m.loading}</p>
        ) : (
          <DataError message={m.error} retryLabel={m.retry} onRetry={onRetry} />
        )}
      </section>
    );
  }

  if (rows.length === 0) {
    return (
      <section className={styles.section}>
        <p className={styles.caption}>{caption}</p>
        <p className={styles.state}>{m.empty}</p>
      </section>
    );
  }

  const pageRows = table.getRowModel().rows;
  const { pageIndex } = table.getState().pagination;
  const pages = table.getPageCount();
  const from = pageIndex * pagination.pageSize + 1;
  const to = from + pageRows.length - 1;

  const exportCsv = () => {
    const csv = membersToCsv(
      table.getSortedRowModel().rows.map((row) => row.original),
      m,
    );
    if (onExport) onExport(csv, filename);
    else downloadCsv(csv, filename);
  };

  return (
    <section className={styles.section}>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={exportCsv}>
          {m.exportCsv}
        </Button>
      </div>
      {/* Focusable and named: keyboard users can scroll it if a mid-width container is too narrow
          for the columns (below 36rem the rows are cards instead and never scroll). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1) */}
      <section className={styles.scroll} aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numericColumn = (header.column.columnDef.meta as { numeric?: boolean })
                    ?.numeric;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.th}
                      data-numeric={numericColumn || undefined}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span className={styles.sortIcon} aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell, index) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  const numericColumn = (cell.column.columnDef.meta as { numeric?: boolean })
                    ?.numeric;
                  return index === 0 ? (
                    <th key={cell.id} scope="row" className={styles.rowHeader}>
                      {content}
                    </th>
                  ) : (
                    <td
                      key={cell.id}
                      className={styles.td}
                      data-numeric={numericColumn || undefined}
                      data-label={String(cell.column.columnDef.header)}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={m.pagination}>
          {/* aria-disabled, not disabled: the button keeps the focus on the first or last page
              (a disabled button drops it to the body). */}
          <Button
            variant="secondary"
            onClick={() => table.getCanPreviousPage() && table.previousPage()}
            aria-disabled={!table.getCanPreviousPage()}
          >
            {m.previous}
          </Button>
          <span>{m.page(pageIndex + 1, pages)}</span>
          <Button
            variant="secondary"
            onClick={() => table.getCanNextPage() && table.nextPage()}
            aria-disabled={!table.getCanNextPage()}
          >
            {m.next}
          </Button>
        </nav>
      )}
      <p className={styles.range} role="status">
        {m.range(from, to, rows.length)}
      </p>
    </section>
  );
}
