import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, type Rgb } from '../foundations/contrast';
import { BASE_FILL, CIRCLE_STYLE, OUT_OF_FOCUS_FILL, OUTSIDE_FILL, PATTERN_COLOURS } from './parts';

const rgb = (hex: string) => parseColor(hex) as Rgb;

/** The circle's fill as seen over `under` (its opacity lets the ground show through). */
const circleOver = (under: Rgb): Rgb => {
  const fill = rgb(CIRCLE_STYLE.fill);
  const a = CIRCLE_STYLE.opacity;
  return fill.map((c, i) => Math.round(a * c + (1 - a) * (under[i] as number))) as unknown as Rgb;
};

describe('proportional circles (RGAA 3.3)', () => {
  // Every light fill a circle can sit on: the areas under circles, the greyed ones, the patterns'
  // grounds, France outside a zoning and the page around the map.
  const grounds = {
    base: BASE_FILL,
    outOfFocus: OUT_OF_FOCUS_FILL,
    outside: OUTSIDE_FILL,
    page: '#ffffff',
    ...Object.fromEntries(
      Object.entries(PATTERN_COLOURS).map(([k, v]) => [`${k}Ground`, v.ground]),
    ),
  };

  it.each(Object.entries(grounds))('given the %s fill should keep 3:1 with its fill', (_, hex) => {
    const ground = rgb(hex);
    expect(contrastRatio(circleOver(ground), ground)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(PATTERN_COLOURS))(
    'given the %s pattern’s ink should keep 3:1 with its white edge',
    (_, { ink }) => {
      expect(contrastRatio(rgb(CIRCLE_STYLE.stroke), rgb(ink))).toBeGreaterThanOrEqual(3);
    },
  );

  it('given circles over circles should keep 3:1 between the edge and the circle under it', () => {
    for (const hex of Object.values(grounds)) {
      const under = circleOver(rgb(hex));
      expect(contrastRatio(rgb(CIRCLE_STYLE.stroke), circleOver(under))).toBeGreaterThanOrEqual(3);
    }
  });
});
