import type { TerritoryRef } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TerritoryParams } from '../../data/params';
import { catalogueQuery, statisticsQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { VisualSkeleton } from '../LazyVisuals';

export type IndicatorsPanelProps = {
  side: TerritoryParams;
  year: number | undefined;
  /** The territory shown, once known. */
  territory: TerritoryRef | null;
};

// The cards and their mappers stay out of the route chunk: one lazy chunk, asked once painted,
// while the panel's two requests already leave from here.
const IndicatorsPanelBody = lazy(() => import('./IndicatorsPanelBody'));

/** The territory's statistical indicators by theme (census, Filosofi, establishments). */
export function IndicatorsPanel({
  painted,
  ...props
}: IndicatorsPanelProps & {
  /** Whether the territory is painted: only then are the catalogue and the values asked for. */
  painted: boolean;
}) {
  // Started here, not in the lazy body: the data and the code load at the same time.
  useQuery({ ...catalogueQuery(), enabled: painted });
  useQuery({ ...statisticsQuery(props.side, props.year), enabled: painted });
  const skeleton = <VisualSkeleton label="Chargement des indicateurs…" />;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="indicateurs">
      <h2 id="indicateurs">Indicateurs</h2>
      {painted ? (
        <Suspense fallback={skeleton}>
          <IndicatorsPanelBody {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
