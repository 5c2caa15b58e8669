import type { TerritoryDetail } from '@epic/api-contract';
import { formatNumber, withArticle } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { toMemberRows } from '../../data/mappers';
import { type TerritoryParams, territoryHref } from '../../data/params';
import { membersQuery } from '../../data/queries';
import { RouterLink } from '../../RouterLink';
import styles from '../explore.module.css';
import { MembersTable } from '../LazyVisuals';

const memberHeadings: Record<string, string> = {
  commune: 'Communes membres',
  epci: 'Intercommunalités',
  departement: 'Départements',
  region: 'Régions',
  arrondissement: 'Arrondissements municipaux',
};

/** The territory's members (communes of an EPCI, départements of a région…), with a CSV export. */
export function MembersPanel({
  side,
  year,
  name,
  typeLiaison,
  members,
  painted,
}: {
  side: TerritoryParams;
  year: number | undefined;
  name: string;
  /** Its INSEE article type, for "Membres de la Loire". */
  typeLiaison?: number | undefined;
  /** Their level and number, from the territory's answer. */
  members: NonNullable<TerritoryDetail['children']>;
  /** Whether the territory is painted: only then are the members asked for. */
  painted: boolean;
}) {
  const rows = useQuery({ ...membersQuery(side, year), enabled: painted, select: toMemberRows });
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="membres">
      <h2 id="membres">
        {members.type ? memberHeadings[members.type] : 'Membres'} ({formatNumber(members.count)})
      </h2>
      <MembersTable
        rows={rows.data ?? []}
        caption={`Membres ${withArticle(name, typeLiaison, 'de', side.type)} en ${year}`}
        hrefFor={territoryHref}
        linkComponent={RouterLink}
        filename={`epic-membres-${side.type}-${side.id}-${year}.csv`}
        loading={rows.isPending}
        error={rows.isError}
        onRetry={() => void rows.refetch()}
      />
    </section>
  );
}
