import { describe, expect, it } from 'vitest';
import {
  departementOfCommune,
  departementsOf,
  mapPlan,
  offersEpci,
  offersZones,
  planZoning,
  showsArrondissements,
  valuesLevel,
  withMembers,
} from './mapPlan';

const parents = {
  departement: { type: 'departement' as const, code: '62', name: 'Pas-de-Calais' },
  epci: { type: 'epci' as const, code: '200033579', name: 'CU d’Arras' },
};

describe('departementOfCommune', () => {
  it.each([
    ['62041', '62'],
    ['2A004', '2A'],
    ['2B033', '2B'],
    ['97101', '971'],
    ['97611', '976'],
    ['75101', '75'],
  ])('given %s should give %s', (code, dep) => {
    expect(departementOfCommune(code)).toBe(dep);
  });

  it('given an EPCI’s members across two départements should list both once, sorted', () => {
    expect(departementsOf(['62041', '59350', '62001', '59001'])).toEqual(['59', '62']);
  });
});

describe('mapPlan', () => {
  it('given no territory should draw the départements of France, toggling the régions', () => {
    const plan = mapPlan(null, undefined);
    expect(plan).toEqual({ kind: 'areas', parent: null, selected: null, toggle: 'regions' });
    expect(valuesLevel(plan, false)).toBe('departement');
    expect(valuesLevel(plan, true)).toBe('region');
  });

  it('given a zoning asked for should draw France by study zone, and nowhere else', () => {
    const france = mapPlan(null, undefined);
    expect(offersZones(france)).toBe(true);
    expect(valuesLevel(france, true, 'ze')).toBe('ze');
    const region = mapPlan({ type: 'region', id: '84' }, {});
    expect(offersZones(region)).toBe(false);
    expect(valuesLevel(region, false, 'ze')).toBe('departement');
    expect(valuesLevel(mapPlan({ type: 'departement', id: '62' }, {}), false, 'uu')).toBe(
      'commune',
    );
  });

  it('given the EPCI asked for should draw France, a région or a département by EPCI', () => {
    const france = mapPlan(null, undefined);
    const region = mapPlan({ type: 'region', id: '84' }, {});
    const departement = mapPlan({ type: 'departement', id: '42' }, {});
    for (const plan of [france, region, departement]) {
      expect(offersEpci(plan)).toBe(true);
      expect(planZoning(plan, 'epci')).toBe('epci');
      // Even with the overlay toggled: the EPCI's values, in the plan's parent.
      expect(valuesLevel(plan, true, 'epci')).toBe('epci');
    }
    expect([france.parent, region.parent, departement.parent]).toEqual([
      null,
      'region:84',
      'departement:42',
    ]);
    // A study zoning stays France's.
    expect(planZoning(region, 'ze')).toBeNull();
    expect(planZoning(france, 'ze')).toBe('ze');
    expect(planZoning(france, null)).toBeNull();
  });

  it('given the EPCI asked for on a commune’s, an EPCI’s or a zone’s map should ignore it', () => {
    for (const side of [
      { type: 'commune', id: '42218' },
      { type: 'epci', id: '244200770' },
      { type: 'ze', id: '8428' },
    ] as const) {
      const plan = mapPlan(side, {});
      expect(offersEpci(plan)).toBe(false);
      expect(planZoning(plan, 'epci')).toBeNull();
      expect(valuesLevel(plan, false, 'epci')).toBe('commune');
    }
  });

  it('given a commune should draw its département’s communes, it selected, its EPCI outlined', () => {
    expect(mapPlan({ type: 'commune', id: '62041' }, parents)).toEqual({
      kind: 'communes',
      parent: 'departement:62',
      departements: ['62'],
      selected: '62041',
      focusMembers: false,
      outlineEpci: '200033579',
    });
  });

  it('given a département should draw its communes with the EPCI borders as a toggle', () => {
    const plan = mapPlan({ type: 'departement', id: '62' }, {});
    expect(plan).toMatchObject({ kind: 'communes', parent: 'departement:62', toggle: 'epci' });
    expect(valuesLevel(plan, true)).toBe('commune');
  });

  it('given an EPCI should ask for its members, their départements known from them', () => {
    expect(mapPlan({ type: 'epci', id: '200033579' }, parents)).toMatchObject({
      kind: 'communes',
      parent: 'epci:200033579',
      departements: null,
      focusMembers: true,
      outlineEpci: '200033579',
    });
  });

  it('given a région should draw its départements, toggling its EPCI', () => {
    expect(mapPlan({ type: 'region', id: '32' }, {})).toEqual({
      kind: 'areas',
      parent: 'region:32',
      selected: null,
      toggle: 'epci',
    });
  });

  it('given an arrondissement should draw its city as arrondissements, always, it selected', () => {
    const plan = mapPlan(
      { type: 'arrondissement', id: '69383' },
      {
        commune: { type: 'commune', code: '69123', name: 'Lyon' },
        departement: { type: 'departement', code: '69', name: 'Rhône' },
      },
    );
    expect(plan).toMatchObject({
      parent: 'departement:69',
      departements: ['69'],
      selected: '69383',
      plm: { city: '69123', name: 'Lyon', mode: 'always' },
    });
    expect(showsArrondissements(plan, false)).toBe(true);
  });

  it('given Paris (commune or département) should always draw its 20 arrondissements', () => {
    for (const side of [
      { type: 'commune' as const, id: '75056' },
      { type: 'departement' as const, id: '75' },
    ]) {
      const plan = mapPlan(side, {});
      expect(plan).toMatchObject({ plm: { city: '75056', mode: 'always' } });
      expect(showsArrondissements(plan, null)).toBe(true);
      expect(showsArrondissements(plan, false)).toBe(true);
    }
  });

  it('given Lyon or Marseille should draw it as arrondissements by default, a choice', () => {
    for (const [id, name] of [
      ['69123', 'Lyon'],
      ['13055', 'Marseille'],
    ] as const) {
      const plan = mapPlan({ type: 'commune', id }, {});
      expect(plan).toMatchObject({ selected: id, plm: { city: id, name, mode: 'on' } });
      expect(showsArrondissements(plan, null)).toBe(true);
      expect(showsArrondissements(plan, false)).toBe(false);
    }
  });

  it('given the département of Lyon or Marseille should offer its arrondissements, off', () => {
    for (const [dep, city] of [
      ['69', '69123'],
      ['13', '13055'],
    ] as const) {
      const plan = mapPlan({ type: 'departement', id: dep }, {});
      expect(plan).toMatchObject({ toggle: 'epci', plm: { city, mode: 'off' } });
      expect(showsArrondissements(plan, null)).toBe(false);
      expect(showsArrondissements(plan, true)).toBe(true);
    }
  });

  it('given an EPCI with a PLM city among its members should offer its arrondissements, off', () => {
    const lyon = ['69003', '69123', '69029', '69275'];
    const plan = withMembers(mapPlan({ type: 'epci', id: '200046977' }, {}), lyon);
    expect(plan).toMatchObject({
      departements: ['69'],
      focusMembers: true,
      plm: { city: '69123', name: 'Lyon', mode: 'off' },
    });
    expect(showsArrondissements(plan, null)).toBe(false);
    expect(showsArrondissements(plan, true)).toBe(true);
    // Aix-Marseille-Provence spans one département; the Grand Paris several, Paris among them.
    const grandParis = withMembers(mapPlan({ type: 'epci', id: '200054781' }, {}), [
      '92012',
      '75056',
      '93066',
      '94028',
    ]);
    expect(grandParis).toMatchObject({
      departements: ['75', '92', '93', '94'],
      plm: { city: '75056', name: 'Paris', mode: 'off' },
    });
    // Another EPCI of the Rhône: no arrondissements (Lyon is not a member).
    const other = withMembers(mapPlan({ type: 'epci', id: '200040715' }, {}), ['69264', '69266']);
    expect(other).toMatchObject({ departements: ['69'] });
    expect(other).not.toHaveProperty('plm');
    // Before the members are known, and for the other plans: unchanged.
    const waiting = mapPlan({ type: 'epci', id: '200046977' }, {});
    expect(withMembers(waiting, undefined)).toBe(waiting);
    const dep = mapPlan({ type: 'departement', id: '69' }, {});
    expect(withMembers(dep, lyon)).toBe(dep);
  });

  it('given another commune, an EPCI or a région should never draw arrondissements', () => {
    const plans = [
      mapPlan({ type: 'commune', id: '69266' }, {}),
      mapPlan({ type: 'commune', id: '62041' }, parents),
      mapPlan({ type: 'epci', id: '200046977' }, {}),
      mapPlan({ type: 'region', id: '84' }, {}),
      mapPlan(null, undefined),
    ];
    for (const plan of plans) {
      expect(plan).not.toHaveProperty('plm');
      expect(showsArrondissements(plan, true)).toBe(false);
    }
  });
});
