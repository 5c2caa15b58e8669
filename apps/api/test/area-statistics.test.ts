/**
 * A user's area's indicators: the catalogue aggregated over its communes by the same rules as an
 * EPCI's, checked against the EPCI whose communes the area takes.
 */
import { INDICATORS_BY_ID } from '@epic/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { backends, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

useProviderStandIn();
const json = { origin: SITE, 'content-type': 'application/json' };

describe.each(backends('epic_test_area_statistics'))('an area’s indicators on $name', (backend) => {
  let db: Db;
  let app: FastifyInstance;
  let cookie: string;
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { origin: SITE, cookie } });

  beforeAll(async () => {
    db = await backend.openFixture('2024-indicators');
    app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    cookie = await signIn(app);
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('adds up its communes by the catalogue’s rules, as the same communes’ EPCI does', async () => {
    // Saint-Étienne Métropole's communes as an area: the same aggregates as the EPCI's.
    const members = await get(
      '/api/territories/epci/244200770/children?year=2024&childType=commune&pageSize=500',
    );
    const communes = (members.json().items as { code: string }[]).map((c) => c.code);
    expect(communes.length).toBeGreaterThan(50);
    const created = await app.inject({
      method: 'POST',
      url: '/api/areas',
      headers: { ...json, cookie },
      payload: { name: 'Saint-Étienne Métropole, à la main', year: 2024, communes },
    });
    expect(created.statusCode).toBe(201);
    const mine = await get(`/api/areas/${created.json().id}/statistics`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toMatch(/no-store/);
    const area = mine.json();
    expect(area.area).toMatchObject({ year: 2024, communeCount: communes.length });
    expect(area).toMatchObject({ year: 2024, perimeterChanged: false });
    expect(area.communes).toEqual([...communes].sort());
    // A vintage that is not imported: named, nothing computed.
    const elsewhere = await get(`/api/areas/${created.json().id}/statistics?year=2019`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('YEAR_NOT_FOUND');
    const epci = (await get('/api/territories/epci/244200770/statistics?year=2024')).json();
    const byId = new Map(
      (epci.statistics as { id: string }[]).map(
        (s) => [s.id, s] as [string, Record<string, unknown>],
      ),
    );
    let compared = 0;
    for (const statistic of area.statistics as Record<string, unknown>[]) {
      const theirs = byId.get(statistic.id as string);
      if (!theirs) continue;
      if (INDICATORS_BY_ID.get(statistic.id as string)?.aggregation.rule === 'none') {
        // Not aggregable (a median, a rate): not applicable to a group of communes, even where
        // INSEE publishes it for the EPCI.
        expect(statistic.status, String(statistic.id)).toBe('not_applicable');
        expect(statistic.value).toBeNull();
        continue;
      }
      compared++;
      expect(
        { value: statistic.value, status: statistic.status, coverage: statistic.coverage },
        String(statistic.id),
      ).toEqual({ value: theirs.value, status: theirs.status, coverage: theirs.coverage });
      expect((statistic.references as { france: unknown }).france).toEqual(
        (theirs.references as { france: unknown }).france,
      );
    }
    expect(compared).toBeGreaterThan(30);
    // Themes and ids as for a territory; an unknown one is named.
    const income = (
      await get(`/api/areas/${created.json().id}/statistics?indicators=revenus`)
    ).json();
    expect(income.statistics.length).toBeGreaterThan(0);
    const unknown = await get(`/api/areas/${created.json().id}/statistics?indicators=inconnu`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('INDICATOR_NOT_FOUND');
  });
});
