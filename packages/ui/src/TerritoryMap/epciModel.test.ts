import { describe, expect, it } from 'vitest';
import { mapModel } from './geometry';
import { epciBourgogneFrancheComte as epci } from './TerritoryMap.fixtures';

const doubs = epci.objects.epci.geometries.filter((g) => g.properties.d.includes('25'));

describe('epciModel', () => {
  it('given no codes should draw every EPCI of the file as an epci area, with the insets', () => {
    const model = mapModel({ kind: 'epci', topology: epci }, new Set());
    expect(model.areas).toHaveLength(epci.objects.epci.geometries.length);
    expect(new Set(model.areas.map((a) => a.type))).toEqual(new Set(['epci']));
    const dijon = model.areas.find((a) => a.code === '242100410');
    expect(dijon).toMatchObject({ name: 'Dijon Métropole', members: [{ code: '242100410' }] });
    expect(dijon?.d).toMatch(/^M-?\d+,-?\d+/);
    expect(model.insets.map((i) => i.code)).toEqual(['971', '972', '973', '974', '976']);
    expect(model.epciBorders).toBeUndefined();
  });

  it('given a département’s codes should draw those EPCI whole, straddling ones included', () => {
    const only = doubs.map((g) => g.id);
    const model = mapModel({ kind: 'epci', topology: epci, only }, new Set());
    expect(model.areas.map((a) => a.code).sort()).toEqual([...only].sort());
    expect(model.insets).toEqual([]);
    // Villersexel reaches into Haute-Saône: its whole outline, not the Doubs part.
    const villersexel = model.areas.find((a) => a.code === '247000714');
    const whole = mapModel({ kind: 'epci', topology: epci }, new Set()).areas.find(
      (a) => a.code === '247000714',
    );
    expect(villersexel?.d).toBe(whole?.d);
    expect(model.box[0]).toBeLessThanOrEqual(villersexel?.box[0] as number);
  });

  it('given a drawn EPCI should know its neighbours (arrow keys)', () => {
    const model = mapModel(
      { kind: 'epci', topology: epci, only: doubs.map((g) => g.id) },
      new Set(),
    );
    const besancon = model.areas.findIndex((a) => a.code === '242500361');
    expect(besancon).toBeGreaterThanOrEqual(0);
    const neighbours = model.neighbours()[besancon] ?? [];
    expect(neighbours.length).toBeGreaterThan(2);
    expect(neighbours.every((i) => model.areas[i]?.type === 'epci')).toBe(true);
  });
});
