import { describe, expect, it } from 'vitest';
import { formatOrdinal } from './ordinal';

describe('formatOrdinal', () => {
  it('given 1 should use superscript "er" in the masculine and "re" in the feminine', () => {
    expect(formatOrdinal(1)).toBe('1ᵉʳ');
    expect(formatOrdinal(1, 'm')).toBe('1\u1d49\u02b3');
    expect(formatOrdinal(1, 'f')).toBe('1ʳᵉ');
    expect(formatOrdinal(1, 'f')).toBe('1\u02b3\u1d49');
  });

  it('given other ranks should use a superscript "e", whatever the gender', () => {
    expect(formatOrdinal(2)).toBe('2ᵉ');
    expect(formatOrdinal(14)).toBe('14\u1d49');
    expect(formatOrdinal(14, 'f')).toBe('14ᵉ');
    expect(formatOrdinal(1234)).toBe('1\u202f234ᵉ');
  });

  it('should never produce the "er", "e" or "ème" abbreviations on the line', () => {
    for (const n of [1, 2, 3, 21, 101]) expect(formatOrdinal(n)).not.toMatch(/er$|e$|ème$/);
  });
});
