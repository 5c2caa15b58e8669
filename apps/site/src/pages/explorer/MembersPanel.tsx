import type { TerritoryDetail } from '@epic/api-contract';
import { formatNumber } from '@epic/ui';
import { lazy, Suspense } from 'react';
import type { TerritoryParams } from '../../data/params';
import styles from '../explore.module.css';
import { VisualSkeleton } from '../LazyVisuals';
import { useNearViewport } from '../useNearViewport';

export type MembersPanelProps = {
  side: TerritoryParams;
  year: number | undefined;
  name: string;
  /** Its INSEE article type, for "Membres de la Loire". */
  typeLiaison?: number | undefined;
  /** Their level and number, from the territory's answer. */
  members: NonNullable<TerritoryDetail['children']>;
  /** The census of the vintage's legal populations, named in the population column. */
  census?: number | undefined;
};

const memberHeadings: Record<string, string> = {
  commune: 'Communes membres',
  epci: 'Intercommunalités',
  departement: 'Départements',
  region: 'Régions',
  arrondissement: 'Arrondissements municipaux',
};

// The panel's data code (columns, rows) stays out of the route chunk: it loads near the panel.
const MembersPanelBody = lazy(() => import('./MembersPanelBody'));

/**
 * The territory's members (communes of an EPCI, départements of a région…) with the indicator
 * columns chosen in the address (`colonnes=`, ids the catalogue knows), and a CSV export.
 */
export function MembersPanel({
  painted,
  ...props
}: MembersPanelProps & {
  /** Whether the territory is painted: only then are the members asked for. */
  painted: boolean;
}) {
  // Below the fold: the table's code and data wait until the reader gets near it.
  const [box, near] = useNearViewport<HTMLElement>();
  const { members } = props;
  const skeleton = <VisualSkeleton label="Chargement du tableau…" />;
  return (
    <section ref={box} className={`${styles.panel} ${styles.wide}`} aria-labelledby="membres">
      <h2 id="membres">
        {members.type ? memberHeadings[members.type] : 'Membres'} ({formatNumber(members.count)})
      </h2>
      {painted && near ? (
        <Suspense fallback={skeleton}>
          <MembersPanelBody {...props} />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
