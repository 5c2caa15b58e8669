import { describe, expect, it } from 'vitest';
import { formatNumber, formatSignedNumber, pluralize } from './format';
import { countOf, withMessages } from './messages';

describe('countOf', () => {
  it('given a formatted number should read it back', () => {
    for (const n of [0, 1, -1, 1234, -1100, 2113705, 12.5, -0.5]) {
      expect(countOf(formatNumber(n))).toBe(n);
      expect(countOf(formatSignedNumber(n))).toBe(n);
    }
  });

  it('should make "0 habitant" and "−1 100 habitants" agree', () => {
    expect(pluralize(countOf(formatSignedNumber(0)), 'habitant', 'habitants')).toBe('habitant');
    expect(pluralize(countOf('−1\u202f100'), 'habitant', 'habitants')).toBe('habitants');
  });

  it('given something that is not a number should fall back to the plural', () => {
    expect(countOf('n/d')).toBe(2);
  });
});

describe('withMessages', () => {
  it('should let overrides win over defaults', () => {
    expect(withMessages({ a: 'x', b: 'y' }, { b: 'z' })).toEqual({ a: 'x', b: 'z' });
  });
});
