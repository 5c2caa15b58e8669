import { describe, expect, it } from 'vitest';
import { producerOf } from './producer';

describe('producerOf', () => {
  it('given the geography package should credit Insee and Etalab, not the package', () => {
    expect(producerOf('@etalab/decoupage-administratif')).toBe(
      'Insee, populations légales, diffusées par Etalab (Découpage administratif)',
    );
  });

  it('given another source should keep its name', () => {
    expect(producerOf('Insee, Filosofi')).toBe('Insee, Filosofi');
  });
});
