import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lyonSeries, newCommuneSeries, saintEtienneSeries } from '../fixtures/territories';
import { expectNoAxeViolations } from '../test/axe';
import { PopulationChart, summarizeSeries } from './PopulationChart';
import { populationChartMessages } from './PopulationChart.messages';
import { niceStep, niceTicks } from './scale';

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

  it('should have no axe violations', async () => {
    const { container } = render(
      <PopulationChart series={[saintEtienneSeries, lyonSeries]} title="Comparaison" />,
    );
    await expectNoAxeViolations(container);
  });
});
