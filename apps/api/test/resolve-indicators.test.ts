import { INDICATORS } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/errors.js';
import { resolveIndicators } from '../src/indicators/values.js';

describe('resolveIndicators', () => {
  it('given ids and themes should list each indicator once, in catalogue order', () => {
    const housing = INDICATORS.filter((i) => i.theme === 'logement').map((i) => i.id);
    const last = INDICATORS.at(-1)?.id as string;
    const ids = resolveIndicators(` ${last},logement,,${housing[0]} `);
    const order = INDICATORS.map((i) => i.id);
    expect(ids).toEqual(order.filter((id) => id === last || housing.includes(id)));
  });

  it('given the same parameter again should give the same list, which no caller can change', () => {
    const first = resolveIndicators('population,emploi');
    expect(resolveIndicators('population,emploi')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another spelling is another list, with the same ids.
    expect(resolveIndicators('emploi,population')).toEqual(first);
  });

  it('given unknown ids should refuse them every time (404, named), never remembered', () => {
    for (let i = 0; i < 2; i++) {
      let error: unknown;
      try {
        resolveIndicators('population,nope,autre');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, code: 'INDICATOR_NOT_FOUND' });
      expect((error as HttpError).message).toContain('nope');
      expect((error as HttpError).message).toContain('autre');
    }
  });

  it('given more distinct parameters than it keeps should still resolve each', () => {
    const ids = INDICATORS.map((i) => i.id);
    for (let i = 0; i < 600; i++) {
      const a = ids[i % ids.length] as string;
      const b = ids[(i * 7) % ids.length] as string;
      expect(resolveIndicators(`${a},${b},${' '.repeat(i)}`)).toEqual(
        ids.filter((id) => id === a || id === b),
      );
    }
  });
});
