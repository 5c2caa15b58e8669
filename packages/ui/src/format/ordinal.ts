import { formatNumber } from './number';

/**
 * A French ordinal with Unicode superscripts (no "1er", "14e" or "14ème").
 * @param gender 'm' (default) or 'f': only 1 differs ("1ᵉʳ", "1ʳᵉ").
 * @example formatOrdinal(1) // "1ᵉʳ"
 * @example formatOrdinal(1, 'f') // "1ʳᵉ"
 * @example formatOrdinal(14) // "14ᵉ"
 */
export function formatOrdinal(n: number, gender: 'm' | 'f' = 'm'): string {
  if (n === 1) return gender === 'f' ? '1\u02b3\u1d49' : '1\u1d49\u02b3';
  return `${formatNumber(n)}\u1d49`;
}
