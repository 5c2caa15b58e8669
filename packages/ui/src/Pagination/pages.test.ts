import { describe, expect, it } from 'vitest';
import { type PageItem, pageItems } from './pages';

const show = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : String(i.page))).join(' ');

describe('pageItems', () => {
  it('given few pages should list them all', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('given many pages should keep first, last, current and siblings with gaps', () => {
    expect(show(pageItems(1, 12))).toBe('1 2 3 4 5 … 12');
    expect(show(pageItems(4, 12))).toBe('1 2 3 4 5 … 12');
    expect(show(pageItems(5, 12))).toBe('1 … 4 5 6 … 12');
    expect(show(pageItems(9, 12))).toBe('1 … 8 9 10 11 12');
    expect(show(pageItems(12, 12))).toBe('1 … 8 9 10 11 12');
  });

  it('given any page should keep a constant length and never hide a single page behind a gap', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = pageItems(page, 30);
      expect(items).toHaveLength(7);
      const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
      expect(pages).toContain(page);
      items.forEach((item, index) => {
        if (item.kind !== 'gap') return;
        const before = items[index - 1];
        const after = items[index + 1];
        if (before?.kind === 'page' && after?.kind === 'page') {
          expect(after.page - before.page).toBeGreaterThan(2);
        }
      });
    }
  });

  it('given out-of-range input should clamp it', () => {
    expect(show(pageItems(40, 12))).toBe('1 … 8 9 10 11 12');
    expect(show(pageItems(-2, 3))).toBe('1 2 3');
    expect(show(pageItems(1, 0))).toBe('1');
  });

  it('given two siblings should widen the window', () => {
    expect(show(pageItems(10, 20, 2))).toBe('1 … 8 9 10 11 12 … 20');
  });
});
