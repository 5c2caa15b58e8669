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
  /** Les lignes de la page affichée, dans l’ordre demandé (les classés d’abord en tri par rang). */
  rows: readonly RankingRow[];
  /** Le niveau classé (liens, formulation des décomptes). */
  type: TerritoryType;
  /** L’indicateur classé : son libellé titre la colonne des valeurs, son format écrit les valeurs. */
  indicator: RankingIndicator;
  /** Légende visible : ce qui est classé, où, pour quel millésime. */
  caption: string;
  /** Destination de chaque lien de nom (l’adresse du territoire dans l’Explorateur du site). */
  hrefFor: TerritoryHref;
  /** Composant de lien fourni par l’application (le lien de son routeur). @default 'a' */
  linkComponent?: LinkComponent;
  /** Appelée au clic sur un lien de nom avant la navigation ; `event.preventDefault()` prend la main. */
  onSelect?: (territory: TerritoryRef, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Nombre de territoires dans tout le classement (avec ou sans valeur). */
  total: number;
  /** Nombre de ceux qui ont une valeur (classés). */
  ranked: number;
  /** Le tri affiché (`aria-sort` sur son en-tête). */
  sort: RankingSort;
  /** Le sens du tri affiché, croissant ou décroissant. */
  order: RankingOrder;
  /** Appelée par le bouton d’un en-tête : la même colonne inverse le sens, une autre commence en croissant. */
  onSortChange: (sort: RankingSort, order: RankingOrder) => void;
  /** La page affichée, à partir de 1. */
  page: number;
  /** Lignes par page (donne la position des lignes et les ex æquo avec une page précédente). */
  pageSize: number;
  /** Nombre de pages. */
  pageCount: number;
  /** Mode lien de la pagination : l’adresse d’une page (partageable). */
  getPageHref?: (page: number) => string;
  /** Mode bouton de la pagination, ou appelée avant qu’un lien de page ne navigue. */
  onPageChange?: (page: number, event: MouseEvent<HTMLElement>) => void;
  /**
   * La valeur de la France, indiquée au-dessus du tableau comme référence nationale (seulement
   * si elle en a une), nommée « France métropolitaine » quand la source ne publie que celle-ci.
   */
  france?: RankingReference | undefined;
  /** Code du territoire courant : mis en évidence (`aria-current`) et amené à l’écran. */
  current?: string | undefined;
  /** Fait défiler la ligne du territoire courant jusqu’à l’écran quand sa page est affichée. @default true */
  scrollToCurrent?: boolean;
  /**
   * Récupère tout le classement en CSV (l’application le demande à son API) : le bouton d’export
   * apparaît avec elle, affiche un indicateur de chargement pendant l’opération et signale un échec.
   */
  getCsv?: () => Promise<Blob | string>;
  /** Nom du fichier CSV. @default 'classement.csv' */
  filename?: string;
  /** Reçoit le CSV à la place du téléchargement par défaut. */
  onExport?: (csv: Blob | string, filename: string) => void;
  /** Affiche le squelette de chargement. @default false */
  loading?: boolean;
  /** Une autre page ou un autre tri se charge : les lignes actuelles restent, marquées occupées. @default false */
  refreshing?: boolean;
  /** Affiche l’état d’erreur. @default false */
  error?: boolean;
  /** Le message d’erreur propre, en français (par exemple celui de l’API), à la place du message générique. */
  errorMessage?: string | undefined;
  /** Un nouvel essai peut-il aider (pas de « Réessayer » pour une requête invalide). @default true */
  transient?: boolean;
  /** Appelée par « Réessayer ». */
  onRetry?: () => void;
  /** Remplacements des textes français par défaut. */
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
