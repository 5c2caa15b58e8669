import { describe, expect, it } from 'vitest';
import {
  boxAspect,
  fitView,
  MAX_ASPECT,
  MIN_ASPECT,
  TOOLTIP_CLEARANCE,
  tooltipPlace,
  type View,
} from './layout';

describe('the map’s box', () => {
  it('given a territory should take its shape, within bounds a phone can show', () => {
    expect(boxAspect([0, 0, 200, 100])).toBe(2);
    expect(boxAspect([0, 0, 100, 400])).toBe(MIN_ASPECT);
    expect(boxAspect([0, 0, 900, 100])).toBe(MAX_ASPECT);
    expect(boxAspect([0, 0, 0, 0])).toBe(1);
  });

  it('given a column for the insets’ names should widen the view by its px at the map’s scale', () => {
    const view: View = [0, 0, 1000, 800];
    // Width-bound: the map shrinks to leave the column its px.
    const narrow = fitView(view, { width: 375, height: 300 }, 40);
    expect(narrow.scale).toBeCloseTo((375 - 40) / 1000);
    expect(narrow.view[0]).toBeCloseTo(-40 / narrow.scale);
    expect(narrow.view[2] * narrow.scale).toBeCloseTo(375);
    // Height-bound (a box capped in height): the column fits in the room left on the sides.
    const wide = fitView(view, { width: 1200, height: 500 }, 80);
    expect(wide.scale).toBeCloseTo(500 / 800);
    expect(wide.view[2] * wide.scale).toBeLessThanOrEqual(1200);
    expect(fitView(view, { width: 500, height: 400 }).view).toEqual(view);
  });
});

describe('the tooltip’s place', () => {
  const size = { width: 800, height: 600 };
  const inside = (rect: { left: number; top: number; right: number; bottom: number }) => ({
    x: (rect.left + rect.right) / 2,
    y: (rect.top + rect.bottom) / 2,
  });

  it('given a first area should go to the corner farthest from the pointer', () => {
    expect(tooltipPlace({ x: 100, y: 100 }, size, null, null)).toBe('bottom-right');
    expect(tooltipPlace({ x: 700, y: 500 }, size, null, null)).toBe('top-left');
    expect(tooltipPlace({ x: 100, y: 500 }, size, null, null)).toBe('top-right');
  });

  it('given the pointer away from it should stay put, so that the pointer can reach it', () => {
    const rect = { left: 8, top: 8, right: 300, bottom: 80 };
    expect(tooltipPlace({ x: 600, y: 300 }, size, 'top-left', rect)).toBe('top-left');
    // Still away: just beyond the clearance.
    expect(tooltipPlace({ x: 300 + TOOLTIP_CLEARANCE + 1, y: 60 }, size, 'top-left', rect)).toBe(
      'top-left',
    );
  });

  it('given the pointer on it or near it should move to the far corner', () => {
    const rect = { left: 8, top: 8, right: 300, bottom: 80 };
    expect(tooltipPlace(inside(rect), size, 'top-left', rect)).toBe('bottom-right');
    expect(tooltipPlace({ x: 320, y: 90 }, size, 'top-left', rect)).toBe('bottom-right');
  });

  it('given a narrow map should sit under it, over no area', () => {
    expect(tooltipPlace({ x: 100, y: 100 }, { width: 343, height: 300 }, null, null)).toBe('below');
  });
});
