import { formatNumber, NBSP } from './number';

/**
 * The singular or plural form of a noun, French rule: below 2 (0, 1, 1.5) is singular.
 * @example pluralize(0, 'habitant', 'habitants') // "habitant"
 * @example pluralize(2, 'habitant', 'habitants') // "habitants"
 */
export function pluralize(count: number, singular: string, plural: string): string {
  return Math.abs(count) < 2 ? singular : plural;
}

/**
 * A count and its noun, joined by a no-break space so they never wrap apart.
 * @example formatCount(0, 'habitant', 'habitants') // "0 habitant"
 * @example formatCount(1234, 'habitant', 'habitants') // "1 234 habitants"
 */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)}${NBSP}${pluralize(count, singular, plural)}`;
}

/**
 * A French list: commas, and the conjunction before the last item (no serial comma).
 * @param conjunction Default "et"; "ou" for alternatives.
 * @example formatList(['2019', '2021']) // "2019 et 2021"
 * @example formatList(['2019', '2021', '2022']) // "2019, 2021 et 2022"
 */
export function formatList(items: readonly string[], conjunction = 'et'): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
