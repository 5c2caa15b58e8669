import { describe, expect, it } from 'vitest';
import { breakpoints } from './breakpoints';

const sheets = import.meta.glob('../**/*.css', { query: '?raw', import: 'default', eager: true });

/** Every width a media or container query of the library tests, in px. */
function queriedWidths(css: string): number[] {
  const widths: number[] = [];
  for (const query of css.matchAll(/@(?:media|container)[^{]*/g)) {
    for (const [, bound, value] of query[0].matchAll(/(min|max)-width:\s*([\d.]+)rem/g)) {
      // "Below x" is written x − 0.01rem (max-width: 35.99rem), "from x" as x.
      const rem = Number(value) + (bound === 'max' ? 0.01 : 0);
      widths.push(Math.round(rem * 16));
    }
  }
  return widths;
}

describe('breakpoints', () => {
  it('given every stylesheet of the library, should query only the breakpoints', () => {
    const allowed = new Set<number>(Object.values(breakpoints));
    const all = Object.values(sheets).flatMap((css) => queriedWidths(css as string));
    expect(all.length).toBeGreaterThan(10);
    const strays = Object.entries(sheets).flatMap(([file, css]) =>
      queriedWidths(css as string)
        .filter((width) => !allowed.has(width))
        .map((width) => `${file}: ${width} px`),
    );
    expect(strays).toEqual([]);
  });

  it('given a query, should read its width as the breakpoint it stands for', () => {
    expect(queriedWidths('@media (max-width: 35.99rem) {}')).toEqual([576]);
    expect(queriedWidths('@container x (min-width: 62rem) and (max-width: 79.99rem) {}')).toEqual([
      992, 1280,
    ]);
  });
});
