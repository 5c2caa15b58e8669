import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { VisualSkeleton } from '../LazyVisuals';

/**
 * The Comparer's parts that load on demand, out of the route chunk: the results (table,
 * references, charts, exports), the controls of the list of sides (add, move, remove, reference),
 * a side's explanation when its territory cannot be compared (absent, unknown), and the choice
 * of one of the user's areas as a side (with the areas' calls). The route
 * guard starts loading the first two beside the comparison.
 */

/** A component whose code loads on demand, shown as soon as it arrives (`fallback` before). */
function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const loadComparisonResults = () => import('./ComparisonResults');
export const loadSideControls = () => import('./sideControls');

export const ComparisonResults = lazyPart(
  loadComparisonResults,
  (m) => m.ComparisonResults,
  <VisualSkeleton label="Chargement de la comparaison…" />,
);
export const SideTools = lazyPart(loadSideControls, (m) => m.SideTools);
export const AddSide = lazyPart(loadSideControls, (m) => m.AddSide);
export const ReferenceChoice = lazyPart(loadSideControls, (m) => m.ReferenceChoice);
export const TerritoryProblem = lazyPart(
  () => import('../DeadEnd'),
  (m) => m.TerritoryProblem,
);
export const AreaChoice = lazyPart(
  () => import('./AreaChoice'),
  (m) => m.AreaChoice,
);
