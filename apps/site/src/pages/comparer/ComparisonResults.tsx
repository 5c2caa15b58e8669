import type { CompareResponse } from '@epic/api-contract';
import { ShareLink } from '@epic/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TerritoryParams } from '../../data/params';
import { catalogueQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { PopulationChart, VisualsReady } from '../LazyVisuals';
import {
  toComparisonRows,
  toComparisonSeries,
  toComparisonSources,
  toComparisonThemes,
  toKeyFiguresSources,
} from './compareMappers';
import { ComparisonTable } from './LazyComparisonTable';

/**
 * The comparison of two territories: its key figures and every catalogue indicator by theme
 * (table, CSV and JSON), and their populations (chart).
 */
export function ComparisonResults({
  a,
  b,
  compare,
  painted,
}: {
  a: TerritoryParams;
  b: TerritoryParams;
  compare: UseQueryResult<CompareResponse>;
  /** Whether the comparison is painted: only then does the chart's code load. */
  painted: boolean;
}) {
  const data = compare.data;
  const catalogue = useQuery(catalogueQuery());
  const rows = useMemo(() => (data ? toComparisonRows(data) : []), [data]);
  const themes = useMemo(
    () => (data && catalogue.data ? toComparisonThemes(data, catalogue.data) : []),
    [data, catalogue.data],
  );
  const sources = useMemo(
    () => (catalogue.data ? toComparisonSources(catalogue.data) : []),
    [catalogue.data],
  );
  const keyFiguresSources = useMemo(() => (data ? toKeyFiguresSources(data) : []), [data]);
  const series = useMemo(() => (data ? toComparisonSeries(data) : []), [data]);
  return (
    <>
      <div className={styles.actions}>
        <ShareLink url={window.location.href} />
      </div>
      <div className={styles.grid}>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="indicateurs">
          <h2 id="indicateurs">Indicateurs</h2>
          {data ? (
            <ComparisonTable
              left={{ territory: data.a.territory, year: data.a.territory.year }}
              right={{ territory: data.b.territory, year: data.b.territory.year }}
              rows={rows}
              themes={themes}
              sources={sources}
              keyFiguresSources={keyFiguresSources}
              themesLoading={catalogue.isPending}
              themesError={catalogue.isError}
              filename={`epic-comparaison-${a.type}-${a.id}-${b.type}-${b.id}.csv`}
            />
          ) : (
            <ComparisonTable
              left={{ territory: { type: a.type, code: a.id, name: a.id }, year: a.year ?? 0 }}
              right={{ territory: { type: b.type, code: b.id, name: b.id }, year: b.year ?? 0 }}
              rows={[]}
              loading
            />
          )}
        </section>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="evolutions">
          <h2 id="evolutions">Évolution de la population</h2>
          <VisualsReady.Provider value={painted}>
            <PopulationChart
              title="Population des deux territoires par millésime"
              loading={compare.isPending}
              series={series}
            />
          </VisualsReady.Provider>
        </section>
      </div>
    </>
  );
}
