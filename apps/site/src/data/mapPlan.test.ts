import { describe, expect, it } from 'vitest';
import { departementOfCommune, departementsOf, mapPlan, valuesLevel } from './mapPlan';

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

  it('given an arrondissement should select its city among its département’s communes', () => {
    const plan = mapPlan(
      { type: 'arrondissement', id: '75101' },
      { commune: { type: 'commune', code: '75056', name: 'Paris' } },
    );
    expect(plan).toMatchObject({ parent: 'departement:75', selected: '75056' });
  });
});
