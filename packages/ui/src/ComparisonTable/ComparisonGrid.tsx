import { VisuallyHidden } from '../VisuallyHidden';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import styles from './ComparisonTable.module.css';
import type { CellText, DisplayRow } from './rows';

/** A side's key badge (A, B) and its name: in a column header, or as a term of the key legend. */
export function SideKey({
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

/** Figures never break inside; words (statuses, reasons) wrap. */
const FIGURE = /^[+\u2212\-\d]/;

function Cell({ cell }: { cell: CellText }) {
  if (cell.full) {
    return (
      <>
        <span aria-hidden="true">{cell.text}</span>
        <VisuallyHidden>{cell.full}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      <span className={FIGURE.test(cell.text) ? styles.figure : undefined}>{cell.text}</span>
      {cell.note && <span className={styles.note}> {cell.note}</span>}
    </>
  );
}

/**
 * One table of the comparison (the key figures, or a theme): a row per indicator, both sides,
 * both differences and the higher side. Focusable so that keyboard users can scroll a table
 * wider than its container; below 40rem of container each row becomes a card (CSS).
 */
export function ComparisonGrid({
  caption,
  rows,
  names,
  m,
  hideCaption = false,
}: {
  caption: string;
  /** Keeps the caption for assistive technology only (a theme's heading shows it). */
  hideCaption?: boolean;
  rows: readonly DisplayRow[];
  names: { left: string; right: string };
  m: ComparisonTableMessages;
}) {
  const differenceHeader = m.difference(m.rightKey, m.leftKey);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1)
    <section className={styles.scroll} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.indicator}</th>
            <th scope="col" data-numeric data-side>
              <SideKey sideKey={m.leftKey} name={names.left} />
            </th>
            <th scope="col" data-numeric data-side>
              <SideKey sideKey={m.rightKey} name={names.right} />
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
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.details && (
                  <>
                    {' '}
                    <span className={styles.details}>{row.details}</span>
                  </>
                )}
              </th>
              <td data-numeric data-label={m.leftKey}>
                <Cell cell={row.left} />
              </td>
              <td data-numeric data-label={m.rightKey}>
                <Cell cell={row.right} />
              </td>
              <td data-numeric data-label={differenceHeader}>
                <Cell cell={row.absolute} />
              </td>
              <td data-numeric data-label={m.relativeDifference}>
                <Cell cell={row.relative} />
              </td>
              <td data-higher={row.higher ?? undefined} data-label={m.higher}>
                {(row.higher === 'left' || row.higher === 'right') && (
                  <span aria-hidden="true">
                    {row.higher === 'left' ? `◀ ${m.leftKey} ` : `▶ ${m.rightKey} `}
                  </span>
                )}
                {row.higherText}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
