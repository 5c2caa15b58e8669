import {
  ANY_CODE_PATTERN,
  INDICATOR_THEMES,
  TERRITORY_TYPES,
  territoryCode,
} from '@epic/api-contract';
import { territoryTypes, zoneTypes } from '@epic/ui';
import { describe, expect, it } from 'vitest';
import { INDICATOR_THEME_IDS, parseThemes } from './data/params';
import { firstQueries, siteRoutes } from './routes';

describe('site routes', () => {
  it('given each route, should name a page module that exists', () => {
    const pages = import.meta.glob('./pages/*Page.tsx');
    for (const route of siteRoutes)
      expect(pages, route.path).toHaveProperty(`./pages/${route.page}.tsx`);
  });

  it('given the first queries, should belong to signed-in routes and fill every placeholder from a declared parameter', () => {
    for (const [path, queries] of Object.entries(firstQueries)) {
      expect(siteRoutes.find((route) => route.path === path)).toMatchObject({ signedIn: true });
      for (const url of queries.urls) {
        for (const [, name] of url.matchAll(/\{(\w+)\}/g)) {
          expect(queries.params, `${url} {${name}}`).toHaveProperty(String(name));
        }
      }
    }
  });

  it('given the Comparer’s themes, should accept exactly the lists its queries send, every theme by default', () => {
    const comparer = firstQueries['/comparer'];
    const pattern = new RegExp(`^(?:${comparer?.params.indicators ?? '$^'})$`);
    expect(comparer?.defaults?.indicators).toBe(INDICATOR_THEME_IDS.join(','));
    expect(INDICATOR_THEME_IDS).toEqual(INDICATOR_THEMES.map((theme) => theme.id));
    // Every subset, in the catalogue's order: what parseThemes gives, written back as it was.
    for (let mask = 1; mask < 2 ** INDICATOR_THEME_IDS.length; mask++) {
      const list = INDICATOR_THEME_IDS.filter((_, i) => mask & (2 ** i)).join(',');
      expect(pattern.test(list), list).toBe(true);
      const parsed = parseThemes(new URLSearchParams({ indicators: list }));
      expect(parsed?.join(','), list).toBe(list);
    }
    // Anything the screen would rewrite (order, repeats, spaces, unknown themes) gives no hint.
    for (const other of [
      '',
      'revenus,population',
      'emploi,emploi',
      'emploi,',
      ',emploi',
      'emploi, revenus',
      'Emploi',
      'revenu',
      'revenus,foo',
    ])
      expect(pattern.test(other), other).toBe(false);
  });

  it('given the level pattern, should accept exactly the territory levels', () => {
    const level = new RegExp(firstQueries['/explorer']?.params.type ?? '$^');
    for (const type of [...territoryTypes, ...zoneTypes]) expect(level.test(type), type).toBe(true);
    for (const other of ['ville', 'Commune', 'communes', ''])
      expect(level.test(other), other).toBe(false);
  });

  it('given the code pattern, should be the contract’s rule for any level', () => {
    for (const queries of Object.values(firstQueries)) {
      for (const [name, pattern] of Object.entries(queries.params))
        if (name.startsWith('id')) expect(pattern, name).toBe(ANY_CODE_PATTERN);
    }
    const code = new RegExp(ANY_CODE_PATTERN);
    for (const id of ['84', '2A', '974', '200046977', '2A004', '75101', '8428', '002', '00758'])
      expect(code.test(id) && TERRITORY_TYPES.some((t) => territoryCode(t, id) === id), id).toBe(
        true,
      );
    for (const id of ['1', '2a004', '7A', '75056abc', '<x>', '1234567890'])
      expect(code.test(id), id).toBe(false);
  });
});
