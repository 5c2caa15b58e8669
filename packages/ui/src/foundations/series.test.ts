import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';
import { chartSeries, parseSeries } from './series';
import { tokenValue } from './tokens';

describe('parseSeries', () => {
  it('given a series stylesheet should read each series, tokens resolved, forced colours left out', () => {
    const css = `
      .series { --series-color: var(--epic-color-primary); --series-dash: none; }
      .series[data-series="1"] { --series-color: #007a5a; --series-dash: 8 5; }
      @media (forced-colors: active) { .series { --series-color: CanvasText; } }`;
    expect(parseSeries(css)).toEqual([
      {
        index: 0,
        declared: 'var(--epic-color-primary)',
        color: tokenValue('--epic-color-primary'),
        dash: 'none',
      },
      { index: 1, declared: '#007a5a', color: '#007a5a', dash: '8 5' },
    ]);
  });

  it('should find the six series of the charts, each 3:1 at least on the surface', () => {
    expect(chartSeries.map((series) => series.index)).toEqual([0, 1, 2, 3, 4, 5]);
    const surface = parseColor(tokenValue('--epic-color-surface')) ?? [255, 255, 255];
    for (const series of chartSeries) {
      const color = parseColor(series.color);
      expect(color, series.declared).toBeDefined();
      expect(contrastRatio(color ?? surface, surface)).toBeGreaterThanOrEqual(3);
    }
  });
});
