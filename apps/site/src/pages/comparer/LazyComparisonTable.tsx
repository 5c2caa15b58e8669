import type { ComparisonTableProps } from '@epic/ui';
import { lazy, Suspense } from 'react';
import styles from '../explore.module.css';

/** Starts loading the table's code (the route guard calls it beside the comparison's request). */
export const loadComparisonTable = () => import('@epic/ui/compare');

// Every indicator by theme and the exports make a sizeable table: its code stays out of the
// Comparer's route chunk and loads with the comparison.
const ComparisonTableLazy = lazy(() =>
  loadComparisonTable().then((m) => ({ default: m.ComparisonTable })),
);

/** The comparison table, loaded on demand (a status line while its code arrives). */
export function ComparisonTable(props: ComparisonTableProps) {
  return (
    <Suspense
      fallback={
        <p className={styles.visualSkeleton} role="status">
          Chargement de la comparaison…
        </p>
      }
    >
      <ComparisonTableLazy {...props} />
    </Suspense>
  );
}
