import { describe, expect, it } from 'vitest';
import {
  formatIndicator,
  formatIndicatorDifference,
  formatIndicatorRelative,
  isRate,
} from './indicator';

const count = { format: 'integer', unit: 'habitants' } as const;
const rate = { format: 'decimal1', unit: '%' } as const;
const euro = { format: 'euro', unit: '€' } as const;

describe('formatIndicator', () => {
  it('given a count, should group digits and agree the noun', () => {
    expect(formatIndicator(173089, count)).toBe('173\u202f089\u00a0habitants');
    expect(formatIndicator(0, count)).toBe('0\u00a0habitant');
    expect(formatIndicator(1.4, count)).toBe('1\u00a0habitant');
    expect(formatIndicator(1, { format: 'integer', unit: 'décès' })).toBe('1\u00a0décès');
  });
  it('given a percentage, should keep its decimals and a narrow space before %', () => {
    expect(formatIndicator(26, rate)).toBe('26,0\u202f%');
    expect(formatIndicator(0.4213, { format: 'decimal2', unit: '% par an' })).toBe(
      '0,42\u202f% par an',
    );
    expect(formatIndicator(11.2, { format: 'decimal1', unit: '‰' })).toBe('11,2\u202f‰');
  });
  it('given euros, should round to the euro', () => {
    expect(formatIndicator(18410.4, euro)).toBe('18\u202f410\u00a0€');
  });
  it('given a negative value, should write the minus sign', () => {
    expect(formatIndicator(-0.35, { format: 'decimal2', unit: '% par an' })).toBe(
      '\u22120,35\u202f% par an',
    );
  });
  it('given no unit, should show the bare number', () => {
    expect(formatIndicator(3.1, { format: 'decimal1', unit: '' })).toBe('3,1');
  });
});

describe('differences', () => {
  it('given two rates, should give points and no relative difference', () => {
    expect(isRate(rate)).toBe(true);
    expect(formatIndicatorDifference(22.5, 23.5, rate)).toBe('+1,0\u00a0pt');
    expect(formatIndicatorRelative(22.5, 23.5, rate)).toBeNull();
  });
  it('given two counts, should give a signed count and a relative change', () => {
    expect(formatIndicatorDifference(1000, 800, count)).toBe('\u2212200\u00a0habitants');
    expect(formatIndicatorRelative(1000, 800, count)).toBe('\u221220,0\u202f%');
  });
  it('given a zero base, should give no relative change', () => {
    expect(formatIndicatorRelative(0, 5, count)).toBeNull();
  });
});
