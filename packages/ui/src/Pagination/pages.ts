/** An item of the page list: a page number or a gap ("…"). */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The pages to show: the first and last, the current one and `siblings` either side, with a gap
 * where pages are left out. A gap never hides a single page (that page is shown instead), so the
 * list keeps a constant length once there are enough pages.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // first + last + current + siblings + two gaps
  const slots = 2 * siblings + 5;
  if (count <= slots) {
    return Array.from({ length: count }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const showStartGap = left > 3;
  const showEndGap = right < count - 2;
  const range = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));
  if (!showStartGap) {
    return [...range(1, slots - 2), { kind: 'gap', key: 'end' }, { kind: 'page', page: count }];
  }
  if (!showEndGap) {
    return [
      { kind: 'page', page: 1 },
      { kind: 'gap', key: 'start' },
      ...range(count - slots + 3, count),
    ];
  }
  return [
    { kind: 'page', page: 1 },
    { kind: 'gap', key: 'start' },
    ...range(left, right),
    { kind: 'gap', key: 'end' },
    { kind: 'page', page: count },
  ];
}
