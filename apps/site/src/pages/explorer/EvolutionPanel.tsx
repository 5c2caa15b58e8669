import { withArticle } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { toPopulationSeries } from '../../data/mappers';
import type { TerritoryParams } from '../../data/params';
import { seriesQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { PopulationChart, VisualsReady } from '../LazyVisuals';
import { useNearViewport } from '../useNearViewport';

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
  // Below the fold: the chart's code and data wait until the reader gets near it.
  const [box, near] = useNearViewport<HTMLElement>();
  const ready = painted && near;
  const series = useQuery({ ...seriesQuery(side), enabled: ready, select: toPopulationSeries });
  return (
    <section ref={box} className={styles.panel} aria-labelledby="evolution">
      <h2 id="evolution">Évolution de la population</h2>
      <VisualsReady.Provider value={ready}>
        <PopulationChart
          title={`Population ${name ? withArticle(name, typeLiaison, 'de', side.type) : 'de ce territoire'} par millésime`}
          series={series.data ?? []}
          loading={series.isPending}
          error={series.isError}
          onRetry={() => void series.refetch()}
        />
      </VisualsReady.Provider>
    </section>
  );
}
