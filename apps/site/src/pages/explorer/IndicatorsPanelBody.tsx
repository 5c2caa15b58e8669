import { IndicatorThemes } from '@epic/ui/statistics';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { toIndicatorThemes, toIndicatorValues } from '../../data/indicatorMappers';
import { catalogueQuery, statisticsQuery } from '../../data/queries';
import { territoryRankingHref } from '../../data/rankingAddress';
import { RouterLink } from '../../RouterLink';
import type { IndicatorsPanelProps } from './IndicatorsPanel';

/** The indicators panel's content, loaded with the cards' code once the page is painted. */
export default function IndicatorsPanelBody({
  side,
  year,
  territory,
  themes: chosen,
}: IndicatorsPanelProps) {
  const catalogue = useQuery({ ...catalogueQuery(), select: toIndicatorThemes });
  const values = useQuery({ ...statisticsQuery(side, year, chosen), select: toIndicatorValues });
  // 58 cards are rendered in a deferred (time-sliced) pass, so they never block input for long;
  // the initial null defers them on the first render too, when the data is already cached.
  const shown = useDeferredValue(values.data ?? null, null);
  const themes = useDeferredValue(catalogue.data ?? null, null);
  return (
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
      rankingHref={(indicator, parent) =>
        territoryRankingHref({ type: side.type, code: side.id }, year, indicator, parent)
      }
      linkComponent={RouterLink}
    />
  );
}
