import { isTransientError } from '@epic/api-contract';
import { DataError } from '@epic/ui';
import { SeriesChart, SeriesExports } from '@epic/ui/chart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogueQuery, seriesQuery } from '../../data/queries';
import { seriesIdsFor, toSeriesChartData, toSeriesSources } from '../../data/seriesMappers';
import { VisualSkeleton } from '../LazyVisuals';
import type { EvolutionPanelProps } from './EvolutionPanel';
import styles from './OtherSeries.module.css';

/** The section around every state: its heading stays in place. */
const Section = ({ children }: { children: ReactNode }) => (
  <section className={styles.body} aria-labelledby="autres-series">
    <h3 id="autres-series" className={styles.heading}>
      Autres séries
    </h3>
    {children}
  </section>
);

/**
 * The series published at the territory's level beside the population (the catalogue says
 * which), grouped by theme, each with its chart, table and sources, then the export of them all.
 */
export function OtherSeries({ side, year, name }: Omit<EvolutionPanelProps, 'withSeries'>) {
  const catalogue = useQuery(catalogueQuery());
  const ids = catalogue.data ? seriesIdsFor(catalogue.data, side.type) : undefined;
  const answer = useQuery({
    ...seriesQuery(side, { year, indicators: ids ?? [] }),
    enabled: ids !== undefined && ids.length > 0,
  });

  const failed = catalogue.error ?? answer.error;
  if (failed) {
    return (
      <Section>
        <DataError
          message="Les séries n’ont pas pu être chargées."
          retryLabel="Réessayer"
          transient={isTransientError(failed)}
          onRetry={() => {
            if (catalogue.isError) void catalogue.refetch();
            else void answer.refetch();
          }}
        />
      </Section>
    );
  }
  if (ids?.length === 0) {
    return (
      <Section>
        <p className={styles.intro}>Aucune autre série n’est publiée à ce niveau.</p>
      </Section>
    );
  }
  if (!catalogue.data || !answer.data) {
    return (
      <Section>
        <VisualSkeleton label="Chargement des séries…" />
      </Section>
    );
  }

  const response = answer.data;
  const sources = toSeriesSources(response, catalogue.data);
  const series = response.series.map(toSeriesChartData);
  const themes = catalogue.data.themes
    .map((theme) => ({
      ...theme,
      series: series.filter((s) =>
        response.series.some((r) => r.id === s.id && r.theme === theme.id),
      ),
    }))
    .filter((theme) => theme.series.length > 0);
  const perimeter = response.territory.year;
  return (
    <Section>
      <p className={styles.intro}>
        Les valeurs publiées par chaque source à chaque date, pour le territoire tel qu’il est en{' '}
        {perimeter}&#8239;; une valeur qui ne peut pas lui être attribuée manque, avec sa raison.
      </p>
      {/* Under their heading, not regions: the indicators' themes already are (unique landmarks). */}
      {themes.map((theme) => (
        <div key={theme.id}>
          <h4 id={`series-${theme.id}`} className={styles.theme}>
            {theme.label}
          </h4>
          <div className={styles.grid}>
            {theme.series.map((s) => (
              <SeriesChart key={s.id} series={s} sources={sources} />
            ))}
          </div>
        </div>
      ))}
      <SeriesExports
        territory={{ type: side.type, code: side.id, name: name ?? response.territory.name }}
        year={perimeter}
        series={series}
        sources={sources}
        filename={`epic-series-${side.type}-${side.id}-${perimeter}`}
        subject="autres séries"
      />
    </Section>
  );
}
