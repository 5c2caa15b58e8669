import { describe, expect, it } from 'vitest';
import { areaFromHref, startsAreas } from './areaParams';
import { parseAreaSource } from './areaSource';

const read = (query: string) => parseAreaSource(new URLSearchParams(query));

describe('areaFromHref', () => {
  it('given a territory and its vintage should write the new area’s address', () => {
    expect(areaFromHref({ type: 'epci', id: '244200770', year: 2025 })).toBe(
      '/explorer/?area=new&from=epci:244200770&year=2025',
    );
    expect(areaFromHref({ type: 'ze', id: '8415', year: undefined })).toBe(
      '/explorer/?area=new&from=ze:8415',
    );
  });

  it('given its own address should read the territory back', () => {
    const href = areaFromHref({ type: 'departement', id: '2A', year: 2024 });
    expect(parseAreaSource(new URL(href, 'http://x').searchParams)).toEqual({
      state: 'valid',
      value: { type: 'departement', id: '2A', year: 2024 },
    });
  });
});

describe('parseAreaSource', () => {
  it('given no source should be empty', () => {
    expect(read('area=new')).toEqual({ state: 'empty' });
  });

  it('given a malformed level, code or vintage should say so in French', () => {
    for (const query of [
      'from=pays:1',
      'from=epci',
      'from=epci:12',
      'from=epci:244200770&year=1850',
    ]) {
      const source = read(query);
      expect(source.state).toBe('invalid');
      expect(source.state === 'invalid' && source.message).toMatch(/[a-zé]/);
    }
  });

  it('given a commune should refuse it: it has no communes to choose from', () => {
    expect(read('from=commune:42218').state).toBe('invalid');
    expect(startsAreas('commune')).toBe(false);
    expect(startsAreas('bv')).toBe(true);
  });
});
