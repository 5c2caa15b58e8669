import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatSignedNumber, formatSignedPercent } from './format';

const NNBSP = '\u202f';

describe('format', () => {
  it('given a large integer should group thousands with a narrow no-break space', () => {
    expect(formatNumber(2113705)).toBe(`2${NNBSP}113${NNBSP}705`);
    expect(formatNumber(999)).toBe('999');
  });

  it('given a decimal should use a comma and one decimal', () => {
    expect(formatNumber(12.345)).toBe('12,3');
  });

  it('given a ratio should format a percentage with one decimal', () => {
    expect(formatPercent(0.2258)).toMatch(/^22,6\s%$/);
    expect(formatPercent(0)).toMatch(/^0,0\s%$/);
  });

  it('given signed values should show + and − but no sign for zero', () => {
    expect(formatSignedNumber(800)).toBe('+800');
    expect(formatSignedNumber(-1100)).toMatch(/^[-−]1\u202f100$/);
    expect(formatSignedNumber(0)).toBe('0');
    expect(formatSignedPercent(0.0046)).toMatch(/^\+0,5\s%$/);
  });
});
