import { lazy, Suspense } from 'react';
import type { TerritoryParams } from '../../data/params';
import styles from '../explore.module.css';
import { VisualSkeleton } from '../LazyVisuals';
import { useNearViewport } from '../useNearViewport';

export type EvolutionPanelProps = {
  side: TerritoryParams;
  /** The vintage whose perimeter the values are on; none: the latest where it exists. */
  year: number | undefined;
  /** The territory's name, once known. */
  name: string | undefined;
  /** Its INSEE article type, for "Population de la Loire". */
  typeLiaison?: number | undefined;
  /** Whether the other series are shown (the territory exists in the vintage shown). */
  withSeries: boolean;
};

// The charts' wiring and the series' mappers stay out of the route chunk: they load near the panel.
const EvolutionPanelBody = lazy(() => import('./EvolutionPanelBody'));

/**
 * The territory over time: its population at each census on its perimeter of the vintage shown,
 * then its other series (jobs, births, deaths, income…), each with its table, sources and exports.
 */
export function EvolutionPanel({
  painted,
  ...props
}: EvolutionPanelProps & {
  /** Whether the territory is painted: only then are the series asked for. */
  painted: boolean;
}) {
  // Below the fold: the charts' code and data wait until the reader gets near them.
  const [box, near] = useNearViewport<HTMLElement>();
  const skeleton = <VisualSkeleton label="Chargement du graphique…" />;
  return (
    <section ref={box} className={`${styles.panel} ${styles.wide}`} aria-labelledby="evolution">
      <h2 id="evolution">Évolution dans le temps</h2>
      {painted && near ? (
        <Suspense fallback={skeleton}>
          <EvolutionPanelBody {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
