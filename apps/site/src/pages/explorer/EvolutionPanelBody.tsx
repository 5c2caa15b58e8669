import { withArticle } from '@epic/ui';
import { PopulationChart, SeriesExports } from '@epic/ui/chart';
import { useQuery } from '@tanstack/react-query';
import { seriesQuery } from '../../data/queries';
import { toPopulationEvolution } from '../../data/seriesMappers';
import type { EvolutionPanelProps } from './EvolutionPanel';
import { OtherSeries } from './OtherSeries';

const POPULATION = ['population'];

/**
 * The population chart, by census year on the perimeter of the vintage shown (a choice shows each
 * vintage's own perimeter), with its CSV and JSON exports, then the other series.
 */
export default function EvolutionPanelBody({ withSeries, ...props }: EvolutionPanelProps) {
  const { side, year, name, typeLiaison } = props;
  const series = useQuery({
    ...seriesQuery(side, { year, indicators: POPULATION }),
    select: toPopulationEvolution,
  });
  const data = series.data;
  const of = name ? withArticle(name, typeLiaison, 'de', side.type) : 'de ce territoire';
  return (
    <>
      <PopulationChart
        title={`Population ${of} à chaque recensement`}
        series={data?.series ?? []}
        years="census"
        {...(data ? { perimeterYear: data.perimeterYear, sources: data.sources } : {})}
        {...(data?.note ? { note: data.note } : {})}
        loading={series.isPending}
        error={series.isError}
        onRetry={() => void series.refetch()}
      />
      {data && data.exported.length > 0 && name && (
        <SeriesExports
          territory={{ type: side.type, code: side.id, name }}
          year={data.perimeterYear}
          series={data.exported}
          sources={data.exportedSources}
          filename={`epic-population-${side.type}-${side.id}-${data.perimeterYear}`}
          subject="population à chaque recensement"
        />
      )}
      {withSeries && <OtherSeries {...props} />}
    </>
  );
}
