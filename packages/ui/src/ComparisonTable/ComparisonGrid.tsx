import { VisuallyHidden } from '../VisuallyHidden';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import { type CellText, differences, type SideCell, sideCell, statisticCell } from './cells';
import { columnValue, type ReferenceColumn, type SideColumn, sideReferences } from './columns';
import type { ComparisonIndicator } from './types';

/** Figures never break inside; words (statuses, reasons) wrap. */
const FIGURE = /^[+\u2212\-\d]/;

/** A text seen, and read differently by assistive technology when `full` is given. */
function Text({ cell, className }: { cell: CellText; className?: string }) {
  return (
    <span className={className}>
      {cell.full ? (
        <>
          <span aria-hidden="true" title={cell.title}>
            {cell.text}
          </span>
          <VisuallyHidden>{cell.full}</VisuallyHidden>
        </>
      ) : (
        <span className={FIGURE.test(cell.text) ? styles.figure : undefined}>{cell.text}</span>
      )}
      {cell.note && <span className={styles.note}> {cell.note}</span>}
    </span>
  );
}

/** A side's value, its difference to the reference and its ▲/▼ marks against the references. */
function SideValue({ cell }: { cell: SideCell }) {
  return (
    <>
      <Text cell={cell.value} className={styles.value} />
      {cell.difference && (
        <>
          {' '}
          <Text cell={cell.difference} className={styles.difference} />
        </>
      )}
      {cell.positions.length > 0 && (
        <span className={styles.positions}>
          {cell.positions.map((p) => (
            <span key={p.name} className={styles.position}>
              {' '}
              <span aria-hidden="true">
                {p.mark}&nbsp;{p.name}
              </span>
              <VisuallyHidden>{p.full}</VisuallyHidden>
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/** A reference column's cell: its value, or a dash when the indicator has no such reference. */
function referenceCell(
  column: ReferenceColumn,
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
): CellText {
  const given = column.kind === 'france' ? indicator.france : indicator.parents;
  if (given === undefined) return { text: '—', full: m.noReference, title: m.noReference };
  const statistic = columnValue(column, indicator);
  // A key figure with no meaning for France (its share of itself): a dash that says why.
  if (statistic?.status === 'not_applicable' && indicator.notApplicable === 'level') {
    const why = m.notApplicableFor(column.kind);
    return { text: '—', full: why, title: why };
  }
  return statisticCell(statistic, indicator, m);
}

/** A side's column header: key, name, level and vintage, "référence". */
export function SideHeader({
  column,
  m,
  hideKey = false,
}: {
  column: SideColumn;
  m: ComparisonTableMessages;
  /** Without the key (a key legend shows it as its term). */
  hideKey?: boolean;
}) {
  const { territory, year } = column.side;
  return (
    <>
      {!hideKey && (
        <>
          <span className={styles.key}>{column.key}</span>{' '}
        </>
      )}
      <span>{territory.name}</span>
      <span className={styles.level}> {m.level(territory.type, year)}</span>
      {column.reference && <span className={styles.referenceTag}> {m.reference}</span>}
    </>
  );
}

/** The keys of the cards (the wide table shows them in its column headers): A, its name, level… */
export function SideKeys({
  sides,
  m,
}: {
  sides: readonly SideColumn[];
  m: ComparisonTableMessages;
}) {
  return (
    <dl className={styles.keys}>
      {sides.map((column) => (
        <div key={column.index} className={styles.keyItem}>
          <dt className={styles.key}>{column.key}</dt>
          <dd>
            <SideHeader column={column} m={m} hideKey />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The label of a column's line in the narrow layout (and of its cells). */
export const lineLabel = (column: SideColumn | ReferenceColumn, m: ComparisonTableMessages) =>
  column.kind === 'side'
    ? `${column.key} · ${column.name}${column.reference ? ` (${m.reference})` : ''}`
    : column.name;

/**
 * One table of the comparison (the key figures, or a theme): a row per indicator, a column per
 * side (its value, its difference to the reference, its place against France and its parent),
 * then the reference columns. Focusable so that keyboard users can scroll a table wider than its
 * container; in the narrow layout each row becomes a card with a line per column (CSS).
 */
export function ComparisonGrid({
  caption,
  indicators,
  sides,
  references,
  reference,
  m,
  hideCaption = false,
}: {
  caption: string;
  /** Keeps the caption for assistive technology only (a theme's heading shows it). */
  hideCaption?: boolean;
  indicators: readonly ComparisonIndicator[];
  sides: readonly SideColumn[];
  references: readonly ReferenceColumn[];
  /** 0-based index of the reference side. */
  reference: number;
  m: ComparisonTableMessages;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1)
    <section className={styles.scroll} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.indicator}</th>
            {sides.map((column) => (
              <th key={column.index} scope="col" data-numeric data-side>
                <SideHeader column={column} m={m} />
              </th>
            ))}
            {references.map((column) => (
              <th key={column.key} scope="col" data-numeric data-reference>
                {column.name}
                {column.kind === 'parent' && (
                  <span className={styles.level}>
                    {' '}
                    {m.parentOf(column.of.map((i) => m.sideKey(i)))}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {indicators.map((indicator) => {
            const diff = differences(indicator, reference);
            return (
              <tr key={indicator.id}>
                <th scope="row">
                  {indicator.label}{' '}
                  <span className={styles.details}>
                    {m.details(indicator.unit, indicator.referenceYear)}
                  </span>
                </th>
                {sides.map((column) => (
                  <td
                    key={column.index}
                    data-numeric
                    data-label={lineLabel(column, m)}
                    data-reference-side={column.reference || undefined}
                  >
                    <SideValue
                      cell={sideCell(
                        indicator,
                        column,
                        sideReferences(references, column.index),
                        diff,
                        sides[reference]?.key ?? '',
                        m,
                      )}
                    />
                  </td>
                ))}
                {references.map((column) => (
                  <td
                    key={column.key}
                    data-numeric
                    data-reference
                    data-label={lineLabel(column, m)}
                  >
                    <Text cell={referenceCell(column, indicator, m)} className={styles.value} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
