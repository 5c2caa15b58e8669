import { describe, expect, it } from 'vitest';
import { formatCount, formatList, pluralize } from './plural';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('pluralize', () => {
  it('given 0 or 1 should use the singular (French rule)', () => {
    expect(pluralize(0, 'habitant', 'habitants')).toBe('habitant');
    expect(pluralize(1, 'habitant', 'habitants')).toBe('habitant');
    expect(pluralize(1.5, 'point', 'points')).toBe('point');
    expect(pluralize(-1, 'point', 'points')).toBe('point');
  });

  it('given 2 or more should use the plural', () => {
    expect(pluralize(2, 'habitant', 'habitants')).toBe('habitants');
    expect(pluralize(-3, 'point', 'points')).toBe('points');
  });
});

describe('formatCount', () => {
  it('should join the formatted count and the noun with a no-break space', () => {
    expect(formatCount(0, 'habitant', 'habitants')).toBe(`0${NBSP}habitant`);
    expect(formatCount(1, 'commune', 'communes')).toBe(`1${NBSP}commune`);
    expect(formatCount(1234, 'habitant', 'habitants')).toBe(`1${NNBSP}234${NBSP}habitants`);
  });
});

describe('formatList', () => {
  it('given zero, one or two items should join them with the conjunction', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['2019'])).toBe('2019');
    expect(formatList(['2019', '2021'])).toBe('2019 et 2021');
  });

  it('given three or more should use commas and no serial comma', () => {
    expect(formatList(['2019', '2021', '2022'])).toBe('2019, 2021 et 2022');
    expect(formatList(['a', 'b', 'c', 'd'], 'ou')).toBe('a, b, c ou d');
  });
});
