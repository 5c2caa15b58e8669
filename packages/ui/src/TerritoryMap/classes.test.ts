import { describe, expect, it } from 'vitest';
import {
  classIndex,
  divergingClasses,
  divergingPalette,
  equalBreaks,
  manualBreaks,
  mapClasses,
  naturalBreaks,
  sequentialClasses,
  sequentialPalette,
} from './classes';
import { sequentialColours } from './palettes';
import { formatThresholds, parseFrenchNumber, parseThresholds, roundThreshold } from './thresholds';

const bounds = (classes: { lower: number; upper: number }[]) =>
  classes.map((c) => [c.lower, c.upper]);

describe('classification methods', () => {
  it('given nothing chosen should keep five quantile classes on YlGnBu and PuOr 3 + 3', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(sequentialClasses(values, {})).toEqual(sequentialClasses(values));
    expect(sequentialClasses(values).map((c) => c.colour)).toEqual([...sequentialPalette]);
    const changes = [-3, -2, -1, 1, 2, 3];
    expect(divergingClasses(changes).map((c) => c.colour)).toEqual([...divergingPalette]);
  });

  it('given equal intervals should cut the range in classes of one width', () => {
    expect(equalBreaks([0, 1, 2, 10], 5)).toEqual([2, 4, 6, 8, 10]);
    const classes = sequentialClasses([0, 1, 2, 10], { method: 'equal', count: 5 });
    expect(bounds(classes)).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 8],
      [8, 10],
    ]);
    // Empty classes stay (the widths are the point), each with its colour.
    expect(classIndex(1, classes)).toBe(0);
    expect(classIndex(10, classes)).toBe(4);
  });

  it('given a known series should find ckmeans natural breaks', () => {
    const series = [-1, 2, -1, 2, 4, 5, 6, -1, 2, -1];
    expect(naturalBreaks(series, 3)).toEqual([-1, 2, 6]);
    const classes = sequentialClasses(series, { method: 'jenks', count: 3 });
    expect(bounds(classes)).toEqual([
      [-1, -1],
      [-1, 2],
      [2, 6],
    ]);
    expect(classes.map((c) => c.colour)).toEqual(sequentialColours('YlGnBu', 3));
  });

  it('given manual thresholds should cut at them, up to the maximum', () => {
    const values = [1, 5, 12, 18, 25, 40];
    expect(manualBreaks(values, [10, 20.5, 30])).toEqual([10, 20.5, 30, 40]);
    // Thresholds outside the values are left out (no empty class past the maximum).
    expect(manualBreaks(values, [10, 50])).toEqual([10, 40]);
    const classes = sequentialClasses(values, { method: 'manual', thresholds: [10, 20] });
    expect(bounds(classes)).toEqual([
      [1, 10],
      [10, 20],
      [20, 40],
    ]);
    expect(classIndex(10, classes)).toBe(0);
    expect(classIndex(10.1, classes)).toBe(1);
    // Manual without thresholds: quantiles.
    expect(sequentialClasses(values, { method: 'manual' })).toEqual(sequentialClasses(values));
  });

  it.each([3, 7])('given %i classes should use that variant of the palette', (count) => {
    const values = Array.from({ length: 70 }, (_, i) => i);
    for (const method of ['quantiles', 'jenks', 'equal'] as const) {
      const classes = sequentialClasses(values, { method, count, palette: 'Greens' });
      expect(classes).toHaveLength(count);
      expect(classes.map((c) => c.colour)).toEqual(sequentialColours('Greens', count));
    }
  });

  it('given a count out of 3 to 7 should clamp it', () => {
    const values = Array.from({ length: 20 }, (_, i) => i);
    expect(sequentialClasses(values, { count: 12 })).toHaveLength(7);
    expect(sequentialClasses(values, { count: 1 })).toHaveLength(3);
  });

  it('given repeated values should give fewer classes with every method', () => {
    const values = [3, 3, 3, 3, 9];
    for (const method of ['quantiles', 'jenks'] as const) {
      const classes = sequentialClasses(values, { method, count: 5 });
      expect(classes.map((c) => c.upper)).toEqual([3, 9]);
      expect(classes.map((c) => c.colour)).toEqual([sequentialPalette[0], sequentialPalette[4]]);
    }
  });

  it('given a single value should give one class, whatever the method', () => {
    for (const method of ['quantiles', 'jenks', 'equal'] as const) {
      expect(bounds(sequentialClasses([7, 7, 7], { method }))).toEqual([[7, 7]]);
    }
    expect(bounds(sequentialClasses([7], { method: 'manual', thresholds: [5] }))).toEqual([[7, 7]]);
    expect(sequentialClasses([], { method: 'jenks' })).toEqual([]);
  });

  it('given changes should class each side of 0 by the method, with the diverging palette', () => {
    const changes = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8];
    const seven = divergingClasses(changes, { method: 'equal', count: 7, palette: 'RdBu' });
    // 3 decreases, 4 increases, the split at 0.
    expect(seven.filter((c) => c.upper < 0)).toHaveLength(3);
    expect(seven.filter((c) => c.lower >= 0)).toHaveLength(4);
    expect(seven.map((c) => c.colour)).toEqual([
      '#d6604d',
      '#f4a582',
      '#fddbc7',
      '#d1e5f0',
      '#92c5de',
      '#4393c3',
      '#2166ac',
    ]);
    expect(seven[classIndex(0, seven)]?.lower).toBe(0);
    // Manual: the thresholds on each side, 0 splitting them.
    const manual = mapClasses(changes, 'change', { method: 'manual', thresholds: [-2, 3] });
    expect(bounds(manual)).toEqual([
      [-4, -2],
      [-2, -1],
      [0, 3],
      [3, 8],
    ]);
  });
});

