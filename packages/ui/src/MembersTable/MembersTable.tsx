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
  /**
   * Les membres (communes d’un EPCI, départements d’une région…), avec les valeurs de leurs
   * indicateurs.
   */
  rows: readonly MembersTableRow[];
  /** Légende visible, par exemple « Communes de Saint-Étienne Métropole (2024) ». */
  caption: string;
  /** Destination du lien de chaque nom (l’URL de ce membre dans l’Explorer du site). */
  hrefFor: TerritoryHref;
  /** Composant de lien injecté par l’application (le lien de son routeur). @default 'a' */
  linkComponent?: LinkComponent;
  /**
   * Appelée au clic sur le lien d’un nom, avant la navigation ; `event.preventDefault()` permet de
   * prendre la main.
   */
  onSelect?: (territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Lignes par page. @default 50 */
  pageSize?: number;
  /** Affiche la colonne du niveau (pour des niveaux mélangés). @default false */
  showLevel?: boolean;
  /** Nom du fichier de l’export CSV. @default 'membres.csv' */
  filename?: string;
  /**
   * Reçoit le CSV (trié comme le tableau, toutes pages confondues) à la place du téléchargement par
   * défaut.
   */
  onExport?: (csv: string, filename: string) => void;
  /** Affiche l’état de chargement. @default false */
  loading?: boolean;
  /** Affiche l’état d’erreur. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (sans elle, pas de bouton). */
  onRetry?: () => void;
  /**
   * Indicateurs que l’utilisateur peut ajouter en colonnes, dans l’ordre d’affichage (regroupés par
   * `theme` dans le sélecteur). Sans indicateur, le tableau n’a pas de sélecteur. @default []
   */
  indicators?: readonly MemberIndicator[];
  /**
   * Ids des indicateurs choisis (mode contrôlé) ; les ids inconnus sont ignorés. Sans cette prop,
   * le tableau gère les siens.
   */
  columns?: readonly string[];
  /**
   * Ids choisis au départ (mode non contrôlé) et par « Rétablir les colonnes par défaut ».
   * @default []
   */
  defaultColumns?: readonly string[];
  /** Appelée avec les nouveaux ids choisis, dans l’ordre de `indicators`. */
  onColumnsChange?: (ids: string[]) => void;
  /** Ouvre le sélecteur de colonnes au départ. @default false */
  defaultChooserOpen?: boolean;
  /**
   * Tri initial : `'name'`, `'code'`, `'population'`, `'share'` ou l’id d’un indicateur.
   * @default population, descending
   */
  defaultSort?: { column: string; desc: boolean };
  /**
   * Les lignes sont en cours de rechargement pour de nouvelles colonnes : une valeur manquante se
   * lit « … » (chargement). @default false
   */
  refreshing?: boolean;
  /** Remplacements des textes français par défaut. */
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
