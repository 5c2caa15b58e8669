import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { culozBeonPopulation, splitCommunePopulation } from '../fixtures/census';
import { lyonSeries, newCommuneSeries, saintEtienneSeries } from '../fixtures/territories';
import { PopulationChart } from './PopulationChart';
import { populationChartMessages } from './PopulationChart.messages';
import { niceStep, niceTicks } from './scale';
import { summarizeSeries } from './summary';

describe('scale', () => {
  it('given raw steps should round to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(430)).toBe(500);
    expect(niceStep(1700)).toBe(2000);
    expect(niceStep(0.9)).toBe(1);
  });

  it('given a range should return ticks covering it', () => {
    const ticks = niceTicks(171_900, 174_000);
    expect(ticks[0]).toBeLessThanOrEqual(171_900);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(174_000);
    expect(niceTicks(100, 100).length).toBeGreaterThan(1);
  });
});

describe('summarizeSeries', () => {
  it('given a series should state first, last, change and extremes in French', () => {
    expect(summarizeSeries(saintEtienneSeries, populationChartMessages)).toMatch(
      /^Saint-Étienne\u00a0: 171\u202f900\u00a0habitants en 2019, 174\u202f000 en 2026 \(\+1,2\s%\)\. Minimum 171\u202f900 en 2019, maximum 174\u202f000 en 2026\.$/,
    );
  });

  it('given absent vintages should list them', () => {
    expect(summarizeSeries(newCommuneSeries, populationChartMessages)).toContain(
      'Absent en 2019 et 2021.',
    );
  });

  it('given the perimeter of each vintage should give both ends but never a change between them', () => {
    const text = summarizeSeries(culozBeonPopulation, populationChartMessages, 'asWas');
    expect(text).toContain('3\u202f053\u00a0habitants en 2016, 3\u202f453 en 2023');
    expect(text).toContain('chaque fois sur le périmètre d’alors');
    expect(text).not.toMatch(/%/);
  });

  it('given points not comparable should say so apart from absent years', () => {
    const text = summarizeSeries(splitCommunePopulation, populationChartMessages);
    expect(text).toContain('Non disponible en 2013 et 2016 (raison dans le tableau).');
    expect(text).not.toContain('Absent');
  });
});

describe('PopulationChart by census year', () => {
  const renderCulozBeon = () =>
    render(
      <PopulationChart
        series={[culozBeonPopulation]}
        years="census"
        perimeterYear={2026}
        title="Population de Culoz-Béon"
      />,
    );

  it('given census years should draw a point at each census, on the constant perimeter first', () => {
    const { container } = renderCulozBeon();
    const chart = screen.getByRole('img', { name: 'Population de Culoz-Béon' });
    expect(chart).toHaveAccessibleDescription(/sur le périmètre 2026/);
    expect(chart).toHaveAccessibleDescription(/3\s480\shabitants en 2013, 3\s453 en 2023/);
    const markers = container.querySelectorAll(
      'svg[role="img"] g[data-series] :is(circle, path):not([data-line])',
    );
    expect(markers).toHaveLength(7);
    expect(screen.getByRole('radio', { name: /Territoire tel qu’en 2026/ })).toBeChecked();
  });

  it('given the table should tell legal populations and the comparateur’s censuses apart', () => {
    renderCulozBeon();
    const table = screen.getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual([
      'Recensement',
      'Territoire tel qu’en 2026 (périmètre constant)',
      'Périmètre de chaque millésime',
      'Source',
    ]);
    const row = (year: string) =>
      within(table)
        .getByRole('rowheader', { name: year, hidden: true })
        .closest('tr') as HTMLElement;
    expect(row('2016').textContent).toBe(
      '20163\u202f5173\u202f053population légale du millésime 2019',
    );
    expect(row('2023').textContent).toContain('population légale des millésimes 2025 et 2026');
    expect(row('2018').textContent).toBe(
      '20183\u202f500sans objetrecensement (base du comparateur de territoires)',
    );
  });

  it('given the choice of each vintage’s perimeter should draw the populations as they were', async () => {
    const { container } = renderCulozBeon();
    const before = container.querySelector('path[data-line]')?.getAttribute('d');
    await userEvent.click(screen.getByRole('radio', { name: 'Périmètre de chaque millésime' }));
    expect(screen.getByRole('radio', { name: 'Périmètre de chaque millésime' })).toBeChecked();
    expect(container.querySelector('path[data-line]')?.getAttribute('d')).not.toBe(before);
    // The comparateur's censuses have no population on the perimeter of their time.
    expect(
      container.querySelectorAll(
        'svg[role="img"] g[data-series] :is(circle, path):not([data-line])',
      ),
    ).toHaveLength(5);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(/chaque fois sur le périmètre/);
  });

  it('given points not comparable should name the reason in the table', () => {
    render(
      <PopulationChart
        series={[splitCommunePopulation]}
        years="census"
        perimeterYear={2026}
        title="T"
      />,
    );
    const row = screen.getByRole('rowheader', { name: '2013', hidden: true }).closest('tr');
    expect(row?.textContent).toContain('non comparable (périmètre modifié)');
  });
});

describe('PopulationChart', () => {
  it('given two series should draw two lines, a legend and a table with both', () => {
    const { container } = render(
      <PopulationChart series={[saintEtienneSeries, lyonSeries]} title="Comparaison" />,
    );
    expect(screen.getByRole('img', { name: 'Comparaison' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg[role="img"] path[data-line]')).toHaveLength(2);
    expect(
      screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent),
    ).toEqual(['Millésime', 'Saint-Étienne', 'Lyon']);
  });

  it('given a gap should break the line into two segments', () => {
    const gapped = {
      label: 'Test',
      points: [
        { year: 2019, population: 10 },
        { year: 2021, population: null },
        { year: 2022, population: 12 },
        { year: 2023, population: 13 },
      ],
    };
    const { container } = render(<PopulationChart series={[gapped]} title="Trou" />);
    const d = container.querySelector('svg[role="img"] path[data-line]')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
  });
});
