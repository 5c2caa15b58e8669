import type { TerritoryDetail } from '@epic/api-contract';
import { lazy, Suspense } from 'react';
import type { TerritoryParams } from '../../data/params';
import styles from '../explore.module.css';
import { useNearViewport } from '../useNearViewport';

export type MapPanelProps = {
  /** Null: the Explorer's start state (France by département). */
  side: TerritoryParams | null;
  year: number | undefined;
  detail: TerritoryDetail | undefined;
};

// The map's own code (which map, its values and files, the indicator choice) stays out of the
// route chunk: it loads when the reader gets near the map.
const MapPanelBody = lazy(() => import('./MapPanelBody'));

/** The map's box before its code arrives: the controls' row and the map's, at their sizes. */
function MapPlaceholder() {
  return (
    <>
      <div className={`${styles.mapControls} ${styles.mapControlsPlaceholder}`} />
      <div className={styles.mapBox} data-map-box>
        <div className={styles.mapSkeleton} role="status">
          Chargement de la carte…
        </div>
      </div>
    </>
  );
}

/**
 * The territory's map: the communes of its département (a commune, a département),
 * of its EPCI, the départements of its région, or of France (no territory), coloured by the
 * indicator chosen above it, with an overlay toggle.
 */
export function MapPanel({
  painted,
  ...props
}: MapPanelProps & {
  /** Whether the page is painted: only then are the map's code, files and values asked for. */
  painted: boolean;
}) {
  // Below the fold: the map's code, files and values wait until the reader gets near it.
  const [box, near] = useNearViewport<HTMLElement>();
  return (
    <section
      ref={box}
      className={`${styles.panel} ${styles.wide} ${styles.mapPanel}`}
      aria-labelledby="carte"
    >
      <h2 id="carte">Carte</h2>
      {painted && near ? (
        <Suspense fallback={<MapPlaceholder />}>
          <MapPanelBody {...props} />
        </Suspense>
      ) : (
        <MapPlaceholder />
      )}
    </section>
  );
}
