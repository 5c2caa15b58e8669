import { useQuery } from '@tanstack/react-query';
import { toMapValues } from '../../data/mappers';
import { explorerHref, type TerritoryParams } from '../../data/params';
import { mapLevelFor, mapQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { FranceMap } from '../LazyVisuals';

/** The map of the régions (for a région) or of the départements, the territory's own selected. */
export function MapPanel({
  side,
  year,
  departement,
  painted,
  onNavigate,
}: {
  side: TerritoryParams;
  year: number | undefined;
  /** The code of the territory's département, once known (selected on the map). */
  departement: string | undefined;
  /** Whether the territory is painted: only then is the map asked for. */
  painted: boolean;
  onNavigate: (next: TerritoryParams) => void;
}) {
  const level = mapLevelFor(side.type);
  const map = useQuery({
    ...mapQuery(level, year),
    enabled: painted && year !== undefined,
    select: toMapValues,
  });
  const selected = side.type === 'region' || side.type === 'departement' ? side.id : departement;
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="carte">
      <h2 id="carte">Carte</h2>
      <FranceMap
        level={level}
        title={`Population des ${level === 'region' ? 'régions' : 'départements'} en ${year ?? ''}`}
        values={map.data ?? {}}
        selected={selected ?? null}
        // Areas are links to each territory; a plain click stays in the app (router).
        hrefFor={(t) => explorerHref({ type: t.type, id: t.code, year })}
        onSelect={(t, event) => {
          if (event && (event.button !== 0 || event.metaKey || event.ctrlKey)) return;
          if (event && (event.shiftKey || event.altKey)) return;
          event?.preventDefault();
          onNavigate({ type: t.type, id: t.code, year });
        }}
        loading={map.isPending}
        error={map.isError}
        onRetry={() => void map.refetch()}
      />
    </section>
  );
}
