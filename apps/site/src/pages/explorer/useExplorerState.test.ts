import { describe, expect, it } from 'vitest';
import { onlyYearChanged } from './useExplorerState';

describe('onlyYearChanged', () => {
  const now = new URLSearchParams('type=commune&year=2024&indicator=density&page=2');

  it('given a step of the vintage alone, should say so (the history entry is replaced)', () => {
    expect(onlyYearChanged(now, 'type=commune&year=2025&indicator=density&page=2')).toBe(true);
    expect(onlyYearChanged(now, 'year=2023&page=2&type=commune&indicator=density')).toBe(true);
  });

  it('given another change, with or without the vintage, should not', () => {
    expect(onlyYearChanged(now, 'type=commune&year=2024&indicator=density&page=3')).toBe(false);
    expect(onlyYearChanged(now, 'type=epci&year=2025&indicator=density&page=2')).toBe(false);
    expect(onlyYearChanged(now, now.toString())).toBe(false);
  });
});
