import type { ReactNode } from 'react';
import styles from './TableAlternative.module.css';

/**
 * A chart's data as a table, folded under a disclosure ("Afficher les données en tableau"): the
 * text alternative of every chart. Children are the table's `thead` and `tbody`; cells marked
 * `data-numeric` align their figures on the right.
 */
export function TableAlternative({
  label,
  caption,
  className,
  children,
}: {
  /** The disclosure's text. */
  label: string;
  /** The table's caption (the chart's title). */
  caption: string;
  /** An extra class for the table (column widths). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={styles.details}>
      <summary className={styles.toggle}>{label}</summary>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </table>
    </details>
  );
}
