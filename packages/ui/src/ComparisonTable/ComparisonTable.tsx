import { Button } from '../Button';
import { toCsv } from '../csv/csv';
import { downloadCsv } from '../csv/download';
import { DataError } from '../DataError';
import { withMessages } from '../messages';
import type { TerritoryRef } from '../territory/types';
import { type ComparisonTableMessages, comparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import { cellTexts } from './cells';

/** One side of the comparison. */
export type ComparisonSide = { territory: TerritoryRef; year: number };

/** An indicator of both sides; `percent` values are ratios (0.25 = 25 %). */
export type ComparisonRow = {
  /** Stable key of the indicator (React key). */
  key: string;
  /** Name of the indicator, e.g. "Population". */
  label: string;
  /** Value of the left side (A); `null` when missing. */
  left: number | null;
  /** Value of the right side (B); `null` when missing. */
  right: number | null;
  /** @default 'number' */
  format?: 'number' | 'percent';
  /**
   * Sides for which the indicator cannot exist (e.g. "Nombre de communes" of a commune): they read
   * "Sans objet", while a `null` value where it applies reads "Non disponible".
   */
  notApplicable?: { left?: boolean; right?: boolean };
  /**
   * Sides whose value is covered by statistical secret (too few households, e.g. a median income
   * of a small commune): they read "Secret statistique", and so does their difference.
   */
  secret?: { left?: boolean; right?: boolean };
};

export type ComparisonTableProps = {
  /** Side A: a territory and its vintage. */
  left: ComparisonSide;
  /** Side B: a territory and its vintage. */
  right: ComparisonSide;
  /** The indicators, in display order. */
  rows: readonly ComparisonRow[];
  /** Shows "Inverser les deux territoires" when given. */
  onSwap?: () => void;
  /** Receives the CSV instead of the default download. */
  onExport?: (csv: string, filename: string) => void;
  /** File name of the CSV export. @default 'comparaison.csv' */
  filename?: string;
  /** Shows the loading state. @default false */
  loading?: boolean;
  /** Shows the error state. @default false */
  error?: boolean;
  /** Called by the error state's "Réessayer" button (no button without it). */
  onRetry?: () => void;
  /** Overrides of the French copy. */
  messages?: Partial<ComparisonTableMessages>;
};

export type ComparisonResult = {
  /** right − left, or `null` when a value is missing. */
  absolute: number | null;
  /** (right − left) / |left|, or `null` when a value is missing or left is 0. */
  relative: number | null;
  /** The higher side, `'equal'`, or `null` when a value is missing. */
  higher: 'left' | 'right' | 'equal' | null;
};

/** Difference right − left, relative to left, and which side is higher. */
export function compareValues(left: number | null, right: number | null): ComparisonResult {
  if (left === null || right === null) return { absolute: null, relative: null, higher: null };
  const absolute = right - left;
  return {
    absolute,
    relative: left === 0 ? null : absolute / Math.abs(left),
    higher: absolute > 0 ? 'right' : absolute < 0 ? 'left' : 'equal',
  };
}

/** A side's key badge (A, B) and its name: in a column header, or as a term of the key legend. */
function SideKey({
  sideKey,
  name,
  term = false,
}: {
  sideKey: string;
  name: string;
  term?: boolean;
}) {
  return term ? (
    <>
      <dt className={styles.key}>{sideKey}</dt>
      <dd>{name}</dd>
    </>
  ) : (
    <>
      <span className={styles.key}>{sideKey}</span> {name}
    </>
  );
}

/**
 * The same indicators for two territories (any level, any vintage) with the absolute and
 * relative difference and which side is higher, a swap button and a CSV export.
 */
export function ComparisonTable({
  left,
  right,
  rows,
  onSwap,
  onExport,
  filename = 'comparaison.csv',
  loading = false,
  error = false,
  onRetry,
  messages,
}: ComparisonTableProps) {
  const m = withMessages(comparisonTableMessages, messages);
  const leftName = m.side(left.territory.name, left.year);
  const rightName = m.side(right.territory.name, right.year);
  const caption = m.caption(leftName, rightName);
  // On screen, the sides are told apart by their keys (A, B): long names stay in their own column
  // header and the narrow layout labels each line with a key instead of repeating them.
  const differenceHeader = m.difference(m.rightKey, m.leftKey);
  const headers = [
    m.indicator,
    leftName,
    rightName,
    m.difference(right.territory.name, left.territory.name),
    m.relativeDifference,
    m.higher,
  ];
  const results = rows.map((row) => {
    const result = compareValues(row.left, row.right);
    return { row, result, text: cellTexts(row, result, m, { left: leftName, right: rightName }) };
  });
  const exportCsv = () => {
    const csv = toCsv(
      headers,
      results.map(({ row, result, text }) => [
        row.label,
        row.left,
        row.right,
        result.absolute,
        result.relative === null || row.format === 'percent'
          ? null
          : Math.round(result.relative * 1000) / 10,
        // Without a higher side the CSV says why (missing, not applicable, secret).
        text.higher,
      ]),
    );
    if (onExport) onExport(csv, filename);
    else downloadCsv(csv, filename);
  };

  let body = null;
  if (loading) {
    body = (
      <p role="status" className={styles.state}>
        {m.loading}
      </p>
    );
  } else if (error) {
    body = <DataError message={m.error} retryLabel={m.retry} onRetry={onRetry} />;
  } else if (rows.length === 0) {
    body = <p className={styles.state}>{m.empty}</p>;
  }

  return (
    <section className={styles.section} aria-busy={loading || undefined}>
      <div className={styles.toolbar}>
        {onSwap && (
          <Button variant="secondary" icon="⇄" onClick={onSwap}>
            {m.swap}
          </Button>
        )}
        {!body && (
          <Button variant="secondary" onClick={exportCsv}>
            {m.exportCsv}
          </Button>
        )}
      </div>
      {body ? (
        <>
          <p className={styles.caption}>{caption}</p>
          {body}
        </>
      ) : (
        // Narrow containers (phones, docs frames) stack each indicator as a card with a line per
        // territory (container query in the CSS), so the table never scrolls sideways there.
        // Focusable so that keyboard users can scroll a table wider than its container.
        <>
          {/* The keys of the narrow layout (the wide one shows them in the column headers). */}
          <dl className={styles.keys}>
            <SideKey sideKey={m.leftKey} name={leftName} term />
            <SideKey sideKey={m.rightKey} name={rightName} term />
          </dl>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1) */}
          <section className={styles.scroll} aria-label={caption} tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.indicator}</th>
                  <th scope="col" data-numeric data-side>
                    <SideKey sideKey={m.leftKey} name={leftName} />
                  </th>
                  <th scope="col" data-numeric data-side>
                    <SideKey sideKey={m.rightKey} name={rightName} />
                  </th>
                  <th scope="col" data-numeric>
                    {differenceHeader}
                  </th>
                  <th scope="col" data-numeric>
                    {m.relativeDifference}
                  </th>
                  <th scope="col">{m.higher}</th>
                </tr>
              </thead>
              <tbody>
                {results.map(({ row, result, text }) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td data-numeric data-label={m.leftKey}>
                      {text.left}
                    </td>
                    <td data-numeric data-label={m.rightKey}>
                      {text.right}
                    </td>
                    <td data-numeric data-label={differenceHeader}>
                      {text.absolute}
                    </td>
                    <td data-numeric data-label={m.relativeDifference}>
                      {text.relative}
                    </td>
                    <td data-higher={result.higher ?? undefined} data-label={m.higher}>
                      {(result.higher === 'left' || result.higher === 'right') && (
                        <span aria-hidden="true">
                          {result.higher === 'left' ? `◀ ${m.leftKey} ` : `▶ ${m.rightKey} `}
                        </span>
                      )}
                      {text.higher}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
