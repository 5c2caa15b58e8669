import { INDICATOR_THEMES, INDICATORS, INDICATORS_BY_ID } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import { INDICATOR_SERIES, toIndicatorThemes } from './indicatorMappers';

describe('indicator series and catalogue mapping', () => {
  it('given the series pairs should name catalogue ids of one theme, unit and format, earlier first', () => {
    for (const [earlier, later] of INDICATOR_SERIES) {
      const a = INDICATORS_BY_ID.get(earlier);
      const b = INDICATORS_BY_ID.get(later);
      expect(a, earlier).toBeDefined();
      expect(b, later).toBeDefined();
      expect([a?.theme, a?.unit, a?.format]).toEqual([b?.theme, b?.unit, b?.format]);
      expect(Number(a?.referenceYear.slice(-4))).toBeLessThan(Number(b?.referenceYear.slice(-4)));
    }
  });

  it('given the catalogue should keep every indicator with what the ui needs, and the themes in order', () => {
    const catalogue = {
      themes: INDICATOR_THEMES.map(({ id, label }) => ({ id, label })),
      sources: [],
      indicators: [...INDICATORS],
    };
    const props = toIndicatorThemes(catalogue);
    expect(props.themes?.map((t) => t.id)).toEqual([
      'population',
      'logement',
      'emploi',
      'revenus',
      'etablissements',
    ]);
    expect(props.indicators).toHaveLength(INDICATORS.length);
    expect(props.indicators?.[0]).toEqual({
      id: 'pop_rp2018',
      label: 'Population (recensement 2018)',
      definition: INDICATORS[0]?.definition,
      unit: 'habitants',
      format: 'integer',
      referenceYear: 'RP 2018',
      theme: 'population',
      source: 'comparateur-2022',
      additive: true,
    });
    expect(props.indicators?.find((i) => i.id === 'density_rp2018')?.additive).toBe(false);
  });
});
