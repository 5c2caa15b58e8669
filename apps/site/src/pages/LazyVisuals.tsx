import type {
  FranceMapProps,
  IndicatorThemesProps,
  MembersTableProps,
  PopulationChartProps,
} from '@epic/ui';
import { createContext, lazy, Suspense, useContext } from 'react';
import styles from './explore.module.css';

// Chart, map, table and indicators code stays out of the route chunks: loaded when first shown.
const PopulationChartLazy = lazy(() =>
  import('@epic/ui/chart').then((m) => ({ default: m.PopulationChart })),
);
const MembersTableLazy = lazy(() =>
  import('@epic/ui/table').then((m) => ({ default: m.MembersTable })),
);
const FranceMapLazy = lazy(() => import('@epic/ui/map').then((m) => ({ default: m.FranceMap })));
const IndicatorThemesLazy = lazy(() =>
  import('@epic/ui/statistics').then((m) => ({ default: m.IndicatorThemes })),
);

/** False while the screen's main content is not painted yet: the visuals wait (skeletons). */
export const VisualsReady = createContext(true);

function VisualSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.visualSkeleton} role="status">
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

export function FranceMap(props: FranceMapProps) {
  if (!useContext(VisualsReady)) return <VisualSkeleton label="Chargement de la carte…" />;
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement de la carte…" />}>
      <FranceMapLazy {...props} />
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

export function IndicatorThemes(props: IndicatorThemesProps) {
  if (!useContext(VisualsReady)) return <VisualSkeleton label="Chargement des indicateurs…" />;
  return (
    <Suspense fallback={<VisualSkeleton label="Chargement des indicateurs…" />}>
      <IndicatorThemesLazy {...props} />
    </Suspense>
  );
}
