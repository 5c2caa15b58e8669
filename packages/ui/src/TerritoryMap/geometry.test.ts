import { geoPath, geoTransform } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { communesModel, PATH_SCALE } from './geometry';
import { belfort, maineEtLoire, reunion } from './TerritoryMap.fixtures';
import type { DepartementTopology } from './topology';

describe('communesModel', () => {
  it.each([
    ['90', belfort],
    ['49', maineEtLoire],
    ['974', reunion],
  ])(
    'given dep-%s should draw each commune as d3-geo would (scaled path, bounds, centroid)',
    (_, file) => {
      const topology = file as DepartementTopology;
      const model = communesModel(
        { kind: 'communes', topologies: [topology], year: 2025 },
        new Set(),
      );
      const path = geoPath();
      // The areas' paths: integer tenths of the planar units, lines as implicit pairs after M.
      const scaled = geoPath(
        geoTransform({
          point(x, y) {
            this.stream.point(x * PATH_SCALE, y * PATH_SCALE);
          },
        }),
      ).digits(0);
      expect(model.areas.length).toBe(topology.objects.communes.geometries.length);
      for (const area of model.areas) {
        const geometry = topology.objects.communes.geometries.find((g) => g.id === area.code);
        const shape = (
          feature(topology as unknown as Topology, geometry as never) as unknown as GeoJSON.Feature
        ).geometry;
        expect(area.d).toBe(scaled(shape)?.replaceAll('L', ' '));
        const [[x0, y0], [x1, y1]] = path.bounds(shape);
        expect(area.box).toEqual([x0, y0, x1, y1]);
        if (shape.type === 'Polygon') {
          const [cx, cy] = path.centroid(shape);
          expect(area.centroid[0]).toBeCloseTo(cx, 6);
          expect(area.centroid[1]).toBeCloseTo(cy, 6);
        }
      }
    },
  );
});
