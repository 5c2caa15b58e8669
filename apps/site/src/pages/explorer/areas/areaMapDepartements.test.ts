import { describe, expect, it } from 'vitest';
import { areaMapDepartements } from './areaMapDepartements';

describe('areaMapDepartements', () => {
  it('given communes of a few départements, should draw them all, sorted', () => {
    expect(areaMapDepartements(['42218', '43157', '42095', '2A004', '97411'])).toEqual({
      drawn: ['2A', '42', '43', '974'],
      total: 4,
      communesDrawn: 5,
    });
  });

  it('given more départements than the cap, should keep those holding most communes', () => {
    const communes = ['01001', '02001', '02002', '03001', '03002', '03003', '04001'];
    expect(areaMapDepartements(communes, 2)).toEqual({
      drawn: ['02', '03'],
      total: 4,
      communesDrawn: 5,
    });
  });

  it('given a tie at the cap, should keep the first départements by code', () => {
    expect(areaMapDepartements(['69001', '01001', '42001'], 2).drawn).toEqual(['01', '42']);
  });

  it('given no commune, should draw nothing', () => {
    expect(areaMapDepartements([])).toEqual({ drawn: [], total: 0, communesDrawn: 0 });
  });
});
