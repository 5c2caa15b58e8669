/**
 * A user's area's indicators: the catalogue aggregated over its communes by the same rules as an
 * EPCI's, checked against the EPCI whose communes the area takes.
 */
import { INDICATORS_BY_ID } from '@epic/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { backends, cookieOf, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

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

  it('compares an area beside a territory, for its owner only', async () => {
    const members = await get(
      '/api/territories/epci/244200770/children?year=2024&childType=commune&pageSize=500',
    );
    const communes = (members.json().items as { code: string }[]).map((c) => c.code);
    const created = await app.inject({
      method: 'POST',
      url: '/api/areas',
      headers: { ...json, cookie },
      payload: { name: 'Métropole à comparer', year: 2024, communes },
    });
    const id = created.json().id as string;
    const query = `type=area&id=${id}&type2=epci&id2=244200770&year2=2024&indicators=revenus,emploi&references=france,parent`;
    const answer = await get(`/api/areas/compare?${query}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/no-store/);
    const result = answer.json();
    const [area, epci] = result.sides;
    expect(area.territory).toMatchObject({ type: 'area', code: id, name: 'Métropole à comparer' });
    // Its own vintage by default; the same communes as the EPCI: the same population.
    expect(area.territory.year).toBe(2024);
    expect(area.communes).toBe(communes.length);
    expect(area.population).toBe(epci.population);
    expect(area.series.length).toBeGreaterThan(0);
    const population = result.rows.find((r: { indicator: string }) => r.indicator === 'population');
    expect(population.values[1].absolute).toBe(0);
    // No parent column for an area; the EPCI's is its département.
    expect(result.references.parents[0]).toBeNull();
    expect(result.references.parents[1]).toMatchObject({ type: 'departement', code: '42' });
    // Every aggregable indicator equals the EPCI's, as on the area's own page.
    let same = 0;
    for (const s of result.statistics as {
      id: string;
      values: { value: number | null; status: string }[];
    }[]) {
      if (INDICATORS_BY_ID.get(s.id)?.aggregation.rule === 'none') {
        expect(s.values[0]?.status, s.id).toBe('not_applicable');
        continue;
      }
      expect(s.values[0]?.value, s.id).toBe(s.values[1]?.value);
      same++;
    }
    expect(same).toBeGreaterThan(5);
    // The CSV twin names the area.
    const csv = await get(`/api/areas/compare.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Métropole à comparer (2024)');

    // Another account, a guessed id, the public route: nothing about the area.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { access_token: 'second-user', expires_in: 3600 },
    });
    const other = cookieOf(login) as string;
    expect(other).toBeTruthy();
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/areas/compare?${query}`,
      headers: { origin: SITE, cookie: other },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('AREA_NOT_FOUND');
    const guessed = await get(`/api/areas/compare?type=area&id=${id}x&type2=epci&id2=244200770`);
    expect(guessed.statusCode).toBe(404);
    const publicRoute = await get(`/api/compare?${query}`);
    expect(publicRoute.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/areas/compare?${query}`,
      headers: { origin: SITE },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
