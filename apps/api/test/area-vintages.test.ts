/**
 * A user's area followed into another vintage through the mergers the etalab packages record:
 * whole when every part of a new commune was in it, its perimeter marked as changed otherwise.
 */
import { describe, expect, it } from 'vitest';
import { loadVintage } from '../src/import/sources.js';
import { geographyOf } from '../src/indicators/vintage-rows.js';
import { followArea } from '../src/routes/data/areas/follow.js';

const communes = (year: number) =>
  loadVintage(year).territories.filter((t) => t.type === 'commune');
const source = {
  level: (year: number) => communes(year),
};

describe('an area in another vintage', () => {
  // 17268 in 2025 covers several communes of 2022, in two zones d'emploi (zonings.test.ts).
  const parts = [...(geographyOf(2025, communes(2025)).communes.get('17268')?.atoms ?? [])]
    .map((atom) => geographyOf(2022, communes(2022)).atomOwner.get(atom))
    .filter((code): code is string => code !== undefined);
  const own = [...new Set(parts)].sort();

  it('takes a new commune whole when every part was in the area', () => {
    expect(own.length).toBeGreaterThan(1);
    const followed = followArea(source, 'v', [...own, '17300'], 2022, 2025);
    expect(followed.communes).toEqual(expect.arrayContaining(['17268', '17300']));
    expect(followed.communes).not.toEqual(expect.arrayContaining(own.filter((c) => c !== '17268')));
    expect(followed.perimeterChanged).toBe(false);
  });

  it('keeps the chef-lieu’s rule and says the perimeter changed otherwise', () => {
    const withChefLieu = followArea(source, 'v', ['17268'], 2022, 2025);
    expect(withChefLieu).toEqual({ communes: ['17268'], perimeterChanged: true });
    const other = own.find((c) => c !== '17268') as string;
    const without = followArea(source, 'v', [other], 2022, 2025);
    expect(without).toEqual({ communes: [], perimeterChanged: true });
  });

  it('is the area itself in its own vintage', () => {
    expect(followArea(source, 'v', ['42218', '42207'], 2024, 2024)).toEqual({
      communes: ['42218', '42207'],
      perimeterChanged: false,
    });
  });
});
