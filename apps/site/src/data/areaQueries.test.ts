import { describe, expect, it } from 'vitest';
import { departementOf } from './areaQueries';

describe('departementOf', () => {
  it('given commune codes should name their département (Corsica and overseas included)', () => {
    expect(
      ['42218', '01039', '2A004', '2B033', '97411', '97611', '75056'].map(departementOf),
    ).toEqual(['42', '01', '2A', '2B', '974', '976', '75']);
  });
});
