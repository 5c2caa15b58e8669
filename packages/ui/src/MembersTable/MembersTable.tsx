// Long file: the table component with its props, sorting, paging, export and cards in one place.
import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingFn,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type MouseEvent, useMemo, useState } from 'react';
import { Button } from '../Button';
import { downloadCsv } from '../csv/download';
import { DataError } from '../DataError';
import { formatNumber, formatPercent } from '../format';
import type { LinkComponent } from '../link';
import { withMessages } from '../messages';
import { type TerritoryHref, type TerritoryRef, territoryTypeLabels } from '../territory/types';
import { ColumnChooser } from './ColumnChooser';
import { type ColumnMeta, indicatorColumns } from './indicatorColumns';
import {
  chosenIndicators,
  type MemberIndicator,
  type MembersTableRow,
  publishedIndicators,
} from './indicators';
import { MembersGrid } from './MembersGrid';
import { type MembersTableMessages, membersTableMessages } from './MembersTable.messages';
import styles from './MembersTable.module.css';
import { membersToCsv } from './membersCsv';

export { membersToCsv };

export type MembersTableProps = {
  /** The members (communes of an EPCI, départements of a région…), with their indicator values. */
  rows: readonly MembersTableRow[];
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
  /**
   * Indicators the user can add as columns, in display order (grouped by `theme` in the chooser).
   * Without any, the table has no chooser. @default []
   */
  indicators?: readonly MemberIndicator[];
  /** Chosen indicator ids (controlled); unknown ids are ignored. Without it, the table keeps its own. */
  columns?: readonly string[];
  /** Ids chosen at first (uncontrolled) and by "Rétablir les colonnes par défaut". @default [] */
  defaultColumns?: readonly string[];
  /** Called with the new chosen ids, in the order of `indicators`. */
  onColumnsChange?: (ids: string[]) => void;
  /** Opens the column chooser at first. @default false */
  defaultChooserOpen?: boolean;
  /** Initial sort: 'name', 'code', 'population', 'share' or an indicator id. @default population, descending */
  defaultSort?: { column: string; desc: boolean };
  /** The rows are being refetched for new columns: a missing value reads "…" (loading). @default false */
  refreshing?: boolean;
  /** Overrides of the French copy. */
  messages?: Partial<MembersTableMessages>;
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const byName: SortingFn<MembersTableRow> = (a, b) =>
  collator.compare(a.original.name, b.original.name);

/** Numeric sort; a missing value sorts below every real one. */
function numeric(key: 'population' | 'share'): SortingFn<MembersTableRow> {
  return (a, b) => (a.original[key] ?? -1) - (b.original[key] ?? -1);
}

const BUILT_IN = new Set(['name', 'code', 'population', 'share', 'level']);
const EMPTY: readonly string[] = [];
const NO_INDICATORS: readonly MemberIndicator[] = [];

/**
 * Sortable, paged table of a territory's members with links and a CSV export, and optional
 * indicator columns the user chooses (grouped by theme). Handles 600+ rows (only one page is in the
 * DOM). Numbers in French format; a missing value reads "secret", "n.d." or "sans objet", with its
 * full meaning for screen readers, and sorts last.
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
  indicators = NO_INDICATORS,
  columns: controlledColumns,
  defaultColumns = EMPTY,
  onColumnsChange,
  defaultChooserOpen = false,
  defaultSort,
  refreshing = false,
  messages,
}: MembersTableProps) {
  // Stable while `messages` is: the columns below are rebuilt when it changes.
  const m = useMemo(() => withMessages(membersTableMessages, messages), [messages]);
  const [ownColumns, setOwnColumns] = useState(defaultColumns);
  // Keyed by the ids' text: a caller's new array of the same ids changes nothing (nor the page).
  const chosenKey = (controlledColumns ?? ownColumns).join(',');
  const shown = useMemo(
    () => chosenIndicators(indicators, chosenKey.split(',')),
    [indicators, chosenKey],
  );
  // Keyed by its ids: a new set of the same columns keeps the columns (and the focus).
  const publishedKey = [...publishedIndicators(rows, shown)].join(',');
  const published = useMemo(() => new Set(publishedKey.split(',')), [publishedKey]);
  const changeColumns = (ids: string[]) => {
    setOwnColumns(ids);
    onColumnsChange?.(ids);
  };

  const initialSort = defaultSort
    ? {
        id: BUILT_IN.has(defaultSort.column)
          ? defaultSort.column
          : `indicator:${defaultSort.column}`,
        desc: defaultSort.desc,
      }
    : { id: 'population', desc: true };
  const [sorting, setSorting] = useState<SortingState>([initialSort]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  const columns = useMemo<ColumnDef<MembersTableRow>[]>(() => {
    const list: ColumnDef<MembersTableRow>[] = [
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
        meta: { numeric: true } satisfies ColumnMeta,
        cell: ({ row }) =>
          row.original.population === null ? m.noValue : formatNumber(row.original.population),
      },
      {
        id: 'share',
        accessorKey: 'share',
        header: m.share,
        sortingFn: numeric('share'),
        sortDescFirst: true,
        meta: { numeric: true } satisfies ColumnMeta,
        cell: ({ row }) =>
          row.original.share === undefined ? m.noValue : formatPercent(row.original.share),
      },
      ...indicatorColumns(
        shown,
        (id) => sorting.some((entry) => entry.id === id && entry.desc),
        m,
        refreshing,
        published,
      ),
    );
    return list;
  }, [m, hrefFor, Link, onSelect, showLevel, shown, sorting, refreshing, published]);

  // A sort on a column that was just removed falls back to the population.
  const shownSorting = useMemo<SortingState>(() => {
    const ids = new Set(columns.map((column) => column.id));
    const valid = sorting.filter((entry) => ids.has(entry.id));
    return valid.length > 0 ? valid : [{ id: 'population', desc: true }];
  }, [columns, sorting]);

  const table = useReactTable({
    data: rows as MembersTableRow[],
    columns,
    state: { sorting: shownSorting, pagination },
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
      shown,
    );
    if (onExport) onExport(csv, filename);
    else downloadCsv(csv, filename);
  };

  const exportButton = (
    <Button variant="secondary" className={styles.export} onClick={exportCsv}>
      {m.exportCsv}
    </Button>
  );

  return (
    <section className={styles.section}>
      {indicators.length > 0 ? (
        <ColumnChooser
          indicators={indicators}
          chosen={shown.map((indicator) => indicator.id)}
          defaults={defaultColumns}
          onChange={changeColumns}
          defaultOpen={defaultChooserOpen}
          messages={m}
        >
          {exportButton}
        </ColumnChooser>
      ) : (
        <div className={styles.toolbar}>{exportButton}</div>
      )}
      <MembersGrid table={table} caption={caption} refreshing={refreshing} />
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
