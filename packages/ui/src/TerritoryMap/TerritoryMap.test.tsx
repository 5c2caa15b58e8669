// Long file: the map's rendering, keyboard, legend, exports and classes tested on real outlines.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  circleLegendValues,
  circleRadius,
  classIndex,
  divergingClasses,
  quantileBreaks,
  sequentialClasses,
  sequentialPalette,
} from './classes';
import { communesModel, valueDependentCodes } from './geometry';
import { areaInDirection, readingOrder } from './keyboard';
import { legendEntries } from './parts';
import { mapScale } from './scale';
import { TerritoryMap } from './TerritoryMap';
import {
  belfort,
  codesOf,
  madeUpValues,
  maineEtLoire,
  mapCredit,
  population,
  populationChange,
  povertyRate,
} from './TerritoryMap.fixtures';
import { territoryMapMessages as m } from './TerritoryMap.messages';
import type { CommunesLayer } from './types';

describe('classes', () => {
  it('given values should split them in five quantile classes on the sequential palette', () => {
    expect(quantileBreaks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([2, 4, 6, 8, 10]);
    const classes = sequentialClasses([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(classes.map((c) => [c.lower, c.upper])).toEqual([
      [1, 2],
      [2, 4],
      [4, 6],
      [6, 8],
      [8, 10],
    ]);
    expect(classes.map((c) => c.colour)).toEqual([...sequentialPalette]);
    expect(classIndex(7, classes)).toBe(3);
    expect(classIndex(1, classes)).toBe(0);
  });

  it('given repeated values should keep fewer classes spanning the palette', () => {
    const classes = sequentialClasses([3, 3, 3, 3, 9]);
    expect(classes.map((c) => c.upper)).toEqual([3, 9]);
    expect(classes.map((c) => c.colour)).toEqual([sequentialPalette[0], sequentialPalette[4]]);
  });

  it('given changes should centre the diverging classes on 0', () => {
    const classes = divergingClasses([-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3]);
    const negatives = classes.filter((c) => c.upper < 0);
    const positives = classes.filter((c) => c.lower >= 0);
    expect(negatives.length + positives.length).toBe(classes.length);
    expect(negatives.at(-1)?.colour).toBe('#fee0b6');
    expect(positives[0]?.colour).toBe('#d8daeb');
    expect(classes[classIndex(0, classes)]?.lower).toBe(0);
  });

  it('given counts should make circle areas proportional to values', () => {
    const r1 = circleRadius(100, 400, 10);
    const r4 = circleRadius(400, 400, 10);
    expect(r4).toBe(10);
    expect((r4 / r1) ** 2).toBeCloseTo(4);
    expect(circleLegendValues(183_000)).toEqual(
      [200_000, 50_000, 9_000].filter((v) => v <= 183_000 * 1.05),
    );
  });
});

describe('areas of a vintage', () => {
  const layer = (year: number): CommunesLayer => ({
    kind: 'communes',
    topologies: [maineEtLoire],
    year,
  });
  const values = madeUpValues(codesOf(maineEtLoire), 'count');

  it('given 2025 should draw one area per polygon', () => {
    const model = communesModel(layer(2025), new Set());
    expect(model.areas).toHaveLength(codesOf(maineEtLoire).length);
    expect(model.areas.every((a) => a.members.length === 1)).toBe(true);
  });

  it('given 2019 should group the communes that share their polygon, and rename a code change', () => {
    const codes = valueDependentCodes(layer(2019));
    expect([...codes].sort()).toEqual(['49126', '49160']);
    // 49160 has a value in 2019, 49126 (Orée d’Anjou, 49069 then) does not.
    const model = communesModel(layer(2019), new Set(['49160']), { '49321': 'Le Fresne' });
    const group = model.areas.find((a) => a.members.length > 1);
    expect(group?.members).toEqual([
      { code: '49160', name: 'Ingrandes-le-Fresne-sur-Loire' },
      { code: '49321', name: 'Le Fresne' },
    ]);
    const renamed = model.areas.find((a) => a.code === '49069');
    expect(renamed?.name).toBe('Orée d’Anjou');
    expect(model.areas.some((a) => a.code === '49126')).toBe(false);
    expect(model.areas).toHaveLength(codesOf(maineEtLoire).length);
    const scale = mapScale(
      model.areas,
      { ...values, '49321': { value: 100, status: 'ok' } },
      population,
      m,
    );
    const view = scale.views[model.areas.indexOf(group as never)];
    expect(view?.state).toBe('merged');
    expect(view?.value).toBe((values['49160']?.value ?? 0) + 100);
  });

  it('given a focus should grey the communes outside it and outline the EPCI', () => {
    const members = belfort.objects.communes.geometries
      .filter((g) => g.properties.e === '200069060')
      .map((g) => g.id);
    const model = communesModel(
      {
        kind: 'communes',
        topologies: [belfort],
        year: 2025,
        focus: members,
        outlineEpci: '200069060',
      },
      new Set(),
    );
    expect(
      model.areas
        .filter((a) => !a.outOfFocus)
        .map((a) => a.code)
        .sort(),
    ).toEqual(members.sort());
    expect(model.epciOutline).toMatch(/^M/);
  });
});

describe('keyboard', () => {
  // A 3 × 3 grid of squares, indexes in reading order.
  const centroids: [number, number][] = [];
  for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) centroids.push([x, y]);
  const neighbours = centroids.map((_, i) =>
    centroids.flatMap((_, j) => {
      const [ax, ay] = centroids[i] as [number, number];
      const [bx, by] = centroids[j] as [number, number];
      return Math.abs(ax - bx) + Math.abs(ay - by) === 1 ? [j] : [];
    }),
  );

  it('given an arrow should pick the neighbour in that direction', () => {
    expect(areaInDirection(4, [1, 0], centroids, neighbours)).toBe(5);
    expect(areaInDirection(4, [-1, 0], centroids, neighbours)).toBe(3);
    expect(areaInDirection(4, [0, -1], centroids, neighbours)).toBe(1);
    expect(areaInDirection(4, [0, 1], centroids, neighbours)).toBe(7);
  });

  it('given no neighbour that way should fall back to the nearest area in that direction', () => {
    expect(
      areaInDirection(
        0,
        [1, 0],
        centroids,
        centroids.map(() => []),
      ),
    ).toBe(1);
    expect(areaInDirection(2, [1, 0], centroids, neighbours)).toBe(-1);
  });

  it('should order areas by rows, left to right', () => {
    expect(
      readingOrder([
        [5, 0],
        [0, 0],
        [0, 9],
        [9, 9],
      ]),
    ).toEqual([1, 0, 2, 3]);
  });
});

describe('legend', () => {
  it('given classes and states should write French bounds and pattern entries', () => {
    const scale = mapScale([], {}, povertyRate, m);
    scale.classes = sequentialClasses([10.25, 12, 14, 16, 18.5]);
    const entries = legendEntries({
      prefix: 'p',
      indicator: povertyRate,
      scale,
      states: new Set(['secret', 'unavailable', 'merged']),
      circles: [],
      selected: true,
      epci: false,
      m,
    });
    expect(entries.map((e) => e.label)).toEqual([
      'de 10,3\u202f% à 10,3\u202f%',
      'de 10,3\u202f% à 12,0\u202f%',
      'de 12,0\u202f% à 14,0\u202f%',
      'de 14,0\u202f% à 16,0\u202f%',
      'de 16,0\u202f% à 18,5\u202f%',
      'Communes fusionnées depuis, dessinées avec leur commune nouvelle',
      'Secret statistique',
      'Non disponible',
      'Territoire sélectionné (contour épais)',
    ]);
    expect(entries[6]?.fill).toBe('url(#p-l-secret)');
  });

  it('given a change should sign the bounds', () => {
    const scale = mapScale([], {}, populationChange, m);
    scale.classes = divergingClasses([-1.5, -0.5, 0.4, 1.2]);
    const labels = legendEntries({
      prefix: 'p',
      indicator: populationChange,
      scale,
      states: new Set(),
      circles: [],
      selected: false,
      epci: false,
      m,
    }).map((e) => e.label);
    expect(labels[0]).toMatch(/^de −1,5\u202f% par an à −/);
    expect(labels.at(-1)).toMatch(/^de \+/);
  });
});

describe('TerritoryMap', () => {
  it('given communes should draw one named button per area, a hint, a table and no axe violation', async () => {
    render(
      <TerritoryMap
        title="Taux de pauvreté"
        layer={{ kind: 'communes', topologies: [belfort], year: 2025 }}
        indicator={povertyRate}
        values={madeUpValues(codesOf(belfort), 'level')}
        credit={mapCredit}
        fileName="carte"
        onSelect={() => {}}
      />,
    );
    const map = screen.getByRole('group', { name: 'Taux de pauvreté' });
    const areas = within(map).getAllByRole('button');
    expect(areas).toHaveLength(101);
    expect(areas.filter((a) => a.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(screen.getByText(/Tab pour entrer dans la carte/)).toBeInTheDocument();
    expect(screen.getByText('Afficher les données en tableau')).toBeInTheDocument();
    expect(performance.getEntriesByName('epic-map-render', 'measure').length).toBeGreaterThan(0);
  });

  it('given picked codes should draw toggles in or out, a group together, and no axe violation', async () => {
    const onPick = vi.fn();
    // Maine-et-Loire in 2019: Le Fresne-sur-Loire (49321) is drawn with the commune it merged into.
    const { container } = render(
      <TerritoryMap
        title="Composer le territoire"
        layer={{ kind: 'communes', topologies: [maineEtLoire], year: 2019 }}
        indicator={population}
        // The vintage's communes: 49160 (Ingrandes) is one of them, drawn with 49321.
        values={madeUpValues(
          [...codesOf(maineEtLoire).filter((code) => code !== '49126'), '49069', '49321'],
          'count',
        )}
        names={{ '49321': 'Le Fresne-sur-Loire' }}
        picked={new Set(['49321', '49007'])}
        onPick={onPick}
        credit={mapCredit}
        fileName="carte"
      />,
    );
    const map = screen.getByRole('group', { name: 'Composer le territoire' });
    const group = within(map).getByRole('button', { name: /Le Fresne-sur-Loire \(49321\)/ });
    // One of its two communes only: neither in nor out.
    expect(group).toHaveAttribute('aria-pressed', 'mixed');
    expect(within(map).getByRole('button', { name: /^Angers \(49007\)\s: / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(group);
    expect(onPick).toHaveBeenCalledTimes(1);
    const [territories, add] = onPick.mock.calls[0] as [{ code: string }[], boolean];
    expect(add).toBe(true);
    expect(territories.map((t) => t.code)).toContain('49321');
    expect(territories.length).toBeGreaterThan(1);
    // No value circles, the legend says in and out.
    expect(container.querySelectorAll('circle[data-index]')).toHaveLength(0);
    expect(screen.getByText('Composition du territoire')).toBeInTheDocument();
    expect(screen.getByText('Hors du territoire')).toBeInTheDocument();
  });

  it('given counts should draw the legend’s circles to scale and no circle past the edge', () => {
    const values = madeUpValues(codesOf(belfort), 'count');
    const { container } = render(
      <TerritoryMap
        title="Population"
        layer={{ kind: 'communes', topologies: [belfort], year: 2025 }}
        indicator={population}
        values={values}
        credit={mapCredit}
        fileName="carte"
      />,
    );
    // The legend's circles: their radii as the square roots of their values (areas proportional).
    const legend = [...container.querySelectorAll('li')].flatMap((item) => {
      const circle = item.querySelector('circle');
      const value = Number(item.textContent?.replace(/[^\d]/g, ''));
      return circle ? [{ value, r: Number(circle.getAttribute('r')) }] : [];
    });
    expect(legend.length).toBeGreaterThan(1);
    type Circle = { value: number; r: number };
    const [largest, ...others] = legend as [Circle, ...Circle[]];
    for (const other of others) {
      expect(other.r).toBeLessThan(largest.r);
      expect(other.r / largest.r).toBeCloseTo(Math.sqrt(other.value / largest.value), 1);
    }
    // Every circle within the map's box.
    const svg = container.querySelector('svg[data-map]') as SVGSVGElement;
    const [x, y, width, height] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const circles = [...svg.querySelectorAll('circle[data-index]')];
    expect(circles.length).toBeGreaterThan(50);
    for (const circle of circles) {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((a) => Number(circle.getAttribute(a))) as [
        number,
        number,
        number,
      ];
      expect(cx - r).toBeGreaterThanOrEqual(x - 0.01);
      expect(cy - r).toBeGreaterThanOrEqual(y - 0.01);
      expect(cx + r).toBeLessThanOrEqual(x + width + 0.01);
      expect(cy + r).toBeLessThanOrEqual(y + height + 0.01);
    }
  });

  it('given a tooltip should hide it on Escape, the focus staying on the area', () => {
    const { container } = render(
      <TerritoryMap
        title="Taux de pauvreté"
        layer={{ kind: 'communes', topologies: [belfort], year: 2025 }}
        indicator={povertyRate}
        values={madeUpValues(codesOf(belfort), 'level')}
        credit={mapCredit}
        fileName="carte"
        onSelect={() => {}}
      />,
    );
    const area = within(screen.getByRole('group', { name: 'Taux de pauvreté' })).getByRole(
      'button',
      { name: /^Belfort \(90010\)/ },
    );
    area.focus();
    fireEvent.focus(area);
    const tooltip = () => container.querySelector('[aria-hidden="true"] > strong');
    expect(tooltip()?.textContent).toBe('Belfort (90010)');
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    expect(area).toHaveFocus();
  });
});
