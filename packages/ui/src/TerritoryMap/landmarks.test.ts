import { describe, expect, it } from 'vitest';
import { LANDMARK_FONT_PX, MAX_LANDMARKS, placeLandmarks } from './landmarks';

describe('landmarks', () => {
  const view = [0, 0, 1000, 600] as [number, number, number, number];

  it('given names side by side should keep the larger and drop the one it would overlap', () => {
    const placed = placeLandmarks(
      [
        { name: 'Angers', x: 500, y: 300, below: 10 },
        // 20 units (20 px) to the right: the two names would overlap.
        { name: 'Avrillé', x: 520, y: 302, below: 4 },
        { name: 'Cholet', x: 200, y: 450, below: 8 },
      ],
      view,
      1,
    );
    expect(placed.map((l) => l.name)).toEqual(['Angers', 'Cholet']);
    // Under its circle, not over it.
    expect((placed[0] as { y: number }).y).toBeGreaterThan(300 + 10 + LANDMARK_FONT_PX / 2);
  });

  it('given a name that would leave the map or too many names should leave them out', () => {
    const edge = placeLandmarks([{ name: 'Saumur', x: 995, y: 300, below: 0 }], view, 1);
    expect(edge).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({
      name: `C${i}`,
      x: 40 + i * 45,
      y: 100,
      below: 0,
    }));
    expect(placeLandmarks(many, view, 1)).toHaveLength(MAX_LANDMARKS);
  });

  it('given a smaller scale should measure the names in px, so more of them collide', () => {
    const pair = [
      { name: 'Angers', x: 500, y: 300, below: 0 },
      { name: 'Trélazé', x: 560, y: 300, below: 0 },
    ];
    expect(placeLandmarks(pair, view, 2)).toHaveLength(2);
    expect(placeLandmarks(pair, view, 0.5)).toHaveLength(1);
  });
});
