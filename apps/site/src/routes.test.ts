import { territoryTypes } from '@epic/ui';
import { describe, expect, it } from 'vitest';
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

  it('given the level pattern, should accept exactly the territory levels', () => {
    const level = new RegExp(firstQueries['/explorer']?.params.type ?? '$^');
    for (const type of territoryTypes) expect(level.test(type), type).toBe(true);
    for (const other of ['ville', 'Commune', 'communes', ''])
      expect(level.test(other), other).toBe(false);
  });
});
