import type { ColumnDef, SortingFn } from '@tanstack/react-table';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  indicatorDetails,
  type MemberIndicator,
  type MembersTableRow,
  okValue,
  type StatisticText,
  statisticText,
} from './indicators';
import type { MembersTableMessages } from './MembersTable.messages';
import styles from './MembersTable.module.css';

/** What a column carries besides TanStack's definition. */
export type ColumnMeta = {
  numeric?: boolean;
  /** Plain-text label of the column (the cards' labels). */
  label?: string;
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * Sorts by the `ok` values; members without one (secret, unavailable, not applicable) always come
 * last, by name, in either direction. TanStack reverses the result for a descending sort, so the
 * direction is known here and the missing values' order is reversed ahead of it.
 */
export function statisticSort(id: string, desc: boolean): SortingFn<MembersTableRow> {
  const flip = desc ? -1 : 1;
  return (a, b) => {
    const x = okValue(a.original, id);
    const y = okValue(b.original, id);
    if (x === undefined && y === undefined) {
      return flip * collator.compare(a.original.name, b.original.name);
    }
    if (x === undefined) return flip;
    if (y === undefined) return -flip;
    return x - y;
  };
}

/** A cell's text: a number, or short words with their full meaning for screen readers. */
function StatisticCell({ text }: { text: StatisticText }) {
  if (text.short === text.full) {
    return text.partial ? (
      <span title={text.partial}>
        {text.short}
        <span className={styles.partial} aria-hidden="true">
          *
        </span>
        <VisuallyHidden> ({text.partial})</VisuallyHidden>
      </span>
    ) : (
      text.short
    );
  }
  return (
    <span title={text.full} className={styles.status}>
      <span aria-hidden="true">{text.short}</span>
      <VisuallyHidden>{text.full}</VisuallyHidden>
    </span>
  );
}

/** The header cell's content: the label, then its unit, reference year (and origin) below. */
function IndicatorHeader({
  indicator,
  published,
}: {
  indicator: MemberIndicator;
  published: string | null;
}) {
  return (
    <span className={styles.indicatorHeader}>
      {indicator.label}{' '}
      <span className={styles.headerMeta}>({indicatorDetails(indicator, published)})</span>
    </span>
  );
}

/**
 * One sortable column per chosen indicator; `published`: those whose values are INSEE's own for
 * the members (their header says so once, not every cell).
 */
export function indicatorColumns(
  indicators: readonly MemberIndicator[],
  sortedDesc: (id: string) => boolean,
  m: MembersTableMessages,
  pending: boolean,
  published: ReadonlySet<string> = new Set(),
): ColumnDef<MembersTableRow>[] {
  return indicators.map((indicator) => {
    const id = `indicator:${indicator.id}`;
    const origin = published.has(indicator.id) ? m.published : null;
    const meta: ColumnMeta = {
      numeric: true,
      label: [indicator.label, indicator.referenceYear, origin].filter(Boolean).join(', '),
    };
    return {
      id,
      accessorFn: (row) => okValue(row, indicator.id),
      header: () => <IndicatorHeader indicator={indicator} published={origin} />,
      sortingFn: statisticSort(indicator.id, sortedDesc(id)),
      sortDescFirst: true,
      // The sorting function places missing values itself (TanStack's default would flip them).
      sortUndefined: false,
      meta,
      cell: ({ row }) => {
        const statistic = row.original.statistics?.[indicator.id];
        if (statistic === undefined && pending) {
          return <StatisticCell text={{ short: m.pending, full: m.pendingFull }} />;
        }
        return <StatisticCell text={statisticText(statistic, indicator, m)} />;
      },
    } satisfies ColumnDef<MembersTableRow>;
  });
}