describe('manual thresholds typed in French', () => {
  it('given French numbers should read them', () => {
    expect(parseFrenchNumber('20,5')).toBe(20.5);
    expect(parseFrenchNumber('\u22123')).toBe(-3);
    expect(parseFrenchNumber('1\u202f000')).toBe(1000);
    expect(parseFrenchNumber('1.5')).toBe(1.5);
    expect(parseFrenchNumber('dix')).toBeNull();
    expect(parseFrenchNumber('1,2,3')).toBeNull();
  });

  it('given increasing thresholds within the range should accept them', () => {
    expect(parseThresholds('10 ; 20,5 ; 30', { range: [0, 100] })).toEqual({
      ok: true,
      thresholds: [10, 20.5, 30],
    });
    expect(parseThresholds('10;20;', {})).toEqual({ ok: true, thresholds: [10, 20] });
  });

  it.each([
    ['', { code: 'empty' }],
    ['10 ; abc', { code: 'notNumber', text: 'abc' }],
    ['10 ; 5', { code: 'notIncreasing', before: 10, after: 5 }],
    ['10 ; 10', { code: 'notIncreasing', before: 10, after: 10 }],
    ['10 ; 500', { code: 'outOfRange', value: 500, min: 0, max: 100 }],
    ['10', { code: 'tooFew', classes: 2 }],
    ['1;2;3;4;5;6;7', { code: 'tooMany', classes: 8 }],
  ])('given « %s » should refuse it', (text, error) => {
    expect(parseThresholds(text, { range: [0, 100] })).toEqual({ ok: false, error });
  });

  it('given changes should count 0 as a split and allow 4 classes a side', () => {
    expect(parseThresholds('\u22125 ; 5', { diverging: true, range: [-10, 10] })).toEqual({
      ok: true,
      thresholds: [-5, 5],
    });
    expect(parseThresholds('5', { diverging: true, range: [-10, 10] })).toEqual({
      ok: true,
      thresholds: [5],
    });
    expect(parseThresholds('1;2;3;4', { diverging: true, range: [-10, 10] })).toEqual({
      ok: false,
      error: { code: 'tooManyOnOneSide' },
    });
  });

  it('given thresholds should write them back in French, rounded to start from', () => {
    expect(formatThresholds([-2.5, 10, 20.25])).toBe('\u22122,5 ; 10 ; 20,25');
    expect(roundThreshold(12345.678)).toBe(12300);
    expect(roundThreshold(0.012345)).toBe(0.0123);
  });
});
