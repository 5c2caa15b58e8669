import type { IndicatorCatalogue, SeriesResponse } from '@epic/api-contract';
import { SERIES } from '@epic/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueQuery, seriesQuery } from '../../data/queries';
import { seriesIdsFor } from '../../data/seriesMappers';
import EvolutionPanelBody from './EvolutionPanelBody';
import { OtherSeries } from './OtherSeries';

const catalogue = {
  themes: [
    { id: 'population', label: 'Population' },
    { id: 'emploi', label: 'Emploi' },
    { id: 'revenus', label: 'Revenus' },
  ],
  indicators: [],
  sources: [{ id: 'filosofi-disp', name: 'Filosofi 2014 à 2019' }],
  series: SERIES.map((s) => ({ ...s, levels: [...s.levels] })),
} as unknown as IndicatorCatalogue;

const epci = { type: 'epci', id: '244200770', year: 2026 } as const;
const point = (year: number, value: number | null, source = 'filosofi-disp') => ({
  year,
  period: String(year),
  value,
  status: value === null ? ('unavailable' as const) : ('ok' as const),
  ...(value === null ? { reason: 'perimeter_unverified' as const } : {}),
  source,
});
const definition = (id: string) => {
  const { levels: _, ...rest } = SERIES.find((s) => s.id === id) as (typeof SERIES)[number];
  return rest;
};
const answer: SeriesResponse = {
  territory: { type: 'epci', code: '244200770', name: 'Saint-Étienne Métropole', year: 2026 },
  series: [
    {
      ...definition('jobs'),
      points: [point(2013, 170_000, 'comparateur-2022'), point(2018, 171_500, 'comparateur-2022')],
    },
    {
      ...definition('median_income'),
      points: [point(2014, null), point(2018, 20_100), point(2019, 20_250)],
    },
  ],
  sources: [
    { id: 'comparateur-2022', attribution: 'Source : Insee, comparateur' },
    { id: 'filosofi-disp', attribution: 'Source : Insee, Filosofi 2014 à 2019' },
  ],
};

function withData(children: ReactNode, seed: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  seed(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('OtherSeries', () => {
  it('given the series of the level should show each under its theme, with its sources and the exports', () => {
    render(
      withData(<OtherSeries side={epci} year={2026} name="Saint-Étienne Métropole" />, (c) => {
        c.setQueryData(catalogueQuery().queryKey, catalogue);
        const ids = seriesIdsFor(catalogue, 'epci');
        c.setQueryData(seriesQuery(epci, { year: 2026, indicators: ids }).queryKey, answer);
      }),
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Autres séries');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Emploi',
      'Revenus',
    ]);
    const income = screen.getByRole('group', { name: 'Médiane du niveau de vie' });
    expect(within(income).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('Source : Insee, Filosofi 2014 à 2019')).toBeInTheDocument();
    expect(screen.getByText(/tel qu’il est en 2026/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Exporter en CSV.*autres séries$/ }),
    ).toBeInTheDocument();
  });

  it('given the series still loading should show a status', () => {
    render(
      withData(<OtherSeries side={epci} year={2026} name="x" />, (c) =>
        c.setQueryData(catalogueQuery().queryKey, catalogue),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des séries…');
  });
});

describe('EvolutionPanelBody', () => {
  it('given the population series should draw it by census year on the perimeter answered', () => {
    const population: SeriesResponse = {
      ...answer,
      series: [
        {
          ...definition('population'),
          points: [
            point(2013, 404_000, 'comparateur-2022'),
            { ...point(2016, 402_000, 'populations-legales'), vintages: [2019], asWas: 398_000 },
            {
              ...point(2023, 404_700, 'populations-legales'),
              vintages: [2025, 2026],
              asWas: 404_700,
            },
          ],
        },
      ],
      sources: [
        { id: 'populations-legales', attribution: 'Source : Insee, populations légales' },
        { id: 'comparateur-2022', attribution: 'Source : Insee, comparateur' },
      ],
    };
    render(
      withData(
        <EvolutionPanelBody
          side={epci}
          year={2026}
          name="Saint-Étienne Métropole"
          withSeries={false}
        />,
        (c) =>
          c.setQueryData(
            seriesQuery(epci, { year: 2026, indicators: ['population'] }).queryKey,
            population,
          ),
      ),
    );
    expect(
      screen.getByRole('img', {
        name: 'Population de Saint-Étienne Métropole à chaque recensement',
      }),
    ).toHaveAccessibleDescription(/sur le périmètre 2026/);
    expect(screen.getByRole('radio', { name: 'Périmètre de chaque millésime' })).not.toBeChecked();
    expect(screen.getByText('Source : Insee, populations légales')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Exporter en JSON.*population à chaque recensement$/ }),
    ).toBeInTheDocument();
    // Absent from the vintage shown: no other series.
    expect(screen.queryByRole('heading', { name: 'Autres séries' })).toBeNull();
  });
});
