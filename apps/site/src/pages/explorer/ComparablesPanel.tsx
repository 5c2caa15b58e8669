import type { TerritoryRef } from '@epic/api-contract';
import { lazy, Suspense } from 'react';
import type { TerritoryParams } from '../../data/params';
import styles from '../explore.module.css';
import { useNearViewport } from '../useNearViewport';

export type ComparablesPanelProps = {
  side: TerritoryParams;
  year: number | undefined;
  /** Its INSEE article type, for "les plus proches de la Loire". */
  typeLiaison?: number | undefined;
  /** Its région and département, from the territory's answer (the scope choices' labels). */
  parents: { region?: TerritoryRef | undefined; departement?: TerritoryRef | undefined };
};

// The list, its query and mappers stay out of the route chunk: they load near the panel.
const ComparablesPanelBody = lazy(() => import('./ComparablesPanelBody'));

/** "Territoires comparables": the 10 most similar territories of the same level and vintage. */
export function ComparablesPanel({
  painted,
  ...props
}: ComparablesPanelProps & {
  /** Whether the territory is painted: only then are the comparables asked for. */
  painted: boolean;
}) {
  // Below the fold: the list's code and data wait until the reader gets near it.
  const [box, near] = useNearViewport<HTMLElement>();
  // About the height of the 10 rows, so that little moves when they come (no CSS of its own: the
  // route chunk stays small).
  const skeleton = (
    <div className={styles.visualSkeleton} style={{ minHeight: '36rem' }} role="status">
      Chargement des territoires comparables…
    </div>
  );
  return (
    <section ref={box} className={`${styles.panel} ${styles.wide}`} aria-labelledby="comparables">
      <h2 id="comparables">Territoires comparables</h2>
      {painted && near ? (
        <Suspense fallback={skeleton}>
          <ComparablesPanelBody {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
