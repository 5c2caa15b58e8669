import type { MembersTableProps, PopulationChartProps } from '@epic/ui';
import type { MapLayer, TerritoryMapProps } from '@epic/ui/map';
import { type ComponentProps, createContext, lazy, Suspense, useContext } from 'react';
import styles from './explore.module.css';

// Chart, map, table and indicators code stays out of the route chunks: loaded when first shown.
const PopulationChartLazy = lazy(() =>
  import('@epic/ui/chart').then((m) => ({ default: m.PopulationChart })),
);
const MembersTableLazy = lazy(() =>
  import('@epic/ui/table').then((m) => ({ default: m.MembersTable })),
);
const TerritoryMapLazy = lazy(() =>
  import('@epic/ui/map').then((m) => ({ default: m.TerritoryMap })),
);
const ComparisonChartsLazy = lazy(() =>
  import('./comparer/ComparisonCharts').then((m) => ({ default: m.ComparisonCharts })),
);

/** False while the screen's main content is not painted yet: the visuals wait (skeletons). */
export const VisualsReady = createContext(true);

export function VisualSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.visualSkeleton} role="status" data-placeholder>
      {label}
    </div>
  );
}

export function PopulationChart(props: PopulationChartProps) {
  if (!useContext(VisualsReady)) return <VisualSkeleton label="Chargement du graphique…" />;
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement du graphique…" />}>
      <PopulationChartLazy {...props} />
    </Suspense>
  );
}

/** Drawn while nothing is known of the map but its box: no areas (loading or error state). */
const NO_LAYER: MapLayer = { kind: 'communes', topologies: [], year: 2025 };

/**
 * The map, its code loaded on demand. `layer` is null until its files are here: the map shows its
 * loading (or error) state in its own box, which keeps its size throughout (no layout shift).
 */
export function TerritoryMap({
  layer,
  ...props
}: Omit<TerritoryMapProps, 'layer'> & { layer: MapLayer | null }) {
  const skeleton = (
    <div className={styles.mapSkeleton} role="status">
      Chargement de la carte…
    </div>
  );
  if (!useContext(VisualsReady)) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <TerritoryMapLazy
        {...props}
        layer={layer ?? NO_LAYER}
        loading={props.loading || (layer === null && !props.error)}
      />
    </Suspense>
  );
}

export function MembersTable(props: MembersTableProps) {
  if (!useContext(VisualsReady)) return <VisualSkeleton label="Chargement du tableau…" />;
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement du tableau…" />}>
      <MembersTableLazy {...props} />
    </Suspense>
  );
}

/** The Comparer's charts (population of every side, dot plot of a chosen indicator). */
export function ComparisonCharts(
  props: ComponentProps<typeof import('./comparer/ComparisonCharts')['ComparisonCharts']>,
) {
  if (!useContext(VisualsReady)) return <VisualSkeleton label="Chargement des graphiques…" />;
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement des graphiques…" />}>
      <ComparisonChartsLazy {...props} />
    </Suspense>
  );
}
