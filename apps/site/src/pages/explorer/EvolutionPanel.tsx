import { withArticle } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { toPopulationSeries } from '../../data/mappers';
import type { TerritoryParams } from '../../data/params';
import { seriesQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { PopulationChart } from '../LazyVisuals';

/** The territory's population over the vintages. */
export function EvolutionPanel({
  side,
  name,
  typeLiaison,
  painted,
}: {
  side: TerritoryParams;
  /** The territory's name, once known. */
  name: string | undefined;
  /** Its INSEE article type, for "Population de la Loire". */
  typeLiaison?: number | undefined;
  /** Whether the territory is painted: only then is the series asked for. */
  painted: boolean;
}) {
  const series = useQuery({ ...seriesQuery(side), enabled: painted, select: toPopulationSeries });
  return (
    <section className={styles.panel} aria-labelledby="evolution">
      <h2 id="evolution">Évolution de la population</h2>
      <PopulationChart
        title={`Population ${name ? withArticle(name, typeLiaison, 'de', side.type) : 'de ce territoire'} par millésime`}
        series={series.data ?? []}
        loading={series.isPending}
        error={series.isError}
        onRetry={() => void series.refetch()}
      />
    </section>
  );
}
