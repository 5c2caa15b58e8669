/**
 * Search normalisation, applied to names at import and to queries: accents, case, hyphens,
 * apostrophes and punctuation removed; "st"/"ste" read as "saint"/"sainte".
 */
export function normalizeName(input: string, expandSaint = true): string {
  const base = input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!expandSaint || base === '') return base;
  return base
    .split(' ')
    .map((w) => (w === 'st' ? 'saint' : w === 'ste' ? 'sainte' : w))
    .join(' ');
}
