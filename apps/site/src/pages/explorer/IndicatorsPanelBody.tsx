import type { TerritoryRef } from '@epic/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { toIndicatorThemes, toIndicatorValues } from '../../data/indicatorMappers';
import type { TerritoryParams } from '../../data/params';
import { catalogueQuery, statisticsQuery } from '../../data/queries';
import styles from '../explore.module.css';
import { IndicatorThemes } from '../LazyVisuals';

/** The territory's statistical indicators by theme (census, Filosofi, establishments). */
export function IndicatorsPanel({
  side,
  year,
  territory,
  painted,
}: {
  side: TerritoryParams;
  year: number | undefined;
  /** The territory shown, once known. */
  territory: TerritoryRef | null;
  /** Whether the territory is painted: only then are the catalogue and the values asked for. */
  painted: boolean;
}) {
  const catalogue = useQuery({ ...catalogueQuery(), enabled: painted, select: toIndicatorThemes });
  const values = useQuery({
    ...statisticsQuery(side, year),
    enabled: painted,
    select: toIndicatorValues,
  });
  // 58 cards are rendered in a deferred (time-sliced) pass, so they never block input for long.
  const shown = useDeferredValue(values.data ?? null);
  const themes = useDeferredValue(catalogue.data ?? null);
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="indicateurs">
      <h2 id="indicateurs">Indicateurs</h2>
      <IndicatorThemes
        territory={territory}
        themes={themes?.themes ?? []}
        sources={themes?.sources ?? []}
        indicators={themes?.indicators ?? []}
        series={themes?.series ?? []}
        values={shown}
        loading={!(catalogue.isError || values.isError) && (!shown || !themes)}
        error={catalogue.isError || values.isError}
        onRetry={() => {
          if (catalogue.isError) void catalogue.refetch();
          if (values.isError) void values.refetch();
        }}
        themeHeadingLevel={3}
        {...(year !== undefined ? { year } : {})}
        filename={`epic-indicateurs-${side.type}-${side.id}-${year ?? ''}`}
      />
    </section>
  );
}
