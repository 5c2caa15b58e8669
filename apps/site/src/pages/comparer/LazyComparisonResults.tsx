import { type ComponentProps, lazy, Suspense } from 'react';
import { VisualSkeleton } from '../LazyVisuals';

/** Starts loading the results' code (the route guard calls it beside the comparison's request). */
export const loadComparisonResults = () => import('./ComparisonResults');

// The results (table, references, charts, exports, and their mappers) show once two sides are
// chosen: their code stays out of the Comparer's route chunk and loads with the comparison.
const ComparisonResultsLazy = lazy(() =>
  loadComparisonResults().then((m) => ({ default: m.ComparisonResults })),
);

type ComparisonResultsProps = ComponentProps<
  typeof import('./ComparisonResults')['ComparisonResults']
>;

/** The comparison's results, loaded on demand (a status line while their code arrives). */
export function ComparisonResults(props: ComparisonResultsProps) {
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement de la comparaison…" />}>
      <ComparisonResultsLazy {...props} />
    </Suspense>
  );
}
